package storage

import (
	"cmp"
	"slices"
	"time"
)

// Dump is every record of a store, in the order of their keys: what
// `jackal db migrate` copies from one backend into another (Bolt.Dump,
// postgres.Store.Import) and compares between them. The derived records
// (summaries, result indexes) are left out: the store written rebuilds
// them from these.
type Dump struct {
	// Games are the lobby, active, finished and aborted games, by ID.
	Games []Game
	// Results are the results of finished games, by game ID.
	Results []Result
	// Users are the players' preferences, by ID.
	Users []User
	// Chats are the chats' settings, by key.
	Chats []ChatSettings
	// Ratings are the players' ratings, by game then user ID.
	Ratings []PlayerRating
	// Rated are the games rated, by game ID.
	Rated []RatedGame
	// Puzzles are the players' best puzzle results, by user ID then
	// puzzle.
	Puzzles []PuzzleResult
	// Campaigns are the campaigns, by ID.
	Campaigns []Campaign
	// Handled are the platform updates marked handled, by ID.
	Handled []HandledUpdate
	// Unhandled counts the updates kept in the update journal and not yet
	// handled; they are not part of the dump (a bot started on the store
	// handles them).
	Unhandled int
}

// RatedGame is one game rated: its id, its ruleset and when.
type RatedGame struct {
	GameID string
	Game   string
	At     time.Time
}

// HandledUpdate is one platform update marked handled, at Unix time At.
type HandledUpdate struct {
	ID string
	At int64
}

// Sort puts every list of d in the order of its keys, as the stores
// iterate them (bytes of the keys), so that two dumps compare element by
// element.
func (d *Dump) Sort() {
	slices.SortFunc(d.Games, func(a, b Game) int { return cmp.Compare(a.ID, b.ID) })
	slices.SortFunc(d.Results, func(a, b Result) int { return cmp.Compare(a.GameID, b.GameID) })
	slices.SortFunc(d.Users, func(a, b User) int { return cmp.Compare(a.ID, b.ID) })
	slices.SortFunc(d.Chats, func(a, b ChatSettings) int { return cmp.Compare(a.Key, b.Key) })
	slices.SortFunc(d.Ratings, func(a, b PlayerRating) int {
		return cmp.Or(cmp.Compare(a.Game, b.Game), cmp.Compare(a.UserID, b.UserID))
	})
	slices.SortFunc(d.Rated, func(a, b RatedGame) int { return cmp.Compare(a.GameID, b.GameID) })
	slices.SortFunc(d.Puzzles, func(a, b PuzzleResult) int {
		return cmp.Or(cmp.Compare(a.UserID, b.UserID), cmp.Compare(a.Puzzle, b.Puzzle))
	})
	slices.SortFunc(d.Campaigns, func(a, b Campaign) int { return cmp.Compare(a.ID, b.ID) })
	slices.SortFunc(d.Handled, func(a, b HandledUpdate) int { return cmp.Compare(a.ID, b.ID) })
}
