package telegram_test

import (
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/bot/narrate/cardsn"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/storage"
)

// rowsShown: while resolving, the group's board, posted or edited, shows
// every revealed row.
func rowsShown(t *testing.T, board telegramtest.Message, st *cards.State) {
	t.Helper()
	for p := range st.Seats {
		var names []string
		for _, c := range st.Row[p][:st.RowN[p]] {
			names = append(names, cardsn.CardName(narrate.EN, c))
		}
		if len(names) > 0 && !strings.Contains(board.Caption, names[len(names)-1]) {
			t.Errorf("the group's board while resolving does not show %s's row %v: %q", cards.SeatName(int(p)), names, board.Caption)
		}
	}
}

// act runs one action of user actor (a message, a press) and checks the
// requests the bot made meanwhile for secrets told (secrecy.check).
func (r *rig) act(sec *secrecy, actor int64, do func()) {
	r.t.Helper()
	before := r.cardsNow(key(sec.group))
	n := len(r.srv.Requests(""))
	do()
	after := r.cardsNow(key(sec.group))
	for _, bad := range sec.check(r.srv.Requests("")[n:], actor, before, after) {
		r.t.Errorf("user %d acting: %s", actor, bad)
	}
}

// cardsNow is the state of the card game of key; a zero state before it
// is dealt (no game, a lobby).
func (r *rig) cardsNow(k string) *cards.State {
	r.t.Helper()
	if g, ok := r.game(k); !ok || len(g.Setup.Crews) == 0 {
		return &cards.State{}
	}
	return cardState(r.t, r.latest(k))
}

// latest is the game of key: the one under way, else the last finished.
func (r *rig) latest(k string) *storage.Game {
	r.t.Helper()
	if g, ok := r.game(k); ok && g.Status == storage.StatusActive {
		return g
	}
	id, err := r.store.LastFinished(storage.Key(k))
	if err != nil {
		r.t.Fatalf("no game under %s: %v", k, err)
	}
	g, err := r.store.Archived(id)
	if err != nil {
		r.t.Fatalf("archived game %s: %v", id, err)
	}
	return g
}

// cardState replays a card game's log.
func cardState(t testing.TB, rec *storage.Game) *cards.State {
	t.Helper()
	snap, err := bot.Replay(rec.Setup, rec.Log)
	var s cards.State
	if err == nil {
		err = s.UnmarshalBinary(snap)
	}
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	return &s
}

// choose picks the action a player presses among those of the board:
// now and then an undo while laying a row; Tortuga the first time it is
// offered; a special played two times in three when asked; else what the
// player's computer would do (a whole row laid card by card, a direction).
func (p *cardPlayer) choose(st *cards.State, actions []string, rng *rand.Rand, stats *cardStats) string {
	pick := func(a string) string {
		if st.Phase == cards.PhaseResolve {
			kind, _, _ := strings.Cut(a, " ")
			if act, err := cards.Parse(a); err == nil && act.Kind == cards.ActDir {
				kind = "dir"
			}
			stats.choices[kind]++
		}
		switch {
		case a == "undo":
			stats.undos++
		case strings.HasPrefix(a, "tortuga "):
			stats.tortugas++
		}
		return a
	}
	if slices.Contains(actions, "undo") && rng.IntN(5) == 0 {
		return pick("undo")
	}
	for _, a := range actions {
		if strings.HasPrefix(a, "tortuga ") && stats.tortugas == 0 ||
			strings.HasPrefix(a, "play ") && rng.IntN(3) > 0 {
			return pick(a)
		}
	}
	if a, ok := p.ai.ChooseFor(st, int(p.seat)); ok && slices.Contains(actions, cards.Format(a)) {
		return pick(cards.Format(a))
	}
	return pick(actions[rng.IntN(len(actions))])
}

// requestsTo are the requests the bot made writing to chat.
func requestsTo(r *rig, chat int64) []telegramtest.Request {
	var out []telegramtest.Request
	for _, req := range r.srv.Requests("") {
		if audience(req) == chat {
			out = append(out, req)
		}
	}
	return out
}

// privateBoard is the newest message of user's private chat with private
// buttons (VerbSeat).
func privateBoard(r *rig, user int64) (telegramtest.Message, bool) {
	msgs := r.srv.Messages(user)
	for i := len(msgs) - 1; i >= 0; i-- {
		if len(actionsOf(msgs[i])) > 0 {
			return msgs[i], true
		}
	}
	return telegramtest.Message{}, false
}

// actionsOf lists the actions of a private board's buttons.
func actionsOf(m telegramtest.Message) []string {
	var out []string
	for _, d := range buttonData(m) {
		if bd, err := bot.ParseButtonData(d); err == nil && bd.Verb == bot.VerbSeat {
			_, action, _ := strings.Cut(bd.Arg, ":")
			out = append(out, action)
		}
	}
	return out
}

// boardVersion is the seat entry count a private board's buttons carry.
func boardVersion(m telegramtest.Message) int {
	for _, d := range buttonData(m) {
		if bd, err := bot.ParseButtonData(d); err == nil && bd.Verb == bot.VerbSeat {
			return bd.Moves
		}
	}
	return -1
}

// dataFor is the data of the button of m playing action for seat.
func dataFor(m telegramtest.Message, seat uint8, action string) string {
	for _, d := range buttonData(m) {
		if bd, err := bot.ParseButtonData(d); err == nil && bd.Verb == bot.VerbSeat && bd.Arg == cards.SeatName(int(seat))+":"+action {
			return d
		}
	}
	return ""
}

// seatMoves counts the log's entries of seat ("@p2 plan horse").
func seatMoves(log []string, seat uint8) int {
	n := 0
	for _, e := range log {
		if strings.HasPrefix(e, "@"+cards.SeatName(int(seat))+" ") {
			n++
		}
	}
	return n
}

// seatNumber reads a seat's name, p1…p4.
func seatNumber(t testing.TB, name string) uint8 {
	t.Helper()
	for i := range cards.MaxSeats {
		if cards.SeatName(i) == name {
			return uint8(i)
		}
	}
	t.Fatalf("no seat %q", name)
	return 0
}

// handLink is the start parameter of the deep link a group board's hand
// button opens: the bot's private chat, t.me/<bot>?start=<payload>.
func handLink(t testing.TB, m telegramtest.Message) string {
	t.Helper()
	if m.Keyboard != nil {
		for _, row := range m.Keyboard.InlineKeyboard {
			for _, b := range row {
				if b.URL == nil {
					continue
				}
				u, err := url.Parse(*b.URL)
				if err == nil && u.Host == "t.me" && u.Path == "/"+telegramtest.BotUsername && u.Query().Get("start") != "" {
					return u.Query().Get("start")
				}
			}
		}
	}
	t.Fatalf("the group's board %q has no deep link to the hand: %+v", m.Caption, m.Keyboard)
	return ""
}

// userID is a user's id as the core names it.
func userID(u int64) string { return strconv.FormatInt(u, 10) }
