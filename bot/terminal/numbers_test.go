package terminal

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/storage"
)

// TestNumbered: buttons with their own number keep it; the others are
// numbered on after the highest, in order.
func TestNumbered(t *testing.T) {
	rows := [][]bot.Button{{{Label: "a", Number: 1}, {Label: "c", Number: 3}, {Label: "e", Number: 5}}, {{Label: "cap"}, {Label: "back"}}}
	var got []string
	for _, x := range numbered(nil, rows) {
		got = append(got, x.Label+"="+string(rune('0'+x.Number)))
	}
	if strings.Join(got, " ") != "a=1 c=3 e=5 cap=6 back=7" {
		t.Fatalf("numbered: %v", got)
	}
	plain := numbered(nil, [][]bot.Button{{{Label: "x"}, {Label: "y"}}})
	if plain[0].Number != 1 || plain[1].Number != 2 {
		t.Fatalf("plain buttons: %+v", plain)
	}
	if d, ok := pressed(numbered(nil, rows), 3); !ok || d != "" {
		t.Fatal("button 3 not found")
	}
	if _, ok := pressed(numbered(nil, rows), 2); ok {
		t.Fatal("a number no button has pressed one")
	}
}

// TestArchipirataTypedIsland: in Archipirata a number typed while islands
// are offered is the island's, as README says (`5` answers a choice with
// island 5), not the place of its button: at the lookout's choice, where
// island 2 is not offered, 3 looks at island 3.
func TestArchipirataTypedIsland(t *testing.T) {
	st, err := storage.Open(filepath.Join(t.TempDir(), "t.db"), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	b, err := bot.New(bot.Config{Store: st, Seed: func() uint64 { return 135 }, BoardSize: 256, ReminderHours: -1})
	if err != nil {
		t.Fatal(err)
	}
	// red's moves of a game dealt with seed 135 up to its lookout's choice
	moves := []string{"take 1 cw", "take 1 cw", "take 2 cw W W W R", "take 2 cw", "take 3 cw W R", "1",
		"take 1 cw", "take 2 cw", "take 3 cw", "1", "take 1 cw", "take 1 cw", "3"}
	in := strings.NewReader(strings.Join(moves, "\n") + "\nquit\n")
	var out bytes.Buffer
	if err := Play(context.Background(), b, Options{New: "archipirata ai:easy", Humans: 1}, in, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if !strings.Contains(text, "choose a pile to look at") {
		t.Fatalf("the game did not reach the lookout:\n%s", tail(text, 2500))
	}
	if !strings.Contains(text, "[3] 🏝 3") || !strings.Contains(text, "The lookout shows you island 3's pile") {
		t.Fatalf("3 did not look at island 3:\n%s", tail(text, 1500))
	}
}

// TestArchipirataOwnCaptain: against the computer the terminal names the
// player's own captain (the picture and text show their own side); at a
// hot seat of both teams it stays hidden.
func TestArchipirataOwnCaptain(t *testing.T) {
	for _, tc := range []struct {
		humans int
		args   string
		shown  bool
	}{{1, "archipirata advanced ai:easy", true}, {2, "archipirata advanced", false}} {
		b, _ := newBot(t)
		var out bytes.Buffer
		if err := Play(context.Background(), b, Options{New: tc.args, Humans: tc.humans}, strings.NewReader("quit\n"), &out); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(out.String(), "Your captain: "); got != tc.shown {
			t.Errorf("%d humans: captain named %v, want %v:\n%s", tc.humans, got, tc.shown, tail(out.String(), 1500))
		}
	}
}
