// Package rating keeps players' strength as Glicko-2 ratings (Mark E.
// Glickman, "Example of the Glicko-2 system", 2013), one per player and
// game, for campaigns' standings and the leaderboards.
//
// A rating is a value: R, the rating on the familiar scale (1500 for a new
// player), RD, its deviation (how unsure it is: 350 for a new player,
// shrinking as the player plays), and Vol, the volatility (how erratic the
// player's results are). Update plays one rating period: every result of a
// player against rated opponents, at once. Game rates one game of any
// number of sides (a duel, three or four crews for themselves, 2 v 2):
// each player meets every player of every other side, scored by the sides'
// places (1 beats, 0.5 ties, 0 loses), and all those results form one
// rating period for that player, every side's ratings taken from before
// the game. The package is pure: no I/O, no clock.
package rating
