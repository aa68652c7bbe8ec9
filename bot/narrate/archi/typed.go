package archi

import (
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// The refusals of a typed move that names what is not there.
var (
	noIsland = text{"There is no island %d: the islands are numbered 1 to 8.",
		"Острова %d нет: острова пронумерованы от 1 до 8."}
	notIsland = text{"%q is not an island: write its number, 1 to 8, as in take 3 cw.",
		"%q — не остров: пишите его номер, от 1 до 8, например take 3 cw."}
	noDirection = text{"Say which way: take %d cw (clockwise) or take %d ccw (anticlockwise).",
		"Укажите направление: take %d cw (по часовой) или take %d ccw (против часовой)."}
	badDirection = text{"%q is not a direction: write cw (clockwise) or ccw (anticlockwise), as in take %d cw.",
		"%q — не направление: пишите cw (по часовой) или ccw (против часовой), например take %d cw."}
	noPirates = text{"Island %d has no pirates to take: start from an island with pirates.",
		"На острове %d нет пиратов — брать некого: начинайте с острова, где есть пираты."}
)

// Typed is the refusal of a move typed as text that names an island
// out of 1–8 (take 9 cw, 9, +rum@0), a word for an island, a direction
// other than cw and ccw, or, when v is given and no choice is pending, an
// island with no pirates to take; "" when the text has none of these
// faults (Explain then says why it was refused).
func Typed(l narrate.Lang, text string, v *ar.View) string {
	f := strings.Fields(strings.ToLower(text))
	switch {
	case len(f) == 1:
		if n, err := strconv.Atoi(f[0]); err == nil && (n < 1 || n > ar.NumIslands) {
			return noIsland.f(l, n)
		}
		return ""
	case len(f) == 0 || f[0] != "take":
		return ""
	}
	n, err := strconv.Atoi(f[1])
	switch {
	case err != nil:
		return notIsland.f(l, clip(f[1]))
	case n < 1 || n > ar.NumIslands:
		return noIsland.f(l, n)
	case len(f) == 2:
		return noDirection.f(l, n, n)
	case f[2] != "cw" && f[2] != "ccw":
		return badDirection.f(l, clip(f[2]), n)
	}
	for _, w := range f[3:] {
		at, ok := strings.CutPrefix(w, "+rum@")
		if !ok {
			continue
		}
		if j, err := strconv.Atoi(at); err == nil && (j < 1 || j > ar.NumIslands) {
			return noIsland.f(l, j)
		}
	}
	if v != nil && v.Pend == ar.PendNone && !v.Over && v.Pirates[n-1][ar.Red]+v.Pirates[n-1][ar.White] == 0 {
		return noPirates.f(l, n)
	}
	return ""
}

// clip cuts a word quoted back to the player to a few letters.
func clip(w string) string {
	const most = 12
	if r := []rune(w); len(r) > most {
		return string(r[:most]) + "…"
	}
	return w
}
