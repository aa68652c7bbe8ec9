// Package cardsn tells a game of Jackal: the card game (package
// engine/cards) in words, in English and Russian, for a chat.
//
// Events narrates one move's events as one seat (or a spectator) may know
// them: while the plans are made, only how many cards a row holds and who
// is ready; at the reveal, every row; then each pirate's moves, the rough
// ground, bandits, doubles and rum, the digging, the coins paid and the
// draws. Action and Button describe an action for a log and for a chat
// button; Prompt asks the seat to act what it must do; Status sums up the
// round; Ending says who won; Rules is the rules summary with the
// notation; Explain turns the engine's errors into player-facing text.
// CardName names a card, Reminder says what it does, DirName names a
// direction and SeatLabel a seat.
//
// Seats are "Player 1" to "Player 4" («Игрок 1»…) unless the caller gives
// its own labels (the names parameters, one per seat: a label left out or
// empty keeps the default).
//
// Every function is pure: no I/O, no clock, no randomness. Events passes
// every event through cards.EventFor for the view's seat, so a card
// another seat drew never shows, and a row is named only once it is
// revealed.
package cardsn
