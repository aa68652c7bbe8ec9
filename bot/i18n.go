package bot

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/jackalbot/jackal/bot/narrate"
)

// text is one of the bot's own texts; every text exists in English and
// Russian (TestTextsComplete). Game texts (events, rules, refusals) come from
// package narrate. A text is a typed constant, never a string key: a missing
// text is a compile error, a missing translation a test failure.
type text int

// The bot's texts.
const (
	// txtNone is no text: a zero value that says nothing.
	txtNone text = iota
	txtFailed
	txtFailedRetrying
	txtUnknownTile
	txtNoGame
	txtGameExists
	txtLobbyTitle
	txtLobbyMode
	txtLobbySeats
	txtLobbyFree
	txtLobbyHint
	txtLobbyHintCampaign
	txtIslandLineCampaign
	txtBtnJoin
	txtBtnAi
	txtBtnLeave
	txtBtnStart
	txtBtnBack
	txtBtnShip
	txtBtnConfirm
	txtBtnYes
	txtBtnNo
	txtBtnStay
	txtJoined
	txtAlreadySeated
	txtSeatTaken
	txtRank
	txtNoColour
	txtGameFull
	txtNotSeated
	txtLeft
	txtLobbyOnly
	txtTooFew
	txtTooFewPlayers
	txtTooManyAI
	txtNoneFree
	txtDealRefused
	txtBadUser
	txtStarted
	txtNotStarted
	txtNotYourTurn
	txtNotPlayer
	txtStale
	txtBadButton
	txtTooLong
	txtUnknownCmd
	txtMoveUsage
	txtTurnOf
	txtSmokeBy
	txtRound
	txtGoldLeft
	txtPickPiece
	txtPickTarget
	txtConfirmDeath
	txtAborted
	txtAbortDenied
	txtResigned
	txtResignAi
	txtVoteOpen
	txtVoteUndo
	txtVoteEnd
	txtEndConfirm
	txtEndWouldBe
	txtEndPlayOn
	txtBtnEndNow
	txtBtnPlayOn
	txtVoteKick
	txtVotePassed
	txtVoteFailed
	txtVotePassedBare
	txtVoteFailedBare
	txtVoteCounted
	txtVoteNone
	txtUndoNone
	txtUndoSettled
	txtUndoRevealed
	txtUndoRevealedReply
	txtCrewsOut
	txtUndoNotYours
	txtUndoDone
	txtUndoSolo
	txtKickEarly
	txtRemind
	txtRemindKick
	txtBtnKick
	txtHistoryEmpty
	txtHistoryTitle
	txtStatsEmpty
	txtStatsTitle
	txtStatsRow
	txtSettingsShow
	txtSettingsSaved
	txtSettingsBad
	txtSettingsDenied
	txtRemindOff
	txtRemindHours
	txtPeekPrivate
	txtPeekNodm
	txtPeekAlert
	txtDmReady
	txtNeedsGroup
	txtStatusSeats
	txtStatusDead
	txtGameOver
	txtGameOverWon
	txtGameOverDraw
	txtHistoryOver
	txtHistoryEnd
	txtNewUsage
	txtNewBad
	txtNotInChat
	txtModeAuto
	txtModeDuel
	txtModeTeams
	txtModeTwo
	txtModeN
	txtComputer
	txtHelp
	txtOtherGame
	txtGameID
	txtStaleResent
	txtUndoTwice
	txtHelpTerminal
	txtTermButtonsAll
	txtTermButtons
	txtTermButtonsCards
	txtTermButtonsArch
	txtTermRulesAll
	txtTermRulesTile
	txtTermRulesCard
	txtTermRulesArch
	txtTermHintGame
	txtNotationAll
	txtNoGameTerminal
	txtTermHint
	txtTermPlayer
	txtTermNoButtonPress
	txtTermNoButtonNone
	txtTermNewGame
	txtTermPass
	txtTermPassBack
	txtTermPrivate
	txtTermPicture
	txtTermTurn
	txtTermPictureFailed
	txtKeyTitle
	txtKeyHidden
	txtKeySeen
	txtKeySea
	txtKeyShip
	txtKeySeveral
	txtKeyGold
	txtKeyBen
	txtKeyFriday
	txtKeyMissionary
	txtReplayCaption
	txtReplayNone
	txtReplayUnknown
	txtReplayCannot
	txtArchMode2
	txtArchMode4
	txtArchAdvanced
	txtArchIsland
	txtArchCW
	txtArchCCW
	txtArchCaptain
	txtArchPickIsland
	txtArchPickDir
	txtArchLookout
	txtArchRed
	txtArchWhite
	txtArchYourCaptain
	txtUnknownPart
	txtIslandsWord
	txtLobbyTitleOf
	txtArchName
	txtArchCaptainUse
	txtArchCaptainCannot
	txtArchNoRum
	txtArchLegendOrder
	txtArchLegendRuns
	txtArchLegendRum
	txtArchCaptainAsk
	txtArchCaptainWhich
	txtArchNoChoice
	txtBtnPass
	txtBtnDone
	txtBtnBoat
	txtArchipelagoName
	txtIslandLine
	txtIslandIntro
	txtIslandsTitle
	txtNoIsland
	txtModeArchAuto
	txtStatusIsland
	txtStatusBear
	txtArchScoutLegend
	txtArchShootLegend
	txtArchPrivateView
	txtKeyBoat
	txtKeyBear
	txtKeyBeach
	txtKeyForest
	txtKeyMountains
	txtPlacePrompt
	txtPuzzleHead
	txtPuzzleMode
	txtPuzzleSeat
	txtPuzzleRules
	txtPuzzleHow
	txtPuzzleNewBest
	txtPuzzleBestStays
	txtPuzzleBestCoins
	txtPuzzleGoal
	txtPuzzleGoalCoins
	txtPuzzleGoalTurns
	txtPuzzleGoalAlive
	txtPuzzleTurnOf
	txtPuzzleLine
	txtPuzzleSolved
	txtPuzzleStopped
	txtPuzzleGaveUp
	txtPuzzleCoinLost
	txtPuzzlePiratesLost
	txtPuzzleTurnsOut
	txtPuzzleGoalMissed
	txtPuzzleFailed
	txtPuzzleUnknown
	txtPuzzleWhere
	txtPuzzleListTitle
	txtPuzzleListSolved
	txtPuzzleListTried
	txtPuzzleUseCmd
	txtPuzzleElsewhere
	txtPuzzleStillOpen
	txtPuzzleGoalCoin
	txtPuzzleWhereDiscord
	txtPuzzleNext
	txtPuzzleNextNone
	txtBadAbilities
	txtStatusAbilities
	txtStatusAbilitySpent
	txtCampaignAfterGame
	txtCampaignTable
	txtCampaignLine
	txtCampaignEnded
	txtCampaignChampion
	txtFormatIslands
	txtFormatGames
	txtFormatBestOf
	txtCampaignReady
	txtDraftPick
	txtDraftHow
	txtDraftNone
	txtDraftOver
	txtDraftNotYours
	txtDraftStale
	txtDraftNotOffered
	txtDraftTaken
	txtDraftBadPirate
	txtCampaignNameBad
	txtNoCampaign
	txtCampaignUsage
	txtCampaignExists
	txtCampaignLength
	txtCampaignIslands
	txtCampaignOpened
	txtCampaignHead
	txtCampaignDrafting
	txtCampaignPlaying
	txtCampaignNoGames
	txtCampaignHistory
	txtCampaignDraw
	txtCampaignNameUsage
	txtCampaignNoHolding
	txtCampaignNamed
	txtCampaignNotCreator
	txtCampaignTitle
	txtBtnReady
	txtDraftTimeout
	txtCampaignSeats
	txtCampaignWaiting
	txtDraftAgain
	txtCampaignGameN
	txtStatsUsage
	txtStatsNoServer
	txtStatsServerTitle
	txtStatsServerEmpty
	txtStatsRowRating
	txtStatsBadGame
	txtRatingsTitle
	txtRatingsEmpty
	txtRatingsRow
	txtBtnHand
	txtNoHand
	txtHandNodm
	txtNotYourHand
	txtHandStale
	txtHandWait
	txtSecretTyped
	txtSecretTypedGone
	txtComputersPause
	txtSecretNoUndo
	txtSecretRemind
	txtSecretStandIn
	txtHandTitle
	txtCardsComputer
	txtCardsLobbyHint
	txtLimitDays
	txtLimitHours
	txtLimitMinutes
	txtCardsRoundOver
	txtHandsNodm
	txtCardsName
	txtCardsMode
	txtCardsSettings
	txtCardsBadTime
	txtCardsBadAbsent
	txtCardsBadIslands
	txtWebOff
	txtWebOpen
	txtWebWatch
	txtWebYours
	txtWebPrivate
	txtLevelRandom
	txtLevelEasy
	txtLevelHard
	txtCampaignVoid
	txtCampaignCancelled
	txtDraftPicked
	txtDraftSkipped
	txtJackalName
	txtTermLineTooLong
	txtNoSeat
	txtOptionsRefused
	txtAbilEmpty
	txtAbilNotPair
	txtAbilNotPirate
	txtAbilNotAbility
	txtAbilTwice
	txtAbilShared
	txtAbilCrewOut
	txtLobbyStarted
	txtSeatNoColour
	txtSeatPaired
	txtVoteClosedOver
	txtVoteClosedMoved
	txtVoteClosedNew
	txtStaleTyped
	txtCampaignStaleTyped
	txtCampaignWaitingLobby
	txtCampaignLobbyStep
	txtCampaignChampions
	txtCampaignAfterIsland
	txtCampaignIslandN
	txtDraftPickIsland
	txtCampaignPlayingIsland
	txtCampaignNoIslands
	txtCampaignHistoryIslands
	txtCampaignVoidIsland
	txtCampaignCancelledIslands
	txtCampaignLobbyStepIsland
	txtCampaignWaitingIsland
	txtCampaignOpenedIslands
	txtCampaignLengthIslands
	txtCampaignLeftLobby
	txtQuoted
	txtUndoRevealedTile
	txtUndoRevealedTileReply
	txtUndoRevealedArch
	txtUndoRevealedArchReply
	txtNotPlayerTurn
	txtHistorySmoke
	txtSides
	txtStatusSides
	txtHandGame
	txtSecretWhich
	txtHandGameIn
	txtHandGameInBy
	txtNoPrivateBoards
	txtMorePrivateBoards
	numTexts
)

// texts holds each text in English and Russian.
var texts = [numTexts][2]string{
	txtFailed: {"⚠ Something went wrong on my side; the game is unchanged. Try again.", "⚠ Что-то сломалось у меня; игра не изменилась. Попробуйте ещё раз."},
	txtFailedRetrying: {"⚠ Something went wrong on my side; I will try it again by myself shortly: no need to send it again.",
		"⚠ Что-то сломалось у меня; я сам попробую ещё раз чуть позже: повторять не нужно."},
	txtUnknownTile: {"No tile is called “%s”. Tiles: %s.", "Нет клетки «%s». Клетки: %s."},
	txtNoGame:      {"There is no game in this chat. Start one with /new.", "В этом чате нет игры. Начните её командой /new."},
	txtGameExists:  {"A game is already open here. /board shows it; /abort ends it.", "Здесь уже есть игра. /board покажет её, /abort завершит."},
	txtLobbyTitle:  {"🏴‍☠️ A new game of Jackal!", "🏴‍☠️ Новая партия в «Шакала»!"},
	txtLobbyMode:   {"Mode: %s", "Режим: %s"},
	txtLobbySeats:  {"Crews:", "Команды:"},
	txtLobbyFree:   {"free", "свободно"},
	txtLobbyHint:   {"Press a colour to join, then ▶ Start.", "Нажмите цвет, чтобы сесть за стол, затем ▶ Старт."},
	txtLobbyHintCampaign: {"The campaign's players keep their seats: press ✅ Ready (the game starts when everyone is); the campaign's creator may press ▶ Start to begin now.",
		"Места — у игроков кампании: нажмите ✅ Готово (игра начнётся, когда готовы все); создатель кампании может нажать ▶ Старт, чтобы начать сразу."},
	txtIslandLineCampaign: {"🏝 Island: %s, %s.", "🏝 Остров: %s, %s."},
	txtBtnJoin:            {"Join %s", "Место: %s"},
	txtBtnAi:              {"🤖 Add computer", "🤖 Добавить компьютер"},
	txtBtnLeave:           {"Leave", "Выйти"},
	txtBtnStart:           {"▶ Start", "▶ Старт"},
	txtBtnBack:            {"↩ Back", "↩ Назад"},
	txtBtnShip:            {"⛵ Ship", "⛵ Корабль"},
	txtBtnConfirm:         {"☠ Yes", "☠ Да"}, // the move left out: the answer above names it (a phone cut "☠ Да, d9 +монета")
	txtBtnYes:             {"✅ Agree", "✅ За"},
	txtBtnNo:              {"❌ Refuse", "❌ Против"},
	txtBtnStay:            {"stay", "остаться"},
	txtJoined:             {"%s joins as %s.", "%s играет за %s."},
	txtAlreadySeated:      {"You are already at the table.", "Вы уже за столом."},
	txtSeatTaken:          {"%s is taken. Free: %s.", "Место «%s» занято. Свободно: %s."},
	txtRank:               {"rank", "ряд"},
	txtNoColour:           {"There is no %q crew in this game. Free: %s.", "В этой игре нет команды %q. Свободно: %s."},
	txtGameFull:           {"The table is full.", "Все места заняты."},
	txtNotSeated:          {"You are not at this table.", "Вы не за этим столом."},
	txtLeft:               {"%s leaves the table.", "%s выходит из-за стола."},
	txtLobbyOnly:          {"That works only before the game starts.", "Это можно только до начала игры."},
	txtTooFew:             {"A game needs every crew seated: %d of %d. Join, or add a computer crew.", "Нужны все команды: занято %d из %d. Садитесь или добавьте компьютер."},
	txtTooFewPlayers:      {"At least two players are needed (a computer counts).", "Нужно хотя бы два игрока (компьютер считается)."},
	txtTooManyAI:          {"Too many computers: seats in this game: %d, yours among them; computers: %d at most.", "Слишком много компьютеров: мест в игре %d, одно из них ваше; компьютеров — не больше %d."},
	txtNoneFree:           {"none", "нет"},
	txtDealRefused:        {"The game cannot be dealt with this lobby's options: %s. /abort closes the lobby; /new opens another.", "С настройками этого лобби игру не раздать: %s. /abort закроет лобби, /new откроет другое."},
	txtBadUser:            {"I cannot tell who sent this, so I cannot serve it.", "Не видно, кто это прислал, поэтому выполнить нельзя."},
	txtStarted:            {"The game begins! Seed %d.", "Игра началась! Расклад %d."},
	txtNotStarted:         {"The game has not started yet. /start starts it.", "Игра ещё не началась. /start начнёт её."},
	txtNotYourTurn:        {"Not your turn: %s is to act.", "Не ваш ход. Сейчас ход: %s."},
	txtNotPlayer:          {"Only the players of this game can do that.", "Это могут только игроки этой партии."},
	txtStale:              {"That button belongs to an old board. Use the newest one (/board posts it again).", "Эта кнопка со старой доски. Используйте последнюю (/board покажет её снова)."},
	txtBadButton:          {"I don't understand that button.", "Непонятная кнопка."},
	txtTooLong:            {"That message is too long for a command.", "Слишком длинное сообщение для команды."},
	txtUnknownCmd:         {"Unknown command %q. /help lists them.", "Неизвестная команда %q. Список: /help."},
	txtMoveUsage:          {"Write the move after /move, e.g. %s.", "Напишите ход после /move, например %s."},
	txtTurnOf:             {"%s to act", "Ходят %s"},
	txtSmokeBy:            {"(smoke: played by %s)", "(дым: за них ходят %s)"},
	txtRound:              {"Round %d", "Раунд %d"},
	txtGoldLeft:           {"gold left %d", "золота осталось %d"},
	txtPickPiece:          {"Pick a piece.", "Выберите фигуру."},
	txtPickTarget:         {"%s: where to?", "%s: куда?"},
	txtConfirmDeath:       {"⚠ %s kills the piece. Sure?", "⚠ Ход %s погубит фигуру. Точно?"},
	txtAborted:            {"The game is over: stopped by %s.", "Игра остановлена: %s."},
	txtAbortDenied:        {"Only the game's creator or a chat admin can abort it.", "Остановить игру может только её создатель или админ чата."},
	txtResigned:           {"Resigned: %s.", "Сдаётся: %s."},
	txtResignAi:           {"Resigned: %s. A computer plays on in their place.", "Сдаётся: %s. Дальше за этого игрока играет компьютер."},
	txtVoteOpen:           {"%s asks: %s. Players, agree?", "%s предлагает: %s. Игроки, согласны?"},
	txtVoteUndo:           {"take back %s", "отменить ход %s"},
	txtVoteEnd:            {"end the game now", "закончить игру сейчас"},
	txtEndConfirm:         {"End the game now? The computers agree; it is yours to confirm.", "Закончить игру сейчас? Компьютеры согласны, решать вам."},
	txtEndWouldBe:         {"Ending now would give:\n%s", "Если закончить сейчас:\n%s"},
	txtEndPlayOn:          {"The game goes on.", "Игра продолжается."},
	txtBtnEndNow:          {"🏁 End now", "🏁 Закончить"},
	txtBtnPlayOn:          {"▶ Play on", "▶ Играть дальше"},
	txtVoteKick:           {"let a computer replace %s", "заменить %s компьютером"},
	txtVotePassed:         {"Agreed: %s.", "Решено: %s."},
	txtVoteFailed:         {"Refused: %s.", "Отклонено: %s."},
	txtVotePassedBare:     {"Agreed.", "Решено."},
	txtVoteFailedBare:     {"Refused.", "Отклонено."},
	txtVoteCounted:        {"Your vote is counted.", "Ваш голос учтён."},
	txtVoteNone:           {"No vote is open.", "Голосования нет."},
	txtUndoNone:           {"There is nothing to take back.", "Отменять нечего."},
	txtUndoSettled: {"The moves made before the bot's rules were last updated cannot be taken back: under the new rules they play out differently, so the game goes on from where it stood.",
		"Ходы, сделанные до последнего обновления правил бота, отменить нельзя: по новым правилам они разыгрываются иначе, поэтому партия продолжается с того места, где стояла."},
	txtUndoRevealed: {"That move revealed something hidden: it cannot be taken back.", "Этот ход открыл скрытое — его не отменить."},
	txtUndoRevealedReply: {"A computer's move after yours revealed something hidden: your move cannot be taken back now.",
		"Ход компьютера после вашего открыл скрытое — ваш ход уже не отменить."},
	txtCrewsOut: {"⚓ %s: no pirate is left to act or to be revived. The computers play on; /end ends the game now and counts the gold, /resign gives up.",
		"⚓ %s: не осталось пиратов, которые могли бы ходить или ожить. Компьютеры играют дальше; /end — закончить игру сейчас и подсчитать золото, /resign — сдаться."},
	txtUndoNotYours:  {"Only the last move can be taken back, by its player (the others agree).", "Отменить можно только последний ход, и только его игроку (с согласия остальных)."},
	txtUndoDone:      {"Taken back: %s.", "Ход отменён: %s."},
	txtUndoSolo:      {"Taken back: %s (no other player to ask).", "Ход отменён: %s (спрашивать некого)."},
	txtKickEarly:     {"%s can be replaced after %s without a move.", "%s можно заменить после %s без хода."},
	txtRemind:        {"⏰ Your move in Jackal, %s (%s).", "⏰ Ваш ход в «Шакале», %s (%s)."},
	txtRemindKick:    {"%s has not moved for %s. The others may vote to let a computer take over: the button below.", "%s не ходит уже %s. Остальные могут проголосовать за замену компьютером: кнопка ниже."},
	txtBtnKick:       {"🤖 Replace %s", "🤖 Заменить %s"},
	txtHistoryEmpty:  {"No moves yet.", "Ходов ещё нет."},
	txtHistoryTitle:  {"Last moves:", "Последние ходы:"},
	txtStatsEmpty:    {"No finished games in this chat yet.", "В этом чате ещё нет сыгранных партий."},
	txtStatsTitle:    {"🏆 Leaderboard", "🏆 Таблица"},
	txtStatsRow:      {"%d. %s — %s of %d, %d gold", "%d. %s — %s из %d, золота %d"},
	txtSettingsShow:  {"Language: %s. Reminders: %s. Change with /settings lang ru|en, /settings mylang ru|en, /settings remind 12|off.", "Язык: %s. Напоминания: %s. Изменить: /settings lang ru|en, /settings mylang ru|en, /settings remind 12|off."},
	txtSettingsSaved: {"Saved.", "Сохранено."},
	txtSettingsBad:   {"Write /settings lang ru|en, /settings mylang ru|en or /settings remind <hours>|off.", "Напишите /settings lang ru|en, /settings mylang ru|en или /settings remind <часы>|off."},
	txtRemindOff:     {"off", "выкл"},
	txtRemindHours:   {"every %d h", "каждые %d ч"},
	txtPeekPrivate:   {"🔭 The lighthouse shows you:", "🔭 Маяк показывает вам:"},
	txtPeekNodm:      {"I cannot write to you privately. Open a chat with me (%s) and press Start, then look again next time.", "Не могу написать вам лично. Откройте чат со мной (%s) и нажмите «Запустить» (Start)."},
	txtPeekAlert:     {"Lighthouse: %s", "Маяк: %s"},
	txtDmReady:       {"Ahoy! I can now tell you secrets of the island here.", "Йо-хо-хо! Теперь я смогу сообщать вам тайны острова здесь."},
	txtNeedsGroup:    {"Play in a group: add me to a chat, or use inline mode (@%s in any chat).", "Играйте в группе: добавьте меня в чат или используйте инлайн-режим (@%s в любом чате)."},
	txtStatusSeats:   {"Players:", "Игроки:"},
	txtStatusDead:    {"dead: %s", "погибли: %s"},
	txtGameOver:      {"🏁 Game over.", "🏁 Игра окончена."},
	txtNewUsage:      {"/new [duel|teams|two-crews|3|4] [plane-waits] [remind=12] [ai:easy|ai:hard …] — or /new archipelago [island=ring] [duel|3|4|teams] — or /new archipirata [4] [advanced] [ai:easy|ai:hard]", "/new [duel|teams|two-crews|3|4] [plane-waits] [remind=12] [ai:easy|ai:hard …] — или /new archipelago [island=ring] [duel|3|4|teams] — или /new archipirata [4] [advanced] [ai:easy|ai:hard]"},
	txtNewBad:        {"I don't know the option %q. %s", "Не знаю опцию %q. %s"},
	txtNotInChat:     {"%s is not playable in chat yet.", "В %s в чате пока не сыграть."},
	txtModeAuto:      {"2 players: two crews each; 3 or 4: one crew each", "2 игрока: по две команды; 3 или 4: по одной"},
	txtModeDuel:      {"duel, one crew each", "дуэль, по одной команде"},
	txtModeTeams:     {"teams 2 v 2", "команды 2 на 2"},
	txtModeTwo:       {"two crews each", "по две команды"},
	txtModeN:         {"%d crews", "%d команды"},
	txtComputer:      {"computer (%s)", "компьютер (%s)"},
	txtHelp: {`Jackal — commands:
/new [options] — open a game here (` + "duel, teams, two-crews, 3, 4, plane-waits, remind=12, ai:easy, ai:hard" + `)
/new archipirata [4] [advanced] — Archipirata, the sowing game of eight floating islands
/new archipelago [island=ring] [duel|3|4|teams] — Jackal Archipelago, islands of any shape, boats and the bear
/new cards [islands=4] — the Jackal card game: 2–4 players lay secret rows of cards, revealed at once (your hand shown to you alone)
/puzzle [N] — the solo puzzles (alone, in a private chat or a topic)
/campaign new archipelago islands=3 (or classic best-of=3) — a season of games · /campaign · standings · history · end
/join [colour] · /leave · /start
/move W1 e5 — a move in the notation (or use the buttons)
/board — post the board again · /status · /history
/undo — take back your last move (the others agree)
/resign · /end — all players vote to end (alone against computers: told who would win, you confirm) · /abort — creator or admin
/rules [archipelago|archipirata|cards|puzzle] [tile or card] · /stats [server|ratings [game]] · /replay [game] · /web (the live board) · /settings · /help`, `«Шакал» — команды:
/new [опции] — открыть игру (` + "duel, teams, two-crews, 3, 4, plane-waits, remind=12, ai:easy, ai:hard" + `)
/new archipirata [4] [advanced] — «Архипирата», игра посева на восьми летающих островах
/new archipelago [island=ring] [duel|3|4|teams] — «Шакал: Архипелаг», острова любой формы, лодки и медведь
/new cards [islands=4] — карточный «Шакал»: 2–4 игрока тайно выкладывают ряды карт, все ряды открываются разом (руку видите только вы)
/puzzle [N] — задачи для одного (в личке или в теме группы)
/campaign new archipelago islands=3 (или classic best-of=3) — сезон игр · /campaign · standings · history · end
/join [цвет] · /leave · /start
/move W1 e5 — ход в нотации (или кнопками)
/board — показать доску · /status · /history
/undo — отменить свой ход (с согласия остальных)
/resign · /end — закончить по общему согласию (одному против компьютеров: сначала скажу, кто победит, и спрошу) · /abort — создатель или админ
/rules [archipelago|archipirata|cards|puzzle] [клетка или карта] · /stats [server|ratings [игра]] · /replay [партия] · /web (живая доска) · /settings · /help`},
	txtOtherGame:   {"That button belongs to another game. Use the buttons of this chat's newest board.", "Эта кнопка от другой игры. Используйте кнопки последней доски этого чата."},
	txtGameID:      {"Game id: %s (/replay shows the game again).", "Номер партии: %s (/replay покажет её снова)."},
	txtStaleResent: {"That button belongs to an old board; the newest one had not arrived, so here it is again.", "Эта кнопка со старой доски; последняя доска не дошла — вот она снова."},
	txtUndoTwice:   {"That move was just taken back; only the last move can be, once. Play on.", "Этот ход уже отменён; отменить можно только последний ход, один раз. Играйте дальше."},
	txtHelpTerminal: {`Jackal at the terminal — type:
a move in the notation (%s) or %s
board · status · history · %s · undo (take back the last move) · end (told first who would win) · resign · replay [game] (the game again, as a GIF) · standings (a campaign's) · help · quit`, `«Шакал» в терминале — введите:
ход в нотации (%s) или %s
доска · статус · история · %s · отмена (вернуть последний ход) · конец (сначала скажу, кто победит) · сдаться · повтор [партия] (партия снова, GIF) · таблица (кампании) · помощь · выход`},
	txtTermButtonsAll:    {"a button's number (in the card game also its words: ready; in Archipirata an island's button is numbered by its island)", "номер кнопки (в карточной игре и её слова: готово; в «Архипирате» кнопка острова — под номером острова)"},
	txtTermButtons:       {"a button's number", "номер кнопки"},
	txtTermButtonsCards:  {"a button's number or its words (ready)", "номер кнопки или её слова (готово)"},
	txtTermButtonsArch:   {"a button's number (an island's button has the island's number: 5 presses island 5)", "номер кнопки (у кнопки острова — номер острова: 5 — остров 5)"},
	txtTermRulesAll:      {"rules [tile or card]", "правила [клетка или карта]"},
	txtTermRulesTile:     {"rules [tile]", "правила [клетка]"},
	txtTermRulesCard:     {"rules [card]", "правила [карта]"},
	txtTermRulesArch:     {"rules [card or captain]", "правила [карта или капитан]"},
	txtTermHintGame:      {"Type a move (%s), %s, or help, board, status, history, rules, undo, end, resign, quit.", "Введите ход (%s), %s или помощь, доска, статус, история, правила, отмена, конец, сдаться, выход."},
	txtNotationAll:       {"W1 e5, ship h1, W1 e5 +c; in Archipelago boat l8; in Archipirata take 3 cw; in the card game plan horse arrow-ne", "W1 e5, ship h1, W1 e5 +c; в «Архипелаге» boat l8; в «Архипирате» take 3 cw; в карточной игре plan horse arrow-ne"},
	txtNoGameTerminal:    {"No game is in play.", "Сейчас нет партии."},
	txtTermHint:          {"Type a move in the game's notation or a button's number (help shows how), or help, board, status, history, rules, undo, end, resign, quit.", "Введите ход в нотации игры или номер кнопки (помощь покажет как) либо помощь, доска, статус, история, правила, отмена, конец, сдаться, выход."},
	txtTermPlayer:        {"Player %d", "Игрок %d"},
	txtTermNoButtonPress: {"There is no button %d: press %s.", "Нет кнопки %d: нажмите %s."},
	txtTermNoButtonNone:  {"There is no button %d: no button is shown now.", "Нет кнопки %d: сейчас кнопок нет."},
	txtTermNewGame:       {"New game? (y/n)", "Новая игра? (д/н)"},
	txtTermPass:          {"━━ Pass the keyboard to %s: only they may read what follows. %s, press Enter. ━━", "━━ Передайте клавиатуру: дальше читает только %s. %s, нажмите Enter. ━━"},
	txtTermPassBack:      {"━━ %s, press Enter to hide it, then pass the keyboard back. ━━", "━━ %s, нажмите Enter, чтобы скрыть это, и верните клавиатуру. ━━"},
	txtTermPrivate:       {"[for %s only] %s", "[видит только %s] %s"},
	txtTermPicture:       {"(picture: %s)", "(картинка: %s)"},
	txtTermTurn:          {"» %s, your move.", "» %s, ваш ход."},
	txtTermPictureFailed: {"(could not write the picture: %v)", "(не удалось записать картинку: %v)"},
	txtKeyTitle:          {"Key: ", "Обозначения: "},
	txtKeyHidden:         {"# face down", "# рубашкой вверх"},
	txtKeySeen:           {"#* face down, seen by the lighthouse", "#* рубашкой вверх, виден с маяка"},
	txtKeySea:            {"~ sea", "~ море"},
	txtKeyShip:           {"W= a ship", "W= корабль"},
	txtKeySeveral:        {"W+ several pieces, a white one first", "W+ несколько фигур, первая белая"},
	txtKeyGold:           {"$2 coins, $T treasure", "$2 монеты, $T сокровище"},
	txtKeyBen:            {"Bn Ben Gunn", "Bn Бен Ганн"},
	txtKeyFriday:         {"Fd Friday", "Fd Пятница"},
	txtKeyMissionary:     {"Ms the missionary", "Ms миссионер"},
	txtReplayCaption:     {"🎞 The replay of game %s (%s).", "🎞 Повтор партии %s (%s)."},
	txtReplayNone:        {"No game has finished in this chat yet.", "В этом чате ещё нет законченных партий."},
	txtReplayUnknown:     {"No finished game %q in this chat. /replay shows the last one.", "В этом чате нет законченной партии %q. /replay покажет последнюю."},
	txtReplayCannot:      {"Replays cannot be posted here.", "Здесь нельзя показать повтор."},
	txtArchMode2:         {"2 players", "2 игрока"},
	txtArchMode4:         {"4 players, two teams of two", "4 игрока, две команды по двое"},
	txtArchAdvanced:      {"with captains", "с капитанами"},
	txtArchIsland:        {"🏝 %d", "🏝 %d"},
	txtArchCW:            {"↻ clockwise", "↻ по часовой"},
	txtArchCCW:           {"↺ anticlockwise", "↺ против часовой"},
	txtArchCaptain:       {"👑 Captain", "👑 Капитан"},
	txtArchPickIsland:    {"Island %d: which way?", "Остров %d: в какую сторону?"},
	txtArchPickDir:       {"Island %d, %s: in which order, with which rum?", "Остров %d, %s: в каком порядке, с каким ромом?"},
	txtArchLookout:       {"🔭 The lookout shows you island %d's pile, from the top: %s.", "🔭 Смотровая вышка показывает стопку острова %d сверху вниз: %s."},
	txtArchRed:           {"Red", "Красные"},
	txtArchWhite:         {"White", "Белые"},
	txtArchYourCaptain:   {"Your captain: %s.", "Ваш капитан: %s."},
	txtLobbyTitleOf:      {"🏴‍☠️ A new game of %s!", "🏴‍☠️ Новая партия: «%s»!"},
	txtArchName:          {"Archipirata", "Архипирата"},
	txtArchCaptainUse:    {"👑 Use it", "👑 Применить"},
	txtArchCaptainCannot: {"Your captain cannot act now: the team cannot pay its cost, or it has nothing to act on.", "Ваш капитан сейчас не может действовать: команде нечем заплатить или ему не на что действовать."},
	txtArchNoRum:         {"Your team has no rum for that: each skipped island costs a rum, and the sowing must pass it.", "У вашей команды нет рома на это: за каждый пропущенный остров платят одним ромом, и этот остров должен быть на пути посева."},
	txtArchLegendOrder:   {"R red, W white pirate, in the order they are laid from the next island on", "К — красный, Б — белый пират, в порядке раскладки со следующего острова"},
	txtArchLegendRuns:    {"R3: three red in a row", "К3 — три красных подряд"},
	txtArchLegendRum:     {"rum %d: island %d skipped for a rum", "ром %d — остров %d пропущен за ром"},
	txtArchCaptainAsk:    {"Use your captain now? Everyone will see which it is.", "Применить капитана сейчас? Все увидят, какой он."},
	txtArchCaptainWhich:  {"%s: which way to use it?", "%s: как применить?"},
	txtArchNoChoice:      {"No choice of an island is waiting. To sow from island %d, write take %d cw or take %d ccw.", "Сейчас не нужно выбирать остров. Чтобы сеять с острова %d, напишите take %d cw или take %d ccw."},
	txtUnknownPart:       {"The rules have no part called “%s”. Try: %s.", "В правилах нет раздела «%s». Попробуйте: %s."},
	txtIslandsWord:       {"islands", "острова"},
	txtBtnPass:           {"⏭ pass", "⏭ пропустить"},
	txtBtnDone:           {"✓ done", "✓ готово"},
	txtBtnBoat:           {"⛵ Boat", "⛵ Лодка"},
	txtArchipelagoName:   {"Jackal Archipelago", "Шакал: Архипелаг"},
	txtIslandLine:        {"🏝 Island: %s, %s. Others: %s (/new archipelago island=ID).", "🏝 Остров: %s, %s. Другие: %s (/new archipelago island=ID)."},
	txtIslandIntro:       {"🏝 %s: %s. Backs: beach, forest, mountains; the numbered boats are suggested starts.", "🏝 %s: %s. Рубашки: пляж, лес, горы; лодки с номерами — где удобно начать."},
	txtIslandsTitle:      {"🏝 The islands (/new archipelago island=ID, /rules archipelago ID for the picture):", "🏝 Острова (/new archipelago island=ID, картинка — /rules archipelago ID):"},
	txtNoIsland:          {"There is no island %q. The islands: %s.", "Острова %q нет. Острова: %s."},
	txtModeArchAuto:      {"2–4 players, one crew each", "2–4 игрока, по одной команде"},
	txtStatusIsland:      {"🏝 Island: %s", "🏝 Остров: %s"},
	txtStatusBear:        {"🐻 The bear is at %s.", "🐻 Медведь на %s."},
	txtArchScoutLegend:   {"🔭 %s (%s): a look at the face-down tile the button names, for your eyes only; once per island, and the turn goes on.", "🔭 %s (%s): посмотреть закрытую клетку, названную на кнопке, — увидите только вы; раз за остров, и ход продолжается."},
	txtArchShootLegend:   {"🎯 %s (%s): instead of a move, a shot that sends the enemy on the tile the button names back to its boat.", "🎯 %s (%s): вместо хода выстрел — враг на клетке, названной на кнопке, отправится на свою лодку."},
	txtArchPrivateView:   {"🔭 Your own view (%s): the tiles your lighthouse or scout showed you are drawn face up, for you alone.", "🔭 Ваш личный вид (%s): клетки, которые вам показали маяк или разведчик, нарисованы открытыми — их видите только вы."},
	txtKeyBoat:           {"W= a boat", "W= лодка"},
	txtKeyBear:           {"Br the bear", "Br медведь"},
	txtKeyBeach:          {"#b face down, a beach back", "#b рубашкой вверх, пляж"},
	txtKeyForest:         {"#f face down, a forest back", "#f рубашкой вверх, лес"},
	txtKeyMountains:      {"#m face down, a mountains back", "#m рубашкой вверх, горы"},
	txtPlacePrompt:       {"⚓ Put your boat in the water beside a beach tile, touching no other boat.", "⚓ Поставьте лодку на воду рядом с пляжем, не касаясь других лодок."},
	txtPuzzleHead:        {"🧩 Puzzle %d: %s", "🧩 Задача %d: %s"},
	txtPuzzleMode:        {"solo puzzle", "задача для одного"},
	txtPuzzleSeat:        {"🧩 solo", "🧩 соло"},
	txtPuzzleRules: {`Jackal Archipelago's solo puzzles: one crew of three pirates against the island and the bear.
• Every pirate starts on the bank, where every coin must be brought: a coin carried (+c) onto the bank is banked for good.
• A turn: the white pirate acts, then the yellow, then the red (a pirate that can act must), then the bear takes one step toward the nearest pirate. A pirate the bear reaches, or that walks into it, dies.
• The tiles act as in Jackal Archipelago, but the balloon flies to the bank and a pirate carried off the island (an arrow, the cannon, the horse, the trampoline) drowns with its coin.
• A bottle, after any pirate's action, frees any of the three from a pit or a labyrinth (bottle W1).
• The goal: every coin on the bank within the puzzle's turns, with enough pirates alive. The par is the fewest turns it can be done in; it is shown when you beat the puzzle. Your best result of each puzzle is kept: /puzzle lists them.`,
		`Задачи «Шакала: Архипелага» для одного: команда из трёх пиратов против острова и медведя.
• Все пираты начинают в банке, куда надо принести все монеты: монета, принесённая (+c) в банк, остаётся там навсегда.
• Ход: действует белый пират, потом жёлтый, потом красный (кто может ходить — ходит), потом медведь делает шаг к ближайшему пирату. Пират, до которого дошёл медведь или который сам к нему зашёл, погибает.
• Клетки действуют как в «Архипелаге», но воздушный шар несёт в банк, а пират, унесённый с острова (стрелкой, пушкой, конём, батутом), тонет вместе с монетой.
• Бутылка после хода любого пирата вытаскивает любого из троих из ямы или лабиринта (bottle W1).
• Цель: все монеты в банке за отведённые ходы и с нужным числом живых пиратов. Пар — наименьшее число ходов, за которое это можно сделать; его покажут, когда задача решена. Лучший результат по каждой задаче хранится: /puzzle покажет их.`},
	txtPuzzleHow:          {"White, yellow and red act in turn, then the bear. /rules puzzle tells the rules.", "Ходят белый, жёлтый и красный, потом медведь. Правила: /rules puzzle."},
	txtPuzzleNewBest:      {"🥇 A new best for puzzle %d: %s.", "🥇 Новый рекорд в задаче %d: %s."},
	txtPuzzleBestStays:    {"Your best for puzzle %d stays %s.", "Ваш рекорд в задаче %d — по-прежнему %s."},
	txtPuzzleBestCoins:    {"Puzzle %d is not solved yet: your best is %d of %s.", "Задача %d ещё не решена: ваш лучший результат — %d из %s."},
	txtPuzzleNext:         {"/puzzle %d plays it again, /puzzle %d the next one.", "/puzzle %d — сыграть снова, /puzzle %d — следующая задача."},
	txtPuzzleNextNone:     {"/puzzle %d plays it again; it was the last one: /puzzle lists them all.", "/puzzle %d — сыграть снова; это последняя задача: /puzzle — все задачи."},
	txtPuzzleGoal:         {"Goal: %s.", "Цель: %s."},
	txtPuzzleGoalCoins:    {"every coin (%d) on the bank", "все монеты (%d) в банке"},
	txtPuzzleGoalCoin:     {"the coin on the bank", "монета в банке"},
	txtPuzzleGoalTurns:    {" within %s", " за %s"},
	txtPuzzleGoalAlive:    {", %s alive", ", в живых: %s"},
	txtPuzzleTurnOf:       {"%d of %d", "%d из %d"},
	txtPuzzleLine:         {"🧩 %d · turn %s · %s to act · 💰 %d/%d on the bank · ❤ %d alive", "🧩 %d · ход %s · ходит %s · 💰 %d/%d в банке · ❤ живых %d"},
	txtPuzzleSolved:       {"🏆 Solved in %s with %s alive! Par: %s.", "🏆 Решено за %s, в живых: %s! Пар: %s."},
	txtPuzzleStopped:      {"the game was stopped", "игру остановили"},
	txtPuzzleGaveUp:       {"you gave up", "вы сдались"},
	txtPuzzleCoinLost:     {"a coin was lost, and every coin must reach the bank", "монета потеряна, а в банк нужны все"},
	txtPuzzlePiratesLost:  {"too few pirates are alive", "слишком мало живых пиратов"},
	txtPuzzleTurnsOut:     {"the turns ran out", "ходы кончились"},
	txtPuzzleGoalMissed:   {"the coins are banked, but not as the goal asks", "монеты в банке, но не так, как требует цель"},
	txtPuzzleFailed:       {"✗ Not solved: %s. Coins on the bank: %d of %d.", "✗ Не решено: %s. Монет в банке: %d из %d."},
	txtPuzzleUnknown:      {"There is no puzzle %q: they are numbered 1 to %d. /puzzle lists them.", "Задачи %q нет: они пронумерованы от 1 до %d. /puzzle — список."},
	txtPuzzleWhere:        {"A puzzle is played alone: in a private chat with me (%s) or in a topic of this group.", "Задачу решают в одиночку: в личном чате со мной (%s) или в теме этой группы."},
	txtPuzzleWhereDiscord: {"A puzzle is played alone: in a direct message to me or in a thread of this channel.", "Задачу решают в одиночку: в личных сообщениях мне или в ветке этого канала."},
	txtPuzzleStillOpen:    {"🧩 Puzzle %d is still open here: solve it, or /resign to give it up, then /puzzle %d.", "🧩 Задача %d ещё не закончена: решите её или сдайтесь (/resign), потом /puzzle %d."},
	txtPuzzleListTitle:    {"🧩 Solo puzzles of Jackal Archipelago — bring every coin to the bank. /puzzle N to play one:", "🧩 Задачи «Шакала: Архипелага» для одного — принесите все монеты в банк. /puzzle N — сыграть:"},
	txtPuzzleListSolved:   {" · ✓ your best %s (par %d)", " · ✓ ваш рекорд %s (пар %d)"},
	txtPuzzleListTried:    {" · tried: %d of %s", " · попытка: %d из %s"},
	txtPuzzleElsewhere:    {"🧩 Puzzle %d: %s — your moves are made on its board there.", "🧩 Задача %d: %s — ходите на её доске там."},
	txtPuzzleUseCmd:       {"Puzzles are played alone, without a lobby: /puzzle lists them, /puzzle N plays one.", "Задачи решают в одиночку, без сбора игроков: /puzzle — список, /puzzle N — сыграть."},
	txtBadAbilities:       {"Those abilities cannot be dealt: %s. Write abilities=W2:strongman+B1:scout; the abilities: %s.", "Такие способности не раздать: %s. Пишите abilities=W2:strongman+B1:scout; способности: %s."},
	txtStatusAbilities:    {"🎖 Abilities: %s", "🎖 Способности: %s"},
	txtStatusAbilitySpent: {"%s (spent)", "%s (использован)"},
	txtCampaignAfterGame:  {"🏁 Campaign: game %d of %d is over.", "🏁 Кампания: игра %d из %d окончена."},
	txtCampaignTable:      {"📊 Standings (%s):", "📊 Таблица (%s):"},
	txtCampaignLine:       {"%s, %d won of %d", "%s, побед %d из %d"},
	txtCampaignEnded:      {"🏁 The campaign was stopped.", "🏁 Кампания остановлена."},
	txtCampaignChampion:   {"🏆 The campaign is over! Champion: %s.", "🏆 Кампания окончена! Чемпион: %s."},
	txtFormatIslands:      {"%s: coins, then islands won", "%s; монеты, потом победы"},
	txtFormatGames:        {"%s: gold, then games won", "%s; золото, потом победы"},
	txtFormatBestOf:       {"best of %d", "до большинства побед из %d"},
	txtCampaignReady:      {"✅ Ready. The game starts when every player is (or at the deadline).", "✅ Готово. Игра начнётся, когда все будут готовы (или в срок)."},
	txtDraftPick:          {"🎖 Ability draft after game %[2]d: %[1]s, pick an ability for one of your pirates (or none).", "🎖 Выбор способностей после игры %[2]d: %[1]s, выберите способность для одного из своих пиратов (или откажитесь)."},
	txtDraftHow:           {"An ability stays on its pirate for the whole campaign; /campaign name 2 Long John names the pirate.", "Способность остаётся у пирата до конца кампании; /campaign name 2 Джон Сильвер — дать пирату имя."},
	txtDraftNone:          {"— no pick", "— без способности"},
	txtDraftOver:          {"That draft is over.", "Этот выбор уже окончен."},
	txtDraftNotYours:      {"It is not your pick.", "Сейчас выбираете не вы."},
	txtDraftStale:         {"Those buttons are an old copy of the pick: use the newest (/campaign posts it again).", "Это старая копия выбора: используйте последнюю (/campaign покажет её снова)."},
	txtDraftNotOffered:    {"That ability is not among the cards of this pick.", "Этой способности нет среди карт этого выбора."},
	txtDraftTaken:         {"That ability already belongs to a pirate.", "Эта способность уже у одного из пиратов."},
	txtDraftBadPirate:     {"Pick one of your pirates 1, 2 or 3 that holds no ability yet.", "Выберите пирата 1, 2 или 3, у которого ещё нет способности."},
	txtCampaignNameBad:    {"A pirate's name is plain text on one line, at most %d letters.", "Имя пирата — простой текст в одну строку, не длиннее %d букв."},
	txtNoCampaign:         {"No campaign runs here. /campaign new archipelago islands=3 or /campaign new classic best-of=3 starts one.", "Здесь нет кампании. Начать: /campaign new archipelago islands=3 или /campaign new classic best-of=3."},
	txtCampaignUsage:      {"/campaign [new <game> [islands=N|games=N|best-of=N] …] · standings · history · name <pirate> <name> · end", "/campaign [new <игра> [islands=N|games=N|best-of=N] …] · standings · history · name <пират> <имя> · end"},
	txtCampaignExists:     {"A campaign already runs here: /campaign tells it, /campaign end stops it.", "Здесь уже идёт кампания: /campaign — о ней, /campaign end — остановить."},
	txtCampaignLength:     {"%q: a campaign has 1 to %d games.", "%q: в кампании от 1 до %d игр."},
	txtCampaignIslands:    {"islands=N is for Jackal Archipelago; other games take best-of=N or games=N.", "islands=N — для «Шакала: Архипелага»; для других игр — best-of=N или games=N."},
	txtCampaignOpened:     {"🏴‍☠️ A campaign begins: %s. Join the first game's lobby above; its players play every game.", "🏴‍☠️ Начинается кампания: %s. Садитесь за первую игру выше; её игроки играют все игры."},
	txtCampaignHead:       {"🏴‍☠️ Campaign of %s: %d of %s played.", "🏴‍☠️ Кампания «%s»: сыграно %d из %s."},
	txtCampaignDrafting:   {"🎖 The ability draft: %s picks.", "🎖 Выбор способностей: выбирает %s."},
	txtCampaignPlaying:    {"Game %d is on.", "Идёт игра %d."},
	txtCampaignNoGames:    {"No game of the campaign has finished yet.", "Ни одна игра кампании ещё не закончилась."},
	txtCampaignHistory:    {"📜 The campaign's games:", "📜 Игры кампании:"},
	txtCampaignDraw:       {"a draw", "ничья"},
	txtCampaignNameUsage:  {"Write /campaign name 2 Long John: the pirate's number, then its name.", "Пишите /campaign name 2 Джон Сильвер: номер пирата, потом имя."},
	txtCampaignNoHolding:  {"Your pirate %d holds no ability to be known by.", "У вашего пирата %d нет способности, чтобы дать ему имя."},
	txtCampaignNamed:      {"Pirate %d is now known as %s.", "Пирата %d теперь зовут %s."},
	txtCampaignNotCreator: {"Only the campaign's creator or an admin can end it.", "Закончить кампанию может только её создатель или админ."},
	txtCampaignTitle:      {"Campaign — %s", "Кампания — %s"},
	txtBtnReady:           {"✅ Ready", "✅ Готово"},
	txtDraftTimeout:       {"⏰ %s's time to pick is up: no ability this time.", "⏰ %s: время выбора вышло, в этот раз без способности."},
	txtCampaignSeats:      {"This game's seats are the campaign's players'.", "Места в этой игре — у игроков кампании."},
	txtCampaignWaiting:    {"⏰ The campaign waits for %s to pick; in %s the pick is skipped.", "⏰ Кампания ждёт выбора: %s; через %s выбор будет пропущен."},
	txtDraftAgain:         {"The pick is posted again below: pick there.", "Выбор показан снова ниже: выбирайте там."},
	txtCampaignGameN:      {"🏴‍☠️ Campaign game %d (/campaign tells the standings).", "🏴‍☠️ Игра %d кампании (/campaign — таблица)."},
	txtStatsUsage:         {"/stats — this chat's leaderboard · /stats server — the server's · /stats ratings [game] — the best ratings of a game", "/stats — таблица этого чата · /stats server — таблица сервера · /stats ratings [игра] — лучшие рейтинги игры"},
	txtStatsNoServer:      {"This chat belongs to no server; /stats shows its own leaderboard.", "Этот чат не входит ни в какой сервер; /stats покажет его собственную таблицу."},
	txtStatsServerTitle:   {"🏆 Leaderboard of the server", "🏆 Таблица сервера"},
	txtStatsServerEmpty:   {"No finished games on this server yet.", "На этом сервере ещё нет сыгранных партий."},
	txtStatsRowRating:     {" · rating (%s) %s", " · рейтинг (%s) %s"},
	txtStatsBadGame:       {"%q is not a rated game. Rated games: %s.", "%q — не игра с рейтингом. Игры с рейтингом: %s."},
	txtRatingsTitle:       {"📈 Ratings — %s", "📈 Рейтинги — %s"},
	txtRatingsEmpty:       {"No game of %s has been rated yet.", "Ни одна партия «%s» ещё не оценена."},
	txtRatingsRow:         {"%d. %s — %s, rated games: %d", "%d. %s — %s, партий с рейтингом: %d"},
	txtBtnHand:            {"🂠 My hand", "🂠 Мои карты"},
	txtNoHand:             {"You have no seat in this game, so no hand.", "У вас нет места в этой игре, а значит, и карт."},
	txtHandNodm:           {"I cannot write to you privately. Open a chat with me (%s) and press Start: your hand waits there.", "Не могу написать вам лично. Откройте чат со мной (%s) и нажмите «Запустить» (Start): там ваши карты."},
	txtNotYourHand:        {"That is not your hand: only its own player may play it.", "Это не ваши карты: играть ими может только их владелец."},
	txtHandStale:          {"That hand is out of date: use your newest one (🂠 My hand under the board shows it again).", "Эти карты устарели: используйте последнее сообщение (🂠 Мои карты под доской покажут их снова)."},
	txtHandWait:           {"Nothing for you to do now: the game waits for the others.", "Сейчас вам делать нечего: игра ждёт остальных."},
	txtSecretTyped:        {"Plans are secret: make yours on your private board (🂠 My hand under the board).", "Планы тайные: составляйте свой в личном сообщении (🂠 Мои карты под доской)."},
	txtComputersPause:     {"⏸ The computers have played %s in a row while no one else could move, and the game goes on: they pause here. /board lets them play on; /end counts the gold now; /resign gives up.", "⏸ Компьютеры сделали %s подряд, пока больше никто не мог ходить, а игра всё идёт: они остановились. /board — пусть играют дальше; /end — подсчитать золото сейчас; /resign — сдаться."},
	txtSecretTypedGone:    {"Plans are secret: I removed your message from the chat. Make your plan on your private board (🂠 My hand under the board).", "Планы тайные: я удалил ваше сообщение из чата. Составляйте план в личном сообщении (🂠 Мои карты под доской)."},
	txtSecretNoUndo:       {"This game has no undo: a card laid can be taken back (↩ undo) until the row is confirmed.", "В этой игре нет отмены ходов: выложенную карту можно забрать (↩ вернуть), пока ряд не подтверждён."},
	txtSecretRemind:       {"⏰ Waiting for %s. If they do not act within %s, the computer (%s) acts for them.", "⏰ Ждём: %s. Если хода не будет в течение %s, за игрока сходит компьютер (%s)."},
	txtSecretStandIn:      {"⏰ Time is up for %s: the computer (%s) acts for them this round.", "⏰ Время вышло: %s. В этом раунде за игрока ходит компьютер (%s)."},
	txtHandsNodm:          {"🂠 %s: I cannot write to you privately yet. Open a chat with me (%s) and press Start: your hand waits there.", "🂠 %s: пока не могу написать вам лично. Откройте чат со мной (%s) и нажмите «Запустить» (Start): там ваши карты."},
	txtCardsRoundOver:     {"🏁 Island %d of %d is played: each pirate's path, step by step.", "🏁 Остров %d из %d сыгран: путь каждого пирата, шаг за шагом."},
	txtCardsLobbyHint:     {"Press a seat to join (the first seat holds the first-player token), then ▶ Start.", "Нажмите место, чтобы сесть за стол (у первого места — жетон первого игрока), затем ▶ Старт."},
	txtLimitDays:          {"%d d", "%d дн."},
	txtLimitHours:         {"%d h", "%d ч"},
	txtLimitMinutes:       {"%d min", "%d мин"},
	txtCardsComputer:      {"Computer %d (%s)", "Компьютер %d (%s)"},
	txtHandTitle:          {"🂠 %s — your hand, island %d of %d", "🂠 %s — ваши карты, остров %d из %d"},
	txtCardsName:          {"Jackal: the card game", "Шакал: карточная игра"},
	txtCardsMode:          {"2 to 4 players", "от 2 до 4 игроков"},
	txtCardsSettings:      {"%s · %s to plan or answer · an absent player's computer: %s", "%s · на план или ответ: %s · за отсутствующего играет компьютер: %s"},
	txtCardsBadTime:       {"%q: write the time to act as time=30m, time=12h or time=2d (1 minute to 7 days).", "%q: время на ход пишется так: time=30m, time=12h или time=2d (от минуты до 7 дней)."},
	txtCardsBadAbsent:     {"%q: the computer for an absent player is absent=easy or absent=hard.", "%q: компьютер за отсутствующего — absent=easy или absent=hard."},
	txtCardsBadIslands:    {"%q: the number of islands is islands=1 to islands=%d (10 by default).", "%q: число островов — от islands=1 до islands=%d (по умолчанию 10)."},
	txtWebOff:             {"The live board in the browser is not set up on this bot.", "Живая доска в браузере у этого бота не настроена."},
	txtWebOpen:            {"🌐 Open the live board", "🌐 Открыть живую доску"},
	txtWebWatch:           {"🌐 Watch the game live: %s", "🌐 Смотреть игру вживую: %s"},
	txtWebYours:           {"🌐 Your live board (play by tapping; keep this link to yourself): %s", "🌐 Ваша живая доска (ходите касанием; не делитесь этой ссылкой): %s"},
	txtWebPrivate:         {"Your own board's link is sent to you privately.", "Ссылка на вашу доску отправлена вам лично."},
	txtLevelRandom:        {"random", "случайный"},
	txtLevelEasy:          {"easy", "лёгкий"},
	txtLevelHard:          {"hard", "сильный"},
	txtCampaignVoid: {"🏴‍☠️ The campaign goes on: the stopped game does not count, and game %d is played again (/campaign end stops the campaign).",
		"🏴‍☠️ Кампания продолжается: остановленная игра не в счёт, игра %d будет сыграна заново (/campaign end — закончить кампанию)."},
	txtCampaignCancelled: {"🏁 The campaign is off: none of its games was played.", "🏁 Кампания отменена: ни одна её игра не была сыграна."},
	txtDraftPicked:       {"🎖 %[1]s takes %[2]s for %[3]s.", "🎖 %[1]s: «%[2]s» — пирату %[3]s."},
	txtDraftSkipped:      {"🎖 %s takes no ability.", "🎖 %s: без способности."},
	txtJackalName:        {"Jackal", "Шакал"},
	txtNoSeat:            {"You have no seat in this game.", "У вас нет места в этой игре."},
	txtOptionsRefused:    {"these options are not played", "такие настройки не играются"},
	txtAbilEmpty:         {"no pirate and ability is written", "не написано ни одного пирата со способностью"},
	txtAbilNotPair:       {"%q is not pirate:ability, such as W2:strongman", "%q — не пара «пират:способность», как W2:strongman"},
	txtAbilNotPirate:     {"%q is not a pirate (W1 … R3)", "%q — не пират (W1 … R3)"},
	txtAbilNotAbility:    {"%q is not an ability", "%q — не способность"},
	txtAbilTwice:         {"%s is given two abilities (%s and %s): a pirate holds one", "пирату %s даны две способности (%s и %s), а у пирата может быть только одна"},
	txtAbilShared:        {"%s is given to %s and %s: the deck has one card of each", "способность %s дана и %s, и %s, а в колоде по одной карте каждой"},
	txtAbilCrewOut:       {"%s's crew, %s, is not in play", "команда пирата %s (%s) не играет"},
	txtLobbyStarted:      {"▶ The game has started: its board is below.", "▶ Игра началась: её доска ниже."},
	// the start message's seating lines: the colour pressed is not in a
	// game of this size (three players leave black's side empty;
	// Archipelago's two sail white and black), or sails with another that
	// another player pressed (classic's two crews each)
	txtSeatNoColour: {"%[1]s: there is no %[2]s in a game of %[3]d players: %[4]s sail; %[1]s plays %[5]s.",
		"%[1]s: в игре на %[3]d игроков нет %[2]s, плывут %[4]s; %[1]s играет за %[5]s."},
	txtSeatPaired: {"%[1]s: %[2]s sails with %[3]s, and %[4]s has them; %[1]s plays %[5]s.",
		"%[1]s: %[2]s плывут вместе с %[3]s, а они у %[4]s; %[1]s играет за %[5]s."},
	txtVoteClosedOver:  {"🗳 The vote is closed: the game is over.", "🗳 Голосование закрыто: игра окончена."},
	txtVoteClosedMoved: {"🗳 The vote is closed: a move was made since.", "🗳 Голосование закрыто: с тех пор сделан ход."},
	txtVoteClosedNew:   {"🗳 The vote is closed: another vote was opened.", "🗳 Голосование закрыто: начато другое."},
	txtTermLineTooLong: {"That line is %d characters long and was not read: a line is at most %d.", "Строка не прочитана: в ней %d символов, а можно не больше %d."},
	// a typed command that found the state moved on: no button to blame
	txtStaleTyped:         {"The game moved on while your command was on its way, so nothing was played: look at the newest board (/board posts it again) and type it again if it still fits.", "Пока шла ваша команда, игра ушла вперёд, и ничего не сыграно: посмотрите последнюю доску (/board покажет её снова) и повторите команду, если она ещё подходит."},
	txtCampaignStaleTyped: {"The campaign changed while your command was on its way, so nothing was changed: /campaign tells where it stands; type the command again if it still fits.", "Пока шла ваша команда, кампания изменилась, и ничего не изменено: /campaign покажет, где она сейчас; повторите команду, если она ещё подходит."},
	txtCampaignWaitingLobby: {"⏰ Game %d of the campaign waits for %s to press ✅ Ready; it starts anyway in %s.",
		"⏰ Игра %d кампании ждёт, когда нажмут ✅ Готово: %s; через %s она начнётся в любом случае."},
	txtCampaignLobbyStep: {"Game %d waits for ✅ Ready from %s; it starts anyway in %s.",
		"Игра %d ждёт ✅ Готово от: %s; через %s она начнётся в любом случае."},
	txtCampaignChampions: {"🏆 The campaign is over! Champions, sharing first place: %s.", "🏆 Кампания окончена! Чемпионы, поровну на первом месте: %s."},
	// the campaign texts that count its games, as an Archipelago
	// campaign counts its islands (campaignText)
	txtCampaignAfterIsland: {"🏁 Campaign: island %d of %d is over.", "🏁 Кампания: остров %d из %d пройден."},
	txtCampaignIslandN:     {"🏴‍☠️ Campaign island %d (/campaign tells the standings).", "🏴‍☠️ Остров %d кампании (/campaign — таблица)."},
	txtDraftPickIsland: {"🎖 Ability draft after island %[2]d: %[1]s, pick an ability for one of your pirates (or none).",
		"🎖 Выбор способностей после острова %[2]d: %[1]s, выберите способность для одного из своих пиратов (или откажитесь)."},
	txtCampaignPlayingIsland:  {"Island %d is on.", "Идёт игра на острове %d."},
	txtCampaignNoIslands:      {"No island of the campaign has been played yet.", "Ни один остров кампании ещё не пройден."},
	txtCampaignHistoryIslands: {"📜 The campaign's islands:", "📜 Острова кампании:"},
	txtCampaignVoidIsland: {"🏴‍☠️ The campaign goes on: the stopped island does not count, and island %d is played again (/campaign end stops the campaign).",
		"🏴‍☠️ Кампания продолжается: остановленный остров не в счёт, остров %d будет сыгран заново (/campaign end — закончить кампанию)."},
	txtCampaignCancelledIslands: {"🏁 The campaign is off: none of its islands was played.", "🏁 Кампания отменена: ни один её остров не был сыгран."},
	txtCampaignLobbyStepIsland: {"Island %d waits for ✅ Ready from %s; it starts anyway in %s.",
		"Остров %d ждёт ✅ Готово от: %s; через %s игра начнётся в любом случае."},
	txtCampaignWaitingIsland: {"⏰ Island %d of the campaign waits for %s to press ✅ Ready; it starts anyway in %s.",
		"⏰ Остров %d кампании ждёт, когда нажмут ✅ Готово: %s; через %s игра начнётся в любом случае."},
	txtCampaignOpenedIslands: {"🏴‍☠️ A campaign begins: %s. Join the first island's lobby above; its players play every island.",
		"🏴‍☠️ Начинается кампания: %s. Садитесь за первый остров выше; его игроки играют все острова."},
	txtCampaignLengthIslands: {"%q: a campaign has 1 to %d islands.", "%q: в кампании от 1 до %d островов."},
	// a campaign's later lobby: one of its players who left it
	txtCampaignLeftLobby: {"— %s: not seated; ✅ Ready takes the seat back.", "— %s: не за столом; ✅ Готово вернёт место."},
	// a move's words quoted where a text names it (an undo's)
	txtQuoted: {"“%s”", "«%s»"},
	// the undo refusals of a game that hides its tiles (classic,
	// Archipelago) and of Archipirata (its cards, chests, piles, captains)
	txtUndoRevealedTile: {"That move revealed a face-down tile (turned it over, looked at it or moved it): it cannot be taken back.",
		"Этот ход раскрыл закрытую клетку (перевернул, подсмотрел или переставил её) — его не отменить."},
	txtUndoRevealedTileReply: {"A computer's move after yours revealed a face-down tile (turned it over, looked at it or moved it): your move cannot be taken back now.",
		"Ход компьютера после вашего раскрыл закрытую клетку (перевернул, подсмотрел или переставил её) — ваш ход уже не отменить."},
	txtUndoRevealedArch: {"That move revealed something hidden (a card, a chest, a pile or a captain): it cannot be taken back.",
		"Этот ход открыл скрытое (карту, сундук, стопку или капитана) — его не отменить."},
	txtUndoRevealedArchReply: {"A computer's move after yours revealed something hidden (a card, a chest, a pile or a captain): your move cannot be taken back now.",
		"Ход компьютера после вашего открыл скрытое (карту, сундук, стопку или капитана) — ваш ход уже не отменить."},
	// a press or a typed move by someone who plays no seat of the game
	txtNotPlayerTurn: {"Only the players of this game can make its moves. Now to act: %s.", "Ходить могут только игроки этой партии. Сейчас ход: %s."},
	// /history: a move made under smoke by the player of another crew
	txtHistorySmoke: {"%s, for %s (smoke)", "%s, за %s (дым)"},
	// the two sides of allied crews (the second in the genitive in Russian)
	txtSides:       {"%s vs %s", "%s против %s"},
	txtStatusSides: {"Sides: %s", "Стороны: %s"},
	// a private board's first line when its player has boards of several
	// games in their private chat: the game's players
	txtHandGame: {"🏴 Game: %s", "🏴 Партия: %s"},
	// an action typed in the private chat of a player who may act in
	// several games: the games' players, one per line
	txtSecretWhich: {"You play in several games here; which one is this for? Press the buttons of that game's hand instead:\n%s",
		"Вы играете здесь в нескольких партиях; для какой это? Нажмите кнопки на картах нужной партии:\n%s"},
	// txtHandGame when the game's chat has a title (a Telegram group's, a
	// Discord channel's): the title
	txtHandGameIn: {"🏴 Game in «%s»", "🏴 Партия в «%s»"},
	// txtHandGameIn for a game in a forum topic, whose group's title its
	// other topics share: the title and the game's players
	txtHandGameInBy: {"🏴 Game in «%s»: %s", "🏴 Партия в «%s»: %s"},
	// /board in the private chat of a user who plays no active game with
	// a private board
	txtNoPrivateBoards: {"You play no game now. Start one in a group with /new.",
		"Сейчас вы не играете ни в одной партии. Начните её в группе командой /new."},
	// /board in the private chat of a user with more games than it shows:
	// how many more
	txtMorePrivateBoards: {"Games not shown here: %d. Open them from their groups' boards.",
		"Ещё партий, не показанных здесь: %d. Откройте их с досок в группах."},
	// a press on a board of the game finished last in the chat: who won
	// (its seats and players), short enough for a press's alert
	txtGameOverWon: {"🏁 This game is over: %s won. /new starts another.",
		"🏁 Эта игра окончена, победа: %s. /new начнёт новую."},
	txtGameOverDraw: {"🏁 This game is over: a draw. /new starts another.",
		"🏁 Эта игра окончена вничью. /new начнёт новую."},
	// /settings lang or remind by someone who neither plays the chat's
	// game nor administers the chat
	txtSettingsDenied: {"While a game is on here, only its players or a chat admin may change the settings; /settings mylang ru|en changes your own language.",
		"Пока здесь идёт игра, настройки меняют только её игроки или администратор чата; /settings mylang ru|en меняет ваш собственный язык."},
	// /history after the chat's game ended: its id, then its moves
	txtHistoryOver: {"🏁 The last game here is over (%s). Its last moves:",
		"🏁 Последняя игра здесь окончена (%s). Её последние ходы:"},
	// /history: the log's note of a game ended by the players' agreement
	txtHistoryEnd: {"🏁 The game ended by agreement.", "🏁 Игра окончена по общему согласию."},
}

// tr returns text t in lang, formatted with args.
func tr(lang string, t text, args ...any) string {
	if t <= txtNone || t >= numTexts {
		return ""
	}
	s := texts[t][0]
	if lang == "ru" {
		s = texts[t][1]
	}
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
}

// Text is one of the bot's texts, for the front ends' own words (Tr).
type Text = text

// The terminal's own texts.
const (
	TermHint          = txtTermHint
	TermPlayer        = txtTermPlayer
	TermNewGame       = txtTermNewGame
	TermPass          = txtTermPass
	TermPassBack      = txtTermPassBack
	TermPrivate       = txtTermPrivate
	TermPicture       = txtTermPicture
	TermTurn          = txtTermTurn
	TermPictureFailed = txtTermPictureFailed
	TermLineTooLong   = txtTermLineTooLong
)

// Tr returns text t in lang ("en" or "ru"), formatted with args: the one
// translation system of the bot, for its front ends' own words too.
func Tr(lang string, t Text, args ...any) string { return tr(lang, t, args...) }

// NoButton is the terminal's refusal of button n, typed when the buttons
// shown are numbered numbers, in lang: which numbers may be pressed
// ("There is no button 1: press 2, 4 or 7."; a run of three or more
// numbers as one, "1–5"). An Archipirata island's button has its
// island's number, so the numbers shown need not start at 1 or follow on.
func NoButton(lang string, n int, numbers []int) string {
	ns := slices.Clone(numbers)
	slices.Sort(ns)
	ns = slices.Compact(ns)
	if len(ns) == 0 {
		return tr(lang, txtTermNoButtonNone, n)
	}
	var parts []string
	for i := 0; i < len(ns); {
		j := i
		for j+1 < len(ns) && ns[j+1] == ns[j]+1 {
			j++
		}
		switch {
		case j-i >= 2:
			parts = append(parts, strconv.Itoa(ns[i])+"–"+strconv.Itoa(ns[j]))
		default:
			for k := i; k <= j; k++ {
				parts = append(parts, strconv.Itoa(ns[k]))
			}
		}
		i = j + 1
	}
	return tr(lang, txtTermNoButtonPress, n, narrate.JoinOr(nl(lang), parts))
}
