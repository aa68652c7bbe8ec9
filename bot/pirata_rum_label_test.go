package bot

import (
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate/archi"
	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// TestPirataDirectionNamesItsRum: a direction's button that plays its one
// sowing at once (no order or rum to choose after it) says the rum that
// sowing spends, as its sowing's own button would ("4 ↺ anticlockwise,
// rum 3"): a press of a bare "4 ↺ anticlockwise" spent a rum the player
// never chose, or was refused "your team has no rum for that" when the
// team had none. In seeded playouts of two and four seats, in English
// and Russian.
func TestPirataDirectionNamesItsRum(t *testing.T) {
	b := &Bot{cfg: Config{BoardSize: 256}}
	for _, lang := range []string{"en", "ru"} {
		rum := map[string]string{"en": "rum ", "ru": "ром "}[lang]
		rec := &storage.Game{ID: "rum", Setup: storage.Setup{Game: archID, Lang: lang}}
		seen, plain := 0, 0
		for seed := uint64(1); seed <= 40; seed++ {
			s, err := ar.Deal(ar.Options{Seats: []int{2, 4}[seed%2], Advanced: seed%3 == 0}, seed)
			if err != nil {
				t.Fatal(err)
			}
			x := seed
			var buf []ar.Action
			for ply := 0; ply < 80 && !s.Over; ply++ {
				g := &game{rec: rec, m: matchOf(t, games.Archipirata, &s)}
				offered := archOffered(g)
				for island := 1; island <= ar.NumIslands; island++ {
					rows := archFace{}.board(b, lang, g, nil, "i"+strconv.Itoa(island), false).Buttons
					for _, x := range flatten(rows) {
						d, err := ParseButtonData(x.Data)
						if err != nil || d.Verb != VerbAct || !strings.HasPrefix(d.Arg, "#") {
							continue
						}
						n, _ := strconv.Atoi(d.Arg[1:])
						a := offered[n]
						skips := a.SkippedIslands()
						if len(skips) == 0 {
							plain++
							if strings.Contains(x.Label, rum) {
								t.Errorf("%s seed %d ply %d: %q names a rum, plays %s", lang, seed, ply, x.Label, ar.Format(a))
							}
							continue
						}
						seen++
						if LabelWidth(x.Label) > LabelFits(1) {
							t.Errorf("%s: a phone cuts %q", lang, x.Label)
						}
						want := archi.Button(nl(lang), a)
						_, tail, _ := strings.Cut(want, ",")
						if !strings.HasSuffix(x.Label, ","+tail) {
							t.Errorf("%s seed %d ply %d: %q plays %s, want it to say%s", lang, seed, ply, x.Label, ar.Format(a), tail)
						}
					}
				}
				buf = ar.Legal(&s, buf)
				if err := ar.Apply(&s, buf[ar.SplitMix(&x)%uint64(len(buf))], nil); err != nil {
					t.Fatal(err)
				}
			}
		}
		if seen == 0 || plain == 0 {
			t.Fatalf("%s: %d directions played a rum at once, %d none: the playouts test nothing", lang, seen, plain)
		}
		t.Logf("%s: %d directions spending a rum, %d not", lang, seen, plain)
	}
}
