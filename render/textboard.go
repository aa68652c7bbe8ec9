package render

import (
	"fmt"
	"sort"
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// kindCodes are the two-letter codes of the tile kinds on the text board.
// No code reads like a pirate (W1, Y2, B3, R1…).
var kindCodes = [engine.NumKinds]string{
	engine.Hidden: "#", engine.Empty: ".",
	engine.Arrow1: "A1", engine.Arrow1D: "D1", engine.Arrow2: "A2", engine.Arrow2D: "D2",
	engine.Arrow3: "A3", engine.Arrow4: "A4", engine.Arrow4D: "D4", engine.Horse: "Ho",
	engine.Forest: "Fo", engine.Desert: "De", engine.Swamp: "Sw", engine.Mountains: "Mo",
	engine.Ice: "Ic", engine.Trap: "Tr", engine.Ogre: "Og", engine.Fort: "Ft", engine.NativeFort: "NF",
	engine.Coin1: "C1", engine.Coin2: "C2", engine.Coin3: "C3", engine.Coin4: "C4", engine.Coin5: "C5",
	engine.Galleon: "Ga", engine.Plane: "Pl", engine.Smoke: "Sm", engine.Balloon: "Ba",
	engine.Cannon: "Ca", engine.Lighthouse: "Lh", engine.Crocodile: "Cr", engine.BenGunn: "BG",
	engine.Friday: "Fr", engine.Missionary: "Mi", engine.Rum: "Ru", engine.Bottle1: "+1",
	engine.Bottle2: "+2", engine.Bottle3: "+3", engine.Cave: "Cv", engine.Earthquake: "Eq",
	engine.Caramba: "!!", engine.Thicket: "Th",
	engine.Bank: "Bk", engine.Musket: "Mu", engine.Crossroads: "Xr", engine.Trampoline: "Tp",
	engine.BearDen: "Be", engine.Spyglass: "Sg",
}

// kindName is kind k's name on v's board: Archipelago's tile id on a sea
// board ("pit", "jungle", "airplane"), as its narration and rules name
// them, else classic's ("trap", "thicket", "plane").
func kindName(v *engine.View, k engine.Kind) string {
	if v.Board.Boats() {
		if id := k.ArchipelagoID(); id != "" {
			return id
		}
	}
	return k.String()
}

// kindCode is the text board's code of kind k.
func kindCode(k engine.Kind) string {
	if k < engine.NumKinds {
		return kindCodes[k]
	}
	return "?"
}

// TextBoard writes v as plain text, usable as a picture's alt text or in a
// terminal: a header, the board's ranks (classic's 13; north on top) with
// three characters a cell, and a legend: the gold, every piece and where it is, the arrows'
// and cannons' directions, what this crew's lighthouse showed, a pending
// choice, and the key to the codes.
//
// A cell shows, first found: a piece ("W1"; Ben Gunn "Bn", Friday "Fd", the
// missionary "Ms"; "W+" when several share it, the first a white one), a
// ship or boat ("W="), the bear ("Br"), gold ("$2" coins, "$T" the treasure), the tile's code, "#"
// face down ("#*" when this crew's lighthouse showed it; "#b", "#f", "#m"
// with a beach, forest or mountains back on boards whose tiles have
// backs), "~" sea, blank out of play.
func TextBoard(v *engine.View) string {
	if v == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(textHeader(v))
	b.WriteString("\n")
	used := map[string]bool{}
	b.WriteString(textGrid(v, used))
	b.WriteString(textGold(v))
	b.WriteString(textPieces(v))
	b.WriteString(textPointers(v))
	b.WriteString(textSeen(v))
	b.WriteString(textChoice(v))
	b.WriteString(textKey(v, used))
	return b.String()
}

// TextGrid is the island of TextBoard without its words: the cells in the
// codes of TextBoard between the files and ranks, for a front end that
// tells the rest in its players' language. It also returns the codes the
// grid shows (TextCodes explains them).
func TextGrid(v *engine.View) (string, []string) {
	if v == nil {
		return "", nil
	}
	used := map[string]bool{}
	grid := textGrid(v, used)
	codes := make([]string, 0, len(used))
	for c := range used {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	return grid, codes
}

// TileCode is the code of a tile kind on the text board ("Og").
func TileCode(k engine.Kind) string { return kindCode(k) }

// textGrid draws the cells, recording the codes it used.
func textGrid(v *engine.View, used map[string]bool) string {
	var b strings.Builder
	nf, nr := gridOf(&v.Board)
	files := "    "
	for f := 0; f < nf; f++ {
		files += fmt.Sprintf("%3c", 'a'+f)
	}
	b.WriteString(files + "\n")
	for r := nr - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%3d ", r+1)
		for f := 0; f < nf; f++ {
			s := cellText(v, engine.CellAt(f, r), used)
			fmt.Fprintf(&b, "%3s", s)
		}
		fmt.Fprintf(&b, "  %d\n", r+1)
	}
	b.WriteString(files + "\n")
	return b.String()
}

// textHeader is whose view it is and the turn line.
func textHeader(v *engine.View) string {
	who := "Spectator's view"
	switch {
	case v.Solo.On && v.Crew < engine.NumCrews:
		who = "Puzzle" // one player's three crews
	case v.Crew < engine.NumCrews:
		who = english.crewTitle(v.Crew) + "'s view"
	}
	return who + ". " + turnLine(english, v) + "."
}

// pieceCodes are the two-character codes of the pieces on the text board.
var pieceCodes = [engine.NumPieces]string{"W1", "W2", "W3", "Y1", "Y2", "Y3", "B1", "B2", "B3", "R1", "R2", "R3", "Bn", "Fd", "Ms"}

// cellText is the content of cell c, at most two characters, noting in used
// the codes it shows.
func cellText(v *engine.View, c engine.Cell, used map[string]bool) string {
	if k := v.ShipAt(c); k != engine.NoCrew {
		if v.Board.Boats() {
			used["boat"] = true
		} else {
			used["ship"] = true
		}
		return strings.ToUpper(k.String()[:1]) + "="
	}
	if v.Bear.Awake && v.Bear.At == c && len(v.PiecesAt(c)) == 0 {
		used["Br"] = true
		return "Br"
	}
	if ps := v.PiecesAt(c); len(ps) > 0 {
		if len(ps) > 1 {
			used["+"] = true
			return pieceCodes[ps[0]][:1] + "+"
		}
		used[pieceCodes[ps[0]]] = true
		return pieceCodes[ps[0]]
	}
	if !v.Board.InPlay(c) {
		return ""
	}
	if !v.Board.IsIsland(c) {
		used["~"] = true
		return "~"
	}
	if v.Treasure[c] > 0 {
		used["$"] = true
		return "$T"
	}
	if n := v.Coins[c]; n > 0 {
		used["$"] = true
		if n > 9 {
			return "$+"
		}
		return fmt.Sprintf("$%d", n)
	}
	t := v.Tiles[c]
	switch {
	case t.Open:
		used[kindCode(t.Kind)] = true
		return kindCode(t.Kind)
	case t.Known && t.Kind != engine.Hidden:
		used["#*"] = true
		return "#*"
	}
	if back := v.Board.Back(c); back != engine.NoBack {
		code := "#" + back.String()[:1] // #b, #f, #m: the back a face-down tile shows
		used[code] = true
		return code
	}
	used["#"] = true
	return "#"
}

// countEN is n with the English noun that agrees with it: "1 bottle",
// "2 bottles" (the text board is English only).
func countEN(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// textGold lists the crews' gold and bottles and the gold on the island.
func textGold(v *engine.View) string {
	var parts []string
	for _, c := range v.Crews {
		s := fmt.Sprintf("%s %d", c, v.Scores[c])
		if v.Bottles[c] > 0 {
			s += " (" + countEN(v.Bottles[c], "bottle", "bottles") + ")"
		}
		parts = append(parts, s)
	}
	s := "Gold banked: " + strings.Join(parts, ", ") + fmt.Sprintf(". Left on the island: %d", v.GoldLeft)
	if v.Solo.On {
		s = "On the bank: " + soloBanked(v) + fmt.Sprintf(". Left on the island: %d", v.GoldLeft)
	}
	if v.GoldLost > 0 {
		s += fmt.Sprintf("; lost: %d", v.GoldLost)
	}
	s += ".\n"
	var spots []string
	for c := engine.Cell(0); c < engine.NumCells; c++ {
		if v.Coins[c] > 0 {
			spots = append(spots, fmt.Sprintf("%s %d", c, v.Coins[c]))
		}
	}
	for c := engine.Cell(0); c < engine.NumCells; c++ {
		if v.Treasure[c] > 0 {
			spots = append(spots, c.String()+" treasure")
		}
	}
	if len(spots) > 0 {
		s += "Gold lying: " + strings.Join(spots, ", ") + ".\n"
	}
	if v.SmokeLeft > 0 {
		s += "Smoke: " + countEN(v.SmokeLeft, "more turn", "more turns") + " played by the next crew.\n"
	}
	return s
}

// pieceText says where piece p is and in what state.
func pieceText(v *engine.View, p engine.PieceID) string {
	pc := v.Pieces[p]
	if pc.Status != engine.Alive {
		return p.String() + " " + pc.Status.String()
	}
	s := p.String() + " "
	if !pc.At.Valid() {
		// Archipelago's setup: aboard a boat not yet in the water
		return s + "aboard, the boat not yet placed"
	}
	t := v.Tiles[pc.At]
	switch {
	case v.ShipAt(pc.At) != engine.NoCrew:
		s += "aboard at " + pc.At.String()
	case !v.Board.IsIsland(pc.At):
		s += "swimming at " + pc.At.String()
	default:
		s += pc.At.String()
		if t.Open {
			s += " " + kindName(v, t.Kind)
			if pc.Step > 0 {
				s += fmt.Sprintf(" step %d", pc.Step)
			}
		}
	}
	var notes []string
	if pc.IsHeld() {
		notes = append(notes, "held")
	}
	if pc.IsLost() {
		notes = append(notes, "lost")
	}
	if pc.IsDrunk() {
		notes = append(notes, "drunk")
	}
	if v.Dragger == p && v.DragGold != engine.DragNone {
		notes = append(notes, "dragging gold")
	}
	if len(notes) > 0 {
		s += " (" + strings.Join(notes, ", ") + ")"
	}
	return s
}

// textPieces lists every piece in the game, crew by crew.
func textPieces(v *engine.View) string {
	var b strings.Builder
	byCrew := map[engine.Crew][]string{}
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		if v.Pieces[p].Status == engine.Absent {
			continue
		}
		c := pieceCrew(v, p)
		byCrew[c] = append(byCrew[c], pieceText(v, p))
	}
	for _, c := range v.Crews {
		if len(byCrew[c]) > 0 {
			fmt.Fprintf(&b, "%s: %s.\n", english.crewTitle(c), strings.Join(byCrew[c], "; "))
		}
	}
	if v.Bear.Awake {
		fmt.Fprintf(&b, "The bear: %s, woken by %s; it steps after %s's turns.\n", v.Bear.At, v.Bear.Waker, v.Bear.Waker)
	}
	return b.String()
}

// textPointers lists the face-up arrows and cannons with their directions.
func textPointers(v *engine.View) string {
	var parts []string
	for c := range v.Board.Island() {
		t := v.Tiles[c]
		if !t.Open || !t.Kind.Rotates() {
			continue
		}
		var dirs []string
		if t.Kind == engine.Cannon {
			dirs = []string{engine.N.Rotate(t.Rot).String()}
		} else {
			for _, d := range t.Kind.Arrows(t.Rot) {
				dirs = append(dirs, d.String())
			}
		}
		parts = append(parts, fmt.Sprintf("%s %s %s", c, t.Kind, strings.Join(dirs, "/")))
	}
	if len(parts) == 0 {
		return ""
	}
	return "Arrows and cannons: " + strings.Join(parts, ", ") + ".\n"
}

// textSeen lists the face-down tiles this crew's lighthouse showed.
func textSeen(v *engine.View) string {
	var parts []string
	for c := range v.Board.Island() {
		if t := v.Tiles[c]; !t.Open && t.Known && t.Kind != engine.Hidden {
			parts = append(parts, c.String()+" "+kindName(v, t.Kind))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "Seen by the lighthouse (" + english.crewTitle(v.Crew) + " only): " + strings.Join(parts, ", ") + ".\n"
}

// textChoice describes a pending choice.
func textChoice(v *engine.View) string {
	ch := v.Pending
	if ch == nil {
		return ""
	}
	opts := make([]string, 0, len(ch.Options)+1)
	for _, c := range ch.Options {
		opts = append(opts, c.String())
	}
	if ch.Stay {
		opts = append(opts, "stay")
	}
	return fmt.Sprintf("Choice pending: %s at %s, %s: %s.\n", ch.Piece, ch.At, ch.Choose, strings.Join(opts, ", "))
}

// textKey explains the codes the board shows.
func textKey(v *engine.View, used map[string]bool) string {
	var parts []string
	for _, k := range []struct{ code, text string }{
		{"#", "# face down"}, {"#b", "#b face down, a beach back"}, {"#f", "#f face down, a forest back"},
		{"#m", "#m face down, a mountains back"}, {"#*", "#* face down, seen by the lighthouse"}, {"~", "~ sea"},
		{"ship", "W= a ship"}, {"boat", "W= a boat"}, {"Br", "Br the bear"}, {"+", "W+ several pieces, a white one first"},
		{"$", "$2 coins, $T treasure"}, {"Bn", "Bn Ben Gunn"}, {"Fd", "Fd Friday"}, {"Ms", "Ms the missionary"},
	} {
		if used[k.code] {
			parts = append(parts, k.text)
		}
	}
	var kinds []string
	for k := engine.Empty; k < engine.NumKinds; k++ {
		if used[kindCode(k)] {
			kinds = append(kinds, kindCode(k)+" "+kindName(v, k))
		}
	}
	sort.Strings(kinds)
	parts = append(parts, kinds...)
	return "Key: " + strings.Join(parts, ", ") + ".\n"
}
