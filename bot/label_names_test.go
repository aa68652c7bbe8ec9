package bot

import (
	"slices"
	"testing"
	"unicode/utf8"
)

// TestNumberedLabelNamesFit: a name told by its seat's number (two
// players alike) keeps the number and the name together within
// labelNameRunes characters, "…" included, cut as other names are (it
// came out 13 long: "1·Bartholome…"); a name that fits is kept whole.
func TestNumberedLabelNamesFit(t *testing.T) {
	for _, tc := range []struct {
		name  string
		names []string
		want  []string
	}{
		{"no space to cut at", []string{"Bartholomew Roberts", "Bartholomew Roberts"}, []string{"1·Bartholom…", "2·Bartholom…"}},
		{"cut at a space", []string{"Alexander Petrovich", "Alexander Petrov"}, []string{"1·Alexander…", "2·Alexander…"}},
		{"twelve letters alike", []string{"Abcdefghijkl", "", "Abcdefghijkl"}, []string{"1·Abcdefghi…", "", "3·Abcdefghi…"}},
		{"ten letters fit whole", []string{"Abcdefghij", "Abcdefghij"}, []string{"1·Abcdefghij", "2·Abcdefghij"}},
		{"eleven do not", []string{"Abcdefghijk", "Abcdefghijk"}, []string{"1·Abcdefghi…", "2·Abcdefghi…"}},
		{"cyrillic", []string{"Александр Петрович", "Александр Петров"}, []string{"1·Александр…", "2·Александр…"}},
		{"short names", []string{"Bob", "Ann", "Bob"}, []string{"1·Bob", "Ann", "3·Bob"}},
		{"seat ten", []string{"", "", "", "", "", "", "", "", "", "Bartholomew", "Bartholomew"}, []string{"", "", "", "", "", "", "", "", "", "10·Bartholo…", "11·Bartholo…"}},
	} {
		got := labelNames(tc.names)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
		for _, s := range got {
			if n := utf8.RuneCountInString(s); n > labelNameRunes {
				t.Errorf("%s: %q is %d characters long, more than %d", tc.name, s, n, labelNameRunes)
			}
		}
	}
}
