package main

import (
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"
)

// configKey is a key of Config's YAML, by its path, and its Go type.
type configKey struct {
	path []string
	typ  reflect.Type
}

// configKeys lists every key of t's YAML (a struct's fields by their
// yaml tags), sections before the keys in them.
func configKeys(t reflect.Type, under []string) []configKey {
	var out []configKey
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if name == "" || name == "-" {
			continue
		}
		path := append(append([]string(nil), under...), name)
		out = append(out, configKey{path, f.Type})
		if f.Type.Kind() == reflect.Struct && f.Type != reflect.TypeOf(time.Time{}) {
			out = append(out, configKeys(f.Type, path)...)
		}
	}
	return out
}

// yamlAt writes value under the key path, one level of indent a key.
func yamlAt(path []string, value string) string {
	var b strings.Builder
	for i, k := range path {
		b.WriteString(strings.Repeat("  ", i) + k + ":")
		if i == len(path)-1 {
			b.WriteString(" " + value)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestConfigKeyErrors: a wrong key in any section of the configuration
// (sections of unnamed struct types, whose Go type the decoder names with
// all its fields) reads as one at the top does, with the section named;
// every duration key given a number says a duration goes there, and how
// to write one. Each is one line, with its line number, and never a Go
// type.
func TestConfigKeyErrors(t *testing.T) {
	keys := configKeys(reflect.TypeOf(Config{}), nil)
	type check struct{ name, yaml, want string }
	var checks []check
	sections, durations := 0, 0
	for _, k := range keys {
		dotted := strings.Join(k.path, ".")
		switch {
		case k.typ.Kind() == reflect.Struct:
			sections++
			line := len(k.path) + 1
			checks = append(checks, check{"unknown key under " + dotted, yamlAt(append(k.path, "dsn"), "x"),
				"c.yaml: line " + strconv.Itoa(line) + `: unknown key "dsn" under ` + dotted})
		case k.typ == reflect.TypeOf(time.Duration(0)):
			durations++
			checks = append(checks, check{dotted + " given a number", yamlAt(k.path, "5"),
				"c.yaml: line " + strconv.Itoa(len(k.path)) + ": " + dotted + `: "5" is no duration (write it like 1s or 500ms)`})
		}
	}
	// storage, defaults, telegram, telegram.webhook, discord, web; the
	// timeouts and periods of storage, defaults and telegram
	if sections != 6 || durations != 6 {
		t.Fatalf("%d sections and %d duration keys found; the test lists the configuration's keys wrong", sections, durations)
	}
	checks = append(checks,
		check{"unknown key at the top", "storag:\n  path: x\n", `c.yaml: line 1: unknown key "storag"`},
		check{"the audit's storage.dsn", "telegram:\n  enabled: true\nstorage:\n  dsn: postgres://x\n", `c.yaml: line 4: unknown key "dsn" under storage`},
		check{"a word for a duration", "defaults:\n  ai_budget: soon\n", `c.yaml: line 2: defaults.ai_budget: "soon" is no duration (write it like 1s or 500ms)`},
		check{"a number for a section", "storage: 5\n", `c.yaml: line 1: storage: a number "5" where a map goes`},
	)
	for _, tc := range checks {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseConfig([]byte(tc.yaml), "c.yaml")
			if err == nil || !errors.Is(err, errConfig) {
				t.Fatalf("parseConfig(%q) = %v, want a configuration error", tc.yaml, err)
			}
			got := strings.TrimPrefix(err.Error(), "config: ")
			if got != tc.want {
				t.Fatalf("got  %q\nwant %q", got, tc.want)
			}
			if strings.Contains(got, "\n") || strings.Contains(got, "struct") || strings.Contains(got, "time.Duration") {
				t.Fatalf("%q is no clear line", got)
			}
		})
	}
}
