package telegram

import (
	"fmt"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
)

// coreRows are rows of n choices as the core lays them out, two to a row
// (labels made by label), then "back".
func coreRows(n int, label func(i int) string) [][]bot.Button {
	var rows [][]bot.Button
	for i := 0; i < n; i += 2 {
		var row []bot.Button
		for j := i; j < min(i+2, n); j++ {
			row = append(row, bot.Button{Label: label(j), Data: fmt.Sprintf("ab12/5:a:#%d", j)})
		}
		rows = append(rows, row)
	}
	return append(rows, []bot.Button{{Label: "↩ Назад", Data: "ab12/5:b"}})
}

// TestPagedRows: a keyboard too tall for a phone is packed, then shown a
// page at a time when its press can show it again; every page fits a
// phone, keeps "back" under it, and every button is on a page.
func TestPagedRows(t *testing.T) {
	const press = "ab12/5:p:i2cw"
	wide := func(i int) string { return fmt.Sprintf("2 ↻ WWRR%c, rum %d,%d", 'R'+rune(i%2)*5, 3+i/8, 1+i%8) }
	short := func(i int) string {
		return fmt.Sprintf("3 ↻ %c%c%c", 'R'+rune(i%2)*5, 'R'+rune(i/2%2)*5, 'R'+rune(i/4%2)*5)
	}
	tests := []struct {
		name  string
		rows  [][]bot.Button
		press string
		pages int // 0: not paged
		rows1 int // the rows of the first page (or the keyboard)
	}{
		{"96 wide sowings", coreRows(96, wide), press, 10, maxRows},
		{"43 wide sowings", coreRows(43, wide), press, 5, maxRows},
		{"40 short ones packed four to a row", coreRows(40, short), press, 0, 11},
		{"a few", coreRows(6, wide), press, 0, 7},
		{"shown by a move: not paged", coreRows(43, wide), "ab12/5:a:#3", 0, 44},
		{"shown by no press", coreRows(43, wide), "", 0, 44},
		{"a press too long to carry", coreRows(43, wide), "ab12/5:p:" + strings.Repeat("x", 52), 0, 44},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := map[string]bool{}
			for _, row := range tt.rows {
				for _, b := range row {
					want[b.Data] = true
				}
			}
			seen := map[string]bool{}
			pages := 0
			for page := 1; page <= max(tt.pages, 1); page++ {
				rows := pagedRows(tt.rows, tt.press, page)
				if page == 1 && len(rows) != tt.rows1 {
					t.Errorf("%d rows, want %d", len(rows), tt.rows1)
				}
				if err := tgapi.ValidateKeyboard(markupOf(rows)); err != nil {
					t.Errorf("page %d: %v", page, err)
				}
				if last := rows[len(rows)-1]; len(last) != 1 || last[0].Data != "ab12/5:b" {
					t.Errorf("page %d ends with %v, not back", page, last)
				}
				n := 0
				for _, row := range rows {
					n += len(row)
					if len(row) > 1 && !rowFits(row) {
						t.Errorf("page %d: row %v is cut on a phone", page, labelsOf(row))
					}
					for _, b := range row {
						if p, d, ok := parsePage(b.Data); ok {
							pages = max(pages, p)
							if d != tt.press {
								t.Errorf("page button %q shows another press's keyboard", b.Data)
							}
							continue
						}
						seen[b.Data] = true
					}
				}
				if n > 100 {
					t.Errorf("page %d has %d buttons", page, n)
				}
				if tt.pages > 0 && len(rows) > maxRows {
					t.Errorf("page %d has %d rows", page, len(rows))
				}
			}
			if pages != tt.pages {
				t.Errorf("%d pages, want %d", pages, tt.pages)
			}
			for d := range want {
				if !seen[d] {
					t.Errorf("button %q is on no page", d)
				}
			}
		})
	}
}

// TestPageRowTurns: ◀ and ▶ turn to the neighbouring pages, round from
// the last to the first; a page past the last shows the last.
func TestPageRowTurns(t *testing.T) {
	const press = "ab12/5:p:i2cw"
	rows := coreRows(30, func(i int) string { return fmt.Sprintf("2 ↻ WWRRR, rum 1,%d", i) })
	tests := []struct{ page, prev, shown, next int }{
		{1, 3, 1, 2}, {2, 1, 2, 3}, {3, 2, 3, 1}, {7, 2, 3, 1},
	}
	for _, tt := range tests {
		got := pagedRows(rows, press, tt.page)
		nav := got[len(got)-2]
		var turns []int
		for _, b := range nav {
			p, _, ok := parsePage(b.Data)
			if !ok {
				t.Fatalf("page %d: %q is no page button", tt.page, b.Data)
			}
			turns = append(turns, p)
		}
		if fmt.Sprint(turns) != fmt.Sprint([]int{tt.prev, tt.shown, tt.next}) || nav[1].Label != fmt.Sprintf("%d/3", tt.shown) {
			t.Errorf("page %d: turns %v labelled %q, want %d %d %d", tt.page, turns, labelsOf(nav), tt.prev, tt.shown, tt.next)
		}
	}
}

// TestParsePage: a page button's data reads back; other data is none.
func TestParsePage(t *testing.T) {
	tests := []struct {
		data  string
		page  int
		press string
		ok    bool
	}{
		{pageData(2, "ab12/5:p:i2cw"), 2, "ab12/5:p:i2cw", true},
		{"pg99|ab12/5:b", 99, "ab12/5:b", true},
		{"ab12/5:p:i2cw", 0, "", false},
		{"pg0|ab12/5:b", 0, "", false},
		{"pg100|ab12/5:b", 0, "", false},
		{"pg02|ab12/5:b", 0, "", false},
		{"pg-1|ab12/5:b", 0, "", false},
		{"pg2|", 0, "", false},
		{"pg2", 0, "", false},
		{"pgx|ab12/5:b", 0, "", false},
	}
	for _, tt := range tests {
		page, press, ok := parsePage(tt.data)
		if page != tt.page || press != tt.press || ok != tt.ok {
			t.Errorf("parsePage(%q) = %d, %q, %v; want %d, %q, %v", tt.data, page, press, ok, tt.page, tt.press, tt.ok)
		}
	}
}

// TestCorePagesUnderEveryPage: the core's own page buttons (an
// Archipirata direction's sowings a page at a time, bot.Button.Nav) are
// kept under every one of Telegram's pages with the way back, not flowed
// into the choices of the last page.
func TestCorePagesUnderEveryPage(t *testing.T) {
	const press = "ab12/5:p:i2cw"
	rows := coreRows(90, func(i int) string { return fmt.Sprintf("2 ↻ WWRR%c, rum %d,%d", 'R'+rune(i%2)*5, 3+i/8, 1+i%8) })
	back := rows[len(rows)-1]
	nav := []bot.Button{{Label: "2/2 ▶", Data: "ab12/5:p:i2cwp2", Nav: true}}
	rows = append(rows[:len(rows)-1:len(rows)-1], nav, back)
	for page := 1; page <= 3; page++ {
		got := pagedRows(rows, press, page)
		if len(got) > maxRows {
			t.Errorf("page %d: %d rows", page, len(got))
		}
		if n := len(got); n < 3 || fmt.Sprint(labelsOf(got[n-2])) != fmt.Sprint(labelsOf(nav)) || fmt.Sprint(labelsOf(got[n-1])) != fmt.Sprint(labelsOf(back)) {
			t.Errorf("page %d ends %q, want the core's page row then the way back", page, labelsOf(got[len(got)-1]))
		}
	}
}
