package narrate

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// finished is a concluded game of options o with the crews' banked coins.
func finished(t testing.TB, o engine.Options, banked map[engine.Crew]int, lost int) engine.View {
	t.Helper()
	s, err := engine.Blank(o)
	if err != nil {
		t.Fatal(err)
	}
	for c, n := range banked {
		s.Banked[c] = uint8(n)
	}
	s.LostCoins = uint8(lost)
	s, _ = engine.Conclude(s)
	return engine.ViewFor(&s, engine.White)
}

func TestEnding(t *testing.T) {
	all := engine.Options{}
	teams := engine.Options{Teams: true}
	tests := []struct {
		name   string
		v      engine.View
		en, ru string
	}{
		{"one winner", finished(t, all, map[engine.Crew]int{engine.White: 12, engine.Black: 9, engine.Yellow: 7}, 2),
			"Game over: the players agreed to end it.\nGold aboard: white 12, black 9, yellow 7, red 0.\nLost at sea or to the ogre: 2; left on the island: 10.\nWhite wins!",
			"Игра окончена: игроки договорились её закончить.\nЗолото на кораблях: белые — 12, чёрные — 9, жёлтые — 7, красные — 0.\nУтонуло или съедено: 2; осталось на острове: 10.\nПобедили белые!"},
		{"a tie", finished(t, all, map[engine.Crew]int{engine.Red: 20, engine.Yellow: 20}, 0),
			"Game over: the players agreed to end it.\nGold aboard: yellow 20, red 20, white 0, black 0.\nA tie: yellow and red share the win!",
			"Игра окончена: игроки договорились её закончить.\nЗолото на кораблях: жёлтые — 20, красные — 20, белые — 0, чёрные — 0.\nНичья: победу делят жёлтые и красные!"},
		{"teams", finished(t, teams, map[engine.Crew]int{engine.White: 12, engine.Black: 9, engine.Yellow: 10, engine.Red: 9}, 0),
			"Game over: the players agreed to end it.\nGold aboard: white and black 21 (12 + 9); yellow and red 19 (10 + 9).\nWhite and black win together!",
			"Игра окончена: игроки договорились её закончить.\nЗолото на кораблях: белые и чёрные — 21 (12 + 9); жёлтые и красные — 19 (10 + 9).\nПобедили белые и чёрные!"},
		{"nobody", finished(t, engine.Options{Duel: true}, nil, 40),
			"Game over: the players agreed to end it.\nGold aboard: white 0, black 0.\nLost at sea or to the ogre: 40.\nNobody brought any gold aboard: a draw.",
			"Игра окончена: игроки договорились её закончить.\nЗолото на кораблях: белые — 0, чёрные — 0.\nУтонуло или съедено: 40.\nНикто не добыл золота: ничья."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Ending(EN, &tc.v); got != tc.en {
				t.Errorf("EN\n got %q\nwant %q", got, tc.en)
			}
			if got := Ending(RU, &tc.v); got != tc.ru {
				t.Errorf("RU\n got %q\nwant %q", got, tc.ru)
			}
		})
	}
}

func TestEndingWhilePlaying(t *testing.T) {
	s := duel(t)
	v := engine.ViewFor(&s, engine.White)
	for _, l := range Langs() {
		if got := Ending(l, &v); got != "" {
			t.Errorf("%s: Ending of a game going on = %q", l, got)
		}
		if got := Ending(l, nil); got != "" {
			t.Errorf("%s: Ending(nil) = %q", l, got)
		}
	}
}
