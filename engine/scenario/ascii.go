package scenario

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// tileCodes are the three-letter abbreviations Board prints for tiles.
var tileCodes = map[engine.Kind]string{
	engine.Empty: " . ", engine.Arrow1: "A1", engine.Arrow1D: "D1", engine.Arrow2: "A2",
	engine.Arrow2D: "D2", engine.Arrow3: "A3", engine.Arrow4: "A4", engine.Arrow4D: "D4",
	engine.Horse: "Hrs", engine.Forest: "For", engine.Desert: "Des", engine.Swamp: "Swp",
	engine.Mountains: "Mnt", engine.Ice: "Ice", engine.Trap: "Trp", engine.Ogre: "Ogr",
	engine.Fort: "Frt", engine.NativeFort: "Nat", engine.Coin1: "C1 ", engine.Coin2: "C2 ",
	engine.Coin3: "C3 ", engine.Coin4: "C4 ", engine.Coin5: "C5 ", engine.Galleon: "Gal",
	engine.Plane: "Pln", engine.Smoke: "Smk", engine.Balloon: "Bln", engine.Cannon: "Cn",
	engine.Lighthouse: "Lgt", engine.Crocodile: "Cro", engine.BenGunn: "Ben", engine.Friday: "Fri",
	engine.Missionary: "Mis", engine.Rum: "Rum", engine.Bottle1: "Bt1", engine.Bottle2: "Bt2",
	engine.Bottle3: "Bt3", engine.Cave: "Cav", engine.Earthquake: "Eqk", engine.Caramba: "Car",
	engine.Thicket: "Thk", engine.Bank: "Bnk", engine.Musket: "Msk", engine.Crossroads: "Xrd",
	engine.Trampoline: "Tmp", engine.BearDen: "Den", engine.Spyglass: "Spy",
}

// pieceCodes are the two-letter marks Board prints for pieces.
var pieceCodes = [engine.NumPieces]string{"W1", "W2", "W3", "Y1", "Y2", "Y3", "B1", "B2", "B3",
	"R1", "R2", "R3", "Bn", "Fr", "Ms"}

// TileCode is the three-character abbreviation of a tile: the kind, with
// the rotation's letter for arrows and cannons; "##" when face down, and
// lower case for a spent plane or lighthouse.
func TileCode(t engine.Tile) string {
	if !t.Open {
		return "## "
	}
	code := tileCodes[t.Kind]
	if t.Kind.Rotates() {
		code += t.Rot.String()
	}
	if t.Used && (t.Kind == engine.Plane || t.Kind == engine.Lighthouse) {
		code = strings.ToLower(code)
	}
	return fmt.Sprintf("%-3s", code)
}

// Board draws s as text: classic's 13×13 grid, or the grid of an
// island's board up to its last water, the top rank first, each cell two
// lines (the tile with its gold, then the pieces on it), followed by a
// legend of the pieces, the gold and whose turn it is. Face-down tiles
// show as "##", sea as "~", ships (boats) as "[W]" (the crew's letter),
// the bear as "Br".
func Board(s *engine.State) string {
	files, ranks := engine.ClassicSize, engine.ClassicSize
	if s.Board.Boats() {
		files, ranks = 0, 0
		for c := engine.Cell(0); c < engine.NumCells; c++ {
			if s.Board.InPlay(c) {
				files, ranks = max(files, c.File()+1), max(ranks, c.Rank()+1)
			}
		}
	}
	var b strings.Builder
	b.WriteString("    ")
	for f := 0; f < files; f++ {
		fmt.Fprintf(&b, "   %c   ", 'a'+f)
	}
	b.WriteString("\n")
	for r := ranks - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%3d ", r+1)
		for f := 0; f < files; f++ {
			fmt.Fprintf(&b, " %-6s", cellTop(s, engine.CellAt(f, r)))
		}
		b.WriteString("\n    ")
		for f := 0; f < files; f++ {
			fmt.Fprintf(&b, " %-6s", cellPieces(s, engine.CellAt(f, r)))
		}
		b.WriteString("\n")
	}
	legend(&b, s)
	return b.String()
}

// cellTop is the first line of a cell: the tile or the sea, and its gold.
func cellTop(s *engine.State, c engine.Cell) string {
	switch {
	case s.Board.IsIsland(c):
		return TileCode(s.Tiles[c]) + goldMark(s, c)
	case !s.Board.IsSea(c):
		return ""
	}
	for k := engine.Crew(0); k < engine.NumCrews; k++ {
		if s.Ships[k] == c {
			return "[" + strings.ToUpper(k.String()[:1]) + "]"
		}
	}
	return " ~"
}

// goldMark is the gold on a tile: "$2" coins, "$G" the treasure, "2G" both.
func goldMark(s *engine.State, c engine.Cell) string {
	n, g := int(s.Coins[c]), s.Treasure[c] > 0
	switch {
	case n > 0 && g:
		return fmt.Sprintf("%dG", min(n, 9))
	case g:
		return "$G"
	case n > 9:
		return "$+"
	case n > 0:
		return fmt.Sprintf("$%d", n)
	}
	return ""
}

// cellPieces is the second line of a cell: up to two piece marks, and
// "+n" for more.
func cellPieces(s *engine.State, c engine.Cell) string {
	var ps []string
	if s.Bear.Awake && s.Bear.At == c {
		ps = append(ps, "Br")
	}
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		if pc := s.Pieces[p]; pc.Status == engine.Alive && pc.At == c {
			ps = append(ps, pieceCodes[p])
		}
	}
	switch {
	case len(ps) <= 2:
		return strings.Join(ps, "")
	default:
		return fmt.Sprintf("%s+%d", ps[0], len(ps)-1)
	}
}

// legend lists the pieces, the gold, the supplies and the turn.
func legend(b *strings.Builder, s *engine.State) {
	var lines []string
	for p := engine.PieceID(0); p < engine.NumPieces; p++ {
		pr, ok := pieceReport(s, p)
		if !ok {
			continue
		}
		l := fmt.Sprintf("%s %s", p, pr.At)
		if len(pr.Flags) > 0 {
			l += " " + strings.Join(pr.Flags, ",")
		}
		if pr.Converted {
			l += " converted"
		}
		if !p.IsPirate() {
			l += " " + pr.Crew
		}
		lines = append(lines, l)
	}
	b.WriteString("pieces: " + strings.Join(lines, "; ") + "\n")
	if s.Bear.Awake {
		fmt.Fprintf(b, "bear: %s, woken by %s\n", s.Bear.At, s.Bear.Waker)
	}
	var crews []string
	for _, c := range s.Crews() {
		crews = append(crews, fmt.Sprintf("%s %d (ship %s, bottles %d)", c, s.Score(c), s.Ship(c), s.BottlesOf(c)))
	}
	b.WriteString("scores: " + strings.Join(crews, ", ") + "\n")
	fmt.Fprintf(b, "gold on the island %d, lost %d, face down %d\n", s.GoldOnIsland(), s.LostValue(), s.FaceDown)
	switch {
	case s.Over:
		var w []string
		for _, c := range s.Winners() {
			w = append(w, c.String())
		}
		fmt.Fprintf(b, "game over; winners: %s\n", strings.Join(w, ", "))
	case s.Pending.Active:
		fmt.Fprintf(b, "turn: %s, round %d; %s chooses (%s) at %s\n", s.Turn, s.Round, s.Pending.Piece, s.Pending.Choose, s.Pending.At)
	default:
		fmt.Fprintf(b, "turn: %s, round %d\n", s.Turn, s.Round)
	}
}
