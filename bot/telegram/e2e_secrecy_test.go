package telegram_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/bot/narrate/cardsn"
	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
	"github.com/jackalbot/jackal/engine/cards"
)

// secrecy checks the requests the bot made during a card game played in
// a group for cards named to anyone who may not know them: it reads every
// text, caption and button of a request and the chat it goes to.
type secrecy struct {
	group int64
	seats map[int64]uint8 // user id → seat
	words []cardWord
}

// cardWord finds a card's name, as a whole word in any case.
type cardWord struct {
	card cards.Card
	re   *regexp.Regexp
}

// newSecrecy checks a game in group whose players sit at seats.
func newSecrecy(group int64, seats map[int64]uint8) *secrecy {
	s := &secrecy{group: group, seats: seats}
	for c := range cards.NumKinds {
		// its names in both languages, and its id in the notation
		// ("arrow-nw", as a log entry writes it)
		for _, name := range []string{cardsn.CardName(narrate.EN, c), cardsn.CardName(narrate.RU, c), c.String()} {
			s.words = append(s.words, cardWord{card: c,
				re: regexp.MustCompile(`(?i)(^|[^\p{L}\p{N}_])` + regexp.QuoteMeta(name) + `($|[^\p{L}\p{N}_])`)})
		}
	}
	return s
}

// shown is what a request shows its chat: its texts and its buttons'
// callback data.
type shown struct {
	texts []string
	data  []string
}

// audience is the chat a request writes to; 0 for a request that writes
// to no chat (a callback answer, which only its presser sees).
func audience(req telegramtest.Request) int64 {
	id, err := strconv.ParseInt(req.Params["chat_id"], 10, 64)
	if err != nil {
		return 0
	}
	return id
}

// shownBy reads what a request shows: its text and caption (that of
// edited media too) and its buttons' labels, links and data.
func shownBy(req telegramtest.Request) shown {
	var s shown
	for _, k := range []string{"text", "caption"} {
		if v := req.Params[k]; v != "" {
			s.texts = append(s.texts, v)
		}
	}
	if v := req.Params["media"]; v != "" {
		var m struct {
			Caption string `json:"caption"`
		}
		if json.Unmarshal([]byte(v), &m) != nil {
			m.Caption = v // unreadable: every word counts
		}
		s.texts = append(s.texts, m.Caption)
	}
	if v := req.Params["reply_markup"]; v != "" {
		var kb tgbotapi.InlineKeyboardMarkup
		if json.Unmarshal([]byte(v), &kb) != nil {
			s.texts = append(s.texts, v) // unreadable: every word counts
		}
		for _, row := range kb.InlineKeyboard {
			for _, b := range row {
				s.texts = append(s.texts, b.Text)
				if b.URL != nil {
					s.texts = append(s.texts, *b.URL)
				}
				if b.CallbackData != nil {
					s.data = append(s.data, *b.CallbackData)
				}
			}
		}
	}
	return s
}

// named lists the cards the texts name (the islands' names name none:
// cardsn.TestIslandNames).
func (s *secrecy) named(texts []string) []cards.Card {
	var out []cards.Card
	text := strings.Join(texts, "\n")
	for _, w := range s.words {
		if w.re.MatchString(text) && (len(out) == 0 || out[len(out)-1] != w.card) {
			out = append(out, w.card)
		}
	}
	return out
}

// buttons checks a request's private buttons (VerbSeat): none in the
// group, and in a player's private chat only those of that player's seat.
func (s *secrecy) buttons(to int64, data []string) []string {
	var bad []string
	for _, d := range data {
		bd, err := bot.ParseButtonData(d)
		if err != nil || bd.Verb != bot.VerbSeat {
			continue
		}
		seat, own := s.seats[to]
		if !own || !strings.HasPrefix(bd.Arg, cards.SeatName(int(seat))+":") {
			bad = append(bad, fmt.Sprintf("chat %d got the private button %q", to, d))
		}
	}
	return bad
}

// check returns the leaks of the requests made while one action of user
// actor was served, the game going from state before (zero before the
// deal) to after: every
// request's private buttons (buttons); while the round is still being
// planned (the action did not bring the reveal), no card named to anyone
// but the actor; and at any time, a player's private chat shown only the
// cards that player may know, any other chat (the group) only those
// everyone may know.
func (s *secrecy) check(reqs []telegramtest.Request, actor int64, before, after *cards.State) []string {
	var bad []string
	planning := before.Seats > 0 && before.Phase == cards.PhasePlan && after.Phase == cards.PhasePlan && before.Round == after.Round
	for _, req := range reqs {
		to := audience(req)
		if to == 0 {
			continue
		}
		sh := shownBy(req)
		bad = append(bad, s.buttons(to, sh.data)...)
		named := s.named(sh.texts)
		if planning && to != actor && len(named) > 0 {
			bad = append(bad, fmt.Sprintf("%s to chat %d names %v while the round is planned: %q", req.Method, to, named, sh.texts))
			continue
		}
		seat, ok := s.seats[to]
		if !ok {
			seat = cards.Spectator
		}
		may := mayKnow(seat, before, after)
		for _, c := range named {
			if !may[c] {
				bad = append(bad, fmt.Sprintf("%s to chat %d names %v, neither its own nor revealed: %q", req.Method, to, c, sh.texts))
			}
		}
	}
	return bad
}

// mayKnow are the cards seat (cards.Spectator: anyone) may know of
// across an action from before to after: its hand and row on either side,
// the specials played this round, and every row once revealed (resolving,
// or revealed by the action).
// While resolving, the specials may be named to anyone: every player is
// asked for a rum, and the resolving one for a double, Friday or weapon,
// whether they hold one or not (the engine's rulings), so the questions
// tell nothing of a hand.
func mayKnow(seat uint8, before, after *cards.State) [cards.NumKinds]bool {
	var ok [cards.NumKinds]bool
	revealed := before.Phase == cards.PhasePlan && (after.Phase != cards.PhasePlan || after.Round != before.Round)
	if revealed || before.Phase == cards.PhaseResolve || after.Phase == cards.PhaseResolve {
		for _, c := range []cards.Card{cards.Friday, cards.Weapon, cards.Double, cards.Rum} {
			ok[c] = true
		}
	}
	for _, st := range []*cards.State{before, after} {
		for c := range cards.NumKinds {
			ok[c] = ok[c] || seat < cards.MaxSeats && st.Hand[seat][c] > 0
		}
		for p := range st.Seats {
			if p == seat || st.Phase != cards.PhasePlan || revealed && st == before {
				for _, c := range st.Row[p][:st.RowN[p]] {
					ok[c] = true
				}
			}
			for c := range cards.NumKinds {
				ok[c] = ok[c] || st.Extra[p][c] > 0
			}
		}
	}
	return ok
}

// TestSecrecyCheck: the check finds a card named to the wrong chat, a
// private button in the wrong chat, and lets pass what may be shown.
func TestSecrecyCheck(t *testing.T) {
	const tag = "ab12"
	seatButton := func(seat, action string) string {
		return bot.ButtonData{Tag: tag, Moves: 1, Verb: bot.VerbSeat, Arg: seat + ":" + action}.String()
	}
	keyboard := func(label, data string) string {
		b, _ := json.Marshal(tgbotapi.NewInlineKeyboardMarkup(tgbotapi.NewInlineKeyboardRow(tgbotapi.NewInlineKeyboardButtonData(label, data))))
		return string(b)
	}
	planning := &cards.State{Seats: 3, Phase: cards.PhasePlan}
	planning.Hand[0][cards.Horse] = 1 // alice holds a horse
	planning.Hand[1][cards.Rum] = 1   // bob a rum
	resolving := *planning
	resolving.Phase = cards.PhaseResolve
	resolving.Row[0][0], resolving.RowN[0] = cards.ArrowNE, 1 // alice's row, revealed
	s := newSecrecy(group, map[int64]uint8{alice: 0, bob: 1, carol: 2})
	tests := []struct {
		name          string
		to            int64
		params        map[string]string
		before, after *cards.State
		leak          bool
	}{
		{"a card in the group while planning", group, map[string]string{"caption": "Alice laid a horse"}, planning, planning, true},
		{"a Russian card in the group", group, map[string]string{"text": "Алиса положила КОНЬ"}, planning, planning, true},
		{"a card's id in the group", group, map[string]string{"text": "1. Player 1: @p1 plan arrow-nw"}, planning, planning, true},
		{"a card in edited media", group, map[string]string{"media": `{"type":"photo","caption":"row: horse"}`}, planning, planning, true},
		{"a card on a group button", group, map[string]string{"reply_markup": keyboard("🐴 horse", "ab12/0:h")}, planning, planning, true},
		{"a private button in the group", group, map[string]string{"reply_markup": keyboard("ok", seatButton("p1", "ready"))}, &resolving, &resolving, true},
		{"another's button in a private chat", bob, map[string]string{"reply_markup": keyboard("ok", seatButton("p1", "ready"))}, &resolving, &resolving, true},
		{"another's hand in a private chat", carol, map[string]string{"caption": "your hand: horse"}, &resolving, &resolving, true},
		{"a card to another player while planning", bob, map[string]string{"caption": "rum"}, planning, planning, true},
		{"no card in the group", group, map[string]string{"caption": "Alice is ready (row: 2 cards). Island 2 of 4: “Bootlegger's Reef”."}, planning, planning, false},
		{"a longer word", group, map[string]string{"caption": "horseradish"}, planning, planning, false},
		{"the actor's own hand", alice, map[string]string{"caption": "🐴 horse", "reply_markup": keyboard("🐴 horse", seatButton("p1", "lay horse"))}, planning, planning, false},
		{"a revealed row", carol, map[string]string{"caption": "Alice's row: arrow ↗"}, &resolving, &resolving, false},
		{"a special asked of anyone", carol, map[string]string{"caption": "Play a rum on Alice?"}, &resolving, &resolving, false},
		{"a hand in the group at a new round", group, map[string]string{"caption": "Island 2: horse"}, &resolving, planning, true},
		{"a revealed row in the group", group, map[string]string{"caption": "Alice's row: arrow ↗"}, planning, &resolving, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := map[string]string{"chat_id": strconv.FormatInt(tt.to, 10)}
			for k, v := range tt.params {
				p[k] = v
			}
			bad := s.check([]telegramtest.Request{{Method: "sendPhoto", Params: p}}, alice, tt.before, tt.after)
			if (len(bad) > 0) != tt.leak {
				t.Errorf("leaks %q, want a leak: %v", bad, tt.leak)
			}
		})
	}
}
