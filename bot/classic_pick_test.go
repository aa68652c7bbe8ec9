package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// TestPickPromptNamesWhatWasPicked: after a piece's button the prompt
// names what was picked as the players read it, the ship as its button
// ("⛵ Корабль: куда?", never the notation's "ship: куда?") and a
// character by name ("Бен Ганн: куда?").
func TestPickPromptNamesWhatWasPicked(t *testing.T) {
	s, err := engine.New(5, engine.Options{Duel: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lang, sel, want, not string
	}{
		{"ru", "ship", "⛵ Корабль: куда?", "ship:"},
		{"en", "ship", "⛵ Ship: where to?", "ship:"},
		{"ru", "W1", "W1: куда?", ""},
	} {
		rec := &storage.Game{Status: storage.StatusActive, Setup: storage.Setup{Lang: tc.lang, Crews: []string{"white", "black"},
			Seats: []storage.Seat{{Crew: "white", UserID: "1", Name: "Ann"}, {Crew: "black", UserID: "2", Name: "Bo"}}}}
		g := &game{rec: rec, m: matchOf(t, games.Classic, &s)}
		v := engine.ViewFor(&s, engine.NoCrew)
		b, _ := composeBoard(tc.lang, g, &v, nil, tc.sel)
		if !strings.Contains(b.Caption, tc.want) || (tc.not != "" && strings.Contains(b.Caption, tc.not)) {
			t.Errorf("%s %s: the prompt reads %q, want %q", tc.lang, tc.sel, b.Caption, tc.want)
		}
	}
	for _, tc := range []struct{ lang, key, want string }{
		{"ru", "BEN", "Бен Ганн"}, {"ru", "FRI", "Пятница"}, {"en", "MIS", "The missionary"}, {"ru", "boat", "⛵ Лодка"}, {"ru", "R2", "R2"},
	} {
		if got := pickedName(tc.lang, tc.key); !strings.EqualFold(got, tc.want) {
			t.Errorf("pickedName(%s, %s) = %q, want %q", tc.lang, tc.key, got, tc.want)
		}
	}
}
