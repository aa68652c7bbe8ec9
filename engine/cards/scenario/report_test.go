package scenario

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// played parses and plays a scenario's text.
func played(t *testing.T, data []byte) cards.State {
	t.Helper()
	f, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := f.Play()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestReport: the report of a position, line by line.
func TestReport(t *testing.T) {
	data, err := readTestdata("doc_example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	s := played(t, data)
	want := `island (the file's)
3  3 . ^ X 2
2  . ~ . . 1
1  W . R . B
   a b c d e
round 1 of 2, phase resolve, first p1
p1: coins 2, hand 2: weapon double, row arrow-ne arrow-ns, at a2, dug -, ready
p2: coins 0, hand 1: rum, row -, at -, dug -, passed
deck 2, discard 53
asked: p1, double
`
	if got := string(Report(&s)); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestReportParts: a shipped island is named; planning lists who may
// act; the end names the winners; a hand counts its cards of a kind.
func TestReportParts(t *testing.T) {
	shared, err := readTestdata("game_end_shared.yaml")
	if err != nil {
		t.Fatal(err)
	}
	five := "island 5: " + cards.Islands()[4].Name + "\n"
	for _, tc := range []struct {
		data []byte
		want []string
	}{
		{[]byte("seats: 3\nisland-id: 5\nhands: {p1: [rum, horse, horse]}\nactions: [\"@p2 pass\"]\n"),
			[]string{five, "hand 3: horse×2 rum,", "acting: p1 p3\n", "p2: coins 0, hand 0: -, row -, at -, dug -, passed\n"}},
		{shared, []string{"over: winners p1 p2\n", "phase over"}},
	} {
		s := played(t, tc.data)
		got := string(Report(&s))
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("report lacks %q:\n%s", w, got)
			}
		}
	}
}
