package yamlerr

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
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

// TestSource: a Source tells an error at the line where its key path is
// written, with its name and after its heads; with no text, At leaves
// the error as it is; Named gives the error the file's name alone;
// Decoded words the decoder's error at its line.
func TestSource(t *testing.T) {
	malformed := errors.New("malformed scenario")
	reason := fmt.Errorf("%w: seats 9 (2 to 4)", malformed)
	data := []byte("# a\nseats: 9\npiles:\n  3: [rum]\n")
	var decoded struct {
		Seats int `yaml:"seats"`
	}
	derr := yaml.Unmarshal([]byte("seats: [1]\n"), &decoded)
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"named at", Source{Name: "f.yaml", Data: data, Heads: []error{malformed}}.At(reason, "seats"), "f.yaml:2: malformed scenario: seats 9 (2 to 4)"},
		{"deeper key", Source{Data: data, Heads: []error{malformed}}.At(reason, "piles", "3"), "malformed scenario: line 4: seats 9 (2 to 4)"},
		{"no text", Source{Name: "f.yaml", Heads: []error{malformed}}.At(reason, "seats"), "malformed scenario: seats 9 (2 to 4)"},
		{"named", Source{Name: "f.yaml", Data: data}.Named(reason), "f.yaml: malformed scenario: seats 9 (2 to 4)"},
		{"decoded", Source{Name: "f.yaml", Data: []byte("seats: [1]\n"), Heads: []error{malformed}}.Decoded(derr, malformed), "f.yaml:1: malformed scenario: "},
	} {
		if got := tc.err.Error(); !strings.HasPrefix(got, tc.want) || tc.name != "decoded" && got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
		if !errors.Is(tc.err, malformed) {
			t.Errorf("%s: errors.Is(malformed) is false", tc.name)
		}
	}
	if (Source{Data: data}).At(nil, "seats") != nil {
		t.Error("At(nil) is not nil")
	}
}
