package bot

import (
	"testing"
	"time"

	"github.com/jackalbot/jackal/engine"
)

// TestComputersNeverLeaveAGameWaiting: when a request has played its run
// of computer actions and a computer is still to act, the computers go on
// by themselves until a human is to act; the game never stays waiting on a
// computer (before, a cap left it stuck: every input "Not your turn").
func TestComputersNeverLeaveAGameWaiting(t *testing.T) {
	f := newFixture(t)
	b, err := New(Config{Store: f.store, Now: f.b.cfg.Now, Seed: f.b.cfg.Seed, BoardSize: 128,
		AIBudget: 20 * time.Millisecond, AIRun: 1})
	if err != nil {
		t.Fatal(err)
	}
	f.b = b
	f.b.Attach(PlatformTelegram, f.out)
	f.cmd(user("1"), "new", "4 ai:easy ai:easy ai:easy")
	f.cmd(user("1"), "start", "")
	for move := 0; move < 3; move++ {
		g, err := f.b.loadGame(f.chat.Key)
		if err != nil {
			t.Fatal(err)
		}
		if seat := g.actor(); seat == nil || seat.UserID != "1" {
			t.Fatalf("move %d: the human is not to act", move)
		}
		a := engine.Legal(*g.cl())[0]
		f.press(user("1"), g.button(VerbAct, a.String()))
		// three computers answer, one action per run: two runs go on by
		// themselves after the request
		deadline := time.Now().Add(10 * time.Second)
		for {
			g, err := f.b.loadGame(f.chat.Key)
			if err != nil {
				t.Fatal(err)
			}
			if seat := g.actor(); g.over() || (seat != nil && seat.AI == "") {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("move %d: the game waits on a computer (%s to act)", move, g.cl().Controller())
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}
