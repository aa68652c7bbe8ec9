package campaign

import (
	"fmt"
	sm "github.com/jackalbot/jackal/engine/splitmix"
	"sort"

	"github.com/jackalbot/jackal/engine"
)

// DraftCards is how many ability cards a draft draws (rulebook: "Draw 4
// cards from the Abilities deck").
const DraftCards = 4

// MinCoins is what a crew must have brought aboard on an island to take
// part in the draft after it (rulebook: "every player who managed to get 3
// or more coins").
const MinCoins = 3

// Holding is an ability written on one named pirate of a player, kept for
// the whole campaign (ARCHIPELAGO.md §8: W2 "Long John"). A Holding with
// NoAbility records a skipped pick.
type Holding struct {
	Player string // player ID
	// Pirate is the player's pirate number, 1 … 3 (the pirate keeps its
	// number while its crew's colour may change between islands).
	Pirate  int
	Ability engine.Ability
	// Name is the pirate's name given by the player ("" allowed; see
	// CleanName).
	Name string
}

// Draft is the ability draft after an island (ARCHIPELAGO.md §8): every
// player whose crew got MinCoins or more coins on that island may take one
// ability; DraftCards abilities are drawn (seeded) from those not yet held
// in the campaign; the island's winner picks first, then the others by
// that island's rank; the cards left go back to the deck. Its fields are
// exported so that a draft can be stored between picks.
type Draft struct {
	Island  string           // the GameID of the island drafted after
	Offered []engine.Ability // the cards drawn, face up
	Order   []string         // eligible player IDs in pick order
	Next    int              // index in Order of the player to pick
	Picks   []Holding        // picks made, in order (a skipped pick is a Holding with NoAbility)
}

// NewDraft draws the draft after island. held is every Holding of the
// campaign so far (all players); players are the campaign's players in
// their order.
//
// Rulings where the rules leave a point open:
//   - Eligible are the players with MinCoins or more in island.Scores; a
//     player below that never picks, even when cards are left after the
//     eligible have picked, and even a winner below it (a win by 2 coins
//     to 1) does not pick.
//   - A player whose three pirates already hold an ability is not eligible
//     either: a pirate holds one ability, never swapped.
//   - The deck is the twelve abilities less those held in the campaign
//     (their cards lie in front of their owners); the cards offered but not
//     taken go back and may be drawn again after a later island.
//   - DraftCards cards are drawn however few players are eligible (the
//     winner chooses among four); fewer when fewer are left in the deck.
//   - The order is the island's winners first (several on a shared win or
//     a team's), then the others by the island's coins, most first; equal
//     coins, and several winners, go by coins then the players' order.
//
// The Order is empty, Offered nil and the draft Done at once when nobody is
// eligible or the deck is empty. The same seed, holdings, island and players
// always give the same draft, in every build (the draw uses its own
// generator, not math/rand).
func NewDraft(seed uint64, held []Holding, island GameResult, players []Player) Draft {
	d := Draft{Island: island.GameID}
	deck := make([]engine.Ability, 0, engine.NumAbilities)
	for _, a := range engine.Abilities() {
		if !heldAbility(held, a) {
			deck = append(deck, a)
		}
	}
	type cand struct {
		id          string
		winner      bool
		coins, seat int
	}
	var cs []cand
	seen := map[string]bool{}
	for i, p := range players {
		coins, in := island.Scores[p.ID]
		if seen[p.ID] || !in || coins < MinCoins || freePirate(held, nil, p.ID) == 0 {
			continue
		}
		seen[p.ID] = true
		cs = append(cs, cand{id: p.ID, winner: island.won(p.ID), coins: coins, seat: i})
	}
	if len(cs) == 0 || len(deck) == 0 {
		return d
	}
	sort.SliceStable(cs, func(i, j int) bool {
		a, b := cs[i], cs[j]
		if a.winner != b.winner {
			return a.winner
		}
		if a.coins != b.coins {
			return a.coins > b.coins
		}
		return a.seat < b.seat
	})
	for _, c := range cs {
		d.Order = append(d.Order, c.id)
	}
	// A partial Fisher–Yates shuffle: the first k cards of the deck.
	r := splitmix{seed}
	k := min(DraftCards, len(deck))
	for i := 0; i < k; i++ {
		j := i + r.intn(len(deck)-i)
		deck[i], deck[j] = deck[j], deck[i]
	}
	d.Offered = deck[:k:k]
	return d
}

// Picker is the player to pick now; false when the draft is Done.
func (d *Draft) Picker() (string, bool) {
	if d.Done() {
		return "", false
	}
	return d.Order[d.Next], true
}

// Done reports whether the draft is over: every eligible player has picked
// or skipped, or no offered card is left.
func (d Draft) Done() bool {
	return d.Next >= len(d.Order) || len(d.Remaining()) == 0
}

// Remaining lists the offered cards not taken yet, in the order drawn.
func (d Draft) Remaining() []engine.Ability {
	var out []engine.Ability
	for _, a := range d.Offered {
		if !d.taken(a) {
			out = append(out, a)
		}
	}
	return out
}

// Taken lists the picks that took an ability (skips left out): what the
// campaign adds to its holdings.
func (d Draft) Taken() []Holding {
	var out []Holding
	for _, h := range d.Picks {
		if h.Ability != engine.NoAbility {
			out = append(out, h)
		}
	}
	return out
}

// Choose has the player to pick take ability a, offered and not taken in
// this draft, onto the player's pirate 1 … 3, named name (see CleanName;
// the name is stored cleaned). held is the campaign's holdings (it may
// already hold this draft's earlier picks). The pirate must hold no
// ability yet, in held or in this draft. Refusals, in this order:
// ErrDraftOver, ErrNotYourPick, ErrNoSuchAbility, ErrTaken, ErrBadPirate,
// ErrBadName; a refused call changes nothing.
func (d *Draft) Choose(player string, a engine.Ability, pirate int, name string, held []Holding) error {
	if err := d.turn(player); err != nil {
		return err
	}
	offered := false
	for _, o := range d.Offered {
		offered = offered || o == a
	}
	switch {
	case !offered || a == engine.NoAbility:
		return fmt.Errorf("%w: %s is not among the cards drawn (%s)", ErrNoSuchAbility, a, abilityList(d.Offered))
	case d.taken(a) || heldAbility(held, a):
		return fmt.Errorf("%w: %s already belongs to a pirate", ErrTaken, a)
	case pirate < 1 || pirate > 3:
		return fmt.Errorf("%w: pirate %d: a crew has pirates 1, 2 and 3", ErrBadPirate, pirate)
	}
	if h, ok := holds(held, d.Picks, player, pirate); ok {
		return fmt.Errorf("%w: pirate %d already holds %s; a pirate holds one ability", ErrBadPirate, pirate, h.Ability)
	}
	clean, err := CleanName(name)
	if err != nil {
		return err
	}
	d.Picks = append(d.Picks, Holding{Player: player, Pirate: pirate, Ability: a, Name: clean})
	d.Next++
	return nil
}

// Skip records "no pick" for the player to pick (absent, the deadline
// passed, or declined: taking an ability is optional). Refusals:
// ErrDraftOver, ErrNotYourPick.
func (d *Draft) Skip(player string) error {
	if err := d.turn(player); err != nil {
		return err
	}
	d.Picks = append(d.Picks, Holding{Player: player})
	d.Next++
	return nil
}

// turn refuses a pick or skip by anyone but the picker.
func (d *Draft) turn(player string) error {
	p, ok := d.Picker()
	switch {
	case !ok:
		return ErrDraftOver
	case player != p:
		return fmt.Errorf("%w: it is %s's pick", ErrNotYourPick, p)
	}
	return nil
}

// taken reports whether a was picked in this draft.
func (d Draft) taken(a engine.Ability) bool {
	return heldAbility(d.Picks, a)
}

// heldAbility reports whether a pirate in hs holds a.
func heldAbility(hs []Holding, a engine.Ability) bool {
	for _, h := range hs {
		if h.Ability == a && a != engine.NoAbility {
			return true
		}
	}
	return false
}

// holds finds the ability on player's pirate in held or picks.
func holds(held, picks []Holding, player string, pirate int) (Holding, bool) {
	for _, hs := range [][]Holding{held, picks} {
		for _, h := range hs {
			if h.Player == player && h.Pirate == pirate && h.Ability != engine.NoAbility {
				return h, true
			}
		}
	}
	return Holding{}, false
}

// FreePirates lists player's pirates (1 … 3) that hold no ability in
// held: those a pick may go on.
func FreePirates(held []Holding, player string) []int {
	var out []int
	for p := 1; p <= 3; p++ {
		if _, ok := holds(held, nil, player, p); !ok {
			out = append(out, p)
		}
	}
	return out
}

// freePirate is player's first pirate (1 … 3) holding no ability; 0 when
// all three hold one.
func freePirate(held, picks []Holding, player string) int {
	for p := 1; p <= 3; p++ {
		if _, ok := holds(held, picks, player, p); !ok {
			return p
		}
	}
	return 0
}

// abilityList names abilities, for refusals.
func abilityList(as []engine.Ability) string {
	s := ""
	for i, a := range as {
		if i > 0 {
			s += ", "
		}
		s += a.String()
	}
	return s
}

// splitmix is SplitMix64 (Steele, Lea, Flood 2014): a small generator whose
// stream is fixed by its seed, so a stored seed redraws the same cards.
type splitmix struct{ s uint64 }

func (r *splitmix) next() uint64 { return sm.Next(&r.s) }

// intn is uniform in [0, n), n > 0, without modulo bias.
func (r *splitmix) intn(n int) int {
	bound := uint64(n)
	threshold := -bound % bound // 2^64 mod bound
	for {
		if x := r.next(); x >= threshold {
			return int(x % bound)
		}
	}
}
