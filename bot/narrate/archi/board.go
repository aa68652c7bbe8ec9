package archi

import (
	"strconv"
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// PileLine tells island i's pile as the text board shows it: how many
// cards it holds and the one face up on top, so that a count never reads
// as the number of that card: "pile: 6 cards, bomb on top", «стопка: 6
// карт, сверху бомба»; "pile: empty", «стопка пуста».
func PileLine(l narrate.Lang, v *ar.View, i int) string {
	if v == nil || i < 0 || i >= ar.NumIslands || v.Top[i] >= ar.PileSize {
		return narrate.Pick(l, "pile: empty", "стопка пуста")
	}
	n := ar.PileSize - int(v.Top[i])
	top := CardName(l, v.Pile[i][v.Top[i]])
	if l == narrate.RU {
		return "стопка: " + strconv.Itoa(n) + " " + narrate.Plural(n, "карта", "карты", "карт") + ", сверху " + top
	}
	cards := "cards"
	if n == 1 {
		cards = "card"
	}
	return "pile: " + strconv.Itoa(n) + " " + cards + ", " + top + " on top"
}

// cardCounts lists cards by kind as the kept cards read: "sabre ×2,
// bomb"; "" for none.
func cardCounts(l narrate.Lang, n *[ar.NumHeld]uint8) string {
	var parts []string
	for c := ar.Sabre; c <= ar.RumChest; c++ {
		switch {
		case n[c] == 1:
			parts = append(parts, CardName(l, c))
		case n[c] > 1:
			parts = append(parts, CardName(l, c)+" ×"+strconv.Itoa(int(n[c])))
		}
	}
	return strings.Join(parts, ", ")
}

// NoCaptains is the refusal of a captain in the basic game.
func NoCaptains(l narrate.Lang) string {
	return narrate.Pick(l, "The basic game has no captains: the advanced game has them (/new archipirata advanced; at the terminal, jackal play --game archipirata --advanced).",
		"В обычной игре капитанов нет: они есть в продвинутом варианте (/new archipirata advanced; в терминале — jackal play --game archipirata --advanced).")
}

// CaptainCannot is the refusal of seat's captain, told to that seat alone
// (its own view v): it names the captain and what its power costs beside
// what the team keeps, or why else it cannot act now. asked is the
// captain the seat named (NoCaptain for none: the captain's button).
func CaptainCannot(l narrate.Lang, v *ar.View, seat uint8, asked ar.Captain) string {
	if v == nil || seat >= ar.MaxSeats {
		return ""
	}
	c := v.Captain[seat]
	if c == ar.NoCaptain || c >= ar.CaptainHidden {
		return ""
	}
	name := CaptainName(l, c)
	t := ar.Team(seat)
	held := v.Held[t]
	switch {
	case asked != ar.NoCaptain && asked != c:
		return text{"Your captain is %s (captain %s), not %s.", "Ваш капитан — %s (captain %s), а не %s."}.f(l, name, c.String(), CaptainName(l, asked))
	case v.Spent[seat]:
		return text{"Your captain, %s, has been used already.", "Ваш капитан, %s, уже применён."}.f(l, name)
	case v.Pend != ar.PendNone:
		return text{"Your captain, %s, acts when no choice is waiting: answer it first.", "Ваш капитан, %s, действует, когда не нужно делать выбор: сначала ответьте на него."}.f(l, name)
	case c == ar.BenitoBonito && held[ar.Gold]+held[ar.RumChest] == 0:
		return text{"Your captain, %s, cannot act now: his power costs a chest (option 1) or two (option 2), and your team holds none.",
			"Ваш капитан, %s, сейчас не может действовать: его сила стоит сундук (вариант 1) или два (вариант 2), а у команды сундуков нет."}.f(l, name)
	}
	cost := c.Cost()
	if c == ar.PietHein || c == ar.JollyRoger && !v.Revealed[seat] {
		cost = [ar.NumHeld]uint8{} // the first use only reveals him
	}
	var short bool
	var kept [ar.NumHeld]uint8
	for k := ar.Sabre; k <= ar.Aid; k++ {
		if cost[k] > 0 {
			kept[k] = held[k]
			short = short || held[k] < cost[k]
		}
	}
	if cost[ar.Rum] > 0 {
		kept[ar.Rum], kept[ar.RumChest] = held[ar.Rum], held[ar.RumChest]
		short = short || held[ar.Rum]+held[ar.RumChest] < cost[ar.Rum]
	}
	if !short {
		return text{"Your captain, %s, cannot act now: there is nothing for the power to act on.",
			"Ваш капитан, %s, сейчас не может действовать: его силе не на что подействовать."}.f(l, name)
	}
	if has := cardCounts(l, &kept); has != "" {
		return text{"Your captain, %s, cannot act now: the power costs %s, and your team keeps %s.",
			"Ваш капитан, %s, сейчас не может действовать: его сила стоит: %s, а у команды есть: %s."}.f(l, name, cardCounts(l, &cost), has)
	}
	return text{"Your captain, %s, cannot act now: the power costs %s, and your team keeps none of them.",
		"Ваш капитан, %s, сейчас не может действовать: его сила стоит: %s, а у команды ничего из этого нет."}.f(l, name, cardCounts(l, &cost))
}

// CaptainCan tells the seat whose captain c may act now how to use it
// (the word captain alone names none): "Your captain, Piet Hein, can act
// now: write captain piet-hein."
func CaptainCan(l narrate.Lang, c ar.Captain) string {
	if c == ar.NoCaptain || c >= ar.CaptainHidden {
		return ""
	}
	cmd := "captain " + c.String()
	if c == ar.BenitoBonito {
		cmd += " 1|2"
	}
	return text{"Your captain, %s, can act now: write %s.", "Ваш капитан, %s, может действовать: напишите %s."}.f(l, CaptainName(l, c), cmd)
}
