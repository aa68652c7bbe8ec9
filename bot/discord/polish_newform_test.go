package discord

import "testing"

// TestPolishNewWithOptions: a core text's "/new <game> key=value…" (the
// Archipelago lobby's hint "/new archipelago island=ID") is written as
// Discord takes it, its options named: "/jackal new game:archipelago
// variant:island=ID". It read "/jackal new archipelago island=ID", which
// Discord's /jackal new does not take. A "/new" naming no game, or a game
// alone, is written as before but for the option's name.
func TestPolishNewWithOptions(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"Others: ring, lobes (/new archipelago island=ID).", "Others: ring, lobes (/jackal new game:archipelago variant:island=ID)."},
		{"🏝 The islands (/new archipelago island=ID, /rules archipelago ID for the picture):",
			"🏝 The islands (/jackal new game:archipelago variant:island=ID, /jackal rules tile:archipelago ID for the picture):"},
		{"/new cards islands=2 deals two", "/jackal new game:cards variant:islands=2 deals two"},
		{"Start one with /new archipirata.", "Start one with /jackal new game:archipirata."},
		{"Start one with /new.", "Start one with /jackal new."},
		{"/new to play again", "/jackal new to play again"},
		{"/new archipelagos", "/jackal new archipelagos"},
		{"/new [duel|teams] — or /new archipelago [island=ring]", "/jackal new [duel|teams] — or /jackal new game:archipelago [island=ring]"},
	} {
		if got := slashHere(tc.in); got != tc.want {
			t.Errorf("slashHere(%q)\n = %q\nwant %q", tc.in, got, tc.want)
		}
	}
}
