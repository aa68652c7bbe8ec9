package archi

import (
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// revealed tells a permanent revealed, with what it does: at once for a
// storm or a kraken, else a short reminder.
func (t *teller) revealed(i int) int {
	l, e := t.l, t.evs[i]
	who, at := t.who(e.Seat), onIsland(l, e.Island)
	j := i + 1
	switch {
	case e.Card == ar.Storm && j < len(t.evs) && t.evs[j].Kind == ar.EvStorm:
		t.say(text{"%s revealed a storm %s, which blew %s on to island %d",
			"%s открыли шторм %s, и он сдул %s на остров %d"}.f(l, who, at,
			piratesAcc(l, int(t.evs[j].N), -1), int(next(e.Island))+1))
		return j + 1
	case e.Card == ar.Kraken:
		n, k := t.injuries(j, 2)
		if n[0]+n[1] > 0 {
			t.say(text{"%s revealed a kraken %s, which seized %s",
				"%s открыли кракена %s, и он ранил %s"}.f(l, who, at, hurt(l, n)))
			return k
		}
	}
	rem := Reminder(l, e.Card)
	if rem == "" {
		t.say(text{"%s revealed %s %s", "%s открыли %s %s"}.f(l, who, cardObj(l, e.Card), at))
		return j
	}
	t.say(text{"%s revealed %s %s: %s", "%s открыли %s %s: %s"}.f(l, who, cardObj(l, e.Card), at, rem))
	return j
}
