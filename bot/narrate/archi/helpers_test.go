package archi

import (
	"testing"

	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// deal is the deal of seed with the given seats and variant.
func deal(t testing.TB, seats int, adv bool, seed uint64) ar.State {
	t.Helper()
	s, err := ar.Deal(ar.Options{Seats: seats, Advanced: adv}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// view is the view of a fresh 2-seat deal for seat.
func view(t testing.TB, seat uint8) *ar.View {
	t.Helper()
	s := deal(t, 2, false, 1)
	v := ar.ViewFor(&s, seat)
	return &v
}

// distinct fails the test when two of the texts are equal.
func distinct(t *testing.T, what string, texts []string) {
	t.Helper()
	seen := map[string]int{}
	for i, s := range texts {
		if j, ok := seen[s]; ok {
			t.Errorf("%s %d and %d read the same: %q", what, j, i, s)
		}
		seen[s] = i
	}
}
