package web

import (
	"strconv"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/storage"
)

// labelWords is what the labels of a viewer's actions are written with:
// the viewer's language and the game's seats (their players' names).
type labelWords struct {
	lang  narrate.Lang
	seats []storage.Seat
}

// labelsOf are the label words of l's page in language lang ("en", "ru").
func labelsOf(l *bot.Live, lang string) labelWords {
	nl, _ := narrate.ParseLang(lang)
	return labelWords{lang: nl, seats: l.Rec.Setup.Seats}
}

// word is the text of a pair in w's language.
func (w labelWords) word(en, ru string) string {
	if w.lang == narrate.RU {
		return ru
	}
	return en
}

// names are the seats' names for the seats named in order (the card
// game's "p1"…): a player's name, else "Player 2" («Игрок 2»).
func (w labelWords) names(order func(crew string) (uint8, bool), n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = w.word("Player ", "Игрок ") + strconv.Itoa(i+1)
	}
	for _, s := range w.seats {
		if k, ok := order(s.Crew); ok && int(k) < n && s.Name != "" && s.AI == "" {
			out[k] = s.Name
		}
	}
	return out
}
