package island

import (
	"errors"
	"strings"
	"testing"
)

// TestValidate checks islands built in code: the base is valid, and each
// change breaks it with the right sentinel and reason.
func TestValidate(t *testing.T) {
	base := mustParse(t, baseText)
	if err := base.Validate(); err != nil {
		t.Fatal(err)
	}
	c := func(s string) Cell { return cellsOf(t, s)[0] }
	tests := []struct {
		name   string
		change func(*Island)
		err    error
		msg    string
	}{
		{"no id", func(i *Island) { i.ID = "" }, ErrHeader, "island id"},
		{"id with double hyphen", func(i *Island) { i.ID = "a--b" }, ErrHeader, "single hyphens"},
		{"id ending in a hyphen", func(i *Island) { i.ID = "ab-" }, ErrHeader, "island id"},
		{"long id", func(i *Island) { i.ID = strings.Repeat("a", MaxIDLen+1) }, ErrHeader, "island id"},
		{"no name", func(i *Island) { i.Name = "" }, ErrHeader, "no name"},
		{"name with a comment", func(i *Island) { i.Name = "Isle #2" }, ErrHeader, "may not hold '#'"},
		{"name with a newline", func(i *Island) { i.Name = "Isle\nmap:" }, ErrHeader, "may not hold"},
		{"name with spaces round it", func(i *Island) { i.Name = " Isle" }, ErrHeader, "starts or ends with a space"},
		{"long name", func(i *Island) { i.Name = strings.Repeat("я", MaxNameLen+1) }, ErrHeader, "over 60 characters"},
		{"bad UTF-8", func(i *Island) { i.NameRU = "\xff" }, ErrHeader, "not UTF-8"},
		{"bad north", func(i *Island) { i.North = 7 }, ErrHeader, "north"},
		{"wide grid", func(i *Island) { i.Files = 16 }, ErrShape, "16×8"},
		{"empty grid", func(i *Island) { i.Ranks = 0 }, ErrShape, "10×0"},
		{"bad back", func(i *Island) { i.Backs[c("c5")] = 9 }, ErrShape, "c5 has no back"},
		{"land off the grid", func(i *Island) { i.Backs[c("m3")] = Beach }, ErrShape, "m3 is land off the 10×8 grid"},
		{"land on the edge", func(i *Island) { i.Backs[c("j5")] = Forest }, ErrShape, "j5 is land on the grid's edge"},
		{"two parts", func(i *Island) {
			for r := 1; r <= 6; r++ {
				i.Backs[CellAt(4, r)] = Water
			}
		}, ErrShape, "the land is in 2 parts: the 18 cells from b7"},
		{"too much forest", func(i *Island) {
			for _, s := range []string{"c5", "d5", "e5", "f5", "g5", "h5", "c4"} {
				i.Backs[c(s)] = Forest
			}
		}, ErrTiles, "g2 is forest cell 25, but the box holds only 24 forest tiles"},
		{"five boats", func(i *Island) { i.Boats = append(i.Boats, c("j6")) }, ErrBoat, "at most 4"},
		{"boat on land", func(i *Island) { i.Boats[1] = c("e5") }, ErrBoat, "e5 is mountains, not water"},
		{"boat off the grid", func(i *Island) { i.Boats[1] = NoCell }, ErrBoat, "- is off the 10×8 grid"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			isl := base.Clone()
			tc.change(isl)
			err := isl.Validate()
			if !errors.Is(err, tc.err) || !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("Validate() = %v; want %v …%s…", err, tc.err, tc.msg)
			}
		})
	}
}
