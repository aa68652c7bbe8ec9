package telegram

import (
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot"
)

func TestCutText(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		limit int
		want  string
	}{
		{"fits", "white to act", 20, "white to act"},
		{"exactly", "abcd", 4, "abcd"},
		{"at a word", "white to act now please", 16, "white to act…"},
		{"at a line", "white to act\nround 3 and more", 20, "white to act…"},
		{"no space near", strings.Repeat("x", 30), 10, strings.Repeat("x", 9) + "…"},
		{"emoji count twice", "🏴🏴🏴🏴", 5, "🏴🏴…"},
		{"cyrillic", "Ходят белые и очень долго думают", 12, "Ходят белые…"},
		{"zero", "abc", 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := cutText(tt.in, tt.limit)
			if got != tt.want {
				t.Errorf("cutText(%q, %d) = %q, want %q", tt.in, tt.limit, got, tt.want)
			}
			if utf16Len(got) > tt.limit || !utf8.ValidString(got) {
				t.Errorf("cutText(%q, %d) = %q: %d units or broken", tt.in, tt.limit, got, utf16Len(got))
			}
		})
	}
}

func TestBoardCaption(t *testing.T) {
	long := strings.Repeat("a <b> & c ", 200)
	tests := []struct {
		name    string
		ping    *bot.User
		caption string
		want    string
	}{
		{"no ping", nil, "W1 <went> & won", "W1 &lt;went&gt; &amp; won"},
		{"ping", &bot.User{ID: "42", Name: "Ann <3"}, "white to act", `<a href="tg://user?id=42">Ann &lt;3</a>` + "\nwhite to act"},
		{"ping only", &bot.User{ID: "42", Name: "Ann"}, "", `<a href="tg://user?id=42">Ann</a>`},
		{"id not numeric", &bot.User{ID: "x\"y", Name: "Ann"}, "go", "Ann\ngo"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := boardCaption(tt.ping, tt.caption); got != tt.want {
				t.Errorf("boardCaption = %q, want %q", got, tt.want)
			}
		})
	}
	got := boardCaption(&bot.User{ID: "42", Name: "Ann"}, long)
	visible := strings.NewReplacer(`<a href="tg://user?id=42">`, "", "</a>", "", "&lt;", "<", "&gt;", ">", "&amp;", "&").Replace(got)
	if n := utf16Len(visible); n > MaxCaption {
		t.Errorf("a long caption shows %d characters, at most %d", n, MaxCaption)
	}
	if !strings.HasSuffix(got, "…") || strings.Count(got, "<a ") != 1 || strings.HasSuffix(strings.TrimSuffix(got, "…"), "&") {
		t.Errorf("a long caption was not cut cleanly: …%q", got[len(got)-40:])
	}
}

func TestParseCommand(t *testing.T) {
	tests := []struct {
		text, cmd, args string
		ok              bool
	}{
		{"/new duel", "new", "duel", true},
		{"/NEW@Jackal_Bot  duel  ai:easy ", "new", "duel  ai:easy", true},
		{"/move\nW1 e5", "move", "W1 e5", true},
		{"/start g_tg_m100", "start", "g_tg_m100", true},
		{"/board", "board", "", true},
		{"/abort@other_bot", "", "", false},
		{"/", "", "", false},
		{"/@jackal_bot", "", "", false},
		{"hello /new", "", "", false},
		{"", "", "", false},
	}
	for _, tt := range tests {
		cmd, args, ok := parseCommand(tt.text, "jackal_bot")
		if cmd != tt.cmd || args != tt.args || ok != tt.ok {
			t.Errorf("parseCommand(%q) = %q, %q, %v; want %q, %q, %v", tt.text, cmd, args, ok, tt.cmd, tt.args, tt.ok)
		}
	}
}

func TestKeyboardOf(t *testing.T) {
	tests := []struct {
		name string
		rows [][]bot.Button
		want [][]string // data by row (a link button: its URL); nil for no keyboard
	}{
		{"none", nil, nil},
		{"empty rows", [][]bot.Button{{}, {}}, nil},
		{"rows", [][]bot.Button{{{Label: "W1", Data: "3:p:W1"}, {Label: "☠ e5", Data: "3:d:W1 e5", Danger: true}}, {}, {{Label: "↩", Data: "3:b"}}},
			[][]string{{"3:p:W1", "3:d:W1 e5"}, {"3:b"}}},
		{"link", [][]bot.Button{{{Label: "🂠 My hand", URL: "https://t.me/jackal_bot?start=gtg_m15"}, {Label: "x", Data: "3:h"}}},
			[][]string{{"https://t.me/jackal_bot?start=gtg_m15", "3:h"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kb := keyboardOf(tt.rows)
			if (kb == nil) != (tt.want == nil) {
				t.Fatalf("keyboard %v, want %v", kb, tt.want)
			}
			if kb == nil {
				return
			}
			if err := tgapi.ValidateKeyboard(kb); err != nil {
				t.Errorf("invalid keyboard: %v", err)
			}
			for i, row := range tt.want {
				for j, d := range row {
					b := kb.InlineKeyboard[i][j]
					if strings.HasPrefix(d, "https://") {
						if b.URL == nil || *b.URL != d || b.CallbackData != nil {
							t.Errorf("button %d,%d is %+v, want a link to %s", i, j, b, d)
						}
						continue
					}
					if b.CallbackData == nil || *b.CallbackData != d {
						t.Errorf("button %d,%d is %+v, want data %q", i, j, b, d)
					}
				}
			}
		})
	}
}
