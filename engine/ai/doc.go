// Package ai holds the computer players of Jackal: agents that fill empty
// seats, stand in for a player who vanished, or give a lone player a game.
//
// An agent sees only what its crew may see: it is handed the crew's public
// engine.View and never the State. Face-down tiles are imagined with
// View.Sample, which deals the tiles the island still hides anew
// (determinization).
//
// # Levels
//
//   - Random picks a legal action uniformly; it exists for tests and as a
//     yardstick.
//   - Easy plays one ply: every legal action is tried on a few imagined
//     deals, the acting side's own follow-up choices (arrows, horse, cave,
//     plane…) are answered greedily, and the positions reached are scored
//     by the static evaluation, plus small terms for turning tiles over
//     and against moves that loop back where they began. It never sends a
//     piece to a certain death (engine.Kills on face-up tiles) while
//     anything else is legal.
//   - Hard is Monte Carlo tree search (single-observer information-set
//     UCT): every iteration deals a new determinization, walks the tree
//     over the actions legal in that deal (pending choices are tree levels
//     like any action), expands one action (best cheap score first), plays
//     a short playout guided by a softmax over a cheap action score and
//     scores its end with the static evaluation, as the gain in lead since
//     the root. The root's actions start with the easy level's one-ply
//     scores as a prior worth a few visits; gold banked early in an
//     iteration earns a small bonus, so the search does not put banking
//     off. Its budget is an iteration count, so a decision is
//     reproducible; an optional wall-clock cap bounds it in time.
//
// Short playouts (DefaultPlayoutDepth actions) measured stronger than long
// ones: the evaluation already knows the routes home, and long random
// playouts mostly add noise.
//
// # Evaluation
//
// A side's worth, in coins, is its banked gold; each pile of gold on the
// island by the actions it still needs to be banked (its route home over
// the face-up tiles as the engine moves a piece dragging gold: arrows, ice,
// horse, balloon, cannon, spinners, and the sailing of the ship; the walk
// of the carrier sent to it, one pile per carrier; the round trips a pile
// of several coins needs), discounted per action; its pieces (less when in
// a trap, a cave, at sea or on a spinner); what its nearest explorers may
// still find under face-down tiles; and its bottles. The lead of a side is
// its worth minus the best other side's.
//
// # Boards
//
// The agents play any board the engine plays: classic's and Archipelago's
// sea boards. What they know of a board (its island cells, the square its
// distance maps cover, where gold may be banked, the game's gold: 40 or
// Archipelago's 19) is read from View.Board, made once per board and kept
// (classic's at start). On a sea board gold is banked on the shore by the
// boat, wherever it sails: a route home ends on any shore cell, and the
// boat's sailing there costs the turns its speed needs; pirates aboard
// land on every tile touching it. Archipelago's own actions (placing the
// boat, sailing it, bottles, directions) are valued like the rest; the
// bear, the crossroads' die and the new tiles are in the search because it
// plays the rules through the engine, on deals from View.Sample.
//
// # Determinism
//
// Decisions are deterministic: the randomness of a decision is seeded from
// the agent's seed and a hash of the view, so an agent keeps no state
// between decisions, may be shared by goroutines and replays identically.
// Scratch memory is pooled; what it caches depends only on the position.
//
// # Smoke
//
// Under smoke the crew to act (View.Turn) is played by the player of
// another crew (View.Controller). An agent seated for the controller plays
// that turn against the acting crew: it chooses the action best for its own
// side, which for an opponent's crew is the worst for that crew (the engine
// already forbids spending the other crew's bottles; the certain-death
// filter is off, since such a death helps). When both crews belong to one
// player (the two-crews variant) or one team, the turn is simply played
// for that side. Inside the search every position is decided by its
// controller's side in the same way, so the agent also expects its
// opponents to use smoke against it.
package ai
