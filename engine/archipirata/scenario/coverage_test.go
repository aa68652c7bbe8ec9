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
	"sabre":              {"sabre.yaml", "team4_eliminated.yaml", "sabre_spares_activator.yaml", "sabre_one_only.yaml", "sabre_enemy_activator.yaml"},
	"bomb":               {"bomb.yaml"},
	"compass":            {"compass.yaml", "win_compass_no_combat.yaml", "compass_no_move.yaml", "compass_limit.yaml", "compass_chain.yaml", "team4_compass.yaml", "compass_enemy_last.yaml"},
	"aid":                {"aid.yaml", "aid_pending.yaml", "aid_no_injured.yaml", "aid_combat.yaml"},
	"rum":                {"rum.yaml", "rum_skip.yaml", "rum_skip_off_path.yaml", "rum_two_in_one_sowing.yaml", "rum_two_not_enough.yaml", "rum_set_legal.yaml", "order_with_rum.yaml", "refuse_rum_none.yaml", "own_colour_enemy_last_rum.yaml"},
	"gold":               {"gold_chest.yaml", "win_gold_before_combat.yaml", "win_gold.yaml", "order_chest.yaml", "win_gold_white.yaml", "team4_gold.yaml", "chest_enemy_last_refused.yaml", "legal_exact.yaml"},
	"rum-chest":          {"rum_chest.yaml", "order_chest_white.yaml", "rum_many_listed.yaml", "win_gold_three_only.yaml"},
	"reef":               {"reef.yaml", "reef_revealed.yaml", "refuse_reef_start.yaml"},
	"fort":               {"fort.yaml", "fort_four.yaml", "fort_seven_two.yaml"},
	"whirlpool":          {"whirlpool.yaml", "whirlpool_mid_sowing.yaml", "whirlpool_ccw.yaml"},
	"tavern":             {"tavern.yaml", "win_tavern_gold.yaml", "tavern_next_permanent.yaml", "tavern_reveal.yaml", "tavern_chest_enemy_last.yaml"},
	"storm":              {"storm.yaml", "storm_wrap.yaml", "storm_once.yaml"},
	"lookout":            {"lookout.yaml", "lookout_choices.yaml", "lookout_top_chest.yaml", "lookout_nothing_hidden.yaml"},
	"harbor":             {"harbor.yaml", "harbor_sabre.yaml", "harbor_combat.yaml", "captain_harbor.yaml", "captain_harbor_legal.yaml", "captain_harbor_benito.yaml"},
	"kraken":             {"kraken.yaml", "kraken_once.yaml", "kraken_one_colour.yaml", "own_colour_enemy_last_permanent.yaml", "win_both_eliminated.yaml"},
	"benito-bonito":      {"captain_benito_bonito_1.yaml", "captain_benito_bonito_2.yaml", "captain_benito_enemy_only.yaml", "captain_harbor_benito.yaml"},
	"boum-banda":         {"captain_boum_banda.yaml", "captain_injure_own.yaml", "captain_injure_own_legal.yaml", "captain_boum_banda_wins.yaml"},
	"ching-shih":         {"captain_ching_shih.yaml", "captain_injure_own_only.yaml", "captain_injure_own_only_target.yaml", "captain_cost_unpaid.yaml"},
	"dr-ursilio":         {"captain_dr_ursilio.yaml", "captain_dr_ursilio_different.yaml"},
	"jacquotte-delahaye": {"captain_jacquotte.yaml"},
	"jolly-roger":        {"captain_jolly_roger.yaml", "win_jolly_roger_third.yaml"},
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
			if f := loadExpecting(t, name, file); f != nil && !inPlay(f, name) {
				t.Errorf("%s does not put %s in play", file, name)
			}
		}
	}
}

// loadExpecting reads file of testdata, listed for what, which must parse
// and expect something; nil (the test failed) when it cannot be read or
// parsed.
func loadExpecting(t *testing.T, what, file string) *File {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Errorf("%s: %v", what, err)
		return nil
	}
	f, err := Parse(data)
	if err != nil {
		t.Errorf("%s: %v", file, err)
		return nil
	}
	if reflect.DeepEqual(f.Expect, Expect{}) {
		t.Errorf("%s expects nothing", file)
	}
	return f
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

// ruleFiles names, for every section and bullet of ARCHIPIRATA.md, the
// scenario files of testdata that check it (the Go tests that check it
// too are named in the comments).
var ruleFiles = map[string][]string{
	// TestRulesContract, TestDealSection1 (3 seats refused)
	"preamble: 2 players, or 4 in two teams, seats alternating, the team sharing cards": {
		"team4.yaml", "team4_own_colour.yaml", "team4_order.yaml", "team4_gold.yaml", "team4_compass.yaml", "team4_no_move.yaml"},
	"§1 8 islands in a ring, numbered 1-8 clockwise": {"sow_wrap_cw.yaml", "sow_wrap_ccw.yaml", "sow_full_ring.yaml", "storm_wrap.yaml"},
	// TestDealSection1, TestBoxCount
	"§1 32 equipment cards, 8 chests, 8 permanents; the piles": {"empty_pile.yaml"},
	// TestTopCardFaceUp, TestViewShows, TestViewsNeverLeak
	"§1 the top card is face up, the next turned up when it is taken": {"sabre.yaml", "gold_chest.yaml"},
	// TestDealSection1
	"§1 one pirate of each colour on every island, the first player's on the wreck injured": {"win_eliminated.yaml"},
	"§1 own-colour cards: gold, rum-chest, aid, bomb": {"own_colour.yaml", "own_colour_refused.yaml", "own_colour_not_needed.yaml",
		"own_colour_enemy_last_rum.yaml", "own_colour_enemy_last_permanent.yaml", "chest_enemy_last_refused.yaml", "team4_own_colour.yaml"},
	"§2.1 choose an island with a pirate, take all its pirates, any colour": {"choose_enemy_island.yaml", "choose_empty_refused.yaml", "order.yaml"},
	"§2.2 sow cw or ccw, one pirate on each next island": {"sow_wrap_cw.yaml", "sow_wrap_ccw.yaml", "sow_through_empty.yaml",
		"sow_full_ring.yaml", "sow_past_start.yaml", "order_white.yaml"},
	// TestResolve, TestPlainTakeOwnLast
	"§2.2 in an order the mover picks, part of the action": {"order.yaml", "order_listed.yaml", "order_one_colour.yaml",
		"order_one_colour_wrong.yaml", "order_white.yaml", "order_chest.yaml", "order_with_rum.yaml", "notation_mixed_default_order.yaml", "legal_exact.yaml"},
	"§2.2 a rum spent skips one island": {"rum_skip.yaml", "rum_skip_off_path.yaml", "rum_two_in_one_sowing.yaml", "rum_two_not_enough.yaml",
		"rum_set_legal.yaml", "rum_many_listed.yaml", "refuse_rum_none.yaml"},
	"§2.3 equipment resolved and kept, rum kept unspent":                {"rum.yaml", "sabre.yaml", "own_colour_enemy_last_rum.yaml", "sow_through_empty.yaml"},
	"§2.3 a chest taken face down, only with an own-colour last pirate": {"gold_chest.yaml", "order_chest.yaml", "chest_enemy_last_refused.yaml", "legal_exact.yaml"},
	"§2.3 a permanent resolved, staying face up on its island":          {"kraken.yaml", "storm.yaml", "reef_revealed.yaml", "own_colour_enemy_last_permanent.yaml"},
	"§2.4 combat 3 to 1 on every island, unless a compass": {"combat.yaml", "win_compass_no_combat.yaml", "combat_not_enough.yaml", "combat_not_enough_many.yaml",
		"combat_passed_island.yaml", "combat_every_island.yaml", "compass.yaml", "compass_chain.yaml", "aid_combat.yaml", "harbor_combat.yaml"},
	"§2 a player with no legal move loses":          {"win_no_move.yaml", "compass_no_move.yaml", "team4_no_move.yaml", "captain_reveal_no_move.yaml", "no_move_at_start.yaml"},
	"§2 a pile with no card left activates nothing": {"empty_pile.yaml", "sow_full_ring.yaml"},
	"§3 sabre":                     {"sabre.yaml", "sabre_spares_activator.yaml", "sabre_one_only.yaml", "sabre_enemy_activator.yaml"},
	"§3 bomb":                      {"bomb.yaml", "harbor.yaml"},
	"§3 compass, at most 2 a turn": {"compass.yaml", "compass_limit.yaml", "compass_chain.yaml", "team4_compass.yaml", "compass_enemy_last.yaml"},
	"§3 aid":                       {"aid.yaml", "aid_pending.yaml", "aid_no_injured.yaml", "aid_combat.yaml"},
	"§3 rum":                       {"rum.yaml", "rum_skip.yaml"},
	"§3 gold":                      {"gold_chest.yaml", "win_gold.yaml"},
	"§3 rum-chest":                 {"rum_chest.yaml", "order_chest_white.yaml", "win_gold_three_only.yaml"},
	"§3 reef":                      {"reef.yaml", "reef_revealed.yaml", "refuse_reef_start.yaml"},
	"§3 fort":                      {"fort.yaml", "fort_four.yaml", "fort_seven_two.yaml"},
	"§3 whirlpool":                 {"whirlpool.yaml", "whirlpool_mid_sowing.yaml", "whirlpool_ccw.yaml"},
	"§3 tavern":                    {"tavern.yaml", "win_tavern_gold.yaml", "tavern_next_permanent.yaml", "tavern_reveal.yaml", "tavern_chest_enemy_last.yaml"},
	"§3 storm":                     {"storm.yaml", "storm_wrap.yaml", "storm_once.yaml"},
	"§3 lookout":                   {"lookout.yaml", "lookout_choices.yaml", "lookout_top_chest.yaml", "lookout_nothing_hidden.yaml"},
	"§3 harbor":                    {"harbor.yaml", "harbor_sabre.yaml", "harbor_combat.yaml"},
	"§3 kraken":                    {"kraken.yaml", "kraken_one_colour.yaml", "kraken_once.yaml"},
	// TestGoldShownWhenClaimed
	"§4 three gold chests win":                          {"win_gold.yaml", "win_gold_before_combat.yaml", "win_tavern_gold.yaml", "win_jolly_roger_third.yaml", "win_gold_white.yaml", "win_gold_three_only.yaml", "team4_gold.yaml", "game_over.yaml"},
	"§4 the opponent with no pirate on the board loses": {"win_eliminated.yaml", "win_combat_eliminated.yaml", "team4_eliminated.yaml", "win_eliminated_self.yaml", "win_both_eliminated.yaml", "captain_win_eliminated.yaml"},
	// TestRulesNotes (an agreed end)
	"engine: the stall rule and its ties": {"stall.yaml", "stall_gold_first.yaml", "stall_draw.yaml", "stall_not_yet.yaml"},
	// TestDealSection1 (captains drawn, hidden), TestViewsNeverLeak
	"§4 advanced: captains paid for by the rulebook's cards": {"captain_cost_unpaid.yaml", "captain_other_refused.yaml",
		"captain_reveal_only_move.yaml", "captain_reveal_no_move.yaml", "captain_benito_bonito_1.yaml", "captain_boum_banda.yaml",
		"captain_ching_shih.yaml", "captain_dr_ursilio.yaml", "captain_jacquotte.yaml", "captain_jolly_roger.yaml",
		"captain_piet_hein.yaml", "captain_anne_bonny.yaml"},
	// TestRefusalsSayWhy (each refusal names its rule), checkExactlyLegal
	"refusals: ErrIllegal, the game unchanged": {"choose_empty_refused.yaml", "chest_enemy_last_refused.yaml", "own_colour_refused.yaml",
		"refuse_reef_start.yaml", "refuse_rum_none.yaml", "rum_two_not_enough.yaml", "refuse_choice_not_asked.yaml", "order_one_colour_wrong.yaml",
		"captain_cost_unpaid.yaml", "captain_other_refused.yaml", "captain_dr_ursilio_different.yaml", "game_over.yaml"},
	// TestParse, TestNotationRoundTrip
	"§5 notation": {"notation_mixed_default_order.yaml", "order_listed.yaml", "order_with_rum.yaml", "refuse_syntax.yaml", "refuse_choice_not_asked.yaml"},
}

// TestEveryRuleHasScenarios: every section and bullet of ARCHIPIRATA.md
// has scenario files, each of which exists, parses and expects something
// (TestScenarios checks that it holds).
func TestEveryRuleHasScenarios(t *testing.T) {
	if len(ruleFiles) < 30 {
		t.Errorf("%d rules listed", len(ruleFiles))
	}
	for rule, files := range ruleFiles {
		if len(files) == 0 {
			t.Errorf("%s: no scenario checks it", rule)
		}
		for _, file := range files {
			loadExpecting(t, rule, file)
		}
	}
}
