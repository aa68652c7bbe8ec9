package bot

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/bot/narrate/cardsn"
	"github.com/jackalbot/jackal/engine/cards"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// secretBox is a recorder that also shows secret boards, as Telegram's
// private chat does: each user's secret boards are kept apart, and a user
// in blocked has never started the bot.
type secretBox struct {
	*recorder
	smu     sync.Mutex
	secrets map[string][]Board // user id → the secret boards sent them
	refs    map[string]MessageRef
	blocked map[string]bool
	shared  bool
}

func newSecretBox() *secretBox {
	return &secretBox{recorder: newRecorder(), secrets: map[string][]Board{}, refs: map[string]MessageRef{}, blocked: map[string]bool{}}
}

func (s *secretBox) SendSecret(_ context.Context, _ Request, u User, b Board) (MessageRef, error) {
	s.smu.Lock()
	defer s.smu.Unlock()
	if s.blocked[u.ID] {
		return MessageRef{}, ErrCannotReach
	}
	s.secrets[u.ID] = append(s.secrets[u.ID], b)
	s.recorder.mu.Lock()
	ref := s.recorder.next()
	s.recorder.mu.Unlock()
	ref.ChatID = u.ID
	s.refs[u.ID] = ref
	return ref, nil
}

// EditBoard edits a secret board in place when ref is one.
func (s *secretBox) EditBoard(ctx context.Context, ref MessageRef, b Board) error {
	s.smu.Lock()
	for id, r := range s.refs {
		if r == ref {
			s.secrets[id] = append(s.secrets[id], b)
			s.smu.Unlock()
			return nil
		}
	}
	s.smu.Unlock()
	return s.recorder.EditBoard(ctx, ref, b)
}

func (s *secretBox) SharedScreen() bool { return s.shared }

// lastSecret is the newest secret board of user id.
func (s *secretBox) lastSecret(id string) (Board, MessageRef, bool) {
	s.smu.Lock()
	defer s.smu.Unlock()
	list := s.secrets[id]
	if len(list) == 0 {
		return Board{}, MessageRef{}, false
	}
	return list[len(list)-1], s.refs[id], true
}

// cardsFixture is a fixture whose outbox shows secret boards, with a
// card game of three players started: users 1, 2 and 3.
func cardsFixture(t *testing.T, args string, humans int) (*fixture, *secretBox) {
	return cardsFixtureIn(t, Chat{}, args, humans)
}

// cardsFixtureIn is cardsFixture in chat (the fixture's Telegram group
// when zero), each of settings (a user's id, then its /settings
// arguments) set before the game is opened.
func cardsFixtureIn(t *testing.T, chat Chat, args string, humans int, settings ...[2]string) (*fixture, *secretBox) {
	f := newFixture(t)
	if chat.Key != "" {
		f.chat = chat
	}
	box := newSecretBox()
	f.out = box.recorder
	f.b.Attach(f.chat.Platform, box)
	handle := func(u User, cmd, a string) {
		f.b.Handle(context.Background(), Request{Chat: f.chat, User: u, Command: cmd, Args: a}, box)
	}
	for _, st := range settings {
		handle(user(st[0]), "settings", st[1])
	}
	handle(user("1"), "new", "cards "+args)
	for i := 2; i <= humans; i++ {
		handle(user(string(rune('0'+i))), "join", "")
	}
	handle(user("1"), "start", "")
	if g, err := f.store.Get(storage.Key(f.chat.Key)); err != nil || g.Status != storage.StatusActive {
		t.Fatalf("not started (%v); answers %v, texts %v", err, box.answers, box.texts)
	}
	return f, box
}

// pressSecret presses the button labelled by data on user u's newest
// secret board, as Telegram delivers it: from the private chat.
func pressSecret(f *fixture, box *secretBox, u User, data string) {
	_, ref, _ := box.lastSecret(u.ID)
	chat := Chat{Key: "tg:" + u.ID, Platform: PlatformTelegram, ID: u.ID, Private: true}
	f.b.Handle(context.Background(), Request{Chat: chat, User: u, Button: data, Message: ref}, box)
}

// TestCardsGameBySecretBoards: three players play a two-island card game
// to its end on their private boards alone (random buttons); the group
// sees boards with only the hand button, and each private board holds
// only its own seat's buttons.
func TestCardsGameBySecretBoards(t *testing.T) {
	f, box := cardsFixture(t, "islands=2", 3)
	r := rand.New(rand.NewPCG(1, 2))
	users := []User{user("1"), user("2"), user("3")}
	for step := 0; step < 3000; step++ {
		g, err := f.store.Get(storage.Key(f.chat.Key))
		if err != nil || g.Status != storage.StatusActive {
			break
		}
		pressed := false
		for _, k := range r.Perm(3) {
			u := users[k]
			b, _, ok := box.lastSecret(u.ID)
			if !ok {
				continue
			}
			flat := flatten(b.Buttons)
			if len(flat) == 0 {
				continue
			}
			btn := flat[r.IntN(len(flat))]
			d, err := ParseButtonData(btn.Data)
			if err != nil || d.Verb != VerbSeat {
				t.Fatalf("a private board's button %q: %v", btn.Data, err)
			}
			pressSecret(f, box, u, btn.Data)
			pressed = true
			break
		}
		if !pressed {
			gg, _ := f.b.loadGame(f.chat.Key)
			var last []string
			for _, u := range users {
				b, _, _ := box.lastSecret(u.ID)
				last = append(last, b.Caption)
			}
			t.Fatalf("step %d: no private board has a button; acting %v; log %v; answers %v; boards %q", step, gg.m.Acting(), g.Log, box.answers, last)
		}
	}
	id, err := f.store.LastFinished(storage.Key(f.chat.Key))
	if err != nil {
		t.Fatalf("game not over: %v", err)
	}
	if g, err := f.store.Archived(id); err != nil || g.Status != storage.StatusFinished {
		t.Fatalf("the finished game: %v", err)
	}
	for _, b := range box.boards {
		for _, btn := range flatten(b.Buttons) {
			if d, _ := ParseButtonData(btn.Data); d.Verb == VerbSeat {
				t.Fatalf("a group board carries a private button %q", btn.Label)
			}
		}
	}
	if !strings.Contains(box.lastBoard().Caption, "Game over") {
		t.Fatalf("last board: %q", box.lastBoard().Caption)
	}
	told := 0
	for i, b := range box.boards {
		if strings.HasPrefix(b.Caption, "🏁 Island 1 of 2 is played") {
			told++
			if len(b.Buttons) != 0 || len(b.PNG) == 0 || i+1 >= len(box.boards) || bytes.Equal(b.PNG, box.boards[i+1].PNG) {
				t.Fatalf("the round's board: %d buttons, the next island's picture the same", len(b.Buttons))
			}
		}
	}
	if told != 1 {
		t.Fatalf("the first island's end told %d times", told)
	}
}

// TestCardsForgedPress: a press of another player's private button is
// refused, and the game is unchanged.
func TestCardsForgedPress(t *testing.T) {
	f, box := cardsFixture(t, "islands=1", 2)
	b, _, ok := box.lastSecret("1")
	if !ok || len(flatten(b.Buttons)) == 0 {
		t.Fatal("player 1 has no private board")
	}
	before := len(f.game().Log)
	data := flatten(b.Buttons)[0].Data
	pressSecret(f, box, user("2"), data) // 2's chat does not know 1's game? it does: 2 got a board too
	f.b.Handle(context.Background(), Request{Chat: f.chat, User: user("2"), Button: data}, box)
	if n := len(f.game().Log); n != before {
		t.Fatalf("a forged press was played: %d → %d entries", before, n)
	}
	if a := box.lastAnswer(); !strings.Contains(a, "not your hand") {
		t.Fatalf("the forged press was answered %q", a)
	}
}

// TestCardsStandIn: a player silent past the time limit is played by the
// stand-in computer, after a reminder half way.
func TestCardsStandIn(t *testing.T) {
	f, box := cardsFixture(t, "islands=2 time=2h absent=hard", 2)
	g := f.game()
	if !g.Deadline.Equal(f.now.Add(2 * time.Hour)) {
		t.Fatalf("deadline %v, want 2 h from %v", g.Deadline, f.now)
	}
	f.now = f.now.Add(time.Hour + time.Minute)
	if n := f.b.RemindOnce(context.Background()); n != 1 {
		t.Fatalf("%d reminders half way", n)
	}
	if txt := box.lastText(); !strings.Contains(txt, "U1") || !strings.Contains(txt, "U2") {
		t.Fatalf("reminder %q", txt)
	}
	before := len(f.game().Log)
	f.now = f.now.Add(time.Hour)
	f.b.RemindOnce(context.Background())
	after := f.game()
	if len(after.Log) <= before {
		t.Fatalf("no stand-in acted: %d entries", len(after.Log))
	}
	if !strings.Contains(strings.Join(box.texts, "\n"), "Time is up") {
		t.Fatalf("texts: %v", box.texts)
	}
}

// TestCardsBoardsHideCards: the group's board and each player's private
// board are drawn from what their viewer may know alone. In a game played
// at random, at every few steps the group's board (caption, buttons,
// picture, ping) is drawn again on a state cards.Sample deals from the
// table's view (other hands, unrevealed rows, the deck and the islands to
// come drawn anew) and found the same; each seat's private board likewise
// on a sample of that seat's own view.
func TestCardsBoardsHideCards(t *testing.T) {
	f := newFixture(t)
	face := cardsFace{}
	seats := []storage.Seat{{Crew: "p1", UserID: "1", Name: "Ann"}, {Crew: "p2", UserID: "2", Name: "Bob"}, {Crew: "p3", UserID: "3", Name: "Cat"}}
	rec := &storage.Game{Key: "tg:-100", ID: "g1", Status: storage.StatusActive,
		Setup: storage.Setup{Game: cardsID, Crews: []string{"p1", "p2", "p3"}, Seats: seats, Seed: 7, Variants: []string{"islands=4"}}}
	m, err := replayMatch(rec.Setup, nil)
	if err != nil {
		t.Fatal(err)
	}
	rules := m.Game()
	like := func(s cards.State) *game {
		b, err := cards.Rules{}.Marshal(&s)
		if err != nil {
			t.Fatal(err)
		}
		m2, err := rules.Restore(b)
		if err != nil {
			t.Fatal(err)
		}
		return &game{rec: rec, m: m2}
	}
	same := func(what string, a, b Board) {
		t.Helper()
		if a.Caption != b.Caption || a.Alt != b.Alt || !bytes.Equal(a.PNG, b.PNG) || fmt.Sprint(a.Buttons) != fmt.Sprint(b.Buttons) || fmt.Sprint(a.Ping) != fmt.Sprint(b.Ping) {
			t.Fatalf("%s depends on hidden cards:\n%q\n%q", what, a.Caption, b.Caption)
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for step := 0; step < 2000; step++ {
		acting := m.Acting()
		if len(acting) == 0 {
			break
		}
		seat := acting[r.IntN(len(acting))]
		legal := m.LegalFor(seat)
		entry := "@" + seat + " " + legal[r.IntN(len(legal))]
		evs, err := m.Play(entry)
		if err != nil {
			t.Fatal(err)
		}
		rec.Log = append(rec.Log, entry)
		if step%3 != 0 {
			continue
		}
		g := &game{rec: rec, m: m}
		s := cardsState(m)
		v := cards.ViewFor(s, cards.Spectator)
		same("the group's board", face.board(f.b, "en", g, evs, "", true), face.board(f.b, "en", like(cards.Sample(&v, uint64(step))), evs, "", true))
		for k, name := range []string{"p1", "p2", "p3"} {
			vk := cards.ViewFor(s, uint8(k))
			same(name+"'s private board", face.handBoard(f.b, "ru", g, name), face.handBoard(f.b, "ru", like(cards.Sample(&vk, uint64(step+k))), name))
		}
		checked++
	}
	if _, over := m.ToAct(); !over || checked < 20 {
		t.Fatalf("the game did not end (or too few checks: %d)", checked)
	}
}

// TestCardsUnreachedPlayerTold: a player the bot cannot write to
// privately (never started it) is told in the group how to open the
// private chat, by the deep link; a player who can be reached is not.
func TestCardsUnreachedPlayerTold(t *testing.T) {
	f := newFixture(t)
	box := newSecretBox()
	box.blocked["2"] = true
	f.b.SetDeepLink(func(p string) string { return "https://t.me/jackalbot?start=" + p })
	handle := func(u User, cmd, a string) {
		f.b.Handle(context.Background(), Request{Chat: f.chat, User: u, Command: cmd, Args: a}, box)
	}
	handle(user("1"), "new", "cards islands=1")
	handle(user("2"), "join", "")
	handle(user("1"), "start", "")
	said := strings.Join(box.texts, "\n")
	if !strings.Contains(said, "U2: I cannot write to you privately") || !strings.Contains(said, "https://t.me/jackalbot?start=g") {
		t.Fatalf("the group was not told how to reach U2: %q", said)
	}
	if strings.Contains(said, "U1: I cannot") {
		t.Fatalf("U1 was reached, yet told: %q", said)
	}
	b := box.lastBoard()
	if btn := flatten(b.Buttons); len(btn) != 1 || !strings.HasPrefix(btn[0].URL, "https://t.me/jackalbot?start=g") || btn[0].Data != "" {
		t.Fatalf("the group board's buttons: %+v", b.Buttons)
	}
}

// TestCardsResignAndBoard: a player who resigns a game of three is
// replaced by a computer, which plans for them at once; /board posts the
// group's board again with its hand button, and /undo is refused.
func TestCardsResignAndBoard(t *testing.T) {
	f, box := cardsFixture(t, "islands=2", 3)
	handle := func(u User, cmd, a string) {
		f.b.Handle(context.Background(), Request{Chat: f.chat, User: u, Command: cmd, Args: a}, box)
	}
	before := len(f.game().Log)
	texts := len(box.texts)
	handle(user("3"), "resign", "")
	if said := strings.Join(box.texts[texts:], "\n"); !strings.Contains(said, "Resigned: Player 3 — U3. A computer plays on in their place.") {
		t.Fatalf("the resignation told: %q", said)
	}
	g := f.game()
	if s := g.Setup.Seats[2]; s.AI == "" {
		t.Fatalf("p3 still a human's after resigning: %+v", s)
	}
	if len(g.Log) == before {
		t.Fatal("the computer that took p3 did not plan")
	}
	for _, e := range g.Log[before:] {
		if !strings.HasPrefix(e, "@p3 ") {
			t.Fatalf("a computer's entry for another seat: %q", e)
		}
	}
	boards := len(box.boards)
	handle(user("1"), "board", "")
	if len(box.boards) != boards+1 || len(flatten(box.lastBoard().Buttons)) != 1 {
		t.Fatalf("/board: %d boards, buttons %+v", len(box.boards)-boards, box.lastBoard().Buttons)
	}
	handle(user("1"), "undo", "")
	if a := box.lastAnswer(); !strings.Contains(a, "no undo") {
		t.Fatalf("/undo answered %q", a)
	}
}

// TestCardsStaleHand: a button of a private board made before the seat's
// last action is refused as out of date; the others' actions leave it
// valid.
func TestCardsStaleHand(t *testing.T) {
	f, box := cardsFixture(t, "islands=1", 2)
	old, _, _ := box.lastSecret("1")
	other, _, _ := box.lastSecret("2")
	pressSecret(f, box, user("2"), flatten(other.Buttons)[0].Data) // p2 lays a card
	n := len(f.game().Log)
	pressSecret(f, box, user("1"), flatten(old.Buttons)[0].Data) // still valid: p1's own count
	if len(f.game().Log) != n+1 {
		t.Fatalf("p1's press after p2's was not played: %v", box.answers)
	}
	f.b.Handle(context.Background(), Request{Chat: Chat{Key: "tg:1", Platform: PlatformTelegram, ID: "1", Private: true},
		User: user("1"), Button: flatten(old.Buttons)[0].Data}, box)
	if len(f.game().Log) != n+1 || !strings.Contains(box.lastAnswer(), "out of date") {
		t.Fatalf("an old button was played again (%d entries) or answered %q", len(f.game().Log), box.lastAnswer())
	}
}

// TestCardsHistoryHidesPlans: /history in the group never shows a card
// laid in secret or taken back, before the reveal or after it (a card
// taken back may still be in the hand); what all may see (a row
// confirmed) is told as its seat's, numbered in order.
func TestCardsHistoryHidesPlans(t *testing.T) {
	f, box := cardsFixture(t, "islands=2", 2)
	press := func(u User, prefix string) {
		t.Helper()
		b, _, _ := box.lastSecret(u.ID)
		for _, btn := range flatten(b.Buttons) {
			if d, err := ParseButtonData(btn.Data); err == nil && strings.HasPrefix(d.Arg, "p"+u.ID+":"+prefix) {
				pressSecret(f, box, u, btn.Data)
				return
			}
		}
		t.Fatalf("user %s has no %q button: %q", u.ID, prefix, b.Caption)
	}
	history := func() string {
		t.Helper()
		f.cmd(user("2"), "history", "")
		return box.lastText()
	}
	press(user("1"), "lay ")
	press(user("1"), "undo")
	press(user("1"), "lay ")
	if h := history(); h != "No moves yet." {
		t.Fatalf("history with only secret cards laid: %q", h)
	}
	press(user("1"), "ready")
	press(user("2"), "lay ")
	if h := history(); !strings.Contains(h, "1. Player 1 — "+user("1").Name+": ready") || strings.Contains(h, "2.") {
		t.Fatalf("history after a row confirmed: %q", h)
	}
	press(user("2"), "ready") // the reveal
	log := f.game().Log
	h := history()
	for _, e := range log {
		_, action, _ := strings.Cut(e, " ")
		if strings.HasPrefix(action, "lay ") || action == "undo" {
			if strings.Contains(h, action) {
				t.Fatalf("history after the reveal shows %q: %q", action, h)
			}
		}
	}
	if !strings.Contains(h, "2. Player 2 — "+user("2").Name+": ready") {
		t.Fatalf("history after the reveal: %q (log %q)", h, log)
	}
}

// TestCardsTypedInPrivateChat: in the private chat with the bot, a
// player may type their actions (/move plan …, /move ready) and ask for
// their board again (/board), as their buttons would: checked the same
// way, played as their seat's, the new private board sent to them; a
// user who plays no game there is told there is none.
func TestCardsTypedInPrivateChat(t *testing.T) {
	f, box := cardsFixture(t, "islands=2", 2)
	private := func(id string) Chat { return Chat{Key: "tg:" + id, Platform: PlatformTelegram, ID: id, Private: true} }
	typed := func(id, cmd, args string) {
		t.Helper()
		f.b.Handle(context.Background(), Request{Chat: private(id), User: user(id), Command: cmd, Args: args}, box)
	}
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	hand := cardsState(g.m).Hand[0]
	var held, absent cards.Card = cards.NumKinds, cards.NumKinds
	for c := range cards.Friday {
		switch {
		case hand[c] > 0 && held == cards.NumKinds:
			held = c
		case hand[c] == 0 && absent == cards.NumKinds:
			absent = c
		}
	}
	boards := len(box.secrets["1"])
	typed("1", "move", "lay "+held.String())
	if log := f.game().Log; len(log) != 1 || log[0] != "@p1 lay "+held.String() {
		t.Fatalf("the typed plan: log %q, answers %q", log, box.answers)
	}
	if n := len(box.secrets["1"]); n != boards+1 {
		t.Fatalf("%d private boards sent for a typed plan, want 1", n-boards)
	}
	if b, _, _ := box.lastSecret("1"); !strings.Contains(b.Caption, "Your row: "+cardsn.CardName(narrate.EN, held)) {
		t.Fatalf("the private board after the typed plan: %q", b.Caption)
	}
	typed("1", "move", "plan "+absent.String())
	if log := f.game().Log; len(log) != 1 || !strings.Contains(box.lastAnswer(), "You hold no "+cardsn.CardName(narrate.EN, absent)+".") {
		t.Fatalf("a card not held: log %q, answered %q", log, box.lastAnswer())
	}
	typed("1", "move", "")
	if !strings.Contains(box.lastAnswer(), "/move") {
		t.Fatalf("an empty /move: answered %q", box.lastAnswer())
	}
	boards = len(box.secrets["1"])
	typed("1", "board", "")
	if n := len(box.secrets["1"]); n != boards+1 {
		t.Fatalf("/board in the private chat sent %d boards, want 1", n-boards)
	}
	texts := len(box.texts)
	typed("1", "move", "ready")
	if log := f.game().Log; len(log) != 2 || log[1] != "@p1 ready" {
		t.Fatalf("the typed ready: log %q", log)
	}
	for _, s := range box.texts[texts:] {
		if strings.Contains(s, held.String()) || strings.Contains(s, cardsn.CardName(narrate.EN, held)) {
			t.Fatalf("a text names the card laid: %q", s)
		}
	}
	typed("3", "move", "ready")
	if a := box.lastAnswer(); !strings.Contains(a, "no game in this chat") {
		t.Fatalf("a user with no game typed in private: %q", a)
	}
}

// TestCardsWholePlanTyped: a whole plan typed at once in the private chat
// (plan A B, CARDGAME.md §4) lays its cards in order and confirms the
// row; one with a card the hand lacks, or a word that is no card, plays
// nothing of it and says why.
func TestCardsWholePlanTyped(t *testing.T) {
	f, box := cardsFixture(t, "islands=2", 2)
	private := Chat{Key: "tg:1", Platform: PlatformTelegram, ID: "1", Private: true}
	typed := func(args string) {
		t.Helper()
		f.b.Handle(context.Background(), Request{Chat: private, User: user("1"), Command: "move", Args: args}, box)
	}
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	hand := cardsState(g.m).Hand[0]
	var row []string
	absent := ""
	for c := cards.ArrowNE; c < cards.Friday; c++ {
		if c.IsFlag() {
			continue
		}
		if hand[c] > 0 && len(row) < 2 {
			row = append(row, c.String())
		} else if hand[c] == 0 && absent == "" {
			absent = c.String()
		}
	}
	if len(row) < 2 || absent == "" {
		t.Fatalf("the deal has no two step cards and one missing: %v", hand)
	}
	for _, bad := range []struct{ args, says string }{
		{"plan " + row[0] + " " + absent, "You hold no "},
		{"plan " + row[0] + " parrot", "did not understand"},
	} {
		typed(bad.args)
		if log := f.game().Log; len(log) != 0 || !strings.Contains(box.lastAnswer(), bad.says) {
			t.Fatalf("%q: log %q, answered %q", bad.args, log, box.lastAnswer())
		}
	}
	typed("plan " + strings.Join(row, " "))
	want := []string{"@p1 lay " + row[0], "@p1 lay " + row[1], "@p1 ready"}
	if log := f.game().Log; !slices.Equal(log, want) {
		t.Fatalf("the whole plan: log %q, want %q (answers %q)", log, want, box.answers)
	}
	// CARDGAME.md §4: `plan horse` is a whole plan of one card.
	typed2 := func(args string) {
		private2 := Chat{Key: "tg:2", Platform: PlatformTelegram, ID: "2", Private: true}
		f.b.Handle(context.Background(), Request{Chat: private2, User: user("2"), Command: "move", Args: args}, box)
	}
	// typed after a card laid, the plan is the whole row: that card is
	// taken back first
	hand2 := cardsState(g.m).Hand[1]
	var two []string
	for c := cards.ArrowNE; c < cards.Friday && len(two) < 2; c++ {
		if hand2[c] > 0 && !c.IsFlag() {
			two = append(two, c.String())
		}
	}
	if len(two) < 2 {
		t.Fatalf("p2's deal has no two step cards: %v", hand2)
	}
	typed2("lay " + two[0])
	typed2("plan " + two[1])
	if log := f.game().Log; !slices.Equal(log[len(want):], []string{"@p2 lay " + two[0], "@p2 undo", "@p2 lay " + two[1], "@p2 ready"}) {
		t.Fatalf("a plan of one card over a card laid: log %q (answers %q)", log, box.answers)
	}
}

// TestHistoryNameOnce: /history names a seat's player beside the seat,
// but once when the player bears the seat's name (the terminal's
// "Player 1").
func TestHistoryNameOnce(t *testing.T) {
	f, _ := cardsFixture(t, "islands=2", 2)
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	if got := g.seatAndPlayer("en", "p1"); got != "Player 1 — U1" {
		t.Fatalf("p1 played by U1: %q", got)
	}
	g.rec.Setup.Seats[0].Name = "player 1"
	if got := g.seatAndPlayer("en", "p1"); got != "Player 1" {
		t.Fatalf("p1 played by \"player 1\": %q", got)
	}
	// a computer is named as the game's other texts name it
	g.rec.Setup.Seats[1].AI, g.rec.Setup.Seats[1].Name = "easy", ""
	if got, want := g.seatAndPlayer("en", g.rec.Setup.Seats[1].Crew), "Computer 2 (easy)"; got != want {
		t.Fatalf("a computer's seat: %q, want %q", got, want)
	}
}

// TestCardsUndoTyped: /undo (the terminal's "undo", «отмена») where the
// player plans unseen takes back the last card laid, as the undo button
// does; with an empty row it says there is nothing to take back; in the
// group it says how a card is taken back, and changes nothing. An empty
// /move in the group points to the private board (its examples would
// name cards).
func TestCardsUndoTyped(t *testing.T) {
	f, box := cardsFixture(t, "islands=2", 2)
	private := Chat{Key: "tg:1", Platform: PlatformTelegram, ID: "1", Private: true}
	typed := func(chat Chat, cmd, args string) {
		t.Helper()
		f.b.Handle(context.Background(), Request{Chat: chat, User: user("1"), Command: cmd, Args: args}, box)
	}
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	hand := cardsState(g.m).Hand[0]
	held := cards.NumKinds
	for c := range cards.Friday {
		if hand[c] > 0 && held == cards.NumKinds {
			held = c
		}
	}
	typed(f.chat, "move", "")
	if a := box.lastAnswer(); !strings.Contains(a, "Plans are secret") || strings.Contains(a, "horse") {
		t.Fatalf("an empty /move in the group: %q, want the way to the private board and no card named", a)
	}
	typed(private, "move", "lay "+held.String())
	typed(f.chat, "undo", "")
	if log := f.game().Log; len(log) != 1 || !strings.Contains(box.lastAnswer(), "This game has no undo") {
		t.Fatalf("/undo in the group: log %q, answered %q", log, box.lastAnswer())
	}
	typed(private, "undo", "")
	if log := f.game().Log; !slices.Equal(log, []string{"@p1 lay " + held.String(), "@p1 undo"}) {
		t.Fatalf("/undo in private: log %q, answers %q", log, box.answers)
	}
	if n := cardsState(mustMatch(t, f)).RowN[0]; n != 0 {
		t.Fatalf("the row holds %d cards after /undo", n)
	}
	typed(private, "undo", "")
	if log := f.game().Log; len(log) != 2 || !strings.Contains(box.lastAnswer(), "nothing to take back") {
		t.Fatalf("/undo with an empty row: log %q, answered %q", log, box.lastAnswer())
	}
}

// mustMatch is the fixture's stored game as a match.
func mustMatch(t *testing.T, f *fixture) gm.Match {
	t.Helper()
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	return g.m
}

// chatBox records the chat each text is sent to.
type chatBox struct {
	*secretBox
	sent []string // "chat key: text"
}

func (b *chatBox) SendText(ctx context.Context, chat Chat, text string, rows [][]Button) (MessageRef, error) {
	b.sent = append(b.sent, chat.Key+": "+text)
	return b.secretBox.SendText(ctx, chat, text, rows)
}

// TestCardsStatusInPrivateChat: /status, /history and /rules typed in the
// private chat where a player plans tell that game's status, history and
// rules there, not in the group, and not classic's rules.
func TestCardsStatusInPrivateChat(t *testing.T) {
	f, box := cardsFixture(t, "islands=2", 2)
	cb := &chatBox{secretBox: box}
	private := Chat{Key: "tg:1", Platform: PlatformTelegram, ID: "1", Private: true}
	hand := cardsState(mustMatch(t, f)).Hand[0]
	for c := range cards.Friday {
		if hand[c] > 0 {
			f.b.Handle(context.Background(), Request{Chat: private, User: user("1"), Command: "move", Args: "lay " + c.String()}, box)
			f.b.Handle(context.Background(), Request{Chat: private, User: user("1"), Command: "move", Args: "ready"}, box)
			break
		}
	}
	for _, tc := range []struct{ cmd, args, want string }{
		{"status", "", "Island 1 of 2"},
		{"history", "", "Player 1 — U1: ready"},
		{"rules", "", "Tortuga"},
		{"rules", "archipirata", "Archipirata"},
	} {
		cb.sent = nil
		f.b.Handle(context.Background(), Request{Chat: private, User: user("1"), Command: tc.cmd, Args: tc.args}, cb)
		if len(cb.sent) == 0 {
			t.Fatalf("/%s %s in private: nothing sent (answers %q)", tc.cmd, tc.args, box.answers)
		}
		for _, s := range cb.sent {
			if !strings.HasPrefix(s, private.Key+": ") {
				t.Fatalf("/%s %s in private sent elsewhere: %q", tc.cmd, tc.args, s)
			}
		}
		if all := strings.Join(cb.sent, "\n"); !strings.Contains(all, tc.want) {
			t.Fatalf("/%s %s in private: %q, want %q in it", tc.cmd, tc.args, all, tc.want)
		}
	}
}

// TestCardsCompletePlan: /move's autocomplete, unseen, offers a player
// the whole plans of their own hand going on from what they typed (the
// CARDGAME.md §4 form, `plan arrow-ew horse`), and nothing seen by others.
func TestCardsCompletePlan(t *testing.T) {
	f, _ := cardsFixture(t, "islands=2", 2)
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	st := cardsState(g.m)
	complete := func(u User, args string, unseen bool) []string {
		return f.b.Complete(context.Background(), Request{Chat: f.chat, User: u, Command: "move", Args: args, Unseen: unseen}, 25)
	}
	for seat, u := range []User{user("1"), user("2")} {
		first := ""
		for c := cards.ArrowNE; c < cards.Friday; c++ {
			if st.Hand[seat][c] > 0 && !c.IsFlag() {
				first = c.String()
				break
			}
		}
		if first == "" {
			t.Fatalf("p%d's deal has no step card: %v", seat+1, st.Hand[seat])
		}
		got := complete(u, "plan "+first, true)
		want := cards.CompletePlan(st, uint8(seat), "plan "+first)
		if len(got) == 0 || !slices.Equal(got, want) {
			t.Errorf("p%d, plan %s: %q, want %q", seat+1, first, got, want)
		}
		for _, s := range got {
			if _, err := cardsPlanOf(st, uint8(seat), s); err != nil {
				t.Errorf("p%d: %q is no plan of the hand: %v", seat+1, s, err)
			}
		}
		if got := complete(u, "plan "+first, false); got != nil {
			t.Errorf("p%d, seen by others: %q", seat+1, got)
		}
	}
	if got := complete(user("1"), "pl", true); len(got) == 0 || !strings.HasPrefix(got[0], "plan ") {
		t.Errorf("pl: %q", got)
	}
	if got := complete(user("9"), "plan", true); got != nil {
		t.Errorf("a user with no seat: %q", got)
	}
}

// cardsPlanOf plays the whole plan text for seat on a copy of s, as the
// bot splits it, and reports the first action refused.
func cardsPlanOf(s *cards.State, seat uint8, text string) (cards.State, error) {
	t := *s
	for _, a := range cards.SplitPlan(text, cards.Laid(&t, seat)) {
		act, err := cards.Parse(a)
		if err == nil {
			err = cards.ApplyFor(&t, seat, act, nil)
		}
		if err != nil {
			return t, fmt.Errorf("%s: %w", a, err)
		}
	}
	return t, nil
}
