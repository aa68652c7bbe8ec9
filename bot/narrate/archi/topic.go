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
	ar.Sabre: {"it injures one enemy pirate on the island where the last pirate sown landed, never that pirate itself, even an enemy one",
		"ранит одного вражеского пирата на острове, куда встал последний пират, но не этого пирата, даже если он вражеский"},
	ar.Bomb: {"it injures every pirate, yours included, on the island where the last pirate sown landed, except that pirate",
		"ранит всех пиратов, в том числе ваших, на острове, куда встал последний пират, кроме него самого"},
	ar.Compass: {"no combat this turn, and you take another whole turn (a third compass in a turn does nothing)",
		"боя в этот ход нет, и вы ходите ещё раз (третий компас за ход ничего не даёт)"},
	ar.Aid: {"put one of your injured pirates on any island", "верните одного своего раненого пирата на любой остров"},
	ar.Rum: {"you keep it, and spend it while sowing to skip an island (take 3 cw +rum@5)",
		"остаётся у вас; при посеве его тратят, чтобы пропустить остров (take 3 cw +rum@5)"},
	ar.Gold:     {"a chest taken face down; three gold chests win", "сундук берут закрытым; три сундука золота — победа"},
	ar.RumChest: {"a chest taken face down; it counts as a rum you keep", "сундук берут закрытым; он считается ромом, который остаётся у вас"},
}

// CardRule explains card c alone, for `/rules archipirata <card>`: its
// name and what it does, whether it needs a last pirate of your colour,
// how many the box holds. It is "" for a value that is no card of the box.
func CardRule(l narrate.Lang, c ar.Card) string {
	if c == ar.Chest {
		return chestRule.in(l)
	}
	n := ar.BoxCount(c)
	if n == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(narrate.CapFirst(CardName(l, c)) + ": ")
	if c.IsPermanent() {
		b.WriteString(Reminder(l, c) + ". ")
		b.WriteString(narrate.Pick(l, "A permanent: it acts from the moment it is turned up and stays on its island, face up, for the rest of the game.",
			"Постоянная карта: действует с того момента, как её откроют, и остаётся на своём острове открытой до конца игры."))
		if r, ok := cardRulings[c]; ok {
			b.WriteString(" " + r.in(l))
		}
		return b.String()
	}
	b.WriteString(cardRules[c].in(l) + ". ")
	if r, ok := cardRulings[c]; ok {
		b.WriteString(r.in(l) + " ")
	}
	if c.IsEquipment() && c != ar.Rum {
		b.WriteString(narrate.Pick(l, "Then you keep the card (in the advanced game, captains are paid with kept cards). ",
			"Затем карта остаётся у вас (в продвинутом варианте такими картами платят капитанам). "))
	}
	if c.OwnColour() {
		b.WriteString(narrate.Pick(l, "The last pirate sown must be of your colour (your team's in 4 players), or the sowing may not end there. ",
			"Последний пират должен быть вашего цвета (цвета команды при игре вчетвером), иначе закончить посев здесь нельзя. "))
	}
	b.WriteString(text{"The box holds %d.", "В коробке их %d."}.f(l, n))
	return b.String()
}

// anyIsland is where an injury of Boum Banda, Ching Shih and Anne Bonny
// falls (ruling 15): an island the player picks, a harbor too.
var anyIsland = text{"on any island you pick, a harbor too (an enemy pirate where there is one, else your own)",
	"на выбранном вами острове, и в гавани тоже (вражеского, если он там есть, иначе своего)"}

// captainRules are what each captain does, paid and used as the rulebook
// and this project's rulings say (engine/archipirata doc.go, ruling 15).
var captainRules = [...]text{
	ar.BenitoBonito: {"option 1: discard him and a chest for a free rum on this turn's next sowing and to injure an enemy pirate; option 2: discard him and two chests to injure two enemy pirates; a rum chest is discarded before a gold one",
		"вариант 1: сбросьте его и сундук, чтобы получить бесплатный ром на следующий посев в этом ходу и ранить вражеского пирата; вариант 2: сбросьте его и два сундука, чтобы ранить двух вражеских пиратов; сундук рома сбрасывается раньше сундука золота"},
	ar.BoumBanda: {"discard him with a rum, a bomb, a compass and an aid to injure two pirates, each %s",
		"сбросьте его вместе с ромом, бомбой, компасом и аптечкой, чтобы ранить двух пиратов, каждого %s"},
	ar.ChingShih: {"discard two sabres to injure a pirate %s; the captain stays and may be used again",
		"сбросьте две сабли, чтобы ранить пирата %s; капитан остаётся, его можно применить снова"},
	ar.DrUrsilio: {"discard him with a rum, a bomb, a compass and a sabre to put two of your injured pirates on two different islands",
		"сбросьте его вместе с ромом, бомбой, компасом и саблей, чтобы вернуть двух своих раненых пиратов на два разных острова"},
	ar.JacquotteDelahaye: {"discard two rums, a bomb, a sabre and a compass: she then counts as a gold chest",
		"сбросьте два рома, бомбу, саблю и компас: после этого она считается сундуком золота"},
	ar.JollyRoger: {"the first use only raises the flag (the captain is revealed for good); after that, each use trades three bombs and a sabre for a gold chest",
		"первое применение только поднимает флаг (капитан раскрыт навсегда); после этого каждое применение обменивает три бомбы и саблю на сундук золота"},
	ar.PietHein: {"using him only reveals him, for good and for free; from then on one rum (or rum chest) may skip two islands in a row: +rum@5 +rum@6",
		"применение лишь раскрывает его, навсегда и бесплатно; после этого один ром (или сундук рома) может пропустить два острова подряд: +rum@5 +rum@6"},
	ar.AnneBonny: {"discard her with a rum, a bomb, a compass and an aid to injure a pirate %s, and put one of your injured pirates on any island",
		"сбросьте её вместе с ромом, бомбой, компасом и аптечкой, чтобы ранить пирата %s, и вернуть своего раненого пирата на любой остров"},
}

// CaptainRule explains captain c alone, for `/rules archipirata
// <captain>`: what the power costs and does, when it is used and the
// command. It is "" for a value that is no captain.
func CaptainRule(l narrate.Lang, c ar.Captain) string {
	if c == ar.NoCaptain || c >= ar.CaptainHidden {
		return ""
	}
	power := captainRules[c].in(l)
	if strings.Contains(power, "%s") {
		power = captainRules[c].f(l, anyIsland.in(l))
	}
	if cost := c.Cost(); cost[ar.Rum] > 0 {
		power += narrate.Pick(l, ". A rum chest may stand in for a rum", ". Вместо рома можно отдать сундук рома")
	}
	cmd := "captain " + c.String()
	if c == ar.BenitoBonito {
		cmd += " 1|2"
	}
	return text{
		"%s (advanced game; a secret captain until used): %s. Used in your turn, before a sowing or between sowings, when no choice is waiting: %s.",
		"%s (продвинутый вариант; капитан тайный, пока его не применят): %s. Применяется в свой ход, до посева или между посевами, когда не нужно делать выбор: %s.",
	}.f(l, narrate.CapFirst(CaptainName(l, c)), power, cmd)
}

// ParseTopic reads a part of Archipirata's rules: a card by its notation
// name or its name in English or Russian ("rum-chest", "rum chest",
// «сундук рома»), or by the words the board uses for it ("chest", «сундук»:
// a chest face down, ar.Chest; "gold", «золото»: the gold chest), or a
// captain likewise ("ching-shih", «Чжэн Ши»); case does not matter.
// Exactly one of the card and the captain is set.
func ParseTopic(s string) (ar.Card, ar.Captain, bool) {
	s = strings.TrimSpace(s)
	if c, ok := boardWords[strings.ToLower(strings.Join(strings.Fields(s), " "))]; ok {
		return c, ar.NoCaptain, true
	}
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

// boardWords are the words the board, its text and the status use for
// cards, beyond the cards' names, and the card each names as a topic.
var boardWords = map[string]ar.Card{
	"chest": ar.Chest, "chests": ar.Chest, "face-down chest": ar.Chest, "face-down chests": ar.Chest,
	"сундук": ar.Chest, "сундуки": ar.Chest, "закрытый сундук": ar.Chest, "закрытые сундуки": ar.Chest,
	"gold": ar.Gold, "золото": ar.Gold,
}

// chestRule is the rule of a chest whatever is inside (the board's
// "chest"): `/rules archipirata chest`.
var chestRule = text{
	"Chest: every pile is dealt one, third from the top; its lid shows (everyone sees it is a chest, nobody which), and it is taken face down, only when the last pirate sown is of your colour (your team's in 4 players). The box holds 6 gold chests (three win) and 2 rum chests (each counts as a rum you keep). A team's chests are hidden from the other team until the game ends.",
	"Сундук: в каждой стопке при раздаче он третий сверху; крышку видно (все знают, что это сундук, но не какой), его берут закрытым и только если последний пират вашего цвета (цвета команды при игре вчетвером). В коробке 6 сундуков золота (три — победа) и 2 сундука рома (каждый считается ромом, который остаётся у вас). Сундуки команды скрыты от другой команды до конца игры.",
}
