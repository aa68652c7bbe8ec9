package bot

import (
	"context"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// forgetful is a store that lost its handled marks (a crash came between
// the move and the mark).
type forgetful struct{ storage.Store }

func (forgetful) Handled(string) (bool, error) { return false, nil }

// TestRepeatedUpdateAnsweredOnce delivers one press twice (a platform
// re-delivering after a crash): the second delivery changes nothing and
// posts nothing, whether or not the handled mark survived.
func TestRepeatedUpdateAnsweredOnce(t *testing.T) {
	for _, lost := range []bool{false, true} {
		f := newFixture(t)
		startDuel(f)
		if lost {
			b, err := New(Config{Store: forgetful{f.store}, Now: f.b.cfg.Now, Seed: f.b.cfg.Seed, BoardSize: 256})
			if err != nil {
				t.Fatal(err)
			}
			f.b = b
		}
		g, err := f.b.loadGame(f.chat.Key)
		if err != nil {
			t.Fatal(err)
		}
		a := engine.Legal(*g.cl())[0]
		req := Request{Chat: f.chat, User: *seatUser(g.actor()), UpdateID: "tg:77",
			Button: ButtonData{Tag: gameTag(g.rec.ID), Moves: g.moves(), Verb: VerbAct, Arg: a.String()}.String()}
		f.b.Handle(context.Background(), req, f.out)
		boards, answers, texts := len(f.out.boards), len(f.out.answers), len(f.out.texts)
		log := len(f.game().Log)
		if log != g.moves()+1 {
			t.Fatalf("lost marks %v: the first delivery did not move", lost)
		}
		f.b.Handle(context.Background(), req, f.out)
		if len(f.game().Log) != log {
			t.Fatalf("lost marks %v: the repeat moved again", lost)
		}
		if len(f.out.boards) != boards || len(f.out.texts) != texts {
			t.Fatalf("lost marks %v: the repeat posted in the chat", lost)
		}
		for _, s := range f.out.answers[answers:] {
			if s != "" {
				t.Fatalf("lost marks %v: the repeat answered %q", lost, s)
			}
		}
		// a new update with the same button is a stale press, answered
		req.UpdateID = "tg:78"
		f.b.Handle(context.Background(), req, f.out)
		if got := f.out.lastAnswer(); got == "" {
			t.Fatalf("lost marks %v: a new press of an old button got no answer", lost)
		}
	}
}
