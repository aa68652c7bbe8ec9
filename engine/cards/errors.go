package cards

import (
	"errors"

	"github.com/jackalbot/jackal/engine/game"
)

// Sentinel errors; Apply, ApplyFor, Parse, ParseIsland and
// UnmarshalBinary wrap them with %w.
var (
	// ErrSyntax: the text is not an action of the notation.
	ErrSyntax = errors.New("not understood")
	// ErrIllegal: the action is not among Legal's actions.
	ErrIllegal = errors.New("illegal action")
	// ErrNotActing: the seat may not act now (its row is in, or another
	// seat is asked); it is game.ErrNotActing.
	ErrNotActing = game.ErrNotActing
	// ErrGameOver: the game has ended.
	ErrGameOver = errors.New("the game is over")
	// ErrOptions: the options ask for something the game does not allow.
	ErrOptions = errors.New("unsupported options")
	// ErrSnapshot: the binary snapshot is damaged or of another version.
	ErrSnapshot = errors.New("bad snapshot")
	// ErrIsland: an island file does not parse.
	ErrIsland = errors.New("bad island")
)
