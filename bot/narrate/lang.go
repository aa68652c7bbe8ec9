package narrate

import "strings"

// Lang is a language the bot speaks.
type Lang string

// The languages.
const (
	EN Lang = "en" // English
	RU Lang = "ru" // Russian
)

// Langs lists the languages, English first.
func Langs() []Lang { return []Lang{EN, RU} }

// langWords are the words ParseLang accepts, lower case, per language.
var langWords = map[string]Lang{
	"en": EN, "eng": EN, "english": EN, "англ": EN, "английский": EN,
	"ru": RU, "rus": RU, "russian": RU, "рус": RU, "русский": RU,
}

// ParseLang reads a language name or code: "en", "ru", "english", "русский",
// or a client language code such as Telegram's "ru-RU" or "en_GB". It reports
// false, with EN, for anything else.
func ParseLang(s string) (Lang, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if i := strings.IndexAny(s, "-_"); i > 0 {
		s = s[:i]
	}
	if l, ok := langWords[s]; ok {
		return l, true
	}
	return EN, false
}

// pick chooses the text of lang l: the Russian one for RU, else the English.
func pick(l Lang, en, ru string) string {
	if l == RU {
		return ru
	}
	return en
}
