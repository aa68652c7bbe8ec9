package bot

import (
	"context"

	"github.com/jackalbot/jackal/storage"
)

// SettleCampaigns takes the campaigns whose deadline has passed on
// without the absent: a draft's pick is skipped ("no pick"), and the next
// game's lobby starts with its seats as they are. It returns how many
// steps it took.
func (b *Bot) SettleCampaigns(ctx context.Context) int {
	list, err := b.store.ListCampaigns()
	if err != nil {
		b.log.Warn("list campaigns", "err", err)
		return 0
	}
	now := b.cfg.Now()
	n := 0
	for _, cp := range list {
		if ctx.Err() != nil {
			break
		}
		if cp.Status != storage.CampaignActive || cp.Deadline.IsZero() || now.Before(cp.Deadline) {
			continue
		}
		if b.settleCampaign(ctx, string(cp.Key), cp.ID) {
			n++
		}
	}
	return n
}

// settleCampaign settles one campaign past its deadline; it reports
// whether it took a step.
func (b *Bot) settleCampaign(ctx context.Context, key, id string) bool {
	c, unlock := b.chatCall(ctx, key)
	if c == nil {
		return false
	}
	defer unlock()
	cp, err := b.store.Campaign(id)
	if err != nil || cp.Status != storage.CampaignActive || cp.Deadline.IsZero() || b.cfg.Now().Before(cp.Deadline) {
		return false
	}
	c.lang = cmpLang(cp.Lang, c.lang)
	c.req.User = User{ID: cp.CreatorID}
	c.req.IsAdmin = true // the deadline acts for the table
	if cp.Draft != nil {
		who, ok := pickerOf(cp.Draft)
		if !ok {
			return false
		}
		next, err := c.draftPick(cp, who, draftSkip)
		if err != nil {
			b.log.Warn("draft deadline", "campaign", id, "err", err)
			return false
		}
		c.say(tr(c.lang, txtDraftTimeout))
		c.draftNext(next)
		return true
	}
	g, err := b.loadGame(key)
	if err != nil || g.rec.Status != storage.StatusLobby || g.rec.Setup.Campaign != id {
		return false
	}
	c.cmdStart()
	return true
}
