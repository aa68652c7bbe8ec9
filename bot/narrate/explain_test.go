package narrate

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// errUnknown is an error the engine never returns.
var errUnknown = errors.New("some other failure")

// sentinels are every error of engine/errors.go.
// sentinelsByName are the engine's sentinel errors by name;
// TestSentinelListComplete keeps it in step with engine/errors.go.
var sentinelsByName = map[string]error{
	"ErrSyntax": engine.ErrSyntax, "ErrGameOver": engine.ErrGameOver, "ErrNotYourTurn": engine.ErrNotYourTurn,
	"ErrNoSuchPiece": engine.ErrNoSuchPiece, "ErrCannotAct": engine.ErrCannotAct, "ErrChoicePending": engine.ErrChoicePending,
	"ErrNoChoice": engine.ErrNoChoice, "ErrIllegal": engine.ErrIllegal, "ErrBadOptions": engine.ErrBadOptions,
	"ErrCorrupt": engine.ErrCorrupt, "ErrBoard": engine.ErrBoard, "ErrNotAdjacent": engine.ErrNotAdjacent,
	"ErrDragHidden": engine.ErrDragHidden, "ErrDragFortress": engine.ErrDragFortress, "ErrNoGold": engine.ErrNoGold,
	"ErrCannotDrag": engine.ErrCannotDrag, "ErrCannotAttack": engine.ErrCannotAttack, "ErrEnemyFortress": engine.ErrEnemyFortress,
	"ErrMissionary": engine.ErrMissionary, "ErrNoWater": engine.ErrNoWater, "ErrNoBottle": engine.ErrNoBottle,
	"ErrBottleSmoke": engine.ErrBottleSmoke, "ErrBottleNeedless": engine.ErrBottleNeedless, "ErrShipEmpty": engine.ErrShipEmpty,
	"ErrShipSide": engine.ErrShipSide, "ErrRevive": engine.ErrRevive, "ErrGive": engine.ErrGive,
	"ErrSpinnerStep": engine.ErrSpinnerStep, "ErrNoBoats": engine.ErrNoBoats, "ErrNoShips": engine.ErrNoShips,
	"ErrPlace": engine.ErrPlace, "ErrBoatEmpty": engine.ErrBoatEmpty, "ErrBoatOccupied": engine.ErrBoatOccupied,
	"ErrBoatReach": engine.ErrBoatReach, "ErrBottleTime": engine.ErrBottleTime, "ErrBankTaken": engine.ErrBankTaken, "ErrAbility": engine.ErrAbility,
}

// sentinels lists sentinelsByName's errors.
var sentinels = func() []error {
	var out []error
	for _, err := range sentinelsByName {
		out = append(out, err)
	}
	return out
}()

// TestSentinelListComplete: every error variable engine/errors.go declares
// is in sentinelsByName, so TestExplainEverySentinel covers a new one.
func TestSentinelListComplete(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "../../engine/errors.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			continue
		}
		for _, sp := range g.Specs {
			for _, name := range sp.(*ast.ValueSpec).Names {
				n++
				if _, ok := sentinelsByName[name.Name]; !ok {
					t.Errorf("engine.%s is not in sentinelsByName: explain it and list it", name.Name)
				}
			}
		}
	}
	if n < 30 {
		t.Fatalf("found only %d error variables in engine/errors.go", n)
	}
}

func TestExplainEverySentinel(t *testing.T) {
	s := duel(t)
	v := engine.ViewFor(&s, engine.White)
	a := engine.Move(engine.W1, cell(t, "g2"))
	for _, sentinel := range sentinels {
		err := fmt.Errorf("%w: %w: because", engine.ErrIllegal, sentinel)
		for _, view := range []*engine.View{nil, &v} {
			seen := map[string]bool{}
			for _, l := range Langs() {
				got := Explain(l, err, a, view)
				if got == "" || got == Explain(l, errUnknown, a, view) {
					t.Errorf("%s, view %v: %v explained as %q", l, view != nil, sentinel, got)
				}
				if seen[got] {
					t.Errorf("%v: English and Russian are the same: %q", sentinel, got)
				}
				seen[got] = true
			}
		}
	}
}

func TestExplainNil(t *testing.T) {
	for _, l := range Langs() {
		if got := Explain(l, nil, engine.Pass, nil); got != "" {
			t.Errorf("%s: Explain(nil) = %q", l, got)
		}
		if got := Explain(l, errUnknown, engine.Pass, nil); got == "" {
			t.Errorf("%s: an unknown error is not explained", l)
		}
	}
}

func TestExplainRefusals(t *testing.T) {
	tests := []struct {
		name   string
		setup  func(t testing.TB, s *engine.State)
		before []string // actions played first
		action string
		en, ru string
	}{
		{"gold onto a face-down tile", func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			s.Coins[cell(t, "e4")] = 1
		}, nil, "W1 e5 +c",
			"W1 cannot drag gold onto a face-down tile.", "W1 не может тащить золото на закрытую клетку."},
		{"not this crew's turn", nil, nil, "B1 g12",
			"B1 plays for black, and it is white's turn.", "B1 играет за чёрных, а сейчас ход белых."},
		{"held in a trap", func(t testing.TB, s *engine.State) {
			open(t, s, "e5", engine.Trap, 0)
			put(t, s, engine.W2, engine.White, "e5")
			s.Pieces[engine.W2].Flags = engine.Held
		}, nil, "W2 e6",
			"W2 is held in a trap: spend a bottle (!b) or wait for a friend.",
			"W2 сидит в капкане: потратьте бутылку (!b) или ждите товарища."},
		{"no bottle", func(t testing.TB, s *engine.State) {
			open(t, s, "e5", engine.Trap, 0)
			put(t, s, engine.W2, engine.White, "e5")
			s.Pieces[engine.W2].Flags = engine.Held
		}, nil, "W2 e6 !b", "The white crew has no bottle.", "У белых нет бутылок."},
		{"a move after the move, a gift pending (classic rules 4)", func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Empty, 0)
			open(t, s, "e6", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			put(t, s, engine.MIS, engine.White, "e6")
			s.Bottles[engine.White] = 1
		}, []string{"W1 e5"}, "W2 g2",
			"You have made your move: give a bottle now (give FRI, give MIS) or end your turn (pass).",
			"Вы уже сходили: передайте бутылку (give FRI, give MIS) или закончите ход (pass)."},
		{"the arrow first", func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Arrow2, 0)
			put(t, s, engine.W1, engine.White, "e4")
		}, []string{"W1 e5"}, "W2 g2", "Choose the arrow first.", "Сначала выберите стрелку."},
		{"nothing to choose", nil, nil, "e5",
			"There is nothing to choose now: write a whole move, such as W1 e5.",
			"Сейчас нечего выбирать: напишите ход целиком, например W1 e5."},
		{"from the ship", nil, nil, "W1 h2", "From the ship, W1 can only land on g2.", "С корабля W1 может сойти только на g2."},
		{"too far", func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
		}, nil, "W1 e6", "W1 cannot reach e6 from e4: one step at a time.", "W1 не дойдёт с e4 до e6: ходят на одну клетку."},
		{"a spinner step", func(t testing.TB, s *engine.State) {
			open(t, s, "e5", engine.Desert, 0)
			put(t, s, engine.W1, engine.White, "e5")
			s.Pieces[engine.W1].Step = 1
		}, nil, "W1 e6",
			"W1 crosses the desert one step a turn: next is W1 e5/2, or spend a bottle (!b) to leave at once.",
			"W1 проходит пустыню по шагу за ход: дальше W1 e5/2, или потратьте бутылку (!b), чтобы уйти сразу."},
		{"an enemy fort", func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Fort, 0)
			put(t, s, engine.W1, engine.White, "e4")
			put(t, s, engine.B1, engine.Black, "e5")
		}, nil, "W1 e5", "Enemies hold the fort at e5: there is no way in.", "Крепость на e5 занята врагами: туда не войти."},
		{"a dead pirate", func(t testing.TB, s *engine.State) {
			s.Pieces[engine.W2] = engine.Piece{Status: engine.Dead, Crew: engine.White, At: engine.NoCell}
		}, nil, "W2 g2", "W2 is dead.", "W2 погиб."},
		{"Ben Gunn not found", nil, nil, "BEN e5", "Ben Gunn has not been found yet.", "Бена Ганна ещё не нашли."},
		{"the game is over", func(t testing.TB, s *engine.State) { s.Over = true }, nil, "W1 g2",
			"The game is over.", "Игра уже окончена."},
		{"passing with moves", nil, nil, "pass", "You cannot pass while you have a move.", "Пропускать ход нельзя, пока есть куда ходить."},
		{"attacking with gold", func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			put(t, s, engine.B1, engine.Black, "e5")
			s.Coins[cell(t, "e4")] = 1
		}, nil, "W1 e5 +c",
			"W1 cannot attack while dragging gold: leave it behind to fight.",
			"С золотом W1 не может нападать: оставьте его, чтобы драться."},
		{"Friday attacking", func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Empty, 0)
			put(t, s, engine.FRI, engine.White, "e4")
			put(t, s, engine.B1, engine.Black, "e5")
		}, nil, "FRI e5", "Friday never attacks anyone.", "Пятница ни на кого не нападает."},
		{"beside the missionary", func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			put(t, s, engine.MIS, engine.White, "e4")
			put(t, s, engine.B1, engine.Black, "e5")
		}, nil, "W1 e5", "W1 stands with the missionary and cannot attack.", "Рядом с миссионером W1 не может нападать."},
		{"Friday too far for a bottle", func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "k11", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			put(t, s, engine.FRI, engine.White, "k11")
			s.SetBottles(engine.White, 1)
		}, nil, "give FRI",
			"No bottle can go to Friday now: a fighter of yours must stand on his tile or next to it.",
			"Пятнице сейчас бутылку не передать: нужен ваш боец на его клетке или рядом."},
		{"the missionary converted already", func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			put(t, s, engine.MIS, engine.White, "e5")
			s.Pieces[engine.MIS].Flags = engine.Converted
			s.SetBottles(engine.White, 1)
		}, nil, "give MIS", "The missionary is a pirate already.", "Миссионер уже стал пиратом."},
		{"Friday not found", func(t testing.TB, s *engine.State) { s.SetBottles(engine.White, 1) }, nil, "give FRI",
			"Friday is not on the island.", "Пятницы нет на острове."},
		{"not a choice", func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Arrow2, 0)
			put(t, s, engine.W1, engine.White, "e4")
		}, []string{"W1 e5"}, "e7", "e7 is not one of the choices.", "e7 — не из предложенных вариантов."},
		{"a ship sailing far", nil, nil, "ship k1", "A ship moves one berth along its own side of the island.",
			"Корабль ходит на одну клетку вдоль своей стороны острова."},
		{"a bottle for nobody", func(t testing.TB, s *engine.State) { s.SetBottles(engine.White, 1) }, nil, "give W2", "Bottles are given only to Friday or the missionary.", "Бутылки дают только Пятнице или миссионеру."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := duel(t)
			if tc.setup != nil {
				tc.setup(t, &s)
			}
			s, _ = play(t, s, tc.before...)
			a, err := engine.Parse(tc.action)
			if err != nil {
				t.Fatal(err)
			}
			err = s.Check(a)
			if err == nil {
				t.Fatalf("%s is legal", tc.action)
			}
			v := engine.ViewFor(&s, engine.White)
			if got := Explain(EN, err, a, &v); got != tc.en {
				t.Errorf("EN (%v)\n got %q\nwant %q", err, got, tc.en)
			}
			if got := Explain(RU, err, a, &v); got != tc.ru {
				t.Errorf("RU (%v)\n got %q\nwant %q", err, got, tc.ru)
			}
		})
	}
}

func TestExplainSyntax(t *testing.T) {
	for _, text := range []string{"W1 zz", "", "jump", "W1 e5 +x"} {
		_, err := engine.Parse(text)
		if !errors.Is(err, engine.ErrSyntax) {
			t.Fatalf("Parse(%q) = %v", text, err)
		}
		tests := []struct {
			l    Lang
			want string
		}{
			{EN, "I did not understand that. " + notation.en},
			{RU, "Не понял. " + notation.ru},
		}
		for _, tc := range tests {
			if got := Explain(tc.l, err, engine.Action{}, nil); got != tc.want {
				t.Errorf("%s %q: got %q", tc.l, text, got)
			}
		}
	}
}
