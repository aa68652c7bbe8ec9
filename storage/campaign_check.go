package storage

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	bolt "go.etcd.io/bbolt"
)

// CheckCampaigns verifies every campaign against its games; see
// Store.CheckCampaigns. A campaign's standings are added up from its games'
// scores, so scores that are what the logs give make standings that are.
func (s *Bolt) CheckCampaigns(score Scorer) ([]CheckProblem, error) {
	if score == nil {
		return nil, fmt.Errorf("storage: check campaigns: %w: nil scorer", ErrInvalid)
	}
	var problems []CheckProblem
	err := s.view(func(tx *bolt.Tx) error {
		archived := func(id string) (*Game, error) {
			var g Game
			if err := getJSON(tx.Bucket(bucketArchive), []byte(id), &g, "archived game"); err != nil {
				return nil, err
			}
			return &g, nil
		}
		return tx.Bucket(bucketCampaigns).ForEach(func(k, v []byte) error {
			var c Campaign
			if err := decode(v, &c); err != nil {
				problems = append(problems, CheckProblem{Where: "campaign/" + string(k), Problem: err.Error()})
				return nil
			}
			pointed := string(tx.Bucket(bucketCampaignByChat).Get([]byte(c.Key))) == c.ID
			problems = append(problems, CheckCampaign(&c, pointed, archived, score)...)
			return nil
		})
	})
	if err != nil {
		return problems, fmt.Errorf("storage: check campaigns: %w", err)
	}
	return problems, nil
}

// CheckCampaign checks one campaign: valid, pointed at by its chat
// (pointed) while it runs, and each of its games archived finished (read
// with archived), one of its own, its scores and winners by player what
// score reads from the game's log.
func CheckCampaign(c *Campaign, pointed bool, archived func(id string) (*Game, error), score Scorer) []CheckProblem {
	var problems []CheckProblem
	add := func(c *Campaign, gameID, format string, args ...any) {
		problems = append(problems, CheckProblem{Where: "campaign/" + c.ID, Key: c.Key, GameID: gameID,
			Problem: fmt.Sprintf(format, args...)})
	}
	note := func(c *Campaign, gameID, format string, args ...any) {
		add(c, gameID, format, args...)
		problems[len(problems)-1].Note = true
	}
	if err := c.validate(); err != nil {
		add(c, "", "%v", err)
	}
	if c.Status == CampaignActive && !pointed {
		add(c, "", "running, but its chat does not point at it")
	}
	for i := range c.Games {
		checkCampaignGame(archived, c, &c.Games[i], score, add, note)
	}
	return problems
}

// checkCampaignGame checks one game of campaign c: archived finished, one
// of c's, its scores and winners by player what its log gives (noted, not
// added, when its rules changed since its deal: ErrRulesChanged).
func checkCampaignGame(archived func(id string) (*Game, error), c *Campaign, cg *CampaignGame, score Scorer, add, note func(*Campaign, string, string, ...any)) {
	g, err := archived(cg.GameID)
	if err != nil {
		add(c, cg.GameID, "%v", err)
		return
	}
	if g.Status != StatusFinished {
		add(c, cg.GameID, "a campaign game with status %q", g.Status)
	}
	if g.Setup.Campaign != c.ID {
		add(c, cg.GameID, "the game belongs to campaign %q", g.Setup.Campaign)
	}
	var seats map[string]int
	var won []string
	err = callSafely(func() error {
		var err error
		seats, won, err = score(g.Setup, g.Log)
		return err
	})
	changed := errors.Is(err, ErrRulesChanged)
	if err != nil && !changed {
		add(c, cg.GameID, "its outcome cannot be read from its log: %v", err)
		return
	}
	want, winners := ByPlayer(c, &g.Setup, seats, won)
	if changed {
		// the rules changed since the deal: the scores the campaign
		// recorded stand, a log that gives others is only noted
		if seats == nil || !maps.Equal(want, cg.Scores) || !slices.Equal(slices.Sorted(slices.Values(cg.Winners)), winners) {
			note(c, cg.GameID, "%v; its log gives another outcome now, and the campaign's scores stand", err)
		}
		return
	}
	if !maps.Equal(want, cg.Scores) {
		add(c, cg.GameID, "scores %v, but the log gives %v", cg.Scores, want)
	}
	if got := slices.Sorted(slices.Values(cg.Winners)); !slices.Equal(got, winners) {
		add(c, cg.GameID, "winners %v, but the log gives %v", got, winners)
	}
}

// ByPlayer turns a campaign game's outcome by seat (the Setup's crews)
// into scores by campaign player, a player's seats added up, and the
// winning players, sorted. A seat is a player's when the seat's user is
// the player's user, or, for a computer, when the player's Crew is the
// seat.
func ByPlayer(c *Campaign, setup *Setup, seats map[string]int, won []string) (map[string]int, []string) {
	scores := map[string]int{}
	var winners []string
	for _, seat := range setup.Seats {
		p := c.PlayerOf(seat)
		if p == "" {
			continue
		}
		scores[p] += seats[seat.Crew]
		if slices.Contains(won, seat.Crew) && !slices.Contains(winners, p) {
			winners = append(winners, p)
		}
	}
	slices.Sort(winners)
	return scores, winners
}

// PlayerOf is the ID of the campaign player who plays seat, "" for none:
// the player of the seat's user (also when a computer took the seat over
// after a vote: the seat keeps its user), or the computer player of the
// seat's crew.
func (c *Campaign) PlayerOf(seat Seat) string {
	for _, p := range c.Players {
		switch {
		case seat.UserID != "" && p.UserID == seat.UserID:
			return p.ID
		case seat.UserID == "" && seat.AI != "" && p.UserID == "" && p.Crew == seat.Crew:
			return p.ID
		}
	}
	return ""
}
