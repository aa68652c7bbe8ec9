package bot

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// classicPlayout plays a seeded random legal classic game (up to 400
// steps, crews seated by opt, moves drawn from PCG(seed, stream)) and
// shows visit, at every step, the top board (sel "") and each piece's
// step board that the top board's buttons open.
func classicPlayout(t *testing.T, seed uint64, opt engine.Options, lang string, stream uint64, visit func(step int, s *engine.State, sel string, b Board)) {
	t.Helper()
	s, err := engine.New(seed, opt)
	if err != nil {
		t.Fatal(err)
	}
	rec := &storage.Game{Status: storage.StatusActive, Setup: storage.Setup{Lang: lang, Crews: []string{"white", "black"},
		Seats: []storage.Seat{{Crew: "white", UserID: "1", Name: "Ann"}, {Crew: "black", UserID: "2", Name: "Bo"}}}}
	if !opt.Duel {
		rec.Setup.Crews = []string{"white", "yellow", "black", "red"}
		rec.Setup.Seats = append(rec.Setup.Seats, storage.Seat{Crew: "yellow", UserID: "3", Name: "Cy"}, storage.Seat{Crew: "red", UserID: "4", Name: "Di"})
	}
	r := rand.New(rand.NewPCG(seed, stream))
	for step := 0; step < 400 && !s.Over; step++ {
		g := &game{rec: rec, m: matchOf(t, games.Classic, &s)}
		sels := []string{""}
		top := classicFace{}.board(nil, lang, g, nil, "", false)
		for _, x := range stepButtons(t, top.Buttons, "") {
			if d, _ := ParseButtonData(x.Data); !strings.Contains(d.Arg, "#") {
				sels = append(sels, d.Arg)
			}
		}
		for _, sel := range sels {
			visit(step, &s, sel, classicFace{}.board(nil, lang, g, nil, sel, false))
		}
		legal := engine.Legal(s)
		if len(legal) == 0 {
			break
		}
		next, _, err := engine.Apply(s, legal[r.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
		s = next
	}
}

// classicPlayoutCase is one seeded classic playout: its seed, its
// options and the language its boards speak.
type classicPlayoutCase struct {
	seed uint64
	opt  engine.Options
	lang string
}

// classicPlayoutCases are duels and four crews, each in en and ru.
func classicPlayoutCases() []classicPlayoutCase {
	return []classicPlayoutCase{
		{1, engine.Options{Duel: true}, "en"},
		{2, engine.Options{Duel: true}, "ru"},
		{3, engine.Options{}, "en"},
		{4, engine.Options{}, "ru"},
	}
}
