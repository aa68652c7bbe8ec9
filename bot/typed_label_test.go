package bot

import (
	"context"
	"strings"
	"testing"
)

// TestByLabel: typed words that a button of the seat's legal actions
// says, in English or Russian, with or without its mark, name that
// action; words no button says, or several do, name none.
func TestByLabel(t *testing.T) {
	cardsLegal := []string{"lay horse", "lay arrow-ne", "lay arrow-nw", "undo", "ready"}
	for _, tc := range []struct {
		name  string
		game  string
		legal []string
		typed string
		want  string // "" for none
	}{
		{"ready in Russian", "cards", cardsLegal, "готово", "ready"},
		{"ready with its mark", "cards", cardsLegal, "✓ готово", "ready"},
		{"undo in capitals", "cards", cardsLegal, "ВЕРНУТЬ", "undo"},
		{"a card by its Russian name", "cards", cardsLegal, "конь", "lay horse"},
		{"an arrow with its glyph", "cards", cardsLegal, "стрелка ↗", "lay arrow-ne"},
		{"an arrow without it: two buttons", "cards", cardsLegal, "стрелка", ""},
		{"a Russian direction", "cards", []string{"n", "ne", "e"}, "св", "ne"},
		{"no", "cards", []string{"play weapon", "no"}, "нет", "no"},
		{"words no button says", "cards", cardsLegal, "поехали", ""},
		{"nothing typed", "cards", cardsLegal, "  ", ""},
		{"a mark alone", "cards", cardsLegal, "✓", ""},
		{"classic: a piece is no bottle", "classic", []string{"bottle W1", "W2 d4"}, "W1", ""},
		{"classic: a cell is no move", "classic", []string{"W1 e5", "W2 d4"}, "e5", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := byLabel(faceOf(tc.game), func() []string { return tc.legal }, tc.typed)
			if got != tc.want || ok != (tc.want != "") {
				t.Fatalf("byLabel(%q) = %q, %v; want %q", tc.typed, got, ok, tc.want)
			}
		})
	}
}

// TestCardsTypedButtonWords: at the terminal a player who types a
// button's Russian words ("готово") plays that button.
func TestCardsTypedButtonWords(t *testing.T) {
	f, box := cardsFixtureIn(t, Chat{Key: "term:local", Platform: PlatformTerminal, ID: "local"}, "islands=1", 2)
	u := user("1")
	seat, action := firstSecretAction(t, box, u)
	for _, step := range []struct{ typed, want string }{
		{labelKey(faceOf("cards").label("ru", action)), action}, // the card's Russian name
		{"готово", "ready"},
	} {
		f.b.Handle(context.Background(), Request{Chat: f.chat, User: u, Command: "move", Args: step.typed}, box)
		log := f.game().Log
		if len(log) == 0 || log[len(log)-1] != "@"+seat+" "+step.want {
			t.Fatalf("typed %q: log ends %v, want @%s %s (answers %v)", step.typed, log[max(0, len(log)-2):], seat, step.want, box.answers)
		}
	}
}

// firstSecretAction is the seat and action of the first button of the
// private board user u was shown last.
func firstSecretAction(t *testing.T, box *secretBox, u User) (seat, action string) {
	t.Helper()
	first, _, ok := box.lastSecret(u.ID)
	if !ok || len(flatten(first.Buttons)) == 0 {
		t.Fatalf("player %s has no private board", u.ID)
	}
	d, err := ParseButtonData(flatten(first.Buttons)[0].Data)
	if err != nil {
		t.Fatal(err)
	}
	seat, action, _ = strings.Cut(d.Arg, ":")
	return seat, action
}

// TestTypedOnARussianKeyboard: a move typed with Cyrillic letters that
// look like the notation's Latin ones (р for p) is that move.
func TestTypedOnARussianKeyboard(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "move", "shiр h1") // a Cyrillic р
	if log := f.game().Log; len(log) != 1 || log[0] != "ship h1" {
		t.Fatalf("typed with a Cyrillic р: log %v, answers %v", log, f.out.answers)
	}
}
