package archi

import (
	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// sowing is one take and its sowing as the events tell it.
type sowing struct {
	seat, from uint8
	n          int
	rum        ar.Card // the rum spent, NoCard for none
	skipped    uint8
	dest       []uint8     // islands sown, in order
	cols       []ar.Colour // the colour of each pirate sown
	whirl      []uint8     // whirlpools that carried a pirate, in order
	whirlN     []int       // how many each carried
	dir        ar.Dir
}

// readSowing reads the take at i (EvTaken), the rum spent, the whirlpools
// and the pirates sown; it returns the sowing and the index after it.
func readSowing(evs []ar.Event, i int) (sowing, int) {
	e := evs[i]
	s := sowing{seat: e.Seat, from: e.Island, n: int(e.N), dir: ar.CW}
	i++
	if i < len(evs) && evs[i].Kind == ar.EvRumSpent {
		s.rum, s.skipped = evs[i].Card, evs[i].Island
		i++
	}
	dirKnown := false
	prevWhirl := -1
	for ; i < len(evs); i++ {
		e := evs[i]
		if e.Kind == ar.EvWhirlpool {
			prevWhirl = int(e.Island)
			s.addWhirl(e.Island)
			continue
		}
		if e.Kind != ar.EvSown {
			break
		}
		if !dirKnown {
			// A whirlpool event names the island just before the pirate
			// lands; else the first pirate lands at most 3 islands away
			// (a rum skip, doubled by Piet Hein).
			switch {
			case prevWhirl >= 0:
				if uint8(prevWhirl+1)%ar.NumIslands != e.Island {
					s.dir = ar.CCW
				}
			case (e.Island+ar.NumIslands-s.from)%ar.NumIslands > 3:
				s.dir = ar.CCW
			}
			dirKnown = true
		}
		prevWhirl = -1
		s.dest = append(s.dest, e.Island)
		s.cols = append(s.cols, e.Colour)
	}
	return s, i
}

// addWhirl counts a pirate carried past whirlpool w.
func (s *sowing) addWhirl(w uint8) {
	for k, x := range s.whirl {
		if x == w {
			s.whirlN[k]++
			return
		}
	}
	s.whirl = append(s.whirl, w)
	s.whirlN = append(s.whirlN, 1)
}

// colour is the colour of every pirate sown, -1 when they are mixed.
func (s *sowing) colour() int {
	if len(s.cols) == 0 {
		return -1
	}
	for _, c := range s.cols {
		if c != s.cols[0] {
			return -1
		}
	}
	return int(s.cols[0])
}

// dirName names a sowing direction.
func dirName(l narrate.Lang, d ar.Dir) string {
	if d == ar.CCW {
		return narrate.Pick(l, "anticlockwise", "против часовой стрелки")
	}
	return narrate.Pick(l, "clockwise", "по часовой стрелке")
}

// rumThanks is the rum spent as it reads after "with" or «благодаря».
func rumThanks(l narrate.Lang, c ar.Card) string {
	if c == ar.RumChest {
		return narrate.Pick(l, "a rum chest", "сундуку рома")
	}
	return narrate.Pick(l, "a rum", "рому")
}

// sowing tells a take and its sowing in one sentence: "Red took 3 pirates
// from island 2 and sowed them clockwise to islands 3, 4 and 5".
func (t *teller) sowing(i int) int {
	s, j := readSowing(t.evs, i)
	t.say(sowText(t.l, &s, t.who(s.seat)))
	return j
}

// sowText is the sentence of a sowing, who being the mover's name.
func sowText(l narrate.Lang, s *sowing, who string) string {
	c := s.colour()
	took := text{"%s took %s from island %d", "%s взяли %s с острова %d"}.f(l, who, piratesAcc(l, s.n, c), int(s.from)+1)
	dir := dirName(l, s.dir)
	var sown string
	switch {
	case len(s.dest) == 0:
		sown = ""
	case c < 0:
		items := make([]string, len(s.dest))
		for k, d := range s.dest {
			items[k] = text{"%s on %d", "%s на %d"}.f(l, colour(l, int(s.cols[k]), adjAcc), int(d)+1)
		}
		sown = text{" and sowed them %s: %s", " и разложили их %s: %s"}.f(l, dir, narrate.JoinAnd(l, items))
	case len(s.dest) == 1:
		sown = text{" and sowed it %s to island %d", " и переставили его %s на остров %d"}.f(l, dir, int(s.dest[0])+1)
	default:
		sown = text{" and sowed them %s to islands %s", " и разложили их %s на острова %s"}.f(l, dir, islandList(l, s.dest))
	}
	out := took + sown
	if s.rum != ar.NoCard {
		out += text{", skipping island %d with %s", ", пропустив остров %d благодаря %s"}.f(l, int(s.skipped)+1, rumThanks(l, s.rum))
	}
	for k, w := range s.whirl {
		out += text{"; the whirlpool on island %d carried %s on", "; водоворот на острове %d унёс дальше %s"}.f(l,
			int(w)+1, piratesAcc(l, s.whirlN[k], -1))
	}
	return out
}
