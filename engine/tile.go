package engine

import "fmt"

// Kind is a tile's kind, named by its canonical id (RULINGS §7).
type Kind uint8

// The tile kinds. Hidden is what a View shows for a face-down tile.
const (
	Hidden Kind = iota
	Empty
	Arrow1
	Arrow1D
	Arrow2
	Arrow2D
	Arrow3
	Arrow4
	Arrow4D
	Horse
	Forest
	Desert
	Swamp
	Mountains
	Ice
	Trap
	Ogre
	Fort
	NativeFort
	Coin1
	Coin2
	Coin3
	Coin4
	Coin5
	Galleon
	Plane
	Smoke
	Balloon
	Cannon
	Lighthouse
	Crocodile
	BenGunn
	Friday
	Missionary
	Rum
	Bottle1
	Bottle2
	Bottle3
	Cave
	Earthquake
	Caramba
	Thicket
	// Archipelago's new kinds (docs/archipelago.md): classic's set holds
	// none of them (Count is 0), so classic never deals one.
	Bank
	Musket
	Crossroads
	Trampoline
	BearDen
	Spyglass
	NumKinds
)

// firstNewKind is the first kind classic's set does not hold.
const firstNewKind = Bank

// NumTiles is the number of island tiles.
const NumTiles = 117

var kindIDs = [NumKinds]string{
	"hidden", "empty", "arrow-1", "arrow-1d", "arrow-2", "arrow-2d", "arrow-3", "arrow-4", "arrow-4d",
	"horse", "forest", "desert", "swamp", "mountains", "ice", "trap", "ogre", "fort", "native-fort",
	"coin1", "coin2", "coin3", "coin4", "coin5", "galleon", "plane", "smoke", "balloon", "cannon",
	"lighthouse", "crocodile", "ben-gunn", "friday", "missionary", "rum", "bottle1", "bottle2",
	"bottle3", "cave", "earthquake", "caramba", "thicket",
	"bank", "musket", "crossroads", "trampoline", "bear-den", "spyglass",
}

// kindCount is how many tiles of each kind the 117-tile set holds.
var kindCount = [NumKinds]int{
	Empty: 18, Arrow1: 3, Arrow1D: 3, Arrow2: 3, Arrow2D: 3, Arrow3: 3, Arrow4: 3, Arrow4D: 3,
	Horse: 2, Forest: 5, Desert: 4, Swamp: 2, Mountains: 1, Ice: 6, Trap: 3, Ogre: 1, Fort: 2,
	NativeFort: 1, Coin1: 5, Coin2: 5, Coin3: 3, Coin4: 2, Coin5: 1, Galleon: 1, Plane: 1, Smoke: 2,
	Balloon: 2, Cannon: 2, Lighthouse: 1, Crocodile: 4, BenGunn: 1, Friday: 1, Missionary: 1, Rum: 4,
	Bottle1: 3, Bottle2: 2, Bottle3: 1, Cave: 4, Earthquake: 1, Caramba: 1, Thicket: 3,
}

// arrowDirs are an arrow tile's directions at rotation 0.
var arrowDirs = [NumKinds][]Dir{
	Arrow1:  {N},
	Arrow1D: {NE},
	Arrow2:  {E, W},
	Arrow2D: {NE, SW},
	Arrow3:  {NW, E, S},
	Arrow4:  {N, E, S, W},
	Arrow4D: {NE, SE, SW, NW},
}

// spinnerSteps is the number of steps of each spinner.
var spinnerSteps = [NumKinds]uint8{Forest: 2, Desert: 3, Swamp: 4, Mountains: 5}

// String is the kind's canonical id, such as "arrow-2d".
func (k Kind) String() string {
	if k >= NumKinds {
		return "?"
	}
	return kindIDs[k]
}

// ParseKind reads a canonical tile id.
func ParseKind(s string) (Kind, error) {
	for i := Empty; i < NumKinds; i++ {
		if equalFold(s, kindIDs[i]) {
			return i, nil
		}
	}
	return Hidden, fmt.Errorf("%w: %q is not a tile kind", ErrSyntax, s)
}

// Kinds lists every tile kind of classic's 117-tile set, in id order
// (Hidden excluded). AllKinds adds Archipelago's new kinds.
func Kinds() []Kind {
	out := make([]Kind, 0, firstNewKind-1)
	for k := Empty; k < firstNewKind; k++ {
		out = append(out, k)
	}
	return out
}

// AllKinds lists every tile kind of both boxes, in id order (Hidden
// excluded): classic's, then Archipelago's new kinds.
func AllKinds() []Kind {
	out := make([]Kind, 0, NumKinds-1)
	for k := Empty; k < NumKinds; k++ {
		out = append(out, k)
	}
	return out
}

// IsClassic reports whether classic's 117-tile set holds kind k.
func (k Kind) IsClassic() bool { return k >= Empty && k < firstNewKind }

// Count is how many tiles of kind k classic's 117-tile set holds (0 for
// Archipelago's new kinds; see ArchipelagoCount for that box).
func (k Kind) Count() int {
	if k >= NumKinds {
		return 0
	}
	return kindCount[k]
}

// IsArrow reports whether k is one of the seven arrow tiles.
func (k Kind) IsArrow() bool { return k >= Arrow1 && k <= Arrow4D }

// Arrows lists the directions of an arrow tile of kind k at rotation r.
func (k Kind) Arrows(r Rot) []Dir {
	if !k.IsArrow() {
		return nil
	}
	base := arrowDirs[k]
	out := make([]Dir, len(base))
	for i, d := range base {
		out[i] = d.Rotate(r)
	}
	return out
}

// IsSpinner reports whether k takes several steps to cross.
func (k Kind) IsSpinner() bool { return spinnerSteps[k%NumKinds] > 0 }

// Steps is the number of steps of a spinner, 0 for other kinds.
func (k Kind) Steps() int { return int(spinnerSteps[k%NumKinds]) }

// Coins is the number of coins a chest of kind k holds.
func (k Kind) Coins() int {
	if k >= Coin1 && k <= Coin5 {
		return int(k-Coin1) + 1
	}
	return 0
}

// Bottles is the number of bottles a tile of kind k holds.
func (k Kind) Bottles() int {
	if k >= Bottle1 && k <= Bottle3 {
		return int(k-Bottle1) + 1
	}
	return 0
}

// IsFortress reports whether k is a fort or the native fort.
func (k Kind) IsFortress() bool { return k == Fort || k == NativeFort }

// Rotates reports whether a tile's rotation changes what it does (arrows, cannons).
func (k Kind) Rotates() bool { return k.IsArrow() || k == Cannon }

// passThrough reports whether no piece ever rests on a face-up tile of kind k.
func (k Kind) passThrough() bool {
	return k.IsArrow() || k == Horse || k == Ice || k == Crocodile || k == Cannon || k == Balloon ||
		k == Trampoline || k == Crossroads
}

// Tile is one island tile as it lies on the board.
type Tile struct {
	Kind Kind
	Rot  Rot
	Open bool // face up
	// Used marks a one-time tile spent: the plane flown (or declined), the
	// lighthouse looked from, a character tile whose character has appeared.
	Used bool
	// Pic picks one of the pictures of a kind that has several (empty: 0–3).
	Pic uint8
}
