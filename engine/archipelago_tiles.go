package engine

import "fmt"

// Archipelago's box (ARCHIPELAGO.md §6) holds 66 tiles: 18 beach, 24
// forest and 24 mountains. Most are classic kinds under another id
// (docs/archipelago.md): the kind, and so its rule, is shared, and only the
// id the game shows differs.

// archipelagoIDs are Archipelago's tile ids, "" for a kind its box lacks.
var archipelagoIDs = [NumKinds]string{
	Empty: "empty", Arrow1: "arrow-1", Arrow1D: "arrow-1d", Arrow2: "arrow-2", Arrow2D: "arrow-2d",
	Arrow3: "arrow-3", Arrow4: "arrow-4",
	Forest: "labyrinth-2", Desert: "labyrinth-3", Swamp: "labyrinth-4", Mountains: "labyrinth-5",
	Coin1: "chest-1", Coin2: "chest-2", Coin3: "chest-3",
	Horse: "horse", Ice: "ice", Trap: "pit", Rum: "barrel", Bottle1: "bottle-1", Bottle2: "bottle-2",
	Crocodile: "crocodile", Bank: "bank", Thicket: "jungle", Lighthouse: "lighthouse", Caramba: "caramba",
	Balloon: "balloon", Musket: "musket", NativeFort: "shrine", Crossroads: "crossroads",
	Trampoline: "trampoline", Plane: "airplane", Cannon: "cannon", Smoke: "smoke", BearDen: "bear-den",
	Missionary: "missionary", Earthquake: "earthquake", Spyglass: "spyglass", Ogre: "cannibal",
	Fort: "fortress",
}

// archipelagoCount is how many tiles of each kind Archipelago's box holds,
// per back (§6: the B/F/M column).
var archipelagoCount = [NumBacks][NumKinds]uint8{
	BackBeach: {
		Empty: 6, Coin1: 2, Rum: 1, Bottle1: 2, Crocodile: 1, Bank: 1, Balloon: 1, Musket: 1,
		Trampoline: 2, Cannon: 1,
	},
	BackForest: {
		Empty: 4, Arrow1: 1, Arrow2: 1, Arrow3: 1, Forest: 1, Desert: 1, Coin1: 1, Coin2: 2,
		Horse: 2, Ice: 1, Trap: 1, Rum: 1, Bottle1: 1, Crocodile: 1, Thicket: 2, NativeFort: 1,
		Crossroads: 1, Plane: 1,
	},
	BackMountains: {
		Empty: 2, Arrow1D: 1, Arrow2D: 1, Arrow4: 1, Swamp: 1, Mountains: 1, Coin1: 1, Coin2: 1,
		Coin3: 3, Ice: 1, Trap: 1, Bottle2: 1, Lighthouse: 1, Caramba: 1, Smoke: 1, BearDen: 1,
		Missionary: 1, Earthquake: 1, Spyglass: 1, Ogre: 1, Fort: 1,
	},
}

// ArchipelagoTiles is the number of tiles in Archipelago's box.
const ArchipelagoTiles = 66

// ArchipelagoCoins is the number of coins in Archipelago's chests.
const ArchipelagoCoins = 19

// ArchipelagoID is kind k's tile id in Archipelago ("pit" for Trap,
// "labyrinth-2" for Forest), or "" when Archipelago's box has no such tile.
func (k Kind) ArchipelagoID() string {
	if k >= NumKinds {
		return ""
	}
	return archipelagoIDs[k]
}

// ParseArchipelagoKind reads one of Archipelago's tile ids ("chest-1",
// "pit", "bear-den"), case-insensitively.
func ParseArchipelagoKind(s string) (Kind, error) {
	for k := Empty; k < NumKinds; k++ {
		if archipelagoIDs[k] != "" && equalFold(s, archipelagoIDs[k]) {
			return k, nil
		}
	}
	return Hidden, fmt.Errorf("%w: %q is not an Archipelago tile", ErrSyntax, s)
}

// ArchipelagoCount is how many tiles of kind k with back b Archipelago's
// box holds.
func ArchipelagoCount(b Back, k Kind) int {
	if b >= NumBacks || k >= NumKinds {
		return 0
	}
	return int(archipelagoCount[b][k])
}

// ArchipelagoBox lists the tiles of Archipelago's box with back b, face
// down and unrotated, in kind order: the bag a deal shuffles.
func ArchipelagoBox(b Back) []Tile {
	var out []Tile
	for k := Empty; k < NumKinds; k++ {
		for range ArchipelagoCount(b, k) {
			out = append(out, Tile{Kind: k})
		}
	}
	return out
}
