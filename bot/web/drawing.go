package web

// A drawing is one game's presentation in the page: its views and its
// actions as the page's JSON. Every game of the bot gets one as it is
// drawn in the browser; a game without one shows its caption only.
type drawing interface {
	// board is a view (the ruleset's view type, from Match.View) as the
	// page draws it, its words (the names its marks' tooltips show, the
	// viewer's own captain) in w's language; false when view is not this
	// game's.
	board(view any, w labelWords) (any, bool)
	// action is one legal action (its notation) with what the page needs
	// to offer it: the piece tapped, the target lit, whether it surely
	// kills the piece as view (the viewer's own) shows the game, and its
	// label in w's language.
	action(view any, notation string, w labelWords) Action
}

// drawings are the games' drawings by ruleset id.
var drawings = map[string]drawing{}

// Action is a legal action as the page offers it: tap Piece ("ship" for
// the ship; "" for an answer to a choice, "stay" or "pass"), then To (""
// for an action without a target).
type Action struct {
	// A is the action's notation, what the page sends back to play it.
	A string `json:"a"`
	// Label is what its button or menu line reads, in the viewer's
	// language as the chat's buttons read it ("↩ вернуть", "1 ↻ БК");
	// "" when the notation itself is the label.
	Label string `json:"label,omitempty"`
	Piece string `json:"piece,omitempty"`
	To    string `json:"to,omitempty"`
	// Step is a spinner step, Drag the gold dragged (coins' worth), Bottle
	// a bottle spent: what tells apart actions with one piece and target.
	Step   int  `json:"step,omitempty"`
	Drag   int  `json:"drag,omitempty"`
	Bottle bool `json:"bottle,omitempty"`
	// Menu marks an action offered by tapping its piece, then choosing
	// it among the piece's others in a menu (Archipirata's ways to sow
	// an island's pirates), never as a button of its own.
	Menu bool `json:"menu,omitempty"`
	// Hand marks a card laid by tapping it in the viewer's hand (the card
	// game's lay), never as a button of its own.
	Hand bool `json:"hand,omitempty"`
	// Deadly marks an action that kills the piece whatever lies face down
	// (the page asks again, as the chat's ☠ button does).
	Deadly bool `json:"deadly,omitempty"`
}
