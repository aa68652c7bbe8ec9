package telegram

import tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

// menu lists the bot's commands with their descriptions in English and
// Russian.
var menu = []struct{ command, en, ru string }{
	{"new", "Open a game here: /new [archipelago|archipirata|cards] [duel|teams|3|4] [ai:easy]",
		"Открыть игру здесь: /new [archipelago|archipirata|cards] [duel|teams|3|4] [ai:easy]"},
	{"join", "Take a seat: /join [white|yellow|black|red]", "Сесть за стол: /join [white|yellow|black|red]"},
	{"leave", "Leave the table before the game starts", "Встать из-за стола до начала игры"},
	{"start", "Deal the island and start the game", "Раздать остров и начать игру"},
	{"move", "Play a move in notation: /move W1 e5", "Ход в нотации: /move W1 e5"},
	{"board", "Post the board again", "Показать доску снова"},
	{"undo", "Take back your last move (the others agree), or the last card laid",
		"Отменить свой последний ход (с согласия остальных) или последнюю выложенную карту"},
	{"resign", "Resign the game", "Сдаться"},
	{"end", "Propose to end the game now", "Предложить закончить игру сейчас"},
	{"status", "Seats, turn and gold", "Игроки, чей ход и золото"},
	{"history", "The last moves", "Последние ходы"},
	{"rules", "The rules, or one tile: /rules cannon", "Правила или одна клетка: /rules cannon"},
	{"stats", "Leaderboard here; /stats ratings [game]: the best ratings",
		"Таблица этого чата; /stats ratings [игра]: лучшие рейтинги"},
	{"campaign", "A season of games: /campaign new archipelago islands=3 · standings · history · end",
		"Сезон игр: /campaign new archipelago islands=3 · standings · history · end"},
	{"puzzle", "A solo puzzle of Jackal Archipelago: /puzzle [N]", "Задача для одного из «Шакала: Архипелаг»: /puzzle [N]"},
	{"replay", "The replay of a finished game: /replay [game id]", "Повтор сыгранной партии: /replay [номер партии]"},
	{"settings", "Language and reminders", "Язык и напоминания"},
	{"abort", "Stop the game (creator or admin)", "Остановить игру (создатель или админ)"},
	{"help", "The list of commands", "Список команд"},
}

// menuLangs are the languages the menu is set in besides English, the
// menu of everyone else (Adapter.Run).
var menuLangs = []string{"ru"}

// Commands is the bot's command menu, set by Adapter.Run for everyone
// whose Telegram speaks no language of CommandsIn.
func Commands() []tgbotapi.BotCommand { return CommandsIn("en") }

// CommandsIn is the bot's command menu in lang ("ru" Russian, anything
// else English), set by Adapter.Run for users whose Telegram speaks it.
func CommandsIn(lang string) []tgbotapi.BotCommand {
	out := make([]tgbotapi.BotCommand, len(menu))
	for i, c := range menu {
		out[i] = tgbotapi.BotCommand{Command: c.command, Description: c.en}
		if lang == "ru" {
			out[i].Description = c.ru
		}
	}
	return out
}
