// Package ai holds the computer players of Jackal: agents that fill empty
// seats, stand in for a player who vanished, or give a lone player a game.
//
// An agent sees only what its crew may see: it is handed the crew's public
// engine.View and never the State. Face-down tiles are imagined with
// View.Sample, which deals the tiles the island still hides anew
// (determinization).
//
// Three levels:
//
//   - Random picks a legal action uniformly; it exists for tests and as a
//     yardstick.
//   - Easy is a one-ply heuristic: every legal action is tried on a few
//     imagined deals and the resulting positions are scored by a static
//     evaluation (banked gold, gold lying near the crew's ship and pieces,
//     pieces alive, bottles) plus small bonuses for exploring. It never
//     sends a piece to a certain death (engine.Kills on face-up tiles) while
//     anything else is legal.
//   - Hard is Monte Carlo tree search (single-observer information-set
//     UCT): every iteration deals a new determinization, walks the tree over
//     the actions legal in that deal (pending choices are tree levels like
//     any action), expands one action, plays a short playout guided by a
//     cheap action score (softmax) and scores the end with the static
//     evaluation. Its budget is an iteration count, so a decision is
//     reproducible; an optional wall-clock cap bounds it in time.
//
// Decisions are deterministic: the randomness of a decision is seeded from
// the agent's seed and a hash of the view, so an agent keeps no state
// between decisions, may be shared by goroutines and replays identically.
//
// Smoke. Under smoke the crew to act (View.Turn) is played by the player of
// another crew (View.Controller). An agent seated for the controller plays
// that turn against the acting crew: it chooses the action best for its own
// side, which for an opponent's crew is the worst for that crew. The engine
// already forbids spending the other crew's bottles. When both crews belong
// to one player (the two-crews variant) or one team, the turn is simply
// played for that side. Inside the search every node is decided by its
// controller's side in the same way, so the agent also expects its
// opponents to use smoke against it.
package ai
