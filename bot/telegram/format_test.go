package telegram

import (
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
	"reflect"
	"strconv"
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

// TestFitCaption: a caption too long loses the end of its first paragraph
// (the narration), never the lines after it (whose turn, the question,
// the result); one whose later lines alone do not fit is cut at its end.
func TestFitCaption(t *testing.T) {
	story := strings.Repeat("Ann went from d5 to c5. ", 60)
	tail := "Game over: Ann wins with 3 coins.\nGame id: 42 (/replay shows the game again)."
	turn := "white to act · Round 9\nWhich arrow?"
	tests := []struct {
		name, in string
		limit    int
		keep     string // the end kept whole
		cut      bool   // the first paragraph cut
	}{
		{"fits", "W1 e5.\n" + turn, 100, "W1 e5.\n" + turn, false},
		{"paragraphs", story + "\n\n" + tail, 300, "…\n\n" + tail, true},
		{"lines", story + "\n" + turn, 200, "…\n" + turn, true},
		{"the rest too long", "Island 1 played.\n" + story, 300, "", false},
		{"one line", story, 100, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fitCaption(tt.in, tt.limit)
			if n := utf16Len(got); n > tt.limit {
				t.Errorf("%d units, at most %d", n, tt.limit)
			}
			if tt.keep != "" && !strings.HasSuffix(got, tt.keep) {
				t.Errorf("fitCaption = …%q, want it to end %q", got[max(0, len(got)-120):], tt.keep)
			}
			if tt.cut && (!strings.HasPrefix(got, "Ann went") || utf16Len(got) < tt.limit-40) {
				t.Errorf("the narration was not cut to fill the room: %q", got)
			}
			if tt.keep == "" && utf16Len(tt.in) > tt.limit && !strings.HasSuffix(got, "…") {
				t.Errorf("a caption without a tail to keep is not cut at its end: …%q", got[max(0, len(got)-60):])
			}
		})
	}
	// a board's caption keeps its last lines below the player pinged
	got := boardCaption(&bot.User{ID: "42", Name: strings.Repeat("Ы", 60)}, story+"\n\n"+tail)
	if !strings.HasSuffix(got, tail) || utf16Len(strings.NewReplacer(`<a href="tg://user?id=42">`, "", "</a>", "").Replace(got)) > MaxCaption {
		t.Errorf("a long board caption lost its result or does not fit: …%q", got[len(got)-80:])
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
		{"too wide for a phone", [][]bot.Button{{{Label: "🤖 Добавить компьютер", Data: "0:ai"}, {Label: "Выйти", Data: "0:l"}, {Label: "▶ Старт", Data: "0:s"}}},
			[][]string{{"0:ai"}, {"0:l", "0:s"}}},
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
			if len(kb.InlineKeyboard) != len(tt.want) {
				t.Fatalf("%d rows, want %d: %v", len(kb.InlineKeyboard), len(tt.want), kb.InlineKeyboard)
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

// TestPhoneRows: a row whose labels a phone would cut is split, in order,
// into the fewest rows that show them whole, as evenly as can be; a row
// that fits, or a label too wide even alone, stays as it is.
func TestPhoneRows(t *testing.T) {
	row := func(labels ...string) []bot.Button {
		var out []bot.Button
		for i, l := range labels {
			out = append(out, bot.Button{Label: l, Data: strconv.Itoa(i)})
		}
		return out
	}
	long := strings.Repeat("x", 45)
	tests := []struct {
		name string
		row  []bot.Button
		want [][]string // labels by row
	}{
		{"fits", row("W1", "W2", "W3", "⛵ Ship"), [][]string{{"W1", "W2", "W3", "⛵ Ship"}}},
		{"ship in Russian", row("W1", "W2", "W3", "⛵ Корабль"), [][]string{{"W1", "W2", "W3"}, {"⛵ Корабль"}}},
		{"lobby in Russian", row("🤖 Добавить компьютер", "Выйти", "▶ Старт"),
			[][]string{{"🤖 Добавить компьютер"}, {"Выйти", "▶ Старт"}}},
		{"lobby", row("🤖 Add computer", "Leave", "▶ Start"), [][]string{{"🤖 Add computer"}, {"Leave", "▶ Start"}}},
		{"rum skips", row("6 ↺ WRW, rum 5,4,3", "6 ↺ WRW, rum 5,4,2"),
			[][]string{{"6 ↺ WRW, rum 5,4,3"}, {"6 ↺ WRW, rum 5,4,2"}}},
		{"too wide alone", row(long, "x"), [][]string{{long}, {"x"}}},
		{"nine in a row", row("1", "2", "3", "4", "5", "6", "7", "8", "9"),
			[][]string{{"1", "2", "3", "4", "5"}, {"6", "7", "8", "9"}}},
		{"thirteen, greedy", row("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "mmmmmmmmmm"),
			[][]string{{"a", "b", "c", "d", "e", "f", "g", "h"}, {"i", "j", "k", "l"}, {"mmmmmmmmmm"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got [][]string
			n := 0
			for _, r := range phoneRows(tt.row) {
				var labels []string
				for _, b := range r {
					labels = append(labels, b.Label)
					if b.Data != strconv.Itoa(n) {
						t.Errorf("button %q moved out of order", b.Label)
					}
					n++
				}
				if len(r) > 1 && !rowFits(r) {
					t.Errorf("row %q still does not fit a phone", labels)
				}
				got = append(got, labels)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("rows %q, want %q", got, tt.want)
			}
		})
	}
}

// TestLabelWidth: an emoji is two letters wide, a joiner or a variation
// selector none.
func TestLabelWidth(t *testing.T) {
	for label, want := range map[string]int{"W1": 2, "⛵ Ship": 7, "🏴\u200d☠\ufe0f": 4, "↩ Назад": 7, "": 0} {
		if got := labelWidth(label); got != want {
			t.Errorf("labelWidth(%q) = %d, want %d", label, got, want)
		}
	}
}
