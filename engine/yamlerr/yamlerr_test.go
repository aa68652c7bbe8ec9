package yamlerr_test

import (
	"strings"
	"testing"
	"time"

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

// TestWordsIn: a key or value refused inside a section, its section an
// unnamed struct (whose Go type the decoder names with spaces), reads as
// one at the top does, named by its path from the source: never a Go
// type; a duration refused says how to write one.
func TestWordsIn(t *testing.T) {
	type config struct {
		LogLevel string `yaml:"log_level"`
		Storage  struct {
			Driver  string        `yaml:"driver"`
			Timeout time.Duration `yaml:"timeout"`
		} `yaml:"storage"`
		Defaults struct {
			Lang     string        `yaml:"lang"`
			Size     int           `yaml:"board_size"`
			AIBudget time.Duration `yaml:"ai_budget"`
		} `yaml:"defaults"`
		Telegram struct {
			Enabled bool `yaml:"enabled"`
			Webhook struct {
				Listen string        `yaml:"listen"`
				Every  time.Duration `yaml:"every"`
			} `yaml:"webhook"`
		} `yaml:"telegram"`
		Seats []struct {
			Crew string `yaml:"crew"`
		} `yaml:"seats"`
	}
	for _, tc := range []struct{ name, doc, want, words string }{
		{"top", "log_level: info\nfoo: 1\n",
			`line 2: unknown key "foo"`, `line 2: unknown key "foo"`},
		{"storage", "log_level: info\nstorage:\n  dsn: postgres://x\n",
			`line 3: unknown key "dsn" under storage`, `line 3: unknown key "dsn"`},
		{"defaults", "defaults:\n  lang: en\n  colour: red\n",
			`line 3: unknown key "colour" under defaults`, `line 3: unknown key "colour"`},
		{"telegram.webhook", "telegram:\n  enabled: true\n  webhook:\n    url: https://x\n",
			`line 4: unknown key "url" under telegram.webhook`, `line 4: unknown key "url"`},
		{"a list's item", "seats:\n  - crew: white\n  - crew: black\n    team: 2\n",
			`line 4: unknown key "team" under seats[1]`, `line 4: unknown key "team"`},
		{"a flow map", "storage: {driver: bolt, dsn: x}\n",
			`line 1: unknown key "dsn" under storage`, `line 1: unknown key "dsn"`},
		{"a number for a duration", "defaults:\n  ai_budget: 5\n",
			`line 2: defaults.ai_budget: "5" is no duration (write it like 1s or 500ms)`,
			`line 2: "5" is no duration (write it like 1s or 500ms)`},
		{"a word for a duration", "storage:\n  timeout: forever-and-a-day\n",
			`line 2: storage.timeout: "forever-and-a-day" is no duration (write it like 1s or 500ms)`,
			`line 2: "forever..." is no duration (write it like 1s or 500ms)`},
		{"a list for a duration", "telegram:\n  webhook:\n    every: [1]\n",
			`line 3: telegram.webhook.every: a list is no duration (write it like 1s or 500ms)`,
			`line 3: a list is no duration (write it like 1s or 500ms)`},
		{"a word for a number", "defaults:\n  board_size: big\n",
			`line 2: defaults.board_size: a word "big" where a number goes`, `line 2: a word "big" where a number goes`},
		{"a number for a section", "storage: 5\n",
			`line 1: storage: a number "5" where a map goes`, `line 1: a number "5" where a map goes`},
		{"two at once", "storage:\n  dsn: x\ndefaults:\n  ai_budget: 5\n",
			`line 2: unknown key "dsn" under storage; line 4: defaults.ai_budget: "5" is no duration (write it like 1s or 500ms)`,
			`line 2: unknown key "dsn"; line 4: "5" is no duration (write it like 1s or 500ms)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := yaml.NewDecoder(strings.NewReader(tc.doc))
			d.KnownFields(true)
			var c config
			err := d.Decode(&c)
			if err == nil {
				t.Fatalf("%q decoded", tc.doc)
			}
			if got := yamlerr.WordsIn(err, []byte(tc.doc)); got != tc.want {
				t.Errorf("WordsIn: %q, want %q (from %q)", got, tc.want, err)
			}
			if got := yamlerr.Words(err); got != tc.words {
				t.Errorf("Words: %q, want %q (from %q)", got, tc.words, err)
			}
		})
	}
}
