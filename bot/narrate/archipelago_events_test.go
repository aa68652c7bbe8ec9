package narrate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestArchipelagoEvents checks the sentences of Archipelago's tile and
// bear events, and of the trampoline's jump.
func TestArchipelagoEvents(t *testing.T) {
	e := func(typ engine.EventType, mod func(*engine.Event)) engine.Event {
		x, _ := representative(t, typ)
		if mod != nil {
			mod(&x)
		}
		return x
	}
	tests := []struct {
		e      engine.Event
		en, ru string
	}{
		{e(engine.EvRolled, nil), "At the crossroads e5, W1 rolled 2: east.", "На перекрёстке e5 W1 выбросил 2: на восток."},
		{e(engine.EvRolled, func(x *engine.Event) { x.N = 6 }), "At the crossroads e5, W1 rolled 6: roll again.", "На перекрёстке e5 W1 выбросил 6: бросать снова."},
		{e(engine.EvShot, nil), "W1 fired the musket: B1, hit at e4, went back aboard.", "W1 выстрелил из мушкета: B1, подстреленный на e4, вернулся на борт."},
		{e(engine.EvShot, func(x *engine.Event) { x.Piece = engine.NoPiece }), "W1 fired the musket and hit nobody.", "W1 выстрелил из мушкета, но ни в кого не попал."},
		{e(engine.EvShot, func(x *engine.Event) { x.Piece, x.By = engine.NoPiece, engine.NoPiece }),
			"A musket shot hit nobody.", "Выстрел из мушкета ни в кого не попал."},
		{e(engine.EvBearWoke, nil), "W1 woke the bear at e5.", "W1 разбудил медведя на e5."},
		{e(engine.EvBearMoved, nil), "The bear went from e4 to e5.", "Медведь перешёл с e4 на e5."},
		{e(engine.EvMauled, nil), "The bear mauled W1 at e4: back aboard.", "Медведь помял W1 на e4: обратно на борт."},
		{e(engine.EvMauled, func(x *engine.Event) { x.Piece, x.To = engine.MIS, engine.NoCell }),
			"The bear killed the missionary at e4.", "Медведь задрал миссионера на e4."},
		{e(engine.EvMoved, func(x *engine.Event) { x.How = engine.HowTrampoline }),
			"W1 bounced off the trampoline at e4 to e5.", "W1 прыгнул с батута (e4) на e5."},
		{e(engine.EvTurned, nil), "W1 turned the arrow at e5: an arrow pointing east.", "W1 повернул стрелку на e5: стрелка на восток."},
		{e(engine.EvChoice, func(x *engine.Event) { x.How = engine.ChooseQuakeArrow }),
			"W1 may turn the arrow the earthquake moved to e5.", "W1 может повернуть стрелку, которую землетрясение перенесло на e5."},
	}
	for _, tc := range tests {
		if got := Event(EN, tc.e); got != tc.en {
			t.Errorf("EN %s\n got %q\nwant %q", tc.e.Type, got, tc.en)
		}
		if got := Event(RU, tc.e); got != tc.ru {
			t.Errorf("RU %s\n got %q\nwant %q", tc.e.Type, got, tc.ru)
		}
	}
}

// TestExplainBankTaken checks the bank's refusal in both languages.
func TestExplainBankTaken(t *testing.T) {
	err := fmt.Errorf("%w: %w", engine.ErrIllegal, engine.ErrBankTaken)
	a := engine.Move(engine.W1, cell(t, "g2"))
	en, ru := Explain(EN, err, a, nil), Explain(RU, err, a, nil)
	if en != "The bank holds one pirate at a time." || ru != "В банке может быть только один пират." {
		t.Errorf("explained as %q, %q", en, ru)
	}
}

// TestDescribeQuakeArrow checks the earthquake's arrow turned in a turn's
// story: the choice names the arrow's cell, not the revealer's.
func TestDescribeQuakeArrow(t *testing.T) {
	e := func(typ engine.EventType, mod func(*engine.Event)) engine.Event {
		x, _ := representative(t, typ)
		mod(&x)
		return x
	}
	evs := []engine.Event{
		e(engine.EvSwapped, func(x *engine.Event) { x.From, x.To = cell(t, "c5"), cell(t, "d8") }),
		e(engine.EvChoice, func(x *engine.Event) { x.How, x.To = engine.ChooseQuakeArrow, cell(t, "d8") }),
		e(engine.EvTurned, func(x *engine.Event) { x.To = cell(t, "d8") }),
	}
	for _, tc := range []struct {
		l    Lang
		want []string
	}{
		{EN, []string{"swapped c5 and d8", "turned the arrow at d8: an arrow pointing east"}},
		{RU, []string{"поменяло местами c5 и d8", "повернул стрелку на d8: стрелка на восток"}},
	} {
		got := Describe(tc.l, evs)
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q lacks %q", tc.l, got, w)
			}
		}
		// The arrow turned in the same telling: "may turn" would say it twice.
		if may := pick(tc.l, "may turn", "может повернуть"); strings.Contains(got, may) {
			t.Errorf("%s: %q says %q and then the turn", tc.l, got, may)
		}
		// The choice alone, the turn still to come: it is told.
		if got := Describe(tc.l, evs[:2]); !strings.Contains(got, pick(tc.l, "may turn the arrow now at d8", "может повернуть стрелку, теперь лежащую на d8")) {
			t.Errorf("%s: the choice alone told as %q", tc.l, got)
		}
	}
	if p := Choice(RU, engine.ChooseQuakeArrow); p == "" || Choice(EN, engine.ChooseQuakeArrow) == "" {
		t.Error("the earthquake's arrow choice has no prompt")
	}
}

// TestBottleQuestion: the bottles' question names what each bottle
// offered would do, pieces held alike together, in both languages; with
// no bottle to spend it asks nothing.
func TestBottleQuestion(t *testing.T) {
	var v engine.View
	pit, lab := engine.Cell(20), engine.Cell(40)
	v.Tiles[pit].Kind, v.Tiles[lab].Kind = engine.Trap, engine.Desert
	v.Pieces[engine.W1].At, v.Pieces[engine.W2].At, v.Pieces[engine.W3].At = lab, lab, pit
	bottle := func(p engine.PieceID) engine.Action { return engine.Action{Kind: engine.ActBottle, Piece: p} }
	give := engine.Action{Kind: engine.ActGive, Piece: engine.MIS}
	pass := engine.Action{Kind: engine.ActPass}
	tests := []struct {
		acts   []engine.Action
		en, ru string
	}{
		{[]engine.Action{bottle(engine.W1), bottle(engine.W2), bottle(engine.W3), give, pass},
			"🍾 Bottles: 2. Spend one to free W3 from the pit, let W1 or W2 leave the labyrinth or make the missionary a pirate, or end the turn (✓ done).",
			"🍾 Бутылок: 2. Потратьте одну, чтобы вытащить W3 из ямы, вывести W1 или W2 из лабиринта или сделать миссионера пиратом, или закончите ход (✓ готово)."},
		{[]engine.Action{give, pass},
			"🍾 Bottles: 2. Spend one to make the missionary a pirate, or end the turn (✓ done).",
			"🍾 Бутылок: 2. Потратьте одну, чтобы сделать миссионера пиратом, или закончите ход (✓ готово)."},
		{[]engine.Action{pass}, "", ""},
	}
	for _, tc := range tests {
		if got := BottleQuestion(EN, &v, 2, tc.acts); got != tc.en {
			t.Errorf("EN\n got %q\nwant %q", got, tc.en)
		}
		if got := BottleQuestion(RU, &v, 2, tc.acts); got != tc.ru {
			t.Errorf("RU\n got %q\nwant %q", got, tc.ru)
		}
	}
}

// TestStallWarning: the stall rule's warning counts the turns left in
// both languages, with Russian's plural forms.
func TestStallWarning(t *testing.T) {
	for _, tc := range []struct {
		n      int
		en, ru string
	}{
		{1, "in 1 turn unless", "через 1 ход,"},
		{3, "in 3 turns unless", "через 3 хода,"},
		{7, "in 7 turns unless", "через 7 ходов,"},
	} {
		if got := StallWarning(EN, tc.n); !strings.Contains(got, tc.en) {
			t.Errorf("EN %d: %q", tc.n, got)
		}
		if got := StallWarning(RU, tc.n); !strings.Contains(got, tc.ru) {
			t.Errorf("RU %d: %q", tc.n, got)
		}
	}
}
