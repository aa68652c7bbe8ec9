// Package scenario reads Jackal scenario files: a hand-made position in
// YAML (the crews, the tiles, the gold, where every piece stands), a list
// of actions in the engine's notation, and an optional block of expected
// outcomes. It builds the position as an engine.State, plays the actions,
// and reports the result as JSON (Output) or as an ASCII board (Board).
//
// The format is the contract of the rules suite under engine/testdata and
// of `jackal scenario run`:
//
//	variants: [duel]          # duel, teams, two-crews, plane-waits, stall-rounds=N
//	crews: [white, black]     # crews in play
//	turn: white               # who acts first (default: the first crew)
//	fill: empty               # kind of every island tile not listed (default empty)
//	open: false               # whether those tiles are face up (default false)
//	tiles:                    # cell: "kind[@rot] [open] [used]"
//	  e5: arrow-1@e open
//	gold: {e4: 2, f4: galleon, g4: 1+galleon}
//	pieces:                   # piece: "cell|ship|dead|gone [crew] [held|lost|drunk|converted]"
//	  W1: e4
//	  FRI: d4 white
//	ships: {white: g1}
//	bottles: {white: 1}
//	actions: [W1 e5, e6]
//	expect: {...}             # checked by the rules suite and by Play, not by Run
//
// A file with an island key is Jackal Archipelago's: the position is laid
// on that island's sea board, tiles take Archipelago's ids, and the keys
// north, boats, bear, dice and rolls apply (see sea.go), and solo makes it
// a solo puzzle's game (see solo.go).
//
// Every error names the file and the line it comes from.
package scenario
