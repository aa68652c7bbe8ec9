package bot

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

func TestPickButtonsSplitsByRank(t *testing.T) {
	g := &game{rec: &storage.Game{}}
	var ts []target
	board := engine.ClassicBoard()
	for c := range board.Island() {
		ts = append(ts, target{a: engine.Choose(c)})
	}
	ts = append(ts, target{a: engine.Stay})
	shown, rows := pickButtons("en", g, ts, "", 0, false)
	if len(shown) != len(ts) {
		t.Fatalf("the rank list draws %d of %d targets", len(shown), len(ts))
	}
	var labels []string
	n := 0
	for _, row := range rows {
		for _, b := range row {
			labels = append(labels, b.Label)
			n++
		}
	}
	if n != 11+1 { // ranks 2–12 and "stay"
		t.Fatalf("%d buttons: %v", n, labels)
	}
	if !strings.HasPrefix(labels[0], "rank 12 (9)") || labels[n-1] != "stay" {
		t.Fatalf("labels %v", labels)
	}
	if d := rows[0][0].Data; d != gameTag("")+"/0:p:#12" {
		t.Fatalf("rank 12 button data %q", d)
	}
	shown, rows = pickButtons("en", g, ts, "", 7, true)
	if len(shown) != 11 {
		t.Fatalf("rank 7 shows %d targets, want 11", len(shown))
	}
	last := rows[len(rows)-1]
	if len(last) != 1 || !strings.HasSuffix(last[0].Data, ":b") {
		t.Fatalf("no way back from a rank: %+v", last)
	}
	for _, row := range rows[:len(rows)-1] {
		for _, b := range row {
			if !strings.HasSuffix(b.Label, "7") {
				t.Fatalf("rank 7 offers %q", b.Label)
			}
		}
	}
}
