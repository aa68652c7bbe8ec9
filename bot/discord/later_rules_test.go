package discord

import "testing"

// TestLaterRulesWithGame: a core text's "/rules <game> [ID]" (the islands'
// list "/rules archipelago ID for the picture", the puzzle's "/rules
// puzzle") is written as Discord takes it, its words the tile option's:
// "/jackal rules tile:archipelago ID". It read "/jackal rules archipelago
// ID", which Discord's /jackal rules (one option, tile) does not take. The
// text's own words after it stay out of the option; "/rules" naming no
// game is written as before.
func TestLaterRulesWithGame(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"🏝 The islands (/new archipelago island=ID, /rules archipelago ID for the picture):",
			"🏝 The islands (/jackal new game:archipelago variant:island=ID, /jackal rules tile:archipelago ID for the picture):"},
		{"🏝 Острова (/new archipelago island=ID, картинка — /rules archipelago ID):",
			"🏝 Острова (/jackal new game:archipelago variant:island=ID, картинка — /jackal rules tile:archipelago ID):"},
		{"Then the bear. /rules puzzle tells the rules.", "Then the bear. /jackal rules tile:puzzle tells the rules."},
		{"Правила: /rules puzzle.", "Правила: /jackal rules tile:puzzle."},
		{"/rules archipirata", "/jackal rules tile:archipirata"},
		{"/rules archipelago Island names", "/jackal rules tile:archipelago Island names"},
		{"/rules tells them", "/jackal rules tells them"},
		{"/rules cardsharp", "/jackal rules cardsharp"},
		{"/rules [archipelago|archipirata|cards|puzzle] [tile or card]", "/jackal rules [archipelago|archipirata|cards|puzzle] [tile or card]"},
	} {
		if got := slashHere(tc.in); got != tc.want {
			t.Errorf("slashHere(%q)\n = %q\nwant %q", tc.in, got, tc.want)
		}
	}
}
