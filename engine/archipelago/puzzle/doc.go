// Package puzzle reads, checks and writes Jackal Archipelago's solo puzzles
// (ARCHIPELAGO.md §9, the rulebook's "Single Player Variant"): puzzle
// files, plain text a person can write in a text editor, and deals and
// judges their games on the engine's solo rules (engine.Solo).
//
// A puzzle (Puzzle) is an island, as small as one likes, with every tile's
// face fixed: which tile lies on each cell, turned which way, face up or
// face down. The three pirates (W1, Y1, R1: the white, the yellow and the
// red figure) start on the bank; the bear, when the puzzle has one, on its
// den. Every coin must be brought to the bank; the goal may also bound
// the turns and ask some pirates to survive. The par is the fewest turns
// in which the goal can be met.
//
// # The file
//
// A puzzle file is an island file (package island) with more header keys,
// and the tiles' list after the map. It is UTF-8 text; a # starts a
// comment that runs to the end of its line; blank lines are ignored.
// Header lines, "key: value", come first, in any order, each at most once:
//
//	puzzle: 3            the puzzle's number, 1 to 999 (required)
//	island: horse-leap   the island's id (required): lower-case letters
//	                     and digits, words joined by hyphens
//	name: The Horse's Leap
//	                     the title in English (required)
//	name.ru: Прыжок коня the title in Russian (optional)
//	hint: The horse jumps like a chess knight.
//	                     what the puzzle is about, in English, at most 300
//	                     characters (required)
//	hint.ru: Конь прыгает как шахматный.
//	                     the same in Russian (optional)
//	north: n             where the diagram's north points: n, e, s or w
//	                     (optional, n); the bear's tie-breaks count from it
//	bear: e3             the bear's den, a face-up bear-den tile where the
//	                     bear starts (optional: no bear)
//	gold: f4 1, f3 2     coins lying on face-up tiles at the start, cell and
//	                     count (1 when left out); face-down chests hold
//	                     their own (chest-1 one, chest-2 two, chest-3 three)
//	turns: 5             the goal's last turn (optional: no limit)
//	survivors: 3         the pirates that must live (optional: any number)
//	par: 4               the fewest turns that meet the goal (optional; the
//	                     shipped puzzles' are proved by a search)
//	map:                 the map follows, as in an island file
//
// The island file's remove: and boats: have no place here. The map is an
// island file's map (one line a rank, north first: . water, b beach, f
// forest, m mountains). After it, "tiles:" starts the tiles' list: one line
// an island cell, every island cell once, in any order:
//
//	cell: id[@rotation] [open]
//
// id is one of Archipelago's tile ids (empty, arrow-1 … arrow-4,
// labyrinth-2 … labyrinth-5, chest-1 … chest-3, horse, ice, pit, barrel,
// bottle-1, bottle-2, crocodile, bank, jungle, caramba, balloon, shrine,
// trampoline, airplane, cannon, smoke, bear-den, earthquake, spyglass,
// cannibal, fortress); @n, @e, @s or @w is where the tile's own north
// points (arrows and the cannon point by it), n when left out; open lays
// the tile face up, face down without it. This is how scenario files write
// tiles ("arrow-1@e open").
//
// A whole file, puzzle 3:
//
//	# Puzzle 3. The horse: knight's jumps across the water between two arms of the island.
//	puzzle: 3
//	island: horse-leap
//	name: The Horse's Leap
//	name.ru: Прыжок коня
//	hint: The horse jumps like a chess knight, over water too. A jump into the sea drowns.
//	hint.ru: Конь прыгает как шахматный, и через воду тоже. Прыжок в море — верная смерть.
//	north: n
//	gold: f4 1, f3 1
//	turns: 5
//	survivors: 3
//	par: 4
//	map:
//	    a b c d e f g
//	 5  . . . . . . .
//	 4  . b f . f b .
//	 3  . b m . m b .
//	 2  . b f f f b .
//	 1  . . . . . . .
//	tiles:
//	  b4: bank open
//	  c4: horse open
//	  e4: horse open
//	  f4: empty open
//	  b3: empty open
//	  c3: chest-3 open
//	  e3: caramba open
//	  f3: empty open
//	  b2: empty open
//	  c2: chest-2 open
//	  d2: empty open
//	  e2: chest-2 open
//	  f2: empty open
//
// # The rules a puzzle keeps
//
// Parse and Validate refuse a puzzle that breaks any of these, Parse
// naming the line and the column to blame ("03-horse-leap.puzzle:7:12:
// …"):
//
//   - the island keeps an island file's rules (a grid of at most 15×15
//     with a ring of water round the land, joined through edges, no back
//     with more cells than the box has tiles of it), but for its size: one
//     cell or more;
//   - every island cell has a tile and no water cell has one;
//   - each tile is one Archipelago's box holds with that back (a bank is a
//     beach tile, a horse a forest tile), and no kind is laid more often
//     with a back than the box holds it (6 empty beach tiles, 1 ice of the
//     forest…), so that a puzzle can be laid out from the box;
//   - no crossroads (chance), musket (it shoots pirates to their boats),
//     missionary (he needs rival crews) or lighthouse (its sights are a
//     crew's secret);
//   - one bank, face up; a bear-den tile only on the den, face up;
//   - coins (1 to 19 in all, chests included) lie only on face-up tiles a
//     coin may rest on: not the bank, the jungle, a fortress, the shrine,
//     the cannibal, a labyrinth, or a tile that passes a pirate on (arrows,
//     the horse, the ice, the crocodile, the cannon, the balloon, the
//     trampoline);
//   - turns 1 to 99, survivors 1 to 3, the par within the turns.
//
// Format writes a puzzle back in canonical form: the keys in the order
// above, the map as island files write it, the tiles in reading order,
// no comments. Parse(Format(p)) is Equal to p.
//
// # The game
//
// Deal lays a puzzle out as a game on the engine's solo rules (see
// engine.Solo: the pirates act in turn, white, yellow, red, each while it
// can, then the bear steps; the game ends solved once every coin is on the
// bank, or lost). Judge reads a game against the puzzle's goal.
//
// The package uses only the standard library and the engine, and does no
// I/O: Parse takes the file's bytes from its caller. The shipped puzzles
// are package puzzles'.
package puzzle
