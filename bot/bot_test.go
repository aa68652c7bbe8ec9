package bot

import (
	"context"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// startDuel opens a duel between users 1 (white) and 2 (black) and starts it.
func startDuel(f *fixture) {
	f.t.Helper()
	f.cmd(user("1"), "new", "duel")
	f.press(user("2"), "0:j:black")
	f.cmd(user("1"), "start", "")
	if g := f.game(); g.Status != storage.StatusActive {
		f.t.Fatalf("status %q after start", g.Status)
	}
}

// pressAny presses one of the last board's buttons as the pinged user,
// avoiding "back" so the game moves on.
func pressAny(f *fixture, r *rand.Rand) bool {
	b := f.out.lastBoard()
	if b.Ping == nil {
		return false
	}
	var all []Button
	for _, row := range f.out.buttons[f.out.last.MessageID] {
		for _, x := range row {
			if d, err := ParseButtonData(x.Data); err != nil || d.Verb != VerbBack {
				all = append(all, x)
			}
		}
	}
	if len(all) == 0 {
		all = flatten(b.Buttons)
	}
	if len(all) == 0 {
		f.t.Fatalf("a board with a ping and no buttons: %q", b.Caption)
	}
	x := all[r.IntN(len(all))]
	f.press(*b.Ping, x.Data)
	return true
}

func flatten(rows [][]Button) []Button {
	var out []Button
	for _, r := range rows {
		out = append(out, r...)
	}
	return out
}

func TestLobbyAndStart(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "new", "duel")
	if !strings.Contains(f.out.lastText(), "U1") {
		t.Fatalf("lobby text lacks the creator: %q", f.out.lastText())
	}
	f.press(user("2"), "0:j:white") // taken? no: the creator has no colour yet
	f.press(user("3"), "0:j:black")
	if a := f.out.lastAnswer(); a == "" {
		t.Fatal("a third player joined a full duel without an answer")
	}
	f.cmd(user("1"), "start", "")
	g := f.game()
	if g.Status != storage.StatusActive || len(g.Setup.Crews) != 2 {
		t.Fatalf("game not started: %+v", g.Setup)
	}
	white := g.Setup.Seats[0]
	if white.Crew != "white" || white.UserID != "2" {
		t.Fatalf("the white wish was not honoured: %+v", g.Setup.Seats)
	}
	if p := f.out.lastBoard().Ping; p == nil || p.ID != "2" {
		t.Fatalf("the first board pings %+v, want white's player", p)
	}
}

func TestStartNeedsPlayers(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "new", "4")
	f.cmd(user("1"), "start", "")
	if g := f.game(); g.Status != storage.StatusLobby {
		t.Fatal("a 4-crew game started with one player")
	}
	if f.out.lastAnswer() == "" {
		t.Fatal("no answer to a start with too few players")
	}
}

func TestWrongPlayerAndStalePresses(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	before := f.game()
	board := f.out.lastBoard()
	first := flatten(board.Buttons)[0]
	f.press(user("2"), first.Data) // black presses white's button
	if a := f.out.lastAnswer(); !strings.Contains(a, "turn") {
		t.Fatalf("wrong player got %q", a)
	}
	if g := f.game(); len(g.Log) != len(before.Log) {
		t.Fatal("a wrong player's press changed the game")
	}
	f.cmd(user("1"), "move", "W1 g2")
	if g := f.game(); len(g.Log) != 1 {
		t.Fatalf("typed move not played: %v", g.Log)
	}
	f.press(user("1"), "0:a:W2 g2") // an old board's button
	if a := f.out.lastAnswer(); !strings.Contains(a, "old board") {
		t.Fatalf("stale press answered %q", a)
	}
	for _, bad := range []string{"x", "1:", "1:zz:foo", "1:a:", "1:a:W9 z99", strings.Repeat("9", 80), "-1:a:W1 g2"} {
		f.press(user("2"), bad)
		if f.out.lastAnswer() == "" {
			t.Fatalf("forged button %q got no answer", bad)
		}
	}
	if g := f.game(); len(g.Log) != 1 {
		t.Fatalf("forged presses changed the log: %v", g.Log)
	}
}

func TestIllegalTypedMoveExplained(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "move", "W1 g2 +c")
	if a := f.out.lastAnswer(); a == "" || strings.Contains(a, "internal") {
		t.Fatalf("illegal move answered %q", a)
	}
	f.cmd(user("1"), "move", "W1 h9")
	f.cmd(user("1"), "move", "fly away")
	if g := f.game(); len(g.Log) != 0 {
		t.Fatalf("illegal moves changed the log: %v", g.Log)
	}
	f.cmd(user("1"), "move", strings.Repeat("x", 100*1024))
	if a := f.out.lastAnswer(); !strings.Contains(a, "too long") {
		t.Fatalf("100 KB move answered %q", a)
	}
}

func TestWholeGameByButtons(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 6000; i++ {
		if _, err := f.store.Get(storage.Key(f.chat.Key)); err != nil {
			break // archived: the game is over
		}
		if !pressAny(f, r) {
			t.Fatalf("press %d: no player to act; caption %q", i, f.out.lastBoard().Caption)
		}
	}
	if _, err := f.store.Get(storage.Key(f.chat.Key)); err == nil {
		t.Fatal("the game did not end in 6000 presses")
	}
	if f.out.lastBoard().Ping != nil || len(f.out.lastBoard().Buttons) != 0 {
		t.Fatal("the final board still asks someone to act")
	}
	stats, err := f.store.StatsByChat(storage.Key(f.chat.Key))
	if err != nil || len(stats) != 2 {
		t.Fatalf("stats after the game: %v %v", stats, err)
	}
	if problems, err := f.store.Check(Replay); err != nil || len(problems) > 0 {
		t.Fatalf("store check: %v %v", problems, err)
	}
}

func TestRestartMidGame(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "move", "W1 g2")
	old := f.out.last
	f.restart()
	f.cmd(user("2"), "board", "")
	if p := f.out.lastBoard().Ping; p == nil || p.ID != "1" && p.ID != "2" {
		t.Fatalf("board after restart pings %+v", p)
	}
	g := f.game()
	ping := f.out.lastBoard().Ping
	f.b.Handle(context.Background(), Request{Chat: f.chat, User: *ping, Button: f.tagged("0:a:W1 g2"), Message: old}, f.out)
	if len(f.game().Log) != len(g.Log) {
		t.Fatal("an old button moved after the restart")
	}
	pressAny(f, rand.New(rand.NewPCG(3, 4)))
	pressAny(f, rand.New(rand.NewPCG(3, 4)))
	if len(f.game().Log) <= len(g.Log) {
		t.Fatal("the game did not continue after the restart")
	}
}

func TestConcurrentPresses(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	g := f.game()
	gm, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	legal := engine.Legal(*gm.cl())
	data := ButtonData{Tag: gameTag(g.ID), Moves: len(g.Log), Verb: VerbAct, Arg: legal[0].String()}.String()
	actor := gm.actor().UserID
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f.b.Handle(context.Background(), Request{Chat: f.chat, User: user(actor), Button: data}, newRecorder())
		}()
	}
	wg.Wait()
	if n := len(f.game().Log); n != len(g.Log)+1 {
		t.Fatalf("8 presses of one button grew the log by %d", n-len(g.Log))
	}
	// two different valid presses at once: one wins, the other is stale
	gm, _ = f.b.loadGame(f.chat.Key)
	legal = engine.Legal(*gm.cl())
	before := len(f.game().Log)
	actor = gm.actor().UserID
	for _, a := range legal[:2] {
		wg.Add(1)
		go func(a engine.Action) {
			defer wg.Done()
			f.b.Handle(context.Background(), Request{Chat: f.chat, User: user(actor), Button: ButtonData{Tag: gameTag(g.ID), Moves: before, Verb: VerbAct, Arg: a.String()}.String()}, newRecorder())
		}(a)
	}
	wg.Wait()
	if n := len(f.game().Log); n != before+1 {
		t.Fatalf("two different presses grew the log by %d", n-before)
	}
}

func TestUndoByVote(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "move", "ship h1") // white (user 1) moves its ship: nothing revealed
	if n := len(f.game().Log); n != 1 {
		t.Fatalf("ship move not played: %d", n)
	}
	f.cmd(user("2"), "undo", "")
	if !strings.Contains(f.out.lastAnswer(), "Only the last move") {
		t.Fatalf("undo by the other player answered %q", f.out.lastAnswer())
	}
	f.cmd(user("1"), "undo", "")
	if n := len(f.game().Log); n != 1 {
		t.Fatal("undo happened before the other player agreed")
	}
	f.press(user("2"), "1:v:y")
	if n := len(f.game().Log); n != 0 {
		t.Fatalf("undo after agreement left %d entries", n)
	}
}

func TestUndoRefusedAfterReveal(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "new", "duel ai:easy")
	f.cmd(user("1"), "start", "")
	g := f.game()
	if g.Setup.Seats[0].UserID != "1" {
		t.Fatalf("the creator does not play white: %+v", g.Setup.Seats)
	}
	f.cmd(user("1"), "move", "W1 g2") // g2 is face down: the move reveals it
	gm, _ := f.b.loadGame(f.chat.Key)
	for i := 0; i < 10 && gm.cl().Pending.Active; i++ { // answer any choice on the way
		f.cmd(user("1"), "move", engine.Legal(*gm.cl())[0].String())
		gm, _ = f.b.loadGame(f.chat.Key)
	}
	after := f.game()
	f.cmd(user("1"), "undo", "")
	if len(f.game().Log) != len(after.Log) {
		t.Fatal("a move that revealed a tile was taken back")
	}
	if !strings.Contains(f.out.lastAnswer(), "revealed") {
		t.Fatalf("undo of a reveal answered %q", f.out.lastAnswer())
	}
}

func TestReminders(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	if n := f.b.RemindOnce(context.Background()); n != 0 {
		t.Fatalf("%d reminders right after the start", n)
	}
	f.now = f.now.Add(13 * time.Hour)
	if n := f.b.RemindOnce(context.Background()); n != 1 {
		t.Fatalf("%d reminders after 13 h, want 1", n)
	}
	if !strings.Contains(f.out.lastText(), "U") {
		t.Fatalf("reminder text %q does not name the player", f.out.lastText())
	}
	if n := f.b.RemindOnce(context.Background()); n != 0 {
		t.Fatal("a second reminder at once")
	}
}

func TestEndByAgreement(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "end", "")
	if _, err := f.store.Get(storage.Key(f.chat.Key)); err != nil {
		t.Fatal("the game ended on one vote of two")
	}
	f.press(user("2"), "0:v:y")
	if _, err := f.store.Get(storage.Key(f.chat.Key)); err == nil {
		t.Fatal("the game did not end when both agreed")
	}
}

func TestPrivateChatAgainstComputer(t *testing.T) {
	f := newFixture(t)
	f.chat = Chat{Key: "tg:55", Platform: PlatformTelegram, ID: "55", Private: true}
	f.cmd(user("55"), "start", "")
	if !strings.Contains(f.out.lastText(), "Ahoy") {
		t.Fatalf("/start in a private chat without a game: %q", f.out.lastText())
	}
	f.cmd(user("55"), "new", "duel ai:hard")
	f.cmd(user("55"), "start", "")
	if g := f.game(); g.Status != storage.StatusActive {
		t.Fatalf("/start in a private chat did not start its lobby: %s", g.Status)
	}
	if p := f.out.lastBoard().Ping; p == nil || p.ID != "55" {
		t.Fatalf("the first board pings %+v", p)
	}
}

// TestNoRemindersByDefault checks that a bot configured with NoReminders
// opens games without reminders.
func TestNoRemindersByDefault(t *testing.T) {
	f := newFixture(t)
	b, err := New(Config{Store: f.store, ReminderHours: NoReminders, Now: func() time.Time { return f.now }})
	if err != nil {
		t.Fatal(err)
	}
	f.b = b
	startDuel(f)
	if g := f.game(); g.Setup.ReminderHours > 0 || !g.NextReminder.IsZero() {
		t.Fatalf("reminders on: every %d h, next %v", g.Setup.ReminderHours, g.NextReminder)
	}
}

// TestHistoryNamesPlayers: /history tells each move as its crew's and
// its player's, in order.
func TestHistoryNamesPlayers(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "history", "")
	if h := f.out.lastText(); h != "No moves yet." {
		t.Fatalf("history before a move: %q", h)
	}
	white := f.game().Setup.Seats[0]
	r := rand.New(rand.NewPCG(1, 2))
	pressAny(f, r)
	for len(f.game().Log) == 0 && pressAny(f, r) {
	}
	f.cmd(user("1"), "history", "")
	h := f.out.lastText()
	want := "1. White — " + white.Name + ": " + f.game().Log[0]
	if !strings.Contains(h, want) {
		t.Fatalf("history %q lacks %q", h, want)
	}
}

// TestTypedMoveLoggedInNotation: a move typed in another spelling is
// logged, and told by /history, as the notation spells it (Game.Spell).
func TestTypedMoveLoggedInNotation(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "move", "w1   G2")
	g := f.game()
	if len(g.Log) == 0 || g.Log[0] != "W1 g2" {
		t.Fatalf("log %q, want its first entry %q", g.Log, "W1 g2")
	}
	f.cmd(user("1"), "history", "")
	if h := f.out.lastText(); !strings.Contains(h, ": W1 g2") || strings.Contains(h, "w1") {
		t.Fatalf("history %q", h)
	}
}

// TestUndoRefusedAfterComputersReveal: when the player's own move revealed
// nothing but the computer's reply did, the refusal says it was the reply.
func TestUndoRefusedAfterComputersReveal(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		f := newFixture(t)
		f.rebot(Config{Seed: func() uint64 { return seed }, AIBudget: 50 * time.Millisecond})
		f.cmd(user("1"), "new", "duel ai:easy")
		f.cmd(user("1"), "start", "")
		f.cmd(user("1"), "move", "ship h1") // reveals nothing
		if g := f.game(); len(g.Log) < 2 || g.Log[0] != "ship h1" {
			t.Fatalf("seed %d: log %q, the ship move and a reply expected", seed, g.Log)
		}
		f.cmd(user("1"), "undo", "")
		a := f.out.lastAnswer()
		if len(f.game().Log) == 0 {
			continue // the reply revealed nothing: both were taken back
		}
		if !strings.Contains(a, "revealed") || !strings.Contains(a, "computer's move after yours") {
			t.Fatalf("seed %d: the refusal blames the player's own move: %q", seed, a)
		}
		return
	}
	t.Fatal("no seed where the computer's reply revealed a tile")
}
