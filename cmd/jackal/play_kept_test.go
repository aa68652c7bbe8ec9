package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// keptLine is a line keptText writes, in English or Russian.
var keptLine = regexp.MustCompile(`The (game|campaign) is (not )?kept|(Партия|Кампания) (не )?сохранена`)

// TestPlayTellsWhetherKept: a session that ends (quit, or the input's end)
// with a game still on says whether the game is kept and how to play on;
// one whose game is over says nothing of it.
func TestPlayTellsWhetherKept(t *testing.T) {
	dir := t.TempDir()
	store := filepath.Join(dir, "game.db")
	season := filepath.Join(dir, "season.db")
	for _, tc := range []struct {
		name, in string
		args     []string
		want     string // the last line, "" for none of these
	}{
		{"kept, at the input's end", "W1 g2\n", []string{"--db", store},
			"The game is kept in " + store + ": jackal play --db " + store + " plays on."},
		{"kept, and continued", "quit\n", []string{"--db", store},
			"The game is kept in " + store + ": jackal play --db " + store + " plays on."},
		{"not kept", "quit\n", nil,
			"The game is not kept: it ends with this session (--db FILE keeps a game to play on later)."},
		{"not kept, in Russian", "выход\n", []string{"--lang", "ru"},
			"Партия не сохранена: она кончается с этим сеансом (--db ФАЙЛ сохраняет партию, чтобы продолжить её потом)."},
		{"a campaign", "quit\n", []string{"--campaign", season, "--game", "cards"},
			"The campaign is kept in " + season + ": jackal play --campaign " + season + " plays on."},
		{"over", "resign\nn\n", []string{"--game", "archipirata", "--vs", "easy", "--seed", "7"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errw strings.Builder
			args := append([]string{"play", "--out", ""}, tc.args...)
			if code := run(args, strings.NewReader(tc.in), &out, &errw); code != 0 {
				t.Fatalf("exit %d: %s", code, errw.String())
			}
			text := strings.TrimRight(out.String(), "\n")
			last := text[strings.LastIndex(text, "\n")+1:]
			if tc.want == "" {
				// the session's own line, not a game's word ("a tavern's
				// card, kept without its effect")
				if keptLine.MatchString(text) {
					t.Errorf("a session whose game is over ends with %q", last)
				}
				return
			}
			if !strings.HasSuffix(last, tc.want) {
				t.Errorf("the session ends with %q, want %q", last, tc.want)
			}
		})
	}
}
