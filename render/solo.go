package render

import (
	"fmt"
	"strconv"

	"github.com/jackalbot/jackal/engine"
)

// A solo puzzle's status (engine.Solo): its turns against the goal's, the
// pirate to act, and the coins on the bank; the three crews are one
// player's, so no crew wins or scores apart.

// soloTurnLine is the first line of a solo game's status strip, in t:
// the turn, of the goal's when it has a limit, and the crew whose pirate
// acts; or how the game ended.
func soloTurnLine(t tongue, v *engine.View) string {
	if v.Over {
		switch v.EndedBy {
		case engine.EndBanked:
			return t.say(wSolved, t.count(v.Round, nTurn))
		case engine.EndCoinLost:
			return t.say(wLostCoin)
		case engine.EndPiratesLost:
			return t.say(wLostPirates)
		case engine.EndTurnsOut:
			return t.say(wLostTurns)
		}
		return t.say(wPuzzleOver)
	}
	return soloTurnForms(t, v)[0]
}

// soloTurnForms are the forms of a solo game's turn line under way, in t,
// longest first, for a strip short of room: the line; without the goal's
// turns; with the crew's name cut to three letters too.
func soloTurnForms(t tongue, v *engine.View) []string {
	turn, name := t.say(wTurn, v.Round), t.crewIn(v.Turn)
	var forms []string
	if v.Solo.Turns > 0 {
		forms = append(forms, turn+t.say(wTurnOf, v.Solo.Turns)+t.say(wCrewToPlay, name))
	}
	return append(forms, turn+t.say(wCrewToPlay, name), turn+t.say(wCrewToPlay, abbreviate(name)))
}

// soloScores writes a solo game's second status line, in t: the coins on
// the bank and the bottles, which the three pirates share.
func soloScores(t tongue, s *strip, v *engine.View, y float64) {
	banked, bottles := soloCounts(v)
	h := s.unit
	s.text(t.say(wBank), y, regular, colTextDim)
	s.space(0.1)
	p := penOn(s.img, 0, 0, h)
	coinBadge(p, (s.x/h)+0.13, y/h, 0.13, "")
	s.space(0.3)
	s.text(strconv.Itoa(banked), y, bold, colText)
	if bottles > 0 {
		s.space(0.4)
		bottleIcon(p, s.x/h+0.06, y/h)
		s.space(0.16)
		s.text(strconv.Itoa(bottles), y, bold, colText)
	}
}

// soloBanked is a solo game's coins on the bank, and the bottles the
// pirates share, for the text board.
func soloBanked(v *engine.View) string {
	banked, bottles := soloCounts(v)
	s := strconv.Itoa(banked)
	if bottles > 0 {
		s += fmt.Sprintf(" (%d bottles)", bottles)
	}
	return s
}

// soloCounts are a solo game's coins on the bank (white keeps them) and
// the bottles of the one supply the three crews share.
func soloCounts(v *engine.View) (banked, bottles int) {
	for _, c := range v.Crews {
		banked += v.Scores[c]
		bottles = max(bottles, v.Bottles[c])
	}
	return banked, bottles
}
