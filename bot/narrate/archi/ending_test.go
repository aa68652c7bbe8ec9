package archi

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// over is a finished game's view: winner w (-1 a draw), ended by why, the
// teams' gold and pirates on the islands.
func over(t *testing.T, w int8, why uint8, gold [2]uint8, pirates [2]uint8) *ar.View {
	s := deal(t, 2, false, 4)
	s.Over, s.Winner, s.EndedBy = true, w, why
	s.Held[0][ar.Gold], s.Held[1][ar.Gold] = gold[0], gold[1]
	s.Pirates = [ar.NumIslands][2]uint8{}
	s.Pirates[2] = pirates
	v := ar.ViewFor(&s, 0)
	return &v
}

func TestEnding(t *testing.T) {
	tests := []struct {
		v      *ar.View
		en, ru string
	}{
		{over(t, 1, ar.EndGold, [2]uint8{1, 3}, [2]uint8{3, 3}),
			"Game over. White won with three gold chests!\nGold: Red 1, White 3.",
			"Игра окончена. Белые победили, собрав три сундука золота!\nЗолото: красные — 1, белые — 3."},
		{over(t, 0, ar.EndEliminated, [2]uint8{0, 2}, [2]uint8{4, 0}),
			"Game over. Red won: White has no pirate left on the islands!\nGold: Red 0, White 2.\nPirates on the islands: Red 4, White 0.",
			"Игра окончена. Красные победили: у белых не осталось пиратов на островах!\nЗолото: красные — 0, белые — 2.\nПиратов на островах: красные — 4, белые — 0."},
		{over(t, 1, ar.EndNoMove, [2]uint8{0, 0}, [2]uint8{1, 2}),
			"Game over. White won: Red had no legal move!\nGold: Red 0, White 0.",
			"Игра окончена. Белые победили: красным было некуда ходить!\nЗолото: красные — 0, белые — 0."},
		{over(t, 0, ar.EndStall, [2]uint8{2, 1}, [2]uint8{1, 2}),
			"Game over. 60 turns in a row took no card: Red won with more gold!\nGold: Red 2, White 1.\nPirates on the islands: Red 1, White 2.",
			"Игра окончена. 60 ходов подряд никто не брал карт: красные победили, у них больше золота!\nЗолото: красные — 2, белые — 1.\nПиратов на островах: красные — 1, белые — 2."},
		{over(t, 1, ar.EndStall, [2]uint8{1, 1}, [2]uint8{1, 2}),
			"Game over. 60 turns in a row took no card: White won with more pirates on the islands!\nGold: Red 1, White 1.\nPirates on the islands: Red 1, White 2.",
			"Игра окончена. 60 ходов подряд никто не брал карт: белые победили, у них больше пиратов на островах!\nЗолото: красные — 1, белые — 1.\nПиратов на островах: красные — 1, белые — 2."},
		{over(t, -1, ar.EndStall, [2]uint8{1, 1}, [2]uint8{2, 2}),
			"Game over. 60 turns in a row took no card: equal gold and equal pirates on the islands, a draw!\nGold: Red 1, White 1.\nPirates on the islands: Red 2, White 2.",
			"Игра окончена. 60 ходов подряд никто не брал карт: золота и пиратов на островах поровну, ничья!\nЗолото: красные — 1, белые — 1.\nПиратов на островах: красные — 2, белые — 2."},
	}
	for i, tc := range tests {
		if got := Ending(narrate.EN, tc.v); got != tc.en {
			t.Errorf("%d EN:\n got %q\nwant %q", i, got, tc.en)
		}
		if got := Ending(narrate.RU, tc.v); got != tc.ru {
			t.Errorf("%d RU:\n got %q\nwant %q", i, got, tc.ru)
		}
	}
	if got := Ending(narrate.EN, view(t, 0)); got != "" {
		t.Errorf("Ending of a game going on = %q", got)
	}
	if got := Ending(narrate.EN, nil); got != "" {
		t.Errorf("Ending(nil) = %q", got)
	}
}

// TestEndingCountsCaptains: a captain worth a gold chest counts in the
// final gold.
func TestEndingCountsCaptains(t *testing.T) {
	v := over(t, 0, ar.EndGold, [2]uint8{2, 0}, [2]uint8{1, 1})
	v.CapGold[0] = 1
	if got := Ending(narrate.EN, v); !strings.Contains(got, "Gold: Red 3, White 0.") {
		t.Errorf("Ending = %q", got)
	}
}

// TestEndingSaysWhy: an agreed end and a resignation say why the winner
// won (before, "White won!" alone).
func TestEndingSaysWhy(t *testing.T) {
	for _, tc := range []struct {
		v    *ar.View
		want string
	}{
		{over(t, 1, ar.EndAgreed, [2]uint8{0, 0}, [2]uint8{7, 8}),
			"Game over. White won by agreement: equal gold, more pirates on the islands!\nGold: Red 0, White 0.\nPirates on the islands: Red 7, White 8."},
		{over(t, 0, ar.EndAgreed, [2]uint8{1, 0}, [2]uint8{2, 8}), "Game over. Red won by agreement: more gold!"},
		{over(t, -1, ar.EndAgreed, [2]uint8{1, 1}, [2]uint8{3, 3}), "Game over. A draw by agreement: equal gold and equal pirates on the islands!"},
		{over(t, 0, ar.EndResigned, [2]uint8{0, 0}, [2]uint8{3, 3}), "Game over. Red won: White resigned!"},
	} {
		if got := Ending(narrate.EN, tc.v); !strings.HasPrefix(got, tc.want) {
			t.Errorf("got %q\nwant %q…", got, tc.want)
		}
		if got := Ending(narrate.RU, tc.v); strings.Contains(got, "победили!") {
			t.Errorf("RU without a reason: %q", got)
		}
	}
}

// TestEndPreview: what ending now would mean names the winner and why,
// unless chests face down to the viewer could change it.
func TestEndPreview(t *testing.T) {
	// gold: the gold chests each team holds, face down to the other team
	at := func(viewer uint8, gold [2]uint8, pirates [2]uint8) *ar.View {
		s := deal(t, 2, false, 4)
		s.Held[0][ar.Gold], s.Held[1][ar.Gold] = gold[0], gold[1]
		s.Pirates = [ar.NumIslands][2]uint8{}
		s.Pirates[2] = pirates
		v := ar.ViewFor(&s, viewer)
		return &v
	}
	for _, tc := range []struct {
		v          *ar.View
		want, lack string
	}{
		{at(0, [2]uint8{}, [2]uint8{7, 8}), "If the game ends now, White wins: equal gold, more pirates on the islands (gold: Red 0, White 0; pirates on the islands: Red 7, White 8).", ""},
		{at(ar.Spectator, [2]uint8{1, 0}, [2]uint8{7, 8}), "the face-down chests decide it", "Red wins"},
		{at(0, [2]uint8{1, 0}, [2]uint8{7, 8}), "If the game ends now, Red wins: more gold", ""},
		{at(0, [2]uint8{0, 1}, [2]uint8{7, 8}), "White wins: no less gold, and more pirates on the islands", ""},
		{at(0, [2]uint8{}, [2]uint8{8, 8}), "it is a draw", ""},
	} {
		got := EndPreview(narrate.EN, tc.v)
		if !strings.Contains(got, tc.want) || tc.lack != "" && strings.Contains(got, tc.lack) {
			t.Errorf("got %q, want %q", got, tc.want)
		}
		if EndPreview(narrate.RU, tc.v) == "" {
			t.Error("no Russian")
		}
	}
}
