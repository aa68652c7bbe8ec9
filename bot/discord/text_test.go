package discord

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// TestEscapeKeepsAddresses: a web address (the live board's link of
// /jackal web) is kept as Discord links it: a backslash inside it would
// change the address. What stands around it is escaped as usual, and
// punctuation after it is not part of it.
func TestEscapeKeepsAddresses(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"Your board: https://j.example/play/2026-c3?t=ab_cd*ef~gh", "Your board: https://j.example/play/2026-c3?t=ab_cd*ef~gh"},
		{"*see* (https://j.example/a_b). _done_", `\*see\* (https://j.example/a_b). \_done\_`},
		{"http://x.y/z_1, then https://x.y/w-2", "http://x.y/z_1, then https://x.y/w-2"},
		{"not a link: ftp_x https_y", `not a link: ftp\_x https\_y`},
		{"# https://a.b/c_d\n- item", "\\# https://a.b/c_d\n\\- item"},
	} {
		if got := escape(tc.in); got != tc.want {
			t.Errorf("escape(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestSlashHere: the core's commands, named as Telegram's, are named as
// /jackal's subcommands; other slashes are left alone.
func TestSlashHere(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"Start one with /new.", "Start one with /jackal new."},
		{"(/replay shows the game again)", "(/jackal replay shows the game again)"},
		{"/join [colour] · /leave · /start", "/jackal join [colour] · /jackal leave · /jackal start"},
		{"/campaign end: stop it", "/jackal campaign end: stop it"},
		{"W1 f6/2, https://a.b/board, and/or /boards /new-thing /m", "W1 f6/2, https://a.b/board, and/or /boards /new-thing /m"},
		{"/settings lang ru|en", "/jackal settings lang ru|en"},
		{"no slash at all", "no slash at all"},
	} {
		if got := slashHere(tc.in); got != tc.want {
			t.Errorf("slashHere(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for name := range subcommandNames {
		if got := slashHere("/" + name); got != "/jackal "+name {
			t.Errorf("slashHere(/%s) = %q", name, got)
		}
	}
}

// TestSlashHereLeavesAddresses: a slash inside a web address is part of
// the address, wherever it stands ("?next=/board", "#/start"): naming it
// as a /jackal command would break the link that escape keeps whole.
func TestSlashHereLeavesAddresses(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"Open https://j.example/app#/board now", "Open https://j.example/app#/board now"},
		{"https://j.example/?next=/start&x=/help", "https://j.example/?next=/start&x=/help"},
		{"/board: https://j.example/g?t=/new, then /new", "/jackal board: https://j.example/g?t=/new, then /jackal new"},
	} {
		if got := slashHere(tc.in); got != tc.want {
			t.Errorf("slashHere(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestSplit: a text longer than a message is cut into pieces that each
// fit, at line breaks where it can, losing nothing but the blanks cut at,
// never leaving an escape apart from what it escapes, and escaping what
// a piece cut mid-line would start with.
func TestSplit(t *testing.T) {
	t.Parallel()
	line := strings.Repeat("ход ", 30) + "\n" // 121 characters
	for _, tc := range []struct {
		name string
		in   string
		max  int
		want int // pieces
	}{
		{"short", "one line", 2000, 1},
		{"empty", "  ", 2000, 0},
		{"lines", strings.Repeat(line, 40), 2000, 3},
		{"one long line", strings.Repeat("word ", 900), 2000, 3},
		{"no space", strings.Repeat(`\*`, 1500), 2000, 2},
		{"plus mid-line", strings.Repeat("a", 9) + " + b", 10, 2},
		{"number mid-line", strings.Repeat("a", 9) + " 3. b", 10, 2},
	} {
		got := split(tc.in, tc.max)
		if len(got) != tc.want {
			t.Errorf("%s: %d pieces, want %d: %q", tc.name, len(got), tc.want, got)
			continue
		}
		for _, p := range got {
			if n := utf8.RuneCountInString(p); n > tc.max || n == 0 {
				t.Errorf("%s: a piece of %d characters", tc.name, n)
			}
			if trailing := len(p) - len(strings.TrimRight(p, `\`)); trailing%2 == 1 {
				t.Errorf("%s: a piece ends with a lone escape: %q", tc.name, p[max(0, len(p)-10):])
			}
		}
		joined := strings.Join(strings.Fields(strings.Join(got, "")), "")
		joined = strings.NewReplacer(`\+`, "+", `3\.`, "3.").Replace(joined)
		if want := strings.Join(strings.Fields(tc.in), ""); joined != want {
			t.Errorf("%s: the pieces do not make the text again", tc.name)
		}
		if len(got) > 1 && strings.HasPrefix(tc.name, "plus") && got[1] != `\+ b` {
			t.Errorf("%s: second piece %q", tc.name, got[1])
		}
		if len(got) > 1 && strings.HasPrefix(tc.name, "number") && got[1] != `3\. b` {
			t.Errorf("%s: second piece %q", tc.name, got[1])
		}
	}
}

// TestTextMessages: a long text becomes several messages, the buttons
// under the last; a short one stays one message.
func TestTextMessages(t *testing.T) {
	t.Parallel()
	buttons := [][]bot.Button{{{Label: "Agree", Data: "v:y"}}}
	ms, err := textMessages("short", buttons)
	if err != nil || len(ms) != 1 || ms[0].content != "short" || len(ms[0].components) != 1 {
		t.Fatalf("short text: %+v, %v", ms, err)
	}
	long := strings.Repeat("Правило клетки: rules пушка.\n", 100) // 2900 characters
	ms, err = textMessages(long, buttons)
	if err != nil || len(ms) != 2 {
		t.Fatalf("long text: %d messages, %v", len(ms), err)
	}
	if len(ms[0].components) != 0 || len(ms[1].components) != 1 {
		t.Errorf("components %d and %d, want the buttons under the last", len(ms[0].components), len(ms[1].components))
	}
	if got := strings.Count(ms[0].content+ms[1].content, "rules пушка"); got != 100 {
		t.Errorf("%d lines kept of 100", got)
	}
	if _, err := textMessages(" ", nil); err == nil {
		t.Error("an empty text made a message")
	}
	// a text that fits once its trailing blanks are trimmed is whole,
	// not cut with "…" as if it were longer than a message
	fits := strings.Repeat("a", maxContent-1)
	ms, err = textMessages(fits+"\n\n\n\n", nil)
	if err != nil || len(ms) != 1 || ms[0].content != fits {
		t.Errorf("a text of %d letters and blanks: %d messages, %v, want it whole", len(fits), len(ms), err)
	}
}

// TestLongAnswersArriveWhole: a private answer or a direct message longer
// than a message holds arrives in several messages, in order, to its user
// alone; a direct message's picture comes under the last. Before, both
// were cut at 2000 characters.
func TestLongAnswersArriveWhole(t *testing.T) {
	t.Parallel()
	e := start(t, guild)
	long := strings.Repeat("Ходы: W1 e5 (шаг), W1 e5 +c (с монетой).\n", 60) + "КОНЕЦ"
	e.h.set("rules", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		e.h.report(out.Answer(ctx, req, long))
		e.h.report(out.SendPrivate(ctx, req.User, long, png("dm")))
	})
	e.fake.SlashCommand(channel, guild, alice, "rules", nil)
	e.h.next(t)
	for i := 0; i < 2; i++ {
		if err := e.h.nextErr(t); err != nil {
			t.Fatalf("outbox call %d: %v", i, err)
		}
	}
	for _, tc := range []struct {
		where string
		msgs  []discordtest.Message
	}{
		{"answer", e.fake.Messages(channel)},
		{"direct message", e.fake.Messages(e.fake.DMChannel(alice))},
	} {
		if len(tc.msgs) != 2 {
			t.Errorf("%s: %d messages, want 2", tc.where, len(tc.msgs))
			continue
		}
		var all strings.Builder
		for k, m := range tc.msgs {
			all.WriteString(m.Content + "\n")
			if tc.where == "answer" && (!m.Ephemeral() || m.VisibleTo != alice) {
				t.Errorf("answer %d is not Alice's alone: %+v", k, m)
			}
			if want := k == 1 && tc.where == "direct message"; (len(m.Attachments) == 1) != want {
				t.Errorf("%s %d: %d pictures", tc.where, k, len(m.Attachments))
			}
		}
		if got := strings.Count(all.String(), "Ходы: W1 e5"); got != 60 || !strings.HasSuffix(strings.TrimSpace(all.String()), "КОНЕЦ") {
			t.Errorf("%s: %d lines of 60, or the end lost", tc.where, got)
		}
	}
}

// TestSplitKeepsAddresses: a text without a space to cut at is not cut
// inside a web address or a timestamp when a cut before or after it fits:
// a link cut in two leads nowhere. An address longer than a piece is cut
// all the same.
func TestSplitKeepsAddresses(t *testing.T) {
	t.Parallel()
	const link = "https://j.example/play/2026-c3?t=ab_cd"
	stamp := "<t:1893456000:R>"
	for _, tc := range []struct {
		name string
		in   string
		max  int
		want []string
	}{
		{"across the cut", strings.Repeat("x", 30) + link + "y", 50, []string{strings.Repeat("x", 30), link + "y"}},
		{"ends past the cut", strings.Repeat("x", 15) + link + "yy", 50, []string{strings.Repeat("x", 15), link + "yy"}},
		{"timestamp", strings.Repeat("x", 40) + stamp, 50, []string{strings.Repeat("x", 40), stamp}},
		{"longer than a piece", link + link, 50, []string{(link + link)[:50], (link + link)[50:]}},
	} {
		got := split(tc.in, tc.max)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: split = %q, want %q", tc.name, got, tc.want)
		}
	}
	long := strings.Repeat("ж", 1990) + link + strings.Repeat("ж", 100)
	got := split(long, maxContent)
	if len(got) != 2 || !strings.HasPrefix(got[1], link) {
		t.Errorf("a 2000-character text without a space: pieces %d, the second starting %q", len(got), got[min(1, len(got)-1)][:min(40, len(got[min(1, len(got)-1)]))])
	}
}

// TestSlashHereLeavesNames: users' names the core embeds as they are
// ("/help joins", "— /move a1: 0") are not rewritten as /jackal's
// commands; the commands around them still are.
func TestSlashHereLeavesNames(t *testing.T) {
	t.Parallel()
	names := []string{"/help", "/move a1", "Bob"}
	for _, tc := range []struct{ in, want string }{
		{"1. /help\n2. /move a1", "1. /help\n2. /move a1"},
		{"⚪ white — /move a1: 0, then /move W1 g2", "⚪ white — /move a1: 0, then /jackal move W1 g2"},
		{"/help to act: /board shows it", "/help to act: /jackal board shows it"},
		{"https://j.example/?next=/help /help", "https://j.example/?next=/help /help"},
	} {
		if got := slashHere(tc.in, names...); got != tc.want {
			t.Errorf("slashHere(%q, names) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := slashHere("/help joins"); got != "/jackal help joins" {
		t.Errorf("without names: %q", got)
	}
}

// TestNameBook: only the names slashHere would rewrite are kept, once
// each, the newest maxNames of them; a name of a lone slash would
// otherwise leave every command in every text unrewritten.
func TestNameBook(t *testing.T) {
	t.Parallel()
	var n nameBook
	for _, name := range []string{"/help", "  /move   a1 ", "/help", "AC/DC", "/", "Alice", "/boards"} {
		n.add(name)
	}
	if got, want := n.list(), []string{"/help", "/move a1"}; !slices.Equal(got, want) {
		t.Errorf("kept %q, want %q", got, want)
	}
	for k := 0; k < maxNames; k++ {
		n.add(fmt.Sprintf("/new %d", k))
	}
	if got := n.list(); len(got) != maxNames || got[0] != "/new 0" || got[maxNames-1] != fmt.Sprintf("/new %d", maxNames-1) {
		t.Errorf("after %d more: %d kept, from %q", maxNames, len(got), got[0])
	}
}
