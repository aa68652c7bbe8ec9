package bot

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/engine/archipelago/island"
	"github.com/jackalbot/jackal/engine/archipelago/islands"
)

// What /rules archipelago reads besides the tiles' names: an ability by
// its id or by the name the draft, the status and the narration call it
// ("strongman", "силач"), an island by its id or its name ("ring",
// "Кольцо", "The Ring"), and the bear, whose rule is its den's.

// archAbility is the ability arg names, by id or by its English or
// Russian name.
func archAbility(arg string) (engine.Ability, bool) {
	if a, err := engine.ParseAbility(arg); err == nil {
		return a, true
	}
	for _, a := range engine.Abilities() {
		for _, l := range []narrate.Lang{narrate.EN, narrate.RU} {
			if strings.EqualFold(narrate.AbilityName(l, a), arg) {
				return a, true
			}
		}
	}
	return engine.NoAbility, false
}

// archAbilityRule is ability a's rule in lang, a sentence: "Strongman:
// drags up to two coins."
func archAbilityRule(lang string, a engine.Ability) string {
	return narrate.CapFirst(narrate.AbilityName(nl(lang), a)) + ": " + narrate.AbilityRule(nl(lang), a) + "."
}

// archIsland is the shipped island arg names, by id or by its English or
// Russian name.
func archIsland(arg string) (*island.Island, bool) {
	if isl, err := islands.Lookup(strings.ToLower(arg)); err == nil {
		return isl, true
	}
	list, err := islands.All()
	if err != nil {
		return nil, false
	}
	for _, isl := range list {
		for _, lang := range []string{"en", "ru"} {
			if strings.EqualFold(isl.LocalName(lang), arg) {
				return isl, true
			}
		}
	}
	return nil, false
}

// archBearWords name the bear, whose rule /rules tells as its den's.
var archBearWords = []string{"bear", "медведь"}

// archAbilityNames names the abilities for the list of /rules
// archipelago's parts: their ids; in Russian their Russian names.
func archAbilityNames(lang string) []string {
	var out []string
	for _, a := range engine.Abilities() {
		name := a.String()
		if lang == "ru" {
			name = narrate.AbilityName(narrate.RU, a)
		}
		out = append(out, name)
	}
	return out
}
