package discord

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
)

// longText is a text of n lines of about 100 characters, tagged: over
// 2000 characters it takes several messages.
func longText(tag string, n int) string {
	var b strings.Builder
	for k := 1; k <= n; k++ {
		fmt.Fprintf(&b, "%s line %d: %s\n", tag, k, strings.Repeat("ход ", 22))
	}
	return b.String()
}

// TestEditOfSplitText: an edit of a text posted in several messages (the
// rules, longer than a message holds) changes every piece, posts new ones
// when it grows and deletes those no longer needed when it shrinks: the
// channel then shows the new text whole, once, the buttons under its last
// message alone. An edit through the message a button was pressed under
// (the last piece, posted by an edit that grew) reaches the whole text
// too, the message the core holds stays, and its buttons are found.
// Before, the edit went into the one message named, cut to 2000
// characters, and the other pieces kept the old text.
func TestEditOfSplitText(t *testing.T) {
	t.Parallel()
	buttons := [][]bot.Button{{{Label: "Next", Data: "next"}}}
	for _, tc := range []struct {
		name  string
		lines []int // lines of the text posted, then of each edit
	}{
		{"three pieces to two and back", []int{50, 30, 50}},
		{"two pieces to three and back", []int{30, 50, 30}},
		{"one piece to three to one", []int{5, 50, 5}},
		{"three pieces to one to three", []int{50, 5, 50}},
		{"two pieces to two", []int{30, 31, 30}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := start(t, guild)
			var anchor bot.MessageRef
			edits := 0
			e.h.set("rules", func(ctx context.Context, req bot.Request, out bot.Outbox) {
				var err error
				anchor, err = out.SendText(ctx, req.Chat, longText("text 0", tc.lines[0]), buttons)
				e.h.report(err)
			})
			e.h.set("press", func(ctx context.Context, req bot.Request, out bot.Outbox) {
				edits++
				e.h.report(out.EditText(ctx, req.Message, longText(fmt.Sprint("text ", edits), tc.lines[edits]), buttons))
			})
			e.h.set("board", func(ctx context.Context, req bot.Request, out bot.Outbox) {
				e.h.report(out.EditButtons(ctx, anchor, nil))
			})
			e.fake.SlashCommand(channel, guild, alice, "rules", nil)
			e.h.next(t)
			if err := e.h.nextErr(t); err != nil {
				t.Fatal(err)
			}
			for k := 1; k < len(tc.lines); k++ {
				msgs := e.fake.Messages(channel)
				e.fake.Press(channel, msgs[len(msgs)-1].ID, alice, "next")
				e.h.next(t)
				if err := e.h.nextErr(t); err != nil {
					t.Fatalf("edit %d: %v", k, err)
				}
				want := split(strings.TrimSpace(plain(longText(fmt.Sprint("text ", k), tc.lines[k]))), maxContent)
				var got []string
				withButtons := 0
				for _, m := range e.fake.Messages(channel) {
					got = append(got, m.Content)
					if len(m.Components) > 0 {
						withButtons++
					}
				}
				if !slices.Equal(got, want) {
					t.Fatalf("edit %d: the channel shows %d messages, want %d:\n%q\nwant\n%q", k, len(got), len(want), got, want)
				}
				msgs = e.fake.Messages(channel)
				if last := msgs[len(msgs)-1]; withButtons != 1 || len(last.Components) != 1 {
					t.Errorf("edit %d: %d messages have buttons, want the last alone", k, withButtons)
				}
				if _, ok := e.fake.Message(channel, anchor.MessageID); !ok {
					t.Errorf("edit %d: the message the core holds was deleted", k)
				}
			}
			e.fake.SlashCommand(channel, guild, alice, "board", nil)
			e.h.next(t)
			if err := e.h.nextErr(t); err != nil {
				t.Fatal(err)
			}
			for _, m := range e.fake.Messages(channel) {
				if len(m.Components) > 0 {
					t.Errorf("message %s kept its buttons after they were removed", m.ID)
				}
			}
		})
	}
}

// TestKeptPieces: a text shrinking keeps the messages the core may refer
// to (its anchor, the one named) as far as the pieces go, in order, then
// the first ones.
func TestKeptPieces(t *testing.T) {
	t.Parallel()
	ids := []string{"a", "b", "c", "d"}
	for _, tc := range []struct {
		held       []string
		n          int
		keep, drop []string
	}{
		{[]string{"d"}, 2, []string{"a", "d"}, []string{"b", "c"}},
		{[]string{"b", "d"}, 2, []string{"b", "d"}, []string{"a", "c"}},
		{[]string{"c", "d"}, 1, []string{"c"}, []string{"a", "b", "d"}},
		{[]string{"a"}, 3, []string{"a", "b", "c"}, []string{"d"}},
		{[]string{"d"}, 4, ids, nil},
		{[]string{"d"}, 6, ids, nil},
	} {
		keep, drop := keptPieces(ids, tc.held, tc.n)
		if !slices.Equal(keep, tc.keep) || !slices.Equal(drop, tc.drop) {
			t.Errorf("keptPieces(%v, %v, %d) = %v, %v; want %v, %v", ids, tc.held, tc.n, keep, drop, tc.keep, tc.drop)
		}
	}
}

// TestPieceBook: a text is found by any message it had, even one since
// deleted; the oldest texts are forgotten past maxPieced.
func TestPieceBook(t *testing.T) {
	t.Parallel()
	var p pieceBook
	p.set("c", []string{"a", "b", "c"})
	p.set("c", []string{"c", "d"})
	for _, id := range []string{"a", "b", "c", "d"} {
		if ids, anchor := p.lookup(id); !slices.Equal(ids, []string{"c", "d"}) || anchor != "c" {
			t.Errorf("lookup(%s) = %v, %s", id, ids, anchor)
		}
	}
	if ref := p.buttonsAt(bot.MessageRef{ChatID: "1", MessageID: "a"}); ref.MessageID != "d" {
		t.Errorf("the buttons are sought under %s, want d", ref.MessageID)
	}
	if ids, anchor := p.lookup("x"); !slices.Equal(ids, []string{"x"}) || anchor != "x" {
		t.Errorf("lookup of a message alone = %v, %s", ids, anchor)
	}
	for k := 0; k < maxPieced; k++ {
		p.set(fmt.Sprint("z", k), []string{fmt.Sprint("y", k), fmt.Sprint("z", k)})
	}
	if ids, _ := p.lookup("a"); !slices.Equal(ids, []string{"a"}) {
		t.Errorf("the oldest text is still kept: %v", ids)
	}
	if ids, _ := p.lookup("y0"); !slices.Equal(ids, []string{"y0", "z0"}) {
		t.Errorf("a newer text was forgotten: %v", ids)
	}
}
