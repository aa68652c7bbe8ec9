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
// those and reports Events; ViewFor(s, seat) hides what the seat may not
// know; Format/Parse is the notation (`take 3 cw`, `take 3 cw R W R`,
// `take 3 cw +rum@5`, a choice as an island number); MarshalBinary and
// UnmarshalBinary are versioned snapshots. Package scenario runs YAML
// scenario files.
//
// # RULINGS
//
// Where the rulebook and ARCHIPIRATA.md are silent, this engine rules:
//
//  1. Order: the sowing order is part of a take only when the pirates taken
//     are of both colours (then every distinct colour order is a separate
//     legal action); with one colour, `take 3 cw` has no order.
//
//  2. Rum: at most one rum per sowing (`+rum@N`, one island skipped, the
//     first time the sowing passes it); several rums in one turn are still
//     possible across compass turns. A plain rum is spent before a rum chest.
//     This bounds the legal list (the notation has a single `+rum@N`).
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
//     (only if some pile still has a face-down card: the mover chooses one;
//     the cards are then known to that seat only, see State.Seen). Reef,
//     fort, whirlpool, tavern and harbor act for the rest of the game.
//     The permanent is the bottom card, so a harbor protects only in
//     hand-made positions (and, later, against captains).
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
//     chests (plain rums first). Injuries target enemy pirates only, never
//     on a harbor; placements, like aid, go on any island (Dr Ursilio: two
//     different ones). Ching Shih and Jolly Roger stay in play and may be
//     used again (their text has no "in addition to discarding this card");
//     Jolly Roger's first use only reveals it. Piet Hein is revealed once
//     (a free action); then each rum skips its island and the next.
//     Jacquotte Delahaye and Jolly Roger's conversions count as gold
//     (State.CapGold). Benito Bonito discards rum chests before gold; his
//     option 1 rum lasts for that turn's next sowing only. A captain is
//     hidden from every other seat, teammate included, until used; the
//     view shows all captains once the game is over.
package archipirata
