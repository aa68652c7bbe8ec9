package archipelago_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine/scenario"
)

// points names, for every point of shared/ARCHIPELAGO.md (each bullet,
// table row and ruling, and the rulebook's rules they rest on), what tries
// it: scenario files of testdata, or "file_test.go TestName" (a path from
// this directory) for a point a Go test checks.
var points = map[string][]string{
	// §1 Board
	"§1 an island file: cells on a grid up to 15×15, water all round, the shore": {
		"island/island_test.go TestIslandCells", "island/validate_test.go TestValidate", "swim-shore-only.yaml"},
	"§1 the grid ends past the ring of water": {"trampoline-grid-edge.yaml"},
	"§1 backs: each back's tiles dealt face down on its cells, randomly turned": {
		"deal_test.go TestDeal", "island/back_engine_test.go TestBackEngine"},
	"§1 box 1: 66 tiles, 18/24/24; the first island 57, 2/3/4 removed": {
		"../archipelago_tiles_test.go TestArchipelagoBox", "islands/islands_test.go TestFirstIsland"},
	"§1 at least five more islands, their shapes, starts and north": {
		"islands/islands_test.go TestShipped", "islands/islands_test.go TestShapes", "board_test.go TestBoardNorth"},

	// §2 Crews and turns
	"§2 white starts, then clockwise, skipping absent crews":   {"turn-order-three.yaml", "place-boat.yaml"},
	"§2 2v2: white+black against yellow+red, turns W, Y, B, R": {"teams-order.yaml", "teams-coins.yaml"},
	"§2 setup: a boat on water touching a beach by an edge, no other boat touching": {
		"place-boat.yaml", "place-corner.yaml", "place-refused-next-to-boat.yaml",
		"place-refused-no-beach-edge.yaml", "place-refused-open-sea.yaml"},
	"§2 setup first, once, all pirates aboard": {"place-before-moving.yaml", "place-once.yaml"},
	"§2 a turn is one action: the boat or one piece, then bottles": {
		"bottle-after-action.yaml", "bottle-not-before-action.yaml", "solo-one-at-a-time.yaml"},

	// §3 Moving
	"§3 boat: only with an own pirate aboard": {"boat-speed-needs-crew.yaml", "teams-boat-ally-only.yaml"},
	"§3 boat speed = own pirates aboard": {
		"boat-speed-one.yaml", "boat-speed-two.yaml", "boat-speed-three.yaml", "teams-speed-own.yaml",
		"speed-converted-missionary.yaml", "speed-missionary-not-a-pirate.yaml"},
	"§3 boat speed +1 while an own pirate stands on the spyglass": {
		"boat-speed-spyglass.yaml", "spyglass-ally.yaml", "spyglass-two.yaml", "tile-spyglass.yaml"},
	"§3 boat: 8 directions through water, a path must exist, anywhere in the water": {
		"boat-path-around-land.yaml", "boat-open-sea-corner.yaml", "lagoon-boat-stays-inside.yaml"},
	"§3 boat: a straight run of boats with water beyond is one step": {
		"boat-jump-one.yaml", "boat-jump-two.yaml", "boat-jump-diag.yaml", "boat-jump-diag2.yaml",
		"boat-no-jump-onto-land.yaml"},
	"§3 boat and swimmers: takes an own one aboard, may not end on an enemy one, passes over it (ruling)": {
		"boat-onto-own-swimmer.yaml", "boat-not-onto-enemy-swimmer.yaml", "boat-over-enemy-swimmer.yaml"},
	"§3 everything aboard moves with the boat":                       {"teams-ally-carried.yaml"},
	"§3 disembark onto any tile touching the boat by edge or corner": {"disembark-diag.yaml", "ice-disembark.yaml"},
	"§3 step: 8 neighbours on land; boards an own or allied boat, never an enemy's": {
		"board-diag.yaml", "teams-coins.yaml", "step-not-onto-enemy-boat.yaml"},
	"§3 no step from land into water": {"step-not-into-water.yaml"},
	"§3 the water only by a tile's effect": {
		"arrow-into-water.yaml", "ice-into-water.yaml", "horse-into-water.yaml", "crossroads-into-water.yaml",
		"coin-sinks-trampoline.yaml", "tile-cannon-sea-sinks-coin.yaml"},
	"§3 swim: one shore cell, corners count, or aboard an own or allied boat, never an enemy's": {
		"swim-legal-exact.yaml", "swim-shore-only.yaml", "swim-board-open-sea.yaml",
		"swimmer-boards-allied-boat.yaml", "swim-not-onto-enemy-boat.yaml"},
	"§3 a swimmer never climbs onto land":                 {"ability-swimmer-refused.yaml"},
	"§3 a face-down tile entered turns over and resolves": {"tile-empty.yaml", "disembark-diag.yaml"},
	"§3 chains, loops and deadly moves as RULINGS.md §4": {
		"loop.yaml", "croc-arrow.yaml", "croc-horse-again.yaml", "impossible-drag.yaml", "crossroads-reentry.yaml",
		"trampoline-coin-face-down-dies.yaml", "trampoline-coin-fortress-dies.yaml"},

	// §4 Gold, fights, death
	"§4 a pirate drags at most 1 coin": {"coin-one-at-a-time.yaml", "ability-strongman-refused.yaml"},
	"§4 coins only onto face-up tiles": {"drag-facedown.yaml", "impossible-drag.yaml"},
	"§4 a coin in the water but on an own or allied boat sinks": {
		"coin-sinks-trampoline.yaml", "tile-cannon-sea-sinks-coin.yaml", "cannon-enemy-coin.yaml",
		"cannon-ally-boat.yaml", "arrow-into-water.yaml", "horse-into-water.yaml", "ability-swimmer-coin-left-sinks.yaml"},
	"§4 coins on a boat are that crew's, for good": {"coin-banked.yaml", "coin-aboard-stays.yaml"},
	"§4 a team's coins counted together":           {"teams-coins.yaml", "teams-game-end.yaml"},
	"§4 the end: every tile face up and no coin on the island or dragged": {
		"game-end-last-tile.yaml", "game-over-last-coin.yaml", "swimmer-coin-not-over.yaml",
		"game-end-coin-sinks.yaml", "game-end-cannibal-last-tile.yaml", "lighthouse-fewer-than-four.yaml"},
	"§4 the most coins win; ties share":                {"game-over-last-coin.yaml", "game-end-tie.yaml", "game-end-coin-sinks.yaml"},
	"§4 the end by unanimous vote, coins out nobody's": {"end-vote.yaml", "end-vote-coins-nobodys.yaml"},
	"§4 attack: onto a tile or shore cell with enemies, all to their own boat, coins stay": {
		"fight-on-land.yaml", "fight-at-sea.yaml", "fight-sends-all.yaml", "disembark-attack.yaml",
		"arrow-onto-swimmer.yaml", "cannon-enemy-swimmer.yaml", "bank-no-coin-attack.yaml"},
	"§4 no attack while dragging a coin": {"fight-no-attack-dragging.yaml", "ability-junglerunner-shares.yaml"},
	"§4 no attack into a fortress, a jungle, the shrine, the missionary's tile, a bank pirate with a coin": {
		"tile-fortress.yaml", "tile-jungle.yaml", "tile-shrine.yaml", "mis-shields.yaml", "tile-bank-coin-shields.yaml",
		"musket-skips-protected.yaml"},
	"§4 death: cannibal, a cycle, a cannon shot onto an enemy boat": {
		"tile-cannibal.yaml", "loop.yaml", "tile-cannon-enemy-boat.yaml", "tramp-enemy-boat.yaml"},
	"§4 revive: an own pirate on the shrine, the crew's turn, onto the shrine": {
		"revive.yaml", "revive-other-colour.yaml", "revive-not-by-ally.yaml", "revive-not-by-missionary.yaml",
		"revive-converted-missionary-on-shrine.yaml", "revive-by-drunk-pirate.yaml"},
	"§4 revive only under 3 combat-capable pieces; never more than 3 pirates": {
		"revive-three.yaml", "revive-mis-not-count.yaml", "ability-shrinekeeper-refused.yaml"},

	// §5 Bottles
	"§5 bottles go to the crew's supply": {"tile-bottle-1.yaml", "tile-bottle-2.yaml", "bottle-on-reveal-only.yaml"},
	"§5 after the action, any number": {
		"bottle-after-action.yaml", "bottle-not-before-action.yaml", "bottle-two-in-turn.yaml",
		"bear-after-bottles.yaml", "bear-after-bottles-steps.yaml"},
	"§5 a bottle frees a pirate from a pit": {"bottle-after-action.yaml", "pit-bottle-same-turn.yaml"},
	"§5 a bottle: out of a labyrinth on the next move as from the last step": {
		"lab-bottle.yaml", "lab-bottle-same-turn.yaml", "bottle-two-in-turn.yaml"},
	"§5 give MIS: from his tile or a neighbour, even on arrival": {
		"give-mis-arrived.yaml", "give-mis-same-tile.yaml", "mis-reveals-bottle.yaml"},
	"§5 never another crew's bottles, an ally's or under smoke": {
		"bottle-not-others.yaml", "bottle-not-ally.yaml", "smoke-bottle.yaml"},

	// §6 Tiles
	"§6 empty":          {"tile-empty.yaml"},
	"§6 arrows":         {"tile-arrow-1.yaml", "tile-arrow-1d.yaml", "tile-arrow-2.yaml", "tile-arrow-2d.yaml", "tile-arrow-3.yaml", "tile-arrow-4.yaml", "arrow-into-water.yaml"},
	"§6 labyrinths 2–5": {"tile-labyrinth-2.yaml", "tile-labyrinth-3.yaml", "tile-labyrinth-4.yaml", "tile-labyrinth-5.yaml"},
	"§6 labyrinth: attack only onto the step directly ahead": {
		"lab-attack-ahead.yaml", "lab-enter-step1.yaml", "lab-enter-step1-attack.yaml", "lab-no-attack-far.yaml"},
	"§6 chests: 1/2/3 coins when turned over": {"tile-chest-1.yaml", "tile-chest-2.yaml", "tile-chest-3.yaml"},
	"§6 horse: knight's jump, only the landing turns over": {
		"tile-horse.yaml", "horse-only-landing-turns.yaml", "horse-onto-own-boat-open-sea.yaml", "horse-into-water.yaml"},
	"§6 ice: repeat the move (step, jump, arrow, plane)": {
		"tile-ice.yaml", "ice-arrow.yaml", "ice-disembark.yaml", "ice-horse.yaml", "ice-after-plane.yaml",
		"ice-after-plane-lands.yaml", "ice-after-trampoline.yaml", "ice-into-water.yaml", "ice-onto-own-boat.yaml"},
	"§6 pit: held until an own or allied pirate enters, or a bottle; every entry": {
		"tile-pit.yaml", "tile-pit-freed-by-own.yaml", "pit-ally.yaml", "pit-enemy.yaml"},
	"§6 barrel: skips its crew's next turn, others move; every entry": {
		"tile-barrel.yaml", "barrel-others.yaml", "barrel-after.yaml", "barrel-every-entry.yaml"},
	"§6 bottle-1, bottle-2: on turning over only": {"tile-bottle-1.yaml", "tile-bottle-2.yaml", "bottle-on-reveal-only.yaml"},
	"§6 crocodile: back where it came from (aboard from a boat)": {
		"tile-crocodile.yaml", "croc-from-boat.yaml", "croc-arrow.yaml", "croc-horse-again.yaml"},
	"§6 bank: one pirate; a pirate with a coin unattackable; a coin left alone anyone's": {
		"tile-bank-one-pirate.yaml", "tile-bank-coin-shields.yaml", "bank-no-coin-attack.yaml", "bank-coin-left-alone.yaml"},
	"§6 jungle: no fights, no coins in, rivals share": {"tile-jungle.yaml", "tile-jungle-no-coins.yaml"},
	"§6 lighthouse: the first up looks at up to 4, once per game": {
		"tile-lighthouse.yaml", "lighthouse-once.yaml", "lighthouse-fewer-than-four.yaml"},
	"§6 caramba: nothing else":                                   {"tile-caramba.yaml"},
	"§6 balloon: to the own boat with its coin, never an ally's": {"tile-balloon.yaml", "balloon-teams-own-boat.yaml"},
	"§6 musket: a direction, the first attackable pirate, not the bear; then empty": {
		"tile-musket.yaml", "musket-then-empty.yaml", "musket-own.yaml", "musket-gap.yaml", "musket-skips-fortress.yaml",
		"musket-skips-missionary-bear.yaml", "musket-skips-protected.yaml", "musket-one-pirate.yaml", "musket-hits-nobody.yaml"},
	"§6 shrine: enemies not while an own piece is in, allies may; no coins": {
		"tile-shrine.yaml", "shrine-mis.yaml", "shrine-empty-enemy.yaml", "shrine-ally.yaml", "coin-shrine.yaml"},
	"§6 crossroads: a die on every entry, 5–6 again, the roll told": {
		"tile-crossroads.yaml", "tile-crossroads-reroll.yaml", "crossroads-again.yaml", "crossroads-reentry.yaml",
		"crossroads-into-water.yaml"},
	"§6 trampoline: 2 away in 8 directions, with a coin; water, own boat, enemy boat": {
		"tile-trampoline.yaml", "trampoline-boat-coin.yaml", "coin-sinks-trampoline.yaml", "tramp-enemy-boat.yaml",
		"trampoline-grid-edge.yaml", "trampoline-coin-face-down-dies.yaml", "trampoline-coin-fortress-dies.yaml"},
	"§6 airplane: once, to an unoccupied face-up tile, with a coin; then empty": {
		"tile-airplane.yaml", "airplane-once.yaml", "airplane-then-empty.yaml", "airplane-declined.yaml",
		"plane-unoccupied.yaml", "plane-onto-enemy.yaml", "plane-options.yaml", "plane-bear.yaml"},
	"§6 cannon: to the first water cell; own boat, enemy boat, else swims": {
		"tile-cannon-own-boat.yaml", "tile-cannon-enemy-boat.yaml", "tile-cannon-sea-sinks-coin.yaml",
		"cannon-inland-water.yaml", "cannon-ally-boat.yaml", "cannon-enemy-coin.yaml"},
	"§6 smoke: as classic, one round, on turning over only": {
		"tile-smoke.yaml", "smoke-one-round.yaml", "smoke-on-reveal-only.yaml"},
	"§6 bear-den": {"tile-bear-den.yaml", "bear-den-no-step.yaml"},
	"§6 missionary: joins, cannot carry, attack or be attacked, shields his tile": {
		"tile-missionary.yaml", "mis-no-drag.yaml", "mis-no-attack-from.yaml", "mis-no-enter-enemy.yaml", "mis-shields.yaml"},
	"§6 earthquake: two tiles with nothing on them, arrows turned; on turning over only": {
		"tile-earthquake.yaml", "quake-not-bear-tile.yaml", "quake-not-coin-or-pirate.yaml", "quake-cross-back.yaml",
		"quake-rotate-arrow.yaml", "quake-arrow-choice.yaml", "quake-arrow-two.yaml", "quake-arrow-face-down.yaml",
		"quake-on-reveal-only.yaml"},
	"§6 spyglass":                              {"tile-spyglass.yaml"},
	"§6 cannibal: dies, its coin eaten":        {"tile-cannibal.yaml", "game-end-cannibal-last-tile.yaml"},
	"§6 fortress: no fights, no coins, allies": {"tile-fortress.yaml", "coin-fortress.yaml", "fortress-ally.yaml"},

	// §7 The bear
	"§7 placed on its den, mauls the revealer, steps on later turns": {"tile-bear-den.yaml", "bear-den-no-step.yaml"},
	"§7 a step after each later turn of its waker, after the bottles": {
		"bear-waits-other-turns.yaml", "bear-after-bottles.yaml", "bear-after-bottles-steps.yaml",
		"bear-smoke-waker-turn.yaml", "bear-after-pass.yaml"},
	"§7 ignores tiles, never turns them, never boats or water": {
		"bear-no-flip.yaml", "bear-round-water.yaml", "bear-mauls-fortress.yaml", "bear-pit.yaml", "bear-facedown-enter.yaml"},
	"§7 the nearest pirate on land (a converted missionary is one)": {
		"bear-nearest.yaml", "bear-converted-missionary.yaml", "bear-swimmer.yaml", "bear-chebyshev-across-water.yaml"},
	"§7 ties between pirates: clockwise from the island's north": {
		"bear-tie-clockwise-from-north.yaml", "bear-tie-island-north-east.yaml", "bear-tie-north-west-last.yaml"},
	"§7 ties between paths: diagonal first, an edge next to the quarry": {
		"bear-diagonal-first.yaml", "bear-diagonal-over-straight.yaml", "bear-edge-next-to-quarry.yaml"},
	"§7 a pirate reached or entering is mauled, its coin stays": {
		"bear-mauls.yaml", "bear-mauls-all.yaml", "bear-entered-mauls.yaml", "bear-entered-coin-stays.yaml",
		"arrow-onto-bear.yaml", "bear-converted-missionary.yaml"},
	"§7 the missionary dies": {"bear-kills-mis.yaml", "mis-into-bear.yaml"},
	"§7 no pirate on land: it stays (the preaching missionary is none)": {
		"bear-no-pirate-on-land.yaml", "bear-swimmer.yaml", "bear-missionary-not-quarry.yaml"},
	"§7 abilities do not touch it": {"ability-sharpshooter-not-bear.yaml"},

	// §8 Abilities and campaigns
	"§8 the draft: 3 coins or more, 4 drawn, winner first": {
		"../../bot/campaign/draft_test.go TestNewDraftOrder", "../../bot/campaign/draft_test.go TestNewDraftOffered"},
	"§8 the standings: coins, then islands won": {"../../bot/campaign/standings_test.go TestTable"},
	"§8 an ability on one named pirate":         {"abilities_test.go TestAbilitiesVariant"},
	"§8 strongman":                              {"ability-strongman.yaml", "ability-strongman-choice.yaml", "ability-strongman-refused.yaml"},
	"§8 swimmer": {
		"ability-swimmer.yaml", "ability-swimmer-keeps-coin.yaml", "ability-swimmer-climbs.yaml",
		"ability-swimmer-beach-only.yaml", "ability-swimmer-beaten-coin-sinks.yaml", "ability-swimmer-coin-left-sinks.yaml"},
	"§8 navigator": {"ability-navigator.yaml", "ability-navigator-ashore.yaml", "ability-navigator-spyglass.yaml"},
	"§8 brawler":   {"ability-brawler.yaml"},
	"§8 sharpshooter": {
		"ability-sharpshooter.yaml", "ability-sharpshooter-diagonal.yaml", "ability-sharpshooter-protected.yaml",
		"ability-sharpshooter-refused.yaml"},
	"§8 surefoot":     {"ability-surefoot-pit.yaml", "ability-surefoot-crocodile.yaml"},
	"§8 teetotaler":   {"ability-teetotaler.yaml"},
	"§8 pathfinder":   {"ability-pathfinder.yaml", "ability-pathfinder-one.yaml", "ability-pathfinder-refused.yaml"},
	"§8 scout":        {"ability-scout.yaml", "ability-scout-once.yaml", "ability-scout-refused.yaml"},
	"§8 junglerunner": {"ability-junglerunner.yaml", "ability-junglerunner-fights.yaml", "ability-junglerunner-shares.yaml"},
	"§8 shrinekeeper": {"ability-shrinekeeper.yaml", "ability-shrinekeeper-once.yaml", "ability-shrinekeeper-refused.yaml"},
	"§8 duelist":      {"ability-duelist.yaml", "ability-duelist-field.yaml"},

	// §9 Solo puzzles
	"§9 white, yellow, red in order, then the bear: one turn": {"solo-turn-order.yaml", "solo-one-at-a-time.yaml", "solo-must-move.yaml"},
	"§9 coins to the bank; the balloon to the bank":           {"solo-coin-banked.yaml", "solo-balloon-to-the-bank.yaml"},
	"§9 leaving the island kills; the bear kills":             {"solo-off-the-island.yaml", "solo-bear-kills.yaml", "solo-into-the-bear.yaml"},
	"§9 the goal: turns, survivors":                           {"solo-turns-out.yaml", "solo-into-the-bear.yaml"},
	"§9 ten puzzles, each solvable at its par": {
		"puzzles/puzzles_test.go TestShipped", "puzzles/solve_test.go TestPars"},

	// §10 Notation
	"§10 place, boat":              {"place-boat.yaml", "boat-speed-two.yaml"},
	"§10 +c, +2c":                  {"coin-banked.yaml", "ability-strongman.yaml"},
	"§10 bottle, give MIS, revive": {"bottle-after-action.yaml", "give-mis-arrived.yaml", "revive.yaml"},
	"§10 the musket's choice as a cell or a direction": {"musket-cell.yaml", "musket-then-empty.yaml"},
	"§10 end": {"end-vote.yaml"},
}

// TestEveryPointIsTried: every point of ARCHIPELAGO.md names what tries it,
// each scenario file exists and expects something, each Go test exists,
// and every file of testdata tries a point named here.
func TestEveryPointIsTried(t *testing.T) {
	named := map[string]bool{}
	for point, refs := range points {
		if len(refs) == 0 {
			t.Errorf("%s: nothing tries it", point)
		}
		for _, ref := range refs {
			if file, test, ok := strings.Cut(ref, " "); ok {
				data, err := os.ReadFile(file)
				if err != nil || !strings.Contains(string(data), "func "+test+"(") {
					t.Errorf("%s: %s has no %s", point, file, test)
				}
				continue
			}
			named[ref] = true
			path := filepath.Join("testdata", ref)
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
				t.Errorf("%s: %s expects nothing", point, ref)
			}
		}
	}
	for _, path := range suite(t) {
		if !named[filepath.Base(path)] {
			t.Errorf("%s tries no point named here", filepath.Base(path))
		}
	}
}
