package archi

import (
	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// captainNames are the captains' names, NoCaptain to CaptainHidden, in
// English and Russian.
var captainNames = [2][ar.CaptainHidden + 1]string{
	{"no captain", "Benito Bonito", "Boum Banda", "Ching Shih", "Dr Ursilio",
		"Jacquotte Delahaye", "Jolly Roger", "Piet Hein", "Anne Bonny", "a hidden captain"},
	{"без капитана", "Бенито Бонито", "Бум Банда", "Чжэн Ши", "доктор Урсилио",
		"Жакотта Делаэ", "Весёлый Роджер", "Пит Хейн", "Энн Бонни", "тайный капитан"},
}

// CaptainName is the name of captain c: "Ching Shih", «Чжэн Ши»;
// CaptainHidden reads "a hidden captain", «тайный капитан». It is "?" for
// a value that is no captain.
func CaptainName(l narrate.Lang, c ar.Captain) string {
	if c > ar.CaptainHidden {
		return "?"
	}
	return captainNames[langIndex(l)][c]
}

// captainPowers are what each captain does when used, as told after "Red
// played Boum Banda: ". Benito Bonito's two options come apart
// (benitoPowers), and so do Jolly Roger's reveal and trade.
var captainPowers = [...]text{
	ar.BoumBanda: {"rum, bomb, compass and aid discarded to injure two pirates",
		"сброшены ром, бомба, компас и аптечка, чтобы ранить двух пиратов"},
	ar.ChingShih: {"two sabres discarded to injure a pirate",
		"сброшены две сабли, чтобы ранить пирата"},
	ar.DrUrsilio: {"rum, bomb, compass and sabre discarded to put two injured pirates back",
		"сброшены ром, бомба, компас и сабля, чтобы вернуть двух раненых пиратов"},
	ar.JacquotteDelahaye: {"two rums, a bomb, a sabre and a compass discarded, and she is worth a gold chest",
		"сброшены два рома, бомба, сабля и компас, и она стоит сундука золота"},
	ar.JollyRoger: {"three bombs and a sabre traded for a gold chest's worth",
		"три бомбы и сабля обменяны на сундук золота"},
	ar.PietHein: {"from now on a rum may skip two islands in a row",
		"теперь ром может пропустить два острова подряд"},
	ar.AnneBonny: {"rum, bomb, compass and aid discarded to injure a pirate and put an injured pirate back",
		"сброшены ром, бомба, компас и аптечка, чтобы ранить пирата и вернуть раненого"},
}

// benitoPowers are Benito Bonito's options 1 and 2.
var benitoPowers = [2]text{
	{"a chest discarded to get a free rum and injure an enemy pirate",
		"сброшен сундук, чтобы получить бесплатный ром и ранить вражеского пирата"},
	{"two chests discarded to injure two enemy pirates",
		"сброшены два сундука, чтобы ранить двух вражеских пиратов"},
}

// jollyReveal is Jolly Roger's first use, which only reveals him.
var jollyReveal = text{"the flag is up, and from now on three bombs and a sabre buy a gold chest",
	"флаг поднят, и теперь три бомбы и сабля можно обменять на сундук золота"}

// captainPower is what captain c did when used with option opt (Benito
// Bonito's 1 or 2); reveal marks Jolly Roger's first use.
func captainPower(l narrate.Lang, c ar.Captain, opt uint8, reveal bool) string {
	switch {
	case c == ar.BenitoBonito && opt == 2:
		return benitoPowers[1].in(l)
	case c == ar.BenitoBonito:
		return benitoPowers[0].in(l)
	case c == ar.JollyRoger && reveal:
		return jollyReveal.in(l)
	case int(c) < len(captainPowers) && captainPowers[c].en != "":
		return captainPowers[c].in(l)
	}
	return ""
}

// captainText tells a captain used (EvCaptain: N the captain, Island
// Benito Bonito's option), v being the view after it (nil: unknown).
func captainText(l narrate.Lang, e ar.Event, v *ar.View, who string) string {
	c := ar.Captain(e.N)
	power := captainPower(l, c, e.Island, c == ar.JollyRoger && jollyFirst(v, e.Seat))
	if power == "" {
		return text{"%s called on captain %s", "%s призвали капитана %s"}.f(l, who, captainAcc(l, c))
	}
	return text{"%s called on captain %s: %s", "%s призвали капитана %s: %s"}.f(l, who, captainAcc(l, c), power)
}

// captainAccRU are the Russian captains' names in the accusative.
var captainAccRU = [ar.CaptainHidden + 1]string{"без капитана", "Бенито Бонито", "Бум Банду", "Чжэн Ши",
	"доктора Урсилио", "Жакотту Делаэ", "Весёлого Роджера", "Пита Хейна", "Энн Бонни", "тайного капитана"}

// captainAcc is captain c's name as the object of a verb: "Jolly Roger",
// «Весёлого Роджера».
func captainAcc(l narrate.Lang, c ar.Captain) string {
	if l == narrate.RU && c <= ar.CaptainHidden {
		return captainAccRU[c]
	}
	return CaptainName(l, c)
}

// jollyFirst reports whether Jolly Roger, used by seat, was only revealed:
// his team has no captain's gold but a teammate's spent Jacquotte Delahaye.
func jollyFirst(v *ar.View, seat uint8) bool {
	if v == nil || seat >= ar.MaxSeats {
		return false
	}
	t := ar.Team(seat)
	gold := int(v.CapGold[t])
	for k := range ar.MaxSeats {
		if uint8(k) != seat && ar.Team(uint8(k)) == t && v.Captain[k] == ar.JacquotteDelahaye && v.Spent[k] {
			gold--
		}
	}
	return gold <= 0
}
