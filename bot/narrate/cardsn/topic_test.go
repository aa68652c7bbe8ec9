package cardsn

import (
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// TestParseTopic: a card is read by its id, its names in sentences (with
// or without the arrow) and the words a keyboard has; a name two cards
// share reads as neither.
func TestParseTopic(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Topic
		ok   bool
	}{
		{"horse", Topic{Card: cards.Horse}, true},
		{"Конь", Topic{Card: cards.Horse}, true},
		{"arrow-ne", Topic{Card: cards.ArrowNE}, true},
		{"ARROW_NE", Topic{Card: cards.ArrowNE}, true},
		{"arrow ↗", Topic{Card: cards.ArrowNE}, true},
		{"стрелку ↙", Topic{Card: cards.ArrowSW}, true},
		{"стрелка  ЮВ", Topic{Card: cards.ArrowSE}, true},
		{"стрелка вз", Topic{Card: cards.ArrowEW}, true},
		{"Стрелка север-юг", Topic{Card: cards.ArrowNS}, true},
		{"diagonal arrow", Topic{Card: cards.ArrowX}, true},
		{"Пятницу", Topic{Card: cards.Friday}, true},
		{"red flag", Topic{Card: cards.FlagRed}, true},
		{"Тортуга", Topic{Tortuga: true}, true},
		{"стрелка", Topic{}, false},
		{"arrow", Topic{}, false},
		{"", Topic{}, false},
		{"bandit", Topic{}, false},
	} {
		got, ok := ParseTopic(tc.in)
		if ok != tc.ok || got != tc.want {
			t.Errorf("ParseTopic(%q) = %+v, %v; want %+v, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

// TestTopics: each language lists every card and Tortuga once, by names
// ParseTopic reads back; each has its rule, which gives the deck's count.
func TestTopics(t *testing.T) {
	for _, l := range []narrate.Lang{narrate.EN, narrate.RU} {
		seen := map[Topic]bool{}
		for _, name := range Topics(l) {
			tp, ok := ParseTopic(name)
			if !ok || seen[tp] {
				t.Errorf("%s: %q reads as %+v, %v (seen before: %v)", l, name, tp, ok, seen[tp])
			}
			seen[tp] = true
			rule := TopicRule(l, tp)
			if rule == "" || strings.Contains(rule, "%!") {
				t.Errorf("%s: %q has the rule %q", l, name, rule)
			}
			if !tp.Tortuga && !strings.Contains(rule, strconv.Itoa(cards.DeckCount(tp.Card))+" ") {
				t.Errorf("%s: %q's rule %q does not give its count %d", l, name, rule, cards.DeckCount(tp.Card))
			}
		}
		if len(seen) != int(cards.NumKinds)+1 {
			t.Errorf("%s: %d topics listed", l, len(seen))
		}
		if got := TopicRule(l, Topic{Tortuga: true}); !strings.Contains(got, "2, 3") || !strings.Contains(got, "5") {
			t.Errorf("%s: Tortuga's rule %q", l, got)
		}
	}
	if got := TopicRule(narrate.EN, Topic{Card: cards.NumKinds}); got != "" {
		t.Errorf("no card: %q", got)
	}
}
