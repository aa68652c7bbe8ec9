package narrate

import "testing"

func TestJoinPreds(t *testing.T) {
	p := func(s string) pred { return pred{s: s} }
	tests := []struct {
		l     Lang
		preds []pred
		want  string
	}{
		{EN, []pred{p("went")}, "went"},
		{EN, []pred{p("went"), p("fell")}, "went and fell"},
		{RU, []pred{p("пошёл"), p("упал"), p("встал")}, "пошёл, упал и встал"},
		{EN, []pred{p("went"), {s: "tripped and swore", and: true}}, "went, tripped and swore"},
		{RU, []pred{p("встретил Пятницу, который присоединился к команде"), p("открыл пещеру")},
			"встретил Пятницу, который присоединился к команде, и открыл пещеру"},
		{EN, []pred{p("met Friday, who joined the crew"), p("found a cave")}, "met Friday, who joined the crew, and found a cave"},
	}
	for _, tc := range tests {
		if got := joinPreds(tc.l, tc.preds); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.l, got, tc.want)
		}
	}
}

func TestSentence(t *testing.T) {
	tests := []struct{ in, want string }{
		{"the missionary went", "The missionary went."},
		{"миссионер пошёл", "Миссионер пошёл."},
		{"W1 swore: “Yo-ho-ho!”", "W1 swore: “Yo-ho-ho!”"},
		{"W1 выругался: «Полундра!»", "W1 выругался: «Полундра!»"},
		{"a chest!", "A chest!"},
		{"", ""},
	}
	for _, tc := range tests {
		got := tc.in
		if got != "" {
			got = sentence(got)
		}
		if got != tc.want {
			t.Errorf("sentence(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
