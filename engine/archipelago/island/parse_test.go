package island

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/archipelago/internal/textfile/textfiletest"
)

// baseText is a valid island, 48 cells: 18 beach, 18 forest, 12
// mountains. Its lines are numbered in the comments of the tests below.
const baseText = `# a test island
island: test
name: Test Isle
name.ru: Тестовый остров
north: n
remove: beach 0, forest 6, mountains 12
boats: c8, a6, j3, d1
map:
    a b c d e f g h i j
 8  . . . . . . . . . .
 7  . b b b b b b b b .
 6  . b f f f f f f b .
 5  . f m m m m m m f .
 4  . f m m m m m m f .
 3  . b f f f f f f b .
 2  . b b b b f f b b .
 1  . . . . . . . . . .
`

// lineOf returns line n (from 1) of baseText.
func lineOf(n int) string { return strings.Split(baseText, "\n")[n-1] }

// withLine returns baseText with line n replaced by s (s may hold several
// lines, or none to delete it).
func withLine(n int, s string) string { return textfiletest.WithLine(baseText, n, s) }

// cellChar returns line n of baseText with the character of file f
// (0 = a) set to ch.
func cellChar(n, f int, ch byte) string {
	b := []byte(lineOf(n))
	b[4+2*f] = ch
	return withLine(n, string(b))
}

// TestParseBase checks what Parse reads from a valid file.
func TestParseBase(t *testing.T) {
	isl, err := Parse([]byte(baseText), "test.island")
	if err != nil {
		t.Fatal(err)
	}
	cell := func(s string) Cell {
		c, err := ParseCell(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if isl.ID != "test" || isl.Name != "Test Isle" || isl.NameRU != "Тестовый остров" || isl.North != N {
		t.Errorf("header: %q %q %q %v", isl.ID, isl.Name, isl.NameRU, isl.North)
	}
	if isl.Files != 10 || isl.Ranks != 8 {
		t.Errorf("grid %d×%d, want 10×8", isl.Files, isl.Ranks)
	}
	want := []Cell{cell("c8"), cell("a6"), cell("j3"), cell("d1")}
	if fmt.Sprint(isl.Boats) != fmt.Sprint(want) {
		t.Errorf("boats %v, want %v", isl.Boats, want)
	}
	backs := map[string]Back{"a1": Water, "b7": Beach, "c6": Forest, "c5": Mountains, "f2": Forest, "h2": Beach, "j8": Water, "i4": Forest}
	for name, b := range backs {
		if got := isl.Back(cell(name)); got != b {
			t.Errorf("%s is %v, want %v", name, got, b)
		}
	}
	if isl.Count(Beach) != 18 || isl.Count(Forest) != 18 || isl.Count(Mountains) != 12 || isl.Land() != 48 {
		t.Errorf("counts %d %d %d", isl.Count(Beach), isl.Count(Forest), isl.Count(Mountains))
	}
}

// TestParseVariants checks spellings Parse accepts: they give the same
// island as the base file.
func TestParseVariants(t *testing.T) {
	base, err := Parse([]byte(baseText), "test.island")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ name, text string }{
		{"crlf", strings.ReplaceAll(baseText, "\n", "\r\n")},
		{"bom", "\uFEFF" + baseText},
		{"no remove", withLine(6, "")},
		{"remove without a back of 0", withLine(6, "remove: forest 6, mountains 12")},
		{"remove in another order, spaced", withLine(6, "remove:mountains 12 ,forest  6,beach 0   # the rest")},
		{"no letters", withLine(9, "")},
		{"letters flush", withLine(9, "a b c d e f g h i j")},
		{"labels unpadded", withLine(10, "8 . . . . . . . . . .")},
		{"wide gap after label", withLine(10, " 8      . . . . . . . . . .")},
		{"trailing spaces and a comment", withLine(10, " 8  . . . . . . . . . .   # the north sea")},
		{"blank lines and comments in the map", withLine(13, "\n# the heart\n"+lineOf(13)+"\n")},
		{"keys in another order", "island: test\nboats: c8,a6,J3 , d1\nnorth: N\nname.ru: Тестовый остров\nname: Test Isle\n" + baseText[strings.Index(baseText, "map:"):]},
		{"indented keys", withLine(3, "   name :   Test Isle  ")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			isl, err := Parse([]byte(tc.text), "v.island")
			if err != nil {
				t.Fatal(err)
			}
			if !isl.Equal(base) {
				t.Errorf("got\n%s\nwant\n%s", Format(isl), Format(base))
			}
		})
	}
}

// TestParseErrors checks every kind of mistake is refused with its
// sentinel, at its line and column, with a message that says why.
func TestParseErrors(t *testing.T) {
	// one row of 16 cells, for the grid over 15 files
	wide := " 8  " + strings.Repeat(". ", 16)
	// 13×13 of land in a 15×15 grid: over 66 cells
	var big strings.Builder
	big.WriteString("island: big\nname: Big\nmap:\n")
	for r := 15; r >= 1; r-- {
		fmt.Fprintf(&big, "%2d ", r)
		for f := 1; f <= 15; f++ {
			ch := "f"
			if r == 1 || r == 15 || f == 1 || f == 15 {
				ch = "."
			}
			big.WriteString(" " + ch)
		}
		big.WriteString("\n")
	}
	tests := []struct {
		name      string
		text      string
		line, col int
		err       error
		msg       string
	}{
		{"unknown key", withLine(3, "nmae: Test Isle"), 3, 1, ErrHeader, `unknown key "nmae"`},
		{"duplicate key", withLine(5, "north: n\nnorth: e"), 6, 1, ErrHeader, "given twice (first on line 5)"},
		{"line without a colon", withLine(3, "name Test Isle"), 3, 1, ErrSyntax, `expected "key: value"`},
		{"bad id", withLine(2, "island: Test"), 2, 9, ErrHeader, "lower-case"},
		{"empty name", withLine(3, "name:"), 3, 6, ErrHeader, "name: is empty"},
		{"empty russian name", withLine(4, "name.ru:   "), 4, 9, ErrHeader, "name.ru: is empty"},
		{"bad north", withLine(5, "north: up"), 5, 8, ErrSyntax, `"up" is not a direction`},
		{"bad cell name", withLine(7, "boats: c8, z6"), 7, 12, ErrSyntax, `"z6" is not a cell`},
		{"empty boats", withLine(7, "boats:"), 7, 7, ErrSyntax, "boats: is empty"},
		{"boat off the grid", withLine(7, "boats: c8, k3"), 7, 12, ErrBoat, "k3 is off the 10×8 grid"},
		{"boat on land", withLine(7, "boats: b7"), 7, 8, ErrBoat, "b7 is beach, not water"},
		{"boat off any beach", withLine(7, "boats: c8, a5"), 7, 12, ErrBoat, "a5 touches no beach cell by an edge"},
		{"boat by a beach's corner", withLine(7, "boats: a8"), 7, 8, ErrBoat, "a8 touches no beach"},
		{"boats touching", withLine(7, "boats: c8, d8"), 7, 12, ErrBoat, "d8 touches the boat start c8"},
		{"boats touching at a corner", withLine(7, "boats: a6, a7"), 7, 12, ErrBoat, "touches the boat start a6"},
		{"boat twice", withLine(7, "boats: c8, a6, c8"), 7, 16, ErrBoat, "c8 is named twice"},
		{"five boats", withLine(7, "boats: c8, a6, j3, d1, j6"), 7, 24, ErrBoat, "at most 4"},
		{"bad remove back", withLine(6, "remove: sand 2"), 6, 9, ErrSyntax, `"sand" is not a back`},
		{"bad remove count", withLine(6, "remove: forest six"), 6, 16, ErrSyntax, `"six" is not a count of forest tiles`},
		{"remove over the box", withLine(6, "remove: forest 25"), 6, 16, ErrSyntax, "0 to 24"},
		{"remove without a count", withLine(6, "remove: forest"), 6, 9, ErrSyntax, "back count"},
		{"remove twice a back", withLine(6, "remove: forest 6, forest 6"), 6, 19, ErrSyntax, "names forest twice"},
		{"empty remove", withLine(6, "remove:"), 6, 8, ErrSyntax, "remove: is empty"},
		{"remove disagrees", withLine(6, "remove: beach 0, forest 5, mountains 12"), 6, 25, ErrTiles, "removes 5 forest, but the map has 18 forest cells of the box's 24, so it removes 6"},
		{"remove leaves a back out", withLine(6, "remove: forest 6"), 6, 9, ErrTiles, "names no mountains (none removed)"},
		{"remove none", withLine(6, "remove: none"), 6, 9, ErrTiles, "so it removes 6"},
		{"bad character", cellChar(13, 1, 'x'), 13, 7, ErrSyntax, `'x' is not a map character`},
		{"upper case", cellChar(13, 2, 'M'), 13, 9, ErrSyntax, `'M' is not a map character`},
		{"tab", withLine(13, " 5  . f\tm m m m m m f ."), 13, 8, ErrSyntax, "tab"},
		{"double space", withLine(13, " 5  . f  m m m m m m f ."), 13, 9, ErrSyntax, "single spaces"},
		{"cells run together", withLine(13, " 5  . fm m m m m m f ."), 13, 8, ErrSyntax, "'m' follows 'f' without a space"},
		{"short row", withLine(12, " 6  . b f f f f f f b"), 12, 22, ErrSyntax, "rank 6 has 9 cells, but the file letters name 10"},
		{"long row", withLine(12, " 6  . b f f f f f f b . ."), 12, 25, ErrSyntax, "rank 6 has 11 cells"},
		{"ragged without letters", withLine(9, "") + "", 0, 0, nil, ""}, // placeholder, replaced below
		{"row without a rank", withLine(12, ". b f f f f f f b ."), 12, 1, ErrSyntax, "no rank number"},
		{"rank out of turn", withLine(13, " 6  . f m m m m m m f ."), 13, 2, ErrSyntax, "rank 6 where 5 belongs"},
		{"rank missing", withLine(13, ""), 13, 2, ErrSyntax, "rank 4 where 5 belongs"},
		{"bottom row missing", withLine(17, ""), 16, 2, ErrSyntax, "the bottom row is rank 2"},
		{"row under rank 1", withLine(17, lineOf(17)+"\n 0  . . . . . . . . . ."), 18, 2, ErrSyntax, "a row below rank 1"},
		{"rank 0 on top", "island: x\nname: X\nmap:\n0 . .\n", 4, 1, ErrSyntax, "numbered from 1"},
		{"long rank number", withLine(10, "123456 . . . . . . . . . ."), 10, 1, ErrSyntax, "is not a rank number"},
		{"rank without cells", withLine(10, " 8"), 10, 3, ErrSyntax, "rank 8 has no cells"},
		{"rank glued to its cells", withLine(10, " 8. . . . . . . . . ."), 10, 3, ErrSyntax, "a space goes between"},
		{"grid over 15 ranks", withLine(10, "16  . . . . . . . . . ."), 10, 1, ErrShape, "at most 15 ranks"},
		{"grid over 15 files", withLine(10, wide), 10, 35, ErrShape, "at most 15 files"},
		{"letters over 15", withLine(9, "    a b c d e f g h i j k l m n o p"), 9, 35, ErrShape, "at most 15 files"},
		{"wrong letter", withLine(9, "    a b d"), 9, 9, ErrSyntax, "file letter 'd' where 'c' belongs"},
		{"letters twice", withLine(9, lineOf(9)+"\n"+lineOf(9)), 10, 5, ErrSyntax, "file letters are given twice"},
		{"letters under a row", strings.Replace(withLine(10, lineOf(10)+"\n"+lineOf(9)), lineOf(9)+"\n", "", 1), 10, 5, ErrSyntax, "file letters go above the first row"},
		{"header after the map", baseText + "north: e\n", 18, 1, ErrHeader, "north: comes after map:"},
		{"map twice", baseText + "map:\n", 18, 1, ErrHeader, "map: is given twice (first on line 8)"},
		{"map with a value", withLine(8, "map: big"), 8, 6, ErrSyntax, "map: takes no value"},
		{"map without rows", "island: x\nname: X\nmap:\n\n", 3, 1, ErrSyntax, "map: has no rows"},
		{"no map", "island: x\nname: X\n", 3, 1, ErrHeader, "no map:"},
		{"no id", withLine(2, ""), 17, 1, ErrHeader, "no island:"},
		{"no name", withLine(3, ""), 17, 1, ErrHeader, "no name:"},
		{"empty file", "", 1, 1, ErrHeader, "no island:"},
		{"land on the edge", cellChar(13, 0, 'f'), 13, 5, ErrShape, "a5 is land on the grid's edge"},
		{"land on the top edge", cellChar(10, 4, 'b'), 10, 13, ErrShape, "e8 is land on the grid's edge"},
		{"land in two parts", withLine(11, " 7  . b . b b b b b b .") /* b7 hangs on b6 */, 0, 0, nil, ""}, // replaced below
		{"too few cells", "island: x\nname: X\nmap:\n3 . . .\n2 . b .\n1 . . .\n", 3, 1, ErrShape, "the island has 1 cell; it needs 40 to 66"},
		{"too many cells", big.String(), 10, 9, ErrShape, "island cell 67"},
		{"more beach than the box", cellChar(15, 2, 'b'), 16, 21, ErrTiles, "i2 is beach cell 19, but the box holds only 18 beach tiles"},
		{"too large", baseText + strings.Repeat("#", MaxFileSize), 1, 1, ErrTooLarge, "at most 65536"},
		{"column in characters", withLine(4, "name.ru: Остров # x\nfoo: 1"), 5, 1, ErrHeader, `unknown key "foo"`},
	}
	// b6 and c7 to water leave b7 touching the rest only at a corner
	parts := withLine(11, " 7  . b . b b b b b b .")
	parts = strings.Replace(parts, " 6  . b f", " 6  . . f", 1)
	for i := range tests {
		switch tests[i].name {
		case "land in two parts":
			tests[i].text, tests[i].line, tests[i].col, tests[i].err = parts, 11, 7, ErrShape
			tests[i].msg = "the land is in 2 parts: the 1 cell from b7 is not joined to the rest by an edge"
		case "ragged without letters":
			tests[i].text = withLine(12, " 6  . b f f f f f f b")
			tests[i].text = strings.Replace(tests[i].text, lineOf(9)+"\n", "", 1)
			tests[i].line, tests[i].col, tests[i].err, tests[i].msg = 11, 22, ErrSyntax, "rank 6 has 9 cells, but the first row has 10"
		}
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			isl, err := Parse([]byte(tc.text), "t.island")
			if err == nil {
				t.Fatalf("parsed:\n%s", Format(isl))
			}
			var pe *Error
			if !errors.As(err, &pe) {
				t.Fatalf("%v is not an *Error", err)
			}
			if pe.Line != tc.line || pe.Col != tc.col || !errors.Is(err, tc.err) || !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("got %v\nwant t.island:%d:%d: %v …%s…", err, tc.line, tc.col, tc.err, tc.msg)
			}
			if prefix := fmt.Sprintf("t.island:%d:%d: ", pe.Line, pe.Col); !strings.HasPrefix(err.Error(), prefix) {
				t.Errorf("%q does not start with %q", err, prefix)
			}
		})
	}
}

// TestParseName checks the file's name in messages, and a default.
func TestParseName(t *testing.T) {
	_, err := Parse([]byte("x"), "")
	if err == nil || !strings.HasPrefix(err.Error(), "island:1:1: ") {
		t.Errorf("Parse with no name: %v", err)
	}
}

// TestParseMin: a format built on island files (a solo puzzle's) may ask
// for smaller islands; Parse and Validate keep the 40 cells.
func TestParseMin(t *testing.T) {
	const small = "island: tiny\nname: Tiny\nmap:\n 4  . . . .\n 3  . b f .\n 2  . m b .\n 1  . . . .\n"
	if _, err := Parse([]byte(small), "tiny.island"); !errors.Is(err, ErrShape) {
		t.Fatalf("Parse took a 4-cell island: %v", err)
	}
	isl, err := ParseMin([]byte(small), "tiny.island", 1)
	if err != nil || isl.Land() != 4 {
		t.Fatalf("ParseMin: %v", err)
	}
	if err := isl.ValidateMin(1); err != nil {
		t.Fatal(err)
	}
	if err := isl.Validate(); !errors.Is(err, ErrShape) {
		t.Fatalf("Validate took a 4-cell island: %v", err)
	}
	if _, err := ParseMin([]byte(small), "tiny.island", 5); !errors.Is(err, ErrShape) {
		t.Fatalf("ParseMin(…, 5) took 4 cells: %v", err)
	}
}
