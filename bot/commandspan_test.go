package bot

import "testing"

func TestCommandAt(t *testing.T) {
	for _, c := range []struct {
		s    string
		i    int
		word string
		ok   bool
	}{
		{"/board shows it", 0, "board", true},
		{"see /help.", 4, "help", true},
		{"/campaign: a season", 0, "campaign", true},
		{"W1 f6/2", 5, "", false},
		{"https://x.org/new", 13, "", false},
		{"/new-thing", 0, "", false},
		{"/boards2", 0, "", false},
		{"/", 0, "", false},
		{"/Board", 0, "", false},
		{"(/replay)", 1, "replay", true},
		{"board", 0, "", false},
	} {
		word, end, ok := CommandAt(c.s, c.i)
		if word != c.word || ok != c.ok || ok && end != c.i+1+len(word) {
			t.Errorf("CommandAt(%q, %d) = %q, %d, %v; want %q, %v", c.s, c.i, word, end, ok, c.word, c.ok)
		}
	}
}
