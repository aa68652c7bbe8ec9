package bot

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
	gm "github.com/jackalbot/jackal/engine/game"
)

// board is classic's board with a warning as the stall rule's end nears
// (stallWarning, above the question), the abilities' buttons labelled and
// explained (abilityButtons) and, while the crew to act may spend bottles
// after its action (ARCHIPELAGO.md §5), the question of what they would
// do: the buttons alone ("🍾 W1", "🍾→MIS", "✓ done") under a caption
// that only said whose turn it was left a player guessing. The caption
// ends with its Question.
func (f archipelagoFace) board(b *Bot, lang string, g *game, evs gm.Events, sel string, picture bool) Board {
	bd := f.classicFace.board(b, lang, g, evs, sel, picture)
	if bd.Over {
		return bd
	}
	if w := stallWarning(lang, g); w != "" {
		// news, not a question: above the question, so that the caption
		// still ends with what it asks (Board.Question)
		if q := bd.Question; q != "" && strings.HasSuffix(bd.Caption, "\n"+q) {
			bd.Caption = strings.TrimSuffix(bd.Caption, q) + w + "\n" + q
		} else {
			bd.Caption += "\n" + w
		}
	}
	for _, q := range []string{abilityButtons(lang, g, &bd), bottleQuestion(lang, g, sel)} {
		if q != "" {
			bd.Caption += "\n" + q
			bd.Question = strings.TrimPrefix(bd.Question+"\n"+q, "\n")
		}
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

// abilityButtons labels the buttons of the abilities' actions on board bd
// of g, which classic's keyboard offers beside the pieces as a bare cell
// ("c4": a scout's look and a step read alike), by what they do: "🔭 W2
// c4", the scout's look; "🎯 W1 e5", the sharpshooter's shot. It returns
// the legend of those it labelled, one line each, "" when it labelled
// none.
func abilityButtons(lang string, g *game, bd *Board) string {
	st := g.cl()
	if st.Over {
		return ""
	}
	type use struct {
		mark    string
		legend  text
		ability engine.Ability
	}
	uses := map[engine.ActionKind]use{
		engine.ActScout: {"🔭", txtArchScoutLegend, engine.Scout},
		engine.ActShoot: {"🎯", txtArchShootLegend, engine.Sharpshooter},
	}
	kinds := map[string]engine.Action{} // by button data
	for _, a := range engine.Legal(*st) {
		if _, ok := uses[a.Kind]; ok {
			for _, verb := range []Verb{VerbAct, VerbConfirm} {
				kinds[g.button(verb, a.String())] = a
			}
		}
	}
	if len(kinds) == 0 {
		return ""
	}
	var lines []string
	type told struct {
		kind  engine.ActionKind
		piece engine.PieceID
	}
	seen := map[told]bool{}
	for _, row := range bd.Buttons {
		for i := range row {
			a, ok := kinds[row[i].Data]
			if !ok {
				continue
			}
			u := uses[a.Kind]
			label := u.mark + " " + a.Piece.String() + " " + a.To.String()
			if row[i].Danger {
				label = "☠ " + label
			}
			row[i].Label = label
			if seen[told{a.Kind, a.Piece}] {
				continue
			}
			seen[told{a.Kind, a.Piece}] = true
			lines = append(lines, tr(lang, u.legend, a.Piece, narrate.AbilityName(nl(lang), u.ability)))
		}
	}
	return strings.Join(lines, "\n")
}
