package narrate

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// text is one message in both languages. Its formats take the same
// arguments in the same order (or use explicit indexes such as %[2]s).
type text struct{ en, ru string }

// in is the message in language l.
func (t text) in(l Lang) string { return pick(l, t.en, t.ru) }

// f formats the message in language l.
func (t text) f(l Lang, args ...any) string { return fmt.Sprintf(t.in(l), args...) }

// capFirst upper-cases the first letter of s.
func capFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// plural picks the Russian form of a count: one (1, 21…), few (2–4, 22–24…)
// or many (0, 5–20, 25…).
func plural(n int, one, few, many string) string {
	if n < 0 {
		n = -n
	}
	switch d, h := n%10, n%100; {
	case h >= 11 && h <= 14:
		return many
	case d == 1:
		return one
	case d >= 2 && d <= 4:
		return few
	}
	return many
}

// conj is "and" in language l.
func conj(l Lang) string { return pick(l, " and ", " и ") }

// joinAnd lists items as "a, b and c".
func joinAnd(l Lang, items []string) string { return joinWith(items, conj(l)) }

// joinWith lists items as "a, b" + last + "c".
func joinWith(items []string, last string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + last + items[len(items)-1]
}

// pred is one thing a subject did; and marks a predicate that holds an
// "and" of its own ("tripped over a root and swore").
type pred struct {
	s   string
	and bool
}

// joinPreds joins the predicates of one subject: "a, b and c", or "a, b, c"
// when the last one holds an "and" of its own.
func joinPreds(l Lang, preds []pred) string {
	items := make([]string, len(preds))
	for i, p := range preds {
		items[i] = p.s
	}
	n := len(preds)
	if n > 1 && preds[n-1].and {
		return strings.Join(items, ", ")
	}
	if n > 1 && strings.Contains(items[n-2], ", ") {
		items[n-2] += "," // close a clause before the "and": "met Friday, who joined the crew, and …"
	}
	return joinAnd(l, items)
}

// endSentence closes s with a full stop unless it already ends a sentence.
func endSentence(s string) string {
	t := strings.TrimRight(s, "”»\"")
	if strings.HasSuffix(t, ".") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, "?") || strings.HasSuffix(t, "…") {
		return s
	}
	return s + "."
}

// sentence makes a whole sentence of s: capitalised and closed.
func sentence(s string) string { return endSentence(capFirst(s)) }

// quote puts a phrase in the quotation marks of language l.
func quote(l Lang, s string) string { return pick(l, "“"+s+"”", "«"+s+"»") }

// numberWords are the numbers one to five as words, used for small counts.
var numberWords = [2][6]string{
	{"no", "one", "two", "three", "four", "five"},
	{"ноль", "одну", "две", "три", "четыре", "пять"},
}

// count writes n things: "three coins", "три монеты". The Russian forms are
// accusative (one, few, many), as sentences use them after a verb.
func count(l Lang, n int, en1, enN, ru1, ru2, ru5 string) string {
	num := fmt.Sprint(n)
	if n >= 0 && n <= 5 {
		num = numberWords[langIndex(l)][n]
	}
	if l == RU {
		return num + " " + plural(n, ru1, ru2, ru5)
	}
	if n == 1 {
		return num + " " + en1
	}
	return num + " " + enN
}

// langIndex is 1 for Russian, 0 for English.
func langIndex(l Lang) int {
	if l == RU {
		return 1
	}
	return 0
}
