package discord

import (
	"github.com/bwmarrin/discordgo"
)

// CommandName is the one slash command the bot registers.
const CommandName = "jackal"

// Subcommands of /jackal.
const (
	subNew      = "new"
	subJoin     = "join"
	subLeave    = "leave"
	subStart    = "start"
	subMove     = "move"
	subBoard    = "board"
	subUndo     = "undo"
	subResign   = "resign"
	subEnd      = "end"
	subStatus   = "status"
	subHistory  = "history"
	subRules    = "rules"
	subStats    = "stats"
	subSettings = "settings"
	subAbort    = "abort"
	subHelp     = "help"
	subReplay   = "replay"
	subPuzzle   = "puzzle"
	// subWeb offers the live board in the browser.
	subWeb = "web"
	// subCampaign is the group of the campaign's subcommands.
	subCampaign     = "campaign"
	subCampaignName = "name"
)

// Options of the subcommands.
const (
	optCrews      = "crews"
	optPlaneWaits = "plane-waits"
	optRemind     = "remind"
	optSeats      = "seats"
	optColour     = "colour"
	optAction     = "action"
	optTile       = "tile"
	optLang       = "lang"
	optMyLang     = "mylang"
	optReminders  = "reminders"
	optHours      = "hours"
	optGame       = "game"
	optVariant    = "variant"
	optNumber     = "number"
	optFormat     = "format"
	optLength     = "games"
	optName       = "name"
	// optDo carries a group's inner subcommand (see subcommand).
	optDo    = "do"
	optScope = "scope"
	// optWatch asks /jackal web for a spectator's link.
	optWatch = "watch"
)

// maxRemindHours is the longest reminder delay (two weeks), as the core
// accepts it.
const maxRemindHours = 24 * 14

// ru is the Russian locale of descriptions.
const ru = discordgo.Russian

// desc is an English description with its Russian localization.
type desc struct{ en, ru string }

// command is the /jackal command with its subcommands.
func command() *discordgo.ApplicationCommand {
	dm := true
	d := desc{"Play Jackal, the pirate board game", "Играть в «Шакал», пиратскую настольную игру"}
	return &discordgo.ApplicationCommand{Name: CommandName, Type: discordgo.ChatApplicationCommand,
		Description: d.en, DescriptionLocalizations: &map[discordgo.Locale]string{ru: d.ru}, DMPermission: &dm,
		Options: []*discordgo.ApplicationCommandOption{
			sub(subNew, desc{"Open a new game here", "Открыть новую игру здесь"},
				auto(optGame, desc{"The game: classic (default), archipelago, archipirata or cards (suggestions as you type)", "Игра: classic (по умолчанию), archipelago, archipirata или cards (подсказки при вводе)"}, false),
				choice(optCrews, desc{"How many players and crews", "Сколько игроков и команд"}, false,
					pick(desc{"2 players, two crews each", "2 игрока, по две команды"}, "two-crews"), pick(desc{"Duel: one crew each", "Дуэль: по одной команде"}, "duel"),
					pick(desc{"3 players", "3 игрока"}, "3"), pick(desc{"4 players", "4 игрока"}, "4"), pick(desc{"Teams, 2 against 2", "Команды, 2 на 2"}, "teams")),
				option(optPlaneWaits, discordgo.ApplicationCommandOptionBoolean, desc{"Variant: the plane waits to be used", "Вариант: самолёт ждёт, пока им воспользуются"}),
				hours(optRemind, desc{"Hours before a reminder to move (0: none)", "Через сколько часов напоминать о ходе (0 — не напоминать)"}, 0),
				option(optSeats, discordgo.ApplicationCommandOptionString, desc{"Computer crews, e.g. ai:easy or ai:hard ai:easy", "Компьютерные команды, напр. ai:easy или ai:hard ai:easy"}),
				auto(optVariant, desc{"The game's mode or variant, e.g. 4, advanced or island=ring (suggestions as you type)", "Режим или вариант игры, напр. 4, advanced или island=ring (подсказки при вводе)"}, false)),
			sub(subJoin, desc{"Take a seat in the game being set up", "Занять место в собираемой игре"},
				auto(optColour, desc{"Seat colour (suggestions as you type)", "Цвет места (подсказки при вводе)"}, false)),
			sub(subLeave, desc{"Leave the game being set up", "Выйти из собираемой игры"}),
			sub(subStart, desc{"Start the game", "Начать игру"}),
			sub(subMove, desc{"Make your move", "Сделать ход"},
				auto(optAction, desc{"Your action, e.g. W1 g2 (suggestions as you type)", "Ваше действие, напр. W1 g2 (подсказки при вводе)"}, true)),
			sub(subBoard, desc{"Show the board again", "Показать поле ещё раз"}),
			sub(subUndo, desc{"Take back your last action", "Отменить своё последнее действие"}),
			sub(subResign, desc{"Give up the game", "Сдаться"}),
			sub(subEnd, desc{"End the game (vote)", "Закончить игру (голосование)"}),
			sub(subStatus, desc{"Score, turn and seats", "Счёт, очередь хода и места"}),
			sub(subHistory, desc{"The moves played", "Сыгранные ходы"}),
			sub(subRules, desc{"Rules of the game or of a tile", "Правила игры или клетки"},
				auto(optTile, desc{"A tile (suggestions as you type)", "Клетка (подсказки при вводе)"}, false)),
			sub(subStats, desc{"Leaderboards and ratings", "Таблицы и рейтинги"},
				choice(optScope, desc{"Whose: this channel (default), this server, or a game's ratings", "Чья: этого канала (по умолчанию), этого сервера или рейтинги игры"}, false,
					pick(desc{"This channel", "Этот канал"}, "chat"), pick(desc{"This server", "Этот сервер"}, "server"), pick(desc{"Ratings of a game", "Рейтинги игры"}, "ratings")),
				choice(optGame, desc{"The game of the ratings (default: this channel's)", "Игра рейтингов (по умолчанию — этого канала)"}, false,
					pick(desc{"Jackal", "Шакал"}, "classic"), pick(desc{"Archipirata", "Архипирата"}, "archipirata"), pick(desc{"Jackal Archipelago", "Шакал: Архипелаг"}, "archipelago"))),
			sub(subReplay, desc{"The replay of a finished game (GIF)", "Повтор законченной партии (GIF)"},
				option(optGame, discordgo.ApplicationCommandOptionString, desc{"The game's id (default: the last one here)", "Номер партии (по умолчанию последняя здесь)"})),
			sub(subWeb, desc{"The live board in your browser: your own link, which only you see", "Живая доска в браузере: ваша личная ссылка, её видите только вы"},
				option(optWatch, discordgo.ApplicationCommandOptionBoolean, desc{"A spectator's link instead, to share", "Вместо неё ссылка для зрителей, чтобы поделиться"})),
			sub(subPuzzle, desc{"A solo puzzle of Jackal Archipelago (alone, in a DM or a thread); none: the list", "Задача «Шакала: Архипелага» для одного (в личке или ветке); без номера — список"},
				puzzleNumber(optNumber, desc{"The puzzle's number", "Номер задачи"})),
			group(subCampaign, desc{"A campaign: a season of games with the same players", "Кампания: сезон игр с одними игроками"},
				sub(subNew, desc{"Start a campaign here, with its first game's lobby", "Начать здесь кампанию и сбор на первую игру"},
					auto(optGame, desc{"The game: classic (default), archipelago or archipirata", "Игра: classic (по умолчанию), archipelago или archipirata"}, false),
					choice(optFormat, desc{"How it is won", "Как выигрывается"}, false,
						pick(desc{"Best of N games", "До большинства побед из N игр"}, "best-of"), pick(desc{"N games, points by gold", "N игр, очки по золоту"}, "games"), pick(desc{"N islands (Archipelago)", "N островов (Архипелаг)"}, "islands")),
					puzzleNumber(optLength, desc{"How many games (default 3)", "Сколько игр (по умолчанию 3)"}),
					auto(optVariant, desc{"Mode or variants of its games, e.g. duel or island=ring", "Режим или варианты игр, напр. duel или island=ring"}, false),
					option(optSeats, discordgo.ApplicationCommandOptionString, desc{"Computer crews, e.g. ai:easy", "Компьютерные команды, напр. ai:easy"})),
				sub("status", desc{"The campaign here: games played, standings, what is next", "Кампания здесь: сыгранные игры, таблица, что дальше"}),
				sub("standings", desc{"The standings and the season chart (picture)", "Таблица и график сезона (картинка)"}),
				sub("history", desc{"The campaign's games", "Игры кампании"}),
				sub(subCampaignName, desc{"Name your pirate who holds an ability", "Дать имя своему пирату со способностью"},
					puzzleNumber(optNumber, desc{"The pirate's number (1–3)", "Номер пирата (1–3)"}),
					option(optName, discordgo.ApplicationCommandOptionString, desc{"Its name", "Его имя"})),
				sub("end", desc{"Stop the campaign (its creator or an admin)", "Остановить кампанию (создатель или админ)"})),
			sub(subSettings, desc{"Language and reminders", "Язык и напоминания"},
				choice(optLang, desc{"Language of this channel", "Язык этого канала"}, false, pick(desc{"English", "English"}, "en"), pick(desc{"Русский", "Русский"}, "ru")),
				choice(optMyLang, desc{"Your own language", "Ваш собственный язык"}, false, pick(desc{"English", "English"}, "en"), pick(desc{"Русский", "Русский"}, "ru")),
				choice(optReminders, desc{"Reminders to move: on (how often) or off", "Напоминания о ходе: включить (как часто) или выключить"}, false,
					pick(desc{"on, after 6 hours", "вкл., через 6 часов"}, "6"), pick(desc{"on, after 12 hours", "вкл., через 12 часов"}, "12"), pick(desc{"on, after 24 hours", "вкл., через 24 часа"}, "24"),
					pick(desc{"on, after 48 hours", "вкл., через 48 часов"}, "48"), pick(desc{"off", "выкл."}, "off")),
				hours(optHours, desc{"Reminders on, after this many hours", "Напоминать через столько часов"}, 1)),
			sub(subAbort, desc{"Abort the game (admins)", "Прервать игру (администраторы)"}),
			sub(subHelp, desc{"How to play here", "Как здесь играть"}),
		}}
}

// sub is a subcommand.
func sub(name string, d desc, opts ...*discordgo.ApplicationCommandOption) *discordgo.ApplicationCommandOption {
	o := option(name, discordgo.ApplicationCommandOptionSubCommand, d)
	o.Options = opts
	return o
}

// group is a group of subcommands.
func group(name string, d desc, subs ...*discordgo.ApplicationCommandOption) *discordgo.ApplicationCommandOption {
	o := option(name, discordgo.ApplicationCommandOptionSubCommandGroup, d)
	o.Options = subs
	return o
}

// option is an optional option.
func option(name string, t discordgo.ApplicationCommandOptionType, d desc) *discordgo.ApplicationCommandOption {
	return &discordgo.ApplicationCommandOption{Name: name, Type: t, Description: d.en,
		DescriptionLocalizations: map[discordgo.Locale]string{ru: d.ru}}
}

// choice is a string option with fixed choices.
func choice(name string, d desc, required bool, picks ...*discordgo.ApplicationCommandOptionChoice) *discordgo.ApplicationCommandOption {
	o := option(name, discordgo.ApplicationCommandOptionString, d)
	o.Required, o.Choices = required, picks
	return o
}

// pick is one choice, its name with its Russian localization.
func pick(name desc, value string) *discordgo.ApplicationCommandOptionChoice {
	return &discordgo.ApplicationCommandOptionChoice{Name: name.en, Value: value,
		NameLocalizations: map[discordgo.Locale]string{ru: name.ru}}
}

// auto is a string option with autocomplete.
func auto(name string, d desc, required bool) *discordgo.ApplicationCommandOption {
	o := option(name, discordgo.ApplicationCommandOptionString, d)
	o.Required, o.Autocomplete = required, true
	return o
}

// puzzleNumber is the integer option of a puzzle's number.
func puzzleNumber(name string, d desc) *discordgo.ApplicationCommandOption {
	o := option(name, discordgo.ApplicationCommandOptionInteger, d)
	lowest := 1.0
	o.MinValue, o.MaxValue = &lowest, 999
	return o
}

// hours is an integer option of reminder hours, from lowest to two weeks.
func hours(name string, d desc, lowest float64) *discordgo.ApplicationCommandOption {
	o := option(name, discordgo.ApplicationCommandOptionInteger, d)
	o.MinValue, o.MaxValue = &lowest, maxRemindHours
	return o
}
