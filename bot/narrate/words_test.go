package narrate

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestBottleOutOfThePit: Archipelago's crew spends a bottle on its own
// pirate in a pit (the engine tells it as the bottle spent, then the
// pirate freed by himself): the crew used the bottle and the pirate is
// out, never "Y1 used a bottle and freed Y1 from the pit".
func TestBottleOutOfThePit(t *testing.T) {
	spent := ev(engine.EvBottleSpent)
	spent.Crew, spent.Piece = engine.Yellow, engine.Y1
	freed := ev(engine.EvFreed)
	freed.Piece, freed.Crew, freed.By, freed.To = engine.Y1, engine.Yellow, engine.Y1, cell(t, "e5")
	v := seaView(t)
	for _, tc := range []struct {
		l                Lang
		describe, single string
	}{
		{EN, "Yellow used a bottle: Y1 is out of the pit.", "Y1 got out of the pit at e5."},
		{RU, "Жёлтые потратили бутылку: Y1 выбрался из ямы.", "Y1 выбрался из ямы на e5."},
	} {
		if got := DescribeAfter(tc.l, []engine.Event{spent, freed}, &v); got != tc.describe {
			t.Errorf("%s: DescribeAfter\n got %q\nwant %q", tc.l, got, tc.describe)
		}
		if got := EventAfter(tc.l, freed, &v); got != tc.single {
			t.Errorf("%s: EventAfter\n got %q\nwant %q", tc.l, got, tc.single)
		}
	}
	// A friend pulling him out is still told as before.
	friend := freed
	friend.By = engine.Y2
	if got := DescribeAfter(EN, []engine.Event{friend}, &v); got != "Y2 freed Y1 from the pit." {
		t.Errorf("a friend's rescue told as %q", got)
	}
}

// TestLabyrinthRuleSaysStepsOnce: an Archipelago labyrinth's name tells
// its steps, so its rule does not say them again ("Labyrinth of two
// steps: a labyrinth of 2 steps."); classic's spinners, named by their
// ground, still say them. A bottle tile's name tells its bottles, so its
// rule does not count them again either.
func TestLabyrinthRuleSaysStepsOnce(t *testing.T) {
	for _, tc := range []struct {
		l      Lang
		k      engine.Kind
		sea    bool
		prefix string
	}{
		{EN, engine.Forest, true, "Labyrinth of two steps: each step takes a turn"},
		{RU, engine.Forest, true, "Лабиринт в два шага: каждый шаг — отдельный ход"},
		{EN, engine.Mountains, true, "Labyrinth of five steps: each step takes a turn"},
		{RU, engine.Mountains, true, "Лабиринт в пять шагов: каждый шаг — отдельный ход"},
		{EN, engine.Forest, false, "Forest: a spinner of 2 steps. Each step"},
		{RU, engine.Mountains, false, "Горы: вертушка на 5 шагов. Каждый шаг"},
		{EN, engine.Bottle2, true, "Two bottles with messages: they go to the crew's supply. After its action"},
		{RU, engine.Bottle1, true, "Бутылка с посланием: она попадает в запас команды. После своего хода"},
	} {
		got := TileRule(tc.l, tc.k)
		if tc.sea {
			got = ArchipelagoTileRule(tc.l, tc.k)
		}
		if !strings.HasPrefix(got, tc.prefix) {
			t.Errorf("%s %s (sea %v):\n got %q\nwant it to begin %q", tc.l, tc.k, tc.sea, got, tc.prefix)
		}
		if strings.Contains(strings.ToLower(got), pick(tc.l, "labyrinth of 2", "лабиринт в 2")) {
			t.Errorf("%s: %q says the steps twice", tc.l, got)
		}
	}
}

// TestAgreedEndNamesThePlayers: classic and Archipelago have no captains:
// a game ended by agreement was ended by the players.
func TestAgreedEndNamesThePlayers(t *testing.T) {
	e := ev(engine.EvGameOver)
	e.N = engine.EndAgreed
	for _, tc := range []struct {
		l    Lang
		want string
	}{
		{EN, "Game over: the players agreed to end it."},
		{RU, "Игра окончена: игроки договорились её закончить."},
	} {
		if got := Describe(tc.l, []engine.Event{e}); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.l, got, tc.want)
		}
	}
}

// TestEarthquakeToldTruly: each step of the earthquake is told as it is
// (shaking the island with two tiles still to swap; the first tile
// picked), but once the swap is in the same telling (a computer's turn,
// an undo's "taken back") the tiles swapped are said, and nothing that
// was still to choose.
func TestEarthquakeToldTruly(t *testing.T) {
	moved := ev(engine.EvMoved)
	moved.Piece, moved.Crew, moved.From, moved.To, moved.How = engine.Y3, engine.Yellow, cell(t, "d8"), cell(t, "e7"), engine.HowStep
	revealed := ev(engine.EvRevealed)
	revealed.Piece, revealed.Crew, revealed.To, revealed.Kind = engine.Y3, engine.Yellow, cell(t, "e7"), engine.Earthquake
	choice := func(how engine.How) engine.Event {
		e := ev(engine.EvChoice)
		e.Piece, e.Crew, e.To, e.How = engine.Y3, engine.Yellow, cell(t, "e7"), how
		return e
	}
	first, second := choice(engine.ChooseEarthquake), choice(engine.ChooseEarthquake2)
	swapped := ev(engine.EvSwapped)
	swapped.From, swapped.To = cell(t, "k8"), cell(t, "f11")
	tests := []struct {
		name   string
		evs    []engine.Event
		en, ru string
	}{
		{"revealed", []engine.Event{moved, revealed, first},
			"Y3 went from d8 to e7 and shook the island: two tiles will swap.",
			"Y3 перешёл с d8 на e7 и вызвал землетрясение (две клетки поменяются местами)."},
		{"first tile", []engine.Event{second},
			"Y3 picked the first tile to swap.",
			"Y3 выбрал первую клетку для обмена."},
		{"second tile", []engine.Event{swapped},
			"The earthquake swapped k8 and f11.",
			"Землетрясение поменяло местами k8 и f11."},
		{"first and second tile", []engine.Event{second, swapped},
			"The earthquake swapped k8 and f11.",
			"Землетрясение поменяло местами k8 и f11."},
		{"the whole turn", []engine.Event{moved, revealed, first, second, swapped},
			"Y3 went from d8 to e7 and set off an earthquake that swapped k8 and f11.",
			"Y3 перешёл с d8 на e7 и вызвал землетрясение, поменявшее местами k8 и f11."},
	}
	for _, tc := range tests {
		for _, w := range []struct {
			l    Lang
			want string
		}{{EN, tc.en}, {RU, tc.ru}} {
			if got := Describe(w.l, tc.evs); got != w.want {
				t.Errorf("%s %s:\n got %q\nwant %q", tc.name, w.l, got, w.want)
			}
		}
	}
}

// TestBottleQuestionNamesTheMissionarysCrew: a bottle makes the missionary
// a pirate of the crew he joined (RULINGS §8), so a crew giving him one
// beside another crew's missionary is told whose pirate he becomes.
func TestBottleQuestionNamesTheMissionarysCrew(t *testing.T) {
	give := engine.Action{Kind: engine.ActGive, Piece: engine.MIS}
	pass := engine.Action{Kind: engine.ActPass}
	for _, tc := range []struct {
		name   string
		his    engine.Crew
		en, ru string
	}{
		{"his own crew", engine.White,
			"🍾 Bottles: 1. Spend one to make the missionary a pirate, or end the turn (✓ done).",
			"🍾 Бутылок: 1. Потратьте одну, чтобы сделать миссионера пиратом, или закончите ход (✓ готово)."},
		{"another crew", engine.Black,
			"🍾 Bottles: 1. Spend one to make the missionary a pirate of the black crew, or end the turn (✓ done).",
			"🍾 Бутылок: 1. Потратьте одну, чтобы сделать миссионера пиратом команды чёрных, или закончите ход (✓ готово)."},
	} {
		var v engine.View
		v.Turn = engine.White
		v.Pieces[engine.MIS] = engine.Piece{Status: engine.Alive, Crew: tc.his, At: engine.Cell(30)}
		for _, w := range []struct {
			l    Lang
			want string
		}{{EN, tc.en}, {RU, tc.ru}} {
			if got := BottleQuestion(w.l, &v, 1, []engine.Action{give, pass}); got != w.want {
				t.Errorf("%s %s:\n got %q\nwant %q", tc.name, w.l, got, w.want)
			}
		}
	}
}

// TestBearOneSentence: the bear's step and its victims make one sentence
// of the bear, the cell said once; its waking is told of the pirate that
// woke it, with the move that found the den.
func TestBearOneSentence(t *testing.T) {
	v := seaView(t)
	moved := ev(engine.EvMoved)
	moved.Piece, moved.Crew, moved.From, moved.To, moved.How = engine.R1, engine.Red, cell(t, "f6"), cell(t, "e5"), engine.HowStep
	revealed := ev(engine.EvRevealed)
	revealed.Piece, revealed.Crew, revealed.To, revealed.Kind = engine.R1, engine.Red, cell(t, "e5"), engine.BearDen
	woke := ev(engine.EvBearWoke)
	woke.By, woke.Crew, woke.To = engine.R1, engine.Red, cell(t, "e5")
	step := ev(engine.EvBearMoved)
	step.From, step.To = cell(t, "g3"), cell(t, "g4")
	mauled := func(p engine.PieceID, at string, killed bool) engine.Event {
		e := ev(engine.EvMauled)
		e.Piece, e.Crew, e.From, e.To = p, engine.Black, cell(t, at), cell(t, "a1")
		if killed {
			e.To = engine.NoCell
		}
		return e
	}
	tests := []struct {
		name   string
		evs    []engine.Event
		en, ru string
	}{
		{"woken", []engine.Event{moved, revealed, woke, mauled(engine.R1, "e5", false)},
			"R1 went from f6 to e5, found the bear's den and woke the bear. The bear mauled R1 at e5 (back aboard).",
			"R1 перешёл с f6 на e5, открыл берлогу и разбудил медведя. Медведь помял R1 на e5 (обратно на борт)."},
		{"a step and two victims", []engine.Event{step, mauled(engine.B2, "g4", false), mauled(engine.MIS, "g4", true)},
			"The bear went from g3 to g4, mauled B2 (back aboard) and killed the missionary.",
			"Медведь перешёл с g3 на g4, помял B2 (обратно на борт) и задрал миссионера."},
		{"a step elsewhere", []engine.Event{step, mauled(engine.B2, "g5", false)},
			"The bear went from g3 to g4 and mauled B2 at g5 (back aboard).",
			"Медведь перешёл с g3 на g4 и помял B2 на g5 (обратно на борт)."},
	}
	for _, tc := range tests {
		for _, w := range []struct {
			l    Lang
			want string
		}{{EN, tc.en}, {RU, tc.ru}} {
			if got := DescribeAfter(w.l, tc.evs, &v); got != w.want {
				t.Errorf("%s %s:\n got %q\nwant %q", tc.name, w.l, got, w.want)
			}
		}
	}
}

// TestCaveExitsTogether: pirates lost in the caves who come out of the
// cave just opened are told in one sentence, not one each.
func TestCaveExitsTogether(t *testing.T) {
	found := func(p engine.PieceID, at string) engine.Event {
		e := ev(engine.EvFound)
		e.Piece, e.Crew, e.To = p, engine.White, cell(t, at)
		return e
	}
	tests := []struct {
		evs    []engine.Event
		en, ru string
	}{
		{[]engine.Event{found(engine.W1, "e8"), found(engine.W2, "e8"), found(engine.BEN, "e8")},
			"W1, W2 and Ben Gunn came out of the cave at e8.", "W1, W2 и Бен Ганн выбрались из пещеры на e8."},
		{[]engine.Event{found(engine.W1, "e8")}, "W1 came out of the cave at e8.", "W1 выбрался из пещеры на e8."},
		{[]engine.Event{found(engine.W1, "e8"), found(engine.W2, "h2")},
			"W1 came out of the cave at e8. W2 came out of the cave at h2.", "W1 выбрался из пещеры на e8. W2 выбрался из пещеры на h2."},
	}
	for _, tc := range tests {
		for _, w := range []struct {
			l    Lang
			want string
		}{{EN, tc.en}, {RU, tc.ru}} {
			if got := Describe(w.l, tc.evs); got != w.want {
				t.Errorf("%s:\n got %q\nwant %q", w.l, got, w.want)
			}
		}
	}
}

// TestBottleOutOfTheLabyrinth: Archipelago's crew spends a bottle on its
// pirate in a labyrinth (the engine puts him on the last step, a move that
// goes nowhere): the crew used it, and the pirate may leave on his next
// move; classic's bottle, spent with the move it allows, is the piece's.
func TestBottleOutOfTheLabyrinth(t *testing.T) {
	spent := ev(engine.EvBottleSpent)
	spent.Crew, spent.Piece = engine.Red, engine.R2
	last := ev(engine.EvMoved)
	last.Piece, last.Crew, last.From, last.To, last.How, last.N = engine.R2, engine.Red, cell(t, "e5"), cell(t, "e5"), engine.HowAdvance, 4
	sea := seaView(t)
	for _, w := range []struct {
		l    Lang
		want string
	}{
		{EN, "Red used a bottle: R2 can leave the labyrinth at e5 on its next move."},
		{RU, "Красные потратили бутылку: R2 может следующим ходом выйти из лабиринта на e5."},
	} {
		if got := DescribeAfter(w.l, []engine.Event{spent, last}, &sea); got != w.want {
			t.Errorf("%s:\n got %q\nwant %q", w.l, got, w.want)
		}
	}
	step := ev(engine.EvMoved)
	step.Piece, step.Crew, step.From, step.To, step.How = engine.R2, engine.Red, cell(t, "e5"), cell(t, "e6"), engine.HowStep
	classic := classicView(t)
	if got := DescribeAfter(EN, []engine.Event{spent, step}, &classic); got != "R2 used a bottle and went from e5 to e6." {
		t.Errorf("classic's bottle told as %q", got)
	}
}

// TestBalloonBankNamesTheBoatOnce: a coin flown home by balloon is brought
// "aboard": the balloon's flight has named the boat or ship already.
func TestBalloonBankNamesTheBoatOnce(t *testing.T) {
	step := ev(engine.EvMoved)
	step.Piece, step.Crew, step.From, step.To, step.How, step.Gold = engine.R3, engine.Red, cell(t, "g5"), cell(t, "g4"), engine.HowStep, engine.DragCoin
	home := ev(engine.EvMoved)
	home.Piece, home.Crew, home.From, home.To, home.How, home.Gold = engine.R3, engine.Red, cell(t, "g4"), cell(t, "a5"), engine.HowBalloon, engine.DragCoin
	banked := ev(engine.EvGoldBanked)
	banked.Piece, banked.Crew, banked.To, banked.Gold = engine.R3, engine.Red, cell(t, "a5"), engine.DragCoin
	evs := []engine.Event{step, home, banked}
	sea, classic := seaView(t), classicView(t)
	for _, tc := range []struct {
		name string
		v    *engine.View
		l    Lang
		want string
	}{
		{"sea", &sea, EN, "R3 dragged a coin from g5 to g4, flew back to the boat by balloon and brought it aboard."},
		{"sea", &sea, RU, "R3 перетащил монету с g5 на g4, улетел на воздушном шаре к лодке и доставил её на борт."},
		{"classic", &classic, EN, "R3 dragged a coin from g5 to g4, flew home by balloon and brought it aboard."},
		{"classic", &classic, RU, "R3 перетащил монету с g5 на g4, улетел на воздушном шаре к кораблю и доставил её на борт."},
	} {
		if got := DescribeAfter(tc.l, evs, tc.v); got != tc.want {
			t.Errorf("%s %s:\n got %q\nwant %q", tc.name, tc.l, got, tc.want)
		}
	}
}

// TestMissionaryBottleOnHisWay: the missionary leaving a spinner with a
// bottle (classic's "!b") drinks it himself and turns pirate; his move is
// told after that sentence, not joined to "he is a pirate now", and no
// crew "gave" him the bottle.
func TestMissionaryBottleOnHisWay(t *testing.T) {
	spent := ev(engine.EvBottleSpent)
	spent.Crew, spent.Piece = engine.Black, engine.MIS
	conv := ev(engine.EvConverted)
	conv.Piece, conv.Crew, conv.To = engine.MIS, engine.Black, cell(t, "h9")
	moved := ev(engine.EvMoved)
	moved.Piece, moved.Crew, moved.From, moved.To, moved.How = engine.MIS, engine.Black, cell(t, "h9"), cell(t, "i10"), engine.HowStep
	v := classicView(t)
	for _, tc := range []struct {
		l    Lang
		want string
	}{
		{EN, "The missionary used a bottle, read the message and took up a cutlass: he is a pirate of the black crew now. The missionary went from h9 to i10."},
		{RU, "Миссионер потратил бутылку, прочитал послание и взялся за тесак: теперь он пират в команде чёрных. Миссионер перешёл с h9 на i10."},
	} {
		if got := DescribeAfter(tc.l, []engine.Event{spent, conv, moved}, &v); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.l, got, tc.want)
		}
	}
}
