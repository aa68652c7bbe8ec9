package archipirata

import (
	"testing"

	"github.com/jackalbot/jackal/engine/game"
)

// TestRulesContract drives a game through the game.Ruleset contract only.
func TestRulesContract(t *testing.T) {
	var r game.Ruleset[State, Action, Event, View] = Rules{}
	s, err := r.Deal(game.Options{Seats: []string{"red", "white", "red2", "white2"}, Variants: []string{VariantAdvanced}}, 5)
	if err != nil || !s.Adv || s.Seats != 4 {
		t.Fatalf("deal: %v, %+v", err, s)
	}
	var buf []Action
	for _, over := r.ToAct(&s); !over; _, over = r.ToAct(&s) {
		buf = r.Legal(&s, buf)
		a, err := r.Parse(r.Format(buf[0]))
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Apply(&s, a, nil); err != nil {
			t.Fatal(err)
		}
	}
	b, _ := r.Marshal(&s)
	d, err := r.Unmarshal(b)
	if err != nil || d != s {
		t.Fatalf("snapshot: %v", err)
	}
	if v := r.View(&s, game.Spectator); v.Seat != Spectator {
		t.Fatalf("spectator view for seat %d", v.Seat)
	}
	if _, err := r.Deal(game.Options{Seats: []string{"red", "white", "red2"}}, 1); err == nil {
		t.Fatal("3 seats accepted")
	}
}

// TestRulesNotes: a resignation concedes to the other team; an agreed end
// goes to the gold, then the pirates; finished games do not change.
func TestRulesNotes(t *testing.T) {
	var r Rules
	tests := []struct {
		note    string
		winner  int8
		endedBy uint8
	}{
		{game.ResignNote("red"), -1, EndNone}, // red2 plays on
		{game.ResignNote("red", "red2"), 1, EndResigned},
		{game.ResignNote("white2"), -1, EndNone}, // white plays on: a computer takes seat 4
		{game.ResignNote("white", "white2"), 0, EndResigned},
		{game.NoteEnd, -2, EndAgreed}, // -2: the team with more pirates on board
		{"#colour white", -1, EndNone},
	}
	for _, tc := range tests {
		s, err := r.Deal(game.Options{Seats: []string{"red", "white", "red2", "white2"}}, 9)
		if err != nil {
			t.Fatal(err)
		}
		if tc.winner == -2 {
			// no gold yet: the first player's pirate is on its airship
			tc.winner = int8(boolU8(s.OnBoard(White) > s.OnBoard(Red)))
		}
		if err := r.Note(&s, tc.note, nil); err != nil {
			t.Fatalf("%s: %v", tc.note, err)
		}
		if s.EndedBy != tc.endedBy || (tc.endedBy != EndNone && s.Winner != tc.winner) {
			t.Errorf("%s: ended by %d winner %d, want %d %d", tc.note, s.EndedBy, s.Winner, tc.endedBy, tc.winner)
		}
		o := r.Outcome(&s)
		if o.Over != (tc.endedBy != EndNone) || len(o.Scores) != 4 {
			t.Errorf("%s: outcome %+v", tc.note, o)
		}
		if tc.winner >= 0 && tc.endedBy != EndNone && len(o.Winners) != 2 {
			t.Errorf("%s: winners %v", tc.note, o.Winners)
		}
		b, err := r.Marshal(&s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.Unmarshal(b); err != nil {
			t.Errorf("%s: snapshot after the note: %v", tc.note, err)
		}
	}
	s, _ := r.Deal(game.Options{}, 3)
	if err := r.Note(&s, game.ResignNote("white2"), nil); err == nil {
		t.Error("a seat not in a two-seat game resigned")
	}
	if err := r.Note(&s, game.ResignNote("white"), nil); err != nil || !s.Over || s.Winner != 0 {
		t.Errorf("white resigned a two-seat game: %v over %v winner %d", err, s.Over, s.Winner)
	}
}
