package narrate

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago"
	"github.com/jackalbot/jackal/engine/game"
)

// TestAbilityNames checks that every ability has a name and a rule in
// both languages, and none for no ability.
func TestAbilityNames(t *testing.T) {
	seen := map[string]bool{}
	for _, a := range engine.Abilities() {
		for _, l := range Langs() {
			name, rule := AbilityName(l, a), AbilityRule(l, a)
			checkText(t, l, "ability "+a.String(), name)
			checkText(t, l, "rule of "+a.String(), rule)
			if seen[string(l)+name] {
				t.Errorf("%s: two abilities are called %q", l, name)
			}
			seen[string(l)+name] = true
		}
	}
	if AbilityName(EN, engine.NoAbility) != "" || AbilityRule(RU, engine.NumAbilities) != "" {
		t.Error("no ability has a name")
	}
}

// TestAbilityEvents checks the sentences of the abilities' events, alone
// and in a paragraph, and of the strongman's two coins.
func TestAbilityEvents(t *testing.T) {
	e := func(typ engine.EventType, mod func(*engine.Event)) engine.Event {
		x, _ := representative(t, typ)
		if mod != nil {
			mod(&x)
		}
		return x
	}
	tests := []struct {
		e      engine.Event
		en, ru string
	}{
		{e(engine.EvAbility, nil), "W1, the surefoot, kept its footing at e5.", "W1, ловкач, устоял на ногах (e5)."},
		{e(engine.EvAbility, func(x *engine.Event) { x.N = int8(engine.Teetotaler) }),
			"W1, the teetotaler, left the barrel alone at e5.", "W1, трезвенник, не притронулся к бочке (e5)."},
		{e(engine.EvSharpshot, nil), "W1 shot B1 at e4: back aboard.", "W1 подстрелил B1 на e4: обратно на борт."},
		{e(engine.EvScouted, nil), "W1 scouted e5.", "W1 разведал клетку e5."},
		{e(engine.EvDuel, func(x *engine.Event) { x.N = 2 }), "W1 won the duel at e5 and took two coins from B1.",
			"W1 выиграл поединок на e5 и отнял у B1 две монеты."},
		{e(engine.EvDuel, func(x *engine.Event) { x.Piece = engine.MIS }), "W1 won the duel at e5 and took one coin from the missionary.",
			"W1 выиграл поединок на e5 и отнял у миссионера одну монету."},
		{e(engine.EvPeeked, func(x *engine.Event) { x.Kind, x.N = engine.Crocodile, int8(engine.Scout) }),
			"Scouting, W1 sees e5: a crocodile.", "Разведчик W1 видит e5: крокодил."},
		{e(engine.EvMoved, func(x *engine.Event) { x.Gold = engine.DragTwoCoins }),
			"W1 went from e4 to e5 with two coins.", "W1 перешёл с e4 на e5 с двумя монетами."},
		{e(engine.EvGoldBanked, func(x *engine.Event) { x.Gold = engine.DragTwoCoins }),
			"W1 brought two coins aboard white's ship.", "W1 доставил две монеты на корабль белых."},
		{e(engine.EvGoldSunk, func(x *engine.Event) { x.Gold = engine.DragTwoCoins }), "Two coins sank at e5.", "Две монеты утонули (e5)."},
	}
	for _, tc := range tests {
		if got := Event(EN, tc.e); got != tc.en {
			t.Errorf("EN %s\n got %q\nwant %q", tc.e.Type, got, tc.en)
		}
		if got := Event(RU, tc.e); got != tc.ru {
			t.Errorf("RU %s\n got %q\nwant %q", tc.e.Type, got, tc.ru)
		}
	}
	for _, tc := range []struct {
		evs    []engine.Event
		en, ru string
	}{
		{[]engine.Event{e(engine.EvSharpshot, nil)}, "W1 shot B1 at e4 back aboard.", "W1 подстрелил B1 на e4, и тот вернулся на борт."},
		{[]engine.Event{e(engine.EvScouted, nil), e(engine.EvPeeked, func(x *engine.Event) { x.N = int8(engine.Scout) })},
			"W1 scouted e5.", "W1 разведал клетку e5."},
		{[]engine.Event{e(engine.EvAbility, func(x *engine.Event) { x.N = int8(engine.Swimmer) })},
			"W1 kept hold of its coin, as the swimmer.", "W1 удержал монету: он пловец."},
		{[]engine.Event{e(engine.EvDuel, nil)}, "W1 won one coin from B1 in the duel.", "W1 отнял у B1 в поединке одну монету."},
	} {
		if got := Describe(EN, tc.evs); got != tc.en {
			t.Errorf("EN paragraph\n got %q\nwant %q", got, tc.en)
		}
		if got := Describe(RU, tc.evs); got != tc.ru {
			t.Errorf("RU paragraph\n got %q\nwant %q", got, tc.ru)
		}
	}
}

// TestExplainAbility checks the refusal of an action needing an ability,
// in both languages.
func TestExplainAbility(t *testing.T) {
	err := fmt.Errorf("%w: %w", engine.ErrIllegal, engine.ErrAbility)
	for _, a := range []engine.Action{
		engine.Shoot(engine.W1, cell(t, "e5")), engine.ScoutAt(engine.W1, cell(t, "e5")),
		{Kind: engine.ActMove, Piece: engine.W1, To: cell(t, "e5"), Drag: engine.DragTwoCoins},
		{Kind: engine.ActMove, Piece: engine.NoPiece, To: cell(t, "e5")},
	} {
		for _, l := range Langs() {
			got := Explain(l, err, a, nil)
			checkText(t, l, "Explain "+a.String(), got)
			if got == Explain(l, errUnknown, a, nil) {
				t.Errorf("%s: %s explained as an unknown error", l, a)
			}
		}
	}
}

// TestAbilityGames plays random games of Archipelago with every pirate
// holding an ability and tells every event, each action's paragraph and
// the refusals in both languages: no event goes untold.
func TestAbilityGames(t *testing.T) {
	kinds := map[engine.EventType]bool{}
	for g := 0; g < 12; g++ {
		deck := engine.Abilities()
		r := rand.New(rand.NewPCG(uint64(g), 3))
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		var grants []archipelago.Grant
		for p := engine.W1; p < engine.BEN; p++ {
			grants = append(grants, archipelago.Grant{Pirate: p, Ability: deck[p]})
		}
		o := game.Options{Variants: []string{"island=first", archipelago.VariantAbilities + "=" + archipelago.FormatAbilities(grants)}}
		s, err := archipelago.Rules{}.Deal(o, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		var buf []engine.Action
		for n := 0; !s.Over && n < 1500; n++ {
			buf = s.LegalInto(buf)
			a := buf[r.IntN(len(buf))]
			for _, b := range buf { // shoot and scout often, that their events come
				if (b.Kind == engine.ActShoot || b.Kind == engine.ActScout) && r.IntN(2) == 0 {
					a = b
				}
			}
			var evs []engine.Event
			if err := s.Play(a, &evs); err != nil {
				t.Fatalf("game %d: %s: %v", g, a, err)
			}
			v := engine.ViewFor(&s, engine.White)
			public := engine.VisibleEvents(evs, engine.NoCrew)
			for _, l := range Langs() {
				if d := DescribeAfter(l, public, &v); len(public) > 0 {
					checkText(t, l, "Describe "+a.String(), d)
				}
				for _, e := range evs {
					kinds[e.Type] = true
					checkText(t, l, "Event "+e.Type.String(), Event(l, e))
				}
			}
		}
	}
	for _, k := range []engine.EventType{engine.EvAbility, engine.EvSharpshot, engine.EvScouted} {
		if !kinds[k] {
			t.Errorf("no %s event in the games", k)
		}
	}
}
