// Package ai is the card game's computer players (engine/cards): random,
// easy and hard. Each decides from the view of the seat to act only
// (cards.ViewFor), never from the true state; each is deterministic given
// its seed and bounded by fixed work, not time.
//
// walk.go follows a row as the rules resolve it, every choice taken, and
// records the fewest steps to each gold cell (nodeset.go: its set of
// pirates); model.go weighs outcomes (the payout of §3.5, easy's blind
// value); agent.go lays a planned row card by card; answer.go answers the
// resolution's questions (directions, friday, weapon, double, rum),
// shared by easy and hard (rum.go: where hard plays a rum); easy.go
// and hard.go plan. Hard's parts:
// keep.go weighs the hand carried to the next island and the cards laid
// to be rid of; weigh.go the coins a row pays against the others'
// predicted rows; rollout.go plays its own seat on alone in sampled
// futures; choice.go gathers its choices and plays them on.
package ai
