package narrate

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestEventAfterBoards tells single events against the view of an
// Archipelago game (a sea board: boats, лодка in the feminine) and of a
// classic one (ships), as DescribeAfter tells them: the boat where classic
// has the ship, Archipelago's pit, barrel, shrine and cannibal, and the
// reason of an impossible move on either board.
func TestEventAfterBoards(t *testing.T) {
	at := func(t *testing.T, v *engine.View, p engine.PieceID, c engine.Crew, where string) {
		v.Pieces[p] = engine.Piece{Status: engine.Alive, Crew: c, At: cell(t, where)}
	}
	type words struct{ en, ru string }
	tests := []struct {
		name    string
		setup   func(t *testing.T, v *engine.View)
		e       func(t *testing.T) engine.Event
		sea     words // on Archipelago's board
		classic words // on classic's board
	}{
		{
			name: "gold brought aboard",
			e: func(t *testing.T) engine.Event {
				e := ev(engine.EvGoldBanked)
				e.Piece, e.Crew, e.To, e.Gold = engine.W1, engine.Black, cell(t, "a5"), engine.DragCoin
				return e
			},
			sea:     words{"W1 brought a coin aboard black's boat.", "W1 доставил монету в лодку чёрных."},
			classic: words{"W1 brought a coin aboard black's ship.", "W1 доставил монету на корабль чёрных."},
		},
		{
			name:  "gold brought to a solo puzzle's bank",
			setup: func(t *testing.T, v *engine.View) { v.Solo.On = true },
			e: func(t *testing.T) engine.Event {
				e := ev(engine.EvGoldBanked)
				e.Piece, e.Crew, e.To, e.Gold = engine.W1, engine.White, cell(t, "a5"), engine.DragCoin
				return e
			},
			sea:     words{"W1 brought a coin to the bank.", "W1 доставил монету в банк."},
			classic: words{"W1 brought a coin to the bank.", "W1 доставил монету в банк."},
		},
		{
			name: "died at an enemy vessel",
			e: func(t *testing.T) engine.Event {
				e := ev(engine.EvKilled)
				e.Piece, e.Crew, e.To, e.How = engine.W1, engine.White, cell(t, "a5"), engine.HowEnemyShip
				return e
			},
			sea:     words{"W1 died at an enemy boat (a5).", "W1 погиб у вражеской лодки (a5)."},
			classic: words{"W1 died at an enemy ship (a5).", "W1 погиб у вражеского корабля (a5)."},
		},
		{
			name: "a tile revealed",
			e: func(t *testing.T) engine.Event {
				e := ev(engine.EvRevealed)
				e.Piece, e.Crew, e.To, e.Kind = engine.W1, engine.White, cell(t, "e6"), engine.Trap
				return e
			},
			sea:     words{"W1 revealed e6: a pit.", "W1 открыл e6: яма."},
			classic: words{"W1 revealed e6: " + tileSight(EN, engine.Trap, 0) + ".", "W1 открыл e6: " + tileSight(RU, engine.Trap, 0) + "."},
		},
		{
			name: "the balloon",
			e: func(t *testing.T) engine.Event {
				return moved(t, engine.W1, engine.White, "e6", "a5", engine.HowBalloon)
			},
			sea:     words{"W1 flew from e6 back to the boat by balloon.", "W1 улетел с e6 на воздушном шаре к лодке."},
			classic: words{"W1 flew from e6 back to the ship by balloon.", "W1 улетел с e6 на воздушном шаре к кораблю."},
		},
		{
			name: "the vessel sailed",
			e: func(t *testing.T) engine.Event {
				e := ev(engine.EvShipMoved)
				e.Crew, e.From, e.To = engine.White, cell(t, "a4"), cell(t, "a5")
				return e
			},
			sea:     words{"White's boat sailed from a4 to a5.", "Лодка белых переплыла с a4 на a5."},
			classic: words{"White's ship sailed from a4 to a5.", "Корабль белых перешёл с a4 на a5."},
		},
		{
			name: "the vessel put in the water",
			e: func(t *testing.T) engine.Event {
				e := ev(engine.EvShipMoved)
				e.Crew, e.To = engine.White, cell(t, "a5")
				return e
			},
			sea:     words{"White's boat was put in the water at a5.", "Лодка белых спущена на воду у a5."},
			classic: words{"White's ship was put in the water at a5.", "Корабль белых спущен на воду у a5."},
		},
		{
			name: "held",
			e: func(t *testing.T) engine.Event {
				e := ev(engine.EvHeld)
				e.Piece, e.Crew, e.To = engine.W1, engine.White, cell(t, "e5")
				return e
			},
			sea:     words{"W1 fell into a pit at e5.", "W1 угодил в яму на e5."},
			classic: words{"W1 fell into a trap at e5.", "W1 угодил в капкан на e5."},
		},
		{
			name: "freed",
			e: func(t *testing.T) engine.Event {
				e := ev(engine.EvFreed)
				e.Piece, e.By, e.Crew, e.To = engine.W2, engine.W1, engine.White, cell(t, "e5")
				return e
			},
			sea:     words{"W1 freed W2 from the pit at e5.", "W1 вытащил W2 из ямы на e5."},
			classic: words{"W1 freed W2 from the trap at e5.", "W1 вытащил W2 из капкана на e5."},
		},
		{
			name: "the barrel",
			e: func(t *testing.T) engine.Event {
				e := ev(engine.EvDrunk)
				e.Piece, e.Crew, e.To = engine.W1, engine.White, cell(t, "e5")
				return e
			},
			sea:     words{"W1 found a barrel at e5 and will sit out a turn.", "W1 нашёл бочку на e5 и пропустит ход."},
			classic: words{"W1 found a barrel of rum at e5 and will sit out a turn.", "W1 нашёл бочонок рома на e5 и пропустит ход."},
		},
		{
			name: "revived",
			e: func(t *testing.T) engine.Event {
				e := ev(engine.EvRevived)
				e.Piece, e.Crew, e.To = engine.W1, engine.White, cell(t, "e5")
				return e
			},
			sea:     words{"W1 came back to life at the shrine (e5).", "W1 воскрес в святилище (e5)."},
			classic: words{"W1 came back to life at the native fort (e5).", "W1 воскрес в крепости с аборигенкой (e5)."},
		},
		{
			name: "eaten",
			e: func(t *testing.T) engine.Event {
				e := ev(engine.EvKilled)
				e.Piece, e.Crew, e.To, e.How = engine.W1, engine.White, cell(t, "e5"), engine.HowOgre
				return e
			},
			sea:     words{"The cannibal ate W1 at e5.", "Людоед съел W1 на e5."},
			classic: words{"The ogre ate W1 at e5.", "Людоед съел W1 на e5."},
		},
		{
			name: "gold eaten",
			e: func(t *testing.T) engine.Event {
				e := ev(engine.EvGoldEaten)
				e.To, e.Gold = cell(t, "e5"), engine.DragCoin
				return e
			},
			sea:     words{"The cannibal at e5 ate a coin.", "Людоед на e5 съел монету."},
			classic: words{"The ogre at e5 ate a coin.", "Людоед на e5 съел монету."},
		},
		{
			name:    "impossible: nothing in the view tells why",
			e:       impossibleAt("e6"),
			sea:     words{"W1 died: the move could not end at e6.", "W1 погиб: ход не мог закончиться на e6."},
			classic: words{"W1 died: the move could not end at e6.", "W1 погиб: ход не мог закончиться на e6."},
		},
		{
			name: "impossible: the missionary's cell",
			setup: func(t *testing.T, v *engine.View) {
				v.Tiles[cell(t, "e6")] = engine.ViewTile{Kind: engine.Empty, Open: true}
				at(t, v, engine.MIS, engine.Black, "e6")
			},
			e: impossibleAt("e6"),
			sea: words{"W1 died: the missionary stands at e6, and no one may come to fight there.",
				"W1 погиб: на e6 стоит миссионер, туда нельзя прийти с боем."},
			classic: words{"W1 died: the missionary stands at e6, and no one may come to fight there.",
				"W1 погиб: на e6 стоит миссионер, туда нельзя прийти с боем."},
		},
		{
			name: "impossible: an enemy fortress",
			setup: func(t *testing.T, v *engine.View) {
				v.Tiles[cell(t, "e6")] = engine.ViewTile{Kind: engine.Fort, Open: true}
				at(t, v, engine.B2, engine.Black, "e6")
			},
			e:       impossibleAt("e6"),
			sea:     words{"W1 died: enemies hold the fortress at e6.", "W1 погиб: крепость на e6 занята врагами."},
			classic: words{"W1 died: enemies hold the fortress at e6.", "W1 погиб: крепость на e6 занята врагами."},
		},
		{
			name: "impossible: enemies he may not attack",
			setup: func(t *testing.T, v *engine.View) {
				v.Tiles[cell(t, "e6")] = engine.ViewTile{Kind: engine.Empty, Open: true}
				at(t, v, engine.B2, engine.Black, "e6")
			},
			e: impossibleAt("e6"),
			sea: words{"W1 died: enemies stand at e6, and he could not attack them.",
				"W1 погиб: на e6 стоят враги, а напасть на них он не мог."},
			classic: words{"W1 died: enemies stand at e6, and he could not attack them.",
				"W1 погиб: на e6 стоят враги, а напасть на них он не мог."},
		},
	}
	for _, tc := range tests {
		for _, board := range []struct {
			name string
			view func(*testing.T) engine.View
			want words
		}{{"sea", seaView, tc.sea}, {"classic", classicView, tc.classic}} {
			t.Run(tc.name+"/"+board.name, func(t *testing.T) {
				v := board.view(t)
				if tc.setup != nil {
					tc.setup(t, &v)
				}
				e := tc.e(t)
				if got := EventAfter(EN, e, &v); got != board.want.en {
					t.Errorf("EN\n got %q\nwant %q", got, board.want.en)
				}
				if got := EventAfter(RU, e, &v); got != board.want.ru {
					t.Errorf("RU\n got %q\nwant %q", got, board.want.ru)
				}
			})
		}
	}
}

// impossibleAt is W1's death by an impossible move ending at cell to.
func impossibleAt(to string) func(t *testing.T) engine.Event {
	return func(t *testing.T) engine.Event {
		e := ev(engine.EvKilled)
		e.Piece, e.Crew, e.To, e.How = engine.W1, engine.White, cell(t, to), engine.HowImpossible
		return e
	}
}

// TestEventWithoutView checks that an event told with no view is told in
// classic's words, an impossible move never as just "impossible", and that
// Event is EventAfter with no view.
func TestEventWithoutView(t *testing.T) {
	tests := []struct {
		e      func(t *testing.T) engine.Event
		en, ru string
	}{
		{impossibleAt("e6"), "W1 died: the move could not end at e6.", "W1 погиб: ход не мог закончиться на e6."},
		{func(t *testing.T) engine.Event {
			e := ev(engine.EvShipMoved)
			e.Crew, e.To = engine.Black, cell(t, "a5")
			return e
		}, "Black's ship was put in the water at a5.", "Корабль чёрных спущен на воду у a5."},
	}
	for _, tc := range tests {
		e := tc.e(t)
		for _, c := range []struct {
			l    Lang
			want string
		}{{EN, tc.en}, {RU, tc.ru}} {
			if got := Event(c.l, e); got != c.want {
				t.Errorf("%s\n got %q\nwant %q", c.l, got, c.want)
			}
			if got := EventAfter(c.l, e, nil); got != c.want {
				t.Errorf("%s EventAfter(nil)\n got %q\nwant %q", c.l, got, c.want)
			}
			if strings.Contains(Event(c.l, e), "impossible") || strings.Contains(Event(c.l, e), "невозможен") {
				t.Errorf("%s: %q", c.l, Event(c.l, e))
			}
		}
	}
}

// TestDescribeGoldEatenAtSea: a story whose coin the cannibal eats tells
// it as Archipelago's cannibal on a sea board, the ogre on classic's.
func TestDescribeGoldEatenAtSea(t *testing.T) {
	eaten := ev(engine.EvGoldEaten)
	eaten.Piece, eaten.Crew, eaten.To, eaten.Gold = engine.W1, engine.White, cell(t, "e6"), engine.DragCoin
	killed := ev(engine.EvKilled)
	killed.Piece, killed.Crew, killed.To, killed.How = engine.W1, engine.White, cell(t, "e6"), engine.HowOgre
	evs := []engine.Event{moved(t, engine.W1, engine.White, "e5", "e6", engine.HowStep), killed, eaten}
	for _, c := range []struct {
		name      string
		view      func(*testing.T) engine.View
		want, not string
	}{{"sea", seaView, "cannibal", "ogre"}, {"classic", classicView, "ogre", "cannibal"}} {
		v := c.view(t)
		got := DescribeAfter(EN, evs, &v)
		if !strings.Contains(got, c.want) || strings.Contains(got, c.not) {
			t.Errorf("%s: %q", c.name, got)
		}
	}
}
