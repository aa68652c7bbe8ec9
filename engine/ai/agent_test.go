package ai

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

func TestParseLevel(t *testing.T) {
	tests := []struct {
		in   string
		want Level
		err  error
	}{
		{"easy", Easy, nil},
		{" Hard ", Hard, nil},
		{"RANDOM", Random, nil},
		{"medium", "", ErrUnknownLevel},
		{"", "", ErrUnknownLevel},
	}
	for _, tc := range tests {
		got, err := ParseLevel(tc.in)
		if got != tc.want || !errors.Is(err, tc.err) || (tc.err == nil && err != nil) {
			t.Errorf("ParseLevel(%q) = %q, %v; want %q, %v", tc.in, got, err, tc.want, tc.err)
		}
	}
}

func TestDecideErrors(t *testing.T) {
	s, err := engine.New(5, engine.Options{Duel: true, StallRounds: -1})
	if err != nil {
		t.Fatal(err)
	}
	white := engine.ViewFor(&s, engine.White)
	black := engine.ViewFor(&s, engine.Black)
	spectator := engine.ViewFor(&s, engine.NoCrew)
	over, _ := engine.Conclude(s)
	done := engine.ViewFor(&over, engine.White)
	tests := []struct {
		name  string
		agent Agent
		view  *engine.View
		err   error
	}{
		{"nil view", New(Easy, 1), nil, ErrNoView},
		{"game over", New(Easy, 1), &done, ErrGameOver},
		{"not its turn", New(Easy, 1), &black, ErrNotSeated},
		{"spectator", New(Hard, 1), &spectator, ErrNotSeated},
		{"unknown level", New("clever", 1), &white, ErrUnknownLevel},
		{"easy plays", New(Easy, 1), &white, nil},
		{"hard plays", New(Hard, 1, WithIterations(20)), &white, nil},
		{"random plays", New(Random, 1), &white, nil},
	}
	for _, tc := range tests {
		a, err := tc.agent.Decide(tc.view, Budget{})
		if tc.err != nil {
			if !errors.Is(err, tc.err) {
				t.Errorf("%s: error %v, want %v", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if err := s.Check(a); err != nil {
			t.Errorf("%s: played %s, refused: %v", tc.name, a, err)
		}
	}
}

// TestGamesLegalAndDeterministic plays whole games between agents and
// checks that every action was legal (Match stops on a refused action),
// that the game ended, that the same seeds replay the same game, and that
// the engine's replay of the log reaches the same final position.
func TestGamesLegalAndDeterministic(t *testing.T) {
	tests := []struct {
		name string
		a, b Level
		opts engine.Options
		seed uint64
	}{
		{"easy vs random", Easy, Random, engine.Options{Duel: true, StallRounds: -1}, 1},
		{"random vs easy", Random, Easy, engine.Options{Duel: true, StallRounds: -1}, 2},
		{"hard vs easy", Hard, Easy, engine.Options{Duel: true, StallRounds: 10}, 3},
		{"easy four crews", Easy, Random, engine.Options{StallRounds: 10}, 4},
		{"easy two crews each", Easy, Easy, engine.Options{TwoCrewsEach: true, StallRounds: 10}, 5},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			play := func() (engine.State, []engine.Action) {
				s, err := engine.New(tc.seed, tc.opts)
				if err != nil {
					t.Fatal(err)
				}
				var m Match
				m.Budget = Iterations(12)
				m.MaxActions = 1500
				for _, c := range s.Crews() {
					if s.Rules.Allies(c, engine.White) {
						m.Seats[c] = New(tc.a, tc.seed*10+1, WithPlayoutDepth(8))
					} else {
						m.Seats[c] = New(tc.b, tc.seed*10+2)
					}
				}
				end, log, err := m.Play(s)
				if err != nil {
					t.Fatal(err)
				}
				if !end.Over {
					t.Fatalf("the game did not end after %d actions", len(log))
				}
				return end, log
			}
			end1, log1 := play()
			end2, log2 := play()
			if !slices.Equal(log1, log2) || end1 != end2 {
				t.Fatalf("two runs differ: %d and %d actions", len(log1), len(log2))
			}
			texts := make([]string, len(log1))
			for i, a := range log1 {
				texts[i] = a.String()
			}
			if end1.Ending() == engine.EndAgreed {
				texts = append(texts, engine.LogEnd)
			}
			replayed, err := engine.Replay(tc.seed, tc.opts, texts, nil)
			if err != nil {
				t.Fatalf("replay: %v", err)
			}
			if replayed != end1 {
				t.Fatalf("the replayed game differs from the played one")
			}
		})
	}
}

// position lays out a duel by hand: every tile face up and empty unless
// listed, the listed tiles as given, then lets set adjust the rest.
func position(t *testing.T, tiles map[string]engine.Kind, hidden []string, set func(s *engine.State)) engine.State {
	t.Helper()
	s, err := engine.Blank(engine.Options{Duel: true, StallRounds: -1})
	if err != nil {
		t.Fatal(err)
	}
	for x := range s.Board.Island() {
		s.Tiles[x] = engine.Tile{Kind: engine.Empty, Open: true}
	}
	for name, k := range tiles {
		s.Tiles[cell(t, name)] = engine.Tile{Kind: k, Open: true}
	}
	for _, name := range hidden {
		s.Tiles[cell(t, name)] = engine.Tile{Kind: engine.Empty}
	}
	set(&s)
	s.Recount()
	return s
}

func cell(t *testing.T, name string) engine.Cell {
	t.Helper()
	c, err := engine.ParseCell(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func place(t *testing.T, s *engine.State, p engine.PieceID, at string) {
	t.Helper()
	s.Pieces[p].At = cell(t, at)
}

// TestSensiblePlay checks hand-made positions where one kind of action is
// plainly right (or plainly wrong), for each level that must get it right.
func TestSensiblePlay(t *testing.T) {
	far := []string{"b11", "c11", "d11", "k11", "l10", "l9"}
	tests := []struct {
		name   string
		levels []Level
		s      func(t *testing.T) engine.State
		ok     func(a engine.Action) bool
		want   string
	}{
		{
			name:   "bank the coin",
			levels: []Level{Easy, Hard},
			s: func(t *testing.T) engine.State {
				return position(t, nil, far, func(s *engine.State) {
					place(t, s, engine.W1, "g2")
					s.Coins[cell(t, "g2")] = 1
				})
			},
			ok:   func(a engine.Action) bool { return a.String() == "W1 g1 +c" },
			want: "W1 g1 +c",
		},
		{
			name:   "drag the coin home",
			levels: []Level{Easy, Hard},
			s: func(t *testing.T) engine.State {
				return position(t, nil, far, func(s *engine.State) {
					place(t, s, engine.W1, "g5")
					place(t, s, engine.W2, "g4")
					s.Coins[cell(t, "g5")] = 2
				})
			},
			ok: func(a engine.Action) bool {
				return a.Kind == engine.ActMove && a.Piece == engine.W1 && a.Drag == engine.DragCoin && a.To.Rank() == 3
			},
			want: "W1 to rank 4 with a coin",
		},
		{
			name:   "never into the ogre",
			levels: []Level{Easy, Hard},
			s: func(t *testing.T) engine.State {
				return position(t, map[string]engine.Kind{"g3": engine.Ogre}, []string{"g4", "f4", "h4", "g5"}, func(s *engine.State) {
					for _, p := range []engine.PieceID{engine.W1, engine.W2, engine.W3} {
						place(t, s, p, "g2")
					}
				})
			},
			ok:   func(a engine.Action) bool { return a.To.String() != "g3" },
			want: "any move but g3",
		},
		{
			name:   "beat the enemy carrier",
			levels: []Level{Easy, Hard},
			s: func(t *testing.T) engine.State {
				return position(t, nil, far, func(s *engine.State) {
					place(t, s, engine.W1, "e6")
					place(t, s, engine.B1, "e7")
					s.Coins[cell(t, "e7")] = 3
				})
			},
			ok:   func(a engine.Action) bool { return a.String() == "W1 e7" },
			want: "W1 e7",
		},
		{
			name:   "revive",
			levels: []Level{Easy, Hard},
			s: func(t *testing.T) engine.State {
				return position(t, map[string]engine.Kind{"f6": engine.NativeFort}, far, func(s *engine.State) {
					place(t, s, engine.W1, "f6")
					s.Pieces[engine.W2] = engine.Piece{Status: engine.Dead, Crew: engine.White, At: engine.NoCell}
				})
			},
			ok:   func(a engine.Action) bool { return a.Kind == engine.ActRevive },
			want: "revive W2",
		},
		{
			name:   "under smoke, do not bank for the enemy",
			levels: []Level{Easy, Hard},
			s: func(t *testing.T) engine.State {
				return position(t, nil, far, func(s *engine.State) {
					place(t, s, engine.B1, "g12")
					s.Coins[cell(t, "g12")] = 1
					s.Turn = engine.Black
					s.SmokeLeft = 2
				})
			},
			ok:   func(a engine.Action) bool { return a.To.String() != "g13" || a.Drag == engine.DragNone },
			want: "no banking for black",
		},
	}
	for _, tc := range tests {
		for _, l := range tc.levels {
			for seed := uint64(1); seed <= 3; seed++ {
				t.Run(fmt.Sprintf("%s/%s/%d", tc.name, l, seed), func(t *testing.T) {
					s := tc.s(t)
					v := engine.ViewFor(&s, s.Controller())
					a, err := New(l, seed, WithIterations(150)).Decide(&v, Budget{})
					if err != nil {
						t.Fatal(err)
					}
					if err := s.Check(a); err != nil {
						t.Fatalf("played %s, refused: %v", a, err)
					}
					if !tc.ok(a) {
						t.Errorf("played %s, want %s", a, tc.want)
					}
				})
			}
		}
	}
}

func TestDecided(t *testing.T) {
	tests := []struct {
		name         string
		white, black int
		lost         uint8
		want         bool
	}{
		{"start", 0, 0, 0, false},
		{"lead smaller than the gold left", 20, 5, 0, false},
		{"lead larger than the gold left", 25, 5, 0, true},
		{"sunk gold counts out", 18, 3, 10, true},
		{"level", 15, 15, 10, false},
	}
	for _, tc := range tests {
		s, err := engine.New(1, engine.Options{Duel: true})
		if err != nil {
			t.Fatal(err)
		}
		s.Banked[engine.White] = uint8(tc.white)
		s.Banked[engine.Black] = uint8(tc.black)
		s.LostCoins = tc.lost
		if got := Decided(&s); got != tc.want {
			t.Errorf("%s: Decided = %v, want %v", tc.name, got, tc.want)
		}
	}
}
