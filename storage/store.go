package storage

import "io"

// Store is everything the bot needs from persistent storage. *Bolt is the
// embedded implementation, *postgres.Store (package storage/postgres) the
// one on a PostgreSQL server; the bot does not change with either. Package
// storage/storetest tests this contract against both.
//
// Methods that write are atomic: either the whole change is durable when
// they return nil, or nothing changed.
type Store interface {
	// Create stores a new game under g.Key, which must have no lobby or
	// active game (ErrExists otherwise). It assigns a new unique g.ID,
	// sets g.Version to 1, Status to StatusLobby when empty, and Created
	// and LastAction to now when zero; g is updated in place on success.
	// g.Snapshot should be the replay of g.Setup and g.Log (Check
	// compares them).
	Create(g *Game) error

	// Get returns the lobby or active game under key, or ErrNotFound.
	Get(key Key) (*Game, error)

	// Update runs fn on the game under key in one transaction. If the game's
	// version is not expectVersion (and expectVersion is not AnyVersion) it
	// returns ErrStale and changes nothing. If fn returns an error, nothing
	// changes and that error is returned, wrapped. Otherwise the version is
	// bumped, the game written and the new record returned. fn must not
	// change Key, ID or Version, nor set an archive status (use Finish or
	// Abort); it owns every other field (Log, Snapshot, LastAction,
	// reminders, boards, votes). A panic in fn is returned as a
	// *PanicError (ErrPanicked) and rolls back.
	Update(key Key, expectVersion uint64, fn func(g *Game) error) (*Game, error)

	// Finish ends the game under key in one transaction: after the version
	// check, fn may apply final changes (the last move) and returns the
	// result; the game is then marked StatusFinished, moved to the archive
	// and its result recorded for statistics. The archived game is returned.
	Finish(key Key, expectVersion uint64, fn func(g *Game) (Result, error)) (*Game, error)

	// Abort moves the game under key to the archive as StatusAborted,
	// without a result, and returns it.
	Abort(key Key, expectVersion uint64) (*Game, error)

	// ListActive summarizes every lobby and active game, ordered by key.
	ListActive() ([]GameSummary, error)

	// ListArchived summarizes every finished or aborted game, oldest first.
	ListArchived() ([]GameSummary, error)
	// LastFinished returns the id of the game finished last under key, or
	// ErrNotFound.
	LastFinished(key Key) (string, error)

	// Archived returns a finished or aborted game by ID, or ErrNotFound.
	Archived(id string) (*Game, error)

	// GetUser returns a user's preferences, or ErrNotFound.
	GetUser(id string) (User, error)
	// PutUser stores a user's preferences, replacing any previous ones.
	PutUser(u User) error

	// GetChat returns a chat's settings, or ErrNotFound.
	GetChat(key Key) (ChatSettings, error)
	// PutChat stores a chat's settings, replacing any previous ones.
	PutChat(c ChatSettings) error

	// Result returns the result of a finished game by game ID, or
	// ErrNotFound.
	Result(gameID string) (Result, error)
	// StatsByChat returns the leaderboard of a chat: one Stat per user who
	// finished a game there, best first (wins, then gold, then games).
	StatsByChat(key Key) ([]Stat, error)
	// StatsByUser returns a user's totals over all chats (zero counts if the
	// user has no finished game).
	StatsByUser(userID string) (Stat, error)
	// StatsByServer returns the leaderboard of a server (Result.Server:
	// a Discord guild, over all its channels), as StatsByChat does a
	// chat's.
	StatsByServer(server string) ([]Stat, error)

	// RateGame rates the finished game gameID of ruleset game (a game has
	// a rating per ruleset: "classic", "archipelago"…) in one
	// transaction: update gets the current ratings of userIDs in game (a
	// player never rated is absent) and returns the new ones, which are
	// written, and gameID is marked rated. A game already rated is not
	// rated again: update is not called and rated is false. The game must
	// have a Result (ErrNotFound otherwise). See Bolt.RateGame.
	RateGame(game, gameID string, userIDs []string, update func(current map[string]PlayerRating) (map[string]PlayerRating, error)) (rated bool, err error)
	// Ratings returns every player's rating in game, best first (higher
	// R, then lower RD, then more games).
	Ratings(game string) ([]PlayerRating, error)
	// RatingOf returns a player's rating in game, or ErrNotFound when the
	// player has none yet.
	RatingOf(game, userID string) (PlayerRating, error)

	// Rekey moves everything kept under old to new when a chat's ID
	// changes: the active game, the chat settings and the results. It
	// returns ErrExists if new already has a game or settings, and
	// ErrNotFound if old has nothing.
	Rekey(old, new Key) error

	// Check verifies that every active and archived game rebuilds from its
	// Setup and Log with replay and that its snapshot equals the rebuild,
	// that every record decodes, that the derived records (game summaries,
	// result indexes, ratings' keys) agree with what they derive from, that
	// every game marked rated has a result, and the database's
	// page structure. It returns the problems
	// found (with notes, CheckProblem.Note, for games whose rules changed
	// since their deal and whose logs no longer rebuild them); the error
	// is for failures to run the check at all.
	Check(replay Replayer) ([]CheckProblem, error)

	// Backup writes a consistent copy of the whole database to w while the
	// store stays usable, and returns the number of bytes written.
	Backup(w io.Writer) (int64, error)

	// Export returns one game as an indented JSON GameExport: ref is either
	// a Key (the lobby or active game there, else the game finished last
	// there) or a game ID (an archived game, else the lobby or active game
	// with that ID).
	Export(ref string) ([]byte, error)

	// MarkHandled records that the platform update id was handled, at
	// time at; entries older than a week are forgotten as new ones come.
	MarkHandled(id string, at int64) error
	// Handled reports whether the platform update id was marked handled.
	Handled(id string) (bool, error)
	// MarkFirst marks id handled at time at, as MarkHandled does, and
	// reports whether it was not marked before, in one step: of several
	// processes marking one id at once, exactly one is first (a Mini
	// App's init data used once across processes).
	MarkFirst(id string, at int64) (first bool, err error)

	// RecordPuzzle keeps r as its player's best result of its puzzle when
	// it beats the one kept (PuzzleResult.Beats), in one transaction, and
	// returns the best after it and whether r became it.
	RecordPuzzle(r PuzzleResult) (best PuzzleResult, improved bool, err error)
	// PuzzleBests returns a player's best result of every puzzle played,
	// by puzzle number.
	PuzzleBests(userID string) ([]PuzzleResult, error)

	// CreateCampaign stores a new campaign in a chat with none running
	// (ErrExists otherwise); see Bolt.CreateCampaign.
	CreateCampaign(c *Campaign) error
	// Campaign returns a campaign by ID, or ErrNotFound.
	Campaign(id string) (*Campaign, error)
	// ActiveCampaign returns the campaign running in a chat, or
	// ErrNotFound.
	ActiveCampaign(key Key) (*Campaign, error)
	// UpdateCampaign changes a campaign in one transaction, checking its
	// version as Update does.
	UpdateCampaign(id string, expectVersion uint64, fn func(c *Campaign) error) (*Campaign, error)
	// ListCampaigns returns every campaign.
	ListCampaigns() ([]Campaign, error)
	// CheckCampaigns verifies every campaign against its games: each game
	// it lists is archived finished as one of its games, and its scores
	// and winners are what score reads from the game's log (a note where
	// the game's rules changed since its deal and its log gives others).
	CheckCampaigns(score Scorer) ([]CheckProblem, error)

	// Close releases the database. Later calls return ErrClosed.
	Close() error
}

// Bolt implements Store.
var _ Store = (*Bolt)(nil)
