// Package island reads, checks and writes the islands of Jackal
// Archipelago: island files, plain text a person can draw in a text
// editor and share like a scenario file.
//
// An island (Island) is a set of cells on a grid of at most 15×15: files
// a–o run west to east, ranks 1–15 south to north, so a1 is the south-west
// corner (Cell). Every grid cell is water or an island cell, and every
// island cell has a back, the one printed on its face-down tile: beach,
// forest or mountains (Back). The deal shuffles the tiles of each back into
// the cells of that back. Box 1 holds 18 beach, 24 forest and 24 mountains
// tiles; an island uses as many of each as it has cells of that back and
// removes the rest, unseen, before dealing (Removed).
//
// # The file
//
// An island file is UTF-8 text. A # starts a comment that runs to the end
// of its line; blank lines are ignored. Header lines, "key: value", come
// first, in any order, each at most once:
//
//	island: ring         the island's id: lower-case letters and digits,
//	                     words joined by hyphens (required)
//	name: The Ring       its English name (required)
//	name.ru: Кольцо      its Russian name (optional)
//	north: n             the grid direction the island diagram's north
//	                     points to: n, e, s or w (optional, n by default);
//	                     the bear's tie-breaks count bearings from it
//	remove: beach 4, forest 4, mountains 10
//	                     the tiles removed from Box 1 before dealing, or
//	                     "none" (optional: they follow from the map; when
//	                     given they must agree with it, and a back left out
//	                     counts as 0 removed)
//	boats: h11, k6, d1, a6
//	                     up to four suggested boat starts, in the order the
//	                     players may pick them (optional)
//	map:                 the map follows, to the end of the file
//
// The map has one line a rank, from the north (top) to the south: the rank
// number, then one character a file, west to east, separated by single
// spaces:
//
//	.  water
//	b  beach
//	f  forest
//	m  mountains
//
// The top row's number is the number of rows and the rows count down to 1;
// every row has as many characters as the first. A line of file letters
// (a b c …) may head the map to help the eye. Rank numbers may be padded
// with spaces on the left, and any number of spaces may separate the rank
// number from the first cell.
//
// A whole file, the ring with its lagoon:
//
//	# A ring of land round a lagoon.
//	island: ring
//	name: The Ring
//	name.ru: Кольцо
//	north: n
//	remove: beach 4, forest 4, mountains 10
//	boats: h11, k6, d1, a6
//	map:
//	    a b c d e f g h i j k
//	11  . . . . . . . . . . .
//	10  . . . b f f f b . . .
//	 9  . . f m m m f f b . .
//	 8  . b f m . . . m f b .
//	 7  . f m . . . . . m f .
//	 6  . b b . . . . . b b .
//	 5  . f m . . . . . m f .
//	 4  . b f m . . . m f b .
//	 3  . . b f m m f m f . .
//	 2  . . . b f f f b . . .
//	 1  . . . . . . . . . . .
//
// # The rules an island keeps
//
// Parse and Validate refuse an island that breaks any of these, Parse
// naming the line and the column to blame ("ring.island:7:12: …"):
//
//   - the grid is at most 15×15;
//   - the land never touches the grid's edge: a ring of water goes all
//     round it;
//   - it has 40 to 66 island cells, all joined through their edges (cells
//     touching only at a corner are apart);
//   - no back has more cells than Box 1 has tiles of it;
//   - a boat start is a water cell touching a beach cell by an edge, and
//     touching no other boat start, even at a corner.
//
// Water touching the land by an edge or a corner is the shore (IsShore),
// where swimmers move. Water that no path through water (8 directions, as
// boats sail) joins to the grid's edge is a lagoon (IsLagoon): it is water
// like the sea, and a boat may start there beside a beach, but a boat
// sails only within the water it can reach, so a boat in a lagoon stays in
// it and no boat from the sea enters it.
//
// Format writes an island back in canonical form: the keys in the order
// above (remove with all three backs, boats and name.ru only when there
// are any), the file letters and the rank numbers right-aligned, no
// comments. Parse(Format(isl)) is Equal to isl.
//
// The package uses only the standard library and does no I/O: Parse takes
// the file's bytes from its caller.
package island
