package yamlerr

import "testing"

// TestDistance: the Levenshtein distance by letters, capped at the limit.
func TestDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b  string
		limit int
		want  int
	}{
		{"", "", 3, 0},
		{"play", "play", 3, 0},
		{"pley", "play", 3, 1},
		{"paly", "play", 3, 2},
		{"", "db", 3, 2},
		{"сдаться", "сдатся", 3, 1},
		{"arena", "render", 9, 4},
		{"arena", "render", 3, 3},   // capped
		{"cannonball", "rum", 3, 3}, // lengths too far apart
		{"kitten", "sitting", 9, 3},
	} {
		if got := Distance(tc.a, tc.b, tc.limit); got != tc.want {
			t.Errorf("Distance(%q, %q, %d) = %d, want %d", tc.a, tc.b, tc.limit, got, tc.want)
		}
	}
}

// TestNearest: the name within two edits (and half the letters), case
// aside, the first of the nearest; none when none is that near.
func TestNearest(t *testing.T) {
	names := []string{"sabre", "rum", "aid", "compass", "fort", "arrow-ew", "arrow-ns"}
	for _, tc := range []struct{ typed, want string }{
		{"sabr", "sabre"},
		{"KOMPASS", "compass"},
		{"Rum", "rum"},
		{"gem", ""}, // two edits from rum and aid, but most of the word
		{"cannonball", ""},
		{"arow-ew", "arrow-ew"},
		{"arrow-nw", "arrow-ew"}, // one edit from both: the first
		{"", ""},
	} {
		if got := Nearest(tc.typed, names); got != tc.want {
			t.Errorf("Nearest(%q) = %q, want %q", tc.typed, got, tc.want)
		}
	}
	if got, want := Unknown("card", "sabr", "pile of 3", names), `unknown card "sabr" (pile of 3): did you mean "sabre"?`; got != want {
		t.Errorf("Unknown = %q, want %q", got, want)
	}
	if got, want := Unknown("card", "gem", "", names), `unknown card "gem"`; got != want {
		t.Errorf("Unknown = %q, want %q", got, want)
	}
}
