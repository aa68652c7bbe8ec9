package archi

import (
	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// asks are what the player to act is asked, by pending choice; waits are
// the same told of someone else.
var (
	asks = [...]text{
		ar.PendNone:    {"choose an island and a direction, such as take 3 cw", "выберите остров и направление, например take 3 cw"},
		ar.PendAid:     {"choose an island (1–8) for an injured pirate (aid)", "выберите остров (1–8) для раненого пирата (аптечка)"},
		ar.PendLookout: {"choose a pile to look at, by its island (lookout)", "выберите стопку, чтобы посмотреть, — номер острова (смотровая вышка)"},
		ar.PendInjure:  {"choose the island of a pirate to injure (captain)", "выберите остров, где ранить пирата (капитан)"},
		ar.PendPlace:   {"choose an island (1–8) for an injured pirate (captain)", "выберите остров (1–8) для раненого пирата (капитан)"},
	}
	waits = [...]text{
		ar.PendNone:    {"%s to move", "ходят %s"},
		ar.PendAid:     {"%s is choosing an island for an injured pirate (aid)", "%s выбирают остров для раненого пирата (аптечка)"},
		ar.PendLookout: {"%s is choosing a pile to look at (lookout)", "%s выбирают стопку, чтобы посмотреть (смотровая вышка)"},
		ar.PendInjure:  {"%s is choosing a pirate to injure (captain)", "%s выбирают, какого пирата ранить (капитан)"},
		ar.PendPlace:   {"%s is choosing an island for an injured pirate (captain)", "%s выбирают остров для раненого пирата (капитан)"},
	}
)

// Prompt is the line asking the player to act, naming the pending choice
// if any: "Your move, Red: choose an island and a direction, such as take 3
// cw. Your captain: captain ching-shih." to the seat to act, "White is choosing a pile
// to look at (lookout)." to anyone else. It is "" for no view or a game
// over.
func Prompt(l narrate.Lang, v *ar.View) string {
	if v == nil || v.Over {
		return ""
	}
	p := v.Pend
	if int(p) >= len(asks) {
		p = ar.PendNone
	}
	who := seatName(l, v.Seats, v.Turn)
	if v.Seat != v.Turn {
		return narrate.Sentence(waits[p].f(l, who))
	}
	s := narrate.Sentence(text{"your move, %s: %s", "ваш ход, %s: %s"}.f(l, who, asks[p].in(l)))
	k := v.Turn % ar.MaxSeats
	c := v.Captain[k]
	if p == ar.PendNone && c > ar.NoCaptain && c < ar.CaptainHidden && !v.Spent[k] && !(c == ar.PietHein && v.Revealed[k]) {
		s += text{" Your captain: %s (captain %s).", " Ваш капитан: %s (captain %s)."}.f(l, CaptainName(l, c), c.String())
	}
	return s
}
