package bot

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
	gm "github.com/jackalbot/jackal/engine/game"
)

// board is classic's board with a warning as the stall rule's end nears
// (stallWarning) and, while the crew to act may spend bottles
// after its action (ARCHIPELAGO.md §5), the question of what they would
// do: the buttons alone ("🍾 W1", "🍾→MIS", "✓ done") under a caption
// that only said whose turn it was left a player guessing.
func (f archipelagoFace) board(b *Bot, lang string, g *game, evs gm.Events, sel string, picture bool) Board {
	bd := f.classicFace.board(b, lang, g, evs, sel, picture)
	if q := bottleQuestion(lang, g, sel); q != "" && !bd.Over {
		bd.Caption += "\n" + q
		bd.Question = strings.TrimPrefix(bd.Question+"\n"+q, "\n")
	}
	if w := stallWarning(lang, g); w != "" && !bd.Over {
		bd.Caption += "\n" + w
	}
	return bd
}

// stallWarnRounds is how many rounds before the stall rule ends a game the
// board starts to warn of it.
const stallWarnRounds = 5

// stallWarning warns, in the last stallWarnRounds rounds before the stall
// rule would end g (no tile turned, no coin brought aboard or lost), how
// many turns are left: a game otherwise ended "as nothing was found or
// moved for too long" without a word before. "" otherwise.
func stallWarning(lang string, g *game) string {
	st := g.cl()
	crews := st.Rules.InPlay.Len()
	if st.Over || st.Solo.On || st.Rules.StallRounds == 0 || crews == 0 {
		return ""
	}
	left := int(st.Rules.StallRounds)*crews - int(st.Quiet)
	if left <= 0 || left > stallWarnRounds*crews {
		return ""
	}
	return narrate.StallWarning(nl(lang), left)
}

// bottleQuestion is the bottles' question of g's board with selection sel,
// "" unless a player (not a computer) may spend a bottle now.
func bottleQuestion(lang string, g *game, sel string) string {
	st := g.cl()
	if st.Over || !st.Bottling || st.Pending.Active || sel != "" {
		return ""
	}
	if actor := g.actor(); actor == nil || actor.AI != "" {
		return ""
	}
	v := engine.ViewFor(st, engine.NoCrew)
	return narrate.BottleQuestion(nl(lang), &v, st.BottlesOf(st.Turn), engine.Legal(*st))
}
