package discord

import (
	"context"

	"github.com/bwmarrin/discordgo"
)

// resetMenu sets again, as they are now, the components of the message a
// pick in a select menu was made on, when the core left that message alone
// (a refused pick: not the player's turn, a stale board). Discord's client
// keeps showing the option picked until the message is updated, as if it
// had been played; the components are fetched afresh (the core may have
// changed them meanwhile) and sent back with no option chosen, the
// message held (messageLocks) so that no edit comes in between.
func (o *outbox) resetMenu(ctx context.Context) {
	it := o.it
	it.mu.Lock()
	defer it.mu.Unlock()
	if !it.menu || it.touched || it.original == "" || !o.liveLocked() {
		return
	}
	// the core has let go of the chat: another player's move may edit the
	// message now, and must not land between the read and the write
	defer o.a.msgs.lock(it.original)()
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), cleanupTimeout)
	defer cancel()
	s := o.a.session
	msg, err := s.WebhookMessage(it.i.AppID, it.i.Token, "@original", discordgo.WithContext(ctx))
	if err == nil {
		comps := unpicked(msg.Components)
		_, err = s.WebhookMessageEdit(it.i.AppID, it.i.Token, "@original", &discordgo.WebhookEdit{Components: &comps}, discordgo.WithContext(ctx))
	}
	if err != nil {
		o.a.log.Warn("discord: resetting a select menu failed", "interaction", it.i.ID, "err", err)
	}
}

// unpicked is components with no select menu option chosen beforehand.
func unpicked(comps []discordgo.MessageComponent) []discordgo.MessageComponent {
	if comps == nil {
		return []discordgo.MessageComponent{}
	}
	for _, c := range comps {
		row, isRow := c.(*discordgo.ActionsRow)
		if !isRow {
			continue
		}
		for _, x := range row.Components {
			if menu, isMenu := x.(*discordgo.SelectMenu); isMenu {
				for k := range menu.Options {
					menu.Options[k].Default = false
				}
			}
		}
	}
	return comps
}
