package storage

import "time"

// Campaign statuses.
const (
	// CampaignActive is a campaign still playing its games.
	CampaignActive = "active"
	// CampaignFinished is a campaign whose games are all played (or that
	// its format decided early): its standings are final.
	CampaignFinished = "finished"
	// CampaignEnded is a campaign stopped before its end (/campaign end).
	CampaignEnded = "ended"
)

// Campaign is a season of games in one chat with the same players: its
// games in order, with each game's scores by player (what the standings
// add up), and what carries from one game to the next (Jackal
// Archipelago's abilities). The bot owns its meaning (bot/campaign); the
// store keeps it, one chat at most one running campaign, and checks that
// each game's scores are what the game's log gives (CheckCampaigns).
type Campaign struct {
	ID  string `json:"id"`
	Key Key    `json:"key"`
	// Game is the ruleset id of every game; Format and Length how the
	// campaign is scored and how many games it has ("islands", 3).
	Game   string `json:"game"`
	Format string `json:"format"`
	Length int    `json:"length"`
	// Variants are the variants every game is dealt with (its mode, the
	// computers' levels, …), as the lobby keeps them.
	Variants []string         `json:"variants,omitempty"`
	Players  []CampaignPlayer `json:"players"`
	// Games are the campaign's finished games, in order.
	Games []CampaignGame `json:"games,omitempty"`
	// Current is the ID of the campaign's game in the chat now (lobby or
	// active), "" between games.
	Current string `json:"current,omitempty"`
	// Holdings are the abilities written on the players' pirates, kept
	// for the whole campaign (Archipelago).
	Holdings []Holding `json:"holdings,omitempty"`
	// Draft is the ability draft under way between two islands, nil when
	// none is.
	Draft *Draft `json:"draft,omitempty"`
	// Deadline is when the step under way (a draft's pick, the seats of
	// the next game) is settled without the absent; zero for none.
	Deadline time.Time `json:"deadline,omitzero"`
	// Reminded marks the step under way as reminded once (half way to
	// its deadline).
	Reminded  bool      `json:"reminded,omitempty"`
	Status    string    `json:"status"`
	CreatorID string    `json:"creator_id,omitempty"`
	Lang      string    `json:"lang,omitempty"`
	Created   time.Time `json:"created"`
	Updated   time.Time `json:"updated"`
	Version   uint64    `json:"version"`
}

// CampaignPlayer is one player of a campaign: a person (UserID) or a
// computer (AI, its level; ID then "ai:N"). Crew is the seat the player
// takes in every game (its colour), "" until the first game deals it.
type CampaignPlayer struct {
	ID     string `json:"id"`
	UserID string `json:"user_id,omitempty"`
	Name   string `json:"name,omitempty"`
	Lang   string `json:"lang,omitempty"`
	AI     string `json:"ai,omitempty"`
	Crew   string `json:"crew,omitempty"`
	// Ready marks a player who confirmed the seat of the next game.
	Ready bool `json:"ready,omitempty"`
}

// CampaignGame is one finished game of a campaign: each player's score
// (by CampaignPlayer.ID) and the winners (none for a draw).
type CampaignGame struct {
	GameID  string         `json:"game_id"`
	Scores  map[string]int `json:"scores"`
	Winners []string       `json:"winners,omitempty"`
}

// Holding is an ability written on a player's named pirate (1 to 3).
type Holding struct {
	Player  string `json:"player"`
	Pirate  int    `json:"pirate"`
	Ability string `json:"ability"`
	Name    string `json:"name,omitempty"`
}

// Draft is an ability draft under way: the abilities offered, the players
// in pick order, the next to pick, and the picks made (a skipped pick has
// no ability).
type Draft struct {
	Offered []string  `json:"offered"`
	Order   []string  `json:"order"`
	Next    int       `json:"next"`
	Picks   []Holding `json:"picks,omitempty"`
	// Posted numbers the last copy of the pick posted (above every copy
	// before it: the campaign's version when it was posted, plus one);
	// the buttons of that copy carry it, so that only they pick (a copy
	// posted again makes the one before old, a change of the campaign
	// elsewhere, a pirate named, does not).
	Posted int `json:"posted,omitempty"`
	// Message is the last copy of the pick posted (Posted's), whose
	// buttons are removed when the pick is posted again or settled; zero
	// in a record from before it was kept.
	Message MessageRef `json:"message,omitzero"`
}

// Scorer reads a game's outcome from its set-up and log: each seat's
// score (by seat name, the Setup's crews) and the winning seats.
type Scorer func(setup Setup, log []string) (scores map[string]int, winners []string, err error)
