package archi

import (
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// TestKept checks the kept-cards line in both languages, with chests the
// viewer may and may not know.
func TestKept(t *testing.T) {
	s, err := ar.Deal(ar.Options{Seats: 2}, 3)
	if err != nil {
		t.Fatal(err)
	}
	s.Held[0][ar.Sabre], s.Held[0][ar.Bomb], s.Held[0][ar.Gold] = 2, 1, 1
	for _, tc := range []struct {
		l    narrate.Lang
		seat uint8
		want string
	}{
		{narrate.EN, 0, "Red keeps: sabre ×2, bomb, gold chest. White keeps nothing."},
		{narrate.EN, 1, "Red keeps: sabre ×2, bomb, chest. White keeps nothing."},
		{narrate.RU, ar.Spectator, "Красные: сабля ×2, бомба, сундук. Белые: карт нет."},
	} {
		v := ar.ViewFor(&s, tc.seat)
		if got := Kept(tc.l, &v); got != tc.want {
			t.Errorf("%v seat %d:\n got %q\nwant %q", tc.l, tc.seat, got, tc.want)
		}
	}
	if Kept(narrate.EN, nil) != "" {
		t.Error("a nil view tells something")
	}
}
