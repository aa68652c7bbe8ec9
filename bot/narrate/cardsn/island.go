package cardsn

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// islandCodes are the terrains' codes on the text island: the island
// files' letters, gold written with a "$" so that it reads as coins, not
// as a row's number.
var islandCodes = [cards.NumTerrains]string{
	cards.Water: "~", cards.Land: ".", cards.Rough: "^", cards.Bandit: "X",
	cards.Gold1: "$1", cards.Gold2: "$2", cards.Gold3: "$3",
	cards.FlagWhite: "W", cards.FlagR: "R", cards.FlagB: "B",
}

// islandKey explains each code. It names no card (no friday, no weapon,
// and the landing flags are "landings", not the red or blue flag cards):
// the text may reach a group in a picture's place, and a group's text
// names no card a hand may hold.
var islandKey = [cards.NumTerrains]text{
	cards.FlagWhite: {"W the white landing (every pirate lands here)", "W белая точка высадки (здесь высаживается каждый пират)"},
	cards.FlagR:     {"R the red landing", "R красная точка высадки"},
	cards.FlagB:     {"B the blue landing", "B синяя точка высадки"},
	cards.Land:      {". land", ". суша"},
	cards.Rough:     {"^ rough ground (2 steps)", "^ заросли (2 шага)"},
	cards.Bandit:    {"X bandits", "X бандиты"},
	cards.Gold1:     {"$1 $2 $3 gold", "$1 $2 $3 золото"},
	cards.Water:     {"~ water", "~ вода"},
}

// keyOrder is the order of the key: the flags, the ground, the gold, the
// water.
var keyOrder = [...]cards.Terrain{cards.FlagWhite, cards.FlagR, cards.FlagB, cards.Land, cards.Rough,
	cards.Bandit, cards.Gold1, cards.Water}

// Island draws the view's island card as plain text, for terminals and as
// a picture's alt text: its grid (north on top, the columns a–e and the
// rows 1–5 named on its sides, three characters a cell), each pirate on
// the card where it stands ("@1" for the first seat's, "@+" for several),
// a line naming the pirates and their cells, and the key to the codes the
// card uses. It is "" for no view.
func Island(l narrate.Lang, v *cards.View, names ...string) string {
	if v == nil || v.Island.W == 0 || v.Island.H == 0 {
		return ""
	}
	is := &v.Island
	w, h := min(int(is.W), cards.MaxSide), min(int(is.H), cards.MaxSide)
	var pirate [cards.MaxSide * cards.MaxSide]string // a cell's pirate code, "" for none
	var pirates []string                             // the line naming them
	for p := range min(v.Seats, cards.MaxSeats) {
		if c := v.Pos[p]; c != cards.NoCell {
			if x, y := c.XY(); x < w && y < h {
				if pirate[c] == "" {
					pirate[c] = fmt.Sprintf("@%d", p+1)
				} else {
					pirate[c] = "@+" // several share the cell
				}
				pirates = append(pirates, fmt.Sprintf("@%d %s (%s)", p+1, SeatLabel(l, p, names...), c))
			}
		}
	}
	var b strings.Builder
	cols := "    "
	for x := range w {
		cols += fmt.Sprintf("%-3c", 'a'+x)
	}
	cols = strings.TrimRight(cols, " ")
	b.WriteString(cols + "\n")
	var used [cards.NumTerrains]bool
	for y := h - 1; y >= 0; y-- {
		fmt.Fprintf(&b, "%2d  ", y+1)
		for x := range w {
			c := cards.CellAt(x, y)
			t := is.At(c)
			code := "?"
			if t < cards.NumTerrains {
				code = islandCodes[t]
				used[t] = true
				if t.Gold() > 0 {
					used[cards.Gold1] = true
				}
			}
			if pirate[c] != "" {
				code = pirate[c]
			}
			fmt.Fprintf(&b, "%-3s", code)
		}
		fmt.Fprintf(&b, "%d\n", y+1)
	}
	b.WriteString(cols + "\n")
	if len(pirates) > 0 {
		b.WriteString(text{"Pirates: %s.\n", "Пираты: %s.\n"}.f(l, strings.Join(pirates, ", ")))
	}
	var key []string
	for _, t := range keyOrder {
		if used[t] {
			key = append(key, islandKey[t].in(l))
		}
	}
	b.WriteString(text{"Key: %s.", "Обозначения: %s."}.f(l, strings.Join(key, "; ")))
	return b.String()
}
