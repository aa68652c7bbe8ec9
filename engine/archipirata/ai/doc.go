// Package ai holds the computer players of Archipirata, weakest first:
//
//   - random: a uniformly random legal action;
//   - easy: the action whose outcome scores best at once (one ply), judged
//     on one imagined deal of the cards it cannot see;
//   - hard: a minimax search a few actions deep (its own, the other team's
//     replies, its next), with alpha-beta pruning, over several imagined
//     deals, the actions scored by their mean.
//
// Every player decides from what its seat may know: the cards it cannot
// see are dealt again by archipirata.Sample before it looks ahead, so two
// games its seat cannot tell apart get the same action for the same seed.
// Chance comes from the player's own seed, so a game replays the same.
package ai
