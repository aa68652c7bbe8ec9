package yamlerr

import (
	"errors"
	"fmt"
	"testing"
)

// TestLineError: an error at a line of a named file reads
// "name:line: reason"; without a name, the line follows the head's
// words; a line once given is kept, the name added; errors.Is sees the
// reason.
func TestLineError(t *testing.T) {
	malformed := errors.New("malformed scenario")
	other := errors.New("other")
	reason := fmt.Errorf("%w: seats 9 (2 to 4)", malformed)
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"named line", AtLine(reason, "f.yaml", 4, malformed), "f.yaml:4: malformed scenario: seats 9 (2 to 4)"},
		{"named file", AtLine(reason, "f.yaml", 0, malformed), "f.yaml: malformed scenario: seats 9 (2 to 4)"},
		{"line after the head", AtLine(reason, "", 4, malformed), "malformed scenario: line 4: seats 9 (2 to 4)"},
		{"no head", AtLine(fmt.Errorf("%w: x", other), "", 4, malformed), "line 4: other: x"},
		{"nothing to add", AtLine(reason, "", 0, malformed), "malformed scenario: seats 9 (2 to 4)"},
		{"line kept, name added", AtLine(AtLine(reason, "", 4, malformed), "f.yaml", 7), "f.yaml:4: malformed scenario: seats 9 (2 to 4)"},
	} {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
		if tc.name != "no head" && !errors.Is(tc.err, malformed) {
			t.Errorf("%s: errors.Is(malformed) is false", tc.name)
		}
	}
	if AtLine(nil, "f.yaml", 3) != nil {
		t.Error("AtLine(nil) is not nil")
	}
}
