package scenario

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

func mustParse(t *testing.T, src string) *Scenario {
	t.Helper()
	sc, err := Parse([]byte(src), "run.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

func TestRunRefusedActionNamesLine(t *testing.T) {
	sc := mustParse(t, `variants: [duel]
crews: [white, black]
tiles: {e4: coin2 open}
gold: {e4: 2}
pieces: {W1: e4}
actions:
  - W1 e5 +c
`)
	res, err := Run(sc)
	want := `run.yaml:7: action "W1 e5 +c": illegal move: gold cannot be dragged onto a face-down tile`
	if err == nil || err.Error() != want {
		t.Fatalf("error %v, want %q", err, want)
	}
	if !errors.Is(err, engine.ErrIllegal) || !errors.Is(err, engine.ErrDragHidden) {
		t.Errorf("error %v does not wrap the engine's sentinels", err)
	}
	if len(res.Steps) != 0 || res.State != res.Start {
		t.Errorf("a refused action changed the result")
	}
}

func TestRunAutomaticPass(t *testing.T) {
	tests := []struct {
		name    string
		actions string
		steps   int
		auto    int
	}{
		{"pass played for the runner", "[B1 g12]", 2, 1},
		{"pass written", "[pass, B1 g12]", 2, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := mustParse(t, `variants: [duel]
crews: [white, black]
open: true
tiles: {e5: trap open, k11: empty}
pieces: {W1: e5 held, W2: dead, W3: dead}
actions: `+tc.actions+"\n")
			res, err := Run(sc)
			if err != nil {
				t.Fatal(err)
			}
			auto := 0
			for _, st := range res.Steps {
				if st.Auto {
					auto++
				}
			}
			if len(res.Steps) != tc.steps || auto != tc.auto {
				t.Errorf("%d steps, %d automatic; want %d, %d", len(res.Steps), auto, tc.steps, tc.auto)
			}
			if res.State.Pieces[engine.B1].At != cell(t, "g12") {
				t.Errorf("B1 at %s", res.State.Pieces[engine.B1].At)
			}
		})
	}
}

func TestRunAgreedEnd(t *testing.T) {
	sc := mustParse(t, "variants: [duel]\nactions: [W1 g2, \"#end\", \"#end\"]\n")
	res, err := Run(sc)
	if err == nil || !errors.Is(err, engine.ErrGameOver) || !strings.HasPrefix(err.Error(), "run.yaml:2:") {
		t.Fatalf("a second #end: %v", err)
	}
	if !res.State.Over || res.State.EndedBy != engine.EndAgreed || len(res.Steps) != 2 {
		t.Errorf("over %v by %d after %d steps", res.State.Over, res.State.EndedBy, len(res.Steps))
	}
}

// TestRunVoteEnd: `end` (ARCHIPELAGO.md §10's vote) is the agreed end,
// written once or once for each crew; an action after it is refused.
func TestRunVoteEnd(t *testing.T) {
	for _, tc := range []struct {
		actions string
		steps   int
		err     bool
	}{
		{"[W1 g2, end]", 2, false},
		{"[W1 g2, end, END]", 3, false},
		{"[end, end, W1 g2]", 2, true},
	} {
		res, err := Run(mustParse(t, "variants: [duel]\nactions: "+tc.actions+"\n"))
		if (err != nil) != tc.err || tc.err && !errors.Is(err, engine.ErrGameOver) {
			t.Errorf("%s: %v", tc.actions, err)
		}
		if !res.State.Over || res.State.EndedBy != engine.EndAgreed || len(res.Steps) != tc.steps {
			t.Errorf("%s: over %v by %d after %d steps", tc.actions, res.State.Over, res.State.EndedBy, len(res.Steps))
		}
	}
}

// TestOutputShape checks every field of the JSON report.
func TestOutputShape(t *testing.T) {
	sc := mustParse(t, `variants: [duel]
crews: [white, black]
open: true
tiles: {e5: forest open, e6: arrow-2 open, k11: empty, c3: trap open}
gold: {e4: 2+galleon}
pieces:
  W1: e5/2
  W2: c3 held
  W3: dead
  B1: e4
  MIS: e4 black converted
  FRI: gone white
bottles: {black: 1}
actions: [W1 e6]
`)
	res, err := Run(sc)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Output(res.State, res.Events)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(out, &raw); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"turn", "over", "winners", "scores", "ships", "bottles", "pieces", "gold", "lost", "tiles", "pending", "legal", "events"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("field %q missing", k)
		}
	}
	var r Report
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		got, want any
	}{
		{"turn", r.Turn, "white"},
		{"winners", len(r.Winners), 0},
		{"tiles", len(r.Tiles), engine.NumTiles},
		{"tile", r.Tiles["e6"], TileReport{Kind: "arrow-2", Rot: "n", Open: true}},
		{"hidden tile", r.Tiles["k11"].Open, false},
		{"W1 pending at arrow", r.Pieces["W1"].At, "e6"},
		{"W2 held", strings.Join(r.Pieces["W2"].Flags, ","), "held"},
		{"W3 dead", r.Pieces["W3"].At, "dead"},
		{"FRI gone", r.Pieces["FRI"].At, "gone"},
		{"MIS converted", r.Pieces["MIS"].Converted, true},
		{"W1 not converted", strings.Contains(string(raw["pieces"]), `"converted": false`), false},
		{"B2 aboard", r.Pieces["B2"].At, "g13"},
		{"BEN never found", r.Pieces["BEN"].At, ""},
		{"gold", r.Gold["e4"], GoldReport{Coins: 2, Galleon: true}},
		{"bottles", r.Bottles["black"], 1},
		{"scores", r.Scores["white"], 0},
		{"ships", r.Ships["black"], "g13"},
		{"pending piece", r.Pending != nil && r.Pending.Piece == "W1" && r.Pending.Choose == "arrow", true},
		{"pending options", strings.Join(r.Pending.Options, ","), "f6,d6"},
		{"legal", strings.Join(r.Legal, ","), "f6,d6"},
		{"events", len(r.Events), 2},
		{"event", r.Events[0], EventReport{Type: "moved", Piece: "W1", Crew: "white", From: "e5", To: "e6", How: "step"}},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
	if !strings.Contains(string(raw["events"]), `"type": "choice"`) || strings.Contains(string(raw["events"]), `"gold"`) {
		t.Errorf("events: %s", raw["events"])
	}
}

func TestOutputSpinnerAndOver(t *testing.T) {
	sc := mustParse(t, `variants: [duel]
open: true
tiles: {e5: desert open}
gold: {h2: 1}
pieces: {W1: h2, W2: e5/3}
actions: [W1 g1 +c]
`)
	res, err := Run(sc)
	if err != nil {
		t.Fatal(err)
	}
	r := MakeReport(&res.State, res.Events)
	if r.Turn != "" || !r.Over || strings.Join(r.Winners, ",") != "white" || r.Scores["white"] != 1 ||
		r.Pieces["W2"].At != "e5/3" || len(r.Legal) != 0 || r.Pending != nil {
		t.Errorf("report %+v", r)
	}
}

// TestOutputArchipelagoNames: on a sea board the report names tiles and
// revealed kinds as Archipelago's files do ("pit", not classic's "trap");
// classic's report keeps classic's names.
func TestOutputArchipelagoNames(t *testing.T) {
	sc := mustParse(t, `island: first
crews: [white, black]
boats: {white: b3, black: l7}
tiles: {f5: pit}
pieces: {W1: e5}
actions: [W1 f5]
expect:
  events: [{type: revealed, kind: pit}]
`)
	res, err := Run(sc)
	if err != nil {
		t.Fatal(err)
	}
	r := MakeReport(&res.State, res.Events)
	if got := r.Tiles["f5"].Kind; got != "pit" {
		t.Errorf("tile f5 reported %q, want pit", got)
	}
	found := false
	for _, e := range r.Events {
		found = found || e.Kind == "pit"
		if e.Kind == "trap" {
			t.Errorf("an event names classic's trap: %+v", e)
		}
	}
	if !found {
		t.Errorf("no event names the pit: %+v", r.Events)
	}
	classic := mustParse(t, "variants: [duel]\nopen: true\ntiles: {e5: trap, k11: empty}\npieces: {W1: e4}\nactions: [W1 e5]\n")
	cres, err := Run(classic)
	if err != nil {
		t.Fatal(err)
	}
	if got := MakeReport(&cres.State, cres.Events).Tiles["e5"].Kind; got != "trap" {
		t.Errorf("classic's tile e5 reported %q, want trap", got)
	}
}
