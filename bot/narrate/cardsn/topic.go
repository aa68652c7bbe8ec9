package cardsn

import (
	"strings"
	"unicode"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// A Topic is a part of the card game's rules that `/rules cards <part>`
// explains alone: one card of the deck, or Tortuga. The zero value is
// the first card, arrow-ne.
type Topic struct {
	Card    cards.Card // the card explained, when not Tortuga
	Tortuga bool       // Tortuga, not a card
}

// topicWords are the names a player types for each card beside its id and
// its names in sentences: words a keyboard has, no arrows (Russian); the
// list /rules offers shows them.
var topicWords = [cards.NumKinds]string{"стрелка св", "стрелка сз", "стрелка юв", "стрелка юз",
	"стрелка восток-запад", "стрелка север-юг", "косая стрелка", "прямая стрелка", "конь",
	"красный флаг", "синий флаг", "Пятница", "оружие", "дубль", "ром"}

// topicShort are shorter names read as well.
var topicShort = map[string]cards.Card{"стрелка вз": cards.ArrowEW, "стрелка сю": cards.ArrowNS}

// tortugaWords name Tortuga: English, Russian.
var tortugaWords = [2]string{"tortuga", "тортуга"}

// topics maps each topic's names, as topicKey reads them, to the topic.
// A name two cards share once their arrows are dropped ("стрелка") names
// neither.
var topics = func() map[string]Topic {
	m := map[string]Topic{}
	shared := map[string]bool{}
	add := func(name string, t Topic) {
		k := topicKey(name)
		if old, ok := m[k]; ok && old != t {
			shared[k] = true
		}
		m[k] = t
	}
	for c := cards.Card(0); c < cards.NumKinds; c++ {
		t := Topic{Card: c}
		add(c.String(), t)
		add(topicWords[c], t)
		for _, names := range cardNames {
			add(names[c], t)
			add(strings.Map(dropMark, names[c]), t)
		}
	}
	for w, c := range topicShort {
		add(w, Topic{Card: c})
	}
	for _, w := range tortugaWords {
		add(w, Topic{Tortuga: true})
	}
	for k := range shared {
		delete(m, k)
	}
	return m
}()

// dropMark drops the arrows and marks of a card's name: "стрелка ↗" is
// "стрелка ".
func dropMark(r rune) rune {
	if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsSpace(r) || r == '-' {
		return r
	}
	return -1
}

// topicKey is a name as ParseTopic compares it: lower case, "ё" as "е",
// hyphens and underscores as spaces, spaces single.
func topicKey(s string) string {
	s = strings.ToLower(strings.NewReplacer("-", " ", "_", " ", "ё", "е").Replace(s))
	return strings.Join(strings.Fields(s), " ")
}

// ParseTopic reads a part of the card game's rules: a card by its id
// ("arrow-ne", "horse"), by its name in English or Russian ("Friday",
// «конь», «стрелка ↗», «стрелка св», «Пятницу»), or Tortuga ("tortuga",
// «тортуга»); case and hyphens do not matter.
func ParseTopic(s string) (Topic, bool) {
	t, ok := topics[topicKey(s)]
	return t, ok
}

// Topics lists a name of every topic, as ParseTopic reads it, in language
// l: the cards' ids and "tortuga"; in Russian «стрелка св», «конь»,
// «тортуга».
func Topics(l narrate.Lang) []string {
	out := make([]string, 0, cards.NumKinds+1)
	for c := cards.Card(0); c < cards.NumKinds; c++ {
		out = append(out, narrate.Pick(l, c.String(), topicWords[c]))
	}
	return append(out, tortugaWords[langIndex(l)])
}

// TopicRule explains topic t alone, for `/rules cards <part>`: the card's
// name and what it does, how many the deck holds, and where it is played;
// or how Tortuga is visited.
func TopicRule(l narrate.Lang, t Topic) string {
	if t.Tortuga {
		return text{
			"Tortuga, instead of a row (tortuga 1, 2 or 3): 1, 2 or 3 coins buy %d, %d or %d cards, drawn at once (fewer if the deck and the discard run dry); you sit the round out, play no rum and draw nothing at its end.",
			"Тортуга — вместо ряда (tortuga 1, 2 или 3): за 1, 2 или 3 монеты вы сразу берёте %d, %d или %d карт (меньше, если кончились и колода, и сброс); в этом раунде вы не ходите, не играете ром и не добираете карты в его конце.",
		}.f(l, cards.TortugaCards(1), cards.TortugaCards(2), cards.TortugaCards(3))
	}
	c := t.Card
	if c >= cards.NumKinds {
		return ""
	}
	var b strings.Builder
	b.WriteString(narrate.CapFirst(CardName(l, c)) + ": " + Reminder(l, c) + ". ")
	b.WriteString(text{"The deck holds %d of its %d cards.", "В колоде таких карт %d из %d."}.f(l, cards.DeckCount(c), cards.NumCards))
	switch {
	case c.IsSpecial():
		b.WriteString(narrate.Pick(l,
			" Never laid in a row: when it could be played, the bot asks you (silence is no).",
			" В ряд не кладётся: когда карту можно сыграть, бот спросит вас (молчание — нет)."))
	case !c.IsFlag():
		b.WriteString(narrate.Pick(l, " Laid in a row, it counts 1 step, 2 if it enters rough ground (1 with Friday).",
			" В ряду это 1 шаг, а при входе в заросли — 2 (с Пятницей — 1)."))
		b.WriteString(notMade.in(l))
	}
	if r, ok := cardRulings[c]; ok {
		b.WriteString(r.in(l))
	}
	return b.String()
}
