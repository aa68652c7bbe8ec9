package bot

import "fmt"

// The bot's own texts, in English and Russian. Game texts (events, rules,
// refusals) come from package narrate.
var texts = map[string][2]string{
	"failed":          {"⚠ Something went wrong on my side; the game is unchanged. Try again.", "⚠ Что-то сломалось у меня; игра не изменилась. Попробуйте ещё раз."},
	"unknown_tile":    {"No tile is called %q. Tiles: %s.", "Нет клетки %q. Клетки: %s."},
	"no_game":         {"There is no game in this chat. Start one with /new.", "В этом чате нет игры. Начните её командой /new."},
	"game_exists":     {"A game is already open here. /board shows it; /abort ends it.", "Здесь уже есть игра. /board покажет её, /abort завершит."},
	"lobby_title":     {"🏴‍☠️ A new game of Jackal!", "🏴‍☠️ Новая партия в «Шакала»!"},
	"lobby_mode":      {"Mode: %s", "Режим: %s"},
	"lobby_seats":     {"Crews:", "Команды:"},
	"lobby_free":      {"free", "свободно"},
	"lobby_hint":      {"Press a colour to join, then ▶ Start.", "Нажмите цвет, чтобы сесть за стол, затем ▶ Старт."},
	"btn_join":        {"Join %s", "За %s"},
	"btn_ai":          {"🤖 Add computer", "🤖 Добавить компьютер"},
	"btn_leave":       {"Leave", "Выйти"},
	"btn_start":       {"▶ Start", "▶ Старт"},
	"btn_back":        {"↩ Back", "↩ Назад"},
	"btn_ship":        {"⛵ Ship", "⛵ Корабль"},
	"btn_confirm":     {"☠ Yes, %s", "☠ Да, %s"},
	"btn_yes":         {"✅ Agree", "✅ Согласен"},
	"btn_no":          {"❌ Refuse", "❌ Против"},
	"btn_stay":        {"stay", "остаться"},
	"joined":          {"%s joins as %s.", "%s играет за %s."},
	"already_seated":  {"You are already at the table.", "Вы уже за столом."},
	"seat_taken":      {"%s is taken. Free: %s.", "%s уже заняты. Свободно: %s."},
	"rank":            {"rank", "ряд"},
	"no_colour":       {"There is no %q crew in this game. Free: %s.", "В этой игре нет команды %q. Свободно: %s."},
	"game_full":       {"The table is full.", "Все места заняты."},
	"not_seated":      {"You are not at this table.", "Вы не за этим столом."},
	"left":            {"%s leaves the table.", "%s выходит из-за стола."},
	"lobby_only":      {"That works only before the game starts.", "Это можно только до начала игры."},
	"too_few":         {"A game needs every crew seated: %d of %d. Join, or add a computer crew.", "Нужны все команды: занято %d из %d. Садитесь или добавьте компьютер."},
	"too_few_players": {"At least two players are needed (a computer counts).", "Нужно хотя бы два игрока (компьютер считается)."},
	"started":         {"The game begins! Seed %d.", "Игра началась! Расклад %d."},
	"not_started":     {"The game has not started yet. /start starts it.", "Игра ещё не началась. /start начнёт её."},
	"not_your_turn":   {"Not your turn: %s is to act.", "Не ваш ход: ходят %s."},
	"not_player":      {"Only the players of this game can do that.", "Это могут только игроки этой партии."},
	"stale":           {"That button belongs to an old board. Use the newest one.", "Эта кнопка со старой доски. Используйте последнюю."},
	"bad_button":      {"I don't understand that button.", "Непонятная кнопка."},
	"too_long":        {"That message is too long for a command.", "Слишком длинное сообщение для команды."},
	"unknown_cmd":     {"Unknown command %q. /help lists them.", "Неизвестная команда %q. Список: /help."},
	"move_usage":      {"Write the move after /move, e.g. /move W1 e5 or /move W1 e5 +c.", "Напишите ход после /move, например /move W1 e5 или /move W1 e5 +c."},
	"turn_of":         {"%s to act", "Ходят %s"},
	"smoke_by":        {"(smoke: played by %s)", "(дым: за них ходят %s)"},
	"round":           {"Round %d", "Раунд %d"},
	"gold_left":       {"gold left %d", "золота осталось %d"},
	"pick_piece":      {"Pick a piece.", "Выберите фигуру."},
	"pick_target":     {"%s: where to?", "%s: куда?"},
	"confirm_death":   {"⚠ %s kills the piece. Sure?", "⚠ Ход %s погубит фигуру. Точно?"},
	"aborted":         {"The game is over: stopped by %s.", "Игра остановлена: %s."},
	"abort_denied":    {"Only the game's creator or a chat admin can abort it.", "Остановить игру может только её создатель или админ чата."},
	"resigned":        {"%s resigns.", "%s сдаются."},
	"resign_ai":       {"%s resigns; a computer takes the crew.", "%s сдаются; команду ведёт компьютер."},
	"vote_open":       {"%s asks: %s. Players, agree?", "%s предлагает: %s. Игроки, согласны?"},
	"vote_undo":       {"take back %s", "отменить ход %s"},
	"vote_end":        {"end the game now", "закончить игру сейчас"},
	"vote_kick":       {"let a computer replace %s", "заменить %s компьютером"},
	"vote_passed":     {"Agreed: %s.", "Решено: %s."},
	"vote_failed":     {"Refused: %s.", "Отклонено: %s."},
	"vote_counted":    {"Your vote is counted.", "Ваш голос учтён."},
	"vote_none":       {"No vote is open.", "Голосования нет."},
	"undo_none":       {"There is nothing to take back.", "Отменять нечего."},
	"undo_revealed":   {"That move revealed a tile: it cannot be taken back.", "Этот ход открыл клетку — его не отменить."},
	"undo_not_yours":  {"Only the last move can be taken back, by its player.", "Отменить можно только последний ход, и только его игроку."},
	"undo_done":       {"Taken back: %s.", "Ход отменён: %s."},
	"undo_solo":       {"Taken back: %s (no other player to ask).", "Ход отменён: %s (спрашивать некого)."},
	"kick_early":      {"%s can be replaced after %s without a move.", "%s можно заменить после %s без хода."},
	"remind":          {"⏰ Your move in Jackal, %s (%s).", "⏰ Ваш ход в «Шакале», %s (%s)."},
	"remind_kick":     {"%s has not moved for %s. The others may vote to let a computer take over: /end or the button.", "%s не ходит уже %s. Остальные могут проголосовать за замену компьютером: кнопка ниже."},
	"btn_kick":        {"🤖 Replace %s", "🤖 Заменить %s"},
	"history_empty":   {"No moves yet.", "Ходов ещё нет."},
	"history_title":   {"Last moves:", "Последние ходы:"},
	"stats_empty":     {"No finished games in this chat yet.", "В этом чате ещё нет сыгранных партий."},
	"stats_title":     {"🏆 Leaderboard", "🏆 Таблица"},
	"stats_row":       {"%d. %s — %d wins of %d, %d gold", "%d. %s — побед %d из %d, золота %d"},
	"settings_show":   {"Language: %s. Reminders: %s. Change with /settings lang ru|en, /settings mylang ru|en, /settings remind 12|off.", "Язык: %s. Напоминания: %s. Изменить: /settings lang ru|en, /settings mylang ru|en, /settings remind 12|off."},
	"settings_saved":  {"Saved.", "Сохранено."},
	"settings_bad":    {"Write /settings lang ru|en, /settings mylang ru|en or /settings remind <hours>|off.", "Напишите /settings lang ru|en, /settings mylang ru|en или /settings remind <часы>|off."},
	"remind_off":      {"off", "выкл"},
	"remind_hours":    {"every %d h", "каждые %d ч"},
	"peek_private":    {"🔭 The lighthouse shows you:", "🔭 Маяк показывает вам:"},
	"peek_nodm":       {"I cannot write to you privately. Open a chat with me (%s) and press Start, then look again next time.", "Не могу написать вам лично. Откройте чат со мной (%s) и нажмите Start."},
	"peek_alert":      {"Lighthouse: %s", "Маяк: %s"},
	"dm_ready":        {"Ahoy! I can now tell you secrets of the island here.", "Йо-хо-хо! Теперь я смогу сообщать вам тайны острова здесь."},
	"needs_group":     {"Play in a group: add me to a chat, or use inline mode (@%s in any chat).", "Играйте в группе: добавьте меня в чат или используйте инлайн-режим (@%s в любом чате)."},
	"status_seats":    {"Players:", "Игроки:"},
	"status_dead":     {"dead: %s", "погибли: %s"},
	"game_over":       {"🏁 Game over.", "🏁 Игра окончена."},
	"new_usage":       {"/new [duel|teams|two-crews|3|4] [plane-waits] [remind=12] [ai:easy|ai:hard …]", "/new [duel|teams|two-crews|3|4] [plane-waits] [remind=12] [ai:easy|ai:hard …]"},
	"new_bad":         {"I don't know the option %q. %s", "Не знаю опцию %q. %s"},
	"mode_auto":       {"2 players: two crews each; 3 or 4: one crew each", "2 игрока: по две команды; 3 или 4: по одной"},
	"mode_duel":       {"duel, one crew each", "дуэль, по одной команде"},
	"mode_teams":      {"teams 2 v 2", "команды 2 на 2"},
	"mode_two":        {"two crews each", "по две команды"},
	"mode_n":          {"%d crews", "%d команды"},
	"computer":        {"computer (%s)", "компьютер (%s)"},
	"help": {`Jackal — commands:
/new [options] — open a game here (` + "duel, teams, two-crews, 3, 4, plane-waits, remind=12, ai:easy, ai:hard" + `)
/join [colour] · /leave · /start
/move W1 e5 — a move in the notation (or use the buttons)
/board — post the board again · /status · /history
/undo — take back your last move (the others agree)
/resign · /end — all players vote to end · /abort — creator or admin
/rules [tile] · /stats · /settings · /help`, `«Шакал» — команды:
/new [опции] — открыть игру (` + "duel, teams, two-crews, 3, 4, plane-waits, remind=12, ai:easy, ai:hard" + `)
/join [цвет] · /leave · /start
/move W1 e5 — ход в нотации (или кнопками)
/board — показать доску · /status · /history
/undo — отменить свой ход (с согласия остальных)
/resign · /end — закончить по общему согласию · /abort — создатель или админ
/rules [клетка] · /stats · /settings · /help`},
}

// tr returns text key in lang, formatted with args.
func tr(lang, key string, args ...any) string {
	t, ok := texts[key]
	if !ok {
		return key
	}
	s := t[0]
	if lang == "ru" {
		s = t[1]
	}
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
}
