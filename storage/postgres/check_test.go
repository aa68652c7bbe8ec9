package postgres

import (
	"bytes"
	"context"
	"testing"

	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/storetest"
)

// TestCheckColumns: Check finds a row whose columns disagree with its
// record, and a result listed for the wrong users.
func TestCheckColumns(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name     string
		sabotage string
		where    string
	}{
		{"game version column", "UPDATE games SET version = version + 1 WHERE key = 'tg:1'", "active/tg:1"},
		{"game summary", "UPDATE games SET summary = '{}' WHERE key = 'tg:1'", "active/tg:1"},
		{"result users", "DELETE FROM result_users", "result/"},
		{"rating record", "UPDATE ratings SET user_id = 'u9'", "rating/classic/u9"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := openFresh(t)
			if err := s.Create(storetest.NewGame("tg:2", 2)); err != nil {
				t.Fatal(err)
			}
			done, err := s.Finish("tg:2", storage.AnyVersion, func(*storage.Game) (storage.Result, error) {
				return storage.Result{Players: []storage.PlayerResult{{UserID: "u1", Won: true}}}, nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.RateGame("classic", done.ID, []string{"u1"}, func(map[string]storage.PlayerRating) (map[string]storage.PlayerRating, error) {
				return map[string]storage.PlayerRating{"u1": {R: 1500, RD: 200, Vol: 0.06, Games: 1}}, nil
			}); err != nil {
				t.Fatal(err)
			}
			if err := s.Create(storetest.NewGame("tg:1", 1)); err != nil {
				t.Fatal(err)
			}
			if problems, err := s.Check(storetest.Replay); err != nil || len(problems) != 0 {
				t.Fatalf("Check before = %v, %v", problems, err)
			}
			if _, err := s.pool.Exec(ctx, tc.sabotage); err != nil {
				t.Fatal(err)
			}
			problems, err := s.Check(storetest.Replay)
			if err != nil || len(problems) != 1 || !bytes.HasPrefix([]byte(problems[0].Where), []byte(tc.where)) {
				t.Fatalf("Check = %v, %v, want one problem at %s", problems, err, tc.where)
			}
		})
	}
}
