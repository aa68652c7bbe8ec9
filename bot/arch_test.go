package bot

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	ar "github.com/jackalbot/jackal/engine/archipirata"
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
			if g.Status != storage.StatusActive || g.Setup.Game != "archipirata" || g.Setup.Rules != ar.RulesVersion || len(g.Setup.Seats) != tc.players {
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
				if moves%25 == 24 {
					pressBack(f) // the keyboard is public: a sowing's buttons may all need a rum the team lacks
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

// pressBack presses the last board's Back button, if it has one.
func pressBack(f *fixture) {
	b := f.out.lastBoard()
	for _, row := range f.out.buttons[f.out.last.MessageID] {
		for _, x := range row {
			if d, err := ParseButtonData(x.Data); err == nil && d.Verb == VerbBack && b.Ping != nil {
				f.press(*b.Ping, x.Data)
				return
			}
		}
	}
}

// TestArchipirataTexts: /rules names the game's rules and its cards;
// completion offers the games, their modes and variants, and the seats.
func TestArchipirataTexts(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "rules", "archipirata")
	if got := f.out.lastText(); !strings.Contains(got, "take 3 cw") {
		t.Fatalf("/rules archipirata: %q", got)
	}
	f.cmd(user("1"), "rules", "archipirata storm")
	if got := f.out.lastText(); !strings.Contains(strings.ToLower(got), "storm") || !strings.Contains(got, "clockwise") {
		t.Fatalf("/rules archipirata storm: %q", got)
	}
	f.cmd(user("1"), "rules", "archipirata chess")
	if got := f.out.lastAnswer(); !strings.Contains(got, "chess") {
		t.Fatalf("/rules archipirata chess: %q", got)
	}
	for _, tc := range []struct {
		cmd, args string
		want      []string
	}{
		{"new", "", []string{"classic", "archipirata", "archipelago", "cards"}},
		{"new", "arch", []string{"archipirata", "archipelago"}},
		{"variant", "archipirata ", []string{"2", "4", "advanced"}},
		{"variant", "archipirata adv", []string{"advanced"}},
		{"variant", " du", []string{"duel"}},
	} {
		got := f.b.Complete(context.Background(), Request{Chat: f.chat, User: user("1"), Command: tc.cmd, Args: tc.args}, 25)
		if strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("complete %s %q = %v, want %v", tc.cmd, tc.args, got, tc.want)
		}
	}
	f.cmd(user("1"), "new", "archipirata 4")
	got := f.b.Complete(context.Background(), Request{Chat: f.chat, User: user("1"), Command: "join"}, 25)
	if strings.Join(got, ",") != "red,white,red2,white2" {
		t.Errorf("join completes %v", got)
	}
	f.cmd(user("2"), "join", "purple")
	if a := f.out.lastAnswer(); !strings.Contains(a, "Red") {
		t.Errorf("a bad colour is answered %q", a)
	}
}

// TestArchipirataUndoAndResign: a move that turned a card up cannot be
// taken back; a resignation ends a two-player game for the other side.
func TestArchipirataUndoAndResign(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "new", "archipirata")
	f.press(user("2"), "0:j:white")
	f.cmd(user("1"), "start", "")
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	mover := g.actor()
	// play a legal move that takes a card, by its notation
	for _, a := range g.m.Legal() {
		try := g.m.Clone()
		evs, _ := try.Play(a)
		if _, reveals := g.face().entry(g.m, evs); reveals {
			f.cmd(User{ID: mover.UserID, Name: mover.Name}, "move", a)
			break
		}
	}
	if n := len(f.game().Log); n != 1 {
		t.Fatalf("the move was not played: %d entries", n)
	}
	f.cmd(User{ID: mover.UserID, Name: mover.Name}, "undo", "")
	if a := f.out.lastAnswer(); !strings.Contains(a, "reveal") {
		t.Fatalf("undo of a move that turned a card up: %q", a)
	}
	id := f.game().ID
	f.cmd(user("1"), "resign", "")
	rec, err := f.store.Archived(id)
	if err != nil || rec.Status != storage.StatusFinished || rec.Log[len(rec.Log)-1] != "#resign red" && rec.Log[len(rec.Log)-1] != "#resign white" {
		t.Fatalf("resignation: %v %+v", err, rec)
	}
	stats, _ := f.store.StatsByChat(storage.Key(f.chat.Key))
	for _, s := range stats {
		if s.UserID == "1" && s.Wins != 0 || s.UserID == "2" && s.Wins != 1 {
			t.Errorf("after user 1 resigned: %+v", s)
		}
	}
}
