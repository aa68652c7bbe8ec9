// Package campaign scores a campaign: a season of games with the same
// players in one chat, and, for Jackal Archipelago, the ability draft
// between its islands (ARCHIPELAGO.md §8). The package is pure: no I/O, no
// clock, no global random (a draft's seed is passed in); storage and the
// chat commands keep the campaign and call it.
//
// # Formats
//
// A campaign has a Format and a length N (Check: 1 … MaxLength):
//
//   - Islands, Jackal Archipelago's campaign: N islands in a row; the
//     standings add up each island's coins, then islands won; over after N
//     islands; after each island the crews draft abilities.
//   - BestOf: first to win a majority of N games (Majority: N/2+1); a drawn
//     game (GameResult.Drawn: no winner, or nobody scored) is no one's win
//     but counts among the N; over when someone has a majority or after N
//     games.
//   - Games: N games, the gold summed, then games won; over after N games.
//
// Table ranks the players over the results (GameResult: each player's
// score and the winners): Islands and Games by Points (coins summed) then
// games won, BestOf by games won. Equal records share a rank, the next rank
// skipping past them (1, 1, 3), and keep the players' order. Champions are
// the players ranked first once the campaign is Over: several when they
// share the first rank (a best-of-3 drawn 1–1–1, or equal coins and wins).
// Series and Cumulative give each game's points for a season chart.
//
// # The ability draft
//
// After each island of a campaign (rulebook, 2016, "Special Abilities"):
// every player whose crew got 3 or more coins may take one ability; 4
// cards are drawn from the deck; the winner picks first, then the player
// who came second, and so on; the cards left go back. An ability is
// written on one of the player's three pirates, which the player names
// (Holding), and kept for the whole campaign. NewDraft draws, Choose and
// Skip record the picks in turn, and Variant writes the holdings as the
// game's "abilities=W2:strongman+B1:scout" variant for the next island.
//
// # Rulings
//
// Where ARCHIPELAGO.md and the rulebook leave a point open:
//
//   - Eligibility is the coins on that island only (Scores ≥ 3). A player
//     below 3 never picks, even if cards are left once the eligible have
//     picked; a winner below 3 (a win by 2 coins to 1) does not pick either:
//     the rulebook gives the chance to "every player who managed to get 3 or
//     more coins" and the winner only picks first among them.
//   - Abilities held in the campaign are out of the deck: the rulebook has
//     one card of each, and a taken card stays face up in front of its
//     owner; only the cards offered and not taken "return to the deck", to
//     be drawn again after a later island. So a long campaign can run the
//     deck down: fewer than 4 are drawn when fewer are left, none when none.
//   - 4 cards are drawn however few players are eligible: the winner
//     chooses among four.
//   - "By rank" is the island's rank: winners first (several on a shared
//     win, both allies of a 2 v 2), then the others by coins, most first.
//     Equal coins go by the players' order (the campaign's seating), the
//     one fixed order the players can see; winners among themselves the
//     same way.
//   - A player takes at most one ability per draft ("no more than 1 new
//     ability per game"); a pirate holds at most one, never swapped, so a
//     crew whose three pirates hold one is out of the draft.
//   - Taking an ability is optional: Skip is a declined pick, an absent
//     player or a passed deadline alike, and the card stays for the next
//     picker.
//   - A pirate keeps its number (1 … 3) for the campaign; its crew's colour
//     may change between islands, so holdings name the player and the
//     number, and Variant is given the colours of the next island.
//   - A pirate's name is at most 32 runes with no control characters
//     (CleanName); "" leaves it unnamed.
package campaign
