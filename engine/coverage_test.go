package engine_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/jackalbot/jackal/engine/scenario"
)

// rulingPoints names, for every point of shared/RULINGS.md (each bullet,
// table row and ruling, and the rulebooks' rules and FAQs they rest on),
// the scenario files of testdata that try it.
var rulingPoints = map[string][]string{
	"§1 the grid, the island without its corners, the coast; a1, m1, a13, m13 out of play":   {"swim-options.yaml", "swim-from-island-corner.yaml", "cannon-into-island-corner.yaml", "horse-edge-stays-in-play.yaml"},
	"§1 berths: 9 a side; ships start at the middle":                                         {"ship-corner-berth.yaml", "ship-stays-on-its-side.yaml", "disembark-front-tile.yaml"},
	"§1 a tile's rotation (arrows n at 0)":                                                   {"arrow-1-rotated-east.yaml", "arrow-1d-rotated-south.yaml", "arrow-2-rotated-east.yaml", "arrow-2d-rotated-west.yaml", "arrow-3-rotated-east.yaml"},
	"§2 turn order white, yellow, black, red, skipping absent crews":                         {"turn-order-four-crews.yaml", "turn-order-three-crews.yaml"},
	"§2 2 players: two crews each, allies":                                                   {"two-crews-allies.yaml", "board-allied-ship-two-crews.yaml", "bottles-shared-two-crews.yaml", "end-two-crews-add-gold.yaml"},
	"§2 allies share tiles, rescue from traps, board and bank on each other's ships":         {"allies-share-tile.yaml", "board-allied-ship-teams.yaml", "trap-freed-by-ally.yaml", "fort-allies-share.yaml", "cave-allies-lost-together.yaml", "missionary-tile-open-to-allies.yaml", "ship-carries-allied-piece.yaml", "ship-picks-up-allied-swimmer.yaml", "swimmer-boards-allied-ship.yaml", "cannon-onto-allied-ship.yaml", "horse-onto-allied-ship-banks.yaml"},
	"§2 a beaten ally goes to its own ship; the balloon to its own ship; revival own colour": {"beaten-goes-to-own-ship.yaml", "balloon-own-ship-in-teams.yaml", "revival-own-colour-only.yaml", "revival-teams-own-pirate.yaml"},
	"§3 one action; pass only without a legal action":                                        {"pass-only-when-nothing-else.yaml", "pass-when-no-action.yaml", "pass-automatic-in-scenario.yaml", "all-pirates-dead.yaml", "trap-last-pirate-needs-enemy.yaml"},
	"§3.1 ship: one berth along its side, only with an own piece aboard, all aboard with it": {"ship-moves-with-crew.yaml", "ship-needs-own-crew.yaml", "ship-carries-allied-piece.yaml", "ship-stays-on-its-side.yaml", "ship-corner-berth.yaml"},
	"§3.1 ship onto swimmers: an enemy killed, own or allied aboard":                         {"ship-runs-down-enemy-swimmer.yaml", "ship-picks-up-own-swimmer.yaml", "ship-picks-up-allied-swimmer.yaml", "ship-friday-surrenders.yaml", "ship-cannot-run-down-missionary.yaml"},
	"§3.2 disembark: the tile in front only":                                                 {"disembark-front-tile.yaml", "disembark-not-diagonal.yaml", "disembark-beats-enemy.yaml", "disembark-enemy-fort-closed.yaml"},
	"§3.3 step: 8 neighbours; board from the front or a diagonal; an enemy ship kills":       {"board-own-ship-diagonal.yaml", "board-only-from-front-or-diagonal.yaml", "enemy-ship-kills.yaml", "no-fight-aboard.yaml"},
	"§3.4 swim: a neighbouring coast cell or a ship; never onto land":                        {"swim-along-coast.yaml", "swim-options.yaml", "swim-from-island-corner.yaml", "swimmer-boards-own-ship.yaml", "swimmer-boards-allied-ship.yaml", "no-jump-into-sea.yaml"},
	"§3 give a bottle: free, before or after the action, same or neighbouring tile":          {"give-bottle-after-action-only-gift.yaml", "give-bottle-after-action-pass.yaml", "give-bottle-after-action.yaml", "give-bottle-friday-aboard.yaml", "give-bottle-is-free.yaml", "give-bottle-needs-neighbour.yaml", "give-bottle-not-after-the-end.yaml", "give-bottle-over-the-fence.yaml", "give-bottle-thicket.yaml", "give-bottle-to-enemy-friday.yaml"},
	"§4 a face-down tile entered turns over and resolves":                                    {"empty-tile.yaml", "arrow-chain-reveals-each-tile.yaml", "balloon-face-down.yaml", "issue-example.yaml"},
	"§4 chains inside one action; choices as steps of it":                                    {"arrow-2-choice-resolves.yaml", "arrow-2d-options.yaml", "arrow-4-options.yaml", "arrow-carries-into-fight.yaml", "plane-flight-chain-beats-enemy.yaml", "ice-chain-beats-enemy.yaml", "earthquake-second-tile.yaml", "lighthouse-looks.yaml"},
	"§4 a horse jump or a flight reveals only its landing":                                   {"horse-reveals-only-landing.yaml", "arrow-chain-reveals-each-tile.yaml"},
	"§4 loops kill": {"arrows-facing-loop.yaml", "crocodile-onto-one-way-arrow-kills.yaml", "crocodile-onto-two-way-arrow.yaml", "two-way-arrow-bounce.yaml", "horse-loop.yaml", "loop-through-ice.yaml", "loop-returns-gold.yaml"},
	"§4 impossible moves kill, gold back; they stay legal":                                                                      {"impossible-arrow-into-enemy-fort.yaml", "impossible-arrow-into-thicket.yaml", "impossible-arrow-onto-enemy-missionary.yaml", "impossible-arrow-onto-enemy.yaml", "impossible-arrow-onto-hidden.yaml", "impossible-gold-onto-enemy-swimmer.yaml", "horse-gold-onto-hidden-kills.yaml", "horse-into-enemy-fort-kills.yaml", "ice-gold-into-enemy-fort.yaml", "plane-deadly-option.yaml", "plane-options-include-deadly.yaml", "ice-flight-deadly-option.yaml", "loop-returns-gold.yaml"},
	"§4 into the sea: a swimmer, its gold sinks":                                                                                {"arrow-into-sea-sinks-gold.yaml", "horse-into-sea.yaml", "ice-into-sea.yaml", "cannon-into-sea.yaml", "cannon-into-island-corner.yaml", "enemy-ship-sinks-gold.yaml"},
	"§5 chests and the galleon: 40 in all":                                                                                      {"coins-revealed.yaml", "galleon-found-and-banked.yaml", "treasures-two.yaml"},
	"§5 drag one coin or the treasure, face-up only, no fort or thicket, no attack":                                             {"drag-one-coin.yaml", "drag-not-onto-face-down.yaml", "drag-cannot-attack.yaml", "drag-gold-left-on-arrival.yaml", "fort-no-gold.yaml", "thicket-no-gold.yaml", "spinner-gold-carried-through.yaml", "spinner-gold-onto-enemy-step-1.yaml", "cave-entrance-enemy-no-gold.yaml"},
	"§5 banked on an own or allied ship by any means":                                                                           {"arrow-onto-own-ship.yaml", "horse-to-own-ship.yaml", "horse-onto-allied-ship-banks.yaml", "balloon-home-with-gold.yaml", "cannon-onto-own-ship.yaml", "cannon-onto-allied-ship.yaml", "ice-gold-onto-own-ship.yaml", "board-allied-ship-teams.yaml"},
	"§5 a beaten piece's gold stays; the ogre eats dragged gold":                                                                {"beat-enemies.yaml", "ogre-eats-gold.yaml", "trap-gold-held.yaml", "cave-lost-with-gold.yaml"},
	"§5 a bottle: out of a trap or a spinner as though free and on the last step":                                               {"trap-bottle-climbs-out.yaml", "trap-bottle-options.yaml", "spinner-bottle-leaves.yaml", "spinner-bottle-options.yaml", "spinner-bottle-not-to-last-step.yaml"},
	"§6 a fight beats all enemies on the tile, to their own ships":                                                              {"beat-enemies.yaml", "arrow-carries-into-fight.yaml", "horse-lands-on-enemy.yaml", "disembark-beats-enemy.yaml", "ice-chain-beats-enemy.yaml", "plane-flight-chain-beats-enemy.yaml"},
	"§6 no fight in a fort, the thicket, the missionary's tile, aboard":                                                         {"fort-no-fight.yaml", "native-fort-is-a-fort.yaml", "thicket-enemies-share.yaml", "missionary-tile-closed.yaml", "no-fight-aboard.yaml", "disembark-enemy-fort-closed.yaml"},
	"§6 spinners: beat only from the step behind; entering beats step 1":                                                        {"spinner-beat-from-step-behind.yaml", "spinner-enter-beats-step-1.yaml", "spinner-enemies-share.yaml", "spinner-no-attack-backwards.yaml", "crocodile-back-onto-spinner-beats.yaml"},
	"§6 at sea: swimmers and ships kill enemy swimmers; an enemy ship kills":                                                    {"swimmer-kills-enemy-swimmer.yaml", "swimmer-meets-enemy-ship.yaml", "cannon-kills-enemy-swimmer.yaml", "ship-runs-down-enemy-swimmer.yaml", "impossible-gold-onto-enemy-swimmer.yaml"},
	"§6 revival: own pirate on the native fort, under 3 fighting pieces, own colour; characters neither revive nor are revived": {"revival-after-pirate-arrives.yaml", "revival-by-drunk-pirate.yaml", "revival-characters-not-revived.yaml", "revival-converted-missionary-counts.yaml", "revival-limit-three.yaml", "revival-missionary-not-a-pirate.yaml", "revival-not-by-characters.yaml", "revival-not-by-converted-missionary.yaml", "revival-options.yaml", "revival-own-colour-only.yaml", "revival-teams-own-pirate.yaml", "native-fort-revives.yaml"},
	"§6 a crew with no piece able to act loses its turns":                                                                       {"all-pirates-dead.yaml", "pass-when-no-action.yaml", "trap-last-pirate-needs-enemy.yaml"},
	"§7 arrows": {"arrow-1-rotated-east.yaml", "arrow-1d-rotated-south.yaml", "arrow-2-rotated-east.yaml", "arrow-2d-rotated-west.yaml", "arrow-3-rotated-east.yaml", "arrow-4-straight.yaml", "arrow-4d-diagonal.yaml", "arrow-4-options.yaml"},
	"§7 horse: up to 8 cells in play; sea, own ship, enemy ship":                                               {"horse-jump.yaml", "horse-edge-stays-in-play.yaml", "horse-into-sea.yaml", "horse-to-own-ship.yaml", "horse-to-enemy-ship.yaml"},
	"§7 spinners: forest 2, desert 3, swamp 4, mountains 5":                                                    {"spinner-forest-no-early-exit.yaml", "spinner-forest.yaml", "spinner-desert-no-early-exit.yaml", "spinner-desert.yaml", "spinner-swamp-no-early-exit.yaml", "spinner-swamp.yaml", "spinner-mountains-no-early-exit.yaml", "spinner-mountains.yaml"},
	"§7 ice: the same direction, another jump, another flight, a crocodile's return reversed":                  {"ice-after-arrow.yaml", "ice-after-crocodile.yaml", "ice-after-horse-lands.yaml", "ice-after-horse.yaml", "ice-after-plane-lands.yaml", "ice-after-plane.yaml", "ice-after-step.yaml", "ice-crocodile-back-aboard.yaml", "ice-flight-options.yaml", "ice-flight-single-option.yaml"},
	"§7 trap: held until an own or allied piece enters or a bottle; an enemy beats and is held; Friday immune": {"trap-holds.yaml", "trap-freed-by-friend.yaml", "trap-freed-by-ally.yaml", "trap-enemy-beats-held.yaml", "trap-friday-immune.yaml", "trap-gold-held.yaml"},
	"§7 ogre: dies, gold eaten; Friday immune":                                                                 {"ogre-eats-gold.yaml", "ogre-eats-missionary-before-friday.yaml", "ogre-friday-faq.yaml", "ogre-friday-immune.yaml", "ogre-friday-keeps-gold.yaml", "ogre-kills.yaml"},
	"§7 fort, native fort":    {"fort-no-fight.yaml", "fort-no-gold.yaml", "fort-allies-share.yaml", "native-fort-is-a-fort.yaml", "native-fort-revives.yaml"},
	"§7 coin1…coin5, galleon": {"coins-revealed.yaml", "galleon-found-and-banked.yaml"},
	"§7 plane: at once, with its gold, to any face-up tile, or spent; variant plane-waits": {"plane-carries-gold.yaml", "plane-deadly-option.yaml", "plane-declined-is-spent.yaml", "plane-flies-at-once.yaml", "plane-flight-chain-beats-enemy.yaml", "plane-flight-lands.yaml", "plane-flight-onto-crocodile.yaml", "plane-options-include-deadly.yaml", "plane-waits-beaten-off.yaml", "plane-waits-step-spends.yaml", "plane-waits-still-there.yaml", "plane-waits-variant.yaml"},
	"§7 smoke: one round, played by the next crew's player; no bottles for others":         {"smoke-clears.yaml", "smoke-controller.yaml", "smoke-no-bottles-for-others.yaml", "smoke-round.yaml"},
	"§7 balloon: at once to its own ship with its gold":                                    {"balloon-face-down.yaml", "balloon-home-with-gold.yaml", "balloon-own-ship-in-teams.yaml"},
	"§7 cannon: the barrel's direction, the first sea cell past the island":                {"cannon-crosses-island.yaml", "cannon-friday-surrenders.yaml", "cannon-into-island-corner.yaml", "cannon-into-sea.yaml", "cannon-kills-enemy-swimmer.yaml", "cannon-onto-allied-ship.yaml", "cannon-onto-enemy-ship.yaml", "cannon-onto-own-ship.yaml"},
	"§7 lighthouse: up to 4 face-down tiles, privately, once":                              {"lighthouse-fewer-than-four.yaml", "lighthouse-looks.yaml", "lighthouse-once.yaml", "lighthouse-privacy.yaml", "lighthouse-single-tile-resolves.yaml"},
	"§7 crocodile: back where it came from, which resolves again":                          {"crocodile-back-onto-spinner-beats.yaml", "crocodile-from-ship.yaml", "crocodile-gold-returns.yaml", "crocodile-onto-one-way-arrow-kills.yaml", "crocodile-onto-two-way-arrow.yaml", "crocodile-sends-back.yaml", "crocodile-to-spinner.yaml", "crocodile-to-trap.yaml", "plane-flight-onto-crocodile.yaml", "ice-after-crocodile.yaml"},
	"§7 ben-gunn":                            {"ben-gunn-fights.yaml", "ben-gunn-joins.yaml", "revival-characters-not-revived.yaml"},
	"§7 friday":                              {"friday-arrow-onto-enemy-dies.yaml", "friday-beaten-changes-crew.yaml", "friday-bottle-leaves.yaml", "friday-crosses-spinner.yaml", "friday-enemy-fort-with-missionary.yaml", "friday-finds-bottles.yaml", "friday-gold-arrow-into-fort-meeting.yaml", "friday-gold-fort-no-meeting.yaml", "friday-gold-thicket-no-meeting.yaml", "friday-joins.yaml", "friday-meets-converted-missionary.yaml", "friday-meets-missionary.yaml", "friday-never-attacks.yaml", "friday-reveals-missionary.yaml", "sea-friday-meets-enemy-missionary.yaml", "sea-friday-meets-missionary.yaml", "sea-friday-surrenders.yaml", "ship-friday-surrenders.yaml", "cannon-friday-surrenders.yaml", "cave-entrance-friday-meets-missionary.yaml", "cave-entrance-missionary-meets-enemy-friday.yaml", "cave-exit-friday-meets-missionary.yaml", "cave-friday-meets-lost-missionary.yaml", "cave-missionary-meets-lost-friday.yaml", "ogre-friday-faq.yaml", "ogre-friday-immune.yaml", "ogre-friday-keeps-gold.yaml", "trap-friday-immune.yaml", "missionary-meets-friday.yaml", "missionary-reveals-friday.yaml", "ogre-eats-missionary-before-friday.yaml", "give-bottle-to-enemy-friday.yaml", "give-bottle-friday-aboard.yaml"},
	"§7 missionary":                          {"missionary-arrow-onto-enemy-dies.yaml", "missionary-cannot-drag.yaml", "missionary-companion-cannot-attack.yaml", "missionary-companion-chain.yaml", "missionary-converted-fights.yaml", "missionary-finds-bottle.yaml", "missionary-joins.yaml", "missionary-meets-friday.yaml", "missionary-never-attacks.yaml", "missionary-reveals-friday.yaml", "missionary-spinner-bottle-converts.yaml", "missionary-tile-closed.yaml", "missionary-tile-open-to-allies.yaml", "missionary-trap-bottle-acts-as-pirate.yaml", "missionary-trap-bottle-converts.yaml", "cave-missionary-closed.yaml", "cave-missionary-meets-lost-friday.yaml", "ship-cannot-run-down-missionary.yaml", "impossible-arrow-onto-enemy-missionary.yaml", "cave-exit-missionary-guards.yaml", "cave-entrance-missionary-meets-enemy-friday.yaml"},
	"§7 rum: skips its crew's next turn":     {"rum-beaten-sobers.yaml", "rum-skips-next-turn.yaml", "rum-wears-off.yaml", "drunk-piece-in-scenario.yaml", "revival-by-drunk-pirate.yaml"},
	"§7 bottles: the crew's (team's) supply": {"bottle1-found.yaml", "bottle2-found.yaml", "bottle3-found.yaml", "bottles-shared-by-team.yaml", "bottles-shared-two-crews.yaml", "missionary-finds-bottle.yaml", "friday-finds-bottles.yaml"},
	"§7 caves":                               {"cave-allies-lost-together.yaml", "cave-enemy-beats-lost.yaml", "cave-entrance-enemy-all-exits-guarded.yaml", "cave-entrance-enemy-beaten.yaml", "cave-entrance-enemy-no-gold.yaml", "cave-entrance-friday-meets-missionary.yaml", "cave-entrance-missionary-meets-enemy-friday.yaml", "cave-exit-found.yaml", "cave-exit-friday-meets-missionary.yaml", "cave-exit-missionary-guards.yaml", "cave-friday-meets-lost-missionary.yaml", "cave-guarded-exit.yaml", "cave-guarded-one-of-two.yaml", "cave-lost-with-gold.yaml", "cave-lost.yaml", "cave-missionary-closed.yaml", "cave-missionary-meets-lost-friday.yaml", "cave-passage-lands.yaml", "cave-passage-with-gold.yaml", "cave-passage.yaml", "cave-second-found-nobody-lost.yaml", "earthquake-moves-open-cave.yaml"},
	"§7 earthquake: two tiles with no piece and no gold, faces and rotations kept": {"earthquake-moves-open-cave.yaml", "earthquake-options.yaml", "earthquake-second-tile.yaml", "earthquake.yaml"},
	"§7 caramba": {"caramba.yaml"},
	"§7 thicket": {"thicket-enemies-share.yaml", "thicket-no-gold.yaml", "impossible-arrow-into-thicket.yaml", "give-bottle-thicket.yaml"},
	"§7 empty":   {"empty-tile.yaml"},
	"§8 the end: every tile face up, no gold on the island":        {"end-all-found.yaml", "end-needs-every-tile.yaml", "end-last-reveal-ends.yaml", "end-last-reveal-with-gold-goes-on.yaml", "end-gold-eaten-counts-as-gone.yaml", "end-gold-sunk-counts-as-gone.yaml", "give-bottle-not-after-the-end.yaml"},
	"§8 the end by agreement":                                      {"end-agreed.yaml"},
	"§8 variant stall-rounds":                                      {"end-stall-off.yaml", "end-stall-reset-by-gold.yaml", "end-stall-reset-by-reveal.yaml", "end-stall-rounds.yaml"},
	"§8 gold aboard counts, the treasure 3; teams add; ties share": {"end-galleon-worth-three.yaml", "end-teams-add-gold.yaml", "end-two-crews-add-gold.yaml", "end-tie-shares-win.yaml"},
}

// TestEveryRulingIsTried: every point of RULINGS.md names scenario files,
// each of which exists and expects something, and every file of testdata
// tries a point named here.
func TestEveryRulingIsTried(t *testing.T) {
	named := map[string]bool{}
	for point, files := range rulingPoints {
		if len(files) == 0 {
			t.Errorf("%s: no scenario tries it", point)
		}
		for _, file := range files {
			named[file] = true
			path := filepath.Join("testdata", file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Errorf("%s: %v", point, err)
				continue
			}
			sc, err := scenario.Parse(data, path)
			if err != nil {
				t.Errorf("%s: %v", point, err)
				continue
			}
			if !sc.HasExpect() {
				t.Errorf("%s: %s expects nothing", point, file)
			}
		}
	}
	all, err := filepath.Glob(filepath.Join("testdata", "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range all {
		if !named[filepath.Base(path)] {
			t.Errorf("%s tries no point named here", filepath.Base(path))
		}
	}
}
