package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Variant names, as written in game set-ups and scenario files.
const (
	VariantDuel        = "duel"
	VariantTeams       = "teams"
	VariantTwoCrews    = "two-crews"
	VariantPlaneWaits  = "plane-waits"
	VariantStallRounds = "stall-rounds" // written "stall-rounds=N"
)

// OptionsFrom builds Options from crew names and variant names, such as
// crews ["white", "black"] and variants ["duel", "stall-rounds=30"].
func OptionsFrom(crews, variants []string) (Options, error) {
	o := Options{StallRounds: -1}
	for _, c := range crews {
		k, err := ParseCrew(c)
		if err != nil {
			return o, fmt.Errorf("%w: %w", ErrBadOptions, err)
		}
		o.Crews = append(o.Crews, k)
	}
	for _, v := range variants {
		name, val, hasVal := strings.Cut(strings.ToLower(strings.TrimSpace(v)), "=")
		switch name {
		case VariantDuel:
			o.Duel = true
		case VariantTeams:
			o.Teams = true
		case VariantTwoCrews:
			o.TwoCrewsEach = true
		case VariantPlaneWaits:
			o.PlaneWaits = true
		case VariantStallRounds:
			n, err := strconv.Atoi(val)
			if !hasVal || err != nil || n < 0 {
				return o, fmt.Errorf("%w: write stall-rounds=N with N ≥ 0", ErrBadOptions)
			}
			o.StallRounds = n
		default:
			return o, fmt.Errorf("%w: unknown variant %q", ErrBadOptions, v)
		}
	}
	if _, err := o.rules(); err != nil {
		return o, err
	}
	return o, nil
}

// Variants lists the variant names of the options (the inverse of OptionsFrom).
func (o Options) Variants() []string {
	var out []string
	if o.Duel {
		out = append(out, VariantDuel)
	}
	if o.Teams {
		out = append(out, VariantTeams)
	}
	if o.TwoCrewsEach {
		out = append(out, VariantTwoCrews)
	}
	if o.PlaneWaits {
		out = append(out, VariantPlaneWaits)
	}
	if o.StallRounds >= 0 && o.StallRounds != DefaultStallRounds {
		out = append(out, fmt.Sprintf("%s=%d", VariantStallRounds, o.StallRounds))
	}
	return out
}
