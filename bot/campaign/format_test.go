package campaign_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/campaign"
)

func TestParseFormat(t *testing.T) {
	tests := []struct {
		in   string
		want campaign.Format
		ok   bool
	}{
		{"islands", campaign.Islands, true},
		{"best-of", campaign.BestOf, true},
		{"games", campaign.Games, true},
		{" Best-Of ", campaign.BestOf, true},
		{"GAMES", campaign.Games, true},
		{"islands=3", "", false},
		{"bestof", "", false},
		{"island", "", false},
		{"", "", false},
		{"games games", "", false},
	}
	for _, tt := range tests {
		got, err := campaign.ParseFormat(tt.in)
		if tt.ok {
			if err != nil || got != tt.want {
				t.Errorf("ParseFormat(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
			}
			continue
		}
		if !errors.Is(err, campaign.ErrBadCampaign) || got != "" {
			t.Errorf("ParseFormat(%q) = %q, %v; want an ErrBadCampaign", tt.in, got, err)
		}
	}
}

func TestCheck(t *testing.T) {
	tests := []struct {
		f  campaign.Format
		n  int
		ok bool
	}{
		{campaign.Islands, 3, true},
		{campaign.BestOf, 1, true},
		{campaign.Games, campaign.MaxLength, true},
		{campaign.Games, campaign.MaxLength + 1, false},
		{campaign.BestOf, 0, false},
		{campaign.Islands, -2, false},
		{"league", 5, false},
		{"", 5, false},
	}
	for _, tt := range tests {
		err := campaign.Check(tt.f, tt.n)
		if (err == nil) != tt.ok || err != nil && !errors.Is(err, campaign.ErrBadCampaign) {
			t.Errorf("Check(%q, %d) = %v, want ok %v", tt.f, tt.n, err, tt.ok)
		}
	}
}

func TestMajority(t *testing.T) {
	for n, want := range map[int]int{-1: 1, 0: 1, 1: 1, 2: 2, 3: 2, 4: 3, 5: 3, 7: 4} {
		if got := campaign.Majority(n); got != want {
			t.Errorf("Majority(%d) = %d, want %d", n, got, want)
		}
	}
}

func FuzzParseFormat(f *testing.F) {
	for _, s := range []string{"islands", "best-of", "games", " GAMES ", "islands=3", "", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := campaign.ParseFormat(s)
		if err != nil {
			if !errors.Is(err, campaign.ErrBadCampaign) || got != "" {
				t.Fatalf("ParseFormat(%q) = %q, %v: a refusal must wrap ErrBadCampaign", s, got, err)
			}
			return
		}
		if !got.Valid() || !strings.EqualFold(string(got), strings.TrimSpace(s)) {
			t.Fatalf("ParseFormat(%q) = %q", s, got)
		}
		if again, err := campaign.ParseFormat(string(got)); err != nil || again != got {
			t.Fatalf("ParseFormat(%q) = %q, %v: not read back", got, again, err)
		}
	})
}
