// Package cards is the engine of Jackal: the card game, as
// /work/shared/CARDGAME.md plays it (ruleset id "cards"): 2 to 4 pirates
// visit island cards (10 a game, the variant "islands=N" for another
// number), planning in secret rows of action cards that are revealed and
// resolved together. It is pure: no I/O, no clock, chance only from the
// seed in State.
//
// # Files
//
// card.go and dir.go are the 60 action cards and the directions;
// island.go the island grid and its text format (ParseIsland,
// FormatIsland); catalogue.go the 40 shipped islands (islands/*.txt,
// embedded); reach.go the search that proves them; state.go, deal.go,
// legal.go, apply.go, resolve.go and round.go the rules (legal.go also
// who may act: Acting, LegalFor; refuse.go why an action is refused);
// view.go what a seat may know; binary.go the snapshots; notation.go and
// action.go the actions; event.go the events; ruleset.go the game.Ruleset
// and game.Simultaneous; agent.go the random computer player.
//
// # Notation
//
// One action a tap, fit for a chat:
//
//	lay arrow-ew    lay a card at the right end of the row (never a special;
//	                older logs wrote it plan arrow-ew, read alike)
//	undo            take the row's last card back
//	ready           confirm the row (one card at least); it is then final
//	tortuga 2       visit Tortuga for 1, 2 or 3 coins (2, 3 or 5 cards)
//	pass            sit out: the hand holds no card a plan may hold
//	e, ne, nne      the direction of the card being resolved (a horse's
//	                jump is named long leg first: nne = 2 north, 1 east)
//	b1              the same answer given by the cell the move goes to
//	                (CARDGAME.md §4: "a direction or a cell"); Apply takes
//	                it as the direction reaching it (DirTo), Legal lists
//	                the directions only
//	play friday     play a special as asked (friday, weapon, double)
//	rum @p2         play a rum on p2, as asked at the start of its turn
//	no              decline what is asked
//
// CARDGAME.md §4's whole plan, `plan arrow-ew horse` or `plan horse` (a
// plan of one card), is SplitPlan's: it becomes one `lay` a card and
// `ready`.
//
// # A round
//
// The island is shown; the seats all plan at once, each laying a row card
// by card or visiting Tortuga (the others see only how many cards a row
// holds). Rules is a game.Simultaneous: Acting lists every seat whose row
// is not in, and LegalFor and ApplyFor play for any of them, in any
// interleaving (a log writes "@p2 lay horse", game.SeatEntry). ToAct,
// Legal and Apply still serve a front end that asks one seat at a time:
// ToAct names the first seat in turn order from the first player whose
// row is not in. When the last row is in, whoever laid it, all are
// revealed and resolved in turn order: first every other seat not at
// Tortuga is asked for a rum, then the resolving seat's cards go left to
// right, its owner asked for each direction and each special that may
// apply. Then the gold is paid, the
// cards discarded, the hands filled and the token passed.
//
// # Rulings
//
// Where CARDGAME.md and the rulebook are silent:
//
//   - Seats are p1 to p4 (the rulebook's 2–4 players); p1 holds the
//     first-player token at the start (the rulebook's "youngest player").
//   - Plans are made at once: every seat whose row is not in may lay,
//     take back or confirm a card, or visit Tortuga or pass, whenever it
//     likes; the reveal comes when the last row is in. The order in which
//     the seats act or finish does not matter: the rows, hands and coins
//     at the reveal are those the same plans give laid one seat after the
//     other, and the resolution is in turn order as ever. (A Tortuga
//     visitor draws at once from the hidden, shuffled deck, so which
//     cards two visitors get depends on the order of their visits, as it
//     would in turn order; no order is better than another.) A confirmed
//     row is final: its seat no longer acts until the reveal. Each row is
//     secret until then: its events show only how many cards it holds.
//   - While resolving, one seat is asked at a time (Acting is ToAct's
//     seat alone); any other seat's action is refused (ErrNotActing).
//   - Each question (rum, friday, weapon, double) is asked of the card's
//     owner (CARDGAME.md §2) when its situation arises: a player who does
//     not hold the card is not asked, and the resolution goes on as if it
//     had answered `no`. (Rules 1 and 2 asked everyone alike; rules 3
//     follow the rulings. The bot tells the table whose answer it awaits,
//     never the question.)
//   - Rum: each other player not at Tortuga who holds a rum is asked once
//     at the start of each resolution, in turn order after the resolving
//     player; so each may play at most one rum on each player a round.
//     Tortuga visitors sit the whole round out: they play no rum.
//   - Double: asked of its holder after every arrow or horse whose plan
//     goes on, even one whose move was not made; a card is copied once at most; a copied
//     choice asks its direction again, which may differ. The copy is one
//     more step (two into rough ground, unless Friday).
//   - A move into water or off the card is not made but still is a step;
//     a direction that leads there is a legal choice (staying can help).
//   - A bandit entered without a weapon ends the plan with the pirate on
//     the bandit's cell; beaten, the bandit stays for the next pirates.
//   - A flag card is legal only as the first card of a row; a row of a
//     flag alone is allowed. Its missing flag ends the plan at once, the
//     pirate on the white flag, 0 steps.
//   - A player whose hand holds only specials (or nothing) cannot make a
//     plan: it may `pass` (or visit Tortuga); it draws at the round's end
//     as usual.
//   - Tortuga cards are drawn at once; when deck and discard run dry the
//     visitor gets fewer. The end-of-round draws go in turn order from the
//     first player, each player drawing 1 then up to 4.
//   - The deck that runs out (its last card drawn) is formed again from
//     the discard at once (the rulebook: "If the Action deck runs out,
//     shuffle the discarded cards together to form a new deck"): the new
//     deck holds the cards discarded until then, not those of rounds
//     after. With nothing discarded, it is formed at the next draw.
//   - The bank of coins has no limit (the rulebook's 37 coins are not a
//     rule).
//   - A resignation: the seat can no longer win; when one seat is left,
//     it wins and the game ends. The end by agreement ends the game now:
//     most coins win, ties share.
//
// # Rules versions
//
// RulesVersion 2 forms the new deck the moment the old one runs out, where
// rules 1 waited for a draw from the empty deck. A game stored under rules
// 1 replays under rules 2 alike until its deck runs out on a draw; from
// there its deck is shuffled otherwise, so its draws differ and the rest
// of its log may be refused.
//
// RulesVersion 3 (this one) asks a question of the card's owner only
// (CARDGAME.md §2), where rules 1 and 2 asked every player alike and one
// without the card answered `no`. A game stored under rules 2 replays
// under rules 3 up to the first `no` of a player who did not hold the
// card; the bot then keeps its stored state as the game's base (the
// store's settling), so no game in play is lost.
//
// # Islands
//
// An island file is a `name:` line and rows north to south of cells
// separated by spaces (see FormatIsland). The 40 shipped islands were
// drawn by a seeded generator and kept when each gold cell is reachable
// from the white flag in at most 6 cards (CardsTo), a 3-coin cell needing
// at least 3 and a 1-coin cell at most 2, so each is a small race.
package cards
