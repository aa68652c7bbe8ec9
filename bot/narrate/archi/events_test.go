package archi

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// kindSamples is one event of each kind, told alone.
var kindSamples = []ar.Event{
	{Kind: ar.EvTaken, Island: 1, N: 3},
	{Kind: ar.EvRumSpent, Island: 4, Card: ar.Rum},
	{Kind: ar.EvSown, Island: 2, Colour: ar.White},
	{Kind: ar.EvWhirlpool, Island: 5},
	{Kind: ar.EvActivated, Island: 4, Card: ar.Sabre},
	{Kind: ar.EvChest, Island: 4, Card: ar.Gold},
	{Kind: ar.EvRevealed, Island: 4, Card: ar.Fort},
	{Kind: ar.EvTavern, Island: 5, Card: ar.Bomb},
	{Kind: ar.EvStorm, Island: 4, N: 2},
	{Kind: ar.EvInjured, Island: 3, Colour: ar.Red},
	{Kind: ar.EvAided, Island: 6, Colour: ar.Red},
	{Kind: ar.EvLooked, Island: 7},
	{Kind: ar.EvCombat, Island: 3, Colour: ar.White, N: 1},
	{Kind: ar.EvExtraTurn},
	{Kind: ar.EvGameOver, Colour: ar.White},
	{Kind: ar.EvCaptain, N: uint8(ar.ChingShih)},
}

func TestEveryEventKind(t *testing.T) {
	if got, want := len(kindSamples), int(ar.EvCaptain); got != want {
		t.Fatalf("%d samples for %d event kinds", got, want)
	}
	v := view(t, 0)
	for _, l := range narrate.Langs() {
		var texts []string
		for k, e := range kindSamples {
			if e.Kind != ar.EventKind(k+1) {
				t.Fatalf("sample %d is %v", k, e)
			}
			s := Events(l, []ar.Event{e}, v)
			checkText(t, l, "Events "+e.String(), s)
			texts = append(texts, s)
		}
		distinct(t, string(l)+" event kind", texts)
		if got := Events(l, nil, v); got != "" {
			t.Errorf("%s: no events told as %q", l, got)
		}
		if got := Events(l, []ar.Event{{Kind: 99}}, nil); got == "" {
			t.Errorf("%s: an unknown event is silent", l)
		}
	}
}

// cardEvents are, for each card, the events that tell it: activated
// equipment, a chest claimed, a permanent revealed.
func cardEvents() [][]ar.Event {
	var out [][]ar.Event
	for c := ar.Sabre; c <= ar.Rum; c++ {
		out = append(out, []ar.Event{{Kind: ar.EvActivated, Island: 2, Card: c}})
	}
	for _, c := range []ar.Card{ar.Gold, ar.RumChest, ar.Chest} {
		out = append(out, []ar.Event{{Kind: ar.EvChest, Island: 2, Card: c}})
	}
	for c := ar.Reef; c <= ar.Kraken; c++ {
		out = append(out, []ar.Event{{Kind: ar.EvRevealed, Island: 2, Card: c}})
	}
	for c := ar.Sabre; c <= ar.RumChest; c++ {
		out = append(out, []ar.Event{{Kind: ar.EvTavern, Island: 3, Card: c}})
	}
	return out
}

func TestEveryCard(t *testing.T) {
	v := view(t, 0)
	for _, l := range narrate.Langs() {
		var texts []string
		for _, evs := range cardEvents() {
			s := Events(l, evs, v)
			checkText(t, l, "Events "+evs[0].String(), s)
			texts = append(texts, s)
		}
		distinct(t, string(l)+" card", texts)
	}
}

func TestEveryCaptain(t *testing.T) {
	s := deal(t, 2, true, 1)
	v := ar.ViewFor(&s, 0)
	for _, l := range narrate.Langs() {
		var texts []string
		for c := ar.BenitoBonito; c <= ar.AnneBonny; c++ {
			e := ar.Event{Kind: ar.EvCaptain, N: uint8(c)}
			if c == ar.BenitoBonito {
				e.Island = 1
			}
			got := Events(l, []ar.Event{e}, &v)
			checkText(t, l, "Events "+e.String(), got)
			if !strings.Contains(got, captainAcc(l, c)) {
				t.Errorf("%s: %v told without its name: %q", l, c, got)
			}
			texts = append(texts, got)
		}
		texts = append(texts, Events(l, []ar.Event{{Kind: ar.EvCaptain, N: uint8(ar.BenitoBonito), Island: 2}}, &v))
		gold := v
		gold.CapGold[0] = 1 // Jolly Roger traded: his team has a captain's gold
		texts = append(texts, Events(l, []ar.Event{{Kind: ar.EvCaptain, N: uint8(ar.JollyRoger)}}, &gold))
		distinct(t, string(l)+" captain", texts)
	}
}

func TestSowing(t *testing.T) {
	sown := func(i uint8, c ar.Colour) ar.Event { return ar.Event{Kind: ar.EvSown, Island: i, Colour: c} }
	tests := []struct {
		l    narrate.Lang
		evs  []ar.Event
		want string
	}{
		{narrate.EN, []ar.Event{{Kind: ar.EvTaken, Island: 1, N: 3}, sown(2, ar.Red), sown(3, ar.White), sown(4, ar.Red)},
			"Red took 3 pirates from island 2 and sowed them clockwise: red on 3, white on 4 and red on 5."},
		{narrate.EN, []ar.Event{{Kind: ar.EvTaken, Island: 1, N: 3}, sown(2, ar.Red), sown(3, ar.Red), sown(4, ar.Red)},
			"Red took 3 red pirates from island 2 and sowed them clockwise to islands 3, 4 and 5."},
		{narrate.RU, []ar.Event{{Kind: ar.EvTaken, Island: 1, N: 3}, sown(2, ar.Red), sown(3, ar.Red), sown(4, ar.Red)},
			"Красные взяли трёх красных пиратов с острова 2 и разложили их по часовой стрелке на острова 3, 4 и 5."},
		{narrate.EN, []ar.Event{{Kind: ar.EvTaken, Island: 0, N: 1}, sown(7, ar.White)},
			"Red took a white pirate from island 1 and sowed it anticlockwise to island 8."},
		{narrate.RU, []ar.Event{{Kind: ar.EvTaken, Island: 0, N: 1}, sown(7, ar.White)},
			"Красные взяли одного белого пирата с острова 1 и переставили его против часовой стрелки на остров 8."},
		// A rum skip doubled by Piet Hein, then a whirlpool: 4 islands on,
		// clockwise all the same.
		{narrate.EN, []ar.Event{{Kind: ar.EvTaken, Island: 0, N: 1}, {Kind: ar.EvRumSpent, Island: 1, Card: ar.RumChest},
			{Kind: ar.EvWhirlpool, Island: 3}, sown(4, ar.Red)},
			"Red took a red pirate from island 1 and sowed it clockwise to island 5, skipping island 2 with a rum chest; the whirlpool on island 4 carried a pirate on."},
		{narrate.RU, []ar.Event{{Kind: ar.EvTaken, Island: 0, N: 2}, {Kind: ar.EvWhirlpool, Island: 4}, sown(3, ar.White),
			{Kind: ar.EvWhirlpool, Island: 4}, sown(2, ar.White)},
			"Красные взяли двух белых пиратов с острова 1 и разложили их против часовой стрелки на острова 4 и 3; водоворот на острове 5 унёс дальше двух пиратов."},
		{narrate.RU, []ar.Event{{Kind: ar.EvTaken, Island: 5, N: 2}, {Kind: ar.EvRumSpent, Island: 4, Card: ar.Rum}, sown(3, ar.Red), sown(2, ar.White)},
			"Красные взяли двух пиратов с острова 6 и разложили их против часовой стрелки: красного на 4 и белого на 3, пропустив остров 5 благодаря рому."},
	}
	v := view(t, ar.Spectator)
	for _, tc := range tests {
		if got := Events(tc.l, tc.evs, v); got != tc.want {
			t.Errorf("%s %v:\n got %q\nwant %q", tc.l, tc.evs, got, tc.want)
		}
	}
}

// TestEventsInFourSeats: in the team game every sentence names the seat
// that acted as the first one does, as the lobby names it ("Red 2" every
// time, "Red" only for Red's first player): a compass's extra turn, and
// the move it gave, read as the same player's, never as the teammate's.
func TestEventsInFourSeats(t *testing.T) {
	s := deal(t, 4, false, 3)
	v := ar.ViewFor(&s, ar.Spectator)
	run := func(seat uint8) []ar.Event {
		return []ar.Event{{Kind: ar.EvTaken, Seat: seat, Island: 1, N: 1}, {Kind: ar.EvSown, Seat: seat, Island: 2},
			{Kind: ar.EvActivated, Seat: seat, Island: 2, Card: ar.Compass}, {Kind: ar.EvExtraTurn, Seat: seat},
			{Kind: ar.EvTaken, Seat: seat, Island: 5, N: 1}, {Kind: ar.EvSown, Seat: seat, Island: 6},
			{Kind: ar.EvActivated, Seat: seat, Island: 6, Card: ar.Rum}}
	}
	tests := []struct {
		l    narrate.Lang
		seat uint8
		want string
	}{
		{narrate.EN, 2, "Red 2 took a red pirate from island 2 and sowed it clockwise to island 3. Red 2 found a compass on island 3. " +
			"No combat: the compass gave Red 2 another turn. Red 2 took a red pirate from island 6 and sowed it clockwise to island 7. " +
			"Red 2 found a rum on island 7 and kept it to skip an island later."},
		{narrate.RU, 2, "Красные 2 взяли одного красного пирата с острова 2 и переставили его по часовой стрелке на остров 3. " +
			"Красные 2 нашли компас на острове 3. Боя нет: компас дал красным 2 ещё один ход. " +
			"Красные 2 взяли одного красного пирата с острова 6 и переставили его по часовой стрелке на остров 7. " +
			"Красные 2 нашли ром на острове 7 и припрятали его, чтобы потом пропустить остров."},
		{narrate.EN, 3, "White 2 took a red pirate from island 2 and sowed it clockwise to island 3. White 2 found a compass on island 3. " +
			"No combat: the compass gave White 2 another turn. White 2 took a red pirate from island 6 and sowed it clockwise to island 7. " +
			"White 2 found a rum on island 7 and kept it to skip an island later."},
		{narrate.RU, 3, "Белые 2 взяли одного красного пирата с острова 2 и переставили его по часовой стрелке на остров 3. " +
			"Белые 2 нашли компас на острове 3. Боя нет: компас дал белым 2 ещё один ход. " +
			"Белые 2 взяли одного красного пирата с острова 6 и переставили его по часовой стрелке на остров 7. " +
			"Белые 2 нашли ром на острове 7 и припрятали его, чтобы потом пропустить остров."},
		{narrate.EN, 0, "Red took a red pirate from island 2 and sowed it clockwise to island 3. Red found a compass on island 3. " +
			"No combat: the compass gave Red another turn. Red took a red pirate from island 6 and sowed it clockwise to island 7. " +
			"Red found a rum on island 7 and kept it to skip an island later."},
		{narrate.RU, 1, "Белые взяли одного красного пирата с острова 2 и переставили его по часовой стрелке на остров 3. " +
			"Белые нашли компас на острове 3. Боя нет: компас дал белым ещё один ход. " +
			"Белые взяли одного красного пирата с острова 6 и переставили его по часовой стрелке на остров 7. " +
			"Белые нашли ром на острове 7 и припрятали его, чтобы потом пропустить остров."},
	}
	for _, tc := range tests {
		if got := Events(tc.l, run(tc.seat), &v); got != tc.want {
			t.Errorf("%s, seat %d:\n got %q\nwant %q", tc.l, tc.seat, got, tc.want)
		}
	}
}

func TestInjuries(t *testing.T) {
	inj := func(i uint8, c ar.Colour) ar.Event { return ar.Event{Kind: ar.EvInjured, Island: i, Colour: c} }
	tests := []struct {
		l    narrate.Lang
		evs  []ar.Event
		want string
	}{
		{narrate.EN, []ar.Event{{Kind: ar.EvActivated, Island: 4, Card: ar.Bomb}, inj(4, ar.Red), inj(4, ar.White), inj(4, ar.White)},
			"Red set off a bomb on island 5 and injured a red pirate and 2 white pirates."},
		{narrate.RU, []ar.Event{{Kind: ar.EvActivated, Island: 4, Card: ar.Bomb}, inj(4, ar.Red), inj(4, ar.White), inj(4, ar.White)},
			"Красные взорвали бомбу на острове 5 и ранили красного пирата и двух белых пиратов."},
		{narrate.RU, []ar.Event{{Kind: ar.EvCombat, Island: 2, Colour: ar.Red, N: 2}, inj(2, ar.White), inj(2, ar.White), inj(5, ar.Red)},
			"Бой на острове 3: красные задавили числом белых — ранены два белых пирата. Красный пират на острове 6 ранен и отправлен на дирижабль."},
		{narrate.EN, []ar.Event{{Kind: ar.EvRevealed, Island: 2, Card: ar.Kraken}, inj(2, ar.Red), inj(2, ar.White)},
			"Red revealed a kraken on island 3, which seized a red pirate and a white pirate."},
		{narrate.EN, []ar.Event{{Kind: ar.EvRevealed, Island: 2, Card: ar.Storm}, {Kind: ar.EvStorm, Island: 2, N: 5}},
			"Red revealed a storm on island 3, which blew 5 pirates on to island 4."},
		{narrate.RU, []ar.Event{{Kind: ar.EvRevealed, Island: 7, Card: ar.Storm}, {Kind: ar.EvStorm, Island: 7, N: 3}},
			"Красные открыли шторм на острове 8, и он сдул трёх пиратов на остров 1."},
	}
	v := view(t, ar.Spectator)
	for _, tc := range tests {
		if got := Events(tc.l, tc.evs, v); got != tc.want {
			t.Errorf("%s %v:\n got %q\nwant %q", tc.l, tc.evs, got, tc.want)
		}
	}
}

// TestLookedShowsTheSeer: the seat that looked hears what the pile holds;
// nobody else does.
func TestLookedShowsTheSeer(t *testing.T) {
	s := deal(t, 2, false, 5)
	s.Seen[1] = 1 << 3
	e := []ar.Event{{Kind: ar.EvLooked, Seat: 1, Island: 3}}
	own := ar.ViewFor(&s, 1)
	other := ar.ViewFor(&s, 0)
	got := Events(narrate.EN, e, &own)
	if !strings.Contains(got, CardName(narrate.EN, s.Pile[3][5])) {
		t.Errorf("the seer hears %q, without the permanent %v", got, s.Pile[3][5])
	}
	if g := Events(narrate.EN, e, &other); g != "White looked at the pile on island 4." {
		t.Errorf("the other seat hears %q", g)
	}
}

// TestLookedNotAfterATake: once a card was taken from the pile looked at
// (a reply told in the same events), the seer's narration does not list
// the pile as it is now as if it were what was seen.
func TestLookedNotAfterATake(t *testing.T) {
	s := deal(t, 2, false, 5)
	s.Seen[1] = 1 << 3
	e := []ar.Event{{Kind: ar.EvLooked, Seat: 1, Island: 3, N: 0}}
	s.Top[3] = 1 // the top card taken since
	own := ar.ViewFor(&s, 1)
	if g := Events(narrate.EN, e, &own); g != "White looked at the pile on island 4." {
		t.Errorf("the seer hears %q after the pile changed", g)
	}
}
