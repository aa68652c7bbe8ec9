package postgres

import (
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestHandledPruned: marks older than a week before the newest are
// forgotten as new ones come; newer ones are kept.
func TestHandledPruned(t *testing.T) {
	s, _ := openFresh(t)
	const t0 = 1_750_000_000
	marks := []struct {
		id string
		at int64
	}{
		{"tg:old", t0},
		{"tg:recent", t0 + storage.HandledKeep - 5},
		{"tg:new", t0 + storage.HandledKeep + 10},
	}
	for _, m := range marks {
		if err := s.MarkHandled(m.id, m.at); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		id   string
		want bool
	}{{"tg:old", false}, {"tg:recent", true}, {"tg:new", true}}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			if got, err := s.Handled(tc.id); err != nil || got != tc.want {
				t.Fatalf("Handled = %v, %v, want %v", got, err, tc.want)
			}
		})
	}
}
