package yamlerr_test

import (
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/jackalbot/jackal/engine/yamlerr"
)

// TestWords: the decoder's errors read as a player's: the key, the line,
// what was found and what the key takes.
func TestWords(t *testing.T) {
	type file struct {
		Seats   int      `yaml:"seats"`
		Actions []string `yaml:"actions"`
		Coins   map[string]int
	}
	for _, tc := range []struct{ doc, want string }{
		{"seats: 2\nfoo: 1\n", `line 2: unknown key "foo"`},
		{"actions: 5\n", `line 1: a number "5" where a list goes`},
		{"seats: [1, 2]\n", `line 1: a list where a number goes`},
		{"", "the file is empty"},
		{"seats: 2\nfoo: 1\nbar: 2\n", `line 2: unknown key "foo"; line 3: unknown key "bar"`},
	} {
		d := yaml.NewDecoder(strings.NewReader(tc.doc))
		d.KnownFields(true)
		var f file
		err := d.Decode(&f)
		if err == nil {
			t.Fatalf("%q decoded", tc.doc)
		}
		if got := yamlerr.Words(err); got != tc.want {
			t.Errorf("%q: %q, want %q (from %q)", tc.doc, got, tc.want, err)
		}
	}
}
