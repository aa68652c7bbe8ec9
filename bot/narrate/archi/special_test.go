package archi

import (
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// TestCardOutcomes: what a card did depends on what came after it and on
// the view: a third compass, an aid with or without someone to help, a
// sabre on a harbor, a draw.
func TestCardOutcomes(t *testing.T) {
	s := deal(t, 2, false, 1)
	plain := ar.ViewFor(&s, 0)
	s.Pend = ar.PendAid
	aid := ar.ViewFor(&s, 0)
	s.Pend = ar.PendNone
	s.Perm[2] = ar.Harbor
	harbor := ar.ViewFor(&s, 0)
	act := func(c ar.Card) ar.Event { return ar.Event{Kind: ar.EvActivated, Island: 2, Card: c} }
	tests := []struct {
		v    *ar.View
		evs  []ar.Event
		want string
	}{
		{&plain, []ar.Event{act(ar.Compass)}, "Red found a compass on island 3, a third one this turn: kept, but it changes nothing."},
		{&plain, []ar.Event{act(ar.Compass), {Kind: ar.EvExtraTurn}}, "Red found a compass on island 3. No combat: the compass gave Red another turn."},
		{&aid, []ar.Event{act(ar.Aid)}, "Red found an aid card on island 3 and may put an injured pirate back on any island."},
		{&plain, []ar.Event{act(ar.Aid)}, "Red found an aid card on island 3, but had nobody injured to help."},
		{&plain, []ar.Event{act(ar.Aid), {Kind: ar.EvAided, Island: 4}}, "Red found an aid card on island 3. Red put an injured pirate back on island 5."},
		{nil, []ar.Event{act(ar.Aid)}, "Red found an aid card on island 3."},
		{&harbor, []ar.Event{act(ar.Sabre)}, "Red drew a sabre on island 3, but the harbor there keeps everyone safe."},
		{&plain, []ar.Event{act(ar.Bomb)}, "Red set off a bomb on island 3, but nobody else was there."},
		{&plain, []ar.Event{{Kind: ar.EvGameOver, N: 1}}, "Game over: a draw."},
		{&plain, []ar.Event{{Kind: ar.EvRevealed, Island: 1, Card: ar.Kraken}}, "Red revealed a kraken on island 2: it injures one pirate of each colour there."},
	}
	for _, tc := range tests {
		if got := Events(narrate.EN, tc.evs, tc.v); got != tc.want {
			t.Errorf("%v:\n got %q\nwant %q", tc.evs, got, tc.want)
		}
	}
}

// TestJollyRoger: his first use only reveals him, unless his team's
// captain's gold comes from him; a teammate's Jacquotte Delahaye does not
// count.
func TestJollyRoger(t *testing.T) {
	s := deal(t, 4, true, 1)
	s.Captain[0], s.Captain[2] = ar.JollyRoger, ar.JacquotteDelahaye
	s.Revealed[0], s.Revealed[2], s.Spent[2] = true, true, true
	s.CapGold[0] = 1
	e := []ar.Event{{Kind: ar.EvCaptain, Seat: 0, N: uint8(ar.JollyRoger)}}
	v := ar.ViewFor(&s, ar.Spectator)
	reveal := "Red called on captain Jolly Roger: the flag is up, and from now on three bombs and a sabre buy a gold chest."
	if got := Events(narrate.EN, e, &v); got != reveal {
		t.Errorf("reveal: got %q", got)
	}
	s.CapGold[0] = 2
	v = ar.ViewFor(&s, ar.Spectator)
	if got := Events(narrate.RU, e, &v); got != "Красные призвали капитана Весёлого Роджера: три бомбы и сабля обменяны на сундук золота." {
		t.Errorf("trade: got %q", got)
	}
}
