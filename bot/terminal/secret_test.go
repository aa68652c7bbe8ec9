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
// ending there shows nothing.
func TestOutboxSecret(t *testing.T) {
	for _, tc := range []struct {
		name    string
		hot     bool
		inputOK bool
		enters  int
	}{
		{"one human", false, true, 0},
		{"hot seat", true, true, 2},
		{"hot seat, input ended", true, false, 1},
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
			if enters != tc.enters || strings.Contains(text, "Pass the keyboard") != tc.hot {
				t.Fatalf("%d Enter pressed, pass screen %v:\n%s", enters, strings.Contains(text, "Pass the keyboard"), text)
			}
			if tc.hot {
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
