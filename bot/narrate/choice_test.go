package narrate

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

func TestChoiceEveryKind(t *testing.T) {
	for h := engine.HowNone; h < engine.NumHows; h++ {
		isChoice := h >= engine.ChooseArrow
		for _, l := range Langs() {
			got := Choice(l, h)
			if isChoice {
				checkText(t, l, "Choice "+h.String(), got)
				checkText(t, l, "choicePred "+h.String(), choicePred(l, h))
			} else if got != "" {
				t.Errorf("%s: %s is no choice, but Choice says %q", l, h, got)
			}
		}
	}
}

func TestPrompt(t *testing.T) {
	tests := []struct {
		c      *engine.Choice
		en, ru string
	}{
		{nil, "", ""},
		{&engine.Choice{Piece: engine.W1, Choose: engine.ChooseArrow, At: engine.NoCell}, "W1: Which of the arrows to follow?", "W1: По какой из стрелок идти?"},
		{&engine.Choice{Piece: engine.W1, Choose: engine.ChooseArrow, At: cell(t, "e5")}, "W1: Which of the arrows at e5 to follow?", "W1: По какой из стрелок на e5 идти?"},
		{&engine.Choice{Piece: engine.W1, Choose: engine.ChooseQuakeArrow, At: cell(t, "b5")},
			"W1: Which way should the arrow the earthquake moved to b5 point?", "W1: Куда повернуть стрелку, которую землетрясение перенесло на b5?"},
		{&engine.Choice{Piece: engine.W3, Choose: engine.ChooseEarthquake, At: cell(t, "e7")},
			"W3: Pick the first tile for the earthquake to swap", "W3: Выберите первую клетку, которую поменяет землетрясение"},
		{&engine.Choice{Piece: engine.W3, Choose: engine.ChooseEarthquake2, At: cell(t, "e7")},
			"W3: Pick the second tile for the earthquake to swap", "W3: Выберите вторую клетку, которую поменяет землетрясение"},
		{&engine.Choice{Piece: engine.MIS, Choose: engine.ChooseHorse}, "The missionary: Where does the horse land?", "Миссионер: Куда прыгнуть конём?"},
		{&engine.Choice{Piece: engine.W2, Choose: engine.ChooseLighthouse, Left: 3},
			"W2: Peek at a face-down tile (3 left)", "W2: Какую закрытую клетку подсмотреть? (осталось: 3)"},
		{&engine.Choice{Piece: engine.W2, Choose: engine.ChoosePlane, Stay: true}, "W2: Fly where? (or stay)", "W2: Куда лететь? (или остаться)"},
		{&engine.Choice{Piece: engine.W2, Choose: engine.HowStep}, "", ""},
	}
	for _, tc := range tests {
		if got := Prompt(EN, tc.c); got != tc.en {
			t.Errorf("EN: got %q, want %q", got, tc.en)
		}
		if got := Prompt(RU, tc.c); got != tc.ru {
			t.Errorf("RU: got %q, want %q", got, tc.ru)
		}
	}
}

func TestToAct(t *testing.T) {
	plain := duel(t)
	smoke := duel(t)
	smoke.SmokeLeft = 2
	choosing := duel(t)
	open(t, &choosing, "e4", engine.Empty, 0)
	open(t, &choosing, "e5", engine.Arrow2, 0)
	put(t, &choosing, engine.W1, engine.White, "e4")
	choosing, _ = play(t, choosing, "W1 e5")
	over := duel(t)
	over, _ = engine.Conclude(over)
	tests := []struct {
		name   string
		s      engine.State
		en, ru string
	}{
		{"plain", plain, "It is white's turn.", "Ход белых."},
		{"smoke", smoke, "It is white's turn; in the smoke, black plays it.", "Ход белых; в дыму за них ходят чёрные."},
		{"choosing", choosing, "It is white's turn. W1: Which of the arrows at e5 to follow?", "Ход белых. W1: По какой из стрелок на e5 идти?"},
		{"over", over, "Game over: the players agreed to end it.", "Игра окончена: игроки договорились её закончить."},
	}
	for _, tc := range tests {
		v := engine.ViewFor(&tc.s, engine.Black)
		if got := ToAct(EN, &v); got != tc.en {
			t.Errorf("%s EN: got %q, want %q", tc.name, got, tc.en)
		}
		if got := ToAct(RU, &v); got != tc.ru {
			t.Errorf("%s RU: got %q, want %q", tc.name, got, tc.ru)
		}
	}
	if got := ToAct(EN, nil); got != "" {
		t.Errorf("ToAct(nil) = %q", got)
	}
}

func TestPeeksArePrivate(t *testing.T) {
	s := duel(t)
	open(t, &s, "e4", engine.Empty, 0)
	put(t, &s, engine.W1, engine.White, "e4")
	hide(t, &s, "e5", engine.Lighthouse, 0)
	hide(t, &s, "k11", engine.Crocodile, 0)
	_, evs := play(t, s, "W1 e5", "k11")
	tests := []struct {
		l            Lang
		crew         engine.Crew
		want, public string
	}{
		{EN, engine.White, "From the lighthouse, W1 sees k11: a crocodile.", "crocodile"},
		{RU, engine.White, "С маяка W1 видит k11: крокодил.", "крокодил"},
		{EN, engine.Black, "", "crocodile"},
	}
	for _, tc := range tests {
		if got := Peeks(tc.l, evs, tc.crew); got != tc.want {
			t.Errorf("%s %s: Peeks = %q, want %q", tc.l, tc.crew, got, tc.want)
		}
		if d := Describe(tc.l, evs); strings.Contains(d, tc.public) {
			t.Errorf("%s: the public text %q tells the secret", tc.l, d)
		}
	}
}
