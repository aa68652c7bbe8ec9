package archi

import (
	"fmt"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// sowing is one take and its sowing as the events tell it.
type sowing struct {
	seat, from uint8
	n          int
	skipped    []uint8     // islands skipped with rums, in order
	rums       [2]int      // rum cards spent: plain rums, rum chests
	doubled    bool        // Piet Hein's doubling paid a skip
	dest       []uint8     // islands sown, in order
	cols       []ar.Colour // the colour of each pirate sown
	whirl      []uint8     // whirlpools that carried a pirate, in order
	whirlN     []int       // how many each carried
	dir        ar.Dir
}

// readSowing reads the take at i (EvTaken), then the rums spent, the
// whirlpools and the pirates sown, as they come; it returns the sowing and
// the index after it. The first of them names the island next to the
// start in the sowing's direction.
func readSowing(evs []ar.Event, i int) (sowing, int) {
	e := evs[i]
	s := sowing{seat: e.Seat, from: e.Island, n: int(e.N), dir: ar.CW}
	first := i + 1
	for i = first; i < len(evs); i++ {
		e := evs[i]
		switch e.Kind {
		case ar.EvRumSpent:
			s.skipped = append(s.skipped, e.Island)
			switch {
			case e.N == 1:
				s.doubled = true
			case e.Card == ar.RumChest:
				s.rums[1]++
			default:
				s.rums[0]++
			}
		case ar.EvWhirlpool:
			s.addWhirl(e.Island)
		case ar.EvSown:
			s.dest = append(s.dest, e.Island)
			s.cols = append(s.cols, e.Colour)
		default:
			return s, i
		}
		if i == first && e.Island != next(s.from) {
			s.dir = ar.CCW
		}
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

// rumThanks is the rum cards spent (plain rums, rum chests) as they read
// after "with" or «благодаря»: "a rum", "2 rums and a rum chest", «рому»,
// «2 ромам и сундуку рома»; doubled adds Piet Hein's doubling.
func rumThanks(l narrate.Lang, n [2]int, doubled bool) string {
	var items []string
	for k, names := range [2][4]string{{"a rum", "%d rums", "рому", "%d ромам"},
		{"a rum chest", "%d rum chests", "сундуку рома", "%d сундукам рома"}} {
		switch {
		case n[k] == 1:
			items = append(items, narrate.Pick(l, names[0], names[2]))
		case n[k] > 1:
			items = append(items, fmt.Sprintf(narrate.Pick(l, names[1], names[3]), n[k]))
		}
	}
	out := narrate.JoinAnd(l, items)
	if doubled {
		out += narrate.Pick(l, " (Piet Hein's doubling)", " (удвоение Пита Хейна)")
	}
	return out
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
	if len(s.skipped) > 0 {
		f := text{", skipping island %s with %s", ", пропустив остров %s благодаря %s"}
		if len(s.skipped) > 1 {
			f = text{", skipping islands %s with %s", ", пропустив острова %s благодаря %s"}
		}
		out += f.f(l, islandList(l, s.skipped), rumThanks(l, s.rums, s.doubled))
	}
	for k, w := range s.whirl {
		out += text{"; the whirlpool on island %d carried %s on", "; водоворот на острове %d унёс дальше %s"}.f(l,
			int(w)+1, piratesAcc(l, s.whirlN[k], -1))
	}
	return out
}
