package bot

import (
	"image"
	"slices"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/render"
)

// This file is where classic Jackal's face meets its narration
// (bot/narrate) and its pictures (render).

// describe tells what the events did, read against the view after them.
func describe(lang string, evs []engine.Event, v *engine.View) string {
	return narrate.DescribeAfter(nl(lang), evs, v)
}

// parseTile reads a tile id or its English or Russian name.
func parseTile(s string) (engine.Kind, bool) { return narrate.ParseTile(s) }

func ending(lang string, v *engine.View) string { return narrate.Ending(nl(lang), v) }

func choicePrompt(lang string, how engine.How) string { return narrate.Choice(nl(lang), how) }

// choiceCaption is the board caption's line for the pending choice c: who
// chooses and what, the arrow tile meant named by its cell ("W1: Which of
// the arrows at e5 to follow?"). The lighthouse's looks left are not
// counted there: a look edits only the board's buttons, so a count in the
// caption would go stale; each look's private sight tells what it shows.
func choiceCaption(lang string, c *engine.Choice) string {
	if c == nil {
		return ""
	}
	x := *c
	x.Left = 0
	return narrate.Prompt(nl(lang), &x)
}

func explain(lang string, err error, a engine.Action, v *engine.View) string {
	return narrate.Explain(nl(lang), err, a, v)
}

func tileRule(lang string, k engine.Kind) string { return narrate.TileRule(nl(lang), k) }

func rulesText(lang string) string { return narrate.Rules(nl(lang)) }

func tileName(lang string, k engine.Kind) string { return narrate.TileName(nl(lang), k) }

// crewName names a crew given by its colour ("white").
func crewName(lang, colour string) string {
	k, err := engine.ParseCrew(colour)
	if err != nil {
		return colour
	}
	return narrate.CrewName(nl(lang), k)
}

// drawBoard draws a view with the last action's trail and the targets,
// its words in lang, as a PNG.
func (b *Bot) drawBoard(lang string, v *engine.View, evs []engine.Event, ts []target) []byte {
	opts := render.Options{Size: b.cfg.BoardSize, Events: evs, Lang: lang}
	for _, t := range ts {
		if t.a.To.Valid() {
			opts.Targets = append(opts.Targets, render.Target{Cell: t.a.To, Label: actionLabel("en", t.a), Deadly: t.deadly})
		}
	}
	return b.drawPNG("board", func() image.Image { return render.Board(v, opts) })
}

// textBoard is the plain-text board of a view, in lang: the island's grid
// of codes, then in Russian a key in Russian (the English board's own
// words are render's).
func textBoard(lang string, v *engine.View, game string) string {
	if lang != "ru" {
		return render.TextBoard(v)
	}
	name := tileName
	if game == archipelago.ID {
		// Archipelago names its tiles otherwise (a labyrinth, a pit)
		name = func(lang string, k engine.Kind) string { return narrate.ArchipelagoTileName(nl(lang), k) }
	}
	grid, codes := render.TextGrid(v)
	fixed := map[string]text{"#": txtKeyHidden, "#*": txtKeySeen, "~": txtKeySea, "ship": txtKeyShip, "boat": txtKeyBoat, "Br": txtKeyBear,
		"#b": txtKeyBeach, "#f": txtKeyForest, "#m": txtKeyMountains,
		"+": txtKeySeveral, "$": txtKeyGold, "Bn": txtKeyBen, "Fd": txtKeyFriday, "Ms": txtKeyMissionary}
	var parts []string
	for _, c := range codes {
		if t, ok := fixed[c]; ok {
			parts = append(parts, tr(lang, t))
		}
	}
	for k := engine.Empty; k < engine.NumKinds; k++ {
		if c := render.TileCode(k); slices.Contains(codes, c) {
			parts = append(parts, c+" "+name(lang, k))
		}
	}
	return grid + tr(lang, txtKeyTitle) + strings.Join(parts, ", ") + "."
}

// islandPics keeps the picture of an unexplored island, by language.
var islandPics langPicture

// islandPNG is the picture of an unexplored island, its words in lang, for
// lobbies played inline (their message must be a picture from the start).
func (b *Bot) islandPNG(lang string) []byte {
	return islandPics.get(lang, func() []byte {
		s, err := engine.Blank(engine.Options{})
		if err != nil {
			return nil
		}
		v := engine.ViewFor(&s, engine.NoCrew)
		return b.drawBoard(lang, &v, nil, nil)
	})
}

// tilePNGIn is the picture of one tile kind, for /rules, its words in
// lang («РОМ» on a rum barrel).
func tilePNGIn(lang string, k engine.Kind) []byte {
	png, _ := encodePNG(render.TileIn(k, 256, lang))
	return png
}

// kindList names the tile kinds for a /rules that named none: their ids,
// in Russian their Russian names (which rules takes as well).
func kindList(lang string) string {
	var out []string
	for _, k := range engine.Kinds() {
		name := k.String()
		if lang == "ru" {
			name = tileName(lang, k) // rules takes the Russian names too
		}
		if !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	return strings.Join(out, ", ")
}
