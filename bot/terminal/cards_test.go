package terminal

import (
	"bytes"
	"context"
	"fmt"
	"image"
	_ "image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/jackalbot/jackal/storage"
)

// cardsPicker answers a card game's screen: Enter at a pass screen, "n" to
// a new game, else a random numbered button of the last shown, ready one
// time in three when it is offered (so rows end). pressed, if not nil, is
// told each button pressed.
func cardsPicker(r *rand.Rand, pressed func(shown, label string)) func(shown, fresh string) string {
	return func(shown, _ string) string {
		last := lastLine(shown)
		switch {
		case strings.HasPrefix(last, "New game?"):
			return "n"
		case atPass(last):
			return ""
		}
		labels := lastButtons(shown)
		if len(labels) == 0 {
			return "board"
		}
		n := r.IntN(len(labels))
		for i, l := range labels {
			if strings.Contains(l, "ready") && r.IntN(3) == 0 {
				n = i
			}
		}
		if pressed != nil {
			pressed(shown, labels[n])
		}
		return strconv.Itoa(n + 1)
	}
}

// refusal is a line answering a refused press or command.
var refusal = regexp.MustCompile(`(?m)^(?:> )?! `)

// finishedCards checks that the terminal's card game ended and was
// archived finished with seats seats, its last board telling the end and
// no press refused, and returns it.
func finishedCards(t *testing.T, st *storage.Bolt, seats int, text string) *storage.Game {
	t.Helper()
	rec := finished(t, st, "cards", text)
	if len(rec.Setup.Seats) != seats {
		t.Fatalf("the finished game has %d seats, want %d", len(rec.Setup.Seats), seats)
	}
	// the final board tells the end, and nothing is shown after it
	end := strings.LastIndex(text, "Game over")
	if end < 0 || !strings.HasSuffix(strings.TrimSpace(text), "New game? (y/n)") || strings.Contains(text[end:], "[for ") {
		t.Fatalf("the last board is not the game's end:\n%s", tail(text, 1500))
	}
	if m := refusal.FindString(text); m != "" || strings.Contains(text, "went wrong") || strings.Contains(text, "internal error") {
		t.Fatalf("a press was refused or failed (%q):\n%s", m, tail(text, 1500))
	}
	return rec
}

// pictures checks that each board of text wrote its picture where it
// belongs: a private board ("[for …") to the hand's file, the table's to
// board; and that both files hold pictures.
func pictures(t *testing.T, text, board string) {
	t.Helper()
	private, n := false, 0
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, "[for ") {
			private = true
		}
		file, ok := strings.CutPrefix(line, "(picture: ")
		if !ok || !strings.HasSuffix(file, ".png)") {
			continue // not a board's (the replay's animation)
		}
		n++
		want := board
		if private {
			want = handPicture(board)
		}
		if file != want+")" {
			t.Fatalf("a picture written to %s, not %s", file, want)
		}
		private = false
	}
	for _, f := range []string{board, handPicture(board)} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatalf("no picture: %v", err)
		}
		if _, _, err := image.DecodeConfig(bytes.NewReader(data)); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	if n == 0 {
		t.Fatal("no picture written")
	}
}

// TestCardsAgainstComputers: one human plays a four-island card game to
// its end in the terminal against two computers, pressing their private
// board's buttons: the hand is shown at once (no pass screen), last (its
// buttons, not the table's My hand, are the numbers read before each
// prompt, so no press opens the hand), its
// picture goes to its own file, never over the table's; the island is
// printed as text too, with the pirates where they stopped once revealed.
func TestCardsAgainstComputers(t *testing.T) {
	for _, tc := range []struct {
		name, args string
		seed       uint64
	}{
		{"two easy", "cards islands=4 ai:easy ai:easy", 1},
		{"easy and hard", "cards islands=4 ai:easy ai:hard", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, st := newBot(t)
			pick := cardsPicker(rand.New(rand.NewPCG(tc.seed, 7)), nil)
			handSteps := 0 // prompts whose last buttons are the table's "My hand"
			in := &screen{max: 3000}
			in.pick = func(shown, fresh string) string {
				if l := lastButtons(shown); len(l) == 1 && strings.Contains(l[0], "My hand") && strings.HasSuffix(shown, "> ") {
					handSteps++
				}
				return pick(shown, fresh)
			}
			pic := filepath.Join(t.TempDir(), "board.png")
			if err := Play(context.Background(), b, Options{New: tc.args, Humans: 1, Picture: pic}, in, &in.out); err != nil {
				t.Fatal(err)
			}
			text := in.out.String()
			rec := finishedCards(t, st, 3, text)
			t.Logf("%d lines typed, %d log entries", in.lines, len(rec.Log))
			if os.Getenv("DUMP") != "" {
				t.Log(strings.ReplaceAll(text, strings.Repeat("\n", 60), "<<SCROLL>>"))
			}
			if handSteps > 0 {
				t.Errorf("%d times the human had to open their hand: the table's My hand was the last button shown", handSteps)
			}
			for _, bad := range []string{"Pass the keyboard", "[for Player 2", "[for computer"} {
				if strings.Contains(text, bad) {
					t.Errorf("one human against computers: the output shows %q", bad)
				}
			}
			if !strings.Contains(text, "[for Player 1 only] 🂠 Player 1 — your hand") {
				t.Error("the human's hand was never shown")
			}
			// the island as text, and after a reveal where each pirate stopped
			for _, want := range []string{"    a  b  c", "Key: W the white landing", "Pirates: @1 Player 1 (", "@2 Computer 2 (easy) ("} {
				if !strings.Contains(text, want) {
					t.Errorf("the output never shows %q", want)
				}
			}
			pictures(t, text, pic)
		})
	}
}

// privateHeader opens a private board: "[for Player 2 only]".
var privateHeader = regexp.MustCompile(`\[for (Player \d) only\]`)

// TestCardsHotSeat: two humans and a computer play a two-island card game
// to its end at one screen. Whenever the private board shown passes from
// one player to another, the screen was scrolled clear and a pass screen
// named the next player, and nothing of a hand is printed between the
// scroll and the next player's board; the hand's picture is gone at the
// pass screen. A number typed presses the board shown: the board edited
// next is the same player's (or, the player done, none before the next
// one's pass screen), never refused as another's hand.
func TestCardsHotSeat(t *testing.T) {
	b, st := newBot(t)
	pic := filepath.Join(t.TempDir(), "board.png")
	var wrong []string
	expect, passes := "", 0 // the player whose board a number pressed; the pass screens
	handSteps := 0          // prompts whose last buttons are the table's "My hand"
	pick := cardsPicker(rand.New(rand.NewPCG(3, 4)), func(shown, label string) {
		if strings.Contains(label, "My hand") {
			return // the table's button: the hand of the pinged player comes next
		}
		h := privateHeader.FindAllStringSubmatch(shown, -1)
		expect = h[len(h)-1][1]
	})
	in := &screen{max: 4000}
	in.pick = func(shown, fresh string) string {
		if expect != "" {
			// the same player's board, or (the press made them done) the
			// table's and the pass screen to the next, or the game's end
			h := privateHeader.FindStringSubmatch(fresh)
			if h != nil && h[1] != expect || h == nil && !atPass(lastLine(fresh)) && !strings.Contains(fresh, "New game?") {
				wrong = append(wrong, fmt.Sprintf("a press on %s's board showed next %v", expect, h))
			}
			expect = ""
		}
		if l := lastButtons(shown); len(l) == 1 && strings.Contains(l[0], "My hand") && strings.HasSuffix(shown, "> ") {
			handSteps++
		}
		if atPass(lastLine(shown)) {
			passes++
			if _, err := os.Stat(handPicture(pic)); err == nil {
				wrong = append(wrong, "a hand's picture is left at the pass screen")
			}
		}
		return pick(shown, fresh)
	}
	if err := Play(context.Background(), b, Options{New: "cards islands=2 ai:easy", Humans: 2, Picture: pic}, in, &in.out); err != nil {
		t.Fatal(err)
	}
	text := in.out.String()
	rec := finishedCards(t, st, 3, text)
	pictures(t, text, pic)
	t.Logf("%d lines typed, %d log entries", in.lines, len(rec.Log))
	if os.Getenv("DUMP") != "" {
		t.Log(strings.ReplaceAll(text, strings.Repeat("\n", 60), "<<SCROLL>>"))
	}
	for _, w := range wrong {
		t.Error(w)
	}
	if handSteps > 0 {
		t.Errorf("%d times a player had to open their hand: the table's My hand was the last button shown", handSteps)
	}
	scroll := strings.Repeat("\n", screenLines)
	prev, switches := "", 0
	for _, m := range privateHeader.FindAllStringSubmatchIndex(text, -1) {
		who := text[m[2]:m[3]]
		if prev != "" && prev != who {
			switches++
			j := strings.LastIndex(text[:m[0]], scroll)
			if j < 0 {
				t.Fatalf("%s's board follows %s's with no scroll", who, prev)
			}
			seg := text[j:m[0]]
			if !strings.Contains(seg, "Pass the keyboard to "+who) {
				t.Fatalf("no pass screen to %s between the scroll and their board:\n%s", who, seg)
			}
			for _, leak := range []string{"[for ", "your hand", "Your hand", "Your row"} {
				if strings.Contains(seg, leak) {
					t.Fatalf("%q of a hand shown between the scroll and %s's board:\n%s", leak, who, seg)
				}
			}
		}
		prev = who
	}
	if switches == 0 || passes < switches {
		t.Fatalf("%d changes of player at the screen, %d pass screens", switches, passes)
	}
	for _, s := range rec.Setup.Seats {
		if s.AI != "" {
			continue
		}
		n := 0
		for _, e := range rec.Log {
			if strings.HasPrefix(e, "@"+s.Crew+" ") {
				n++
			}
		}
		if n == 0 {
			t.Errorf("%s (%s) never acted: %v", s.Name, s.Crew, rec.Log)
		}
	}
}

// TestCardsUndoTyped: "undo" (and «отмена») typed at the terminal takes
// back the last card laid, as the ↩ button does; with an empty row it
// says there is nothing to take back.
func TestCardsUndoTyped(t *testing.T) {
	for _, tc := range []struct{ lang, word, empty string }{
		{"en", "undo", "Your row is empty: there is nothing to take back."},
		{"ru", "отмена", "Ваш ряд пуст: забирать нечего."},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			b, st := newBot(t)
			script := []string{tc.word, "1", tc.word, "quit"}
			in := &screen{max: len(script), pick: func(string, string) string {
				next := script[0]
				script = script[1:]
				return next
			}}
			if err := Play(context.Background(), b, Options{New: "cards islands=2 ai:easy ai:easy", Humans: 1, Lang: tc.lang}, in, &in.out); err != nil {
				t.Fatal(err)
			}
			if text := in.out.String(); !strings.Contains(text, tc.empty) {
				t.Errorf("%s with an empty row: no %q in the output", tc.word, tc.empty)
			}
			rec, err := st.Get(ChatKey)
			if err != nil {
				t.Fatal(err)
			}
			var mine []string
			for _, e := range rec.Log {
				if strings.HasPrefix(e, "@p1 ") {
					mine = append(mine, e)
				}
			}
			if len(mine) != 2 || !strings.HasPrefix(mine[0], "@p1 lay ") || mine[1] != "@p1 undo" {
				t.Fatalf("the human's entries %q, want a card laid and then taken back", mine)
			}
		})
	}
}

// TestCardsButtonWords: one human plays a card game to its end typing
// what the last buttons shown say (their words, with or without the mark,
// in the game's language) instead of their numbers: each is read as its
// button, never refused, without first opening the hand (the hand's
// buttons are the ones shown last).
func TestCardsButtonWords(t *testing.T) {
	for _, tc := range []struct {
		lang, hand string
		seed       uint64
		mark       bool
	}{
		{"en", "My hand", 1, false},
		{"ru", "Мои карты", 2, false},
		{"ru", "Мои карты", 3, true},
	} {
		t.Run(fmt.Sprintf("%s mark %v", tc.lang, tc.mark), func(t *testing.T) {
			b, st := newBot(t)
			r := rand.New(rand.NewPCG(tc.seed, 9))
			var opened []string
			in := &screen{max: 3000}
			in.pick = func(shown, _ string) string {
				last := lastLine(shown)
				switch {
				case strings.HasPrefix(last, "New game?") || strings.HasPrefix(last, "Новая игра?"):
					return "n"
				}
				labels := lastButtons(shown)
				if len(labels) == 0 {
					return "board"
				}
				l := labels[r.IntN(len(labels))]
				if strings.Contains(l, tc.hand) {
					opened = append(opened, l)
					return "1"
				}
				if f := strings.Fields(l); !tc.mark && len(f) > 1 && !strings.ContainsFunc(f[0], unicode.IsLetter) {
					l = strings.Join(f[1:], " ")
				}
				return l
			}
			if err := Play(context.Background(), b, Options{New: "cards islands=2 ai:easy ai:easy", Humans: 1, Lang: tc.lang}, in, &in.out); err != nil {
				t.Fatal(err)
			}
			text := in.out.String()
			if m := refusal.FindString(text); m != "" {
				i := refusal.FindStringIndex(text)[0]
				t.Fatalf("a typed button's words were refused:\n%s", text[max(0, i-1500):min(len(text), i+300)])
			}
			if len(opened) > 0 {
				t.Errorf("the hand had to be opened %d times", len(opened))
			}
			rec := finished(t, st, "cards", text)
			human := 0
			for _, e := range rec.Log {
				if strings.HasPrefix(e, "@p1 ") {
					human++
				}
			}
			if human < 4 {
				t.Errorf("the human's entries: %d in %q", human, rec.Log)
			}
		})
	}
}

// TestRulesPictureAside: a rule's picture ("rules horse", «правила
// конь», a classic tile's) is written to its own file beside the board's
// (board-rules.png), named on the screen; the board's picture stays as it
// was, and a number typed next still presses the buttons shown before
// (the hand's, shown to its player alone).
func TestRulesPictureAside(t *testing.T) {
	for _, tc := range []struct {
		name, game, lang, rules, said string
		private                       bool
	}{
		{"cards en", "cards islands=2 ai:easy ai:easy", "en", "rules horse", "Horse:", true},
		{"cards ru", "cards islands=2 ai:easy ai:easy", "ru", "правила конь", "Конь:", true},
		{"classic", "duel ai:easy", "en", "rules arrow", "Arrow:", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, _ := newBot(t)
			pic := filepath.Join(t.TempDir(), "board.png")
			var board []byte
			script := []string{tc.rules, "1", "quit"}
			in := &screen{max: len(script)}
			in.pick = func(shown, fresh string) string {
				if board == nil {
					board, _ = os.ReadFile(pic)
				}
				if len(script) == 2 { // the rule was told
					if got, _ := os.ReadFile(pic); !bytes.Equal(got, board) {
						t.Errorf("the rule's picture was written over the board's")
					}
					if !strings.Contains(fresh, tc.said) || !strings.Contains(fresh, besidePicture(pic, "rules")+")") {
						t.Errorf("the rule or its file is not named:\n%s", fresh)
					}
				}
				next := script[0]
				script = script[1:]
				return next
			}
			if err := Play(context.Background(), b, Options{New: tc.game, Humans: 1, Picture: pic, Lang: tc.lang}, in, &in.out); err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(besidePicture(pic, "rules"))
			if err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
				t.Fatalf("no rule's picture: %v", err)
			}
			text := in.out.String()
			after := text[strings.Index(text, tc.said):]
			if refusal.MatchString(after) {
				t.Fatalf("the number typed after the rule was refused:\n%s", after)
			}
			if tc.private && !regexp.MustCompile(`\[[^\]\n]+\] 🂠`).MatchString(after) {
				t.Fatalf("the press after the rule did not show the hand privately:\n%s", after)
			}
		})
	}
}
