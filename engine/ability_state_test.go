package engine_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
)

// abilityDeal deals the first island to white and black.
func abilityDeal(t *testing.T) engine.State {
	t.Helper()
	isl, err := islands.Lookup("first")
	if err != nil {
		t.Fatal(err)
	}
	s, err := archipelago.Deal(isl, engine.Options{Duel: true}, 5)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestSetAbility checks how abilities are written on pirates: only on a
// sea board, only on a pirate of a crew in play, one a pirate and one
// pirate an ability; NoAbility erases, and used marks a spent one.
func TestSetAbility(t *testing.T) {
	classic, err := engine.New(1, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := classic.SetAbility(engine.W1, engine.Scout, false); !errors.Is(err, engine.ErrBadOptions) {
		t.Errorf("classic: %v, want ErrBadOptions", err)
	}
	s := abilityDeal(t)
	for _, tc := range []struct {
		p    engine.PieceID
		a    engine.Ability
		want string
	}{
		{engine.BEN, engine.Scout, "no pirate"},
		{engine.MIS, engine.Scout, "no pirate"},
		{engine.Y1, engine.Scout, "not in play"},
		{engine.W1, engine.NumAbilities, "no such ability"},
	} {
		if err := s.SetAbility(tc.p, tc.a, false); !errors.Is(err, engine.ErrBadOptions) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %s: %v, want ErrBadOptions saying %q", tc.p, tc.a, err, tc.want)
		}
	}
	if err := s.SetAbility(engine.W1, engine.Scout, true); err != nil {
		t.Fatal(err)
	}
	if s.Ability(engine.W1) != engine.Scout || !s.AbilityUsed(engine.W1) || s.Ability(engine.W2) != engine.NoAbility {
		t.Errorf("W1 holds %s (used %v), W2 %s", s.Ability(engine.W1), s.AbilityUsed(engine.W1), s.Ability(engine.W2))
	}
	if err := s.SetAbility(engine.W1, engine.Duelist, false); err == nil || !strings.Contains(err.Error(), "one ability a pirate") {
		t.Errorf("a second ability on W1: %v", err)
	}
	if err := s.SetAbility(engine.B1, engine.Scout, false); err == nil || !strings.Contains(err.Error(), "one card of each") {
		t.Errorf("scout on B1 too: %v", err)
	}
	if err := s.SetAbility(engine.W1, engine.NoAbility, false); err != nil || s.Ability(engine.W1) != engine.NoAbility || s.AbilityUsed(engine.W1) {
		t.Errorf("erasing W1's: %v, %s", err, s.Ability(engine.W1))
	}
	if s.Ability(engine.BEN) != engine.NoAbility || s.Ability(engine.NoPiece) != engine.NoAbility {
		t.Error("a character holds an ability")
	}
}

// TestAbilityNotation checks the abilities' notation (§10): the
// strongman's "+2c", "W2 shoot e5" and "W2 scout e5", in any case, and
// their refusals.
func TestAbilityNotation(t *testing.T) {
	e5 := cell(t, "e5")
	for text, want := range map[string]engine.Action{
		"W1 e5 +2c":    {Kind: engine.ActMove, Piece: engine.W1, To: e5, Drag: engine.DragTwoCoins},
		"w1 E5 +2C":    {Kind: engine.ActMove, Piece: engine.W1, To: e5, Drag: engine.DragTwoCoins},
		"W2 shoot e5":  engine.Shoot(engine.W2, e5),
		"w2 SHOOT  e5": engine.Shoot(engine.W2, e5),
		"R3 scout e5":  engine.ScoutAt(engine.R3, e5),
	} {
		a, err := engine.Parse(text)
		if err != nil || a != want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", text, a, err, want)
			continue
		}
		if b, err := engine.Parse(a.String()); err != nil || b != a {
			t.Errorf("%q formats as %q, which reads back as %+v, %v", text, a.String(), b, err)
		}
	}
	if got := engine.Shoot(engine.W2, e5).String(); got != "W2 shoot e5" {
		t.Errorf("the shot is written %q", got)
	}
	if got := engine.ScoutAt(engine.W2, e5).String(); got != "W2 scout e5" {
		t.Errorf("the look is written %q", got)
	}
	for _, text := range []string{"W2 shoot", "W2 scout e5 e6", "W2 shoot z9", "W1 e5 +2c +c", "W1 e5 +2c +2c", "W2 shoot e5 +c"} {
		if _, err := engine.Parse(text); !errors.Is(err, engine.ErrSyntax) {
			t.Errorf("Parse(%q): %v, want a syntax error", text, err)
		}
	}
	if !engine.ScoutAt(engine.W2, e5).IsFree() || engine.Shoot(engine.W2, e5).IsFree() {
		t.Error("the look should be free, the shot not")
	}
}

// TestAbilitySnapshotsAndViews checks that abilities, and which are spent,
// are kept by version 2 snapshots and shown in every crew's view; an
// ability that does not exist is refused on decoding, and version 1 (a
// classic game) holds none.
func TestAbilitySnapshotsAndViews(t *testing.T) {
	s := abilityDeal(t)
	if err := s.SetAbility(engine.W2, engine.Strongman, false); err != nil {
		t.Fatal(err)
	}
	if err := s.SetAbility(engine.B3, engine.Scout, true); err != nil {
		t.Fatal(err)
	}
	data, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var back engine.State
	if err := back.UnmarshalBinary(data); err != nil || back != s || back.Ability(engine.W2) != engine.Strongman || !back.AbilityUsed(engine.B3) {
		t.Fatalf("read back: %v (equal %v)", err, back == s)
	}
	bad := append([]byte(nil), data...)
	bad[len(bad)-3] = byte(engine.NumAbilities) // R3's ability, before the spent bits
	if err := back.UnmarshalBinary(bad); !errors.Is(err, engine.ErrCorrupt) {
		t.Errorf("an ability out of range: %v, want ErrCorrupt", err)
	}
	for _, c := range []engine.Crew{engine.White, engine.Black, engine.NoCrew} {
		v := engine.ViewFor(&s, c)
		if v.Ability(engine.W2) != engine.Strongman || v.Ability(engine.B3) != engine.Scout || !v.AbilityUsed(engine.B3) || v.AbilityUsed(engine.W2) {
			t.Errorf("%s's view: W2 %s, B3 %s", c, v.Ability(engine.W2), v.Ability(engine.B3))
		}
	}
	classic, err := engine.New(1, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	classic.Abilities.Of[engine.W1] = engine.Scout // by hand: SetAbility refuses
	if _, err := classic.MarshalBinary(); !errors.Is(err, engine.ErrBoard) {
		t.Errorf("a classic game with an ability: %v, want ErrBoard", err)
	}
}

// TestAbilityRefusals checks the sentinels that explain refused ability
// actions.
func TestAbilityRefusals(t *testing.T) {
	boats := map[engine.Crew]string{engine.White: "c2", engine.Black: "j9"}
	grant := func(p engine.PieceID, a engine.Ability, used bool) func(t *testing.T, s *engine.State) {
		return func(t *testing.T, s *engine.State) {
			if err := s.SetAbility(p, a, used); err != nil {
				t.Fatal(err)
			}
		}
	}
	runSea(t, []seaCase{
		{name: "shot by no sharpshooter", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5", engine.B1: "g5"},
			setup: grant(engine.W2, engine.Sharpshooter, false), act: "W1 shoot g5", err: engine.ErrAbility},
		{name: "shot out of line", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5", engine.B1: "f7"},
			setup: grant(engine.W1, engine.Sharpshooter, false), act: "W1 shoot f7", err: engine.ErrNotAdjacent},
		{name: "shot at nobody", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5", engine.W2: "g5"},
			setup: grant(engine.W1, engine.Sharpshooter, false), act: "W1 shoot g5", err: engine.ErrIllegal},
		{name: "shot from a pit", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5", engine.B1: "g5"},
			setup: func(t *testing.T, s *engine.State) {
				grant(engine.W1, engine.Sharpshooter, false)(t, s)
				s.Pieces[engine.W1].Flags |= engine.Held
			}, act: "W1 shoot g5", err: engine.ErrCannotAct},
		{name: "shot of another crew's turn", boats: boats, at: map[engine.PieceID]string{engine.B1: "e5", engine.W1: "g5"},
			setup: grant(engine.B1, engine.Sharpshooter, false), act: "B1 shoot g5", err: engine.ErrNotYourTurn},
		{name: "look too far", boats: boats, at: map[engine.PieceID]string{engine.W1: "e6"},
			setup: grant(engine.W1, engine.Scout, false), act: "W1 scout g7", err: engine.ErrNotAdjacent},
		{name: "look spent", boats: boats, at: map[engine.PieceID]string{engine.W1: "f6"},
			setup: grant(engine.W1, engine.Scout, true), act: "W1 scout g7", err: engine.ErrAbility},
		{name: "look at an open tile", boats: boats, at: map[engine.PieceID]string{engine.W1: "f6"},
			setup: grant(engine.W1, engine.Scout, false), act: "W1 scout f5", err: engine.ErrIllegal},
		{name: "look", boats: boats, at: map[engine.PieceID]string{engine.W1: "f6"},
			setup: grant(engine.W1, engine.Scout, false), act: "W1 scout g7",
			check: func(t *testing.T, s engine.State, evs []engine.Event) {
				g7 := cell(t, "g7")
				if !s.Known[g7].Has(engine.White) || s.Turn != engine.White || !s.AbilityUsed(engine.W1) {
					t.Errorf("known %v, turn %s, used %v", s.Known[g7], s.Turn, s.AbilityUsed(engine.W1))
				}
				for _, e := range evs {
					if e.Type == engine.EvPeeked && (e.Private != engine.White || e.N != int8(engine.Scout)) {
						t.Errorf("the sight %+v is not white's alone, or not the scout's", e)
					}
				}
				if v := engine.ViewFor(&s, engine.Black); v.Tiles[g7].Kind != engine.Hidden {
					t.Errorf("black sees g7 as %s", v.Tiles[g7].Kind)
				}
			}},
		{name: "two coins by no strongman", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5"},
			coins: map[string]int{"e5": 2}, act: "W1 e6 +2c", err: engine.ErrAbility},
		{name: "two coins of one", boats: boats, at: map[engine.PieceID]string{engine.W1: "e5"},
			coins: map[string]int{"e5": 1}, setup: grant(engine.W1, engine.Strongman, false), act: "W1 e6 +2c", err: engine.ErrNoGold},
	})
}
