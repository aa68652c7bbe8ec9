package archipelago

import (
	"fmt"
	"strings"

	"github.com/jackalbot/jackal/engine"
)

// VariantAbilities writes abilities (ARCHIPELAGO.md §8) on pirates:
// "abilities=W2:strongman+B1:scout", each pirate and its ability joined by
// a colon, the pairs by plus signs (the variant's value keeps to one word,
// as "island=ring" does, since lists of variants are split at commas and
// spaces). A campaign deals the abilities its crews won; a single island
// may name any.
const VariantAbilities = "abilities"

// Grant is one ability written on one pirate.
type Grant struct {
	Pirate  engine.PieceID
	Ability engine.Ability
}

// ParseAbilities reads the value of the abilities variant, such as
// "W2:strongman+B1:scout", case-insensitively. Each pirate is one of W1 …
// R3, named once; each ability is one of the twelve, named once (the deck
// holds one card of each). It is refused with an error wrapping ErrOptions
// that says which part is wrong.
func ParseAbilities(s string) ([]Grant, error) {
	if strings.TrimSpace(s) == "" {
		return nil, fmt.Errorf("%w: write abilities=W2:strongman+B1:scout", ErrOptions)
	}
	var out []Grant
	for _, part := range strings.Split(s, "+") {
		who, what, ok := strings.Cut(strings.TrimSpace(part), ":")
		if !ok || who == "" || what == "" {
			return nil, fmt.Errorf("%w: abilities: %q is not pirate:ability, such as W2:strongman", ErrOptions, part)
		}
		p, err := engine.ParsePiece(who)
		if err != nil || !p.IsPirate() {
			return nil, fmt.Errorf("%w: abilities: %q is not a pirate (W1 … R3)", ErrOptions, who)
		}
		a, err := engine.ParseAbility(what)
		if err != nil {
			return nil, fmt.Errorf("%w: abilities: %q is not an ability (%s)", ErrOptions, what, abilityList())
		}
		for _, g := range out {
			switch {
			case g.Pirate == p:
				return nil, fmt.Errorf("%w: abilities: %s is given two abilities (%s and %s): a pirate holds one", ErrOptions, p, g.Ability, a)
			case g.Ability == a:
				return nil, fmt.Errorf("%w: abilities: %s is given to %s and %s: the deck has one card of each", ErrOptions, a, g.Pirate, p)
			}
		}
		out = append(out, Grant{Pirate: p, Ability: a})
	}
	return out, nil
}

// FormatAbilities writes grants as the abilities variant's value, such as
// "W2:strongman+B1:scout": what ParseAbilities reads back.
func FormatAbilities(gs []Grant) string {
	parts := make([]string, len(gs))
	for i, g := range gs {
		parts[i] = g.Pirate.String() + ":" + g.Ability.String()
	}
	return strings.Join(parts, "+")
}

// Grants lists the abilities written on the pirates of s, in piece order.
func Grants(s *engine.State) []Grant {
	var out []Grant
	for p := engine.W1; p < engine.BEN; p++ {
		if a := s.Ability(p); a != engine.NoAbility {
			out = append(out, Grant{Pirate: p, Ability: a})
		}
	}
	return out
}

// SetAbilities writes grants on the pirates of s, before play. A pirate
// whose crew is not in play is refused with an error wrapping ErrOptions.
func SetAbilities(s *engine.State, gs []Grant) error {
	for _, g := range gs {
		if !s.InPlay(g.Pirate.PirateCrew()) {
			return fmt.Errorf("%w: abilities: %s's crew, %s, is not in play", ErrOptions, g.Pirate, g.Pirate.PirateCrew())
		}
		if err := s.SetAbility(g.Pirate, g.Ability, false); err != nil {
			return fmt.Errorf("%w: abilities: %w", ErrOptions, err)
		}
	}
	return nil
}

// abilityList names the twelve abilities, for refusals.
func abilityList() string {
	var names []string
	for _, a := range engine.Abilities() {
		names = append(names, a.String())
	}
	return strings.Join(names, ", ")
}
