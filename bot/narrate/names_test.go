package narrate

import (
	"testing"

	"github.com/jackalbot/jackal/engine"
)

func TestCrewNames(t *testing.T) {
	tests := []struct {
		l    Lang
		c    engine.Crew
		k    Case
		want string
	}{
		{EN, engine.White, Nom, "white"},
		{EN, engine.Black, Gen, "black"},
		{RU, engine.White, Nom, "белые"},
		{RU, engine.Yellow, Gen, "жёлтых"},
		{RU, engine.Black, Dat, "чёрным"},
		{RU, engine.Red, Acc, "красных"},
		{RU, engine.White, Ins, "белыми"},
		{RU, engine.Yellow, Pre, "жёлтых"},
		{RU, engine.NoCrew, Nom, "?"},
		{EN, engine.NoCrew, Nom, "?"},
		{RU, engine.Red, Case(99), "красные"},
	}
	for _, tc := range tests {
		if got := CrewNameIn(tc.l, tc.c, tc.k); got != tc.want {
			t.Errorf("CrewNameIn(%s, %d, %d) = %q, want %q", tc.l, tc.c, tc.k, got, tc.want)
		}
	}
	if got := CrewName(RU, engine.Red); got != "красные" {
		t.Errorf("CrewName(RU, red) = %q", got)
	}
}

func TestPieceNames(t *testing.T) {
	tests := []struct {
		l    Lang
		p    engine.PieceID
		k    Case
		want string
	}{
		{EN, engine.W1, Nom, "W1"},
		{RU, engine.R3, Dat, "R3"},
		{EN, engine.BEN, Nom, "Ben Gunn"},
		{EN, engine.FRI, Acc, "Friday"},
		{EN, engine.MIS, Nom, "the missionary"},
		{RU, engine.BEN, Nom, "Бен Ганн"},
		{RU, engine.BEN, Acc, "Бена Ганна"},
		{RU, engine.FRI, Nom, "Пятница"},
		{RU, engine.FRI, Acc, "Пятницу"},
		{RU, engine.FRI, Dat, "Пятнице"},
		{RU, engine.FRI, Ins, "Пятницей"},
		{RU, engine.MIS, Nom, "миссионер"},
		{RU, engine.MIS, Gen, "миссионера"},
		{RU, engine.MIS, Dat, "миссионеру"},
		{RU, engine.NoPiece, Nom, "?"},
	}
	for _, tc := range tests {
		if got := PieceNameIn(tc.l, tc.p, tc.k); got != tc.want {
			t.Errorf("PieceNameIn(%s, %s, %d) = %q, want %q", tc.l, tc.p, tc.k, got, tc.want)
		}
	}
	if got := PieceName(RU, engine.FRI); got != "Пятница" {
		t.Errorf("PieceName(RU, FRI) = %q", got)
	}
}

func TestTileNamesEveryKind(t *testing.T) {
	for _, l := range Langs() {
		seen := map[string]engine.Kind{}
		for k := engine.Hidden; k < engine.NumKinds; k++ {
			name := TileName(l, k)
			if name == "" || name == "?" || tileObject(l, k) == "" {
				t.Errorf("%s %s: no name", l, k)
			}
			if other, dup := seen[name]; dup {
				t.Errorf("%s: %s and %s are both %q", l, other, k, name)
			}
			seen[name] = k
		}
		if got := TileName(l, engine.NumKinds); got != "?" {
			t.Errorf("%s: kind out of range named %q", l, got)
		}
	}
}

func TestTileNamesRussian(t *testing.T) {
	tests := []struct {
		k        engine.Kind
		nom, acc string
	}{
		{engine.Cannon, "пушка", "пушку"},
		{engine.Crocodile, "крокодил", "крокодила"},
		{engine.Ogre, "людоед", "людоеда"},
		{engine.Forest, "джунгли", "джунгли"},
		{engine.Thicket, "чаща", "чащу"},
		{engine.Balloon, "воздушный шар", "воздушный шар"},
		{engine.Rum, "бочонок рома", "бочонок рома"},
		{engine.NativeFort, "крепость с аборигенкой", "крепость с аборигенкой"},
	}
	for _, tc := range tests {
		if got := TileName(RU, tc.k); got != tc.nom {
			t.Errorf("TileName(RU, %s) = %q, want %q", tc.k, got, tc.nom)
		}
		if got := tileObject(RU, tc.k); got != tc.acc {
			t.Errorf("tileObject(RU, %s) = %q, want %q", tc.k, got, tc.acc)
		}
	}
}

func TestParseTile(t *testing.T) {
	tests := []struct {
		in   string
		want engine.Kind
		ok   bool
	}{
		{"cannon", engine.Cannon, true},
		{"ARROW-2D", engine.Arrow2D, true},
		{"native fort", engine.NativeFort, true},
		{"  the   native fort ", engine.NativeFort, true},
		{"пушка", engine.Cannon, true},
		{"Пушку", engine.Cannon, true},
		{"самолет", engine.Plane, true},
		{"Бен Ганн", engine.BenGunn, true},
		{"чаща", engine.Thicket, true},
		{"джунгли", engine.Forest, true},
		// the rulebook's and the players' other words
		{"ром", engine.Rum, true},
		{"Бочка рома", engine.Rum, true},
		{"ловушка", engine.Trap, true},
		{"сундук", engine.Coin1, true},
		{"аборигенка", engine.NativeFort, true},
		{"тропическая роща", engine.Smoke, true},
		{"бутылка", engine.Bottle1, true},
		{"rum", engine.Rum, true},
		{"hidden", engine.Hidden, false},
		{"dragon", engine.Hidden, false},
		{"", engine.Hidden, false},
	}
	for _, tc := range tests {
		got, ok := ParseTile(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("ParseTile(%q) = %s, %v; want %s, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestCellName(t *testing.T) {
	tests := []struct {
		l    Lang
		c    engine.Cell
		want string
	}{
		{EN, engine.CellAt(4, 4), "e5"},
		{RU, engine.CellAt(4, 4), "e5"},
		{RU, engine.CellAt(12, 12), "m13"},
		{EN, engine.NoCell, "off the board"},
		{RU, engine.NoCell, "вне поля"},
	}
	for _, tc := range tests {
		if got := CellName(tc.l, tc.c); got != tc.want {
			t.Errorf("CellName(%s, %d) = %q, want %q", tc.l, tc.c, got, tc.want)
		}
	}
}

func TestPlural(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{
		{0, "монет"}, {1, "монета"}, {2, "монеты"}, {4, "монеты"}, {5, "монет"}, {11, "монет"},
		{12, "монет"}, {14, "монет"}, {21, "монета"}, {22, "монеты"}, {25, "монет"}, {101, "монета"}, {111, "монет"},
	}
	for _, tc := range tests {
		if got := plural(tc.n, "монета", "монеты", "монет"); got != tc.want {
			t.Errorf("plural(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}
