package postgres

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/jackalbot/jackal/storage"
)

// RateGame rates one finished game in one transaction; see
// storage.Store.RateGame and storage.Bolt.RateGame for the rules. The
// ratings of game (the ruleset) are locked for the transaction, so games
// rated at once are rated one after the other, each from the ratings the
// one before left.
func (s *Store) RateGame(game, gameID string, userIDs []string, update func(current map[string]storage.PlayerRating) (map[string]storage.PlayerRating, error)) (bool, error) {
	err := storage.ValidateRateGame(game, gameID, userIDs, update)
	rated := false
	if err == nil {
		err = s.tx(func(ctx context.Context, tx querier) error {
			if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(hashtextextended('rating:' || $1, 0))", game); err != nil {
				return err
			}
			var done, hasResult bool
			if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM rated WHERE game_id = $1),
				EXISTS (SELECT 1 FROM results WHERE game_id = $1)`, gameID).Scan(&done, &hasResult); err != nil {
				return err
			}
			if done {
				return nil
			}
			if !hasResult {
				return fmt.Errorf("%w: no result of game %s", storage.ErrNotFound, gameID)
			}
			list, err := queryRecords[storage.PlayerRating](ctx, tx,
				"SELECT record FROM ratings WHERE game = $1 AND user_id = ANY($2)", game, userIDs)
			if err != nil {
				return err
			}
			current := make(map[string]storage.PlayerRating, len(list))
			for _, p := range list {
				current[p.UserID] = p
			}
			now := s.now()
			next, err := storage.ApplyRatings(game, gameID, userIDs, current, update, now)
			if err != nil {
				return err
			}
			for u, p := range next {
				data, err := json.Marshal(&p)
				if err != nil {
					return err
				}
				if _, err := tx.Exec(ctx, `INSERT INTO ratings (game, user_id, record) VALUES ($1, $2, $3)
					ON CONFLICT (game, user_id) DO UPDATE SET record = EXCLUDED.record`, game, u, data); err != nil {
					return err
				}
			}
			rated = true
			_, err = tx.Exec(ctx, "INSERT INTO rated (game_id, game, at) VALUES ($1, $2, $3)", gameID, game, now)
			return err
		})
	}
	if err != nil {
		return false, fmt.Errorf("storage/postgres: rate game %s in %s: %w", gameID, game, err)
	}
	return rated, nil
}

// Ratings returns every rating in game, best first; see
// storage.Store.Ratings.
func (s *Store) Ratings(game string) ([]storage.PlayerRating, error) {
	var out []storage.PlayerRating
	err := storage.ValidateName("game", game)
	if err == nil {
		err = s.read(func(ctx context.Context, tx querier) error {
			var err error
			out, err = queryRecords[storage.PlayerRating](ctx, tx, "SELECT record FROM ratings WHERE game = $1 ORDER BY user_id", game)
			return err
		})
	}
	if err != nil {
		return nil, fmt.Errorf("storage/postgres: ratings in %s: %w", game, err)
	}
	storage.SortRatings(out)
	return out, nil
}

// RatingOf returns a player's rating in game; see storage.Store.RatingOf.
func (s *Store) RatingOf(game, userID string) (storage.PlayerRating, error) {
	var p storage.PlayerRating
	err := storage.ValidateName("game", game)
	if err == nil {
		err = storage.ValidateName("user ID", userID)
	}
	if err == nil {
		err = s.read(func(ctx context.Context, tx querier) error {
			var data []byte
			err := tx.QueryRow(ctx, "SELECT record FROM ratings WHERE game = $1 AND user_id = $2", game, userID).Scan(&data)
			if err != nil {
				return mapErr(err)
			}
			return json.Unmarshal(data, &p)
		})
	}
	if err != nil {
		return storage.PlayerRating{}, fmt.Errorf("storage/postgres: rating of %s in %s: %w", userID, game, err)
	}
	return p, nil
}
