package archi

import (
	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// activated tells an equipment card resolved where the last pirate landed,
// with the injuries a sabre or a bomb caused.
func (t *teller) activated(i int) int {
	l, e := t.l, t.evs[i]
	who, at := t.who(e.Seat), onIsland(l, e.Island)
	harbor := t.v != nil && e.Island < ar.NumIslands && t.v.Perm[e.Island] == ar.Harbor
	switch e.Card {
	case ar.Sabre, ar.Bomb:
		n, j := t.injuries(i+1, -1)
		s := text{"%s drew a sabre %s", "%s вытянули саблю %s"}
		if e.Card == ar.Bomb {
			s = text{"%s set off a bomb %s", "%s взорвали бомбу %s"}
		}
		out := s.f(l, who, at)
		switch {
		case n[0]+n[1] > 0:
			out += text{" and injured %s", " и ранили %s"}.f(l, hurt(l, n))
		case harbor:
			out += narrate.Pick(l, ", but the harbor there keeps everyone safe", ", но гавань защитила всех")
		case e.Card == ar.Sabre:
			out += narrate.Pick(l, ", but there was no enemy to strike", ", но рубить было некого")
		default:
			out += narrate.Pick(l, ", but nobody else was there", ", но больше там никого не было")
		}
		t.say(out)
		return j
	case ar.Compass:
		out := text{"%s found a compass %s", "%s нашли компас %s"}.f(l, who, at)
		if !t.turnGoesOn(i + 1) {
			out += narrate.Pick(l, ", a third one this turn: kept, but it changes nothing",
				", уже третий за ход: он остаётся в запасе, но ничего не даёт")
		}
		t.say(out)
	case ar.Aid:
		out := text{"%s found an aid card %s", "%s нашли аптечку %s"}.f(l, who, at)
		switch {
		case t.later(i+1, ar.EvAided):
		case t.v != nil && t.v.Pend == ar.PendAid:
			out += narrate.Pick(l, " and may put an injured pirate back on any island",
				" и могут вернуть раненого пирата на любой остров")
		case t.v != nil:
			out += narrate.Pick(l, ", but had nobody injured to help", ", но раненых у них нет")
		}
		t.say(out)
	case ar.Rum:
		t.say(text{"%s found a rum %s and kept it to skip an island later",
			"%s нашли ром %s и припрятали его, чтобы потом пропустить остров"}.f(l, who, at))
	default:
		t.say(text{"%s took %s %s", "%s взяли %s %s"}.f(l, who, cardObj(l, e.Card), at))
	}
	return i + 1
}

// turnGoesOn reports whether, after a compass, the events from i on give
// another turn or end the game (else the compass was a third one).
func (t *teller) turnGoesOn(i int) bool {
	for ; i < len(t.evs) && t.evs[i].Kind != ar.EvTaken; i++ {
		if k := t.evs[i].Kind; k == ar.EvExtraTurn || k == ar.EvGameOver {
			return true
		}
	}
	return false
}

// later reports whether an event of kind k comes from i on, before the next
// take.
func (t *teller) later(i int, k ar.EventKind) bool {
	for ; i < len(t.evs) && t.evs[i].Kind != ar.EvTaken; i++ {
		if t.evs[i].Kind == k {
			return true
		}
	}
	return false
}

// chestText tells a chest claimed: its contents to the claiming team, face
// down to everyone else (the event comes through EventFor).
func chestText(l narrate.Lang, e ar.Event, who string) string {
	at := onIsland(l, e.Island)
	switch e.Card {
	case ar.Gold:
		return text{"%s claimed a chest %s: a gold chest!", "%s забрали сундук %s: это сундук золота!"}.f(l, who, at)
	case ar.RumChest:
		return text{"%s claimed a chest %s: a rum chest, as good as a rum card",
			"%s забрали сундук %s: это сундук рома, он годится вместо карты рома"}.f(l, who, at)
	}
	return text{"%s claimed a chest %s, face down: nobody else knows what is inside",
		"%s забрали сундук %s, не открывая: что внутри, знают только они"}.f(l, who, at)
}

// tavernText tells a card drawn thanks to a tavern (a chest through
// EventFor: face down to other teams).
func tavernText(l narrate.Lang, e ar.Event, who string) string {
	what, kept := cardObj(l, e.Card), ""
	switch {
	case e.Card == ar.Chest:
		what = narrate.Pick(l, "a face-down chest", "закрытый сундук")
	case e.Card.IsEquipment():
		kept = narrate.Pick(l, ", kept without its effect", " — в запас, без действия")
	}
	return text{"thanks to the tavern, %s also drew %s from island %d%s",
		"благодаря таверне %s взяли ещё и %s с острова %d%s"}.f(l, who, what, int(e.Island)+1, kept)
}
