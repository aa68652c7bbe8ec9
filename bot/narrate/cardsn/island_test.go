package cardsn

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// islandView is a 3-seat view on the catalogue's island id, every pirate
// off the card.
func islandView(id int) *cards.View {
	v := &cards.View{Seats: 3, NumIsl: 4, IslandID: uint8(id), Island: cards.Islands()[id].Island}
	for p := range v.Pos {
		v.Pos[p] = cards.NoCell
	}
	return v
}

func TestIslandGrid(t *testing.T) {
	// islands/01.txt, "First Landing", as its file draws it
	v := islandView(0)
	want := strings.Join([]string{
		"    a  b  c  d  e",
		" 5  ^  .  $2 .  .  5",
		" 4  $3 .  ~  .  .  4",
		" 3  ^  ~  ~  .  .  3",
		" 2  X  $1 ^  ~  ~  2",
		" 1  X  .  .  W  B  1",
		"    a  b  c  d  e",
		"Key: W the white landing (every pirate lands here); B the blue landing; . land; ^ rough ground (2 steps); X bandits; $1 $2 $3 gold; ~ water.",
	}, "\n")
	if got := Island(narrate.EN, v); got != want {
		t.Errorf("Island =\n%s\nwant\n%s", got, want)
	}
}

func TestIslandPirates(t *testing.T) {
	tests := []struct {
		name  string
		pos   [3]cards.Cell
		cells []string // substrings the text must hold
		not   []string
	}{
		{"none on the card", [3]cards.Cell{cards.NoCell, cards.NoCell, cards.NoCell}, nil, []string{"@", "Pirates"}},
		{"one", [3]cards.Cell{cards.CellAt(3, 0), cards.NoCell, cards.NoCell},
			[]string{" 1  X  .  .  @1 B  1", "Pirates: @1 Ann (d1)."}, []string{"@2", "@3"}},
		{"two share a cell", [3]cards.Cell{cards.NoCell, cards.CellAt(1, 1), cards.CellAt(1, 1)},
			[]string{" 2  X  @+ ^  ~  ~  2", "Pirates: @2 Player 2 (b2), @3 Player 3 (b2)."}, []string{"@1"}},
		{"each apart", [3]cards.Cell{cards.CellAt(0, 4), cards.CellAt(2, 4), cards.CellAt(4, 4)},
			[]string{" 5  @1 .  @2 .  @3 5"}, []string{"@+"}},
		{"off the grid is not drawn", [3]cards.Cell{cards.NoCell, cards.Cell(200), cards.NoCell}, nil, []string{"@"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := islandView(0)
			copy(v.Pos[:], tc.pos[:])
			got := Island(narrate.EN, v, "Ann")
			for _, s := range tc.cells {
				if !strings.Contains(got, s) {
					t.Errorf("missing %q in\n%s", s, got)
				}
			}
			for _, s := range tc.not {
				if strings.Contains(got, s) {
					t.Errorf("unexpected %q in\n%s", s, got)
				}
			}
		})
	}
}

func TestIslandRussian(t *testing.T) {
	v := islandView(0)
	v.Pos[1] = cards.CellAt(3, 0)
	got := Island(narrate.RU, v)
	for _, s := range []string{"Пираты: @2 Игрок 2 (d1).", "Обозначения: W белая точка высадки (здесь высаживается каждый пират); B синяя точка высадки; . суша; ^ заросли (2 шага); X бандиты; $1 $2 $3 золото; ~ вода."} {
		if !strings.Contains(got, s) {
			t.Errorf("missing %q in\n%s", s, got)
		}
	}
}

// TestIslandEveryCard: every island of the catalogue is drawn whole, its
// key lists just the codes it uses, and no card a hand may hold is named
// (the text may reach a group).
func TestIslandEveryCard(t *testing.T) {
	for id, card := range cards.Islands() {
		v := islandView(id)
		for _, l := range []narrate.Lang{narrate.EN, narrate.RU} {
			got := Island(l, v)
			lines := strings.Split(got, "\n")
			if len(lines) != int(card.Island.H)+3 {
				t.Fatalf("island %d: %d lines for %d rows:\n%s", id+1, len(lines), card.Island.H, got)
			}
			for c := range cards.NumKinds {
				if name := CardName(l, c); strings.Contains(strings.ToLower(got), strings.ToLower(name)) {
					t.Errorf("island %d names the card %q:\n%s", id+1, name, got)
				}
			}
			key := lines[len(lines)-1]
			for i, code := range islandCodes {
				tr := cards.Terrain(i)
				if tr.Gold() > 1 {
					continue // the key lists the gold once
				}
				uses := card.Island.Count(tr) > 0 || tr == cards.Gold1 && card.Island.Gold() > 0
				if lists := strings.Contains(key, " "+code+" "); lists != uses {
					t.Errorf("island %d: the key lists %q: %v, the card uses it: %v\n%s", id+1, code, lists, uses, got)
				}
			}
		}
	}
}

func TestIslandNone(t *testing.T) {
	if got := Island(narrate.EN, nil); got != "" {
		t.Errorf("nil view: %q", got)
	}
	if got := Island(narrate.EN, &cards.View{}); got != "" {
		t.Errorf("zero view: %q", got)
	}
}
