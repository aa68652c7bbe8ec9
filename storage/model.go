package storage

import "time"

// Game statuses. Lobby and active games live under their Key; finished and
// aborted games live in the archive under their ID.
const (
	// StatusLobby is a game that players are still joining.
	StatusLobby = "lobby"
	// StatusActive is a game being played.
	StatusActive = "active"
	// StatusFinished is an archived game that ended with a Result.
	StatusFinished = "finished"
	// StatusAborted is an archived game that was stopped without a result.
	StatusAborted = "aborted"
)

// AnyVersion, passed as the expected version to Update, Finish or Abort,
// skips the version check (for timers and administrative actions that do
// not answer a button).
const AnyVersion = ^uint64(0)

// Replayer rebuilds a game's snapshot from its setup and action log. It is
// injected by the caller (the game engine); storage never interprets either.
// When the rules it plays are not those setup was dealt under, it returns
// an error wrapping ErrRulesChanged, with the rebuild when there is one: a
// rebuild that differs from the stored snapshot is then the rules' change,
// not a fault (Check reports it as a note).
type Replayer func(setup Setup, log []string) (snapshot []byte, err error)

// Seat is one crew at the table and who plays it.
type Seat struct {
	Crew   string `json:"crew"`
	UserID string `json:"user_id,omitempty"`
	Name   string `json:"name,omitempty"`
	Lang   string `json:"lang,omitempty"`
	// AI is "" for a human, or the AI level ("easy", "hard").
	AI string `json:"ai,omitempty"`
}

// Setup is everything needed, with the log, to rebuild a game.
type Setup struct {
	// Game is the ruleset id ("archipirata"); "" is classic Jackal, as
	// every game stored before there were other games.
	Game string `json:"game,omitempty"`
	// Rules is the version of the ruleset the game is played under: the
	// one that dealt it, or a newer one it was settled under (Base) (0:
	// the first, as before versions were stored).
	Rules int `json:"rules,omitempty"`
	// Base, when set, is the state the log's entries from BaseAt on are
	// played on, not the deal: a game dealt under an older version of its
	// rules whose log plays out differently under the newer ones keeps
	// the state it had reached when the newer rules took it over (the
	// bot's settling); the entries before BaseAt are its history only.
	Base   []byte   `json:"base,omitempty"`
	BaseAt int      `json:"base_at,omitempty"`
	Seed   uint64   `json:"seed"`
	Crews  []string `json:"crews,omitempty"`
	// Variants are rule variants such as "duel", "teams", "plane-waits".
	Variants      []string `json:"variants,omitempty"`
	StallRounds   int      `json:"stall_rounds,omitempty"`
	Seats         []Seat   `json:"seats,omitempty"`
	Lang          string   `json:"lang,omitempty"`
	CreatorID     string   `json:"creator_id,omitempty"`
	ReminderHours int      `json:"reminder_hours,omitempty"`
	// Campaign is the ID of the campaign the game is one of, "" for a
	// game on its own.
	Campaign string `json:"campaign,omitempty"`
	// CampaignGame is the game's number in its campaign, from 0: a later
	// game's lobby seats the campaign's players, who only confirm.
	CampaignGame int `json:"campaign_game,omitempty"`
	// Server is the server the game's chat belongs to ("dc:<guild id>"
	// for a Discord channel), "" when the chat has none; the game's
	// Result keeps it (Result.Server).
	Server string `json:"server,omitempty"`
}

// MessageRef points at a chat message that shows a board, so its buttons can
// be edited or retired.
type MessageRef struct {
	ChatID    string `json:"chat_id,omitempty"`
	MessageID string `json:"message_id,omitempty"`
	InlineID  string `json:"inline_id,omitempty"`
	Kind      string `json:"kind,omitempty"`
}

// Vote is a running vote among the players.
type Vote struct {
	// Kind is "undo", "end" or "kick".
	Kind   string   `json:"kind"`
	By     string   `json:"by,omitempty"`
	Target string   `json:"target,omitempty"`
	Yes    []string `json:"yes,omitempty"`
	No     []string `json:"no,omitempty"`
	// AtVersion is the game version the vote was opened at.
	AtVersion uint64    `json:"at_version,omitempty"`
	Expires   time.Time `json:"expires,omitzero"`
}

// Game is one game record. The state of play is Setup plus Log; Snapshot is a
// cache of the state after Log, produced by the injected Replayer.
type Game struct {
	Key Key `json:"key"`
	// ID is unique across all games ever stored; Create assigns it.
	ID string `json:"id"`
	// Status is one of StatusLobby, StatusActive, StatusFinished,
	// StatusAborted.
	Status string `json:"status"`
	Setup  Setup  `json:"setup"`
	// Log is the full action log, in order.
	Log []string `json:"log"`
	// Snapshot caches the state after Log (opaque bytes).
	Snapshot []byte `json:"snapshot,omitempty"`
	// Version grows by one with every change of the record.
	Version      uint64       `json:"version"`
	Created      time.Time    `json:"created,omitzero"`
	LastAction   time.Time    `json:"last_action,omitzero"`
	NextReminder time.Time    `json:"next_reminder,omitzero"`
	Deadline     time.Time    `json:"deadline,omitzero"`
	Reminders    int          `json:"reminders,omitempty"`
	Boards       []MessageRef `json:"boards,omitempty"`
	Votes        []Vote       `json:"votes,omitempty"`
	// Updates are the platform update ids ("tg:123") that carried the
	// game's latest actions, written with them: a platform delivering one
	// again is recognised even when the process died before it could mark
	// the update handled. At most MaxGameUpdates, oldest first.
	Updates []string `json:"updates,omitempty"`
	// UndoneAt is one more than the log length an undo left: another undo
	// waits for a new action (0: no undo yet).
	UndoneAt int `json:"undone_at,omitempty"`
	// BoardOwed is set with every action stored and cleared once the board
	// showing it is sent: a crash or a failed send in between leaves it set,
	// and the board is sent again (at start-up, or when the update is
	// delivered again).
	BoardOwed bool `json:"board_owed,omitempty"`
}

// MaxGameUpdates bounds Game.Updates.
const MaxGameUpdates = 32

// GameSummary is the light view of an active game returned by ListActive,
// enough for reminder timers and game lists.
type GameSummary struct {
	Key Key    `json:"key"`
	ID  string `json:"id"`
	// Game is the ruleset id, as Setup.Game ("" is classic).
	Game         string    `json:"game,omitempty"`
	Status       string    `json:"status"`
	Version      uint64    `json:"version"`
	Moves        int       `json:"moves"`
	Created      time.Time `json:"created,omitzero"`
	LastAction   time.Time `json:"last_action,omitzero"`
	NextReminder time.Time `json:"next_reminder,omitzero"`
	Deadline     time.Time `json:"deadline,omitzero"`
	Reminders    int       `json:"reminders,omitempty"`
	// Players are the user IDs of the human seats, in seat order.
	Players []string `json:"players,omitempty"`
}

// User holds one player's preferences.
type User struct {
	ID     string `json:"id"`
	Lang   string `json:"lang,omitempty"`
	Notify bool   `json:"notify,omitempty"`
	// DMChat is the private chat used for notifications.
	DMChat string `json:"dm_chat,omitempty"`
	Name   string `json:"name,omitempty"`
	// Secret are the chat keys of the games whose private boards (a hand
	// of the card game) were sent to the user's private chat, newest
	// first, at most MaxUserSecret: a press there is played in the game
	// its button's tag names.
	Secret []Key `json:"secret,omitempty"`
}

// MaxUserSecret bounds User.Secret.
const MaxUserSecret = 8

// ChatSettings holds one chat's (or thread's) preferences.
type ChatSettings struct {
	Key           Key    `json:"key"`
	Lang          string `json:"lang,omitempty"`
	ReminderHours int    `json:"reminder_hours,omitempty"`
	// RemindersOff turns the reminders of the chat's games off (/settings
	// remind off); ReminderHours is then 0.
	RemindersOff bool `json:"reminders_off,omitempty"`
	MaxReminders int  `json:"max_reminders,omitempty"`
	// Title is the chat's name on its platform (a Telegram group's title,
	// a Discord channel's name) as its latest request brought it: for
	// display only, best effort (it may be stale or empty; a chat stored
	// before it was kept reads ""), never a key.
	Title string `json:"title,omitempty"`
}

// PlayerResult is one seat's outcome. Seats with an empty UserID (AI) are
// kept in the result but not counted in statistics.
type PlayerResult struct {
	UserID string `json:"user_id,omitempty"`
	Name   string `json:"name,omitempty"`
	Crew   string `json:"crew,omitempty"`
	Gold   int    `json:"gold"`
	Won    bool   `json:"won,omitempty"`
}

// Result is the outcome of a finished game.
type Result struct {
	GameID string `json:"game_id"`
	Key    Key    `json:"key"`
	// Server is the server the chat belongs to ("dc:<guild id>"), "" for
	// none; results are indexed by it for StatsByServer.
	Server   string         `json:"server,omitempty"`
	Finished time.Time      `json:"finished"`
	Players  []PlayerResult `json:"players"`
}

// Stat is one user's totals over finished games.
type Stat struct {
	UserID string
	// Name is the name the user had in their latest counted game.
	Name  string
	Games int
	Wins  int
	Gold  int
}

// CheckProblem is one inconsistency found by Check.
type CheckProblem struct {
	// Where names the record: "active/<key>", "archive/<id>", "result/<id>",
	// "index/...", "rating/<game>/<user>", "rated/<id>" or "bbolt".
	Where   string
	Key     Key
	GameID  string
	Problem string
	// Note marks a finding that is no fault: a game whose rules changed
	// after it was dealt (ErrRulesChanged) and whose log no longer
	// rebuilds it keeps its stored state.
	Note bool
}

// String formats the problem on one line.
func (p CheckProblem) String() string {
	return p.Where + ": " + p.Problem
}

// GameExport is the document written by Export: one game with its result,
// if it has one.
type GameExport struct {
	// Format is always "jackal-game".
	Format string `json:"format"`
	// Schema is the storage schema version that wrote the export.
	Schema uint64  `json:"schema"`
	Game   *Game   `json:"game"`
	Result *Result `json:"result,omitempty"`
}
