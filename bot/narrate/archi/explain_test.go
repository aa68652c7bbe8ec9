package archi

import (
	"errors"
	"fmt"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

func TestExplain(t *testing.T) {
	sentinels := []error{ar.ErrSyntax, ar.ErrIllegal, ar.ErrGameOver, ar.ErrOptions, ar.ErrSnapshot}
	unknown := errors.New("something else")
	for _, l := range narrate.Langs() {
		var texts []string
		generic := Explain(l, unknown)
		checkText(t, l, "Explain unknown", generic)
		for _, e := range sentinels {
			got := Explain(l, fmt.Errorf("%w: details", e))
			checkText(t, l, "Explain "+e.Error(), got)
			if got == generic {
				t.Errorf("%s: %v explained as an unknown error", l, e)
			}
			texts = append(texts, got)
		}
		distinct(t, string(l)+" Explain", texts)
		if got := Explain(l, nil); got != "" {
			t.Errorf("%s: Explain(nil) = %q", l, got)
		}
	}
	// The engine's own errors.
	s := deal(t, 2, false, 1)
	_, perr := ar.Parse("jump 9")
	aerr := ar.Apply(&s, ar.Action{Kind: ar.ActChoose, Island: 3}, nil)
	_, derr := ar.Deal(ar.Options{Seats: 3}, 1)
	for _, err := range []error{perr, aerr, derr} {
		if got := Explain(narrate.EN, err); got == Explain(narrate.EN, unknown) {
			t.Errorf("%v explained as an unknown error", err)
		}
	}
}
