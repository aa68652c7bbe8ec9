// Package ai is the card game's computer players (engine/cards): random,
// easy and hard. Each decides from the view of the seat to act only
// (cards.ViewFor), never from the true state; each is deterministic given
// its seed and bounded by fixed work, not time.
//
// walk.go follows a row as the rules resolve it, every choice taken, and
// records the fewest steps to each gold cell; model.go weighs outcomes
// (the payout of §3.5, easy's blind value); agent.go lays a planned row
// card by card; answer.go answers the resolution's questions (directions,
// friday, weapon, double, rum), shared by easy and hard; easy.go and
// hard.go plan.
package ai
