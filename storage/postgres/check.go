package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/jackalbot/jackal/storage"
)

// Check verifies the whole database in one read-only snapshot; see
// storage.Store.Check. It rebuilds every game with replay (package
// storage's CheckGame, as the bbolt store does), and checks that each
// row's columns are what its record derives, that finished games and only
// they have a result, that each result's users are listed, that ratings
// are valid and sit under their game and user, and that every game rated
// has a result. The page structure is PostgreSQL's own business.
func (s *Store) Check(replay storage.Replayer) ([]storage.CheckProblem, error) {
	if replay == nil {
		return nil, fmt.Errorf("storage/postgres: check: %w: nil replayer", storage.ErrInvalid)
	}
	var problems []storage.CheckProblem
	add := func(where string, key storage.Key, id, format string, args ...any) {
		problems = append(problems, storage.CheckProblem{Where: where, Key: key, GameID: id, Problem: fmt.Sprintf(format, args...)})
	}
	err := s.view(func(ctx context.Context, tx querier) error {
		for _, step := range []func(context.Context, querier, storage.Replayer, addFunc) error{
			checkGames, checkResults, checkRatings,
		} {
			if err := step(ctx, tx, replay, add); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return problems, fmt.Errorf("storage/postgres: check: %w", err)
	}
	return problems, nil
}

// addFunc records one problem of a Check.
type addFunc func(where string, key storage.Key, id, format string, args ...any)

// checkGames checks every game row.
func checkGames(ctx context.Context, tx querier, replay storage.Replayer, add addFunc) error {
	rows, err := tx.Query(ctx, `SELECT g.id, g.key, g.status, g.version, g.record, g.summary, r.game_id IS NOT NULL
		FROM games g LEFT JOIN results r ON r.game_id = g.id ORDER BY g.id`)
	if err != nil {
		return err
	}
	var (
		id, key, status string
		version         int64
		data, summary   []byte
		hasResult       bool
	)
	_, err = pgx.ForEachRow(rows, []any{&id, &key, &status, &version, &data, &summary, &hasResult}, func() error {
		var g storage.Game
		live := storage.IsLive(status)
		where := "archive/" + id
		if live {
			where = "active/" + key
		}
		if err := json.Unmarshal(data, &g); err != nil {
			add(where, storage.Key(key), id, "%v", err)
			return nil
		}
		if g.ID != id || string(g.Key) != key || g.Status != status || g.Version != uint64(version) {
			add(where, g.Key, id, "row (%s, %s, %s, v%d) disagrees with its record", id, key, status, version)
		}
		var sum storage.GameSummary
		if err := json.Unmarshal(summary, &sum); err != nil || !reflect.DeepEqual(sum, g.Summary()) {
			add(where, g.Key, id, "summary missing or out of date")
		}
		if live && hasResult {
			add(where, g.Key, id, "a game in play with a result")
		}
		if !live {
			for _, p := range storage.CheckArchivedStatus(where, &g, hasResult) {
				add(p.Where, p.Key, p.GameID, "%s", p.Problem)
			}
		}
		for _, p := range storage.CheckGame(where, &g, replay) {
			add(p.Where, p.Key, p.GameID, "%s", p.Problem)
		}
		return nil
	})
	return err
}

// checkResults checks every result: its row agrees with its record and
// the users listed for it are its users.
func checkResults(ctx context.Context, tx querier, _ storage.Replayer, add addFunc) error {
	rows, err := tx.Query(ctx, `SELECT r.game_id, r.key, coalesce(r.server, ''), r.finished_ns, r.record,
		coalesce((SELECT array_agg(u.user_id ORDER BY u.user_id) FROM result_users u WHERE u.game_id = r.game_id), '{}')
		FROM results r ORDER BY r.game_id`)
	if err != nil {
		return err
	}
	var (
		id, key, server string
		finished        int64
		data            []byte
		users           []string
	)
	_, err = pgx.ForEachRow(rows, []any{&id, &key, &server, &finished, &data, &users}, func() error {
		where := "result/" + id
		var r storage.Result
		if err := json.Unmarshal(data, &r); err != nil {
			add(where, storage.Key(key), id, "%v", err)
			return nil
		}
		if r.GameID != id || string(r.Key) != key || r.Server != server || r.Finished.UnixNano() != finished {
			add(where, r.Key, id, "row (%s, %s, %q, %s) disagrees with its record", id, key, server, time.Unix(0, finished).UTC())
		}
		if want := slices.Sorted(slices.Values(r.Users())); !slices.Equal(users, want) {
			add(where, r.Key, id, "listed for users %v, its players are %v", users, want)
		}
		return nil
	})
	return err
}

// checkRatings checks every rating and every game rated.
func checkRatings(ctx context.Context, tx querier, _ storage.Replayer, add addFunc) error {
	rows, err := tx.Query(ctx, "SELECT game, user_id, record FROM ratings ORDER BY game, user_id")
	if err != nil {
		return err
	}
	var game, user string
	var data []byte
	_, err = pgx.ForEachRow(rows, []any{&game, &user, &data}, func() error {
		where := "rating/" + game + "/" + user
		var p storage.PlayerRating
		if err := json.Unmarshal(data, &p); err != nil {
			add(where, "", "", "%v", err)
			return nil
		}
		if err := p.Validate(game, user); err != nil {
			add(where, "", "", "%v", err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	rows, err = tx.Query(ctx, `SELECT d.game_id FROM rated d LEFT JOIN results r ON r.game_id = d.game_id
		WHERE r.game_id IS NULL ORDER BY d.game_id`)
	if err != nil {
		return err
	}
	var id string
	_, err = pgx.ForEachRow(rows, []any{&id}, func() error {
		add("rated/"+id, "", id, "rated game without a result")
		return nil
	})
	return err
}
