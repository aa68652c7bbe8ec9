package campaign

import (
	"fmt"
	"strings"
)

// Format is how a campaign is scored and when it ends.
type Format string

// The formats of a campaign.
const (
	// Islands is Jackal Archipelago's campaign: N islands in a row with the
	// same players; the standings add up each island's coins, then islands
	// won (ARCHIPELAGO.md §8); it ends after N games. Between islands the
	// crews draft abilities (Draft).
	Islands Format = "islands"
	// BestOf is first to win a majority of N games (Majority); a drawn
	// game is no one's win but is one of the N. It ends when someone has a
	// majority or N games were played.
	BestOf Format = "best-of"
	// Games is N games, points by gold (coins) summed, then games won; it
	// ends after N games.
	Games Format = "games"
)

// MaxLength is the longest campaign: a season of at most this many games.
const MaxLength = 99

// Formats lists the formats, in the order a help text names them.
func Formats() []Format { return []Format{Islands, BestOf, Games} }

// ParseFormat reads a format's word ("islands", "best-of", "games"),
// case-insensitively and ignoring surrounding spaces. Only the words: a
// length ("islands=3") is refused. A refusal wraps ErrBadCampaign.
func ParseFormat(s string) (Format, error) {
	w := strings.TrimSpace(s)
	for _, f := range Formats() {
		if strings.EqualFold(w, string(f)) {
			return f, nil
		}
	}
	return "", fmt.Errorf("%w: %q is not a format (%s)", ErrBadCampaign, s, formatList())
}

// Valid reports whether f is one of the formats.
func (f Format) Valid() bool {
	for _, g := range Formats() {
		if f == g {
			return true
		}
	}
	return false
}

// Check refuses, wrapping ErrBadCampaign, a campaign of an unknown format
// or a length n outside 1 … MaxLength.
func Check(f Format, n int) error {
	switch {
	case !f.Valid():
		return fmt.Errorf("%w: %q is not a format (%s)", ErrBadCampaign, string(f), formatList())
	case n < 1 || n > MaxLength:
		return fmt.Errorf("%w: a campaign has 1 to %d games, not %d", ErrBadCampaign, MaxLength, n)
	}
	return nil
}

// Majority is the number of wins that takes a best-of-n: more than half,
// n/2+1 (2 of 3, 3 of 4, 3 of 5). A length below 1 is read as 1.
func Majority(n int) int {
	if n < 1 {
		n = 1
	}
	return n/2 + 1
}

// formatList names the formats, for refusals.
func formatList() string {
	var names []string
	for _, f := range Formats() {
		names = append(names, string(f))
	}
	return strings.Join(names, ", ")
}
