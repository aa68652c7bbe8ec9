package archi

import (
	"fmt"
	"strconv"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// text is one message in both languages; its formats take the same
// arguments in the same order.
type text struct{ en, ru string }

// in is the message in language l.
func (t text) in(l narrate.Lang) string { return narrate.Pick(l, t.en, t.ru) }

// f formats the message in language l.
func (t text) f(l narrate.Lang, args ...any) string { return fmt.Sprintf(t.in(l), args...) }

// teamEN are the English team names; teamRU the Russian stems, declined as
// plural adjectives (красные, красных…).
var (
	teamEN      = [2]string{"Red", "White"}
	teamRU      = [2]string{"красн", "бел"}
	teamRUCases = [...]string{narrate.Nom: "ые", narrate.Gen: "ых", narrate.Dat: "ым", narrate.Acc: "ых", narrate.Ins: "ыми", narrate.Pre: "ых"}
)

// TeamName is the name of team (and colour) team: "Red", "White";
// «красные», «белые», lower case as it reads inside a Russian sentence.
// It is "?" for no team.
func TeamName(l narrate.Lang, team uint8) string { return teamIn(l, team, narrate.Nom) }

// teamIn is the team's name in case k: «красных» (Gen), «белым» (Dat).
func teamIn(l narrate.Lang, team uint8, k narrate.Case) string {
	if team > 1 {
		return "?"
	}
	if l != narrate.RU {
		return teamEN[team]
	}
	if int(k) >= len(teamRUCases) {
		k = narrate.Nom
	}
	return teamRU[team] + teamRUCases[k]
}

// seatName names the player of seat as the subject of a sentence: the team,
// and in 4 seats the second player's number in the team (teamNumber):
// "Red", "Red 2", «красные 2».
func seatName(l narrate.Lang, seats, seat uint8) string { return seatIn(l, seats, seat, narrate.Nom) }

// seatIn is seatName in case k (Russian): «красным 2» (Dat).
func seatIn(l narrate.Lang, seats, seat uint8, k narrate.Case) string {
	name := teamIn(l, ar.Team(seat), k)
	if seats > 2 && seat < ar.MaxSeats {
		name += teamNumber(seat)
	}
	return name
}

// teamNumber is what follows the team's name for seat's player in the
// team game, as the lobby and its seat buttons name them: "" for each
// team's first player (seats 1 and 2: "Red", "White"), " 2" for its
// second (seats 3 and 4: "Red 2"). A seat's number at the table (1–4)
// matched nothing the players were shown, and "Red 1" read as a count
// beside the ending's "Gold: Red 1, White 3".
func teamNumber(seat uint8) string {
	if seat < 2 {
		return ""
	}
	return " 2"
}

// colourAdj are the colour adjectives of a pirate by language and form:
// nominative singular, accusative singular (animate), genitive plural.
var colourAdj = [2][2][3]string{
	{{"red", "red", "red"}, {"white", "white", "white"}},
	{{"красный", "красного", "красных"}, {"белый", "белого", "белых"}},
}

// adj forms.
const (
	adjNom = iota
	adjAcc
	adjGenPl
)

// colour is the colour adjective of a pirate of c in form f, "" for none
// (c > White).
func colour(l narrate.Lang, c int, f int) string {
	if c < 0 || c > 1 {
		return ""
	}
	return colourAdj[langIndex(l)][c][f]
}

// langIndex is 1 for Russian, 0 for English.
func langIndex(l narrate.Lang) int {
	if l == narrate.RU {
		return 1
	}
	return 0
}

// countPirates counts pirates in the nominative with digits: "1 pirate",
// "5 pirates"; «1 пират», «2 пирата», «5 пиратов».
func countPirates(l narrate.Lang, n int) string {
	return narrate.Counted(l, n, "pirate", "pirates", "пират", "пирата", "пиратов")
}

// ruNomNum and ruAccNum are the numbers 1–4 before a masculine noun, in the
// nominative and in the animate accusative.
var (
	ruNomNum = [5]string{"", "", "два", "три", "четыре"}
	ruAccNum = [5]string{"", "одного", "двух", "трёх", "четырёх"}
)

// piratesNom names n pirates of colour c (-1: no colour) as a subject: "a
// red pirate", "3 white pirates"; «красный пират», «три белых пирата»,
// «5 пиратов».
func piratesNom(l narrate.Lang, n, c int) string {
	adj := colour(l, c, adjNom)
	if l != narrate.RU {
		if n == 1 {
			return join("a", adj, "pirate")
		}
		return join(strconv.Itoa(n), adj, "pirates")
	}
	switch {
	case n == 1:
		return join(adj, "пират")
	case n >= 2 && n <= 4:
		return join(ruNomNum[n], colour(l, c, adjGenPl), "пирата")
	}
	return join(strconv.Itoa(n), colour(l, c, adjGenPl), narrate.Plural(n, "пират", "пирата", "пиратов"))
}

// piratesAcc names n pirates of colour c (-1: no colour) as an object: "a
// red pirate", "3 pirates"; «одного красного пирата», «трёх пиратов»,
// «5 белых пиратов».
func piratesAcc(l narrate.Lang, n, c int) string {
	if l != narrate.RU {
		return piratesNom(l, n, c)
	}
	switch {
	case n == 1:
		return join("одного", colour(l, c, adjAcc), "пирата")
	case n >= 2 && n <= 4:
		return join(ruAccNum[n], colour(l, c, adjGenPl), "пиратов")
	}
	return join(strconv.Itoa(n), colour(l, c, adjGenPl), narrate.Plural(n, "пирата", "пиратов", "пиратов"))
}

// join joins the non-empty words with spaces.
func join(words ...string) string {
	s := ""
	for _, w := range words {
		if w == "" {
			continue
		}
		if s != "" {
			s += " "
		}
		s += w
	}
	return s
}

// injuredVerb is the passive "was injured" agreeing with n pirates.
func injuredVerb(l narrate.Lang, n int) string {
	switch {
	case l == narrate.RU && n == 1:
		return "ранен"
	case l == narrate.RU:
		return "ранены"
	case n == 1:
		return "was injured"
	}
	return "were injured"
}

// island names island i (0-based) as "island 3", «остров 3».
func island(l narrate.Lang, i uint8) string {
	return text{"island %d", "остров %d"}.f(l, int(i)+1)
}

// onIsland is "on island 3", «на острове 3».
func onIsland(l narrate.Lang, i uint8) string {
	return text{"on island %d", "на острове %d"}.f(l, int(i)+1)
}

// islandList lists islands (0-based) as "3, 4 and 5".
func islandList(l narrate.Lang, is []uint8) string {
	items := make([]string, len(is))
	for k, i := range is {
		items[k] = strconv.Itoa(int(i) + 1)
	}
	return narrate.JoinAnd(l, items)
}
