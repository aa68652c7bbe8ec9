package storage

import (
	"fmt"
	"sort"

	bolt "go.etcd.io/bbolt"
)

// Result returns the result of a finished game; see Store.Result.
func (s *Bolt) Result(gameID string) (Result, error) {
	var r Result
	err := checkGameID(gameID)
	if err == nil {
		err = s.view(func(tx *bolt.Tx) error {
			return getJSON(tx.Bucket(bucketResults), []byte(gameID), &r, "result")
		})
	}
	if err != nil {
		return Result{}, fmt.Errorf("storage: result %s: %w", gameID, err)
	}
	return r, nil
}

// StatsByChat returns a chat's leaderboard; see Store.StatsByChat.
func (s *Bolt) StatsByChat(key Key) ([]Stat, error) {
	err := key.Validate()
	var out []Stat
	if err == nil {
		out, err = s.leaderboard(bucketByChat, string(key))
	}
	if err != nil {
		return nil, fmt.Errorf("storage: stats of %s: %w", key, err)
	}
	return out, nil
}

// StatsByServer returns a server's leaderboard over all its chats; see
// Store.StatsByServer.
func (s *Bolt) StatsByServer(server string) ([]Stat, error) {
	err := checkName("server", server)
	var out []Stat
	if err == nil {
		out, err = s.leaderboard(bucketByServer, server)
	}
	if err != nil {
		return nil, fmt.Errorf("storage: stats of server %s: %w", server, err)
	}
	return out, nil
}

// leaderboard adds up the results of owner in the index bucket b: one
// Stat per user, best first.
func (s *Bolt) leaderboard(b []byte, owner string) ([]Stat, error) {
	var results []Result
	err := s.view(func(tx *bolt.Tx) error {
		return forEachIndexed(tx, b, owner, func(r Result) error {
			results = append(results, r)
			return nil
		})
	})
	if err != nil {
		return nil, err
	}
	return Leaderboard(results), nil
}

// Leaderboard adds up results, oldest first (by Finished, then game ID):
// one Stat per user who played one, best first (more wins, more gold, more
// games). It is what StatsByChat and StatsByServer return from the results
// of a chat or a server.
func Leaderboard(results []Result) []Stat {
	byUser := map[string]*Stat{}
	for _, r := range results {
		for _, u := range resultUsers(r) {
			st := byUser[u]
			if st == nil {
				st = &Stat{UserID: u}
				byUser[u] = st
			}
			addResult(st, r)
		}
	}
	out := make([]Stat, 0, len(byUser))
	for _, st := range byUser {
		out = append(out, *st)
	}
	sort.Slice(out, func(i, j int) bool { return better(out[i], out[j]) })
	return out
}

// UserStat adds up a user's results, oldest first, as StatsByUser returns
// them.
func UserStat(userID string, results []Result) Stat {
	st := Stat{UserID: userID}
	for _, r := range results {
		addResult(&st, r)
	}
	return st
}

// Users returns the distinct user IDs of r's human seats, in seat order:
// the users whose statistics r counts in.
func (r Result) Users() []string { return resultUsers(r) }

// StatsByUser returns a user's totals over all chats; see
// Store.StatsByUser.
func (s *Bolt) StatsByUser(userID string) (Stat, error) {
	st := Stat{UserID: userID}
	err := checkName("user ID", userID)
	if err == nil {
		err = s.view(func(tx *bolt.Tx) error {
			return forEachIndexed(tx, bucketByUser, userID, func(r Result) error {
				addResult(&st, r)
				return nil
			})
		})
	}
	if err != nil {
		return Stat{}, fmt.Errorf("storage: stats of user %s: %w", userID, err)
	}
	return st, nil
}

// addResult counts one game of r for st.UserID: one game, a win if any of
// the user's seats won, the gold of all the user's seats, and the latest
// non-empty name.
func addResult(st *Stat, r Result) {
	played, won := false, false
	for _, p := range r.Players {
		if p.UserID != st.UserID {
			continue
		}
		played = true
		won = won || p.Won
		st.Gold += p.Gold
		if p.Name != "" {
			st.Name = p.Name
		}
	}
	if !played {
		return
	}
	st.Games++
	if won {
		st.Wins++
	}
}

// better orders a leaderboard: more wins, more gold, more games, then name
// and user ID for a stable order.
func better(a, b Stat) bool {
	switch {
	case a.Wins != b.Wins:
		return a.Wins > b.Wins
	case a.Gold != b.Gold:
		return a.Gold > b.Gold
	case a.Games != b.Games:
		return a.Games > b.Games
	case a.Name != b.Name:
		return a.Name < b.Name
	}
	return a.UserID < b.UserID
}
