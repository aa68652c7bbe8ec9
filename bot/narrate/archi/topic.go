package archi

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// cardRules are what each card of the box does when the last pirate of a
// sowing lands under it (ARCHIPIRATA.md §2–3, with this project's
// rulings); a permanent's is its reminder.
var cardRules = [...]text{
	ar.Sabre: {"it injures one enemy pirate on the island where your last pirate landed, never that pirate; a harbor stops it",
		"она ранит одного вражеского пирата на острове, куда встал ваш последний пират, но не его самого; в гавани не действует"},
	ar.Bomb: {"it injures every pirate on that island but the one who landed, your own too; a harbor stops it",
		"она ранит всех пиратов на этом острове, кроме приземлившегося, и ваших тоже; в гавани не действует"},
	ar.Compass: {"no combat this turn, and you take another whole turn (a third compass in a turn does nothing)",
		"боя в этот ход нет, и вы ходите ещё раз (третий компас за ход ничего не даёт)"},
	ar.Aid:      {"put one of your injured pirates on any island", "верните одного своего раненого пирата на любой остров"},
	ar.Rum:      {"you keep it, and spend it while sowing to skip an island", "вы оставляете его себе и тратите при посеве, чтобы пропустить остров"},
	ar.Gold:     {"a chest taken face down; three gold chests win", "сундук берут закрытым; три сундука золота — победа"},
	ar.RumChest: {"a chest taken face down; it counts as a rum you keep", "сундук берут закрытым; он считается ромом, который остаётся у вас"},
}

// CardRule explains card c alone, for `/rules archipirata <card>`: its
// name and what it does, whether it needs a last pirate of your colour,
// how many the box holds. It is "" for a value that is no card of the box.
func CardRule(l narrate.Lang, c ar.Card) string {
	n := ar.BoxCount(c)
	if n == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(narrate.CapFirst(CardName(l, c)) + ": ")
	if c.IsPermanent() {
		b.WriteString(Reminder(l, c) + ". ")
		b.WriteString(narrate.Pick(l, "A permanent: it acts when it is turned up and stays on its island, face up, for the rest of the game.",
			"Постоянная карта: действует, когда её откроют, и остаётся на своём острове открытой до конца игры."))
		return b.String()
	}
	b.WriteString(cardRules[c].in(l) + ". ")
	if c.IsEquipment() && c != ar.Rum {
		b.WriteString(narrate.Pick(l, "Then you keep the card (captains are paid with kept cards). ",
			"Затем карта остаётся у вас (ими платят капитанам). "))
	}
	if c.OwnColour() {
		b.WriteString(narrate.Pick(l, "It needs your last pirate to be of your colour. ",
			"Нужно, чтобы последний пират был вашего цвета. "))
	}
	b.WriteString(text{"The box holds %d.", "В коробке их %d."}.f(l, n))
	return b.String()
}

// captainRules are what each captain does, paid and used as the rulebook
// and this project's rulings say (engine/archipirata doc.go, ruling 15).
var captainRules = [...]text{
	ar.BenitoBonito: {"discard him and a chest to have a rum's skip for this turn's next sowing and injure an enemy pirate (captain benito-bonito 1), or him and two chests to injure two enemy pirates (captain benito-bonito 2)",
		"сбросьте его и сундук, чтобы получить пропуск, как от рома, на следующий посев этого хода и ранить вражеского пирата (captain benito-bonito 1), или его и два сундука, чтобы ранить двух вражеских пиратов (captain benito-bonito 2)"},
	ar.BoumBanda: {"discard this captain with a rum, a bomb, a compass and an aid to injure two pirates anywhere",
		"сбросьте карту вместе с ромом, бомбой, компасом и аптечкой, чтобы ранить двух пиратов где угодно"},
	ar.ChingShih: {"discard two sabres to injure a pirate anywhere; the captain stays and may be used again",
		"сбросьте две сабли, чтобы ранить пирата где угодно; капитан остаётся, его можно использовать снова"},
	ar.DrUrsilio: {"discard him with a rum, a bomb, a compass and a sabre to put two of your injured pirates on two different islands",
		"сбросьте его вместе с ромом, бомбой, компасом и саблей, чтобы вернуть двух своих раненых пиратов на два разных острова"},
	ar.JacquotteDelahaye: {"discard two rums, a bomb, a sabre and a compass: she then counts as a gold chest",
		"сбросьте два рома, бомбу, саблю и компас: после этого она считается сундуком золота"},
	ar.JollyRoger: {"the first use only reveals the flag, for good; after that, each use trades three bombs and a sabre for a gold chest",
		"первое использование только поднимает флаг, насовсем; после этого каждый раз три бомбы и сабля обмениваются на сундук золота"},
	ar.PietHein: {"using him reveals him, for good; from then on one rum (or rum chest) may skip two islands in a row",
		"использование раскрывает его насовсем; с этого момента один ром (или сундук рома) может пропустить два острова подряд"},
	ar.AnneBonny: {"discard her with a rum, a bomb, a compass and an aid to injure one pirate anywhere and put one of your injured pirates on any island",
		"сбросьте её вместе с ромом, бомбой, компасом и аптечкой, чтобы ранить одного пирата где угодно и вернуть своего раненого пирата на любой остров"},
}

// CaptainRule explains captain c alone, for `/rules archipirata
// <captain>`: what the power costs and does, when it is used and the
// command. It is "" for a value that is no captain.
func CaptainRule(l narrate.Lang, c ar.Captain) string {
	if c == ar.NoCaptain || c >= ar.CaptainHidden {
		return ""
	}
	cmd := "captain " + c.String()
	if c == ar.BenitoBonito {
		cmd += " 1|2"
	}
	return text{
		"%s (advanced game, a secret captain until used): %s. Used in your turn, before or between takes, with no choice waiting: %s.",
		"%s (продвинутый вариант, тайный капитан до использования): %s. Используется в свой ход, до или между посевами, когда не ждёт выбор: %s.",
	}.f(l, CaptainName(l, c), captainRules[c].in(l), cmd)
}

// ParseTopic reads a part of Archipirata's rules: a card by its notation
// name or its name in English or Russian ("rum-chest", "rum chest",
// «сундук рома»), or a captain likewise ("ching-shih", «Чжэн Ши»); case
// does not matter. Exactly one of the card and the captain is set.
func ParseTopic(s string) (ar.Card, ar.Captain, bool) {
	s = strings.TrimSpace(s)
	for c := ar.Sabre; c <= ar.Kraken; c++ {
		if strings.EqualFold(s, c.String()) || strings.EqualFold(s, cardNames[0][c]) || strings.EqualFold(s, cardNames[1][c]) {
			return c, ar.NoCaptain, true
		}
	}
	for c := ar.BenitoBonito; c < ar.CaptainHidden; c++ {
		if strings.EqualFold(s, c.String()) || strings.EqualFold(s, captainNames[0][c]) || strings.EqualFold(s, captainNames[1][c]) {
			return ar.NoCard, c, true
		}
	}
	return ar.NoCard, ar.NoCaptain, false
}

// Topics lists a name of every part ParseTopic reads, in language l: the
// cards' and captains' notation names; in Russian the cards' Russian
// names.
func Topics(l narrate.Lang) []string {
	var out []string
	for c := ar.Sabre; c <= ar.Kraken; c++ {
		out = append(out, narrate.Pick(l, c.String(), cardNames[1][c]))
	}
	for c := ar.BenitoBonito; c < ar.CaptainHidden; c++ {
		out = append(out, c.String())
	}
	return out
}
