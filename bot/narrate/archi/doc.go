// Package archi tells a game of Archipirata (package engine/archipirata)
// in words, in English and Russian, for a chat.
//
// Events narrates one move's events as one seat (or a spectator) saw them:
// short sentences in the past tense, a whole sowing summed up in one. Action
// and Button describe an action for a log and for a chat button; Prompt asks
// the player to act, naming a pending choice; Status sums up the board;
// Ending says who won and why; Rules is the rules summary with the notation;
// Explain turns the engine's errors into player-facing text. CardName,
// CaptainName and TeamName name the things of the game; Reminder says what
// a permanent does.
//
// Teams are named by colour: Red and White, «красные» and «белые» (team t
// plays colour t); in 4 seats each team's second player is "Red 2", «красные
// 2», as the lobby names the seat, in every sentence where that player acts.
//
// Every function is pure: no I/O, no clock, no randomness. Events passes
// every event through archipirata.EventFor for the view's seat, so the
// identity of a chest another team claimed never shows.
package archi
