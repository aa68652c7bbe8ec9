package bot

import (
	"github.com/jackalbot/jackal/storage"
)

// aiDecide asks the computer of seat for its action, in the game's
// notation. It sees only its seat's view; the seed is the game's and the
// move count's, so a replayed game's computer thinks the same way. An
// unknown level plays as the game's second level (easy).
func (b *Bot) aiDecide(g *game, seat *storage.Seat) (string, error) {
	rules := g.m.Game()
	seed := g.rec.Setup.Seed ^ (uint64(len(g.rec.Log)+1) * 0x9e3779b97f4a7c15)
	p, err := rules.Agent(seat.AI, seed, b.cfg.AIBudget)
	if err != nil {
		lv := rules.Levels()
		if p, err = rules.Agent(lv[min(1, len(lv)-1)], seed, b.cfg.AIBudget); err != nil {
			return "", err
		}
	}
	return p.Choose(g.m)
}
