package bot

import (
	"strconv"
	"testing"

	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// TestArchSowingsPaged: a direction offering more sowings than a keyboard
// holds shows them a page at a time, and walking its pages reaches every
// sowing legal there, each once, no page over maxButtons buttons (the
// list used to stop at maxButtons, the rest reachable only by typing).
func TestArchSowingsPaged(t *testing.T) {
	crowded := func(s *ar.State) (uint8, ar.Dir, int) {
		var n [ar.NumIslands][2]int
		for _, a := range ar.Legal(s, nil) {
			if a.Kind == ar.ActTake {
				n[a.Island][a.Dir]++
			}
		}
		for i := range n {
			for d, k := range n[i] {
				if k > maxButtons {
					return uint8(i), ar.Dir(d), k
				}
			}
		}
		return 0, 0, 0
	}
	s := archFind(t, false, func(s *ar.State) bool { _, _, k := crowded(s); return k > 0 })
	island, dir, want := crowded(&s)
	g := archGameAt(t, "term:local", s, false)
	seen := map[string]int{}
	sel := "i" + strconv.Itoa(int(island)+1) + dirWord(dir)
	for page := 1; sel != ""; page++ {
		if page > 20 {
			t.Fatal("the pages never end")
		}
		_, rows, _ := (archFace{}).buttons("en", g, &s, sel)
		next, count := "", 0
		for _, row := range rows {
			for _, b := range row {
				count++
				d, err := ParseButtonData(b.Data)
				if err != nil {
					t.Fatalf("page %d: button %q: %v", page, b.Label, err)
				}
				switch {
				case d.Verb == VerbAct:
					seen[d.Arg]++
				case d.Verb == VerbPick && b.Label == strconv.Itoa(page+1)+"/"+strconv.Itoa((want+archPerPage-1)/archPerPage)+" ▶":
					next = d.Arg
				}
			}
		}
		if count > maxButtons {
			t.Errorf("page %d holds %d buttons", page, count)
		}
		sel = next
	}
	if len(seen) != want {
		t.Errorf("the pages reach %d of the %d sowings", len(seen), want)
	}
	for arg, n := range seen {
		if n != 1 {
			t.Errorf("sowing %s offered on %d pages", arg, n)
		}
	}
}

// TestParseArchSel reads selections, pages included, and refuses the
// malformed.
func TestParseArchSel(t *testing.T) {
	for _, c := range []struct {
		sel    string
		island int
		dir    ar.Dir
		hasDir bool
		page   int
	}{
		{"i3", 2, 0, false, 1},
		{"i3cw", 2, ar.CW, true, 1},
		{"i8ccw", 7, ar.CCW, true, 1},
		{"i3cwp2", 2, ar.CW, true, 2},
		{"i3ccwp12", 2, ar.CCW, true, 12},
		{"i3p2", -1, 0, false, 1},
		{"i3cwp0", -1, 0, false, 1},
		{"i3cwpx", -1, 0, false, 1},
		{"i9cw", -1, 0, false, 1},
		{"", -1, 0, false, 1},
	} {
		i, d, has, p := parseArchSel(c.sel)
		if i != c.island || d != c.dir || has != c.hasDir || p != c.page {
			t.Errorf("parseArchSel(%q) = %d %v %v %d, want %d %v %v %d", c.sel, i, d, has, p, c.island, c.dir, c.hasDir, c.page)
		}
	}
}
