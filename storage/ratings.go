package storage

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"sort"
	"time"

	bolt "go.etcd.io/bbolt"
)

// PlayerRating is one player's rating in one game (a ruleset: "classic",
// "archipirata", "archipelago"): R, RD and Vol as package bot/rating
// computes them (Glicko-2, on the Glicko scale), the number of rated
// games played, and the name the player had in the latest.
type PlayerRating struct {
	UserID string  `json:"user_id"`
	Game   string  `json:"game"`
	R      float64 `json:"r"`
	RD     float64 `json:"rd"`
	Vol    float64 `json:"vol"`
	Games  int     `json:"games"`
	Name   string  `json:"name,omitempty"`
	// Updated is when the latest rated game changed the rating.
	Updated time.Time `json:"updated"`
}

// ratedGame is the record of a game rated: its ruleset and when.
type ratedGame struct {
	Game string    `json:"game"`
	At   time.Time `json:"at"`
}

// ratingKey is the key of a player's rating in game.
func ratingKey(game, userID string) []byte {
	k := make([]byte, 0, len(game)+1+len(userID))
	k = append(append(k, game...), 0)
	return append(k, userID...)
}

// validate checks a rating about to be written under game and userID.
func (p *PlayerRating) validate(game, userID string) error {
	finite := func(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }
	switch {
	case p.UserID != userID || p.Game != game:
		return fmt.Errorf("%w: rating of %q in %q stored as %q's in %q", ErrInvalid, p.UserID, p.Game, userID, game)
	case !finite(p.R) || !finite(p.RD) || !finite(p.Vol) || p.RD <= 0 || p.Vol <= 0:
		return fmt.Errorf("%w: rating %v ± %v (volatility %v) of %s", ErrInvalid, p.R, p.RD, p.Vol, userID)
	case p.Games < 1:
		return fmt.Errorf("%w: rating of %s after %d games", ErrInvalid, userID, p.Games)
	}
	return nil
}

// RateGame rates one finished game; see Store.RateGame. update gets a map
// it may change and return; each rating it returns must belong to one of
// userIDs (UserID and Game are filled in when empty, Updated set to now
// when zero) and have a finite R, a positive RD and Vol and at least one
// game (ErrInvalid otherwise, and nothing is written). An error from
// update is returned wrapped and nothing changes.
func (s *Bolt) RateGame(game, gameID string, userIDs []string, update func(current map[string]PlayerRating) (map[string]PlayerRating, error)) (bool, error) {
	err := ValidateRateGame(game, gameID, userIDs, update)
	rated := false
	if err == nil {
		err = s.update(func(tx *bolt.Tx) error {
			done := tx.Bucket(bucketRated)
			if done.Get([]byte(gameID)) != nil {
				return nil
			}
			if tx.Bucket(bucketResults).Get([]byte(gameID)) == nil {
				return fmt.Errorf("%w: no result of game %s", ErrNotFound, gameID)
			}
			b := tx.Bucket(bucketRatings)
			current := make(map[string]PlayerRating, len(userIDs))
			for _, u := range userIDs {
				if b.Get(ratingKey(game, u)) == nil {
					continue
				}
				var p PlayerRating
				if err := getJSON(b, ratingKey(game, u), &p, "rating"); err != nil {
					return err
				}
				current[u] = p
			}
			now := s.opts.now()
			next, err := ApplyRatings(game, gameID, userIDs, current, update, now)
			if err != nil {
				return err
			}
			for u, p := range next {
				if err := putJSON(b, ratingKey(game, u), &p); err != nil {
					return err
				}
			}
			rated = true
			return putJSON(done, []byte(gameID), ratedGame{Game: game, At: now})
		})
	}
	if err != nil {
		return false, fmt.Errorf("storage: rate game %s in %s: %w", gameID, game, err)
	}
	return rated, nil
}

// Ratings returns every rating in game, best first; see Store.Ratings.
func (s *Bolt) Ratings(game string) ([]PlayerRating, error) {
	var out []PlayerRating
	err := checkName("game", game)
	if err == nil {
		err = s.view(func(tx *bolt.Tx) error {
			prefix := append([]byte(game), 0)
			c := tx.Bucket(bucketRatings).Cursor()
			for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
				var p PlayerRating
				if err := decode(v, &p); err != nil {
					return fmt.Errorf("rating %q: %w", k, err)
				}
				out = append(out, p)
			}
			return nil
		})
	}
	if err != nil {
		return nil, fmt.Errorf("storage: ratings in %s: %w", game, err)
	}
	SortRatings(out)
	return out, nil
}

// better orders ratings: higher R, then lower RD (surer), more games, then
// name and user ID for a stable order.
func (p PlayerRating) better(o PlayerRating) bool {
	switch {
	case p.R != o.R:
		return p.R > o.R
	case p.RD != o.RD:
		return p.RD < o.RD
	case p.Games != o.Games:
		return p.Games > o.Games
	case p.Name != o.Name:
		return p.Name < o.Name
	}
	return p.UserID < o.UserID
}

// RatingOf returns a player's rating in game; see Store.RatingOf.
func (s *Bolt) RatingOf(game, userID string) (PlayerRating, error) {
	var p PlayerRating
	err := checkName("game", game)
	if err == nil {
		err = checkName("user ID", userID)
	}
	if err == nil {
		err = s.view(func(tx *bolt.Tx) error {
			return getJSON(tx.Bucket(bucketRatings), ratingKey(game, userID), &p, "rating")
		})
	}
	if err != nil {
		return PlayerRating{}, fmt.Errorf("storage: rating of %s in %s: %w", userID, game, err)
	}
	return p, nil
}

// SortRatings orders ratings as Ratings returns them: higher R, then lower
// RD, more games, then name and user ID.
func SortRatings(ratings []PlayerRating) {
	sort.Slice(ratings, func(i, j int) bool { return ratings[i].better(ratings[j]) })
}

// ValidateRateGame checks RateGame's arguments (ErrInvalid).
func ValidateRateGame(game, gameID string, userIDs []string, update func(map[string]PlayerRating) (map[string]PlayerRating, error)) error {
	err := checkName("game", game)
	if err == nil {
		err = checkGameID(gameID)
	}
	for _, u := range userIDs {
		if err == nil {
			err = checkName("user ID", u)
		}
	}
	if err == nil && update == nil {
		err = fmt.Errorf("%w: nil update", ErrInvalid)
	}
	return err
}

// ApplyRatings runs RateGame's rules inside the caller's transaction: it
// calls update with the current ratings (a panic as a *PanicError) and
// returns the ratings to write, each one of userIDs' with UserID and Game
// filled in, Updated now when zero, and valid (ErrInvalid otherwise).
func ApplyRatings(game, gameID string, userIDs []string, current map[string]PlayerRating, update func(map[string]PlayerRating) (map[string]PlayerRating, error), now time.Time) (map[string]PlayerRating, error) {
	var next map[string]PlayerRating
	if err := callSafely(func() error {
		var err error
		next, err = update(current)
		return err
	}); err != nil {
		return nil, err
	}
	out := make(map[string]PlayerRating, len(next))
	for u, p := range next {
		if !slices.Contains(userIDs, u) {
			return nil, fmt.Errorf("%w: a rating of %s, who is not a player of game %s", ErrInvalid, u, gameID)
		}
		if p.UserID == "" {
			p.UserID = u
		}
		if p.Game == "" {
			p.Game = game
		}
		if p.Updated.IsZero() {
			p.Updated = now
		}
		if err := p.validate(game, u); err != nil {
			return nil, err
		}
		out[u] = p
	}
	return out, nil
}

// Validate checks a rating kept under game and userID: its own, finite,
// with a positive RD and Vol and one game at least (ErrInvalid).
func (p *PlayerRating) Validate(game, userID string) error { return p.validate(game, userID) }
