package archi

import (
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// parse reads an action of the notation or fails the test.
func parse(t testing.TB, s string) ar.Action {
	t.Helper()
	a, err := ar.Parse(s)
	if err != nil {
		t.Fatalf("parse %q: %v", s, err)
	}
	return a
}

func TestAction(t *testing.T) {
	tests := []struct {
		a      string
		en, ru string
	}{
		{"take 3 cw", "took the pirates of island 3 and sowed them clockwise",
			"взяли пиратов с острова 3 и разложили их по часовой стрелке"},
		{"take 3 ccw R W R +rum@5", "took the pirates of island 3 and sowed them anticlockwise (R W R), skipping island 5 with rum",
			"взяли пиратов с острова 3 и разложили их против часовой стрелки (К Б К), пропустив ромом остров 5"},
		{"take 1 cw +rum@2 +rum@4", "took the pirates of island 1 and sowed them clockwise, skipping islands 2 and 4 with rum",
			"взяли пиратов с острова 1 и разложили их по часовой стрелке, пропустив ромом острова 2 и 4"},
		{"take 2 ccw +rum@1 +rum@8 +rum@6", "took the pirates of island 2 and sowed them anticlockwise, skipping islands 1, 8 and 6 with rum",
			"взяли пиратов с острова 2 и разложили их против часовой стрелки, пропустив ромом острова 1, 8 и 6"},
		{"5", "chose island 5", "выбрали остров 5"},
		{"captain ching-shih", "called on captain Ching Shih", "призвали капитана Чжэн Ши"},
		{"captain jolly-roger", "called on captain Jolly Roger", "призвали капитана Весёлого Роджера"},
		{"captain benito-bonito 2", "called on captain Benito Bonito (2 chests)", "призвали капитана Бенито Бонито (2 сундука)"},
	}
	for _, tc := range tests {
		a := parse(t, tc.a)
		if got := Action(narrate.EN, a); got != tc.en {
			t.Errorf("Action(EN, %s) = %q, want %q", tc.a, got, tc.en)
		}
		if got := Action(narrate.RU, a); got != tc.ru {
			t.Errorf("Action(RU, %s) = %q, want %q", tc.a, got, tc.ru)
		}
	}
	if got := Action(narrate.EN, ar.Action{}); got != "?" {
		t.Errorf("Action(no action) = %q", got)
	}
}

func TestButton(t *testing.T) {
	long := ar.Action{Kind: ar.ActTake, Island: 7, Dir: ar.CCW, N: 16, Order: 0b0101010101010101, Skips: 1 << 7}
	tests := []struct {
		a      ar.Action
		en, ru string
	}{
		{parse(t, "take 3 cw"), "3 ↻", "3 ↻"},
		{parse(t, "take 3 ccw R W R +rum@5"), "3 ↺ RWR, rum 5", "3 ↺ КБК, ром 5"},
		{parse(t, "take 1 cw R R R R W W W R"), "1 ↻ RRRRWWWR", "1 ↻ ККККБББК"},
		{parse(t, "take 1 cw R R R R W W W R W +rum@4"), "1 ↻ RRRRWWWRW, rum 4", "1 ↻ ККККБББКБ, ром 4"},
		{parse(t, "take 1 cw R R R R W W W R W W +rum@4"), "1 ↻ R4W3RW2, rum 4", "1 ↻ К4Б3КБ2, ром 4"},
		{long, "8 ↺ WRWRWRWR…, rum 8", "8 ↺ БКБКБКБК…, ром 8"},
		{parse(t, "take 1 cw +rum@2 +rum@4"), "1 ↻, rum 2,4", "1 ↻, ром 2,4"},
		{parse(t, "take 1 ccw R W +rum@8 +rum@6"), "1 ↺ RW, rum 8,6", "1 ↺ КБ, ром 8,6"},
		{parse(t, "6"), "Island 6", "Остров 6"},
		{parse(t, "captain jacquotte-delahaye"), "Jacquotte Delahaye", "Жакотта Делаэ"},
		{parse(t, "captain dr-ursilio"), "Dr Ursilio", "Доктор Урсилио"},
		{parse(t, "captain benito-bonito 1"), "Bonito: 1 chest", "Бонито: 1 сундук"},
	}
	for _, tc := range tests {
		for l, want := range map[narrate.Lang]string{narrate.EN: tc.en, narrate.RU: tc.ru} {
			got := Button(l, tc.a)
			if got != want {
				t.Errorf("Button(%s, %s) = %q, want %q", l, tc.a, got, want)
			}
			if n := utf8.RuneCountInString(got); n > MaxButton {
				t.Errorf("Button(%s, %s) = %q: %d characters", l, tc.a, got, n)
			}
		}
	}
}

// TestButtonsDistinct: the buttons of every legal list of random games are
// distinct, as long as no order has to be cut short.
func TestButtonsDistinct(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		randomGame(t, ar.Options{Seats: 2 + 2*int(seed%2), Advanced: seed%3 == 0}, seed, 300, func(m move) {
			legal := ar.Legal(&m.after, nil)
			for _, l := range narrate.Langs() {
				var labels []string
				cut := false
				for _, a := range legal {
					b := Button(l, a)
					cut = cut || utf8.RuneCountInString(b) > 0 && []rune(b)[utf8.RuneCountInString(b)-1] == '…'
					labels = append(labels, b)
				}
				if !cut {
					distinct(t, string(l)+" buttons", labels)
				}
			}
		})
	}
}
