package bot

import (
	"errors"
	"fmt"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// Replay is the storage.Replayer of Jackal games: it rebuilds a game's
// state from its set-up and log and encodes it as the snapshot. A lobby
// (no crews yet) has no snapshot.
func Replay(setup storage.Setup, log []string) ([]byte, error) {
	if len(setup.Crews) == 0 {
		return nil, nil
	}
	s, err := replayState(setup, log)
	if err != nil {
		return nil, err
	}
	return s.MarshalBinary()
}

func replayState(setup storage.Setup, log []string) (engine.State, error) {
	o, err := optionsOf(setup)
	if err != nil {
		return engine.State{}, err
	}
	return engine.Replay(setup.Seed, o, log, nil)
}

// optionsOf turns a stored set-up into engine options.
func optionsOf(setup storage.Setup) (engine.Options, error) {
	o, err := engine.OptionsFrom(setup.Crews, setup.Variants)
	if err != nil {
		return o, err
	}
	if setup.StallRounds != 0 {
		o.StallRounds = setup.StallRounds
	}
	return o, nil
}

// game is a stored game with its state decoded.
type game struct {
	rec *storage.Game
	st  engine.State
}

// loadGame reads the game of chat key; ok is false when there is none.
func (b *Bot) loadGame(key string) (*game, error) {
	rec, err := b.store.Get(storage.Key(key))
	if err != nil {
		return nil, err
	}
	g := &game{rec: rec}
	if rec.Status != storage.StatusActive {
		return g, nil
	}
	if err := g.st.UnmarshalBinary(rec.Snapshot); err != nil {
		// The snapshot is only a cache: rebuild from the log.
		s, rerr := replayState(rec.Setup, rec.Log)
		if rerr != nil {
			return nil, fmt.Errorf("rebuild %s: %w", key, rerr)
		}
		g.st = s
	}
	return g, nil
}

// isNotFound reports a missing game.
func isNotFound(err error) bool { return errors.Is(err, storage.ErrNotFound) }

// moves is the number of log entries: the version buttons carry.
func (g *game) moves() int { return len(g.rec.Log) }

// seatOf returns the seat of crew c.
func (g *game) seatOf(c engine.Crew) *storage.Seat {
	for i := range g.rec.Setup.Seats {
		if g.rec.Setup.Seats[i].Crew == c.String() {
			return &g.rec.Setup.Seats[i]
		}
	}
	return nil
}

// crewsOf lists the crews user id plays.
func (g *game) crewsOf(id string) []engine.Crew {
	var out []engine.Crew
	for _, s := range g.rec.Setup.Seats {
		if s.UserID == id && s.AI == "" {
			if c, err := engine.ParseCrew(s.Crew); err == nil {
				out = append(out, c)
			}
		}
	}
	return out
}

// isPlayer reports whether user id has a seat.
func (g *game) isPlayer(id string) bool {
	for _, s := range g.rec.Setup.Seats {
		if s.UserID == id && s.AI == "" {
			return true
		}
	}
	return false
}

// actor is the seat whose player acts now: the controller's (smoke hands
// a turn to the next crew's player).
func (g *game) actor() *storage.Seat {
	if g.st.Over {
		return nil
	}
	return g.seatOf(g.st.Controller())
}

// humans lists the distinct human players, in seat order.
func (g *game) humans() []storage.Seat {
	var out []storage.Seat
	seen := map[string]bool{}
	for _, s := range g.rec.Setup.Seats {
		if s.AI == "" && s.UserID != "" && !seen[s.UserID] {
			seen[s.UserID] = true
			out = append(out, s)
		}
	}
	return out
}

// seatUser turns a seat into the User to mention.
func seatUser(s *storage.Seat) *User {
	if s == nil || s.AI != "" {
		return nil
	}
	return &User{ID: s.UserID, Name: s.Name, Lang: s.Lang}
}

// seatName is how a seat is named in texts.
func seatName(lang string, s *storage.Seat) string {
	if s == nil {
		return "?"
	}
	if s.AI != "" {
		return tr(lang, txtComputer, s.AI)
	}
	return s.Name
}
