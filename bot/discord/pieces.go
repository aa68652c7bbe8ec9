package discord

import (
	"context"
	"slices"
	"sync"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

// maxPieced bounds the texts a pieceBook keeps; the oldest go first.
const maxPieced = 512

// pieceBook keeps the messages of the texts shown in several pieces (a
// SendText longer than a message holds, an edit that grew), so that an
// edit of the text changes every piece rather than one. A text is found
// by any message it ever had: the anchor (the reference SendText gave the
// core), the last piece a button was pressed under, or a piece since
// deleted. It lives in memory: after a restart an edit reaches the
// message it names and the pieces it grows to.
type pieceBook struct {
	mu    sync.Mutex
	of    map[string]*pieced // any message id the text had → the text
	order []*pieced          // oldest first
}

// pieced is a text shown in several messages.
type pieced struct {
	anchor string   // the reference SendText gave the core
	ids    []string // its messages now, in order
	all    []string // every message id it had, which find it
}

// lookup is the messages of the text that message id belongs to, and its
// anchor: id alone when it is no piece of a text kept.
func (p *pieceBook) lookup(id string) (ids []string, anchor string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if t := p.of[id]; t != nil {
		return slices.Clone(t.ids), t.anchor
	}
	return []string{id}, id
}

// set records that the text anchored at anchor now shows in ids.
func (p *pieceBook) set(anchor string, ids []string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.of == nil {
		p.of = map[string]*pieced{}
	}
	t := p.of[anchor]
	if t == nil {
		if len(p.order) == maxPieced {
			for _, id := range p.order[0].all {
				delete(p.of, id)
			}
			p.order = p.order[1:]
		}
		t = &pieced{anchor: anchor, all: []string{anchor}}
		p.of[anchor] = t
		p.order = append(p.order, t)
	}
	t.ids = slices.Clone(ids)
	for _, id := range ids {
		if p.of[id] == nil {
			p.of[id] = t
			t.all = append(t.all, id)
		}
	}
}

// buttonsAt is the message the buttons of the text ref names stand under:
// its last piece.
func (p *pieceBook) buttonsAt(ref bot.MessageRef) bot.MessageRef {
	ids, _ := p.lookup(ref.MessageID)
	ref.MessageID = ids[len(ids)-1]
	return ref
}

// editPieces puts a text, cut into ms, in place of the text ref names,
// whose messages are ids: each piece edited in place, new messages posted
// after them when it grew, those no longer needed deleted when it shrank
// (the anchor and ref's message kept where there are pieces enough for
// them), the buttons under the last.
func (o *outbox) editPieces(ctx context.Context, ref bot.MessageRef, ids []string, anchor string, ms []outMessage) error {
	keep, drop := keptPieces(ids, []string{anchor, ref.MessageID}, len(ms))
	var err error
	for k := 0; k < len(keep) && err == nil; k++ {
		err = o.edit(ctx, bot.MessageRef{ChatID: ref.ChatID, MessageID: keep[k]}, ms[k], editText)
	}
	for k := len(keep); k < len(ms) && err == nil; k++ {
		var posted bot.MessageRef
		if posted, err = o.post(ctx, bot.Chat{ID: ref.ChatID}, ms[k]); err == nil {
			keep = append(keep, posted.MessageID)
		}
	}
	if err != nil {
		o.a.texts.set(anchor, slices.Concat(keep, drop)) // what stands, for the next edit to mend
		return err
	}
	o.a.texts.set(anchor, keep)
	for _, id := range drop {
		if err := o.remove(ctx, bot.MessageRef{ChatID: ref.ChatID, MessageID: id}); err != nil {
			return err
		}
	}
	return nil
}

// keptPieces chooses which of a text's messages ids hold its n new pieces,
// in order, and which go: those of held (the messages the core may refer
// to) first, as many as n allows, then the first ones.
func keptPieces(ids, held []string, n int) (keep, drop []string) {
	if n >= len(ids) {
		return slices.Clone(ids), nil
	}
	chosen := map[string]bool{}
	for _, id := range ids {
		if len(chosen) < n && slices.Contains(held, id) {
			chosen[id] = true
		}
	}
	for _, id := range ids {
		if len(chosen) < n {
			chosen[id] = true
		}
	}
	for _, id := range ids {
		if chosen[id] {
			keep = append(keep, id)
		} else {
			drop = append(drop, id)
		}
	}
	return keep, drop
}

// remove deletes a message of the bot's in a channel; one gone already is
// no error.
func (o *outbox) remove(ctx context.Context, ref bot.MessageRef) error {
	unlock := o.lock()
	defer unlock()
	err := o.a.session.ChannelMessageDelete(ref.ChatID, ref.MessageID, discordgo.WithContext(ctx))
	if _, code := restCode(err); err != nil && code != codeUnknownMessage {
		return wrap(err)
	}
	return nil
}
