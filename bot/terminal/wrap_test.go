package terminal

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestWrapLine: a line wider than the screen is broken at a sentence's
// end, a list's comma or a space, each piece within width and nothing
// lost but the spaces at the breaks; a short line, and a long path after
// a short head, are left whole.
func TestWrapLine(t *testing.T) {
	key := "Key: # face down, ~ sea, W= a ship, $2 coins, $T treasure, Fd Friday, Ms the missionary, !! caramba, +1 bottle1"
	path := "(picture: /tmp/" + strings.Repeat("d", 90) + "/board.png)"
	for _, tc := range []struct {
		name, line string
		want       []string
	}{
		{"short", "W1 went from h4 to g4.", []string{"W1 went from h4 to g4."}},
		{"a list", key, []string{
			"Key: # face down, ~ sea, W= a ship, $2 coins, $T treasure, Fd Friday,",
			"Ms the missionary, !! caramba, +1 bottle1"}},
		{"sentences", "White's boat was put in the water at d1. Black's boat was put in the water at g3.", []string{
			"White's boat was put in the water at d1.",
			"Black's boat was put in the water at g3."}},
		{"words", strings.Repeat("ёжик ", 20) + "конец", []string{
			strings.TrimSpace(strings.Repeat("ёжик ", 16)),
			strings.TrimSpace(strings.Repeat("ёжик ", 4)) + " конец"}},
		{"a key's dot", "Key: W the white landing (every pirate lands here); R the red landing; . land; ^ rough ground (2 steps)", []string{
			"Key: W the white landing (every pirate lands here); R the red landing; . land;",
			"^ rough ground (2 steps)"}},
		{"no orphan", "━━ Передайте клавиатуру: дальше читает только Игрок 2. Игрок 2, нажмите Enter. ━━", []string{
			"━━ Передайте клавиатуру: дальше читает только Игрок 2.",
			"Игрок 2, нажмите Enter. ━━"}},
		{"a path", path, []string{path}},
		{"one long word", strings.Repeat("x", 100), []string{strings.Repeat("x", 100)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := strings.Split(wrapLine(tc.line), "\n")
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Fatalf("wrapLine:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// TestNoLineWiderThanTheScreen: a game of Jackal Archipelago in the
// terminal prints no line wider than the screen (before, its key and the
// first boat's 28 buttons were one line each, of hundreds of characters,
// broken by the terminal inside words and labels), but a picture's path;
// a row of buttons goes on on the next line between two buttons, and the
// last of them, numbered on the second line, is pressed by its number.
func TestNoLineWiderThanTheScreen(t *testing.T) {
	b, st := newBot(t)
	in := &screen{max: 40}
	pressed := ""
	in.pick = func(shown, _ string) string {
		l := lastButtons(shown)
		if pressed == "" && len(l) > 20 {
			pressed = l[len(l)-1] // "⚓ f11": the last boat's place
			return strconv.Itoa(len(l))
		}
		if len(l) == 0 {
			return "board"
		}
		return "1"
	}
	if err := Play(context.Background(), b, Options{New: "archipelago ai:easy", Humans: 1, Lang: "en"}, in, &in.out); err != nil {
		t.Fatal(err)
	}
	text := in.out.String()
	for _, line := range strings.Split(text, "\n") {
		if columns(line) > width && !strings.HasPrefix(line, "(picture: ") {
			t.Errorf("a line of %d columns, wider than %d:\n%s", columns(line), width, line)
		}
	}
	if pressed == "" {
		t.Fatalf("no row of more than 20 buttons was shown:\n%s", tail(text, 3000))
	}
	rec, err := st.Get(storage.Key(ChatKey))
	if err != nil || len(rec.Log) == 0 {
		t.Fatalf("the game played nothing: %v", err)
	}
	cell := strings.TrimSpace(strings.TrimPrefix(pressed, "⚓"))
	if !strings.Contains(rec.Log[0], cell) {
		t.Fatalf("button %q pressed, the first move is %q", pressed, rec.Log[0])
	}
	if !regexp.MustCompile(`(?m)^\[1\] .*\n\[\d+\] `).MatchString(text) {
		t.Fatalf("no row of buttons went on on a second line:\n%s", tail(text, 3000))
	}
}
