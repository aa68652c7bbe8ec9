package terminal

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
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
// is shown (the session is over). A player alone at the screen sees it
// once the request is served, after the table's board (show).
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
	o.show(u, b, ref)
	return ref, nil
}

// show shows u's private board b (of message ref): at once outside a
// request; while a request is served, once it is served (held), so that
// it comes after the table's board the request also shows, and the
// numbers read last are its buttons, not the table's "My hand". At a hot
// seat the held board is shown behind its pass screen (handOver), and
// only the newest is held: the players see one at a time, and a board
// for another player than the last one's means the last is done for now
// (the core shows them theirs again when it is their turn), so the
// screen goes from the table's board to the pass screen of the player
// who acts next, never first to an out-of-date hand (the one the action
// edited, printed before the table's board and again after it).
func (o *Outbox) show(u bot.User, b bot.Board, ref bot.MessageRef) {
	o.meet(u.ID)
	o.alone = u.ID
	if o.serving {
		if o.hotSeat {
			o.held = o.held[:0]
		}
		o.held = slices.DeleteFunc(o.held, func(h heldSecret) bool { return h.u.ID == u.ID })
		o.held = append(o.held, heldSecret{u, b, ref})
		return
	}
	if o.handOver(u) {
		o.secretBoard(u, b)
		o.lastRef = ref
	}
}

// meet notes that the human player id acts: a second one besides the
// player shown private boards so far makes the screen a shared one (a
// hot-seat game kept in a file, continued without --players): the boards
// held are shown, and from then on each player's behind a pass screen.
func (o *Outbox) meet(id string) {
	if o.hotSeat || o.alone == "" || o.alone == id || o.wait == nil {
		return
	}
	o.flush()
	o.hotSeat = true
}

// heldSecret is a private board held until the request is served.
type heldSecret struct {
	u   bot.User
	b   bot.Board
	ref bot.MessageRef
}

// flush shows the private boards held, in order, each behind its pass
// screen at a hot seat (handOver; none when the input ended there); the
// last one's buttons and ref are the ones a number presses next.
func (o *Outbox) flush() {
	held := o.held
	o.held = nil
	for _, h := range held {
		if !o.handOver(h.u) {
			return
		}
		o.secretBoard(h.u, h.b)
		o.lastRef = h.ref
	}
}

// serve marks a request being served (on) or served (off): private boards
// sent meanwhile to a player alone at the screen are shown when it is
// served, after everything else it showed.
func (o *Outbox) serve(on bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.serving = on
	if !on {
		o.flush()
	}
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
// over the group board's), and makes its buttons and the turn u's. Its
// text (the card game's island and status) is left out when the board
// printed just above shows it all: the table's, on the screen u reads.
func (o *Outbox) secretBoard(u bot.User, b bot.Board) {
	if b.Alt != "" && o.shown(b.Alt) {
		b.Alt = ""
	}
	b.Caption = bot.Tr(o.lang, bot.TermPrivate, u.Name, b.Caption)
	o.print(b, handPicture(o.picture))
	o.ping = &u
	o.setButtons(b.Buttons)
}

// handPicture is the file of the private boards' pictures next to the
// group board's picture: board.png → board-hand.png; "" for none.
func handPicture(picture string) string { return besidePicture(picture, "hand") }

// besidePicture is the file named part next to the group board's picture:
// board.png → board-part.png; "" for none.
func besidePicture(picture, part string) string {
	if picture == "" {
		return ""
	}
	ext := filepath.Ext(picture)
	return strings.TrimSuffix(picture, ext) + "-" + part + ext
}
