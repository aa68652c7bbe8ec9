package narrate

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/engine"
)

// scenario is a hand-made position, the actions played on it, and how the
// last action reads.
type scenario struct {
	name    string
	setup   func(t testing.TB, s *engine.State)
	actions []string
	en, ru  string
}

var scenarios = []scenario{
	{
		name: "arrows into the sea with a coin",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e3", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e3")
			s.Coins[cell(t, "e3")] = 1
			for _, c := range []string{"d3", "c3", "b3"} {
				open(t, s, c, engine.Arrow1, 3)
			}
		},
		actions: []string{"W1 d3 +c"},
		en:      "W1 dragged a coin from e3 to d3, rode the arrows to a3 and ended up in the sea; the coin sank.",
		ru:      "W1 перетащил монету с e3 на d3, пошёл по стрелкам до a3 и очутился в море; монета утонула.",
	},
	{
		name: "a coin carried aboard",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "g2", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "g2")
			s.Coins[cell(t, "g2")] = 2
		},
		actions: []string{"W1 g1 +c"},
		en:      "W1 carried a coin aboard at g1.",
		ru:      "W1 доставил монету на борт (g1).",
	},
	{
		name: "the treasure flown home by balloon",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Balloon, 0)
			put(t, s, engine.W1, engine.White, "e4")
			s.Treasure[cell(t, "e4")] = 1
		},
		actions: []string{"W1 e5 +g"},
		en:      "W1 dragged the galleon's treasure from e4 to e5, flew home by balloon and brought it aboard!",
		ru:      "W1 перетащил сокровище галеона с e4 на e5, улетел на воздушном шаре к кораблю и доставил его на борт!",
	},
	{
		name: "two enemies beaten",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			put(t, s, engine.B1, engine.Black, "e5")
			put(t, s, engine.B2, engine.Black, "e5")
		},
		actions: []string{"W1 e5"},
		en:      "W1 went from e4 to e5 and sent B1 and B2 back aboard.",
		ru:      "W1 перешёл с e4 на e5 и отправил B1 и B2 обратно на борт.",
	},
	{
		name: "a ship runs a swimmer down",
		setup: func(t testing.TB, s *engine.State) {
			put(t, s, engine.B1, engine.Black, "h1")
		},
		actions: []string{"ship h1"},
		en:      "White's ship sailed from g1 to h1 and ran down B1.",
		ru:      "Корабль белых перешёл с g1 на h1 и утопил B1.",
	},
	{
		name: "a ship picks a swimmer up",
		setup: func(t testing.TB, s *engine.State) {
			put(t, s, engine.W3, engine.White, "f1")
		},
		actions: []string{"ship f1"},
		en:      "White's ship sailed from g1 to f1 and picked up W3.",
		ru:      "Корабль белых перешёл с g1 на f1 и подобрал W3.",
	},
	{
		name: "a chest found",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			hide(t, s, "e5", engine.Coin3, 0)
		},
		actions: []string{"W1 e5"},
		en:      "W1 went from e4 to e5 and found three coins.",
		ru:      "W1 перешёл с e4 на e5 и нашёл три монеты.",
	},
	{
		name: "a desert found after a horse",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			hide(t, s, "e5", engine.Horse, 0)
			for _, c := range []string{"d7", "f7", "c6", "g6", "c4", "g4", "d3", "f3"} {
				open(t, s, c, engine.Empty, 0)
			}
		},
		actions: []string{"W1 e5", "f7"},
		en:      "W1 leapt like a knight from e5 to f7.",
		ru:      "W1 прыгнул конём с e5 на f7.",
	},
	{
		name: "Ben Gunn met",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			hide(t, s, "e5", engine.BenGunn, 0)
		},
		actions: []string{"W1 e5"},
		en:      "W1 went from e4 to e5 and met Ben Gunn, who joined the crew.",
		ru:      "W1 перешёл с e4 на e5 и встретил Бена Ганна, который присоединился к команде.",
	},
	{
		name: "eaten with a coin",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Ogre, 0)
			put(t, s, engine.W1, engine.White, "e4")
			s.Coins[cell(t, "e4")] = 1
		},
		actions: []string{"W1 e5 +c"},
		en:      "W1 dragged a coin from e4 to e5 and was eaten by the ogre; the ogre ate the coin too.",
		ru:      "W1 перетащил монету с e4 на e5 и угодил на обед людоеду; монету людоед тоже съел.",
	},
	{
		name: "an impossible move",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Arrow1, 0)
			put(t, s, engine.W1, engine.White, "e4")
			s.Coins[cell(t, "e4")] = 1
		},
		actions: []string{"W1 e5 +c"},
		en:      "W1 dragged a coin from e4 to e5, rode the arrow to e6 and died: he could not carry a coin onto e6; the coin went back to e4.",
		ru:      "W1 перетащил монету с e4 на e5, пошёл по стрелке на e6 и погиб: нельзя было нести монету на e6; монета вернулась на e4.",
	},
	{
		name: "a loop",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Arrow1, 0)
			open(t, s, "e6", engine.Arrow1, 2)
			put(t, s, engine.W1, engine.White, "e4")
		},
		actions: []string{"W1 e5"},
		en:      "W1 went from e4 to e5, rode the arrows to e5, went round in circles and died.",
		ru:      "W1 перешёл с e4 на e5, пошёл по стрелкам до e5, попал в замкнутый круг и погиб.",
	},
	{
		name: "onto the enemy ship",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "g12", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "g12")
		},
		actions: []string{"W1 g13"},
		en:      "W1 climbed aboard the enemy ship at g13 and died.",
		ru:      "W1 полез на вражеский корабль (g13) и погиб.",
	},
	{
		name: "out of a trap with a bottle",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e5", engine.Trap, 0)
			open(t, s, "e6", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e5")
			s.Pieces[engine.W1].Flags = engine.Held
			s.SetBottles(engine.White, 1)
		},
		actions: []string{"W1 e6 !b"},
		en:      "W1 used a bottle and went from e5 to e6.",
		ru:      "W1 потратил бутылку и перешёл с e5 на e6.",
	},
	{
		name: "a bottle given to Friday",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			put(t, s, engine.FRI, engine.White, "e5")
			s.SetBottles(engine.White, 1)
		},
		actions: []string{"give FRI"},
		en:      "White gave Friday a bottle. Friday read the message and left the game.",
		ru:      "Белые передали Пятнице бутылку. Пятница прочитал послание и покинул игру.",
	},
	{
		name: "Friday meets the missionary",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Empty, 0)
			put(t, s, engine.FRI, engine.White, "e4")
			put(t, s, engine.MIS, engine.Black, "e5")
		},
		actions: []string{"FRI e5"},
		en:      "Friday went from e4 to e5 and met the missionary: they left the game together.",
		ru:      "Пятница перешёл с e4 на e5 и встретил миссионера: они вместе покинули игру.",
	},
	{
		name: "Friday finds the missionary",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			put(t, s, engine.FRI, engine.White, "e4")
			hide(t, s, "e5", engine.Missionary, 0)
		},
		actions: []string{"FRI e5"},
		en:      "Friday went from e4 to e5 and met the missionary: they left the game together.",
		ru:      "Пятница перешёл с e4 на e5 и встретил миссионера: они вместе покинули игру.",
	},
	{
		name: "a swimmer killed by a landing",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e3", engine.Arrow1, 2)
			open(t, s, "e2", engine.Arrow1, 2)
			put(t, s, engine.W1, engine.White, "e4")
			put(t, s, engine.B1, engine.Black, "e1")
		},
		actions: []string{"W1 e3"},
		en:      "W1 went from e4 to e3, rode the arrows to e1, ended up in the sea and killed B1 there.",
		ru:      "W1 перешёл с e4 на e3, пошёл по стрелкам до e1, очутился в море и убил там B1.",
	},
	{
		name: "two swimmers killed by one landing",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e3", engine.Arrow1, 2)
			open(t, s, "e2", engine.Arrow1, 2)
			put(t, s, engine.W1, engine.White, "e4")
			put(t, s, engine.B1, engine.Black, "e1")
			put(t, s, engine.B2, engine.Black, "e1")
		},
		actions: []string{"W1 e3"},
		en:      "W1 went from e4 to e3, rode the arrows to e1, ended up in the sea and killed B1 and B2 there.",
		ru:      "W1 перешёл с e4 на e3, пошёл по стрелкам до e1, очутился в море и убил там B1 и B2.",
	},
	{
		name: "Friday won over",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			put(t, s, engine.FRI, engine.Black, "e5")
		},
		actions: []string{"W1 e5"},
		en:      "W1 went from e4 to e5 and won Friday over.",
		ru:      "W1 перешёл с e4 на e5 и переманил Пятницу на свою сторону.",
	},
	{
		name: "a revival",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e5", engine.NativeFort, 0)
			put(t, s, engine.W1, engine.White, "e5")
			s.Pieces[engine.W2] = engine.Piece{Status: engine.Dead, Crew: engine.White, At: engine.NoCell}
		},
		actions: []string{"revive W2"},
		en:      "W2 came back to life at the native fort.",
		ru:      "W2 воскрес в крепости с аборигенкой.",
	},
	{
		name: "the missionary converted",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			open(t, s, "e5", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			put(t, s, engine.MIS, engine.White, "e5")
			s.SetBottles(engine.White, 2)
		},
		actions: []string{"give MIS"},
		en:      "White gave the missionary a bottle. The missionary read the message and took up a cutlass: he is a pirate of the white crew now.",
		ru:      "Белые передали миссионеру бутылку. Миссионер прочитал послание и взялся за тесак: теперь он пират в команде белых.",
	},
	{
		name: "smoke",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			hide(t, s, "e5", engine.Smoke, 0)
		},
		actions: []string{"W1 e5"},
		en:      "W1 went from e4 to e5 and set the bush on fire: from the next turn, for one round, each crew is played by the next player.",
		ru:      "W1 перешёл с e4 на e5 и поджёг заросли: со следующего хода целый круг за каждую команду ходит следующий игрок.",
	},
	{
		name: "an earthquake",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			hide(t, s, "e5", engine.Earthquake, 0)
		},
		actions: []string{"W1 e5"},
		en:      "W1 went from e4 to e5 and shook the island: two tiles will swap.",
		ru:      "W1 перешёл с e4 на e5 и вызвал землетрясение (две клетки поменяются местами).",
	},
	{
		name: "the earthquake's swap",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			hide(t, s, "e5", engine.Earthquake, 0)
		},
		actions: []string{"W1 e5", "c3", "k11"},
		en:      "The earthquake swapped c3 and k11.",
		ru:      "Землетрясение поменяло местами c3 и k11.",
	},
	{
		name: "the lighthouse climbed",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			hide(t, s, "e5", engine.Lighthouse, 0)
		},
		actions: []string{"W1 e5"},
		en:      "W1 went from e4 to e5 and climbed the lighthouse.",
		ru:      "W1 перешёл с e4 на e5 и поднялся на маяк.",
	},
	{
		name: "a look from the lighthouse stays secret",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			hide(t, s, "e5", engine.Lighthouse, 0)
			hide(t, s, "k11", engine.Crocodile, 0)
		},
		actions: []string{"W1 e5", "k11"},
		en:      "W1 peeked at k11.",
		ru:      "W1 подсмотрел клетку k11.",
	},
	{
		name: "a spinner step beats an enemy",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e5", engine.Desert, 0)
			put(t, s, engine.W1, engine.White, "e5")
			put(t, s, engine.B1, engine.Black, "e5")
			s.Pieces[engine.W1].Step = 1
			s.Pieces[engine.B1].Step = 2
		},
		actions: []string{"W1 e5/2"},
		en:      "W1 sent B1 back aboard and moved on to step 2 at e5.",
		ru:      "W1 отправил B1 обратно на борт и перешёл на 2-й шаг клетки e5.",
	},
	{
		name: "rum",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			hide(t, s, "e5", engine.Rum, 0)
		},
		actions: []string{"W1 e5"},
		en:      "W1 went from e4 to e5, found a barrel of rum and will sit out a turn.",
		ru:      "W1 перешёл с e4 на e5, нашёл бочонок рома и пропустит ход.",
	},
	{
		name: "a fort found",
		setup: func(t testing.TB, s *engine.State) {
			open(t, s, "e4", engine.Empty, 0)
			put(t, s, engine.W1, engine.White, "e4")
			hide(t, s, "e5", engine.NativeFort, 0)
		},
		actions: []string{"W1 e5"},
		en:      "W1 went from e4 to e5 and found the native fort.",
		ru:      "W1 перешёл с e4 на e5 и открыл крепость с аборигенкой.",
	},
}

func TestDescribeScenarios(t *testing.T) {
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			s := duel(t)
			sc.setup(t, &s)
			_, evs := play(t, s, sc.actions...)
			if got := Describe(EN, evs); got != sc.en {
				t.Errorf("EN\n got %q\nwant %q", got, sc.en)
			}
			if got := Describe(RU, evs); got != sc.ru {
				t.Errorf("RU\n got %q\nwant %q", got, sc.ru)
			}
		})
	}
}

func TestDescribeWithView(t *testing.T) {
	tests := []struct {
		name   string
		ship   string // white's berth
		view   bool
		en, ru string
	}{
		{"aboard", "e1", true, "W1 went from e4 to e3, rode the arrows to e1 and landed right aboard.",
			"W1 перешёл с e4 на e3, пошёл по стрелкам до e1 и угодил прямо на корабль."},
		{"into the sea", "g1", true, "W1 went from e4 to e3, rode the arrows to e1 and ended up in the sea.",
			"W1 перешёл с e4 на e3, пошёл по стрелкам до e1 и очутился в море."},
		{"no view", "e1", false, "W1 went from e4 to e3 and rode the arrows to e1.",
			"W1 перешёл с e4 на e3 и пошёл по стрелкам до e1."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := duel(t)
			open(t, &s, "e4", engine.Empty, 0)
			put(t, &s, engine.W1, engine.White, "e4")
			open(t, &s, "e3", engine.Arrow1, 2)
			open(t, &s, "e2", engine.Arrow1, 2)
			s.Ships[engine.White] = cell(t, tc.ship)
			s.Pieces[engine.W2].At, s.Pieces[engine.W3].At = s.Ships[engine.White], s.Ships[engine.White]
			after, evs := play(t, s, "W1 e3")
			var v *engine.View
			if tc.view {
				vv := engine.ViewFor(&after, engine.Black)
				v = &vv
			}
			if got := DescribeAfter(EN, evs, v); got != tc.en {
				t.Errorf("EN\n got %q\nwant %q", got, tc.en)
			}
			if got := DescribeAfter(RU, evs, v); got != tc.ru {
				t.Errorf("RU\n got %q\nwant %q", got, tc.ru)
			}
		})
	}
}

// TestDescribeIceRepeatsAHorse: a knight's jump onto the ice asks for
// another jump; the piece reached the ice, not a horse.
func TestDescribeIceRepeatsAHorse(t *testing.T) {
	s := duel(t)
	open(t, &s, "e4", engine.Empty, 0)
	put(t, &s, engine.W1, engine.White, "e4")
	hide(t, &s, "e5", engine.Horse, 0)
	open(t, &s, "f7", engine.Ice, 0)
	for _, c := range []string{"d7", "c6", "g6", "c4", "g4", "d3", "f3", "e9", "g9", "h8", "h6", "d6", "d8"} {
		open(t, &s, c, engine.Empty, 0)
	}
	after, evs := play(t, s, "W1 e5", "f7")
	v := engine.ViewFor(&after, engine.Black)
	for _, tc := range []struct {
		l    Lang
		want string
	}{
		{EN, "W1 leapt like a knight from e5 to f7 and reached the ice."},
		{RU, "W1 прыгнул конём с e5 на f7 и дошёл до льда."},
	} {
		if got := DescribeAfter(tc.l, evs, &v); got != tc.want {
			t.Errorf("%s\n got %q\nwant %q", tc.l, got, tc.want)
		}
	}
}

func TestDescribeMergesPasses(t *testing.T) {
	pass := func(c engine.Crew) engine.Event {
		return engine.Event{Type: engine.EvPassed, Crew: c, Piece: engine.NoPiece, By: engine.NoPiece, From: engine.NoCell, To: engine.NoCell, Private: engine.NoCrew}
	}
	evs := []engine.Event{pass(engine.Red), pass(engine.White), pass(engine.Yellow), pass(engine.Red), pass(engine.White)}
	tests := []struct {
		l    Lang
		want string
	}{
		{EN, "Red, white and yellow have no move and pass."},
		{RU, "Красным, белым и жёлтым некуда ходить: пропуск хода."},
	}
	for _, tc := range tests {
		if got := Describe(tc.l, evs); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.l, got, tc.want)
		}
	}
}

func TestDescribeIsCapped(t *testing.T) {
	var evs []engine.Event
	for i := 0; i < 60; i++ {
		evs = append(evs, engine.Event{Type: engine.EvSwapped, From: engine.Cell(14 + i), To: engine.Cell(15 + i),
			Piece: engine.NoPiece, By: engine.NoPiece, Crew: engine.NoCrew, Private: engine.NoCrew})
	}
	long := engine.Event{Type: engine.EvCaramba, Piece: engine.W1, Crew: engine.White, To: 80, Private: engine.NoCrew}
	tests := []struct {
		name string
		l    Lang
		evs  []engine.Event
		max  int
		more string
	}{
		{"many sentences EN", EN, evs, MaxDescribe, "…and more."},
		{"many sentences RU", RU, evs, MaxDescribe, "…и это ещё не всё."},
		{"short limit EN", EN, []engine.Event{long}, 30, "…and more."},
		{"short limit RU", RU, []engine.Event{long}, 30, "…и это ещё не всё."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got string
			if tc.max == MaxDescribe {
				got = Describe(tc.l, tc.evs)
			} else {
				tl := teller{l: tc.l, evs: tc.evs}
				tl.tell()
				got = limit(tc.l, tl.sentences(), tc.max)
			}
			if n := utf8.RuneCountInString(got); n > tc.max {
				t.Errorf("%d characters, want at most %d: %q", n, tc.max, got)
			}
			if !strings.HasSuffix(got, tc.more) {
				t.Errorf("got %q, want it to end with %q", got, tc.more)
			}
		})
	}
}

func TestDescribeEmpty(t *testing.T) {
	for _, l := range Langs() {
		if got := Describe(l, nil); got != "" {
			t.Errorf("%s: Describe(nil) = %q, want \"\"", l, got)
		}
	}
}
