package terminal

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
)

// TestOutboxSecret drives the outbox as the core does: the table's board,
// then a private board for player 2, edited, then one for player 1. A
// private board's buttons, turn and ref become its player's (a number
// presses them, and the edit prints it again, privately); its picture
// goes beside the table's, never over it. At a hot seat each change of
// player scrolls and waits for Enter behind a pass screen, and the input
// ending there shows nothing. A player alone at the screen sees their
// board at once; a second player's board makes the screen a shared one
// (a hot-seat game continued without --players): it comes behind a pass
// screen.
func TestOutboxSecret(t *testing.T) {
	for _, tc := range []struct {
		name    string
		hot     bool
		inputOK bool
		enters  int // Enter pressed, at pass screens
		passes  bool
	}{
		{"one human, then a second", false, true, 1, true},
		{"hot seat", true, true, 2, true},
		{"hot seat, input ended", true, false, 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var w bytes.Buffer
			pic := filepath.Join(t.TempDir(), "board.png")
			o := NewOutbox(&w, pic)
			o.hotSeat = tc.hot
			enters := 0
			o.wait = func() bool { enters++; return tc.inputOK }
			ctx := context.Background()
			p1, p2 := bot.User{ID: "p1", Name: "Ann"}, bot.User{ID: "p2", Name: "Bob"}
			button := func(data string) [][]bot.Button { return [][]bot.Button{{{Label: data, Data: data}}} }
			if _, err := o.SendBoard(ctx, bot.Chat{}, bot.Board{Caption: "the table", Ping: &p1, Buttons: button("h"), PNG: []byte("table")}); err != nil {
				t.Fatal(err)
			}
			if o.SharedScreen() != tc.hot {
				t.Fatalf("SharedScreen %v at hot seat %v", o.SharedScreen(), tc.hot)
			}
			ref, err := o.SendSecret(ctx, bot.Request{}, p2, bot.Board{Caption: "Bob's hand", Buttons: button("e1"), PNG: []byte("bob")})
			if err != nil {
				t.Fatal(err)
			}
			if !tc.inputOK {
				if strings.Contains(w.String(), "Bob's hand") || enters != tc.enters {
					t.Fatalf("the input ended at the pass screen, yet (%d Enter):\n%s", enters, w.String())
				}
				return
			}
			data, _ := o.Button(1)
			if p := o.Pinged(); p == nil || p.ID != p2.ID || data != "e1" || o.LastRef() != ref {
				t.Fatalf("after Bob's hand: turn %v, button %q, ref %v (want %v)", p, data, o.LastRef(), ref)
			}
			mark := w.Len()
			if err := o.EditBoard(ctx, ref, bot.Board{Caption: "Bob's hand again", Buttons: button("e2")}); err != nil {
				t.Fatal(err)
			}
			data, _ = o.Button(1)
			if got := w.String()[mark:]; !strings.HasPrefix(got, "[for Bob only] Bob's hand again") || data != "e2" || o.LastRef() != ref {
				t.Fatalf("Bob's board edited: button %q, ref %v, printed:\n%s", data, o.LastRef(), got)
			}
			if _, err := o.SendSecret(ctx, bot.Request{}, p1, bot.Board{Caption: "Ann's hand", Buttons: button("e3"), PNG: []byte("ann")}); err != nil {
				t.Fatal(err)
			}
			text := w.String()
			if enters != tc.enters || strings.Contains(text, "Pass the keyboard") != tc.passes || !o.SharedScreen() {
				t.Fatalf("%d Enter pressed, pass screen %v:\n%s", enters, strings.Contains(text, "Pass the keyboard"), text)
			}
			if tc.passes {
				after := text[strings.LastIndex(text, strings.Repeat("\n", screenLines)):]
				if strings.Contains(after, "Bob") || !strings.Contains(after, "Pass the keyboard to Ann") {
					t.Fatalf("after the last scroll:\n%s", after)
				}
			}
			if p := o.Pinged(); p == nil || p.ID != p1.ID {
				t.Fatalf("Ann's hand shown, the turn is %v's", p)
			}
			for file, want := range map[string]string{pic: "table", handPicture(pic): "ann"} {
				if got, err := os.ReadFile(file); err != nil || string(got) != want {
					t.Errorf("%s holds %q (%v), want %q", file, got, err, want)
				}
			}
		})
	}
}

// TestOutboxHeld: while a request is served for a player alone at the
// screen, their private board waits until it is served, so it comes after
// the table's board and a number presses its buttons, not the table's "My
// hand" (the board of a typed action is sent before the table's). The
// newest board of the player is the one shown; the game's end drops it.
// At a hot seat it is held too (the table's board first, then the hand,
// never the hand before and after it), the out-of-date one never shown;
// and a table pinging a second human makes the screen a shared one (a
// hot-seat game continued without --players), the board held shown first.
func TestOutboxHeld(t *testing.T) {
	ctx := context.Background()
	p1, p2 := bot.User{ID: "p1", Name: "Ann"}, bot.User{ID: "p2", Name: "Bob"}
	for _, tc := range []struct {
		name   string
		hot    bool
		over   bool
		ping   bot.User // whom the table pings
		order  []string // what is printed, in order
		press  string   // what button 2 presses
		shared bool     // the screen is shared after
	}{
		{"one human", false, false, p1, []string{"the table", "[1] My hand", "Ann's question", "[1] N [2] S"}, "S", false},
		{"one human, game over", false, true, p1, []string{"the table"}, "", false},
		{"hot seat", true, false, p1, []string{"the table", "[1] My hand", "Ann's question", "[1] N [2] S"}, "S", true},
		{"a second human pinged", false, false, p2, []string{"Ann's question", "the table", "[1] My hand"}, "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var w bytes.Buffer
			o := NewOutbox(&w, "")
			o.lang, o.hotSeat = "en", tc.hot
			o.wait = func() bool { return true }
			o.holder = p1.ID // Ann has the keyboard
			o.serve(true)
			ref, _ := o.SendSecret(ctx, bot.Request{}, p1, bot.Board{Caption: "Ann's row", Buttons: labelRow("horse", "ready")})
			if err := o.EditBoard(ctx, ref, bot.Board{Caption: "Ann's question", Buttons: labelRow("N", "S")}); err != nil {
				t.Fatal(err)
			}
			o.SendBoard(ctx, bot.Chat{}, bot.Board{Caption: "the table", Ping: &tc.ping, Buttons: labelRow("My hand"), Over: tc.over})
			o.serve(false)
			text := w.String()
			if strings.Contains(text, "Ann's row") {
				t.Errorf("the out-of-date board shown:\n%s", text)
			}
			if o.SharedScreen() != tc.shared {
				t.Errorf("shared screen %v, want %v", o.SharedScreen(), tc.shared)
			}
			at := 0
			for _, want := range tc.order {
				i := strings.Index(text[at:], want)
				if i < 0 {
					t.Fatalf("no %q after byte %d:\n%s", want, at, text)
				}
				at += i + len(want)
			}
			if tc.over && strings.Contains(text, "[for ") {
				t.Fatalf("a private board shown after the game's end:\n%s", text)
			}
			if data, ok := o.Button(2); data != tc.press || ok != (tc.press != "") {
				t.Errorf("button 2 presses %q (%v), want %q", data, ok, tc.press)
			}
			if tc.press != "" && o.LastRef() != ref {
				t.Errorf("a number presses %v, not Ann's board %v", o.LastRef(), ref)
			}
		})
	}
}
