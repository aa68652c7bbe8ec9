package cards

import "errors"

// Sentinel errors; Apply, Parse, ParseIsland and UnmarshalBinary wrap them
// with %w.
var (
	// ErrSyntax: the text is not an action of the notation.
	ErrSyntax = errors.New("not understood")
	// ErrIllegal: the action is not among Legal's actions.
	ErrIllegal = errors.New("illegal action")
	// ErrGameOver: the game has ended.
	ErrGameOver = errors.New("the game is over")
	// ErrOptions: the options ask for something the game does not allow.
	ErrOptions = errors.New("unsupported options")
	// ErrSnapshot: the binary snapshot is damaged or of another version.
	ErrSnapshot = errors.New("bad snapshot")
	// ErrIsland: an island file does not parse.
	ErrIsland = errors.New("bad island")
)
