package bot

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestSettleUnderNewRules stores a game as an older version of the rules
// left it and loads it under the current ones. A log the current rules
// play out the same way only has its version raised. A log they play out
// otherwise keeps the game's stored state as its base: the board is that
// state, the actions before it cannot be taken back, those after it can,
// and the store checks clean, noting the game until it is settled.
func TestSettleUnderNewRules(t *testing.T) {
	for _, faithful := range []bool{true, false} {
		name := map[bool]string{true: "the log plays out the same", false: "the log plays out otherwise"}[faithful]
		t.Run(name, func(t *testing.T) {
			f, play := duelAtTerminal(t, 4)
			rec := f.game()
			n, snap := len(rec.Log), bytes.Clone(rec.Snapshot)
			rules, err := gameOf(rec.Setup)
			if err != nil {
				t.Fatal(err)
			}
			// The older rules reached the stored state by log: the same
			// log, or one the current rules play out otherwise.
			log := slices.Clone(rec.Log)
			if !faithful {
				m, err := replayMatch(rec.Setup, log[:n-1])
				if err != nil {
					t.Fatal(err)
				}
				for _, a := range m.Legal() {
					if a != log[n-1] && strings.HasPrefix(a, "ship ") {
						log[n-1] = a
						break
					}
				}
			}
			if _, err := f.store.Update(storage.Key(f.chat.Key), storage.AnyVersion, func(r *storage.Game) error {
				r.Setup.Rules, r.Log = rules.Version()-1, log
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			problems, err := f.store.Check(Replay)
			if err != nil {
				t.Fatal(err)
			}
			if notes := len(problems); faithful && notes != 0 || !faithful && (notes != 1 || !problems[0].Note ||
				!strings.Contains(problems[0].Problem, "rules have changed")) {
				t.Fatalf("the check before settling found %v", problems)
			}

			f.cmd(user("1"), "board", "") // loads the game: settles it
			got := f.game()
			switch {
			case got.Setup.Rules != rules.Version():
				t.Fatalf("settled under rules %d, want %d", got.Setup.Rules, rules.Version())
			case !bytes.Equal(got.Snapshot, snap) || !slices.Equal(got.Log, log):
				t.Fatal("settling changed the game's state or log")
			case faithful && got.Setup.Base != nil:
				t.Fatal("a log that plays out the same was given a base")
			case !faithful && (!bytes.Equal(got.Setup.Base, snap) || got.Setup.BaseAt != n):
				t.Fatalf("base at %d (%d bytes), want the stored state at %d", got.Setup.BaseAt, len(got.Setup.Base), n)
			}
			if problems, err := f.store.Check(Replay); err != nil || len(problems) != 0 {
				t.Fatalf("the check after settling: %v %v", problems, err)
			}

			f.out.answers = nil
			f.cmd(user("1"), "undo", "")
			if faithful {
				if len(f.game().Log) != n-1 {
					t.Fatalf("undo of a log that plays out the same: %v", f.out.answers)
				}
				return
			}
			if len(f.game().Log) != n || !strings.Contains(strings.Join(f.out.answers, " "), "rules were last updated") {
				t.Fatalf("undo before the base answered %q, log %d entries", f.out.answers, len(f.game().Log))
			}
			play() // after the base: taken back to it
			f.cmd(user("1"), "undo", "")
			if got := f.game(); len(got.Log) != n || !bytes.Equal(got.Snapshot, snap) {
				t.Fatalf("undo after the base left %d entries, the base's state %v", len(got.Log), bytes.Equal(got.Snapshot, snap))
			}
			if _, err := replayMatch(f.game().Setup, log[:n-1]); !errors.Is(err, ErrBeforeBase) {
				t.Fatalf("a replay before the base: %v", err)
			}
		})
	}
}

// duelAtTerminal starts a classic duel at a hot seat and plays moves
// actions by play: a legal action of the seat to act, by its user, a
// ship's move (which reveals nothing) when there is one.
func duelAtTerminal(t *testing.T, moves int) (*fixture, func()) {
	t.Helper()
	f := newFixture(t)
	f.chat = Chat{Key: "term:local", Platform: PlatformTerminal, ID: "local"}
	f.cmd(user("1"), "new", "duel")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	play := func() {
		t.Helper()
		rec := f.game()
		m, err := replayMatch(rec.Setup, rec.Log)
		if err != nil {
			t.Fatal(err)
		}
		seat, _ := m.ToAct()
		u := (&game{rec: rec}).seatOf(seat).UserID
		legal := m.Legal()
		a := legal[0]
		if i := slices.IndexFunc(legal, func(a string) bool { return strings.HasPrefix(a, "ship ") }); i >= 0 {
			a = legal[i]
		}
		f.cmd(user(u), "move", a)
		if len(f.game().Log) != len(rec.Log)+1 {
			t.Fatalf("%s did not play %s: %v", seat, a, f.out.answers)
		}
	}
	for range moves {
		play()
	}
	return f, play
}

// TestSettleLeavesNewerRules: a game under newer rules than this
// binary's (a rollback, or a newer process sharing the store) is not
// rewritten down to this binary's rules.
func TestSettleLeavesNewerRules(t *testing.T) {
	f, _ := duelAtTerminal(t, 4)
	rules, err := gameOf(f.game().Setup)
	if err != nil {
		t.Fatal(err)
	}
	newer := rules.Version() + 1
	if _, err := f.store.Update(storage.Key(f.chat.Key), storage.AnyVersion, func(r *storage.Game) error {
		r.Setup.Rules = newer
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	f.cmd(user("1"), "board", "")
	if got := f.game(); got.Setup.Rules != newer || got.Setup.Base != nil {
		t.Fatalf("a game under rules %d was rewritten: rules %d, base %v", newer, got.Setup.Rules, got.Setup.Base != nil)
	}
}

// TestSettleUndoVoteAcrossUpdate: an undo vote opened before the rules
// changed, passing after the game was settled on a base past the move it
// would take back, is answered with the reason, and the game is kept.
func TestSettleUndoVoteAcrossUpdate(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "move", "ship h1") // nothing revealed
	f.cmd(user("1"), "undo", "")        // a vote: user 2 must agree
	rec := f.game()
	if len(rec.Votes) == 0 {
		t.Fatalf("no undo vote open: %v", f.out.answers)
	}
	rules, err := gameOf(rec.Setup)
	if err != nil {
		t.Fatal(err)
	}
	// the older rules reached the stored state by another first move
	m, err := replayMatch(rec.Setup, nil)
	if err != nil {
		t.Fatal(err)
	}
	other := ""
	for _, a := range m.Legal() {
		if a != rec.Log[0] && strings.HasPrefix(a, "ship ") {
			other = a
			break
		}
	}
	if other == "" {
		t.Fatal("no other ship move")
	}
	if _, err := f.store.Update(storage.Key(f.chat.Key), storage.AnyVersion, func(r *storage.Game) error {
		r.Setup.Rules, r.Log = rules.Version()-1, []string{other}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	snap := f.game().Snapshot
	f.out.answers, f.out.texts = nil, nil
	f.press(user("2"), "1:v:y")
	got := f.game()
	if len(got.Log) != 1 || !bytes.Equal(got.Snapshot, snap) || got.Setup.Base == nil {
		t.Fatalf("after the vote: %d entries, state kept %v, base %v", len(got.Log), bytes.Equal(got.Snapshot, snap), got.Setup.Base != nil)
	}
	if said := strings.Join(append(f.out.texts, f.out.answers...), " | "); !strings.Contains(said, "rules were last updated") {
		t.Fatalf("the vote's end said %q", said)
	}
}

// TestSettleUnreadableSnapshot: a game stored under older rules with a
// snapshot of a layout this program cannot read (only a cache) is rebuilt
// from its log, and the rebuild is stored in the snapshot's place.
func TestSettleUnreadableSnapshot(t *testing.T) {
	f, _ := duelAtTerminal(t, 4)
	rec := f.game()
	rules, err := gameOf(rec.Setup)
	if err != nil {
		t.Fatal(err)
	}
	want := bytes.Clone(rec.Snapshot)
	if _, err := f.store.Update(storage.Key(f.chat.Key), storage.AnyVersion, func(r *storage.Game) error {
		r.Setup.Rules, r.Snapshot = rules.Version()-1, []byte("an older layout")
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	f.cmd(user("1"), "board", "")
	got := f.game()
	if got.Setup.Rules != rules.Version() || got.Setup.Base != nil || !bytes.Equal(got.Snapshot, want) {
		t.Fatalf("settled: rules %d, base %v, snapshot rebuilt %v", got.Setup.Rules, got.Setup.Base != nil, bytes.Equal(got.Snapshot, want))
	}
	if problems, err := f.store.Check(Replay); err != nil || len(problems) != 0 {
		t.Fatalf("the check after settling: %v %v", problems, err)
	}
}
