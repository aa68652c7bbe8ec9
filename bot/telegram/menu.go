package telegram

import tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

// Commands is the bot's command menu, set by Adapter.Run.
func Commands() []tgbotapi.BotCommand {
	return []tgbotapi.BotCommand{
		{Command: "new", Description: "Open a game here: /new [archipelago|archipirata|cards] [duel|teams|3|4] [ai:easy]"},
		{Command: "join", Description: "Take a seat: /join [white|yellow|black|red]"},
		{Command: "leave", Description: "Leave the table before the game starts"},
		{Command: "start", Description: "Deal the island and start the game"},
		{Command: "move", Description: "Play a move in notation: /move W1 e5"},
		{Command: "board", Description: "Post the board again"},
		{Command: "undo", Description: "Take back your last move (the others agree), or the last card laid"},
		{Command: "resign", Description: "Resign the game"},
		{Command: "end", Description: "Propose to end the game now"},
		{Command: "status", Description: "Seats, turn and gold"},
		{Command: "history", Description: "The last moves"},
		{Command: "rules", Description: "The rules, or one tile: /rules cannon"},
		{Command: "stats", Description: "Leaderboard here; /stats ratings [game]: the best ratings"},
		{Command: "campaign", Description: "A season of games: /campaign new archipelago islands=3 · standings · history · end"},
		{Command: "puzzle", Description: "A solo puzzle of Jackal Archipelago: /puzzle [N]"},
		{Command: "replay", Description: "The replay of a finished game: /replay [game id]"},
		{Command: "settings", Description: "Language and reminders"},
		{Command: "abort", Description: "Stop the game (creator or admin)"},
		{Command: "help", Description: "The list of commands"},
	}
}
