package scenario

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
)

// cardFiles names, for every kind of card, the scenario files of testdata
// that try its effect.
var cardFiles = map[string][]string{
	"arrow-ne":   {"arrow_ne.yaml", "water.yaml"},
	"arrow-nw":   {"arrow_nw.yaml", "bandit.yaml"},
	"arrow-se":   {"arrow_se.yaml", "rulebook_example.yaml"},
	"arrow-sw":   {"arrow_sw.yaml"},
	"arrow-ew":   {"arrow_ew.yaml", "off_card.yaml"},
	"arrow-ns":   {"arrow_ns.yaml"},
	"arrow-x":    {"arrow_x.yaml", "water_choice_legal.yaml"},
	"arrow-plus": {"arrow_plus.yaml", "gold_fewest_steps.yaml"},
	"horse":      {"horse.yaml", "horse_over_water.yaml", "double_horse.yaml"},
	"flag-red":   {"flag_red.yaml", "flag_missing.yaml", "flag_not_first.yaml"},
	"flag-blue":  {"flag_blue.yaml", "flag_alone.yaml"},
	"friday":     {"friday.yaml", "friday_declined.yaml", "double_rough_friday.yaml", "friday_horse.yaml"},
	"weapon":     {"weapon.yaml", "bandit_stays.yaml"},
	"double": {"double.yaml", "double_horse.yaml", "double_choice_again.yaml", "double_once.yaml",
		"double_not_made.yaml", "double_rough.yaml", "double_not_after_flag.yaml"},
	"rum": {"rum.yaml", "rum_flag.yaml", "rum_order.yaml", "rum_once.yaml", "rum_resolver_only.yaml", "pass.yaml"},
}

// ruleFiles names, for every rule of CARDGAME.md §2–§3 and every ruling
// of engine/cards (its RULING comments and doc.go's Rulings), the files
// that try it.
var ruleFiles = map[string][]string{
	"§2 a printed diagonal moves at once":                                                  {"arrow_ne.yaml", "arrow_nw.yaml", "arrow_se.yaml", "arrow_sw.yaml"},
	"§2 a chosen arrow's choices":                                                          {"arrow_ew.yaml", "arrow_ns.yaml", "arrow_x.yaml", "arrow_plus.yaml"},
	"§2 the horse's jumps, over water":                                                     {"horse.yaml", "horse_over_water.yaml"},
	"§2 a flag: start on it, no step":                                                      {"flag_red.yaml", "flag_blue.yaml"},
	"§2 a flag is first in a plan":                                                         {"flag_not_first.yaml"},
	"§2 a missing flag ends the plan at once, 0 steps":                                     {"flag_missing.yaml", "flag_missing_blue.yaml"},
	"§2 friday: rough ground costs 1":                                                      {"friday.yaml", "double_rough_friday.yaml", "friday_horse.yaml"},
	"§2 friday declined: rough ground costs 2":                                             {"friday_declined.yaml"},
	"§2 weapon: the bandit beaten, the pirate goes on":                                     {"weapon.yaml", "weapon_double_gold.yaml"},
	"§2 double: the move again, 1 more step":                                               {"double.yaml", "double_horse.yaml"},
	"§2 double: attached to an arrow or horse, not a flag":                                 {"double_not_after_flag.yaml"},
	"§2 rum: 1 step at the start of another's resolution":                                  {"rum.yaml", "rulebook_example.yaml", "rum_two.yaml", "rum_flag.yaml"},
	"§2 specials are never placed in a plan":                                               {"special_in_plan.yaml", "special_in_plan_later.yaml"},
	"§3.3 a plan holds cards from the hand only":                                           {"plan_not_in_hand.yaml", "plan_horse_not_held.yaml"},
	"§3.2 Tortuga: 1/2/3 coins for 2/3/5 cards, no draw":                                   {"tortuga.yaml"},
	"§3.2 Tortuga is paid in coins held":                                                   {"tortuga_no_coins.yaml"},
	"§3.2 Tortuga instead of a plan":                                                       {"tortuga_instead_of_plan.yaml"},
	"§3.3 a plan holds 1 card or more":                                                     {"ready_empty.yaml"},
	"§3.3 the plans are made at once, in secret":                                           {"plans_at_once.yaml"},
	"§3.4 resolution in turn order from the first player":                                  {"gold_tie_turn_order.yaml", "plans_at_once.yaml"},
	"§3.4 water or off the card: not made, a step":                                         {"water.yaml", "off_card.yaml", "horse_into_water.yaml"},
	"§3.4 a bandit without a weapon ends the plan":                                         {"bandit.yaml", "double_bandit_no_weapon.yaml"},
	"§3.4 gold ends the plan: the pirate digs":                                             {"gold_ends_plan.yaml"},
	"§3.5 rough ground is 2 steps":                                                         {"rough.yaml"},
	"§3.5 fewest steps first":                                                              {"gold_fewest_steps.yaml"},
	"§3.5 ties in turn order from the first player":                                        {"gold_tie_turn_order.yaml", "rulebook_example.yaml", "gold_ties_four.yaml"},
	"§3.5 each next one coin less":                                                         {"gold_one_less.yaml"},
	"§3.5 never below 0":                                                                   {"gold_never_below_zero.yaml", "gold_two_never_below_zero.yaml"},
	"§3.6 draw 1, then up to 4":                                                            {"draw.yaml"},
	"§3.6 an empty deck is reshuffled from the discard":                                    {"reshuffle.yaml", "deck_runs_out.yaml", "tortuga_reshuffle.yaml"},
	"§3.6 the first-player token passes left":                                              {"first_passes.yaml", "gold_tie_turn_order.yaml", "first_passes_rounds.yaml"},
	"§3.2/§3.5 the first player at Tortuga: ties still from it, no draw, the token passes": {"tortuga_first_tie.yaml"},
	"§3.5/§3.6 the first player passing: ties still from it, it draws, the token passes":   {"pass_first_tie.yaml"},
	"§3 after the last island most coins win":                                              {"game_end.yaml"},
	"§3 ties share the win":                                                                {"game_end_shared.yaml", "game_over_refused.yaml"},
	"the game over, no action":                                                             {"game_over_refused.yaml"},
	"ruling: p1 holds the token first (deal.go)":                                           {"first_default.yaml"},
	"ruling: rum asked of each other not at Tortuga, in turn order after the resolving (resolve.go)": {
		"rum_order.yaml", "rum_tortuga.yaml", "tortuga.yaml"},
	"ruling: one rum each on each resolution":                         {"rum_once.yaml"},
	"ruling: a rum on the resolving player only":                      {"rum_resolver_only.yaml"},
	"ruling: double asked after every move, made or not":              {"double_not_made.yaml"},
	"ruling: a card copied once at most (resolve.go)":                 {"double_once.yaml"},
	"ruling: a copied choice asks its direction again":                {"double_choice_again.yaml"},
	"ruling: a copy into rough ground is 2 steps":                     {"double_rough.yaml"},
	"ruling: Friday is asked before the double":                       {"double_rough_friday_order.yaml"},
	"ruling: the round's draws in turn order (round.go)":              {"draw_order.yaml"},
	"ruling: deck and discard empty, drawing stops (round.go)":        {"dry.yaml"},
	"ruling: Tortuga gives fewer cards when they run out":             {"dry.yaml"},
	"ruling: a special's question asked of its holder only":           {"friday_not_held.yaml", "rum_order.yaml", "bandit.yaml"},
	"ruling: a move into water is a legal choice":                     {"water_choice_legal.yaml"},
	"ruling: a beaten bandit stays for the next pirates":              {"bandit_stays.yaml"},
	"ruling: a flag alone is a row":                                   {"flag_alone.yaml"},
	"ruling: a hand without a plannable card passes and draws":        {"pass.yaml", "pass_only.yaml"},
	"ruling: a hand with a plannable card does not pass":              {"pass_refused.yaml"},
	"ruling: a confirmed row is final":                                {"not_acting_ready.yaml"},
	"ruling: while resolving only the seat asked acts":                {"not_acting_resolve.yaml"},
	"notation: undo takes the last card back":                         {"undo.yaml"},
	"notation: plan A B is a whole plan, plan A one of one card (§4)": {"plan_one_card.yaml", "plan_replaces_row.yaml", "doc_example.yaml"},
	"notation: a cell answers a direction (§4)":                       {"cell_answer.yaml", "cell_answer_horse.yaml"},
	"notation: a cell no direction reaches is refused":                {"cell_answer_refused.yaml", "cell_answer_off_card.yaml"},
	"notation: the seat to act while planning":                        {"first_default.yaml", "first_passes.yaml"},
	"format: a shipped island by its number":                          {"island_id.yaml"},
	"format: doc.go's example":                                        {"doc_example.yaml"},
	"the rulebook's example of play":                                  {"rulebook_example.yaml"},
}

// TestEveryCardHasScenarios: every kind of card has scenario files, each
// of which puts it in a hand and expects something of the run
// (TestScenarios checks that it holds).
func TestEveryCardHasScenarios(t *testing.T) {
	if len(cardFiles) != int(cards.NumKinds) {
		t.Errorf("%d kinds of card, %d with files", cards.NumKinds, len(cardFiles))
	}
	for c := range cards.NumKinds {
		files := cardFiles[c.String()]
		if len(files) == 0 {
			t.Errorf("%s: no scenario tries it", c)
		}
		for _, file := range files {
			f := loadExpecting(t, file)
			if f != nil && !inHand(f, c.String()) {
				t.Errorf("%s puts no %s in a hand", file, c)
			}
		}
	}
}

// TestEveryRuleHasScenarios: every rule has scenario files that expect
// something, and every file of testdata tries a rule or a card.
func TestEveryRuleHasScenarios(t *testing.T) {
	named := map[string]bool{}
	for rule, files := range ruleFiles {
		if len(files) == 0 {
			t.Errorf("%s: no scenario tries it", rule)
		}
		for _, file := range files {
			loadExpecting(t, file)
			named[file] = true
		}
	}
	for _, files := range cardFiles {
		for _, file := range files {
			named[file] = true
		}
	}
	all, _ := filepath.Glob("testdata/*.yaml")
	for _, path := range all {
		if !named[filepath.Base(path)] {
			t.Errorf("%s tries no rule named here", filepath.Base(path))
		}
	}
}

// loadExpecting reads a file of testdata, which must expect something;
// nil (the test failed) when it does not.
func loadExpecting(t *testing.T, file string) *File {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Error(err)
		return nil
	}
	f, err := Parse(data)
	if err != nil {
		t.Errorf("%s: %v", file, err)
		return nil
	}
	if reflect.DeepEqual(f.Expect, Expect{}) {
		t.Errorf("%s expects nothing", file)
		return nil
	}
	return f
}

// inHand reports whether a hand of f holds the card.
func inHand(f *File, card string) bool {
	for _, h := range f.Hands {
		if slices.Contains(h, card) {
			return true
		}
	}
	return false
}
