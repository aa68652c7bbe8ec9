package engine_test

import (
	"errors"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestBank checks the bank at f6: one pirate at a time, none attacked
// while a coin lies there with it, a coin alone anyone's.
func TestBank(t *testing.T) {
	type pc = map[engine.PieceID]string
	tests := []struct {
		name  string
		o     engine.Options
		at    pc
		coin  bool // a coin lies on the bank
		move  string
		want  error // nil: legal
		check func(t *testing.T, s engine.State)
	}{
		{"an empty bank", engine.Options{}, pc{}, false, "W1 f6", nil, func(t *testing.T, s engine.State) {
			if s.Pieces[engine.W1].At != cell(t, "f6") {
				t.Errorf("W1 at %s, want f6", s.Pieces[engine.W1].At)
			}
		}},
		{"with a coin onto it", engine.Options{}, pc{}, false, "W1 f6 +c", nil, func(t *testing.T, s engine.State) {
			if s.Coins[cell(t, "f6")] != 1 {
				t.Errorf("%d coins on the bank, want 1", s.Coins[cell(t, "f6")])
			}
		}},
		{"a coin alone is anyone's", engine.Options{}, pc{engine.W1: "f6"}, true, "W1 f7 +c", nil, func(t *testing.T, s engine.State) {
			if s.Coins[cell(t, "f7")] != 1 {
				t.Errorf("the coin did not leave the bank")
			}
		}},
		{"an own pirate there", engine.Options{}, pc{engine.W2: "f6"}, false, "W1 f6", engine.ErrBankTaken, nil},
		{"an own pirate there with a coin", engine.Options{}, pc{engine.W2: "f6"}, true, "W1 f6", engine.ErrBankTaken, nil},
		{"an ally there", engine.Options{Teams: true}, pc{engine.B1: "f6"}, false, "W1 f6", engine.ErrBankTaken, nil},
		{"an enemy without a coin", engine.Options{}, pc{engine.B1: "f6"}, false, "W1 f6", nil, func(t *testing.T, s engine.State) {
			if s.Pieces[engine.W1].At != cell(t, "f6") || s.Pieces[engine.B1].At != s.Ship(engine.Black) {
				t.Errorf("W1 at %s, B1 at %s: want W1 on the bank, B1 aboard", s.Pieces[engine.W1].At, s.Pieces[engine.B1].At)
			}
		}},
		{"an enemy holding a coin", engine.Options{}, pc{engine.B1: "f6"}, true, "W1 f6", engine.ErrCannotAttack, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			at := pc{engine.W1: "f5"}
			for p, c := range tc.at {
				at[p] = c
			}
			crews := []engine.Crew{engine.White, engine.Black}
			if tc.o.Teams {
				crews = nil
			}
			s := seaGame(t, engine.Options{Crews: crews, Teams: tc.o.Teams},
				map[engine.Crew]string{engine.White: "k2", engine.Black: "a12", engine.Yellow: "a1", engine.Red: "l12"}, at)
			s.Tiles[cell(t, "f6")] = engine.Tile{Kind: engine.Bank, Open: true}
			if tc.coin {
				s.Coins[cell(t, "f6")] = 1
			}
			if tc.move == "W1 f6 +c" {
				s.Coins[cell(t, "f5")] = 1
			}
			a, err := engine.Parse(tc.move)
			if err != nil {
				t.Fatal(err)
			}
			s2, _, err := engine.Apply(s, a)
			if tc.want != nil {
				if !errors.Is(err, tc.want) {
					t.Errorf("%s: %v, want %v", tc.move, err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s: %v", tc.move, err)
			}
			tc.check(t, s2)
		})
	}
}

// TestBankByChain checks that an arrow carrying a pirate onto a bank it may
// not enter kills it (an impossible move), and that one carrying it onto
// a free bank leaves it there.
func TestBankByChain(t *testing.T) {
	for _, full := range []bool{false, true} {
		s := tileGame(t, map[string]engine.Tile{"f6": {Kind: engine.Arrow1}, "f7": {Kind: engine.Bank}}, map[engine.PieceID]string{engine.W1: "f5"})
		if full {
			s.Pieces[engine.W2] = engine.Piece{Status: engine.Alive, Crew: engine.White, At: cell(t, "f7")}
		}
		s, evs := play(t, s, "W1 f6")
		dead := s.Pieces[engine.W1].Status == engine.Dead
		if dead != full || full && !hasEvent(evs, engine.EvKilled, func(e engine.Event) bool { return e.How == engine.HowImpossible }) {
			t.Errorf("bank taken %v: W1 %v at %s: %+v", full, s.Pieces[engine.W1].Status, s.Pieces[engine.W1].At, evs)
		}
	}
}
