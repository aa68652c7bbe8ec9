package bot

import (
	"context"
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

// TestComputersPauseWhenAlone: the computers play on by themselves at
// most Config.AIAlone actions in a row with no human request between;
// then they pause, the chat is told how to go on, and the game waits
// (a classic game whose humans cannot act could otherwise post boards for
// ever). /board lets them play on; a human's move starts the count again.
func TestComputersPauseWhenAlone(t *testing.T) {
	f := newFixture(t)
	b, err := New(Config{Store: f.store, Now: f.b.cfg.Now, Seed: f.b.cfg.Seed, BoardSize: 128,
		AIBudget: 20 * time.Millisecond, AIRun: 1, AIAlone: 1})
	if err != nil {
		t.Fatal(err)
	}
	f.b = b
	t.Cleanup(b.Close)
	f.b.Attach(PlatformTelegram, f.out)
	f.cmd(user("1"), "new", "4 ai:easy ai:easy ai:easy")
	f.cmd(user("1"), "start", "")
	settle := func() *game {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		f.b.Idle(ctx)
		if ctx.Err() != nil {
			t.Fatal("the computers never settled")
		}
		g, err := f.b.loadGame(f.chat.Key)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	pauses := func() int { return f.out.textsWith("they pause here") }
	for move := 1; move <= 2; move++ {
		g := settle()
		for seat := g.actor(); seat != nil && seat.UserID == "1"; seat = g.actor() {
			// the human's action (with any choice it asks) in one request
			// each; the computers reply after its last
			f.press(user("1"), g.button(VerbAct, engine.Legal(*g.cl())[0].String()))
			g = settle()
		}
		// one computer in the request, one run on its own (AIAlone 1),
		// then the pause before the third
		if seat := g.actor(); seat == nil || seat.AI == "" || pauses() != move {
			t.Fatalf("move %d: %d pauses told, %v to act; log %q", move, pauses(), seat, g.rec.Log)
		}
		log := len(g.rec.Log)
		time.Sleep(50 * time.Millisecond)
		if g = settle(); len(g.rec.Log) != log {
			t.Fatalf("move %d: the computers played on after the pause", move)
		}
		f.cmd(user("2"), "board", "") // anyone in the chat: they play on
		if g = settle(); g.actor() == nil || g.actor().UserID != "1" {
			t.Fatalf("move %d: /board did not let the computers play on: %q", move, g.rec.Log[log:])
		}
	}
}
