package archi

import (
	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// benitoOptions are the labels of Benito Bonito's two options, as his
// player's buttons offer them: what each costs and does.
var benitoOptions = [2]text{
	{"👑 1 chest → rum, injure 1", "👑 1 сундук → ром, ранить 1"},
	{"👑 2 chests → injure 2", "👑 2 сундука → ранить 2"},
}

// CaptainOption is the label of a captain's button for option opt of
// captain c, or "" for a captain with a single use (whose button says
// only "use it": its name is not shown before it is used). Benito
// Bonito's options 1 and 2 say what they cost and do: "👑 2 chests →
// injure 2".
func CaptainOption(l narrate.Lang, c ar.Captain, opt uint8) string {
	if c != ar.BenitoBonito || opt < 1 || opt > 2 {
		return ""
	}
	return benitoOptions[opt-1].in(l)
}

// CaptainLink is the label of the group board's link that shows a player
// their captain in their private chat with the bot (their captain is
// theirs alone to know until it is used).
func CaptainLink(l narrate.Lang) string {
	return text{"🔒 My captain (private)", "🔒 Мой капитан (лично)"}.in(l)
}
