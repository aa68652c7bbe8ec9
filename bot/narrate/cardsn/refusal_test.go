package cardsn

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/engine/cards/scenario"
)

// tries are the texts a player may write: every card planned (the
// specials too), every Tortuga, word, direction, cell, special played
// and rum.
func tries(seats int) []string {
	var out []string
	for c := cards.Card(0); c < cards.NumKinds; c++ {
		out = append(out, "lay "+c.String())
	}
	out = append(out, "tortuga 1", "tortuga 2", "tortuga 3", "ready", "undo", "pass", "no",
		"play friday", "play weapon", "play double")
	for d := cards.Dir(0); d < cards.NumDirs; d++ {
		out = append(out, d.String())
	}
	for p := range seats {
		out = append(out, "rum @"+cards.SeatName(p))
	}
	for c := range cards.Cell(cards.MaxSide * cards.MaxSide) {
		out = append(out, c.String())
	}
	return out
}

// TestRefusalOnlyWhenIllegal plays random games and, before every
// action, tries every text for the seat that acts: Refusal is "" exactly
// for the legal ones (it explains every refusal of a seat that may act,
// and never refuses a legal action), in clean text of each language.
func TestRefusalOnlyWhenIllegal(t *testing.T) {
	explained := 0
	for seed := range uint64(12) {
		seats := 2 + int(seed%3)
		randomGame(t, seats, 2, seed, func(m move) {
			v := cards.ViewFor(&m.before, m.seat)
			var legal []string
			for _, a := range cards.LegalFor(&m.before, m.seat, nil) {
				legal = append(legal, a.String())
			}
			for _, try := range tries(seats) {
				for _, l := range []narrate.Lang{narrate.EN, narrate.RU} {
					why := Refusal(l, &v, try)
					ok := slices.Contains(legal, try)
					if a, err := cards.Parse(try); err == nil && a.Kind == cards.ActCell {
						// a cell is no listed action: Apply takes it as the direction reaching it
						cp := m.before
						ok = cards.ApplyFor(&cp, m.seat, a, nil) == nil
					}
					switch {
					case ok && why != "":
						t.Fatalf("seed %d: %q is legal (%v) but refused: %q", seed, try, legal, why)
					case !ok && why == "":
						t.Fatalf("seed %d: %q is refused (legal: %v) with no reason", seed, try, legal)
					case !ok:
						checkText(t, l, fmt.Sprintf("refusal of %q", try), why)
						explained++
					}
				}
			}
		})
	}
	if explained == 0 {
		t.Fatal("nothing was refused")
	}
}

// TestRefusalTexts: what each refusal says, and nothing for a seat that
// may not act (Explain's ErrNotActing says why) or no view.
func TestRefusalTexts(t *testing.T) {
	s := deal(t, 2, 2, 3)
	s.Hand[0] = [cards.NumKinds]uint8{}
	s.Hand[0][cards.ArrowNE], s.Hand[0][cards.FlagRed], s.Hand[0][cards.Rum] = 1, 1, 1
	s.Coins[0] = 1
	laid := s
	laid.Row[0][0], laid.RowN[0] = cards.ArrowNE, 1
	laid.Hand[0][cards.ArrowNE] = 0
	done := s
	done.Status[0] = cards.Ready
	tests := []struct {
		name string
		s    *cards.State
		l    narrate.Lang
		try  string
		want string
	}{
		{"a card not held", &s, narrate.EN, "plan horse", "You hold no horse. Your hand: arrow ↗, red flag and rum."},
		{"a card not held, Russian", &s, narrate.RU, "plan horse", "У вас нет карты «конь». На руке:"},
		{"the last of a kind laid", &laid, narrate.EN, "plan arrow-ne", "You hold no other arrow ↗."},
		{"a special", &s, narrate.EN, "plan rum", "A rum card is never laid in a row"},
		{"a special, Russian", &s, narrate.RU, "plan friday", "Карту «Пятница» не кладут в ряд"},
		{"a flag after a card", &laid, narrate.EN, "plan flag-red", "A flag may only start a row"},
		{"Tortuga too dear", &s, narrate.EN, "tortuga 2", "Tortuga 2 costs 2 coins; you have 1 coin."},
		{"Tortuga too dear, Russian", &s, narrate.RU, "tortuga 3", "Тортуга 3 стоит 3 монеты, а у вас 1 монета."},
		{"Tortuga with a row", &laid, narrate.EN, "tortuga 1", "instead of laying a row"},
		{"ready, no row", &s, narrate.EN, "ready", "Your row is empty: lay a card first"},
		{"undo, no row", &s, narrate.EN, "undo", "nothing to take back"},
		{"pass with cards", &s, narrate.EN, "pass", "Only a player holding no card"},
		{"a direction while planning", &s, narrate.EN, "ne", "answered while the rows are resolved"},
		{"a legal card", &s, narrate.EN, "plan arrow-ne", ""},
		{"no such word", &s, narrate.EN, "plan parrot", ""},
		{"a row confirmed", &done, narrate.EN, "plan horse", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := cards.ViewFor(tt.s, 0)
			got := Refusal(tt.l, &v, tt.try)
			if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
				t.Fatalf("%q: %q, want %q", tt.try, got, tt.want)
			}
		})
	}
	if got := Refusal(narrate.EN, nil, "ready"); got != "" {
		t.Fatalf("no view: %q", got)
	}
}

// TestRefusalDirection: while p1's arrow-ns is asked its direction on a
// one-row island, a cell off the card is refused by name, a cell of the
// card no direction reaches by the card's directions, and a legal answer
// (a direction, or a cell it reaches) is not refused.
func TestRefusalDirection(t *testing.T) {
	f, err := scenario.Parse([]byte("seats: 2\nisland: |\n  W . 3\nhands: {p1: [arrow-ns, arrow-ns]}\n" +
		"actions: [\"@p2 pass\", \"@p1 plan arrow-ns arrow-ns\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := f.Play()
	if err != nil {
		t.Fatal(err)
	}
	v := cards.ViewFor(&s, 0)
	for _, tt := range []struct {
		l         narrate.Lang
		try, want string
	}{
		{narrate.EN, "a2", "a2 is not on this island card"},
		{narrate.RU, "a2", "Клетки a2 нет на этой карте острова"},
		{narrate.EN, "b1", "Your arrow ↕ goes n or s only."},
		{narrate.EN, "e", "Your arrow ↕ goes n or s only."},
		{narrate.EN, "n", ""},
		{narrate.EN, "s", ""},
	} {
		if got := Refusal(tt.l, &v, tt.try); tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
			t.Errorf("%q: %q, want %q", tt.try, got, tt.want)
		}
	}
}
