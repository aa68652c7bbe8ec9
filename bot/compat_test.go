package bot

import (
	"io"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// TestClassicStoredBeforeGames: a store written before games recorded
// their ruleset (testdata/classic-v4.db: a classic duel in play, 7 moves)
// opens, checks clean, shows its board and plays on to the end.
func TestClassicStoredBeforeGames(t *testing.T) {
	f := newFixture(t)
	f.b.Close()
	f.store.Close()
	src, err := os.Open("testdata/classic-v4.db")
	if err != nil {
		t.Fatal(err)
	}
	dst, err := os.Create(f.path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
	src.Close()
	dst.Close()
	f.open()
	if problems, err := f.store.Check(Replay); err != nil || len(problems) != 0 {
		t.Fatalf("check: %v %v", err, problems)
	}
	g := f.game()
	if g.Setup.Game != "" || g.Status != storage.StatusActive || len(g.Log) != 7 {
		t.Fatalf("the stored game: game %q status %q moves %d", g.Setup.Game, g.Status, len(g.Log))
	}
	f.cmd(user("2"), "board", "") // the other player's: it pings the player to act
	b := f.out.lastBoard()
	if len(b.PNG) == 0 || len(b.Buttons) == 0 || b.Ping == nil {
		t.Fatalf("the stored game's board: %d bytes, %d rows, ping %v", len(b.PNG), len(b.Buttons), b.Ping)
	}
	active := func() bool {
		_, err := f.store.Get(storage.Key(f.chat.Key))
		return err == nil
	}
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 400 && active(); i++ {
		if !pressAny(f, r) {
			break
		}
	}
	if active() {
		f.cmd(user("1"), "end", "")
		f.press(user("2"), strconv.Itoa(len(f.game().Log))+":v:y")
	}
	rec, err := f.store.Archived(g.ID)
	if err != nil || rec.Status != storage.StatusFinished || len(rec.Log) <= 7 || rec.Setup.Game != "" {
		t.Fatalf("the stored game did not play on to its end: %v %+v", err, rec)
	}
	if problems, err := f.store.Check(Replay); err != nil || len(problems) != 0 {
		t.Fatalf("check after: %v %v", err, problems)
	}
}

// TestNewGamesRecordTheirRules: a game dealt now records its ruleset id and
// rules version, classic included.
func TestNewGamesRecordTheirRules(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	if g := f.game(); g.Setup.Game != "classic" || g.Setup.Rules != engine.RulesVersion || g.Setup.Rules < 2 {
		t.Fatalf("a new classic game records game %q rules %d", g.Setup.Game, g.Setup.Rules)
	}
}
