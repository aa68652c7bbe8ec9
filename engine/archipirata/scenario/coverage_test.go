package scenario

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine/archipirata"
)

// effectFiles names, for every card and every captain, the scenario files
// of testdata that try its effect.
var effectFiles = map[string][]string{
	"sabre":              {"sabre.yaml", "sabre_spares_activator.yaml"},
	"bomb":               {"bomb.yaml"},
	"compass":            {"compass.yaml", "compass_limit.yaml"},
	"aid":                {"aid.yaml", "aid_pending.yaml"},
	"rum":                {"rum.yaml", "rum_skip.yaml", "rum_skip_off_path.yaml", "rum_two_in_one_sowing.yaml", "rum_two_not_enough.yaml", "rum_set_legal.yaml"},
	"gold":               {"gold_chest.yaml", "win_gold.yaml", "order_chest.yaml"},
	"rum-chest":          {"rum_chest.yaml", "order_chest_white.yaml", "rum_many_listed.yaml"},
	"reef":               {"reef.yaml"},
	"fort":               {"fort.yaml", "fort_four.yaml"},
	"whirlpool":          {"whirlpool.yaml"},
	"tavern":             {"tavern.yaml", "tavern_reveal.yaml"},
	"storm":              {"storm.yaml"},
	"lookout":            {"lookout.yaml", "lookout_choices.yaml", "lookout_top_chest.yaml"},
	"harbor":             {"harbor.yaml", "harbor_sabre.yaml", "captain_harbor.yaml", "captain_harbor_legal.yaml", "captain_harbor_benito.yaml"},
	"kraken":             {"kraken.yaml"},
	"benito-bonito":      {"captain_benito_bonito_1.yaml", "captain_benito_bonito_2.yaml", "captain_benito_enemy_only.yaml", "captain_harbor_benito.yaml"},
	"boum-banda":         {"captain_boum_banda.yaml", "captain_injure_own.yaml", "captain_injure_own_legal.yaml", "captain_boum_banda_wins.yaml"},
	"ching-shih":         {"captain_ching_shih.yaml", "captain_injure_own_only.yaml", "captain_injure_own_only_target.yaml"},
	"dr-ursilio":         {"captain_dr_ursilio.yaml", "captain_dr_ursilio_different.yaml"},
	"jacquotte-delahaye": {"captain_jacquotte.yaml"},
	"jolly-roger":        {"captain_jolly_roger.yaml"},
	"piet-hein":          {"captain_piet_hein.yaml", "piet_hein_optional.yaml", "piet_hein_pairs.yaml", "piet_hein_three.yaml"},
	"anne-bonny":         {"captain_anne_bonny.yaml", "captain_anne_own.yaml"},
}

// TestEveryEffectHasScenarios: every card (equipment, chest, permanent)
// and every captain has scenario files, each of which puts it in play (in
// a pile, on an island, in the team's hand, or as a seat's captain) and
// expects something of the run (TestScenarios checks that it holds).
func TestEveryEffectHasScenarios(t *testing.T) {
	var names []string
	for c := archipirata.Sabre; c <= archipirata.Kraken; c++ {
		names = append(names, c.String())
	}
	for c := archipirata.Captain(1); c <= archipirata.NumCaptains; c++ {
		names = append(names, c.String())
	}
	if len(names) != 15+8 || len(effectFiles) != len(names) {
		t.Errorf("%d cards and captains, %d with files", len(names), len(effectFiles))
	}
	for _, name := range names {
		files := effectFiles[name]
		if len(files) == 0 {
			t.Errorf("%s: no scenario tries it", name)
		}
		for _, file := range files {
			data, err := os.ReadFile(filepath.Join("testdata", file))
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			f, err := Parse(data)
			if err != nil {
				t.Errorf("%s: %v", file, err)
				continue
			}
			if !inPlay(f, name) {
				t.Errorf("%s does not put %s in play", file, name)
			}
			if reflect.DeepEqual(f.Expect, Expect{}) {
				t.Errorf("%s expects nothing", file)
			}
		}
	}
}

// inPlay reports whether f's position holds the card or captain name.
func inPlay(f *File, name string) bool {
	for _, pile := range f.Piles {
		if slices.Contains(pile, name) {
			return true
		}
	}
	for _, c := range f.Perm {
		if c == name {
			return true
		}
	}
	for _, held := range f.Held {
		if held[name] > 0 {
			return true
		}
	}
	for _, c := range f.Captains {
		if c == name {
			return true
		}
	}
	return false
}
