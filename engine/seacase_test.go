package engine_test

import (
	"errors"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// seaCase is one rule scenario on seaGame's board: the boats, the pieces,
// the face-up tiles and coins laid out, a change by hand, one action by
// white, and either the error it must be refused with or a check of what
// follows.
type seaCase struct {
	name  string
	o     engine.Options
	boats map[engine.Crew]string
	at    map[engine.PieceID]string
	tiles map[string]engine.Tile // face up unless the case's setup turns them
	coins map[string]int
	setup func(t *testing.T, s *engine.State)
	act   string
	err   error // the refusal wanted (errors.Is), nil when the action is legal
	check func(t *testing.T, s engine.State, evs []engine.Event)
}

// runSea plays every case as a subtest.
func runSea(t *testing.T, cases []seaCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := seaGame(t, tc.o, tc.boats, tc.at)
			for c, tile := range tc.tiles {
				tile.Open = true
				s.Tiles[cell(t, c)] = tile
			}
			for c, n := range tc.coins {
				s.Coins[cell(t, c)] = uint8(n)
			}
			if tc.setup != nil {
				tc.setup(t, &s)
			}
			s.Recount()
			a, err := engine.Parse(tc.act)
			if err != nil {
				t.Fatal(err)
			}
			after, evs, err := engine.Apply(s, a)
			if tc.err != nil {
				if !errors.Is(err, tc.err) {
					t.Fatalf("%s: %v, want %v", tc.act, err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s: %v", tc.act, err)
			}
			if tc.check != nil {
				tc.check(t, after, evs)
			}
		})
	}
}

// at checks that piece p is alive at cell c.
func at(t *testing.T, s engine.State, p engine.PieceID, c string) {
	t.Helper()
	if pc := s.Pieces[p]; pc.Status != engine.Alive || pc.At != cell(t, c) {
		t.Errorf("%s is %s at %s, want alive at %s", p, pc.Status, pc.At, c)
	}
}

// dead checks that piece p is dead.
func dead(t *testing.T, s engine.State, p engine.PieceID) {
	t.Helper()
	if pc := s.Pieces[p]; pc.Status != engine.Dead {
		t.Errorf("%s is %s at %s, want dead", p, pc.Status, pc.At)
	}
}

// hasType reports whether evs hold an event of type e.
func hasType(evs []engine.Event, e engine.EventType) bool {
	for _, x := range evs {
		if x.Type == e {
			return true
		}
	}
	return false
}
