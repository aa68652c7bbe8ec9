package cardsn

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

func TestCoinCounts(t *testing.T) {
	tests := []struct {
		n             int
		en, ru, ruAcc string
	}{
		{0, "0 coins", "0 монет", "0 монет"},
		{1, "1 coin", "1 монета", "1 монету"},
		{2, "2 coins", "2 монеты", "2 монеты"},
		{4, "4 coins", "4 монеты", "4 монеты"},
		{5, "5 coins", "5 монет", "5 монет"},
		{11, "11 coins", "11 монет", "11 монет"},
		{12, "12 coins", "12 монет", "12 монет"},
		{21, "21 coins", "21 монета", "21 монету"},
		{22, "22 coins", "22 монеты", "22 монеты"},
		{25, "25 coins", "25 монет", "25 монет"},
	}
	for _, tc := range tests {
		if got := coins(narrate.EN, tc.n); got != tc.en {
			t.Errorf("coins(EN, %d) = %q, want %q", tc.n, got, tc.en)
		}
		if got := coins(narrate.RU, tc.n); got != tc.ru {
			t.Errorf("coins(RU, %d) = %q, want %q", tc.n, got, tc.ru)
		}
		if got := coinsAcc(narrate.RU, tc.n); got != tc.ruAcc {
			t.Errorf("coinsAcc(RU, %d) = %q, want %q", tc.n, got, tc.ruAcc)
		}
	}
}

// TestRussianSentences spot-checks whole Russian sentences.
func TestRussianSentences(t *testing.T) {
	c := cards.CellAt(2, 2)
	tests := []struct {
		e    cards.Event
		want string
	}{
		{cards.Event{Kind: cards.EvPaid, Seat: 0, Cell: c, N: 1}, "Игрок 1 получает 1 монету на c3."},
		{cards.Event{Kind: cards.EvPaid, Seat: 1, Cell: c, N: 3}, "Игрок 2 получает 3 монеты на c3."},
		{cards.Event{Kind: cards.EvTortuga, Seat: 1, N: 3, M: 5}, "Игрок 2 отправляется на Тортугу: 5 карт за 3 монеты."},
		{cards.Event{Kind: cards.EvTortuga, Seat: 1, N: 1, M: 2}, "Игрок 2 отправляется на Тортугу: 2 карты за 1 монету."},
		{cards.Event{Kind: cards.EvPlanned, Seat: 2, N: 1}, "Игрок 3: в ряду 1 карта."},
		{cards.Event{Kind: cards.EvPlanned, Seat: 2, N: 0}, "Игрок 3: ряд пуст."},
		{cards.Event{Kind: cards.EvStop, Seat: 0, Cell: c, N: 5}, "Игрок 1: план окончен на c3 (5 шагов)."},
		{cards.Event{Kind: cards.EvDig, Seat: 0, Cell: c, N: 2}, "Игрок 1 копает клад на c3 (2 шага)."},
		{cards.Event{Kind: cards.EvFirst, Seat: 3}, "Первый игрок теперь — Игрок 4."},
		{cards.Event{Kind: cards.EvMove, Seat: 0, Card: cards.ArrowEW, Dir: cards.W, From: c, Cell: c - 1}, "Игрок 1: ход на запад с c3 на b3 (стрелка ↔)."},
		{cards.Event{Kind: cards.EvDouble, Seat: 0, Card: cards.Horse}, "Игрок 1: дубль — конь ещё раз."},
		{cards.Event{Kind: cards.EvReady, Seat: 1}, "Игрок 2: готово."},
		{cards.Event{Kind: cards.EvRough, Seat: 0, Cell: c, N: 1}, "Игрок 1: заросли на c3 пройдены с Пятницей — 1 шаг."},
		{cards.Event{Kind: cards.EvRough, Seat: 0, Cell: c, N: 2}, "Игрок 1: на c3 пришлось продираться через заросли — 2 шага."},
		{cards.Event{Kind: cards.EvBandit, Seat: 0, Cell: c, N: 1}, "Игрок 1: бандит на c3 побеждён оружием."},
		{cards.Event{Kind: cards.EvBandit, Seat: 0, Cell: c, N: 0}, "Игрок 1: на c3 бандит, а оружия нет — план окончен."},
		{cards.Event{Kind: cards.EvPaid, Seat: 1, Cell: c, N: 0}, "Игрок 2: на c3 монет уже не досталось."},
		{cards.Event{Kind: cards.EvMove, Seat: 0, Card: cards.Horse, Dir: cards.NNE, From: c, Cell: cards.CellAt(3, 4)}, "Игрок 1: прыжок конём с c3 на d5 (2 на север, 1 на восток)."},
		{cards.Event{Kind: cards.EvFlag, Seat: 2, Card: cards.FlagRed, Cell: c}, "Игрок 3: высадка у красного флага на c3."},
		{cards.Event{Kind: cards.EvFlag, Seat: 2, Card: cards.FlagBlue, Cell: cards.NoCell}, "Игрок 3: сыгран флаг, но синего флага на острове нет — план окончен."},
		{cards.Event{Kind: cards.EvDraw, Seat: 3, Card: cards.Rum}, "Игрок 4 берёт 1 карту."},
	}
	for _, tc := range tests {
		if got := Events(narrate.RU, []cards.Event{tc.e}, nil); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.e, got, tc.want)
		}
	}
	if got := Action(narrate.RU, cards.Action{Kind: cards.ActPlan, Card: cards.Horse}); got != "выложить коня в конец ряда" {
		t.Errorf("plan horse: %q", got)
	}
	if got := Action(narrate.RU, cards.Action{Kind: cards.ActPlay, Card: cards.Friday}); got != "сыграть Пятницу" {
		t.Errorf("play friday: %q", got)
	}
}

// TestEnding: one winner, a shared win, nobody scoring (a draw), a
// resignation.
func TestEnding(t *testing.T) {
	v := cards.View{Seats: 3, Phase: cards.PhaseOver, EndedBy: cards.EndIslands, Coins: [cards.MaxSeats]uint16{5, 9, 2}}
	if got := Ending(narrate.EN, &v); !strings.HasPrefix(got, "Game over: the last island is played. Player 2 won with 9 coins!") {
		t.Errorf("EN: %q", got)
	}
	if got := Ending(narrate.RU, &v); !strings.Contains(got, "Победа: Игрок 2 (9 монет)!") || !strings.Contains(got, "Игрок 1 — 5 монет") {
		t.Errorf("RU: %q", got)
	}
	v.Coins = [cards.MaxSeats]uint16{21, 21, 2}
	if got := Ending(narrate.RU, &v); !strings.Contains(got, "Игрок 1 и Игрок 2 делят победу: по 21 монете") {
		t.Errorf("RU tie: %q", got)
	}
	if got := Ending(narrate.EN, &v); !strings.Contains(got, "Player 1 and Player 2 share the win with 21 coins each") {
		t.Errorf("EN tie: %q", got)
	}
	v.Coins = [cards.MaxSeats]uint16{0, 0, 0}
	if got := Ending(narrate.EN, &v); !strings.Contains(got, "Nobody scored a coin: a draw") || strings.Contains(got, "share the win") {
		t.Errorf("EN nobody scored: %q", got)
	}
	if got := Ending(narrate.RU, &v); !strings.Contains(got, "Никто не добыл ни монеты: ничья") || strings.Contains(got, "делят победу") {
		t.Errorf("RU nobody scored: %q", got)
	}
	v.Coins = [cards.MaxSeats]uint16{21, 21, 2}
	v.Resigned, v.EndedBy = 1, cards.EndResigned
	got := Ending(narrate.EN, &v, "Ann", "Bob")
	if !strings.Contains(got, "Bob won with 21 coins") || !strings.Contains(got, "Ann — 21 coins (resigned)") {
		t.Errorf("resigned: %q", got)
	}
	if got := Ending(narrate.RU, &v, "Аня", "Боря"); !strings.Contains(got, "Победа: Боря (21 монета)!") || !strings.Contains(got, "Аня — 21 монета (сдача)") {
		t.Errorf("resigned RU: %q", got)
	}
	v.Phase = cards.PhasePlan
	if Ending(narrate.EN, &v) != "" {
		t.Error("an ending while the game goes on")
	}
}
