package archi

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// teller tells a list of events, one sentence at a time.
type teller struct {
	l     narrate.Lang
	v     *ar.View // the view after the events; may be nil
	seats uint8
	evs   []ar.Event
	out   []string
}

// Events tells one move's events as the view's seat saw them (v is the
// view after the move, nil for a spectator who knows nothing else): short
// sentences in the past tense, a whole sowing in one, such as "Red took 3
// pirates from island 2 and sowed them clockwise to islands 3, 4 and 5.".
// Each event first goes through archipirata.EventFor for v.Seat, so a chest
// another team claimed is told face down. It is "" for no events.
func Events(l narrate.Lang, evs []ar.Event, v *ar.View) string {
	seat, seats := ar.Spectator, uint8(2)
	if v != nil {
		seat, seats = v.Seat, v.Seats
	}
	t := teller{l: l, v: v, seats: seats, evs: make([]ar.Event, len(evs))}
	for i, e := range evs {
		t.evs[i] = ar.EventFor(e, seat)
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

// who names the seat that acted, the same way in every sentence, as the
// lobby, the status and the prompt name it (seatName): "Red 2 took…. Red 2
// drew…". In the team game "Red" alone is the name of Red's first player,
// so a later sentence that dropped the number would tell the second
// player's move (a compass's extra turn) as the first player's.
func (t *teller) who(seat uint8) string { return t.whoIn(seat, narrate.Nom) }

// event tells the event at i and those it sums up with it, and returns the
// index of the next event to tell.
func (t *teller) event(i int) int {
	l, e := t.l, t.evs[i]
	switch e.Kind {
	case ar.EvTaken:
		return t.sowing(i)
	case ar.EvActivated:
		return t.activated(i)
	case ar.EvRevealed:
		return t.revealed(i)
	case ar.EvCombat:
		return t.combat(i)
	case ar.EvInjured:
		return t.injured(i)
	case ar.EvCaptain:
		t.say(captainText(l, e, t.v, t.who(e.Seat)))
	case ar.EvChest:
		t.say(chestText(l, e, t.who(e.Seat)))
	case ar.EvTavern:
		t.say(tavernText(l, e, t.who(e.Seat)))
	case ar.EvStorm:
		t.say(text{"the storm %s blew %s on to island %d", "шторм %s сдул %s на остров %d"}.f(l,
			onIsland(l, e.Island), piratesAcc(l, int(e.N), -1), int(next(e.Island))+1))
	case ar.EvRumSpent:
		t.say(text{"%s skipped %s with %s", "%s пропустили %s, потратив %s"}.f(l, t.who(e.Seat), island(l, e.Island), cardObj(l, e.Card)))
	case ar.EvSown:
		t.say(text{"%s landed %s", "%s высадился %s"}.f(l, piratesNom(l, 1, int(e.Colour)), onIsland(l, e.Island)))
	case ar.EvWhirlpool:
		t.say(text{"the whirlpool %s carried a pirate one island further", "водоворот %s унёс пирата на остров дальше"}.f(l, onIsland(l, e.Island)))
	case ar.EvAided:
		t.say(text{"%s put an injured pirate back on island %d", "%s вернули раненого пирата на остров %d"}.f(l, t.who(e.Seat), int(e.Island)+1))
	case ar.EvLooked:
		t.say(t.lookedText(e))
	case ar.EvExtraTurn:
		t.say(text{"no combat: the compass gave %s another turn", "боя нет: компас дал %s ещё один ход"}.f(l,
			t.whoIn(e.Seat, narrate.Dat)))
	case ar.EvGameOver:
		t.say(gameOverText(l, e, t.v))
	default:
		t.say(text{"something happened %s", "что-то произошло %s"}.f(l, onIsland(l, e.Island)))
	}
	return i + 1
}

// whoIn is who in case k (Russian): «компас дал красным 2 ещё один ход».
func (t *teller) whoIn(seat uint8, k narrate.Case) string { return seatIn(t.l, t.seats, seat, k) }

// next is the island after i clockwise.
func next(i uint8) uint8 { return (i + 1) % ar.NumIslands }

// injuries counts the injured pirates of the events from i on that are
// EvInjured, at most limit of them (limit < 0: all in a row), by colour;
// it returns the counts and the index after them.
func (t *teller) injuries(i, limit int) ([2]int, int) {
	var n [2]int
	for ; i < len(t.evs) && t.evs[i].Kind == ar.EvInjured && limit != 0; i++ {
		n[t.evs[i].Colour&1]++
		limit--
	}
	return n, i
}

// hurt names the injured pirates by colour as an object: "a red pirate
// and 2 white pirates", "" for none.
func hurt(l narrate.Lang, n [2]int) string {
	var items []string
	for c := range 2 {
		switch {
		case n[c] == 1 && l == narrate.RU:
			items = append(items, colour(l, c, adjAcc)+" пирата")
		case n[c] > 0:
			items = append(items, piratesAcc(l, n[c], c))
		}
	}
	return narrate.JoinAnd(l, items)
}

// injured tells pirates injured with no other event to tell them with (a
// captain's injury): one sentence per island and colour in a row.
func (t *teller) injured(i int) int {
	e := t.evs[i]
	n := 0
	for ; i < len(t.evs) && t.evs[i].Kind == ar.EvInjured && t.evs[i].Island == e.Island && t.evs[i].Colour == e.Colour; i++ {
		n++
	}
	sent := narrate.Pick(t.l, "flown", "отправлен")
	if t.l == narrate.RU && n > 1 {
		sent = "отправлены"
	}
	t.say(text{"%s %s %s and %s to the airship", "%s %s %s и %s на дирижабль"}.f(t.l,
		piratesNom(t.l, n, int(e.Colour)), onIsland(t.l, e.Island), injuredVerb(t.l, n), sent))
	return i
}

// combat tells a combat and the injuries it caused.
func (t *teller) combat(i int) int {
	l, e := t.l, t.evs[i]
	n, j := t.injuries(i+1, int(e.N))
	lose := 1 - int(e.Colour&1)
	k := n[lose]
	if k == 0 {
		k = int(e.N)
	}
	t.say(text{"combat %s: %s outnumbered %s, and %s %s", "бой %s: %s задавили числом %s — %[5]s %[4]s"}.f(l,
		onIsland(l, e.Island), teamIn(l, uint8(e.Colour&1), narrate.Nom), teamIn(l, uint8(lose), narrate.Acc),
		piratesNom(l, k, lose), injuredVerb(l, k)))
	return j
}

// lookedText tells a look at a pile; the seat that looked hears what it
// saw, while the view still shows the pile as it was then (a card taken
// since, by a reply told in the same events, leaves the private message
// to tell it).
func (t *teller) lookedText(e ar.Event) string {
	l := t.l
	s := text{"%s looked at the pile %s", "%s посмотрели стопку %s"}.f(l, t.who(e.Seat), onIsland(l, e.Island))
	v := t.v
	if v == nil || v.Seat != e.Seat || e.Island >= ar.NumIslands || v.Top[e.Island] != e.N {
		return s
	}
	var seen []string
	for k := int(v.Top[e.Island]) + 1; k < ar.PileSize; k++ {
		if c := v.Pile[e.Island][k]; c != ar.NoCard && c != ar.Hidden {
			seen = append(seen, CardName(l, c))
		}
	}
	if len(seen) == 0 {
		return s
	}
	return s + ": " + strings.Join(seen, ", ")
}
