package telegram_test

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// pressWait is how long a player waits for the board to show a press
// before asking for the board (/board) and pressing again, as a player
// would: another process may have posted an older view after the newer
// one, or a board went out from a process killed before it recorded it.
// It grows with the games played at once (setPressWait): their boards
// share Telegram's overall limit, so each waits longer in the queue.
var pressWait = 10 * time.Second

// setPressWait sets pressWait for games played at once: 10 s, or 0.2 s a
// game when more (the overall limit paces all their boards together).
func setPressWait(games int) {
	pressWait = max(10*time.Second, time.Duration(games)*200*time.Millisecond)
}

// boardShown is the board a chat shows now: of the pictures with buttons, the
// one whose buttons carry the most moves (the newest of those); moves is
// that count, the moves acknowledged to the players.
func boardShown(srv *telegramtest.Server, chat int64) (board telegramtest.Message, moves int, ok bool) {
	moves = -1
	for _, m := range srv.Messages(chat) {
		if m.Photo == nil {
			continue
		}
		for _, d := range buttonData(m) {
			if bd, err := bot.ParseButtonData(d); err == nil && bd.Moves >= moves {
				board, moves, ok = m, bd.Moves, true
			}
		}
	}
	return board, moves, ok
}

// poll calls cond every 50 ms until it holds or the wait ends.
func poll(ctx context.Context, wait time.Duration, cond func() bool) bool {
	ctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	for !cond() {
		select {
		case <-ctx.Done():
			return false
		case <-time.After(50 * time.Millisecond):
		}
	}
	return true
}

// openGame opens a duel in chat: opener sends /new duel, joiner sends
// /join and the opener presses start, each step pressed again until the
// chat shows it.
func openGame(ctx context.Context, srv *telegramtest.Server, chat, opener, joiner int64) error {
	// the newest lobby: an owed one may be posted again after a kill
	lobby := func() (lobby telegramtest.Message, ok bool) {
		for _, m := range srv.Messages(chat) {
			if m.Photo == nil && hasData(m, "0:j:black") || strings.Contains(m.Text, "Joiner") {
				lobby, ok = m, true
			}
		}
		return lobby, ok
	}
	for try := 0; ; try++ {
		if _, ok := lobby(); ok {
			break
		}
		if try == 3 || ctx.Err() != nil {
			return fmt.Errorf("chat %d: no lobby", chat)
		}
		srv.SendMessage(chat, opener, "/new duel", telegramtest.MessageOpts{FirstName: "Opener"})
		poll(ctx, pressWait, func() bool { _, ok := lobby(); return ok })
	}
	// any lobby naming the joiner: another process may post an older
	// view of the lobby after a newer one (an owed lobby sent again)
	joined := func() bool {
		for _, m := range srv.Messages(chat) {
			if m.Photo == nil && strings.Contains(m.Text, "Joiner") {
				return true
			}
		}
		return false
	}
	started := func() bool { _, _, ok := boardShown(srv, chat); return ok }
	for try := 0; !started(); try++ {
		if try == 5 || ctx.Err() != nil {
			return fmt.Errorf("chat %d: the game did not start; the chat shows:\n%s", chat, chatDump(srv, chat))
		}
		m, _ := lobby()
		if !joined() {
			srv.SendMessage(chat, joiner, "/join", telegramtest.MessageOpts{FirstName: "Joiner"})
			poll(ctx, pressWait, joined)
			continue
		}
		if try > 0 {
			srv.SendMessage(chat, opener, "/board", telegramtest.MessageOpts{FirstName: "Opener"})
			if poll(ctx, pressWait, started) {
				break
			}
		}
		srv.Press(chat, m.ID, opener, tagFrom(m, "0:s"))
		poll(ctx, pressWait, started)
	}
	return nil
}

// playMoves plays until the chat's board shows moves moves: the player
// the board mentions presses an action, or first a piece to see its
// actions (or a confirmation); when the board does not change within
// pressWait of a press, the player asks for it (/board) and goes on.
func playMoves(ctx context.Context, srv *telegramtest.Server, chat int64, moves int) error {
	last, stuck := "", false
	for presses := 0; ; presses++ {
		board, n, ok := boardShown(srv, chat)
		if !ok {
			return fmt.Errorf("chat %d: no board", chat)
		}
		if n >= moves {
			return nil
		}
		if ctx.Err() != nil || presses > 5*moves {
			return fmt.Errorf("chat %d: %d of %d moves after %d presses (the last answered %+v); the chat shows:\n%s", chat, n, moves, presses, answerOf(srv, last), chatDump(srv, chat))
		}
		user := mentioned(board)
		data, isAction := findData(board, "", "a")
		if !isAction {
			// a step towards an action: a piece's targets, a confirmation
			data, ok = findData(board, "", "p", "d")
			if !ok || user == 0 {
				poll(ctx, time.Second, func() bool { _, m, _ := boardShown(srv, chat); return m != n })
				continue
			}
		}
		if stuck {
			srv.SendMessage(chat, user, "/board", telegramtest.MessageOpts{})
			poll(ctx, pressWait, func() bool { now, _, _ := boardShown(srv, chat); return now.ID != board.ID })
			stuck = false
			continue
		}
		last = srv.Press(chat, board.ID, user, data)
		before := strings.Join(buttonData(board), " ")
		stuck = !poll(ctx, pressWait, func() bool {
			now, m, _ := boardShown(srv, chat)
			return m > n || now.ID != board.ID || strings.Join(buttonData(now), " ") != before
		})
	}
}

// remindersIn counts the reminders a chat got.
func remindersIn(srv *telegramtest.Server, chat int64) int {
	n := 0
	for _, m := range srv.Messages(chat) {
		if strings.Contains(m.Text, "⏰") {
			n++
		}
	}
	return n
}

// chatDump describes a chat's messages, for a failure.
func chatDump(srv *telegramtest.Server, chat int64) string {
	var b strings.Builder
	for _, m := range srv.Messages(chat) {
		fmt.Fprintf(&b, "  #%d photo=%v %q%q %v\n", m.ID, m.Photo != nil, m.Text, m.Caption, buttonData(m))
	}
	return b.String()
}

// answerOf is the bot's answer to the press id ("" for none yet).
func answerOf(srv *telegramtest.Server, id string) telegramtest.CallbackAnswer {
	a, _ := srv.CallbackAnswer(id)
	return a
}
