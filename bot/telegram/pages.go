package telegram

import (
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
)

// A keyboard taller than maxRows rows does not fit a phone's screen under
// a board: an Archipirata island's sowings in one direction, with rum
// skips, run to the core's bound of 96 buttons whose labels are too wide
// for two in a row. Such a keyboard is first packed tighter: its choices
// flow into rows, as many in a row as a phone shows whole (phoneLayout).
// If it is still too tall and it answers a press that shows it again when
// made again (a selection: bot.VerbPick or bot.VerbBack, which change no
// game), it is shown a page at a time, with ◀ n/m ▶ under it
// (pagedRows). A page button carries the page and that press's data
// ("pg2|<data>", pageData); its press is that press made again with the
// page asked for (Adapter.onCallback), so the core lays out the buttons
// as they are now, or refuses an old board's press as it would the press
// itself. Nothing is kept between updates, and every button the core
// gave stays reachable.
const (
	// maxRows is the most rows a keyboard takes on a phone, under a
	// board, before it is paged.
	maxRows = 12
	// pagePrefix starts a page button's data; no data of the core does
	// (its tag or move count comes first).
	pagePrefix = "pg"
	// pageSep ends a page button's page number.
	pageSep = "|"
	// maxPages bounds the pages of a keyboard.
	maxPages = 99
)

// pageData is the data of a button showing page of the keyboard press
// shows.
func pageData(page int, press string) string {
	return pagePrefix + strconv.Itoa(page) + pageSep + press
}

// parsePage reads a page button's data: the page and the press that
// shows the keyboard; false for other data.
func parsePage(data string) (int, string, bool) {
	rest, ok := strings.CutPrefix(data, pagePrefix)
	if !ok {
		return 0, "", false
	}
	num, press, ok := strings.Cut(rest, pageSep)
	page, err := strconv.Atoi(num)
	if !ok || err != nil || page < 1 || page > maxPages || strconv.Itoa(page) != num || press == "" {
		return 0, "", false
	}
	return page, press, true
}

// repeatable reports whether press, made again, shows the keyboard it
// showed (a selection of the core), and page buttons can carry it.
func repeatable(press string) bool {
	d, err := bot.ParseButtonData(press)
	if err != nil || d.Verb != bot.VerbPick && d.Verb != bot.VerbBack {
		return false
	}
	return len(pageData(maxPages, press)) <= tgapi.MaxCallbackData
}

// phoneLayout lays the core's rows out for a phone: each as phoneRows
// lays it. When that takes more than maxRows rows, the buttons of the
// body (all but the footer: the last rows of only "back" buttons) flow
// into rows as many as fit (greedyRows), and the footer follows as
// phoneRows lays it.
func phoneLayout(rows [][]bot.Button) (body, footer [][]bot.Button) {
	for _, row := range rows {
		if len(row) > 0 {
			body = append(body, phoneRows(row)...)
		}
	}
	if len(body) <= maxRows {
		return body, nil
	}
	top, bottom := splitFooter(rows)
	var flat []bot.Button
	for _, row := range top {
		flat = append(flat, row...)
	}
	body = greedyRows(flat, labelWidths(flat))
	for _, row := range bottom {
		footer = append(footer, phoneRows(row)...)
	}
	return body, footer
}

// splitFooter parts rows into the body and the footer: the last rows
// whose every button goes back (bot.VerbBack) or turns the core's pages
// (bot.Button.Nav), kept under every page.
// Empty rows are dropped.
func splitFooter(rows [][]bot.Button) (body, footer [][]bot.Button) {
	var kept [][]bot.Button
	for _, row := range rows {
		if len(row) > 0 {
			kept = append(kept, row)
		}
	}
	n := len(kept)
	for n > 1 && goesBack(kept[n-1]) {
		n--
	}
	return kept[:n], kept[n:]
}

// goesBack reports whether every button of row goes back or turns the
// core's own pages (bot.Button.Nav).
func goesBack(row []bot.Button) bool {
	for _, b := range row {
		if !b.Nav && bot.PairKind(b) != string(bot.VerbBack) {
			return false
		}
	}
	return true
}

// pagedRows lays the core's rows out for a phone (phoneLayout) and, when
// they take more than maxRows rows and press shows them again
// (repeatable), shows only page (from 1; one past the last shows the
// last) of the body, the page buttons and the footer under it.
func pagedRows(rows [][]bot.Button, press string, page int) [][]bot.Button {
	body, footer := phoneLayout(rows)
	if len(body)+len(footer) <= maxRows || !repeatable(press) {
		return append(body, footer...)
	}
	per := max(1, maxRows-1-len(footer))
	pages := min((len(body)+per-1)/per, maxPages)
	page = min(max(page, 1), pages)
	shown := body[(page-1)*per : min(page*per, len(body))]
	out := append([][]bot.Button(nil), shown...)
	out = append(out, pageRow(page, pages, press))
	return append(out, footer...)
}

// pageRow is the row turning the pages: ◀ the previous page (the last
// from the first), the page shown (pressing it shows it as it is now),
// ▶ the next (the first from the last).
func pageRow(page, pages int, press string) []bot.Button {
	prev, next := page-1, page+1
	if prev < 1 {
		prev = pages
	}
	if next > pages {
		next = 1
	}
	return []bot.Button{
		{Label: "◀", Data: pageData(prev, press)},
		{Label: strconv.Itoa(page) + "/" + strconv.Itoa(pages), Data: pageData(page, press)},
		{Label: "▶", Data: pageData(next, press)},
	}
}
