package narrate

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// ev is an event of type typ with no piece, crew or cell.
func ev(typ engine.EventType) engine.Event {
	return engine.Event{Type: typ, Piece: engine.NoPiece, By: engine.NoPiece, Crew: engine.NoCrew,
		From: engine.NoCell, To: engine.NoCell, Private: engine.NoCrew}
}

// representative gives an event of each type with the fields it uses.
func representative(t testing.TB, typ engine.EventType) (engine.Event, bool) {
	e := ev(typ)
	e.Piece, e.Crew, e.From, e.To = engine.W1, engine.White, cell(t, "e4"), cell(t, "e5")
	switch typ {
	case engine.EvNone:
		return ev(typ), true
	case engine.EvMoved:
		e.How = engine.HowStep
	case engine.EvRevealed, engine.EvPeeked:
		e.Kind, e.Rot = engine.Arrow2, engine.Rot(1)
	case engine.EvGoldFound:
		e.N, e.Gold = 3, engine.DragCoin
	case engine.EvGoldBanked, engine.EvGoldSunk, engine.EvGoldEaten, engine.EvGoldReturned:
		e.Gold = engine.DragCoin
	case engine.EvBeaten:
		e.Piece, e.By, e.Crew = engine.B1, engine.W1, engine.Black
	case engine.EvKilled:
		e.How = engine.HowOgre
	case engine.EvFreed:
		e.Piece, e.By = engine.W2, engine.W1
	case engine.EvBottles:
		e.N = 2
	case engine.EvJoined:
		e.Piece, e.By = engine.BEN, engine.W1
	case engine.EvChangedCrew:
		e.Piece, e.By = engine.FRI, engine.W1
	case engine.EvConverted:
		e.Piece = engine.MIS
	case engine.EvLeft:
		e.Piece, e.How = engine.FRI, engine.HowBottle
	case engine.EvChoice:
		e.How = engine.ChooseArrow
	case engine.EvGameOver:
		e.N = engine.EndAllFound
	case engine.EvRolled:
		e.N = 2
	case engine.EvShot:
		e.Piece, e.By, e.Crew = engine.B1, engine.W1, engine.Black
	case engine.EvBearWoke:
		e.By = engine.W1
	case engine.EvTurned:
		e.Kind, e.Rot = engine.Arrow1, engine.Rot(1)
	case engine.EvBearMoved, engine.EvMauled:
	case engine.EvAbility:
		e.N = int8(engine.Surefoot)
	case engine.EvSharpshot, engine.EvDuel:
		e.Piece, e.By, e.Crew, e.N = engine.B1, engine.W1, engine.Black, 1
	case engine.EvScouted:
	case engine.EvSwapped, engine.EvHeld, engine.EvLost, engine.EvFound, engine.EvDrunk, engine.EvBottleSpent,
		engine.EvSmoke, engine.EvCaramba, engine.EvShipMoved, engine.EvRevived, engine.EvPassed, engine.EvPlaneSpent:
	default:
		return e, false
	}
	return e, true
}

func TestEventEveryType(t *testing.T) {
	for typ := engine.EventType(0); typ < engine.NumEventTypes; typ++ {
		e, ok := representative(t, typ)
		if !ok {
			t.Errorf("%s: no representative event: teach the narrator this event type", typ)
			continue
		}
		for _, l := range Langs() {
			got := Event(l, e)
			if typ == engine.EvNone {
				if got != "" {
					t.Errorf("%s %s: got %q, want silence", l, typ, got)
				}
				continue
			}
			checkText(t, l, "Event "+typ.String(), got)
			if d := Describe(l, []engine.Event{e}); d == "" {
				t.Errorf("%s %s: Describe is empty", l, typ)
			}
		}
	}
}

func TestEventSentences(t *testing.T) {
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
		{e(engine.EvMoved, nil), "W1 went from e4 to e5.", "W1 перешёл с e4 на e5."},
		{e(engine.EvMoved, func(x *engine.Event) { x.How, x.Gold = engine.HowArrow, engine.DragCoin }),
			"W1 rode an arrow from e4 to e5 with a coin.", "W1 пошёл по стрелке с e4 на e5 с монетой."},
		{e(engine.EvRevealed, nil), "W1 revealed e5: two arrows pointing north and south.",
			"W1 открыл e5: две стрелки: на север и на юг."},
		{e(engine.EvRevealed, func(x *engine.Event) { x.Kind, x.Rot = engine.Cannon, 2 }),
			"W1 revealed e5: a cannon aimed south.", "W1 открыл e5: пушка стволом на юг."},
		{e(engine.EvPeeked, func(x *engine.Event) { x.Kind = engine.Crocodile }),
			"From the lighthouse, W1 sees e5: a crocodile.", "С маяка W1 видит e5: крокодил."},
		{e(engine.EvGoldFound, func(x *engine.Event) { x.N = 1 }), "A chest at e5: one coin!", "Клад на e5: одна монета!"},
		{e(engine.EvGoldFound, func(x *engine.Event) { x.N = 5 }), "A chest at e5: five coins!", "Клад на e5: пять монет!"},
		{e(engine.EvGoldFound, func(x *engine.Event) { x.Gold = engine.DragGalleon }),
			"The galleon's treasure lies at e5!", "На e5 лежит сокровище галеона!"},
		{e(engine.EvGoldBanked, func(x *engine.Event) { x.Crew = engine.Black }),
			"W1 brought a coin aboard black's ship.", "W1 доставил монету на корабль чёрных."},
		{e(engine.EvBeaten, nil), "W1 sent B1 from e4 back aboard.", "W1 отправил B1 с e4 обратно на борт."},
		{e(engine.EvKilled, nil), "The ogre ate W1 at e5.", "Людоед съел W1 на e5."},
		{e(engine.EvKilled, func(x *engine.Event) { x.Piece, x.How = engine.BEN, engine.HowAtSea }),
			"Ben Gunn was killed in the water at e5.", "Бен Ганн погиб в воде (e5)."},
		{e(engine.EvFreed, nil), "W1 freed W2 from the trap at e5.", "W1 вытащил W2 из капкана на e5."},
		{e(engine.EvBottles, func(x *engine.Event) { x.N = 1 }), "W1 found one bottle with a message.", "W1 нашёл одну бутылку с посланием."},
		{e(engine.EvBottles, func(x *engine.Event) { x.N = 3 }), "W1 found three bottles with messages.", "W1 нашёл три бутылки с посланиями."},
		{e(engine.EvJoined, nil), "Ben Gunn joined the white crew at e5.", "Бен Ганн присоединился к белым на e5."},
		{e(engine.EvChangedCrew, func(x *engine.Event) { x.Crew = engine.Black; x.By = engine.B2 }),
			"B2 won Friday over: he plays for black now.", "B2 переманил Пятницу: теперь он играет за чёрных."},
		{e(engine.EvConverted, nil), "The missionary took up a cutlass: he is a pirate of the white crew now.",
			"Миссионер взялся за тесак: теперь он пират в команде белых."},
		{e(engine.EvLeft, func(x *engine.Event) { x.How = engine.HowMet }),
			"Friday met the missionary, and they left the game together.", "Пятница встретил миссионера, и они вместе покинули игру."},
		{e(engine.EvShipMoved, nil), "White's ship sailed from e4 to e5.", "Корабль белых перешёл с e4 на e5."},
		{e(engine.EvRevived, nil), "W1 came back to life at the native fort (e5).", "W1 воскрес в крепости с аборигенкой (e5)."},
		{e(engine.EvPassed, func(x *engine.Event) { x.Crew = engine.Yellow }), "Yellow has no move and passes.", "Жёлтым некуда ходить: пропуск хода."},
		{e(engine.EvChoice, nil), "W1, at e5, reached an arrow.", "W1 на e5 дошёл до стрелки."},
		{e(engine.EvPlaneSpent, nil), "The plane at e5 will fly no more.", "Самолёт на e5 больше не взлетит."},
		{e(engine.EvGoldSunk, nil), "A coin sank at e5.", "Монета утонула (e5)."},
		{e(engine.EvGoldEaten, func(x *engine.Event) { x.Gold = engine.DragGalleon }),
			"The ogre at e5 ate the galleon's treasure.", "Людоед на e5 съел сокровище галеона."},
		{e(engine.EvGoldReturned, nil), "The coin went back to e5.", "Монета вернулась на e5."},
		{e(engine.EvBottleSpent, func(x *engine.Event) { x.Piece = engine.FRI }),
			"White spent a bottle on Friday.", "Белые потратили бутылку на Пятницу."},
		{e(engine.EvCaramba, func(x *engine.Event) { x.To = 0 }),
			"W1, at a1, tripped over a root and swore: “Ye'll scrub the deck all yar life!”",
			"W1 на a1 споткнулся о корень и выругался: «Будешь драить палубу до конца своих дней!»"},
		{e(engine.EvSwapped, nil), "The earthquake swapped e4 and e5.", "Землетрясение поменяло местами e4 и e5."},
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

func TestEventEveryHow(t *testing.T) {
	for h := engine.HowNone; h < engine.NumHows; h++ {
		moved, _ := representative(t, engine.EvMoved)
		moved.How = h
		killed, _ := representative(t, engine.EvKilled)
		killed.How = h
		for _, l := range Langs() {
			checkText(t, l, "moved "+h.String(), Event(l, moved))
			checkText(t, l, "killed "+h.String(), Event(l, killed))
			checkText(t, l, "describe "+h.String(), Describe(l, []engine.Event{moved}))
		}
	}
}

func TestCarambaCurses(t *testing.T) {
	for _, l := range Langs() {
		seen := map[string]bool{}
		for to := 14; to < 160; to++ {
			e, _ := representative(t, engine.EvCaramba)
			e.To = engine.Cell(to)
			got := Describe(l, []engine.Event{e})
			if got != Describe(l, []engine.Event{e}) {
				t.Fatalf("%s: the curse is not chosen deterministically", l)
			}
			curse := Curse(l, carambaSeed(e))
			if !strings.Contains(got, quote(l, curse)) {
				t.Errorf("%s: %q lacks the curse %q", l, got, curse)
			}
			seen[curse] = true
		}
		if len(seen) != NumCurses {
			t.Errorf("%s: %d of %d curses ever shouted", l, len(seen), NumCurses)
		}
	}
}
