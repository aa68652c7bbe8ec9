package cardsn

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// sentinelsByName are engine/cards' sentinel errors by name;
// TestSentinelListComplete keeps it in step with engine/cards/errors.go.
var sentinelsByName = map[string]error{
	"ErrSyntax": cards.ErrSyntax, "ErrIllegal": cards.ErrIllegal, "ErrNotActing": cards.ErrNotActing,
	"ErrGameOver": cards.ErrGameOver, "ErrOptions": cards.ErrOptions, "ErrSnapshot": cards.ErrSnapshot,
	"ErrIsland": cards.ErrIsland,
}

// TestSentinelListComplete: every error variable engine/cards/errors.go
// declares is in sentinelsByName, so TestExplainEverySentinel covers a new
// one.
func TestSentinelListComplete(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "../../../engine/cards/errors.go", nil, 0)
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
					t.Errorf("cards.%s is not in sentinelsByName: explain it and list it", name.Name)
				}
			}
		}
	}
	if n < len(sentinelsByName) {
		t.Fatalf("found only %d error variables in engine/cards/errors.go", n)
	}
}

func TestExplainEverySentinel(t *testing.T) {
	unknown := errors.New("something else")
	for _, l := range narrate.Langs() {
		generic := Explain(l, unknown)
		checkText(t, l, "Explain unknown", generic)
		var texts []string
		for name, e := range sentinelsByName {
			got := Explain(l, fmt.Errorf("%w: details", e))
			checkText(t, l, "Explain "+name, got)
			if got == generic {
				t.Errorf("%s: %s explained as an unknown error", l, name)
			}
			if other := Explain(narrate.EN, e); l == narrate.RU && other == got {
				t.Errorf("%s: English and Russian are the same", name)
			}
			texts = append(texts, got)
		}
		distinct(t, string(l)+" Explain", texts)
		if Explain(l, nil) != "" {
			t.Errorf("%s: Explain(nil) is not empty", l)
		}
	}
	// The engine's own errors.
	s := deal(t, 2, 2, 1)
	_, perr := cards.Parse("jump 9")
	aerr := cards.Apply(&s, cards.Action{Kind: cards.ActDir, Dir: cards.E}, nil)
	nerr := cards.ApplyFor(&s, 3, cards.Action{Kind: cards.ActReady}, nil)
	_, derr := cards.Deal(cards.Options{Seats: 5}, 1)
	_, ierr := cards.ParseIsland("name: x\n. .")
	var u cards.State
	uerr := u.UnmarshalBinary([]byte{1, 2})
	for _, err := range []error{perr, aerr, nerr, derr, ierr, uerr} {
		if err == nil {
			t.Fatal("the engine accepted a bad input")
		}
		if got := Explain(narrate.EN, err); got == Explain(narrate.EN, unknown) {
			t.Errorf("%v explained as an unknown error", err)
		}
	}
	if got := Explain(narrate.EN, perr); !strings.Contains(got, "tortuga 2") {
		t.Errorf("a syntax error without the notation: %q", got)
	}
}

func TestRules(t *testing.T) {
	for _, l := range narrate.Langs() {
		r := Rules(l)
		if n := len([]rune(r)); n > MaxRules || n < 1000 {
			t.Errorf("%s: rules of %d characters", l, n)
		}
		for _, w := range []string{"plan horse", "undo", "ready", "tortuga 2", "pass", "nne", "play weapon", "rum @p2", "no"} {
			if !strings.Contains(r, w) {
				t.Errorf("%s: the rules do not show %q", l, w)
			}
		}
	}
	if Rules(narrate.EN) == Rules(narrate.RU) {
		t.Error("the rules are the same in both languages")
	}
}
