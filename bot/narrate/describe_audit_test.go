package narrate

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
)

// seaView is a view of an Archipelago game (a sea board: boats), its
// pieces cleared for the test to place.
func seaView(t *testing.T) engine.View {
	t.Helper()
	isl, err := islands.Lookup("first")
	if err != nil {
		t.Fatal(err)
	}
	s, err := archipelago.Deal(isl, engine.Options{Duel: true}, 3)
	if err != nil {
		t.Fatal(err)
	}
	v := engine.ViewFor(&s, engine.NoCrew)
	if !v.Board.Boats() {
		t.Fatal("Archipelago's view has no boats")
	}
	for p := range v.Pieces {
		v.Pieces[p] = engine.Piece{Status: engine.Dead, At: engine.NoCell, Crew: engine.NoCrew}
	}
	for k := range v.Ships {
		v.Ships[k] = engine.NoCell
	}
	return v
}

// classicView is a view of a classic duel, pieces cleared likewise.
func classicView(t *testing.T) engine.View {
	t.Helper()
	s := duel(t)
	v := engine.ViewFor(&s, engine.NoCrew)
	for p := range v.Pieces {
		v.Pieces[p] = engine.Piece{Status: engine.Dead, At: engine.NoCell, Crew: engine.NoCrew}
	}
	return v
}

// moved is piece p's move from one cell to another.
func moved(t *testing.T, p engine.PieceID, c engine.Crew, from, to string, how engine.How) engine.Event {
	e := ev(engine.EvMoved)
	e.Piece, e.Crew, e.From, e.To, e.How = p, c, cell(t, from), cell(t, to), how
	return e
}

// TestDescribeArchipelagoAudit checks the sentences an audit of
// Archipelago games found wrong, each with classic's wording kept: the
// crossroads' move told as the crossroads', the boat (лодка, feminine)
// where classic has the ship, the reason of an impossible move.
func TestDescribeArchipelagoAudit(t *testing.T) {
	type setup func(t *testing.T, v *engine.View)
	at := func(t *testing.T, v *engine.View, p engine.PieceID, c engine.Crew, where string) {
		v.Pieces[p] = engine.Piece{Status: engine.Alive, Crew: c, At: cell(t, where)}
	}
	ship := func(c engine.Crew, where string) setup {
		return func(t *testing.T, v *engine.View) { v.Ships[c] = cell(t, where) }
	}
	killed := func(t *testing.T, p engine.PieceID, c engine.Crew, where string, how engine.How) engine.Event {
		e := ev(engine.EvKilled)
		e.Piece, e.Crew, e.To, e.How = p, c, cell(t, where), how
		return e
	}
	returned := func(t *testing.T, p engine.PieceID, where string) engine.Event {
		e := ev(engine.EvGoldReturned)
		e.Piece, e.To, e.Gold = p, cell(t, where), engine.DragCoin
		return e
	}
	tests := []struct {
		name   string
		sea    bool
		setup  setup
		evs    func(t *testing.T) []engine.Event
		en, ru string
	}{
		{
			name: "the crossroads' die move",
			sea:  true,
			setup: func(t *testing.T, v *engine.View) {
				v.Tiles[cell(t, "h8")] = engine.ViewTile{Kind: engine.Crossroads, Open: true}
			},
			evs: func(t *testing.T) []engine.Event {
				r := ev(engine.EvRolled)
				r.Piece, r.Crew, r.To, r.N = engine.W1, engine.White, cell(t, "h8"), 4
				return []engine.Event{moved(t, engine.W1, engine.White, "h7", "h8", engine.HowStep), r,
					moved(t, engine.W1, engine.White, "h8", "g8", engine.HowArrow)}
			},
			en: "W1 went from h7 to h8. At the crossroads h8, W1 rolled 4: west. W1 left the crossroads h8 for g8.",
			ru: "W1 перешёл с h7 на h8. На перекрёстке h8 W1 выбросил 4: на запад. W1 ушёл с перекрёстка h8 на g8.",
		},
		{
			name: "the crossroads' move then an arrow",
			sea:  true,
			setup: func(t *testing.T, v *engine.View) {
				v.Tiles[cell(t, "h8")] = engine.ViewTile{Kind: engine.Crossroads, Open: true}
				v.Tiles[cell(t, "g8")] = engine.ViewTile{Kind: engine.Arrow1, Open: true}
			},
			evs: func(t *testing.T) []engine.Event {
				return []engine.Event{moved(t, engine.W1, engine.White, "h8", "g8", engine.HowArrow),
					moved(t, engine.W1, engine.White, "g8", "f8", engine.HowArrow)}
			},
			en: "W1 left the crossroads h8 for g8 and rode the arrow to f8.",
			ru: "W1 ушёл с перекрёстка h8 на g8 и пошёл по стрелке на f8.",
		},
		{
			name: "classic's arrow stays an arrow",
			setup: func(t *testing.T, v *engine.View) {
				v.Tiles[cell(t, "e5")] = engine.ViewTile{Kind: engine.Arrow1, Open: true}
				v.Tiles[cell(t, "e6")] = engine.ViewTile{Kind: engine.Empty, Open: true}
			},
			evs: func(t *testing.T) []engine.Event {
				return []engine.Event{moved(t, engine.W1, engine.White, "e5", "e6", engine.HowArrow)}
			},
			en: "W1 rode the arrow from e5 to e6.",
			ru: "W1 пошёл по стрелке с e5 на e6.",
		},
		{
			name:  "died at the enemy boat",
			sea:   true,
			setup: ship(engine.Black, "a5"),
			evs: func(t *testing.T) []engine.Event {
				return []engine.Event{moved(t, engine.W1, engine.White, "b5", "a5", engine.HowArrow),
					killed(t, engine.W1, engine.White, "a5", engine.HowEnemyShip)}
			},
			en: "W1 rode the arrow from b5 to a5 and died at the enemy boat.",
			ru: "W1 пошёл по стрелке с b5 на a5 и погиб у вражеской лодки.",
		},
		{
			name:  "died at the enemy ship",
			setup: ship(engine.Black, "a5"),
			evs: func(t *testing.T) []engine.Event {
				return []engine.Event{moved(t, engine.W1, engine.White, "b5", "a5", engine.HowArrow),
					killed(t, engine.W1, engine.White, "a5", engine.HowEnemyShip)}
			},
			en: "W1 rode the arrow from b5 to a5 and died at the enemy ship.",
			ru: "W1 пошёл по стрелке с b5 на a5 и погиб у вражеского корабля.",
		},
		{
			name:  "climbed into the enemy boat",
			sea:   true,
			setup: ship(engine.Black, "a5"),
			evs: func(t *testing.T) []engine.Event {
				return []engine.Event{moved(t, engine.W1, engine.White, "b5", "a5", engine.HowBoard),
					killed(t, engine.W1, engine.White, "a5", engine.HowEnemyShip)}
			},
			en: "W1 climbed into the enemy boat at a5 and died.",
			ru: "W1 полез во вражескую лодку (a5) и погиб.",
		},
		{
			name: "the balloon to the boat",
			sea:  true,
			evs: func(t *testing.T) []engine.Event {
				return []engine.Event{moved(t, engine.W1, engine.White, "e5", "e6", engine.HowStep),
					moved(t, engine.W1, engine.White, "e6", "a5", engine.HowBalloon)}
			},
			en: "W1 went from e5 to e6 and flew back to the boat by balloon.",
			ru: "W1 перешёл с e5 на e6 и улетел на воздушном шаре к лодке.",
		},
		{
			name: "the balloon to the ship",
			evs: func(t *testing.T) []engine.Event {
				return []engine.Event{moved(t, engine.W1, engine.White, "e5", "e6", engine.HowStep),
					moved(t, engine.W1, engine.White, "e6", "a5", engine.HowBalloon)}
			},
			en: "W1 went from e5 to e6 and flew home by balloon.",
			ru: "W1 перешёл с e5 на e6 и улетел на воздушном шаре к кораблю.",
		},
		{
			name:  "landed right in the boat",
			sea:   true,
			setup: ship(engine.White, "a5"),
			evs: func(t *testing.T) []engine.Event {
				return []engine.Event{moved(t, engine.W1, engine.White, "b5", "a5", engine.HowArrow)}
			},
			en: "W1 rode the arrow from b5 to a5 and landed right in the boat.",
			ru: "W1 пошёл по стрелке с b5 на a5 и угодил прямо в лодку.",
		},
		{
			name:  "landed right aboard the ship",
			setup: ship(engine.White, "a5"),
			evs: func(t *testing.T) []engine.Event {
				return []engine.Event{moved(t, engine.W1, engine.White, "b5", "a5", engine.HowArrow)}
			},
			en: "W1 rode the arrow from b5 to a5 and landed right aboard.",
			ru: "W1 пошёл по стрелке с b5 на a5 и угодил прямо на корабль.",
		},
		{
			name: "the boat picks up and runs down",
			sea:  true,
			evs: func(t *testing.T) []engine.Event {
				s := ev(engine.EvShipMoved)
				s.Crew, s.From, s.To = engine.White, cell(t, "a4"), cell(t, "a5")
				return []engine.Event{s, moved(t, engine.W3, engine.White, "a5", "a5", engine.HowBoard),
					killed(t, engine.B1, engine.Black, "a5", engine.HowAtSea)}
			},
			en: "White's boat sailed from a4 to a5, picked up W3 and ran down B1.",
			ru: "Лодка белых переплыла с a4 на a5, подобрала W3 и утопила B1.",
		},
		{
			name: "the ship picks up and runs down",
			evs: func(t *testing.T) []engine.Event {
				s := ev(engine.EvShipMoved)
				s.Crew, s.From, s.To = engine.White, cell(t, "a4"), cell(t, "a5")
				return []engine.Event{s, moved(t, engine.W3, engine.White, "a5", "a5", engine.HowBoard),
					killed(t, engine.B1, engine.Black, "a5", engine.HowAtSea)}
			},
			en: "White's ship sailed from a4 to a5, picked up W3 and ran down B1.",
			ru: "Корабль белых перешёл с a4 на a5, подобрал W3 и утопил B1.",
		},
		{
			name:  "a coin carried aboard another crew's boat",
			sea:   true,
			setup: ship(engine.Black, "a5"),
			evs: func(t *testing.T) []engine.Event {
				m := moved(t, engine.W1, engine.White, "b5", "a5", engine.HowBoard)
				m.Gold = engine.DragCoin
				b := ev(engine.EvGoldBanked)
				b.Piece, b.Crew, b.Gold, b.To = engine.W1, engine.Black, engine.DragCoin, cell(t, "a5")
				return []engine.Event{m, b}
			},
			en: "W1 carried a coin aboard black's boat at a5.",
			ru: "W1 доставил монету в лодку чёрных (a5).",
		},
		{
			name: "impossible: a coin onto a face-down tile",
			evs: func(t *testing.T) []engine.Event {
				m := moved(t, engine.W1, engine.White, "e5", "e6", engine.HowArrow)
				m.Gold = engine.DragCoin
				return []engine.Event{m, returned(t, engine.W1, "e4"), killed(t, engine.W1, engine.White, "e6", engine.HowImpossible)}
			},
			en: "W1 rode the arrow from e5 to e6 with a coin and died: gold may not be carried onto e6, a face-down tile; the coin went back to e4.",
			ru: "W1 пошёл по стрелке с e5 на e6 с монетой и погиб: золото нельзя нести на закрытую клетку e6; монета вернулась на e4.",
		},
		{
			name: "impossible: an enemy swimmer and a coin",
			sea:  true,
			setup: func(t *testing.T, v *engine.View) {
				at(t, v, engine.B1, engine.Black, "a5")
			},
			evs: func(t *testing.T) []engine.Event {
				m := moved(t, engine.W1, engine.White, "b5", "a5", engine.HowArrow)
				m.Gold = engine.DragCoin
				return []engine.Event{m, returned(t, engine.W1, "c5"), killed(t, engine.W1, engine.White, "a5", engine.HowImpossible)}
			},
			en: "W1 rode the arrow from b5 to a5 with a coin and died: enemies stand at a5, and no one carrying gold may attack; the coin went back to c5.",
			ru: "W1 пошёл по стрелке с b5 на a5 с монетой и погиб: на a5 стоят враги, а с золотом нападать нельзя; монета вернулась на c5.",
		},
		{
			name: "impossible: the missionary's cell",
			setup: func(t *testing.T, v *engine.View) {
				v.Tiles[cell(t, "e6")] = engine.ViewTile{Kind: engine.Empty, Open: true}
				at(t, v, engine.MIS, engine.Black, "e6")
			},
			evs: func(t *testing.T) []engine.Event {
				return []engine.Event{moved(t, engine.W1, engine.White, "e5", "e6", engine.HowArrow),
					killed(t, engine.W1, engine.White, "e6", engine.HowImpossible)}
			},
			en: "W1 rode the arrow from e5 to e6 and died: the missionary stands at e6, and no one may come to fight there.",
			ru: "W1 пошёл по стрелке с e5 на e6 и погиб: на e6 стоит миссионер, туда нельзя прийти с боем.",
		},
		{
			name: "impossible: an enemy fortress",
			setup: func(t *testing.T, v *engine.View) {
				v.Tiles[cell(t, "e6")] = engine.ViewTile{Kind: engine.Fort, Open: true}
				at(t, v, engine.B2, engine.Black, "e6")
			},
			evs: func(t *testing.T) []engine.Event {
				return []engine.Event{moved(t, engine.W1, engine.White, "e5", "e6", engine.HowArrow),
					killed(t, engine.W1, engine.White, "e6", engine.HowImpossible)}
			},
			en: "W1 rode the arrow from e5 to e6 and died: enemies hold the fortress at e6.",
			ru: "W1 пошёл по стрелке с e5 на e6 и погиб: крепость на e6 занята врагами.",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var v engine.View
			if tc.sea {
				v = seaView(t)
			} else {
				v = classicView(t)
			}
			if tc.setup != nil {
				tc.setup(t, &v)
			}
			evs := tc.evs(t)
			if got := DescribeAfter(EN, evs, &v); got != tc.en {
				t.Errorf("EN\n got %q\nwant %q", got, tc.en)
			}
			if got := DescribeAfter(RU, evs, &v); got != tc.ru {
				t.Errorf("RU\n got %q\nwant %q", got, tc.ru)
			}
		})
	}
}

// TestDescribeNeverImpossible checks that no impossible move is told as
// just "impossible": the reason is always given, view or not.
func TestDescribeNeverImpossible(t *testing.T) {
	m := moved(t, engine.W1, engine.White, "e5", "e6", engine.HowArrow)
	k := ev(engine.EvKilled)
	k.Piece, k.Crew, k.To, k.How = engine.W1, engine.White, cell(t, "e6"), engine.HowImpossible
	v := classicView(t)
	for _, view := range []*engine.View{nil, &v} {
		for _, l := range Langs() {
			got := DescribeAfter(l, []engine.Event{m, k}, view)
			if strings.Contains(got, "impossible") || strings.Contains(got, "невозможен") || !strings.Contains(got, "e6") {
				t.Errorf("%s (view %v): %q", l, view != nil, got)
			}
		}
	}
}
