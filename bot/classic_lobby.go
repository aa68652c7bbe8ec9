package bot

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// Classic Jackal's lobby modes.
const (
	modeAuto  = "auto"      // 2 players: two crews each; 3–4: one crew each
	modeDuel  = "duel"      // 2 players, white and black
	modeTeams = "teams"     // 4 players, 2 v 2
	modeTwo   = "two-crews" // 2 players, two crews each
	mode3     = "3"         // 3 players
	mode4     = "4"         // 4 players, each for themselves
)

// modeColours lists the colours a mode offers.
func modeColours(mode string) []engine.Crew {
	switch mode {
	case modeDuel:
		return []engine.Crew{engine.White, engine.Black}
	case mode3:
		return []engine.Crew{engine.White, engine.Yellow, engine.Red}
	}
	return []engine.Crew{engine.White, engine.Yellow, engine.Black, engine.Red}
}

// modeSeats is the number of players a mode takes: min and max.
func modeSeats(mode string) (int, int) {
	switch mode {
	case modeDuel, modeTwo:
		return 2, 2
	case mode3:
		return 3, 3
	case mode4, modeTeams:
		return 4, 4
	}
	return 2, 4
}

func modeText(lang, mode string) string {
	switch mode {
	case modeDuel:
		return tr(lang, txtModeDuel)
	case modeTeams:
		return tr(lang, txtModeTeams) + " — " + sidesText(lang, allianceSides)
	case modeTwo:
		return tr(lang, txtModeTwo) + " — " + sidesText(lang, allianceSides)
	case mode3:
		return tr(lang, txtModeN, 3)
	case mode4:
		return tr(lang, txtModeN, 4)
	}
	return tr(lang, txtModeAuto)
}

// allianceSides are the sides of a game of allied crews (engine's Teams
// and TwoCrewsEach): white and black against yellow and red.
var allianceSides = [][]engine.Crew{{engine.White, engine.Black}, {engine.Yellow, engine.Red}}

// sidesText names the sides of a game of allied crews, in lang: "white +
// black vs yellow + red", «белые + чёрные против жёлтых + красных».
func sidesText(lang string, sides [][]engine.Crew) string {
	l := nl(lang)
	names := make([]string, len(sides))
	for i, side := range sides {
		c := narrate.Nom
		if i > 0 {
			c = narrate.Gen // «против жёлтых»
		}
		crews := make([]string, len(side))
		for j, k := range side {
			crews[j] = narrate.CrewNameIn(l, k, c)
		}
		names[i] = strings.Join(crews, " + ")
	}
	if len(names) != 2 {
		return strings.Join(names, "; ")
	}
	return tr(lang, txtSides, names[0], names[1])
}

// sidesOf are the sides of st's crews in play when some are allied (a
// side is a crew and its allies, in turn order of their first), nil when
// every crew plays for itself.
func sidesOf(st *engine.State) [][]engine.Crew {
	var sides [][]engine.Crew
	allied := false
	seen := engine.CrewSet(0)
	for _, k := range st.Crews() {
		if seen.Has(k) {
			continue
		}
		var side []engine.Crew
		for _, m := range st.Crews() {
			if st.Rules.Allied[k].Has(m) {
				side = append(side, m)
				seen = seen.With(m)
			}
		}
		allied = allied || len(side) > 1
		sides = append(sides, side)
	}
	if !allied {
		return nil
	}
	return sides
}

func crewIn(k engine.Crew, list []engine.Crew) bool {
	for _, x := range list {
		if x == k {
			return true
		}
	}
	return false
}

// assignCrews seats the lobby's players on crews for the mode, honouring
// colour wishes first; it returns the crews in play, the variants and the
// seats (one per crew).
func assignCrews(setup storage.Setup) ([]string, []string, []storage.Seat, error) {
	mode := lobbyMode(&setup)
	players := setup.Seats
	n := len(players)
	if mode == modeAuto {
		switch n {
		case 2:
			mode = modeTwo
		case 3:
			mode = mode3
		default:
			mode = mode4
		}
	}
	variants := lobbyVariants(&setup)
	// groups are the crews one player takes.
	var groups [][]engine.Crew
	switch mode {
	case modeDuel:
		variants = append(variants, engine.VariantDuel)
		groups = [][]engine.Crew{{engine.White}, {engine.Black}}
	case modeTwo:
		variants = append(variants, engine.VariantTwoCrews)
		groups = [][]engine.Crew{{engine.White, engine.Black}, {engine.Yellow, engine.Red}}
	case mode3:
		groups = [][]engine.Crew{{engine.White}, {engine.Yellow}, {engine.Red}}
	case modeTeams:
		variants = append(variants, engine.VariantTeams)
		fallthrough
	default:
		groups = [][]engine.Crew{{engine.White}, {engine.Yellow}, {engine.Black}, {engine.Red}}
	}
	if n != len(groups) {
		return nil, nil, nil, fmt.Errorf("need %d players, have %d", len(groups), n)
	}
	owner := make([]int, len(groups))
	for i := range owner {
		owner[i] = -1
	}
	placed := make([]bool, n)
	for i, p := range players { // wishes first
		for gi, grp := range groups {
			if owner[gi] < 0 && p.Crew != "" && crewIn(mustCrew(p.Crew), grp) {
				owner[gi], placed[i] = i, true
				break
			}
		}
	}
	for i := range players {
		for gi := range groups {
			if !placed[i] && owner[gi] < 0 {
				owner[gi], placed[i] = i, true
			}
		}
	}
	var crews []string
	var seats []storage.Seat
	for _, k := range []engine.Crew{engine.White, engine.Yellow, engine.Black, engine.Red} {
		for gi, grp := range groups {
			if crewIn(k, grp) {
				s := players[owner[gi]]
				s.Crew = k.String()
				crews = append(crews, k.String())
				seats = append(seats, s)
			}
		}
	}
	return crews, variants, seats, nil
}

func mustCrew(s string) engine.Crew {
	k, err := engine.ParseCrew(s)
	if err != nil {
		return engine.NoCrew
	}
	return k
}

// seatingNotes tells the players whose colour, pressed in the lobby
// (wished), the game's seating (seated, as assignCrews dealt it) did not
// give them, and why: one line each, in lang. Seats that are no crews of
// Jackal's (another game's) are never told.
func seatingNotes(lang string, wished, seated []storage.Seat) []string {
	l := nl(lang)
	holder := map[engine.Crew]storage.Seat{}
	crewsOf := map[string][]engine.Crew{}
	var inPlay []string
	for _, s := range seated {
		k := mustCrew(s.Crew)
		if k == engine.NoCrew {
			return nil
		}
		holder[k] = s
		inPlay = append(inPlay, narrate.CrewName(l, k))
		if s.AI == "" {
			crewsOf[s.UserID] = append(crewsOf[s.UserID], k)
		}
	}
	names := func(ks []engine.Crew, c narrate.Case) string {
		out := make([]string, len(ks))
		for i, k := range ks {
			out[i] = narrate.CrewNameIn(l, k, c)
		}
		return narrate.JoinAnd(l, out)
	}
	var notes []string
	for _, w := range wished {
		k := mustCrew(w.Crew)
		if w.AI != "" || k == engine.NoCrew || len(crewsOf[w.UserID]) == 0 || crewIn(k, crewsOf[w.UserID]) {
			continue
		}
		who, got := seatName(lang, &w), names(crewsOf[w.UserID], narrate.Acc)
		h, ok := holder[k]
		if !ok {
			notes = append(notes, tr(lang, txtSeatNoColour, who, narrate.CrewNameIn(l, k, narrate.Gen), len(wished),
				narrate.JoinAnd(l, inPlay), got))
			continue
		}
		var mates []engine.Crew
		for _, m := range crewsOf[h.UserID] {
			if m != k {
				mates = append(mates, m)
			}
		}
		if h.AI != "" || len(mates) == 0 {
			continue // a colour pressed is never another's alone: the lobby refuses it
		}
		notes = append(notes, tr(lang, txtSeatPaired, who, narrate.CrewName(l, k), names(mates, narrate.Ins), seatName(lang, &h), got))
	}
	return notes
}
