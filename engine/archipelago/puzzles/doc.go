// Package puzzles holds the solo puzzles Jackal Archipelago ships (§9 of
// ARCHIPELAGO.md), as puzzle files (package puzzle) embedded in the
// program, and the game they make: Rules, the game.Ruleset with id
// "puzzle", one seat ("player") and the variant "puzzle=N".
//
// The puzzles are numbered from 1 in rising difficulty, each file named
// after its number and island ("03-horse-leap.puzzle"), and each teaches
// a tile or two: walking and passing a coin along, arrows, the horse, ice
// and the crocodile, the jungle and the trampoline, the pit, the balloon
// and the cannon, the airplane, then the bear.
//
//	 1 the-relay        every pirate moves; a coin goes with whoever drags it
//	 2 arrow-express    arrows out and home, and one into the sea
//	 3 horse-leap       knight's jumps across the water
//	 4 frozen-lane      two ices make a fast lane; the crocodile bars the way
//	 5 over-the-wall    no coin in the jungle; the trampoline throws it over
//	 6 the-pit          the pit holds a pirate until a shipmate comes down
//	 7 balloon-ride     the balloon takes pirates home with their coins
//	 8 crocodile-creek  fly over the crocodile once, come home by balloon
//	 9 bear-ring        the bear round the lagoon: nobody may be lost
//	10 the-bears-den    the bear, a chest to turn, and the balloon home
//
// Every puzzle's par (the fewest turns in which its goal can be met) is
// proved by the package's tests: an exhaustive search of its game, turn by
// turn, which finds the par and one game that reaches it (TestPars).
// PUZZLE_FILE=x.puzzle go test -run TestDesign -v solves a puzzle file
// being written.
package puzzles
