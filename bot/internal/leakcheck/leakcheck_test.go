package leakcheck

import "testing"

// TestRaw: each kind of leak is found, extra marks count, what the user
// typed is let through, a plain answer passes.
func TestRaw(t *testing.T) {
	for _, tc := range []struct {
		text, typed string
		extra       []string
		want        string
	}{
		{"You hold no horse.", "", nil, ""},
		{"Colour: %!s(MISSING)", "", nil, "%!"},
		{"error: <nil>", "", nil, "<nil>"},
		{"storage: get tg:1: not found", "", nil, "storage:"},
		{"at bot/turn.go:41", "", nil, ".go:"},
		{"Telegram: Bad Request", "", []string{"bad request"}, "bad request"},
		{"unknown word %!", "move %!", nil, ""},
	} {
		if got := Raw(tc.text, tc.typed, tc.extra...); got != tc.want {
			t.Errorf("Raw(%q, %q) = %q, want %q", tc.text, tc.typed, got, tc.want)
		}
	}
}

// TestPanic: a panic's line is found, with extra marks, and a quiet log
// passes.
func TestPanic(t *testing.T) {
	log := "level=INFO msg=served\nlevel=ERROR msg=\"request failed\" panic=\"boom\"\n"
	if got := Panic(log); got != `level=ERROR msg="request failed" panic="boom"` {
		t.Errorf("Panic = %q", got)
	}
	if got := Panic("level=WARN msg=\"discord: interaction failed\"", `msg="discord: interaction failed"`); got == "" {
		t.Error("an extra mark not found")
	}
	if got := Panic("level=INFO msg=served\n"); got != "" {
		t.Errorf("a quiet log: %q", got)
	}
}
