package bot

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// TestArchipelagoWholeGame: /new archipelago opens a lobby for the island
// asked (its picture shown first); the players join and play a whole game
// with the buttons alone, boats placed and sailed by buttons; the game is
// stored with its ruleset id, every board tells the turn and draws the
// island, and the finished game checks clean.
func TestArchipelagoWholeGame(t *testing.T) {
	for _, tc := range []struct {
		name, args, island string
		players            int
		crews              []string
	}{
		{"duel-first", "archipelago", "first", 2, []string{"white", "black"}},
		{"three-ring", "archipelago 3 island=ring", "ring", 3, []string{"white", "yellow", "red"}},
		{"teams-bar", "archipelago teams bar", "bar", 4, []string{"white", "yellow", "black", "red"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.cmd(user("1"), "new", tc.args)
			if got := f.out.lastText(); !strings.Contains(got, "Jackal Archipelago") || !strings.Contains(got, "Island") {
				t.Fatalf("lobby: %q", got)
			}
			for i := 2; i <= tc.players; i++ {
				f.press(user(string(rune('0'+i))), "0:j:"+tc.crews[i-1])
			}
			f.cmd(user("1"), "start", "")
			g := f.game()
			if g.Status != storage.StatusActive || g.Setup.Game != "archipelago" || len(g.Setup.Seats) != tc.players {
				t.Fatalf("not started as Archipelago: %+v", g.Setup)
			}
			var crews []string
			for _, s := range g.Setup.Seats {
				crews = append(crews, s.Crew)
			}
			if strings.Join(crews, ",") != strings.Join(tc.crews, ",") {
				t.Fatalf("crews %v, want %v", crews, tc.crews)
			}
			live, err := f.b.loadGame(f.chat.Key)
			if err != nil {
				t.Fatal(err)
			}
			if st := live.cl(); !st.Board.Boats() || !strings.Contains(strings.Join(g.Setup.Variants, " "), "island="+tc.island) && tc.island != "first" {
				t.Fatalf("not dealt on %s: variants %v", tc.island, g.Setup.Variants)
			}
			id := g.ID
			r := rand.New(rand.NewPCG(7, uint64(tc.players)))
			active := func() bool {
				_, err := f.store.Get(storage.Key(f.chat.Key))
				return err == nil
			}
			placed, sailed := 0, 0
			moves := 0
			for ; moves < 6000 && active(); moves++ {
				b := f.out.lastBoard()
				if len(b.PNG) == 0 {
					t.Fatalf("a board without a picture: %q", b.Caption)
				}
				n := len(f.game().Log)
				if !pressAny(f, r) {
					t.Fatalf("no button to press: %q", b.Caption)
				}
				if rec, err := f.store.Get(storage.Key(f.chat.Key)); err == nil && len(rec.Log) > n {
					switch last := rec.Log[len(rec.Log)-1]; {
					case strings.HasPrefix(last, "place "):
						placed++
					case strings.HasPrefix(last, "boat "):
						sailed++
					}
				}
			}
			rec, err := f.store.Archived(id)
			if err != nil || rec.Status != storage.StatusFinished {
				t.Fatalf("after %d presses the game did not end: %v", moves, err)
			}
			if placed != tc.players || sailed == 0 {
				t.Errorf("boats placed %d times (want %d), sailed %d times", placed, tc.players, sailed)
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

// TestArchipelagoLobby: a bad island is answered with the list; the
// lobby names the island; /status tells the island.
func TestArchipelagoLobby(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "new", "archipelago island=atlantis")
	if a := f.out.lastAnswer(); !strings.Contains(a, "atlantis") || !strings.Contains(a, "ring") {
		t.Fatalf("a bad island is answered %q", a)
	}
	f.cmd(user("1"), "new", "archipelago island=lobes")
	if pic := f.out.lastBoard(); len(pic.PNG) == 0 {
		t.Fatal("no island picture before the lobby")
	}
	if got := f.out.lastText(); !strings.Contains(got, "Island") {
		t.Fatalf("lobby: %q", got)
	}
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	f.cmd(user("1"), "status", "")
	if got := f.out.lastText(); !strings.Contains(got, "Island") {
		t.Fatalf("status: %q", got)
	}
	got := f.b.Complete(context.Background(), Request{Chat: f.chat, User: user("1"), Command: "join"}, 25)
	if len(got) == 0 {
		t.Error("join completes nothing")
	}
}

// TestArchipelagoRulesAndRefusals: /rules archipelago tells the game, a
// tile by its Archipelago id or Russian name, the islands and one island's
// picture; a refused boat move is explained in the game's words.
func TestArchipelagoRulesAndRefusals(t *testing.T) {
	f := newFixture(t)
	for _, tc := range []struct {
		args, want string
		picture    bool
	}{
		{"archipelago", "boat f3", false},
		{"archipelago trampoline", "jumps over", true},
		{"archipelago батут", "jumps over", true},
		{"archipelago pit", "bottle W2", true},
		{"archipelago labyrinth-3", "Labyrinth of three steps: each step", true},
		{"archipelago islands", "ring", false},
	} {
		f.cmd(user("1"), "rules", tc.args)
		got := f.out.lastText()
		if tc.picture {
			got = f.out.lastBoard().Caption
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("/rules %s: %q lacks %q", tc.args, got, tc.want)
		}
	}
	f.cmd(user("1"), "rules", "archipelago ring")
	if b := f.out.lastBoard(); len(b.PNG) == 0 || !strings.Contains(b.Caption, "Ring") {
		t.Errorf("/rules archipelago ring: no picture of the ring: %q", b.Caption)
	}
	f.cmd(user("1"), "rules", "archipelago chess")
	if a := f.out.lastAnswer(); !strings.Contains(a, "chess") || !strings.Contains(a, "trampoline") {
		t.Errorf("an unknown tile is answered %q", a)
	}
	f.cmd(user("1"), "new", "archipelago")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	f.cmd(user("1"), "move", "place h8")
	if a := f.out.lastAnswer(); !strings.Contains(a, "beside a beach tile") {
		t.Errorf("a boat placed inland is answered %q", a)
	}
	f.cmd(user("1"), "move", "ship a1")
	if a := f.out.lastAnswer(); !strings.Contains(a, "First put your boat in the water") {
		t.Errorf("a ship's move before the boat is placed is answered %q", a)
	}
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	f.cmd(user("1"), "move", g.m.Legal()[0])
	g, _ = f.b.loadGame(f.chat.Key)
	f.cmd(user("2"), "move", g.m.Legal()[0])
	f.cmd(user("1"), "move", "ship a1")
	if a := f.out.lastAnswer(); !strings.Contains(a, "boat f3") {
		t.Errorf("a ship's move on a sea board is answered %q", a)
	}
	f.cmd(user("1"), "move", "hello")
	if a := f.out.lastAnswer(); !strings.Contains(a, "place c1") {
		t.Errorf("gibberish on a sea board is answered %q", a)
	}
}

// TestArchipelagoAbilities: /new archipelago abilities=… deals pirates
// their abilities, which /status names; a bad list is explained; /rules
// archipelago strongman tells the ability.
func TestArchipelagoAbilities(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "new", "archipelago abilities=W2:flying")
	if a := f.out.lastAnswer(); !strings.Contains(a, "strongman") {
		t.Fatalf("a bad ability is answered %q", a)
	}
	f.cmd(user("1"), "new", "archipelago abilities=W2:strongman+B1:scout")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil || g.cl().Ability(engine.W2) != engine.Strongman {
		t.Fatalf("W2 holds no strongman: %v", err)
	}
	f.cmd(user("1"), "status", "")
	if got := f.out.lastText(); !strings.Contains(got, "strongman") || !strings.Contains(got, "scout") {
		t.Fatalf("status: %q", got)
	}
	f.cmd(user("1"), "rules", "archipelago duelist")
	if got := f.out.lastText(); !strings.Contains(strings.ToLower(got), "duelist") {
		t.Fatalf("/rules archipelago duelist: %q", got)
	}
}
