package campaign_test

import (
	"errors"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot/campaign"
)

func TestCleanName(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"Long John", "Long John", true},
		{"", "", true},
		{"   ", "", true},
		{"  Flint  ", "Flint", true},
		{"Одноглазый Джо", "Одноглазый Джо", true},
		{"🦜 Polly", "🦜 Polly", true},
		{strings.Repeat("ж", 32), strings.Repeat("ж", 32), true},
		{strings.Repeat("ж", 33), "", false},
		{"Long\nJohn", "", false},
		{"Long\tJohn", "", false},
		{"bell\x07", "", false},
		{"del\x7f", "", false},
		{"evil\u202eenil", "", false},
		{"line\u2028sep", "", false},
		{"\xff\xfe", "", false},
	}
	for _, tt := range tests {
		got, err := campaign.CleanName(tt.in)
		if tt.ok {
			if err != nil || got != tt.want {
				t.Errorf("CleanName(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
			}
			continue
		}
		if !errors.Is(err, campaign.ErrBadName) {
			t.Errorf("CleanName(%q) = %q, %v; want an ErrBadName", tt.in, got, err)
		}
	}
}

func FuzzCleanName(f *testing.F) {
	for _, s := range []string{"Long John", "", " x ", "a\nb", strings.Repeat("a", 40), "\u202e", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := campaign.CleanName(s)
		if err != nil {
			if !errors.Is(err, campaign.ErrBadName) || got != "" {
				t.Fatalf("CleanName(%q) = %q, %v: a refusal must wrap ErrBadName", s, got, err)
			}
			return
		}
		if !utf8.ValidString(got) || utf8.RuneCountInString(got) > campaign.MaxNameRunes || got != strings.TrimSpace(got) {
			t.Fatalf("CleanName(%q) = %q", s, got)
		}
		for _, r := range got {
			if unicode.IsControl(r) {
				t.Fatalf("CleanName(%q) = %q keeps the control character %U", s, got, r)
			}
		}
		if !strings.Contains(s, got) {
			t.Fatalf("CleanName(%q) = %q is not a part of the name", s, got)
		}
		if again, err := campaign.CleanName(got); err != nil || again != got {
			t.Fatalf("CleanName(%q) = %q, %v: not idempotent", got, again, err)
		}
	})
}
