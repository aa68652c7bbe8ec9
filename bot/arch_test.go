package bot

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestArchipirataWholeGame: /new archipirata opens an Archipirata lobby;
// two players join and play a whole game with the buttons alone; the game
// is stored with its ruleset id and version, every board tells the turn,
// and the finished game checks clean.
func TestArchipirataWholeGame(t *testing.T) {
	for _, tc := range []struct {
		name, args string
		players    int
	}{{"two", "archipirata", 2}, {"four-advanced", "archipirata 4 advanced", 4}} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.cmd(user("1"), "new", tc.args)
			if !strings.Contains(f.out.lastText(), "Archipirata") {
				t.Fatalf("lobby: %q", f.out.lastText())
			}
			for i := 2; i <= tc.players; i++ {
				f.press(user(string(rune('0'+i))), "0:j:"+[]string{"", "", "white", "red2", "white2"}[i])
			}
			f.cmd(user("1"), "start", "")
			g := f.game()
			if g.Status != storage.StatusActive || g.Setup.Game != "archipirata" || g.Setup.Rules != 1 || len(g.Setup.Seats) != tc.players {
				t.Fatalf("not started as Archipirata: %+v", g.Setup)
			}
			id := g.ID
			r := rand.New(rand.NewPCG(5, 6))
			active := func() bool {
				_, err := f.store.Get(storage.Key(f.chat.Key))
				return err == nil
			}
			moves := 0
			for ; moves < 5000 && active(); moves++ {
				b := f.out.lastBoard()
				if len(b.PNG) == 0 {
					t.Fatalf("a board without a picture: %q", b.Caption)
				}
				if !pressAny(f, r) {
					t.Fatalf("no button to press: %q", b.Caption)
				}
			}
			rec, err := f.store.Archived(id)
			if err != nil || rec.Status != storage.StatusFinished {
				t.Fatalf("after %d presses the game did not end: %v", moves, err)
			}
			if !f.out.lastBoard().Over {
				t.Fatal("the last board is not the final one")
			}
			if problems, err := f.store.Check(Replay); err != nil || len(problems) != 0 {
				t.Fatalf("check: %v %v", err, problems)
			}
		})
	}
}
