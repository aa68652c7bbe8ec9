// Package archipirata is the rules engine of Archipirata, the second game:
// a sowing game on a ring of 8 floating islands (ruleset id "archipirata").
// It follows /shared/ARCHIPIRATA.md and the 2012 rulebook.
//
// The package is pure: standard library only, no I/O, no clock; chance is a
// splitmix64 generator stored in State (State.RNG), seeded by Deal. State is
// a plain value (arrays only): copying it copies the game.
//
// The contract: Deal(options, seed) → State; Legal(s, buf) lists the legal
// actions of the seat to act into a reused buffer; Apply accepts exactly
// those and reports Events, and refuses anything else with ErrIllegal
// naming the rule broken (`take 3 cw: island 3 has no pirate (§2.1)`);
// ViewFor(s, seat) hides what the seat may not know; Format/Parse is the
// notation (`take 3 cw`, `take 3 cw R W R`, `take 3 cw +rum@5`,
// `take 1 cw +rum@2 +rum@4`, a choice as an island number); Resolve reads
// a take typed without an order; MarshalBinary and UnmarshalBinary are
// versioned snapshots. Package scenario runs YAML scenario files.
//
// # RULINGS
//
// Where the rulebook and ARCHIPIRATA.md are silent, this engine rules:
//
//  1. Order: the sowing order is part of a take only when the pirates taken
//     are of both colours; Legal then lists every distinct colour order as
//     a separate action (`take 3 cw R W R`). The plain form `take 3 cw` is
//     always valid: on a mixed island it means the engine's order, the
//     enemy pirates first, then the mover's own (team) colour, so the last
//     pirate placed is the mover's own (Resolve, which Apply and the
//     scenario runner use before looking in Legal's list). On an island
//     of one colour, an order naming every pirate there in that colour
//     (`take 1 cw R R`) is the plain take (Resolve); any other order is
//     refused. A game's log
//     keeps the action as it was typed; a replay resolves it again on the
//     same position, so it plays the same sowing.
//
//  2. Rum: a sowing may spend several rums (the rulebook: "more than one
//     Rum Bottle card on your turn"): `take 1 cw +rum@2 +rum@4` skips each
//     island listed the first time the sowing passes it, the islands
//     listed in that order; each skip costs a rum card, and the islands
//     must all be passed. Benito Bonito's rum is spent first, then plain
//     rums, then rum chests. A skip set is a set of islands, so Legal's
//     list stays bounded (at most 2^8 skip sets a sowing).
//
//  3. Whirlpool: the carried pirate lands on the next island and the sowing
//     goes on from there; a rum skip is applied before the whirlpool; a
//     pirate is carried once, never through a chain of whirlpools.
//
//  4. Compass: a third compass in one turn is kept but neither skips combat
//     nor gives a turn. The extra turn is the same seat's.
//
//  5. Sabre and bomb spare the activating pirate even when it is an enemy;
//     a sabre with no other enemy on the island injures no one.
//
//  6. Aid with no injured pirate does nothing; with one, the mover chooses
//     any island (a reef included).
//
//  7. Permanents act when revealed: storm and kraken at once, lookout once
//     (only if some pile still hides a card, one under its top or a chest
//     on top, whose lid does not say which: the mover chooses one;
//     the cards are then known to that seat only, see State.Seen). Reef,
//     fort, whirlpool, tavern and harbor act for the rest of the game.
//     The permanent is the bottom card, so a harbor protects only in
//     hand-made positions. A harbor stops sabres and bombs only (§3):
//     a captain's injury may target a harbor island.
//
//  8. Tavern: whoever ends sowing on it, the revealing move included, draws
//     the top card of the next island in the sowing direction: equipment is
//     kept unresolved, a chest only with an own-colour last pirate, a
//     permanent is never drawn.
//
//  9. Combat happens after the activation (and after a pending choice).
//
//  10. Winning is checked after each whole action: 3 gold (the mover's team
//     first), then a colour with no pirate on the board loses; if both are
//     off the board the mover wins. After the turn passes, a seat with no
//     legal action loses at once.
//
//  11. Stall: random sowing can go on forever once the piles are empty, so
//     after StallTurns (60) actions in a row that took no card the game
//     ends: more gold wins, then more pirates on the board, else a draw.
//     This keeps the rulebook's intent (the game is won by chests or by
//     pirates) and bounds every game: each 60 actions take one of 48 cards.
//
//  12. Chests held stay face down to the other team until the game ends.
//
//  13. In 4 players, seats alternate teams (seat s plays colour s%2), each
//     seat takes its own turns, and the team shares its cards.
//
//  14. The first player is drawn from the seed; its pirate on island 1 (the
//     wreck) starts injured.
//
//  15. Captains (advanced): a captain is used at any point of its seat's
//     turn when no choice is pending (`captain <name>`), before or between
//     takes, and does not end the turn. Rum costs may be paid with rum
//     chests (plain rums first). Injuries are chosen by island (the answer
//     is an island number) and may target a harbor (ruling 7). Boum Banda,
//     Ching Shih and Anne Bonny injure a pirate "anywhere": any island with
//     a pirate, the mover's own included; on an island of both colours an
//     enemy pirate is injured, on one of the mover's colour only an own
//     pirate. Benito Bonito injures enemy pirates only. Placements, like
//     aid, go on any island (Dr Ursilio: two different ones). Ching Shih
//     and Jolly Roger stay in play and may be used again (their text has no "in addition to discarding this card");
//     Jolly Roger's first use only reveals it. Piet Hein is revealed once
//     (a free action); then a rum may, not must, be doubled: one card pays
//     for two skips in a row (an island and the very next island the
//     sowing passes, `+rum@5 +rum@6`); a sowing spends the fewest cards
//     that cover its skips (`+rum@5` alone is one card, one island).
//     Jacquotte Delahaye and Jolly Roger's conversions count as gold
//     (State.CapGold). Benito Bonito discards rum chests before gold; his
//     option 1 rum lasts for that turn's next sowing only. A captain is
//     hidden from every other seat, teammate included, until used; the
//     view shows all captains once the game is over. An injury that leaves
//     the enemy no pirate on the board wins at once: the power's other
//     injuries and placements are dropped (§4; before, Boum Banda's second
//     injury then fell on an own pirate first).
//
// # Rules versions
//
// RulesVersion 3 (this one) lets a lookout look at a pile whose only
// hidden card is a chest on top, and ends the game the moment a captain's
// injury leaves the enemy no pirate. A rules-2 log replays alike unless
// it holds such a lookout (the choice is new) or such an own injury (the
// game now ended before it); the rest of such a log is refused.
//
// RulesVersion 2 allows several rums in one sowing, makes
// Piet Hein's doubling optional, lets captains injure own pirates and
// target harbors, and accepts the plain take on a mixed island. Every
// action rules 1 allowed, rules 2 allows, and a game stored under rules 1
// replays under rules 2, with two differences: a rum spent (`+rum@5`)
// under a revealed Piet Hein, which skipped islands 5 and 6 under rules 1,
// replays as a single skip of island 5; and a captain's injury that rules
// 1 dropped for want of an enemy pirate off a harbor now asks for an
// island. Either changes the position, so the rest of such a log may be
// refused.
package archipirata
