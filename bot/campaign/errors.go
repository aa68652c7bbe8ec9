package campaign

import "errors"

// Sentinel errors. The package wraps them with %w and a precise reason;
// test with errors.Is.
var (
	// ErrBadCampaign: the format or the length cannot make a campaign.
	ErrBadCampaign = errors.New("campaign: bad campaign")
	// ErrNotYourPick: a player other than the draft's picker tried to pick
	// or skip (a player not in the draft at all, or out of turn).
	ErrNotYourPick = errors.New("campaign: not this player's pick")
	// ErrTaken: the ability was already picked in this draft, or is held
	// by a pirate of the campaign.
	ErrTaken = errors.New("campaign: ability already taken")
	// ErrNoSuchAbility: the ability is not among the draft's offered cards.
	ErrNoSuchAbility = errors.New("campaign: ability not offered")
	// ErrBadPirate: the pirate is not 1, 2 or 3, or it already holds an
	// ability (a pirate holds at most one, for the whole campaign).
	ErrBadPirate = errors.New("campaign: bad pirate")
	// ErrBadName: the pirate's name is too long or holds control characters.
	ErrBadName = errors.New("campaign: bad pirate name")
	// ErrDraftOver: the draft is done; nobody picks any more.
	ErrDraftOver = errors.New("campaign: the draft is over")
)
