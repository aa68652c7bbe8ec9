package engine

import "fmt"

// Ability is a pirate's special ability in Jackal Archipelago's campaigns
// (ARCHIPELAGO.md §8): written on one named pirate, kept for the whole
// campaign, optional to use, never swapped mid-island. Where an ability
// contradicts a rule, the ability wins. The zero value is no ability.
type Ability uint8

// The twelve abilities, in the order of ARCHIPELAGO.md §8.
const (
	NoAbility    Ability = iota
	Strongman            // drags up to 2 coins
	Swimmer              // keeps its coin in water, may climb from water onto a beach tile
	Navigator            // +1 to its boat's speed while aboard
	Brawler              // may attack while dragging a coin
	Sharpshooter         // instead of moving, sends an enemy 2 tiles away in a straight line to its boat
	Surefoot             // never falls into a pit, never sent back by a crocodile
	Teetotaler           // ignores barrels
	Pathfinder           // goes through labyrinths in one step fewer (at least 1)
	Scout                // once per island, looks at one face-down neighbour privately
	Junglerunner         // may carry a coin into the jungle and fight there
	Shrinekeeper         // revives on any shrine even with 3 fighters in play, once per island
	Duelist              // an enemy it attacks loses its coin to the duelist's tile
	NumAbilities
)

var abilityIDs = [NumAbilities]string{"-", "strongman", "swimmer", "navigator", "brawler", "sharpshooter",
	"surefoot", "teetotaler", "pathfinder", "scout", "junglerunner", "shrinekeeper", "duelist"}

// String is the ability's id, such as "strongman"; "-" for none.
func (a Ability) String() string {
	if a >= NumAbilities {
		return "?"
	}
	return abilityIDs[a]
}

// ParseAbility reads an ability's id, case-insensitively.
func ParseAbility(s string) (Ability, error) {
	for a := Strongman; a < NumAbilities; a++ {
		if equalFold(s, abilityIDs[a]) {
			return a, nil
		}
	}
	return NoAbility, fmt.Errorf("%w: %q is not an ability", ErrSyntax, s)
}

// Abilities lists the twelve abilities in order.
func Abilities() []Ability {
	out := make([]Ability, 0, NumAbilities-1)
	for a := Strongman; a < NumAbilities; a++ {
		out = append(out, a)
	}
	return out
}
