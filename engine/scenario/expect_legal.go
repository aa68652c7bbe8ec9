package scenario

import (
	"fmt"
	"slices"

	"github.com/jackalbot/jackal/engine"
)

func expectLegal(what string) func(reader, *Expect, pair) error {
	return func(r reader, e *Expect, p pair) error {
		texts, nodes, err := r.strings(p.Value, what, ErrExpect)
		if err != nil {
			return err
		}
		want := make([]string, len(texts))
		for i, t := range texts {
			a, err := engine.Parse(t)
			if err != nil {
				return r.fail(nodes[i], ErrExpect, "%s: %v", what, err)
			}
			want[i] = a.String()
		}
		e.add(p.KeyN.Line, what, func(f *facts) string {
			got := f.report.Legal
			switch what {
			case "legal":
				return differSet(got, want)
			case "legal_has":
				var miss []string
				for _, w := range want {
					if !slices.Contains(got, w) {
						miss = append(miss, w)
					}
				}
				if len(miss) > 0 {
					return fmt.Sprintf("missing %q from %q", miss, got)
				}
			default:
				var extra []string
				for _, w := range want {
					if slices.Contains(got, w) {
						extra = append(extra, w)
					}
				}
				if len(extra) > 0 {
					return fmt.Sprintf("%q should not be legal", extra)
				}
			}
			return ""
		})
		return nil
	}
}

// differ describes a mismatch of two texts, "" when they are equal.
func differ(got, want string) string {
	if got == want {
		return ""
	}
	return fmt.Sprintf("got %q, want %q", got, want)
}

// differSet describes a mismatch of two sets of texts, "" when equal.
func differSet(got, want []string) string {
	g, w := slices.Clone(got), slices.Clone(want)
	slices.Sort(g)
	slices.Sort(w)
	if slices.Equal(g, w) {
		return ""
	}
	return fmt.Sprintf("got %q, want %q", g, w)
}
