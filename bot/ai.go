package bot

import (
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/ai"
	"github.com/jackalbot/jackal/storage"
)

// aiDecide asks the computer crew of seat for its action. It sees only its
// crew's view; the seed is the game's and the move count's, so a replayed
// game's computer thinks the same way.
func (b *Bot) aiDecide(g *game, seat *storage.Seat) (engine.Action, error) {
	lvl, err := ai.ParseLevel(seat.AI)
	if err != nil {
		lvl = ai.Easy
	}
	crew := g.st.Controller()
	v := engine.ViewFor(&g.st, crew)
	seed := g.rec.Setup.Seed ^ (uint64(len(g.rec.Log)+1) * 0x9e3779b97f4a7c15)
	return ai.New(lvl, seed).Decide(&v, ai.Budget{MaxTime: b.cfg.AIBudget})
}
