package discord_test

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/bot/narrate/cardsn"
	"github.com/jackalbot/jackal/engine/cards"
)

// cardWords matches the name of any card, in English or Russian (either
// case), or its id in the notation ("arrow-nw", as a log entry writes
// it), as a whole word: what a text may not hold while a round's rows are
// secret.
var cardWords = func() *regexp.Regexp {
	var names []string
	for c := range cards.NumKinds {
		for _, name := range []string{cardsn.CardName(narrate.EN, c), cardsn.CardName(narrate.RU, c), c.String()} {
			names = append(names, regexp.QuoteMeta(name))
		}
	}
	return regexp.MustCompile(`(?i)(?:^|[^\pL])(` + strings.Join(names, "|") + `)(?:$|[^\pL])`)
}()

// islandNames are the islands' names, which may hold a card's word ("Rum
// Runner's Reef") and are public.
var islandNames = func() []string {
	var out []string
	for _, c := range cards.Islands() {
		out = append(out, c.Name)
	}
	return out
}()

// requestText is every string a request's body holds (content, labels,
// custom ids, options, placeholders), one per line, islands' names left
// out.
func requestText(q discordtest.Request) string {
	var body any
	if json.Unmarshal(q.Body, &body) != nil {
		return string(q.Body)
	}
	var b strings.Builder
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case string:
			b.WriteString(x + "\n")
		case []any:
			for _, e := range x {
				walk(e)
			}
		case map[string]any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	walk(body)
	s := b.String()
	for _, name := range islandNames {
		s = strings.ReplaceAll(s, name, "")
	}
	return s
}

// seatData matches the data of a private board's button (VerbSeat,
// "<tag>/<n>:e:<seat>:<action>", whatever its tag), capturing the seat.
var seatData = regexp.MustCompile(`^(?:[^/:\n]*/)?[0-9]+:` + string(bot.VerbSeat) + `:([^:\n]+):`)

// seatButtons are the seats named by a request's private-board buttons,
// in a custom id or a select menu's value.
func seatButtons(q discordtest.Request) []string {
	var out []string
	for _, line := range strings.Split(requestText(q), "\n") {
		if m := seatData.FindStringSubmatch(line); m != nil {
			out = append(out, m[1])
		}
	}
	return out
}

// secrecyLeak tells what a request the fake Discord recorded gives away
// ("" when nothing): seatOf maps each player's user id to their seat,
// presser is the user whose press or command the request served, and
// secret says that the round's rows were unrevealed before and after it.
// A request the channel sees (q.VisibleTo "") never carries a private
// board's button; an ephemeral one only those of its own user's seat;
// and while rows are secret nothing anyone but the presser sees names a
// card.
func secrecyLeak(q discordtest.Request, seatOf map[string]string, presser string, secret bool) string {
	for _, seat := range seatButtons(q) {
		switch {
		case q.VisibleTo == "":
			return "the channel sees a button of " + seat + "'s hand"
		case seatOf[q.VisibleTo] != seat:
			return "user " + q.VisibleTo + " sees a button of " + seat + "'s hand"
		}
	}
	if secret && q.VisibleTo != presser {
		if m := cardWords.FindStringSubmatch(requestText(q)); m != nil {
			who := "the channel"
			if q.VisibleTo != "" {
				who = "user " + q.VisibleTo
			}
			return who + " is told of a card (" + m[1] + ") while the rows are secret"
		}
	}
	return ""
}

// TestSecrecyLeakFails: the check finds what a leaking request gives away,
// and passes what may be shown.
func TestSecrecyLeakFails(t *testing.T) {
	t.Parallel()
	seats := map[string]string{alice: "p1", bob: "p2"}
	content := func(s string) []byte { b, _ := json.Marshal(map[string]string{"content": s}); return b }
	button := func(id string) []byte {
		b, _ := json.Marshal(map[string]any{"components": []any{map[string]any{"type": 1,
			"components": []any{map[string]any{"type": 2, "label": "go", "custom_id": id}}}}})
		return b
	}
	for _, tc := range []struct {
		name   string
		q      discordtest.Request
		secret bool
		leaks  bool
	}{
		{"a card in the channel", discordtest.Request{Body: content("Bob planned a HORSE")}, true, true},
		{"a Russian card in the channel", discordtest.Request{Body: content("Боб: ром")}, true, true},
		{"an arrow in the channel", discordtest.Request{Body: content("rows: arrow ↗, …")}, true, true},
		{"a card's id in the channel", discordtest.Request{Body: content("1. Player 1: @p1 plan arrow-nw")}, true, true},
		{"a card after the reveal", discordtest.Request{Body: content("Bob planned a horse")}, false, false},
		{"no card", discordtest.Request{Body: content("Bob has planned; waiting for Alice")}, true, false},
		{"a word holding a card's", discordtest.Request{Body: content("horseshoe, doubles, rummy")}, true, false},
		{"an island's name", discordtest.Request{Body: content("Island 2: " + islandNames[0])}, true, false},
		{"a card told to another", discordtest.Request{Body: content("your hand: Friday"), VisibleTo: bob}, true, true},
		{"a card told to the presser", discordtest.Request{Body: content("your hand: Friday"), VisibleTo: alice}, true, false},
		{"a hand's button in the channel", discordtest.Request{Body: button("ab/3:e:p1:ready")}, false, true},
		{"another's hand's button", discordtest.Request{Body: button("ab/3:e:p1:ready"), VisibleTo: bob}, false, true},
		{"one's own hand's button", discordtest.Request{Body: button("ab/3:e:p1:ready"), VisibleTo: alice}, false, false},
		{"the hand button", discordtest.Request{Body: button("ab/3:h")}, true, false},
	} {
		if got := secrecyLeak(tc.q, seats, alice, tc.secret); (got != "") != tc.leaks {
			t.Errorf("%s: leak %q, want a leak: %v", tc.name, got, tc.leaks)
		}
	}
}
