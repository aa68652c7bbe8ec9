package campaign

import "github.com/jackalbot/jackal/engine"

// NoAbility is no ability: the Holding of a skipped pick.
const NoAbility = engine.NoAbility

// AbilityOf reads an ability's id ("strongman"), as a store keeps it;
// NoAbility for "" or an id that names none.
func AbilityOf(id string) engine.Ability {
	a, err := engine.ParseAbility(id)
	if err != nil {
		return NoAbility
	}
	return a
}

// Ability is an ability of Jackal Archipelago (engine.Ability).
type Ability = engine.Ability
