package terminal

import (
	"bytes"
	"context"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
)

// TestHotSeatHandAfterTable: at a hot seat a request's private boards
// come after the table's board it shows: the hand the action edited is
// not printed above the table's board (and again under it); when the
// next board is another player's, the edited one is not shown at all:
// the table's board, then the scroll and the pass screen, then the next
// player's hand. A number then presses the hand shown last.
func TestHotSeatHandAfterTable(t *testing.T) {
	ctx := context.Background()
	ann, bob := bot.User{ID: "p1", Name: "Ann"}, bot.User{ID: "p2", Name: "Bob"}
	for _, tc := range []struct {
		name   string
		next   bot.User // whose board the core shows after the table's
		order  []string // what is printed, in order
		never  []string // what is never printed
		enters int      // Enter pressed at pass screens
	}{
		{"the same player again", ann,
			[]string{"the table", "[1] My hand", "[for Ann only] Ann's answer", "[1] yes [2] no"},
			[]string{"Ann's row", "Pass the keyboard"}, 0},
		{"the next player", bob,
			[]string{"the table", "[1] My hand", strings.Repeat("\n", screenLines), "Pass the keyboard to Bob",
				"[for Bob only] Bob's answer", "[1] yes [2] no"},
			[]string{"Ann's row", "[for Ann"}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var w bytes.Buffer
			o := NewOutbox(&w, "")
			o.lang, o.hotSeat = "en", true
			enters := 0
			o.wait = func() bool { enters++; return true }
			o.holder = ann.ID
			o.SendSecret(ctx, bot.Request{}, ann, bot.Board{Caption: "Ann's hand", Buttons: labelRow("horse", "ready")})
			mark := w.Len() // what the request prints follows
			o.serve(true)
			// the core: Ann's board edited by her press, the table's,
			// then the board of whoever acts next
			ref := o.LastRef()
			if err := o.EditBoard(ctx, ref, bot.Board{Caption: "Ann's row", Buttons: labelRow("undo", "ready")}); err != nil {
				t.Fatal(err)
			}
			o.SendBoard(ctx, bot.Chat{}, bot.Board{Caption: "the table", Ping: &tc.next, Buttons: labelRow("My hand")})
			next, _ := o.SendSecret(ctx, bot.Request{}, tc.next, bot.Board{Caption: tc.next.Name + "'s answer", Buttons: labelRow("yes", "no")})
			o.serve(false)
			text := w.String()[mark:]
			at := 0
			for _, want := range tc.order {
				i := strings.Index(text[at:], want)
				if i < 0 {
					t.Fatalf("no %q after byte %d:\n%s", want, at, text)
				}
				at += i + len(want)
			}
			for _, s := range tc.never {
				if strings.Contains(text, s) {
					t.Errorf("%q printed:\n%s", s, text)
				}
			}
			if n := strings.Count(text, "'s answer"); n != 1 {
				t.Errorf("the next board printed %d times:\n%s", n, text)
			}
			if enters != tc.enters {
				t.Errorf("%d Enter pressed, want %d", enters, tc.enters)
			}
			if data, _ := o.Button(2); data != "no" || o.LastRef() != next {
				t.Errorf("button 2 presses %q on %v, want no on %v", data, o.LastRef(), next)
			}
			if p := o.Pinged(); p == nil || p.ID != tc.next.ID {
				t.Errorf("the turn is %v's, want %s's", p, tc.next.Name)
			}
		})
	}
}

// tableTurn is the line under the table's board naming the player to act.
var tableTurn = regexp.MustCompile(`(?m)^» .+, (?:your move|ваш ход)\.$`)

// TestCardsHotSeatHandLast: a card game at a hot seat, to its end, in
// English and Russian: a player's hand is printed after the table's board
// of the same action, never before it (before, the hand an action edited
// came above the table's board and again under it), so between a hand
// and the next prompt no table's board names the player to act.
func TestCardsHotSeatHandLast(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			b, st := newBot(t)
			pick := cardsPicker(rand.New(rand.NewPCG(7, 8)), nil)
			in := &screen{max: 4000, pick: func(shown, fresh string) string {
				if last := lastLine(shown); strings.HasPrefix(last, "Новая игра?") {
					return "n"
				}
				return pick(shown, fresh)
			}}
			if err := Play(context.Background(), b, Options{New: "cards islands=2 ai:easy", Humans: 2, Lang: lang}, in, &in.out); err != nil {
				t.Fatal(err)
			}
			text := in.out.String()
			finished(t, st, "cards", text)
			header := regexp.MustCompile(`\[(?:for [^\]]+ only|видит только [^\]]+)\]`)
			hands := header.FindAllStringIndex(text, -1)
			if len(hands) < 10 {
				t.Fatalf("%d hands shown:\n%s", len(hands), tail(text, 1500))
			}
			for _, h := range hands {
				seg := text[h[0]:]
				if end := strings.Index(seg, "\n> "); end >= 0 {
					seg = seg[:end]
				}
				if loc := tableTurn.FindStringIndex(seg); loc != nil {
					t.Fatalf("a hand printed before the table's board:\n%s", seg)
				}
			}
		})
	}
}
