package bot

import (
	"cmp"
	"context"
	"strings"
	"time"

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
		if cp.Status != storage.CampaignActive || cp.Deadline.IsZero() {
			continue
		}
		switch {
		case !now.Before(cp.Deadline):
			if b.settleCampaign(ctx, string(cp.Key), cp.ID) {
				n++
			}
		case !cp.Reminded && !now.Before(cp.Deadline.Add(-campaignDeadline/2)):
			if b.remindCampaign(ctx, string(cp.Key), cp.ID) {
				n++
			}
		}
	}
	return n
}

// remindCampaign reminds, once, the players a campaign's step waits for
// (half way to its deadline): the one to pick, or those not ready. The
// pick is posted again below the reminder, the one live copy (as
// /campaign posts it: postDraft numbers it, Draft.Posted, and the copy
// before answers that it is old).
func (b *Bot) remindCampaign(ctx context.Context, key, id string) bool {
	c, unlock := b.chatCall(ctx, key)
	if c == nil {
		return false
	}
	defer unlock()
	cp, err := b.store.Campaign(id)
	if err != nil || cp.Status != storage.CampaignActive || cp.Reminded || cp.Deadline.IsZero() {
		return false
	}
	lang := cmp.Or(cp.Lang, c.lang)
	var waiting []string
	picker := "" // the player to pick, to be shown the pick again
	// the lobby's players not ready, mentioned where the platform can
	// (Pinger); the picker is pinged by the pick posted again
	var ping mentions
	if cp.Draft != nil {
		if who, ok := pickerOf(cp.Draft); ok {
			if p := playerByID(cp, who); p != nil {
				waiting = append(waiting, nameOf(lang, cp, p))
				if p.AI == "" && p.UserID != "" {
					picker = who
				}
			}
		}
	} else {
		// the next game's lobby: those seated there and not ready (a
		// player who left it sits the game out)
		g, err := b.loadGame(key)
		if err != nil || g.rec.Status != storage.StatusLobby || g.rec.Setup.Campaign != id {
			return false
		}
		waiting = notReady(cp, g.rec)
		ping = notReadyPing(cp, g.rec)
	}
	next, err := b.store.UpdateCampaign(id, cp.Version, func(x *storage.Campaign) error {
		x.Reminded = true
		return nil
	})
	if err != nil || len(waiting) == 0 {
		return false
	}
	left := cp.Deadline.Sub(b.cfg.Now()).Round(time.Hour)
	hours := counted(lang, int(left.Hours()), "hour", "hours", "час", "часа", "часов")
	if cp.Draft == nil {
		// the lobby starts then with its seats as they are: nobody is
		// left out, an absent player's turns wait as in any game
		c.sayPing(ping.users, campaignText(lang, cp.Game, txtCampaignWaitingLobby, len(cp.Games)+1, ping.joined(), hours))
		return true
	}
	text := tr(lang, txtCampaignWaiting, strings.Join(waiting, ", "), hours)
	if picker == "" {
		c.say(text)
		return true
	}
	c.say(text + "\n" + tr(lang, txtDraftAgain))
	c.postDraft(next, draftOf(next.Draft), picker)
	return true
}

// notReadyPing is notReady's players (the people seated in the lobby of
// game rec and not ready), each to be mentioned.
func notReadyPing(cp *storage.Campaign, rec *storage.Game) mentions {
	var m mentions
	for i := range cp.Players {
		if p := &cp.Players[i]; !p.Ready && p.AI == "" && seatedIn(rec, p.UserID) {
			m.add(p.Name, p.UserID)
		}
	}
	return m
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
	c.lang = cmp.Or(cp.Lang, c.lang)
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
		c.retireDraft(cp.Draft.Message) // the pick skipped: its copy is old
		name := who
		if p := playerByID(cp, who); p != nil {
			name = nameOf(c.lang, cp, p)
		}
		// whose pick was skipped: the draft may have several to go
		c.say(tr(c.lang, txtDraftTimeout, name))
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
