package discord

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

// Discord's limits on components.
const (
	maxRows        = 5
	maxRowButtons  = 5
	maxOptions     = 25
	maxCustomID    = 100
	maxButtonLabel = 80
	maxOptionLabel = 100
	maxPlaceholder = 150
)

// dangerEmoji marks a dangerous choice in a select menu.
const dangerEmoji = "☠️"

// layout turns the core's button rows into Discord action rows. Rows fit
// as buttons when there are at most 5 of at most 5 buttons; otherwise a
// row too long becomes select menus of ≤ 25 options, and when that still
// makes more than 5 rows every button goes into select menus, but for the
// last row (the controls: Back) kept as buttons where there is room. The data
// of a button is its custom_id, or its option's value. A link button
// (Button.URL) carries no data and is never an option: where menus are
// needed, the links keep rows of buttons of their own, last.
func layout(rows [][]bot.Button) ([]discordgo.MessageComponent, error) {
	var kept [][]bot.Button
	seen := map[string]bool{}
	for _, r := range rows {
		for _, b := range r {
			if err := checkButton(b, seen); err != nil {
				return nil, err
			}
		}
		if len(r) > 0 {
			kept = append(kept, r)
		}
	}
	if fitsAsButtons(kept) {
		out := make([]discordgo.MessageComponent, 0, len(kept))
		for _, r := range kept {
			out = append(out, buttonRow(r))
		}
		return out, nil
	}
	menus := menuNamer(seen)
	var out []discordgo.MessageComponent
	var links []bot.Button
	for _, r := range kept {
		if len(r) <= maxRowButtons {
			out = append(out, buttonRow(r))
			continue
		}
		data, l := splitLinks(r)
		links = append(links, l...)
		for start := 0; start < len(data); start += maxOptions {
			out = append(out, selectRow(menus(), data[start:min(start+maxOptions, len(data))]))
		}
	}
	out = append(out, linkRows(links)...)
	if len(out) <= maxRows {
		return out, nil
	}
	// The last row (Back, Undo, Cancel: the controls) stays a row of
	// buttons beside the menus when there is room, rather than an option
	// at the end of a list.
	if tail := kept[len(kept)-1]; len(kept) > 1 && len(tail) <= maxRowButtons {
		if out, ok := allMenus(kept[:len(kept)-1], tail, seen); ok {
			return out, nil
		}
	}
	if out, ok := allMenus(kept, nil, seen); ok {
		return out, nil
	}
	data, links := splitLinks(slices.Concat(kept...))
	return nil, fmt.Errorf("%w: %d buttons and %d links, at most %d", ErrBadButtons, len(data), len(links), maxRows*maxOptions)
}

// allMenus lays rows out as select menus (the links as rows of their
// own), then tail as a row of buttons; false when that takes more than 5
// rows.
func allMenus(rows [][]bot.Button, tail []bot.Button, seen map[string]bool) ([]discordgo.MessageComponent, bool) {
	data, links := splitLinks(slices.Concat(rows...))
	tailRows := 0
	if len(tail) > 0 {
		tailRows = 1
	}
	if (len(data)+maxOptions-1)/maxOptions+len(linkRows(links))+tailRows > maxRows {
		return nil, false
	}
	menus := menuNamer(seen)
	var out []discordgo.MessageComponent
	for start := 0; start < len(data); start += maxOptions {
		out = append(out, selectRow(menus(), data[start:min(start+maxOptions, len(data))]))
	}
	out = append(out, linkRows(links)...)
	if len(tail) > 0 {
		out = append(out, buttonRow(tail))
	}
	return out, true
}

// checkButton tells what is wrong with a button: a link needs an address
// and no data; any other button needs data of 1–100 characters that no
// other button of the message carries (seen, which it extends).
func checkButton(b bot.Button, seen map[string]bool) error {
	if b.URL != "" {
		if b.Data != "" {
			return fmt.Errorf("%w: link button %q also carries data", ErrBadButtons, b.Label)
		}
		return nil
	}
	if b.Data == "" || utf8.RuneCountInString(b.Data) > maxCustomID {
		return fmt.Errorf("%w: button %q has data of %d characters (1–%d)", ErrBadButtons, b.Label, utf8.RuneCountInString(b.Data), maxCustomID)
	}
	if seen[b.Data] {
		return fmt.Errorf("%w: two buttons carry %q", ErrBadButtons, b.Data)
	}
	seen[b.Data] = true
	return nil
}

// splitLinks parts buttons into those with data and the links.
func splitLinks(r []bot.Button) (data, links []bot.Button) {
	for _, b := range r {
		if b.URL != "" {
			links = append(links, b)
		} else {
			data = append(data, b)
		}
	}
	return data, links
}

// linkRows lays links out in rows of at most 5 buttons.
func linkRows(links []bot.Button) []discordgo.MessageComponent {
	var out []discordgo.MessageComponent
	for start := 0; start < len(links); start += maxRowButtons {
		out = append(out, buttonRow(links[start:min(start+maxRowButtons, len(links))]))
	}
	return out
}

// fitsAsButtons tells whether rows fit as plain button rows.
func fitsAsButtons(rows [][]bot.Button) bool {
	if len(rows) > maxRows {
		return false
	}
	for _, r := range rows {
		if len(r) > maxRowButtons {
			return false
		}
	}
	return true
}

// menuNamer names select menus "menu:0", "menu:1", … avoiding any
// button's data (custom ids must be unique in a message).
func menuNamer(taken map[string]bool) func() string {
	n := 0
	return func() string {
		for {
			id := "menu:" + strconv.Itoa(n)
			n++
			if !taken[id] {
				return id
			}
		}
	}
}

// buttonRow is an action row of buttons.
func buttonRow(r []bot.Button) discordgo.ActionsRow {
	row := discordgo.ActionsRow{Components: make([]discordgo.MessageComponent, 0, len(r))}
	for _, b := range r {
		style := discordgo.SecondaryButton
		if b.Danger {
			style = discordgo.DangerButton
		}
		btn := discordgo.Button{Label: truncate(label(b), maxButtonLabel), Style: style, CustomID: b.Data}
		if b.URL != "" {
			btn.Style, btn.URL = discordgo.LinkButton, b.URL // a link sends nothing back
		}
		row.Components = append(row.Components, btn)
	}
	return row
}

// selectRow is an action row holding one string select menu.
func selectRow(id string, r []bot.Button) discordgo.ActionsRow {
	menu := discordgo.SelectMenu{MenuType: discordgo.StringSelectMenu, CustomID: id,
		Options: make([]discordgo.SelectMenuOption, 0, len(r))}
	for _, b := range r {
		o := discordgo.SelectMenuOption{Label: truncate(label(b), maxOptionLabel), Value: b.Data}
		if b.Danger {
			o.Emoji = &discordgo.ComponentEmoji{Name: dangerEmoji}
		}
		menu.Options = append(menu.Options, o)
	}
	menu.Placeholder = menu.Options[0].Label
	if n := len(menu.Options); n > 1 {
		menu.Placeholder += " … " + menu.Options[n-1].Label
	}
	menu.Placeholder = truncate(menu.Placeholder, maxPlaceholder)
	return discordgo.ActionsRow{Components: []discordgo.MessageComponent{menu}}
}

// label is a button's label, its data (a link's address) when it has
// none.
func label(b bot.Button) string {
	return cmp.Or(b.Label, b.Data, b.URL)
}
