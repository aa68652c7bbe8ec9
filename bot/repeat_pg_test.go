package bot

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/postgres"
	"github.com/jackalbot/jackal/storage/postgres/pgtest"
)

// TestRepeatAcrossProcessesOnPostgres: two bots on two Stores of one
// PostgreSQL database (two processes behind a load balancer) are handed
// the same update at the same instant, round after round (Telegram
// re-posting a webhook update to another process), or two presses for
// two moves: one move is applied, once, its update id stamped once, one
// board posted (Bot.lock holds the chat across the processes), and the
// game checks clean.
func TestRepeatAcrossProcessesOnPostgres(t *testing.T) {
	_, dsn := pgtest.Fresh(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	now := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	chat := Chat{Key: "tg:-100", Platform: PlatformTelegram, ID: "-100"}
	bots := make([]*Bot, 2)
	outs := make([]*recorder, 2)
	var store *postgres.Store
	for i := range bots {
		s, err := postgres.Open(ctx, dsn, postgres.Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Close() })
		store = s
		bots[i], err = New(Config{Store: s, Now: func() time.Time { return now }, Seed: func() uint64 { return 42 },
			BoardSize: 256, Instance: fmt.Sprint("process-", i)})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(bots[i].Close)
		outs[i] = newRecorder()
		bots[i].Attach(PlatformTelegram, outs[i])
	}
	tag := func(data string) string {
		d, _ := ParseButtonData(data)
		g, err := store.Get(storage.Key(chat.Key))
		if err != nil {
			t.Fatal(err)
		}
		d.Tag = gameTag(g.ID)
		return d.String()
	}
	bots[0].Handle(ctx, Request{Chat: chat, User: user("1"), Command: "new", Args: "duel"}, outs[0])
	bots[0].Handle(ctx, Request{Chat: chat, User: user("2"), Button: tag("0:j:black"), Message: outs[0].last}, outs[0])
	bots[0].Handle(ctx, Request{Chat: chat, User: user("1"), Command: "start"}, outs[0])
	const rounds = 20
	for round := range rounds {
		g, err := bots[0].loadGame(chat.Key)
		if err != nil || g.rec.Status != storage.StatusActive {
			t.Fatalf("round %d: the game is %v (%v)", round, g, err)
		}
		before := len(g.rec.Log)
		a := engine.Legal(*g.cl())[0]
		id := fmt.Sprintf("tg:%d", 1000+round)
		req := Request{Chat: chat, User: *seatUser(g.actor()), UpdateID: id,
			Button: ButtonData{Tag: gameTag(g.rec.ID), Moves: g.moves(), Verb: VerbAct, Arg: a.String()}.String()}
		reqs := []Request{req, req}
		if round%2 == 1 {
			// two players' presses at once, each for another move: one
			// is played, the other is stale
			other := req
			other.UpdateID = fmt.Sprintf("tg:%d", 5000+round)
			other.Button = ButtonData{Tag: gameTag(g.rec.ID), Moves: g.moves(), Verb: VerbAct, Arg: engine.Legal(*g.cl())[1].String()}.String()
			reqs[1] = other
		}
		boards := outs[0].boardCount() + outs[1].boardCount()
		var wg sync.WaitGroup
		for i, b := range bots {
			wg.Add(1)
			go func() { defer wg.Done(); b.Handle(ctx, reqs[i], outs[i]) }()
		}
		wg.Wait()
		after, err := store.Get(storage.Key(chat.Key))
		if err != nil {
			t.Fatal(err)
		}
		tests := []struct {
			what      string
			got, want int
		}{
			{"moves applied", len(after.Log) - before, 1},
			{"stamps of the updates", stamps(after.Updates, reqs), 1},
			// a board posted by the process whose move lost the race to
			// be stored would show a move never made
			{"boards posted", outs[0].boardCount() + outs[1].boardCount() - boards, 1},
		}
		for _, tc := range tests {
			if tc.got != tc.want {
				t.Fatalf("round %d: %s = %d, want %d", round, tc.what, tc.got, tc.want)
			}
		}
	}
	problems, err := store.Check(Replay)
	if err != nil || len(problems) > 0 {
		t.Fatalf("Check = %v, %v", problems, err)
	}
}

// stamps counts the update ids of reqs (each once) in list.
func stamps(list []string, reqs []Request) int {
	n := 0
	for i, r := range reqs {
		if !slices.ContainsFunc(reqs[:i], func(q Request) bool { return q.UpdateID == r.UpdateID }) {
			n += countOf(list, r.UpdateID)
		}
	}
	return n
}

// countOf counts s in list.
func countOf(list []string, s string) int {
	return len(slices.DeleteFunc(slices.Clone(list), func(x string) bool { return x != s }))
}
