package cardsn

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// teller tells a list of events, one sentence at a time.
type teller struct {
	l     narrate.Lang
	v     *cards.View // the view after the events; may be nil
	names []string
	evs   []cards.Event
	out   []string
}

// Events tells one move's events as the view's seat may know them (v is
// the view after the move, nil for a spectator who knows nothing else):
// short sentences in the past tense, such as "Player 2's row: 3 cards.",
// "Player 1 went east from b1 to c1 (arrow ↔).". Each event first goes
// through cards.EventFor for v.Seat, so a card another seat drew is told
// face down; the rows are named only at the reveal. names label the seats
// (see SeatLabel). It is "" for no events.
func Events(l narrate.Lang, evs []cards.Event, v *cards.View, names ...string) string {
	seat := cards.Spectator
	if v != nil {
		seat = v.Seat
	}
	t := teller{l: l, v: v, names: names, evs: make([]cards.Event, len(evs))}
	for i, e := range evs {
		t.evs[i] = cards.EventFor(e, int(seat))
	}
	for i := 0; i < len(t.evs); {
		i = t.event(i)
	}
	return strings.Join(t.out, " ")
}

// say adds a sentence.
func (t *teller) say(s string) {
	if s != "" {
		t.out = append(t.out, narrate.Sentence(s))
	}
}

// who names a seat.
func (t *teller) who(seat uint8) string { return SeatLabel(t.l, seat, t.names...) }

// event tells the event at i and those it sums up with it, and returns the
// index of the next event to tell.
func (t *teller) event(i int) int {
	l, e := t.l, t.evs[i]
	switch e.Kind {
	case cards.EvIsland:
		t.say(t.island(e))
	case cards.EvTortuga:
		t.say(tortugaText(l, e, t.who(e.Seat), nil))
	case cards.EvPlanned:
		if e.N == 0 {
			t.say(text{"%s's row is empty", "%s: ряд пуст"}.f(l, t.who(e.Seat)))
		} else {
			t.say(text{"%s's row: %s", "%s: в ряду %s"}.f(l, t.who(e.Seat), cardsN(l, int(e.N))))
		}
	case cards.EvReady:
		t.say(text{"%s is ready", "%s: готово"}.f(l, t.who(e.Seat)))
	case cards.EvPass:
		t.say(text{"%s has no card to plan and sits the round out", "%s не может составить план и пропускает раунд"}.f(l, t.who(e.Seat)))
	case cards.EvReveal:
		t.say(t.reveal(i))
		// the row's cards that follow are told with it
		for i+1 < len(t.evs) && t.evs[i+1].Kind == cards.EvRowCard && t.evs[i+1].Seat == e.Seat {
			i++
		}
	case cards.EvRowCard:
		t.say(text{"%s's row holds %s", "%s: в ряду %s"}.f(l, t.who(e.Seat), CardName(l, e.Card)))
	case cards.EvRum:
		t.say(text{"%s played a rum on %s: +1 step", "%s: ром — %s получает +1 шаг"}.f(l, t.who(e.Seat), t.who(e.Other)))
	case cards.EvFlag:
		if stop, ok := t.stopNext(i); ok && e.Cell == cards.NoCell {
			// the missing flag ends the plan: said once, with where
			t.say(text{"%[1]s played the %[2]s flag, but this island has none: the plan is over %[3]s", "%[1]s: сыгран флаг, но %[2]s флага на острове нет — план окончен %[3]s"}.f(l,
				t.who(e.Seat), flagColour(e.Card).in(l), stopWhere(l, stop)))
			return i + 2
		}
		t.say(flagText(l, e, t.who(e.Seat)))
	case cards.EvMove:
		t.say(moveText(l, e, t.who(e.Seat)))
	case cards.EvRough:
		if e.N == 1 {
			t.say(text{"%s crossed the rough ground at %s with Friday: 1 step", "%s: заросли на %s пройдены с Пятницей — 1 шаг"}.f(l, t.who(e.Seat), cell(e.Cell)))
		} else {
			t.say(text{"%s struggled through the rough ground at %s: %s", "%s: на %s пришлось продираться через заросли — %s"}.f(l, t.who(e.Seat), cell(e.Cell), steps(l, int(e.N))))
		}
	case cards.EvBandit:
		if e.N == 1 {
			t.say(text{"%s beat the bandit at %s with a weapon", "%s: бандит на %s побеждён оружием"}.f(l, t.who(e.Seat), cell(e.Cell)))
		} else if stop, ok := t.stopNext(i); ok && stop.Cell == e.Cell {
			// the bandit ends the plan: said once, with its steps
			t.say(text{"%s met the bandit at %s unarmed: the plan is over there (%s)", "%s: на %s бандит, а оружия нет — план окончен (%s)"}.f(l,
				t.who(e.Seat), cell(e.Cell), steps(l, int(stop.N))))
			return i + 2
		} else {
			t.say(text{"%s met the bandit at %s unarmed: the plan ends there", "%s: на %s бандит, а оружия нет — план окончен"}.f(l, t.who(e.Seat), cell(e.Cell)))
		}
	case cards.EvDouble:
		t.say(text{"%s played a double: the %s once more", "%s: дубль — %s ещё раз"}.f(l, t.who(e.Seat), CardName(l, e.Card)))
	case cards.EvDig:
		t.say(text{"%s digs for gold at %s (%s)", "%s копает клад на %s (%s)"}.f(l, t.who(e.Seat), cell(e.Cell), steps(l, int(e.N))))
	case cards.EvStop:
		t.say(stopText(l, e, t.who(e.Seat)))
	case cards.EvPaid:
		if e.N == 0 {
			t.say(text{"%s came too late to %s: no coin left", "%s: на %s монет уже не досталось"}.f(l, t.who(e.Seat), cell(e.Cell)))
		} else {
			t.say(text{"%s took %s at %s", "%s получает %s на %s"}.f(l, t.who(e.Seat), coinsAcc(l, int(e.N)), cell(e.Cell)))
		}
	case cards.EvReshuffle:
		t.say(text{"the discard (%s) was shuffled into a new deck", "сброс (%s) перемешан в новую колоду"}.f(l, cardsN(l, int(e.N))))
	case cards.EvDraw:
		return t.draws(i)
	case cards.EvFirst:
		t.say(text{"%s now holds the first-player token", "первый игрок теперь — %s"}.f(l, t.who(e.Seat)))
	case cards.EvGameOver:
		t.say(gameOverText(l, e, t.v, t.names))
	default:
		t.say(narrate.Pick(l, "something happened", "что-то произошло"))
	}
	return i + 1
}

// island tells the island shown: its name and, when the view has it, its
// place among the game's islands.
func (t *teller) island(e cards.Event) string {
	name := IslandName(t.l, e.N)
	if v := t.v; v != nil && v.IslandID == e.N && v.NumIsl > 0 {
		return text{"island %d of %d: “%s”", "остров %d из %d: «%s»"}.f(t.l, int(v.Round)+1, int(v.NumIsl), name)
	}
	return text{"the next island: “%s”", "следующий остров: «%s»"}.f(t.l, name)
}

// draws tells a run of draws by one seat, folding in the Tortuga visit
// they were bought with; it returns the index after them.
func (t *teller) draws(i int) int {
	l, seat := t.l, t.evs[i].Seat
	var got []cards.Card
	j := i
	for ; j < len(t.evs) && t.evs[j].Kind == cards.EvDraw && t.evs[j].Seat == seat; j++ {
		got = append(got, t.evs[j].Card)
	}
	known := got
	for _, c := range got {
		if c >= cards.NumKinds {
			known = nil
		}
	}
	if j < len(t.evs) && t.evs[j].Kind == cards.EvTortuga && t.evs[j].Seat == seat {
		t.say(tortugaText(l, t.evs[j], t.who(seat), known))
		return j + 1
	}
	s := text{"%s drew %s", "%s берёт %s"}.f(l, t.who(seat), cardsAcc(l, len(got)))
	if known != nil {
		s += ": " + cardList(l, known)
	}
	t.say(s)
	return j
}

// tortugaText tells a visit to Tortuga, with the cards bought when the
// viewer may know them.
func tortugaText(l narrate.Lang, e cards.Event, who string, got []cards.Card) string {
	s := text{"%s went to Tortuga: %s for %s", "%s отправляется на Тортугу: %s за %s"}.f(l, who,
		cardsN(l, int(e.M)), coinsAcc(l, int(e.N)))
	if int(e.M) < cards.TortugaCards(int(e.N)) {
		s += narrate.Pick(l, " (the deck ran dry)", " (колода иссякла)")
	}
	if len(got) > 0 {
		s += ": " + cardList(l, got)
	}
	return s
}

// stopNext is the end of the plan told right after the event at i, by
// the same seat: a plan a bandit or a missing flag ends is told as one
// sentence, not "the plan ends. … plan is over".
func (t *teller) stopNext(i int) (cards.Event, bool) {
	if i+1 < len(t.evs) && t.evs[i+1].Kind == cards.EvStop && t.evs[i+1].Seat == t.evs[i].Seat {
		return t.evs[i+1], true
	}
	return cards.Event{}, false
}

// stopWhere is where and after how many steps plan end e left the
// pirate: "at e2 (0 steps)", "на e2 (0 шагов)".
func stopWhere(l narrate.Lang, e cards.Event) string {
	if e.Cell == cards.NoCell {
		return "(" + steps(l, int(e.N)) + ")"
	}
	return text{"at %s (%s)", "на %s (%s)"}.f(l, cell(e.Cell), steps(l, int(e.N)))
}

// flagColour is the colour of flag card c, as "the … flag" reads it.
func flagColour(c cards.Card) text {
	if c == cards.FlagBlue {
		return text{"blue", "синего"}
	}
	return text{"red", "красного"}
}

// flagText tells a flag card resolved.
func flagText(l narrate.Lang, e cards.Event, who string) string {
	colour := flagColour(e.Card)
	if e.Cell == cards.NoCell {
		return text{"%[1]s played the %[2]s flag, but this island has none: the plan ends", "%[1]s: сыгран флаг, но %[2]s флага на острове нет — план окончен"}.f(l,
			who, colour.in(l))
	}
	return text{"%s landed on the %s flag at %s", "%s: высадка у %s флага на %s"}.f(l, who, colour.in(l), cell(e.Cell))
}

// moveText tells a move, made or not: a move not made led into the water
// or off the island (CARDGAME.md §3.4; the event says which).
func moveText(l narrate.Lang, e cards.Event, who string) string {
	card := CardName(l, e.Card)
	if e.Cell == cards.NoCell {
		where := text{"led into the water", "ведёт в воду"}
		if e.N == 1 {
			where = text{"led off the island", "ведёт за край острова"}
		}
		return text{"%s's %s (%s) %s: the pirate stayed at %s, a step all the same",
			"%s: %s (%s) %s — пират остался на %s, но шаг засчитан"}.f(l, who, card, DirName(l, e.Dir), where.in(l), cell(e.From))
	}
	if e.Card == cards.Horse {
		return text{"%s jumped from %s to %s (horse, %s)", "%s: прыжок конём с %s на %s (%s)"}.f(l, who, cell(e.From), cell(e.Cell), DirName(l, e.Dir))
	}
	return text{"%s went %s from %s to %s (%s)", "%s: ход %s с %s на %s (%s)"}.f(l, who, dirTo(l, e.Dir), cell(e.From), cell(e.Cell), card)
}

// stopText tells the end of a plan.
func stopText(l narrate.Lang, e cards.Event, who string) string {
	if e.Cell == cards.NoCell {
		return text{"%s's plan is over (%s)", "%s: план окончен (%s)"}.f(l, who, steps(l, int(e.N)))
	}
	return text{"%s's plan is over at %s (%s)", "%s: план окончен на %s (%s)"}.f(l, who, cell(e.Cell), steps(l, int(e.N)))
}
