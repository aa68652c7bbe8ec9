package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestChainToldWhole: a move that stops on a choice (an arrow, a horse…)
// and its answer are one chain: the board after the answer tells (and
// draws) the chain from its first leg, not only the last one.
func TestChainToldWhole(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		f := newFixture(t)
		f.b.cfg.Seed = func() uint64 { return seed }
		startDuel(f)
		for step := 0; step < 30; step++ {
			g, err := f.b.loadGame(f.chat.Key)
			if err != nil || g.over() {
				break
			}
			user := *seatUser(g.actor())
			var pick *engine.Action
			for _, a := range engine.Legal(*g.cl()) {
				s := *g.cl()
				if a.Kind == engine.ActMove && s.Play(a, nil) == nil && s.Pending.Active && !s.Over {
					pick = &a
					break
				}
			}
			if pick == nil {
				f.press(user, g.button(VerbAct, engine.Legal(*g.cl())[0].String()))
				continue
			}
			from := g.cl().Pieces[pick.Piece].At
			f.press(user, g.button(VerbAct, pick.String()))
			g, _ = f.b.loadGame(f.chat.Key)
			if !g.cl().Pending.Active {
				t.Fatalf("seed %d: %s left no choice", seed, pick)
			}
			answer := engine.Legal(*g.cl())[0]
			f.press(user, g.button(VerbAct, answer.String()))
			caption := f.out.lastBoard().Caption
			if !strings.Contains(caption, from.String()) || !strings.Contains(caption, pick.To.String()) {
				t.Fatalf("seed %d: after %s then %s the board tells only the last leg:\n%s", seed, pick, answer, caption)
			}
			return
		}
	}
	t.Fatal("no move with a choice found in 40 deals")
}
