package engine

import "testing"

// TestOut: a crew is out when none of its pieces is alive and no dead
// pirate of its may revive itself (an unused shrinekeeper); a living
// piece of another crew does not keep it in.
func TestOut(t *testing.T) {
	dead := func(s *State) {
		for _, p := range PiratesOf(White) {
			s.Pieces[p].Status = Dead
		}
	}
	for _, tc := range []struct {
		name string
		set  func(s *State)
		want bool
	}{
		{"the crew at the start", func(*State) {}, false},
		{"every pirate dead", dead, true},
		{"one alive", func(s *State) { dead(s); s.Pieces[W2].Status = Alive }, false},
		{"a dead shrinekeeper, unused", func(s *State) { dead(s); s.Abilities.Of[W3] = Shrinekeeper }, false},
		{"a dead shrinekeeper, used", func(s *State) {
			dead(s)
			s.Abilities.Of[W3] = Shrinekeeper
			s.Abilities.Used |= 1 << W3
		}, true},
	} {
		s, err := New(1, Options{})
		if err != nil {
			t.Fatal(err)
		}
		tc.set(&s)
		if got := s.Out(White); got != tc.want {
			t.Errorf("%s: Out(white) = %v, want %v", tc.name, got, tc.want)
		}
		if s.Out(Black) {
			t.Errorf("%s: black, its crew aboard, is out", tc.name)
		}
	}
}
