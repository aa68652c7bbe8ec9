package bot

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// Replay is the storage.Replayer of every game: it rebuilds a game's state
// from its set-up and log, through the game's ruleset (Setup.Game; ""
// is classic), and encodes it as the snapshot. A lobby (no seats dealt
// yet) has no snapshot. A game dealt under older rules than its ruleset's
// now, and not settled (settle), is rebuilt under the current ones with
// an error wrapping storage.ErrRulesChanged.
func Replay(setup storage.Setup, log []string) ([]byte, error) {
	if len(setup.Crews) == 0 {
		return nil, nil
	}
	m, err := replayMatch(setup, log)
	var snap []byte
	if err == nil {
		snap, err = m.Snapshot()
	}
	if changed := rulesChanged(setup); changed != nil {
		return snap, joinChanged(changed, err)
	}
	return snap, err
}

// Score is the storage.Scorer of every game: it replays a game's log and
// reads its outcome, each seat's score and the winning seats (with an
// error wrapping storage.ErrRulesChanged as Replay's).
func Score(setup storage.Setup, log []string) (map[string]int, []string, error) {
	m, err := replayMatch(setup, log)
	changed := rulesChanged(setup)
	if err != nil {
		return nil, nil, joinChanged(changed, err)
	}
	out := m.Outcome()
	return out.Scores, out.Winners, joinChanged(changed, nil)
}

// gameOf is the ruleset of a stored set-up.
func gameOf(setup storage.Setup) (gm.Game, error) { return games.Lookup(setup.Game) }

// optionsOf turns a stored set-up into the ruleset's options: the seats
// dealt (Crews) and the variants, as the game's face reads them.
func optionsOf(setup storage.Setup) gm.Options {
	return gm.Options{Seats: setup.Crews, Variants: faceOf(setup.Game).variants(setup)}
}

// replayMatch deals setup's game and plays log on it (from its base, when
// it has one: replay).
func replayMatch(setup storage.Setup, log []string) (gm.Match, error) {
	return replay(setup, log, nil)
}

// replay deals setup's game and plays log on it, calling visit (if not
// nil) after each entry with its index, the match after it and its
// events. A settled game (Setup.Base) starts from its base instead, at
// entry Setup.BaseAt; a log shorter than that is ErrBeforeBase.
func replay(setup storage.Setup, log []string, visit func(i int, m gm.Match, evs gm.Events)) (gm.Match, error) {
	if setup.Base != nil && len(log) < setup.BaseAt {
		return nil, fmt.Errorf("%w: %d entries, the base at %d", ErrBeforeBase, len(log), setup.BaseAt)
	}
	m, err := start(setup)
	if err != nil {
		return nil, err
	}
	first := 0
	if setup.Base != nil {
		first = setup.BaseAt
	}
	return m, gm.PlayOn(m, log, first, visit)
}

// start is the match setup's log is played on: its deal, or its base.
func start(setup storage.Setup) (gm.Match, error) {
	g, err := gameOf(setup)
	if err != nil {
		return nil, err
	}
	if setup.Base != nil {
		return g.Restore(setup.Base)
	}
	return g.New(optionsOf(setup), setup.Seed)
}

// game is a stored game with its match decoded.
type game struct {
	rec *storage.Game
	m   gm.Match
}

// loadGame reads the game of chat key; ok is false when there is none.
func (b *Bot) loadGame(key string) (*game, error) {
	rec, err := b.store.Get(storage.Key(key))
	if err != nil {
		return nil, err
	}
	if rec.Status != storage.StatusActive {
		return &game{rec: rec}, nil
	}
	// a game dealt under older rules is settled under the current ones
	g := &game{rec: b.settleStored(key, rec)}
	rec = g.rec
	rules, err := gameOf(rec.Setup)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", key, err)
	}
	if g.m, err = rules.Restore(rec.Snapshot); err != nil {
		// The snapshot is only a cache: rebuild from the log.
		m, rerr := replayMatch(rec.Setup, rec.Log)
		if rerr != nil {
			return nil, fmt.Errorf("rebuild %s: %w", key, rerr)
		}
		g.m = m
	}
	return g, nil
}

// face is the presentation of g's game.
func (g *game) face() face { return faceOf(g.rec.Setup.Game) }

// over reports whether the game has ended.
func (g *game) over() bool {
	_, over := g.m.ToAct()
	return over
}

// isNotFound reports a missing game.
func isNotFound(err error) bool { return errors.Is(err, storage.ErrNotFound) }

// moves is the number of log entries: the version buttons carry.
func (g *game) moves() int { return len(g.rec.Log) }

// seatOf returns the seat named name (a crew, a colour).
func (g *game) seatOf(name string) *storage.Seat {
	for i := range g.rec.Setup.Seats {
		if g.rec.Setup.Seats[i].Crew == name {
			return &g.rec.Setup.Seats[i]
		}
	}
	return nil
}

// crewsOf lists the seats (crews) user id plays.
func (g *game) crewsOf(id string) []string {
	var out []string
	for _, s := range g.rec.Setup.Seats {
		if s.UserID == id && s.AI == "" {
			out = append(out, s.Crew)
		}
	}
	return out
}

// isPlayer reports whether user id has a seat.
func (g *game) isPlayer(id string) bool { return plays(g.rec.Setup.Seats, id) }

// plays reports whether user id plays one of seats (not a computer's).
func plays(seats []storage.Seat, id string) bool {
	return slices.ContainsFunc(seats, func(s storage.Seat) bool { return s.UserID == id && s.AI == "" })
}

// actor is the seat whose player acts now: the controller's (smoke hands
// a turn to the next crew's player).
func (g *game) actor() *storage.Seat {
	seat, over := g.m.ToAct()
	if over {
		return nil
	}
	return g.seatOf(seat)
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
	return &User{ID: s.UserID, Name: cleanName(s.Name, s.UserID), Lang: s.Lang}
}

// seatName is how a seat is named in texts.
func seatName(lang string, s *storage.Seat) string {
	if s == nil {
		return "?"
	}
	if s.AI != "" {
		return tr(lang, txtComputer, levelName(lang, s.AI))
	}
	return cleanName(s.Name, s.UserID) // a name kept before names were cleaned too
}

// levelName is a computer's level as texts name it ("hard", «сильный»);
// a level the bot has no word for is named as the game names it.
func levelName(lang, level string) string {
	switch level {
	case "random":
		return tr(lang, txtLevelRandom)
	case "easy":
		return tr(lang, txtLevelEasy)
	case "hard":
		return tr(lang, txtLevelHard)
	}
	return level
}

// resolve reads a button's action: "#k" is the k-th of the actions the
// game's face offered on the board now (the button's move count pins
// them), for actions whose notation would not fit a button's data;
// anything else is the notation itself.
func (g *game) resolve(arg string) string {
	k, ok := strings.CutPrefix(arg, "#")
	if !ok {
		return arg
	}
	n, err := strconv.Atoi(k)
	offered := g.face().offered(g)
	if err != nil || n < 0 || n >= len(offered) {
		return arg // refused by Check as not understood
	}
	return offered[n]
}
