package cardsn

import (
	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// reveal tells the row of the EvReveal at i: its cards when the view
// still shows them (the round goes on, or the game is over), else how many
// they are (the moves that follow name them).
func (t *teller) reveal(i int) string {
	l, e := t.l, t.evs[i]
	if row := t.revealedRow(i); row != nil {
		return text{"%s's row: %s", "%s: открыт ряд — %s"}.f(l, t.who(e.Seat), cardList(l, row))
	}
	return text{"%s revealed a row of %s", "%s: открыт ряд — %s"}.f(l, t.who(e.Seat), cardsN(l, int(e.N)))
}

// revealedRow is the row the reveal at i turned face up, as the view
// shows it; nil when the view cannot tell it (no view, a new round begun
// since, or a row of another length).
func (t *teller) revealedRow(i int) []cards.Card {
	v, e := t.v, t.evs[i]
	var told []cards.Card // the row's cards the events carry
	for _, f := range t.evs[i+1:] {
		if f.Kind != cards.EvRowCard || f.Seat != e.Seat {
			break
		}
		told = append(told, f.Card)
	}
	if len(told) > 0 {
		return told
	}
	if v == nil || v.Phase == cards.PhasePlan || e.Seat >= cards.MaxSeats || e.N == 0 || int(e.N) > cards.NumCards {
		return nil
	}
	for _, f := range t.evs[i+1:] {
		if f.Kind == cards.EvIsland {
			return nil
		}
	}
	if v.RowN[e.Seat] != 0 && v.RowN[e.Seat] != e.N {
		return nil
	}
	row := append([]cards.Card(nil), v.Row[e.Seat][:e.N]...)
	for _, c := range row {
		if c >= cards.NumKinds || c.IsSpecial() {
			return nil
		}
	}
	return row
}

// gameOverText tells the end of the game, with the winners when the view
// has them.
func gameOverText(l narrate.Lang, e cards.Event, v *cards.View, names []string) string {
	why := endReason(l, e.N)
	if v == nil || v.Phase != cards.PhaseOver {
		return narrate.Pick(l, "game over", "игра окончена") + ": " + why
	}
	return narrate.Pick(l, "game over", "игра окончена") + ": " + why + ". " + narrate.CapFirst(winText(l, v, names))
}

// endReason says why the game ended (cards.EndIslands…).
func endReason(l narrate.Lang, by uint8) string {
	switch by {
	case cards.EndIslands:
		return narrate.Pick(l, "the last island is played", "последний остров сыгран")
	case cards.EndResigned:
		return narrate.Pick(l, "all the others resigned", "остальные сдались")
	case cards.EndAgreed:
		return narrate.Pick(l, "the players agreed to stop", "игроки договорились закончить")
	}
	return narrate.Pick(l, "it ended", "она завершена")
}
