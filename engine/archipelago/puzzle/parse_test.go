package puzzle

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/internal/textfile/textfiletest"
)

// baseText is a small valid puzzle; the tests change it line by line.
const baseText = `# a test puzzle
puzzle: 7
island: test-ford
name: The Test Ford
name.ru: Тестовый брод
hint: Bring the coins home.
hint.ru: Принесите монеты домой.
north: n
bear: d3
gold: c3 2
turns: 6
survivors: 2
par: 3
map:
    a b c d e
 4  . . . . .
 3  . b f m .
 2  . b f f .
 1  . . . . .
tiles:
  b3: empty open
  c3: empty open
  d3: bear-den open
  b2: bank open
  c2: arrow-1@w open
  d2: ice
`

// withLine returns baseText with line n (from 1) replaced by s, or
// removed when s is "".
func withLine(n int, s string) string { return textfiletest.WithLine(baseText, n, s) }

// cell is the cell named n.
func cell(t *testing.T, n string) engine.Cell {
	t.Helper()
	c, err := engine.ParseCell(n)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestParseBase reads every part of a puzzle file.
func TestParseBase(t *testing.T) {
	p, err := Parse([]byte(baseText), "base.puzzle")
	if err != nil {
		t.Fatal(err)
	}
	switch {
	case p.Number != 7 || p.Island.ID != "test-ford" || p.Title("en") != "The Test Ford" || p.Title("ru") != "Тестовый брод":
		t.Errorf("header: %d %q %q", p.Number, p.Island.ID, p.Island.Name)
	case p.HintIn("en") != "Bring the coins home." || p.HintIn("ru") != "Принесите монеты домой.":
		t.Errorf("hints: %q %q", p.Hint, p.HintRU)
	case p.Den != cell(t, "d3") || p.Turns != 6 || p.Survivors != 2 || p.Par != 3:
		t.Errorf("den %s, goal %d/%d, par %d", p.Den, p.Turns, p.Survivors, p.Par)
	case p.Coins[cell(t, "c3")] != 2 || p.CoinCount() != 2 || p.Bank() != cell(t, "b2"):
		t.Errorf("coins %d of %d, bank %s", p.Coins[cell(t, "c3")], p.CoinCount(), p.Bank())
	case p.Tiles[cell(t, "c2")] != (engine.Tile{Kind: engine.Arrow1, Rot: 3, Open: true}):
		t.Errorf("c2: %+v", p.Tiles[cell(t, "c2")])
	case p.Tiles[cell(t, "d2")] != (engine.Tile{Kind: engine.Ice}):
		t.Errorf("d2: %+v", p.Tiles[cell(t, "d2")])
	case p.Island.Land() != 6:
		t.Errorf("%d island cells", p.Island.Land())
	}
	if _, err := Parse([]byte(withLine(23, "")+"  d3: chest-3 open\n"), "x"); err == nil {
		t.Error("a den with a chest on it accepted")
	}
	q, err := Parse([]byte(withLine(9, "")), "nobear.puzzle") // no bear: line, but a den tile
	if err == nil || !errors.Is(err, ErrTile) {
		t.Errorf("a den tile without bear: %v, %v", q, err)
	}
}

// TestParseErrors checks that each mistake is refused with its sentinel,
// at its line and column.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name      string
		text      string
		line, col int
		want      error
	}{
		{"number zero", withLine(2, "puzzle: 0"), 2, 9, ErrSyntax},
		{"no number", withLine(2, ""), 26, 1, ErrHeader},
		{"no hint", withLine(6, ""), 26, 1, ErrHeader},
		{"par over the turns", withLine(11, "turns: 2"), 13, 6, ErrGoal},
		{"survivors 4", withLine(12, "survivors: 4"), 12, 12, ErrSyntax},
		{"a bear without a den tile", withLine(9, "bear: c3"), 23, 3, ErrTile},
		{"a bear off the island", withLine(9, "bear: a1"), 23, 3, ErrTile},
		{"gold on an arrow", withLine(10, "gold: c2 1"), 10, 7, ErrTile},
		{"gold face down", withLine(10, "gold: d2"), 10, 7, ErrTile},
		{"gold on the bank", withLine(10, "gold: b2 1"), 10, 7, ErrTile},
		{"gold at sea", withLine(10, "gold: c3 1, e4 1"), 10, 13, ErrTile},
		{"gold twice", withLine(10, "gold: c3 2, c3 1"), 10, 13, ErrSyntax},
		{"gold count", withLine(10, "gold: c3 x"), 10, 10, ErrSyntax},
		{"no coin", withLine(10, ""), 13, 1, ErrGoal},
		{"a bad rotation", withLine(25, "  c2: arrow-1@x open"), 25, 7, ErrSyntax},
		{"a bad tile id", withLine(25, "  c2: arrow-9 open"), 25, 7, ErrSyntax},
		{"open twice", withLine(21, "  b3: empty open open"), 21, 18, ErrSyntax},
		{"a word after the tile", withLine(21, "  b3: empty up"), 21, 13, ErrSyntax},
		{"a cannon in the forest", withLine(25, "  c2: cannon open"), 25, 3, ErrTile},
		{"two forest ices", withLine(25, "  c2: ice open"), 26, 3, ErrTile},
		{"two banks", withLine(21, "  b3: bank open"), 24, 3, ErrTile},
		{"a forest bank", withLine(22, "  c3: bank open"), 22, 3, ErrTile},
		{"a face-down bank", withLine(24, "  b2: bank"), 24, 3, ErrTile},
		{"a lighthouse", withLine(23, "  d3: lighthouse open"), 23, 3, ErrTile},
		{"a crossroads", withLine(25, "  c2: crossroads open"), 25, 3, ErrTile},
		{"a cell without tile", withLine(26, ""), 20, 1, ErrTile},
		{"a tile on the water", baseText + "  e3: empty open\n", 27, 3, ErrTile},
		{"a tile off the grid", baseText + "  o15: empty open\n", 27, 3, ErrTile},
		{"a tile twice", baseText + "  d2: ice\n", 27, 3, ErrTile},
		{"a tile without id", withLine(21, "  b3:"), 21, 6, ErrSyntax},
		{"a tile line without colon", withLine(21, "  b3 empty"), 21, 3, ErrSyntax},
		{"tiles with a value", withLine(20, "tiles: b3"), 20, 7, ErrSyntax},
		{"no tiles", strings.Join(strings.Split(baseText, "\n")[:19], "\n") + "\n", 14, 1, ErrTile},
		{"tiles above the map", withLine(8, "tiles:"), 8, 1, ErrHeader},
		{"a key after the map", withLine(19, "turns: 3"), 19, 1, ErrHeader},
		{"remove", withLine(8, "remove: none"), 8, 1, ErrHeader},
		{"boats", withLine(8, "boats: a1"), 8, 1, ErrHeader},
		{"an unknown key", withLine(8, "colour: red"), 8, 1, ErrHeader},
		{"a key twice", withLine(8, "hint: again"), 8, 1, ErrHeader},
		{"no key", withLine(8, "just words"), 8, 1, ErrSyntax},
		{"a ragged map", withLine(17, " 3  . b f m"), 17, 12, ErrIsland},
		{"no island id", withLine(3, ""), 26, 1, ErrIsland},
		{"a hint with a control", withLine(6, "hint: take \x01 two"), 6, 7, ErrHeader},
		{"too large", baseText + strings.Repeat("#", MaxFileSize), 1, 1, ErrTooLarge},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.text), "t.puzzle")
			var pe *Error
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want an *Error", err)
			}
			if !errors.Is(err, tc.want) || pe.Line != tc.line || pe.Col != tc.col {
				t.Fatalf("got %v, want %v at %d:%d", err, tc.want, tc.line, tc.col)
			}
			if !strings.HasPrefix(err.Error(), fmt.Sprintf("t.puzzle:%d:%d: ", tc.line, tc.col)) {
				t.Fatalf("message %q", err)
			}
		})
	}
}

// TestFormat writes the base puzzle in canonical form and reads it back.
func TestFormat(t *testing.T) {
	p, err := Parse([]byte(baseText), "base.puzzle")
	if err != nil {
		t.Fatal(err)
	}
	text := Format(p)
	q, err := Parse(text, "formatted.puzzle")
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if !q.Equal(p) {
		t.Fatalf("Parse(Format(p)) differs:\n%s", text)
	}
	want := strings.TrimPrefix(baseText, "# a test puzzle\n") // the base text is canonical
	if string(text) != want {
		t.Errorf("Format:\n%s\nwant:\n%s", text, want)
	}
	if !p.Equal(p.Clone()) || p.Equal(nil) || p.Clone().Island == p.Island {
		t.Error("Clone or Equal")
	}
}

// TestValidate checks puzzles built in code.
func TestValidate(t *testing.T) {
	base, err := Parse([]byte(baseText), "base.puzzle")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		edit func(p *Puzzle)
		want error
	}{
		{"valid", func(p *Puzzle) {}, nil},
		{"no island", func(p *Puzzle) { p.Island = nil }, ErrIsland},
		{"number 1000", func(p *Puzzle) { p.Number = 1000 }, ErrHeader},
		{"no hint", func(p *Puzzle) { p.Hint = "" }, ErrHeader},
		{"a used tile", func(p *Puzzle) { p.Tiles[cell(t, "c3")].Used = true }, ErrTile},
		{"a classic tile", func(p *Puzzle) { p.Tiles[cell(t, "c3")].Kind = engine.Cave }, ErrTile},
		{"100 turns", func(p *Puzzle) { p.Turns = 100 }, ErrGoal},
		{"20 coins", func(p *Puzzle) { p.Coins[cell(t, "c3")] = 20 }, ErrGoal},
		{"a boat", func(p *Puzzle) { p.Island.Boats = []engine.Cell{cell(t, "a3")} }, ErrHeader},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := base.Clone()
			tc.edit(p)
			if err := p.Validate(); !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
			if _, err := p.Deal(); (tc.want == nil) != (err == nil) {
				t.Fatalf("Deal: %v", err)
			}
		})
	}
}

// TestDealAndJudge deals the base puzzle and judges its game as it goes
// and once it is won.
func TestDealAndJudge(t *testing.T) {
	p, err := Parse([]byte(withLine(9, "")+"\n"), "x")
	if err == nil {
		t.Fatal("a den tile without the bear: line accepted")
	}
	p, err = Parse([]byte(strings.Replace(withLine(9, ""), "  d3: bear-den open", "  d3: empty open", 1)), "nobear.puzzle")
	if err != nil {
		t.Fatal(err)
	}
	s, err := p.Deal()
	if err != nil {
		t.Fatal(err)
	}
	if !s.Solo.On || s.Solo.Turns != 6 || s.Solo.Survivors != 2 || s.Bear.Awake {
		t.Fatalf("dealt %+v, bear %+v", s.Solo, s.Bear)
	}
	if r := p.Judge(&s); r != (Result{Turns: 1, Survivors: 3, Total: 2}) {
		t.Fatalf("at the start: %+v", r)
	}
	for _, text := range []string{"W1 c3", "Y1 c3", "R1 b3", "W1 b2 +c", "Y1 c2 +c"} {
		a, err := engine.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Play(a, nil); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	if r := p.Judge(&s); r != (Result{Over: true, Solved: true, Turns: 2, Survivors: 3, Coins: 2, Total: 2}) {
		t.Fatalf("solved: %+v", r)
	}
	p.Survivors = 3 // the same game judged against a stricter goal still stands; a shorter one fails
	p.Turns = 1
	if r := p.Judge(&s); r.Solved {
		t.Fatalf("judged solved in 2 turns of 1: %+v", r)
	}
}

// TestTileText writes tiles as files do.
func TestTileText(t *testing.T) {
	for _, tc := range []struct {
		t    engine.Tile
		want string
	}{
		{engine.Tile{Kind: engine.Arrow2D, Rot: 1, Open: true}, "arrow-2d@e open"},
		{engine.Tile{Kind: engine.Trap}, "pit"},
		{engine.Tile{Kind: engine.Forest, Open: true}, "labyrinth-2 open"},
	} {
		if got := TileText(tc.t); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.t, got, tc.want)
		}
		back, err := ParseTile(strings.TrimSuffix(tc.want, " open"))
		back.Open = strings.HasSuffix(tc.want, " open")
		if err != nil || back != tc.t {
			t.Errorf("ParseTile(%q) = %+v, %v", tc.want, back, err)
		}
	}
}
