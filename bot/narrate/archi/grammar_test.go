package archi

import (
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
)

func TestPirateCounts(t *testing.T) {
	tests := []struct {
		n    int
		en   string
		ru   string
		nom  string // Russian, coloured red, as a subject
		acc  string // Russian, coloured white, as an object
		acc0 string // Russian, no colour, as an object
	}{
		{1, "1 pirate", "1 пират", "красный пират", "одного белого пирата", "одного пирата"},
		{2, "2 pirates", "2 пирата", "два красных пирата", "двух белых пиратов", "двух пиратов"},
		{3, "3 pirates", "3 пирата", "три красных пирата", "трёх белых пиратов", "трёх пиратов"},
		{4, "4 pirates", "4 пирата", "четыре красных пирата", "четырёх белых пиратов", "четырёх пиратов"},
		{5, "5 pirates", "5 пиратов", "5 красных пиратов", "5 белых пиратов", "5 пиратов"},
		{11, "11 pirates", "11 пиратов", "11 красных пиратов", "11 белых пиратов", "11 пиратов"},
		{16, "16 pirates", "16 пиратов", "16 красных пиратов", "16 белых пиратов", "16 пиратов"},
		{0, "0 pirates", "0 пиратов", "0 красных пиратов", "0 белых пиратов", "0 пиратов"},
	}
	for _, tc := range tests {
		if got := countPirates(narrate.EN, tc.n); got != tc.en {
			t.Errorf("countPirates(EN, %d) = %q, want %q", tc.n, got, tc.en)
		}
		if got := countPirates(narrate.RU, tc.n); got != tc.ru {
			t.Errorf("countPirates(RU, %d) = %q, want %q", tc.n, got, tc.ru)
		}
		if got := piratesNom(narrate.RU, tc.n, 0); got != tc.nom {
			t.Errorf("piratesNom(RU, %d, red) = %q, want %q", tc.n, got, tc.nom)
		}
		if got := piratesAcc(narrate.RU, tc.n, 1); got != tc.acc {
			t.Errorf("piratesAcc(RU, %d, white) = %q, want %q", tc.n, got, tc.acc)
		}
		if got := piratesAcc(narrate.RU, tc.n, -1); got != tc.acc0 {
			t.Errorf("piratesAcc(RU, %d) = %q, want %q", tc.n, got, tc.acc0)
		}
	}
	if got := piratesNom(narrate.EN, 1, 1); got != "a white pirate" {
		t.Errorf("piratesNom(EN, 1, white) = %q", got)
	}
	if got := piratesAcc(narrate.EN, 3, -1); got != "3 pirates" {
		t.Errorf("piratesAcc(EN, 3) = %q", got)
	}
	if got := chestsDown(narrate.RU, 2); got != "2 закрытых сундука" {
		t.Errorf("chestsDown(RU, 2) = %q", got)
	}
	if got := chests(narrate.RU, 5); got != "5 сундуков" {
		t.Errorf("chests(RU, 5) = %q", got)
	}
}
