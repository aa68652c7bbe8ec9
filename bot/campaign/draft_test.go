package campaign_test

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/campaign"
	"github.com/jackalbot/jackal/engine"
)

func TestNewDraftDeterministic(t *testing.T) {
	island := game("i1", "a5 b4 c3/a")
	d1 := campaign.NewDraft(42, nil, island, abc)
	d2 := campaign.NewDraft(42, nil, island, abc)
	if !reflect.DeepEqual(d1, d2) {
		t.Fatalf("the same seed drew %v and %v", d1, d2)
	}
	if d1.Island != "i1" {
		t.Errorf("Island = %q", d1.Island)
	}
	// The draw is pinned: a stored seed must redraw the same cards in
	// every build.
	pinned := map[uint64][]engine.Ability{
		0:  campaign.NewDraft(0, nil, island, abc).Offered,
		1:  campaign.NewDraft(1, nil, island, abc).Offered,
		42: d1.Offered,
	}
	want := map[uint64]string{0: pin0, 1: pin1, 42: pin42}
	for seed, got := range pinned {
		if s := names(got); s != want[seed] {
			t.Errorf("seed %d drew %s, pinned %s", seed, s, want[seed])
		}
	}
	// Different seeds draw differently.
	seen := map[string]bool{}
	for seed := uint64(0); seed < 50; seed++ {
		seen[names(campaign.NewDraft(seed, nil, island, abc).Offered)] = true
	}
	if len(seen) < 40 {
		t.Errorf("50 seeds drew only %d different offers", len(seen))
	}
}

// The draws of seeds 0, 1 and 42 from the full deck.
const (
	pin0  = "pathfinder,duelist,swimmer,shrinekeeper"
	pin1  = "surefoot,junglerunner,navigator,strongman"
	pin42 = "swimmer,teetotaler,shrinekeeper,brawler"
)

func names(as []engine.Ability) string {
	var s []string
	for _, a := range as {
		s = append(s, a.String())
	}
	return strings.Join(s, ",")
}

func TestNewDraftOffered(t *testing.T) {
	island := game("i", "a5 b4/a")
	all := engine.Abilities()
	tests := []struct {
		name string
		held []campaign.Holding
		want int
	}{
		{"full deck", nil, 4},
		{"held are out", holdings(all[:5]...), 4},
		{"three left", holdings(all[:9]...), 3},
		{"one left", holdings(all[:11]...), 1},
		{"skips hold nothing", append(holdings(all[:8]...), campaign.Holding{Player: "a"}, campaign.Holding{Player: "b"}), 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			count := map[engine.Ability]int{}
			for seed := uint64(0); seed < 300; seed++ {
				d := campaign.NewDraft(seed, tt.held, island, abcd)
				if len(d.Offered) != tt.want {
					t.Fatalf("seed %d: offered %v, want %d cards", seed, d.Offered, tt.want)
				}
				for i, a := range d.Offered {
					if a <= engine.NoAbility || a >= engine.NumAbilities {
						t.Fatalf("seed %d: offered %v", seed, d.Offered)
					}
					if slices.Contains(d.Offered[:i], a) {
						t.Fatalf("seed %d: %s offered twice: %v", seed, a, d.Offered)
					}
					for _, h := range tt.held {
						if h.Ability == a {
							t.Fatalf("seed %d: offered %s, held by %s", seed, a, h.Player)
						}
					}
					count[a]++
				}
			}
			free := 12
			for _, h := range tt.held {
				if h.Ability != engine.NoAbility {
					free--
				}
			}
			if len(count) != free {
				t.Errorf("300 draws offered %d different abilities of %d free", len(count), free)
			}
		})
	}
	d := campaign.NewDraft(7, holdings(all...), island, abcd)
	if d.Offered != nil || len(d.Order) != 0 || !d.Done() {
		t.Errorf("an empty deck drafts: %+v", d)
	}
}

// holdings gives abilities to pirates of players d, c, b, a in turn
// (pirates 1, 2, 3), as an earlier part of a campaign would.
func holdings(as ...engine.Ability) []campaign.Holding {
	var out []campaign.Holding
	for i, a := range as {
		out = append(out, campaign.Holding{Player: string(rune('z' - i%4)), Pirate: i/4 + 1, Ability: a})
	}
	return out
}

func TestNewDraftOrder(t *testing.T) {
	full := []campaign.Holding{
		{Player: "b", Pirate: 1, Ability: engine.Scout},
		{Player: "b", Pirate: 2, Ability: engine.Brawler},
		{Player: "b", Pirate: 3, Ability: engine.Duelist},
	}
	tests := []struct {
		name    string
		island  string
		players []campaign.Player
		held    []campaign.Holding
		want    string
	}{
		{"winner first, then by coins", "a3 b9 c5 d4/b", abcd, nil, "b c d a"},
		{"exactly 3 coins is enough, 2 is not", "a3 b2 c7 d0/c", abcd, nil, "c a"},
		{"the winner first even with fewer coins (a team)", "a4 b6 c6 d3/a d", abcd, nil, "a d b c"},
		{"equal coins by the players' order", "a5 b5 c5/c", abc, nil, "c a b"},
		{"equal coins by the players' order, reversed", "a5 b5 c5/c", []campaign.Player{bob, cat, ann}, nil, "c b a"},
		{"shared winners by coins then order", "a5 b6 c5 d5/a b c", abcd, nil, "b a c d"},
		{"a winner below 3 does not pick", "a2 b1 c0/a", abc, nil, ""},
		{"a winner below 3, others may", "a2 b1 c0 d4/a", abcd, nil, "d"},
		{"a draw: by coins", "a4 b8 c4", abc, nil, "b a c"},
		{"absent players do not pick", "a5/a", abcd, nil, "a"},
		{"a full crew is out", "a4 b9 c5/b", abc, full, "c a"},
		{"two free pirates are enough", "a4 b9 c5/b", abc, full[:2], "b c a"},
		{"unknown ids never pick", "a4 z9/z", abc, nil, "a"},
		{"nobody eligible", "a1 b2 c0/b", abc, nil, ""},
		{"no game at all", "", abc, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := campaign.NewDraft(3, tt.held, game("i", tt.island), tt.players)
			if got := strings.Join(d.Order, " "); got != tt.want {
				t.Errorf("Order = %q, want %q", got, tt.want)
			}
			p, ok := d.Picker()
			if tt.want == "" {
				if ok || !d.Done() || d.Offered != nil {
					t.Errorf("nobody eligible, yet Picker %q %v, Done %v, Offered %v", p, ok, d.Done(), d.Offered)
				}
				return
			}
			if !ok || p != d.Order[0] || d.Done() || len(d.Offered) != 4 {
				t.Errorf("Picker = %q %v, Done %v, Offered %v", p, ok, d.Done(), d.Offered)
			}
		})
	}
}

// draft is a draft with known cards: a, b and c pick in turn.
func draft() campaign.Draft {
	return campaign.Draft{
		Island:  "i1",
		Offered: []engine.Ability{engine.Strongman, engine.Scout, engine.Duelist, engine.Swimmer},
		Order:   []string{"a", "b", "c"},
	}
}

// step is one call on a draft: a pick, or a skip when the ability is "skip".
type step struct {
	player, ability string
	pirate          int
	name            string
}

func (s step) do(d *campaign.Draft, held []campaign.Holding) error {
	if s.ability == "skip" {
		return d.Skip(s.player)
	}
	a := engine.NoAbility
	if s.ability != "-" {
		var err error
		if a, err = engine.ParseAbility(s.ability); err != nil {
			panic(err)
		}
	}
	return d.Choose(s.player, a, s.pirate, s.name, held)
}

func TestDraftRefusals(t *testing.T) {
	held := []campaign.Holding{
		{Player: "b", Pirate: 2, Ability: engine.Navigator, Name: "Flint"},
		{Player: "a", Pirate: 1, Ability: engine.Teetotaler},
	}
	tests := []struct {
		name   string
		before []step
		held   []campaign.Holding
		try    step
		want   error
	}{
		{"another player's pick", nil, held, step{"b", "scout", 1, ""}, campaign.ErrNotYourPick},
		{"a stranger", nil, held, step{"z", "scout", 1, ""}, campaign.ErrNotYourPick},
		{"a stranger skips", nil, held, step{"z", "skip", 0, ""}, campaign.ErrNotYourPick},
		{"out of turn after a pick", []step{{"a", "scout", 2, ""}}, held, step{"a", "duelist", 3, ""}, campaign.ErrNotYourPick},
		{"a skip out of turn", nil, held, step{"c", "skip", 0, ""}, campaign.ErrNotYourPick},
		{"not offered", nil, held, step{"a", "navigator", 2, ""}, campaign.ErrNoSuchAbility},
		{"no ability", nil, held, step{"a", "-", 2, ""}, campaign.ErrNoSuchAbility},
		{"taken in this draft", []step{{"a", "scout", 2, ""}}, held, step{"b", "scout", 1, ""}, campaign.ErrTaken},
		{"held in the campaign meanwhile", nil, append(held, campaign.Holding{Player: "c", Pirate: 1, Ability: engine.Duelist}),
			step{"a", "duelist", 2, ""}, campaign.ErrTaken},
		{"pirate 0", nil, held, step{"a", "scout", 0, ""}, campaign.ErrBadPirate},
		{"pirate 4", nil, held, step{"a", "scout", 4, ""}, campaign.ErrBadPirate},
		{"pirate -1", nil, held, step{"a", "scout", -1, ""}, campaign.ErrBadPirate},
		{"the pirate already holds one", nil, held, step{"a", "scout", 1, ""}, campaign.ErrBadPirate},
		{"the pirate already holds one, later", []step{{"a", "skip", 0, ""}}, held, step{"b", "scout", 2, "Silver"}, campaign.ErrBadPirate},
		{"a name too long", nil, held, step{"a", "scout", 2, strings.Repeat("x", 33)}, campaign.ErrBadName},
		{"a control character", nil, held, step{"a", "scout", 2, "Long\nJohn"}, campaign.ErrBadName},
		{"pick after done", []step{{"a", "skip", 0, ""}, {"b", "skip", 0, ""}, {"c", "skip", 0, ""}}, held,
			step{"a", "scout", 2, ""}, campaign.ErrDraftOver},
		{"skip after done", []step{{"a", "scout", 2, ""}, {"b", "duelist", 1, ""}, {"c", "skip", 0, ""}}, held,
			step{"c", "skip", 0, ""}, campaign.ErrDraftOver},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := draft()
			for _, s := range tt.before {
				if err := s.do(&d, tt.held); err != nil {
					t.Fatalf("%v: %v", s, err)
				}
			}
			before := d
			before.Picks = slices.Clone(d.Picks)
			err := tt.try.do(&d, tt.held)
			if !errors.Is(err, tt.want) {
				t.Fatalf("%v: %v, want %v", tt.try, err, tt.want)
			}
			if !reflect.DeepEqual(d, before) {
				t.Errorf("a refused call changed the draft: %+v, was %+v", d, before)
			}
		})
	}
}

func TestDraftRunsOut(t *testing.T) {
	d := campaign.Draft{Offered: []engine.Ability{engine.Surefoot}, Order: []string{"a", "b", "c"}}
	if err := d.Skip("a"); err != nil {
		t.Fatal(err)
	}
	if err := d.Choose("b", engine.Surefoot, 3, "", nil); err != nil {
		t.Fatal(err)
	}
	if !d.Done() {
		t.Fatal("the last card taken, the draft is not done")
	}
	if p, ok := d.Picker(); ok {
		t.Errorf("Picker = %q after the last card", p)
	}
	if err := d.Skip("c"); !errors.Is(err, campaign.ErrDraftOver) {
		t.Errorf("Skip after the last card: %v", err)
	}
}

func TestDraftPicks(t *testing.T) {
	held := []campaign.Holding{{Player: "a", Pirate: 1, Ability: engine.Teetotaler}}
	d := draft()
	steps := []step{
		{"a", "duelist", 3, "  Long John "},
		{"b", "skip", 0, ""},
		{"c", "SCOUT", 1, "Одноглазый"},
	}
	for i, s := range steps {
		if p, ok := d.Picker(); !ok || p != s.player || d.Done() {
			t.Fatalf("step %d: Picker %q %v, Done %v", i, p, ok, d.Done())
		}
		if err := s.do(&d, held); err != nil {
			t.Fatalf("%v: %v", s, err)
		}
	}
	want := []campaign.Holding{
		{Player: "a", Pirate: 3, Ability: engine.Duelist, Name: "Long John"},
		{Player: "b"},
		{Player: "c", Pirate: 1, Ability: engine.Scout, Name: "Одноглазый"},
	}
	if !reflect.DeepEqual(d.Picks, want) {
		t.Errorf("Picks = %+v, want %+v", d.Picks, want)
	}
	if got := d.Taken(); !reflect.DeepEqual(got, []campaign.Holding{want[0], want[2]}) {
		t.Errorf("Taken = %+v", got)
	}
	if got := names(d.Remaining()); got != "strongman,swimmer" {
		t.Errorf("Remaining = %s", got)
	}
	if !d.Done() || d.Next != 3 {
		t.Errorf("Done %v, Next %d", d.Done(), d.Next)
	}
}

func TestFreePirates(t *testing.T) {
	held := []campaign.Holding{
		{Player: "a", Pirate: 2, Ability: engine.Scout},
		{Player: "b", Pirate: 1, Ability: engine.Duelist},
		{Player: "a", Pirate: 3}, // a skip holds nothing
	}
	for player, want := range map[string][]int{"a": {1, 3}, "b": {2, 3}, "c": {1, 2, 3}} {
		if got := campaign.FreePirates(held, player); !reflect.DeepEqual(got, want) {
			t.Errorf("FreePirates(%s) = %v, want %v", player, got, want)
		}
	}
}
