package terminal

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/jackalbot/jackal/bot"
)

// SharedScreen reports whether the players share the screen: the hot
// seat, where the core shows private boards one player at a time.
func (o *Outbox) SharedScreen() bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.hotSeat
}

// SendSecret shows u alone a private board (a hand and its plan): at a hot
// seat, unless u is already at the screen, the screen is scrolled clear of
// what the last player saw and a "pass the keyboard" screen waits for u's
// Enter first. The board's buttons and the turn become u's, so the next
// number typed presses u's own buttons. When the input has ended nothing
// is shown (the session is over).
func (o *Outbox) SendSecret(_ context.Context, _ bot.Request, u bot.User, b bot.Board) (bot.MessageRef, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	ref := o.ref()
	if o.secrets == nil {
		o.secrets = map[bot.MessageRef]bot.User{}
	}
	for r, v := range o.secrets {
		if v.ID == u.ID {
			delete(o.secrets, r) // only the newest is edited (older ones are out of date)
		}
	}
	o.secrets[ref] = u
	if o.handOver(u) {
		o.secretBoard(u, b)
	}
	return ref, nil
}

// handOver makes sure u is at the screen: at a hot seat where someone else
// may be, it scrolls the screen clear and waits for u to press Enter. It
// reports false when the input ended first.
func (o *Outbox) handOver(u bot.User) bool {
	if !o.hotSeat || o.wait == nil || o.holder == u.ID {
		o.holder = u.ID
		return true
	}
	o.scroll()
	if hand := handPicture(o.picture); hand != "" {
		os.Remove(hand) // the last player's hand is not left for the next to open
	}
	fmt.Fprintln(o.w, bot.Tr(o.lang, bot.TermPass, u.Name, u.Name))
	if !o.wait() {
		return false
	}
	o.holder = u.ID
	return true
}

// secretBoard prints u's private board, its picture in its own file (never
// over the group board's), and makes its buttons and the turn u's.
func (o *Outbox) secretBoard(u bot.User, b bot.Board) {
	b.Caption = bot.Tr(o.lang, bot.TermPrivate, u.Name, b.Caption)
	o.print(b, handPicture(o.picture))
	o.ping = &u
	o.setButtons(b.Buttons)
}

// handPicture is the file of the private boards' pictures next to the
// group board's picture: board.png → board-hand.png; "" for none.
func handPicture(picture string) string {
	if picture == "" {
		return ""
	}
	ext := filepath.Ext(picture)
	return strings.TrimSuffix(picture, ext) + "-hand" + ext
}
