package bot

import "github.com/jackalbot/jackal/bot/narrate"

func nl(lang string) narrate.Lang {
	if lang == "ru" {
		return narrate.RU
	}
	return narrate.EN
}

// parseLang reads a language name; ok is false for one the bot does not speak.
func parseLang(s string) (string, bool) {
	l, ok := narrate.ParseLang(s)
	if !ok {
		return "", false
	}
	return string(l), true
}

// counted writes n things with digits, the noun agreeing with n: the
// English singular or plural, the Russian form for one, a few or many
// ("1 turn", "3 turns", «1 ход», «3 хода», «5 ходов»).
func counted(lang string, n int, one, many, ru1, ru2, ru5 string) string {
	return narrate.Counted(nl(lang), n, one, many, ru1, ru2, ru5)
}

// turnsCounted is n turns in lang.
func turnsCounted(lang string, n int) string {
	return counted(lang, n, "turn", "turns", "ход", "хода", "ходов")
}

// piratesCounted is n pirates in lang.
func piratesCounted(lang string, n int) string {
	return counted(lang, n, "pirate", "pirates", "пират", "пирата", "пиратов")
}

// tilesCounted is n tiles in lang.
func tilesCounted(lang string, n int) string {
	return counted(lang, n, "tile", "tiles", "клетка", "клетки", "клеток")
}
