package web

import (
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
)

// TestActionLabels: the actions offered carry labels in the viewer's
// language, as the chat's buttons read (the page showed the notation,
// English in a Russian page).
func TestActionLabels(t *testing.T) {
	r := newGameRig(t, "cards", "")
	r.playSome(1) // p1 lays a card: undo and ready are offered
	for _, tc := range []struct {
		lang, action, want string
	}{
		{"ru", "undo", "↩ вернуть"},
		{"ru", "ready", "✓ готово"},
		{"en", "undo", "↩ undo"},
	} {
		var v View
		tok := r.signer.Sign(Claims{Game: r.id, Key: r.key, User: "1", Role: RolePlay, Lang: tc.lang, Expires: r.now.Add(time.Hour).Unix()})
		r.get("/g/"+r.id+"/view", tok, &v)
		got := "(not offered)"
		for _, a := range v.Legal {
			if a.A == tc.action {
				got = a.Label
			}
		}
		if got != tc.want {
			t.Errorf("%s %q labelled %q, want %q", tc.lang, tc.action, got, tc.want)
		}
	}
	ru := labelWords{lang: narrate.RU}
	for _, tc := range []struct{ action, want string }{
		{"W1 e5 +c", "W1 e5 +монета"},
		{"W1 f6/2", "W1 f6/2"},
		{"stay", "остаться"},
		{"ship h1", "⛵ h1"},
		{"W2 shoot e5", ""},
	} {
		a, err := engine.Parse(tc.action)
		if err != nil {
			t.Fatal(err)
		}
		if got := classicLabel(ru, a); got != tc.want {
			t.Errorf("%q labelled %q, want %q", tc.action, got, tc.want)
		}
	}
	if got := (archipirataDrawing{}).action(nil, "take 1 ccw", ru).Label; got != "1 ↺" {
		t.Errorf("take 1 ccw labelled %q", got)
	}
}
