package discord_test

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
	"github.com/jackalbot/jackal/engine/cards"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// maxCardPresses bounds the card game's presses (a 4-island game for
// three takes a few dozen).
const maxCardPresses = 600

// cardTable is a card game played in the table by Alice, Bob and Carol,
// each on their own ephemeral boards: what the test knows of it and what
// it counted.
type cardTable struct {
	t      *testing.T
	r      *rig
	rng    *rand.Rand
	seatOf map[string]string // user → seat
	userOf map[string]string // seat → user
	// tally counts the presses by kind: "hand", "lay", "undo", "ready",
	// "pass", "tortuga", "choice" (a question of the resolution).
	tally map[string]int
	// agent suggests each press: the easy computer player of the game.
	agent gm.SeatPlayer
	// guarded counts the requests others saw while the rows were secret,
	// and own those that named a card to the player pressing: proof that
	// the secrecy check had something to look at.
	guarded, own int
}

// cardsMatch decodes the stored card game.
func (c *cardTable) cardsMatch(rec *storage.Game) (gm.Match, *cards.State) {
	c.t.Helper()
	rules, err := games.Lookup(rec.Setup.Game)
	if err != nil {
		c.t.Fatal(err)
	}
	m, err := rules.Restore(rec.Snapshot)
	if err != nil {
		c.t.Fatalf("restoring the card game: %v", err)
	}
	st, ok := m.State().(*cards.State)
	if !ok {
		c.t.Fatalf("the game %q is not the card game", rec.Setup.Game)
	}
	return m, st
}

// phase is the table's round and whether its rows are still being
// planned (secret, as every card is in the lobby); over once the game is.
func (c *cardTable) phase() (round int, planning, over bool) {
	rec, live := c.r.game()
	if !live {
		return -1, false, true
	}
	if rec.Status == storage.StatusLobby {
		return 0, true, false
	}
	_, st := c.cardsMatch(rec)
	return int(st.Round), st.Phase == cards.PhasePlan, false
}

// checked runs do, an interaction of user (a press or a command), and
// checks every request it made against secrecyLeak.
func (c *cardTable) checked(user string, do func() string) string {
	c.t.Helper()
	from := len(c.r.fake.Requests())
	round, before, _ := c.phase()
	id := do()
	if rec, live := c.r.game(); live {
		for _, s := range rec.Setup.Seats {
			c.seatOf[s.UserID], c.userOf[s.Crew] = s.Crew, s.UserID // seated at the start
		}
	}
	after, planning, _ := c.phase()
	secret := before && planning && round == after
	for _, q := range c.r.fake.Requests()[from:] {
		if bad := secrecyLeak(q, c.seatOf, user, secret); bad != "" {
			c.t.Errorf("request %d (%s %s) during %s's interaction %s: %s", q.Seq, q.Method, q.Path, user, id, bad)
		}
		switch {
		case q.VisibleTo == user && cardWords.MatchString(requestText(q)):
			c.own++
		case secret && q.VisibleTo != user && q.Method != "GET" && len(q.Body) > 0:
			c.guarded++
		}
	}
	return id
}

// seatMoves counts the log entries of seat: the version its private
// board's buttons carry.
func seatMoves(log []string, seat string) int {
	n := 0
	for _, e := range log {
		if strings.HasPrefix(e, "@"+seat+" ") {
			n++
		}
	}
	return n
}

// handBoard is user's newest ephemeral board whose buttons are current
// for their seat, and those buttons.
func (c *cardTable) handBoard(user string, log []string) (discordtest.Message, []control, bool) {
	seat := c.seatOf[user]
	prefix := strconv.Itoa(seatMoves(log, seat)) + ":" + string(bot.VerbSeat) + ":" + seat + ":"
	ms := c.r.fake.VisibleTo(table, user)
	for i := len(ms) - 1; i >= 0; i-- {
		m := ms[i]
		if !m.Ephemeral() {
			continue
		}
		var cs []control
		for _, x := range controls(m) {
			if _, data, _ := strings.Cut(x.data, "/"); strings.HasPrefix(data, prefix) {
				cs = append(cs, x)
			}
		}
		if len(cs) > 0 {
			return m, cs, true
		}
	}
	return discordtest.Message{}, nil, false
}

// groupBoard is the newest public board with the "My hand" button.
func (c *cardTable) groupBoard() (discordtest.Message, control) {
	c.t.Helper()
	boards := c.r.boards()
	for i := len(boards) - 1; i >= 0; i-- {
		if h, ok := find(controls(boards[i]), "", string(bot.VerbHand)); ok {
			return boards[i], h
		}
	}
	c.t.Fatal("no board of the table offers the hand button")
	return discordtest.Message{}, control{}
}

// action is the card game's action a private board's control plays.
func action(x control) string {
	_, a, _ := strings.Cut(x.arg(), ":")
	return a
}

// choose picks the next press of seat among its private board's
// controls: the easy computer's action, but a visit to Tortuga whenever
// one is offered before a card is laid, and now and then a card laid and
// taken back.
func (c *cardTable) choose(m gm.Match, seat string, st *cards.State, cs []control) (control, string) {
	by := map[string][]control{}
	for _, x := range cs {
		by[action(x)] = append(by[action(x)], x)
	}
	want, err := c.agent.ChooseFor(m, seat)
	if err != nil || len(by[want]) == 0 {
		c.t.Fatalf("the computer's choice %q for %s is not on the board (%v): %v", want, seat, err, datas(cs))
	}
	kind, _, _ := strings.Cut(want, " ")
	switch kind {
	case "lay", "undo", "ready", "pass", "tortuga":
	default:
		kind = "choice" // a question of the resolution
	}
	for _, x := range cs {
		a := action(x)
		switch {
		case strings.HasPrefix(a, "tortuga ") && st.RowN[cardsSeat(seat)] == 0:
			return x, "tortuga"
		case a == "undo" && c.rng.IntN(5) == 0:
			return x, "undo"
		}
	}
	return by[want][0], kind
}

// cardsSeat is the number of seat p1…p4.
func cardsSeat(seat string) int {
	for i := range cards.MaxSeats {
		if cards.SeatName(i) == seat {
			return i
		}
	}
	return 0
}

// step plays one press: a player the game waits for, chosen by chance,
// opens their hand from the group's board when they have no current
// private board, then presses one of its buttons.
func (c *cardTable) step() {
	c.t.Helper()
	rec := c.r.mustGame()
	m, st := c.cardsMatch(rec)
	acting := m.Acting()
	if len(acting) == 0 {
		c.t.Fatalf("the game waits for nobody; log %v", rec.Log)
	}
	seat := acting[c.rng.IntN(len(acting))]
	user := c.userOf[seat]
	board, cs, ok := c.handBoard(user, rec.Log)
	if !ok {
		group, hand := c.groupBoard()
		id := c.checked(user, func() string { return c.r.press(user, group.ID, hand) })
		c.tally["hand"]++
		if board, cs, ok = c.handBoard(user, rec.Log); !ok {
			c.t.Fatalf("%s pressed the hand button and got no board to act on; answers %+v", user, c.r.ephemerals(id))
		}
		if len(board.Attachments) != 1 || board.Attachments[0].Filename != "board.png" || board.VisibleTo != user || board.Interaction != id {
			c.t.Fatalf("the hand shown to %s: %+v", user, board)
		}
	}
	x, kind := c.choose(m, seat, st, cs)
	id := c.checked(user, func() string { return c.r.press(user, board.ID, x) })
	c.tally[kind]++
	for _, q := range c.r.fake.RequestsFor(id) {
		if strings.HasPrefix(q.Path, "/webhooks/") && q.VisibleTo != user {
			c.t.Errorf("request %d: the press on %s's ephemeral board showed others: %s", q.Seq, user, q)
		}
	}
	if now, live := c.r.game(); live && seatMoves(now.Log, seat) != seatMoves(rec.Log, seat)+1 {
		c.t.Fatalf("%s's press of %q (%s) was not played: %v", user, x.data, x.label, c.r.ephemerals(c.r.injected[len(c.r.injected)-1]))
	}
	if edited := c.r.message(board.ID); edited.Edits == 0 || len(edited.Attachments) != 1 || !edited.Ephemeral() {
		c.t.Fatalf("the private board pressed was not edited in place, picture and all: %+v", edited)
	}
}

// TestE2ECardsWholeGame plays a 4-island card game for Alice, Bob and
// Carol from /jackal new to its end in one channel: each plans and answers
// on ephemeral boards opened with the group board's "My hand" button,
// building rows tap by tap (undoing now and then), visiting Tortuga, and
// answering the resolution's questions; the reveals and the ending are
// posted in the channel. Bob's forged press of Alice's button is refused.
// Every request of every interaction is checked by secrecyLeak.
func TestE2ECardsWholeGame(t *testing.T) {
	t.Parallel()
	r := newRig(t, 11)
	c := &cardTable{t: t, r: r, rng: rand.New(rand.NewPCG(14, 3)), seatOf: map[string]string{},
		userOf: map[string]string{}, tally: map[string]int{}}
	agent, err := games.Cards.Agent("easy", 5, 20*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	c.agent = agent.(gm.SeatPlayer)
	r.command(alice, "new", map[string]any{"game": "cards", "variant": "islands=4"})
	r.command(bob, "join", nil)
	r.command(carol, "join", nil)
	c.checked(alice, func() string { return r.command(alice, "start", nil) })
	rec := r.mustGame()
	if rec.Status != storage.StatusActive || len(rec.Setup.Seats) != 3 {
		t.Fatalf("the game did not start for three: %s %+v", rec.Status, rec.Setup.Seats)
	}
	id := rec.ID

	// Alice, who started it, sees her hand at once; Bob forges a press of
	// her first button from the group's board.
	_, mine, ok := c.handBoard(alice, rec.Log)
	if !ok {
		t.Fatal("Alice was not shown her hand on /jackal start")
	}
	group, _ := c.groupBoard()
	refused(t, r, "a forged press of Alice's hand", bob, "not your hand", func() string {
		id := r.fake.PressForged(table, group.ID, bob, mine[0].data)
		r.served(id, "Bob's forged press")
		return id
	})

	for presses := 0; ; presses++ {
		if _, _, over := c.phase(); over {
			break
		}
		if presses == maxCardPresses {
			t.Fatalf("no end after %d presses; tally %v", presses, c.tally)
		}
		if presses%5 == 4 {
			// the log as the channel may read it: never a card laid in
			// secret, nor one taken back
			c.checked(bob, func() string { return r.command(bob, "history", nil) })
		}
		c.step()
		if t.Failed() {
			t.FailNow()
		}
	}
	done, err := r.store.Archived(id)
	if err != nil || done.Status != storage.StatusFinished {
		t.Fatalf("the game is not archived finished: %v", err)
	}
	final := r.lastBoard()
	t.Logf("%d entries; presses %v; final board:\n%s", len(done.Log), c.tally, final.Content)
	for _, kind := range []string{"hand", "lay", "undo", "ready", "tortuga", "choice"} {
		if c.tally[kind] == 0 {
			t.Errorf("no %s was pressed: %v", kind, c.tally)
		}
	}
	if n := len(controls(final)); n != 0 || strings.Count(strings.ToLower(final.Content), "game over") != 1 {
		t.Errorf("the final board (%d controls) does not tell the end once: %q", n, final.Content)
	}
	for _, name := range []string{"Alice", "Bob", "Carol"} {
		if !strings.Contains(final.Content, name) {
			t.Errorf("the final board does not name %s", name)
		}
	}
	if c.guarded == 0 || c.own == 0 {
		t.Errorf("the secrecy check saw %d requests to others while rows were secret and %d naming a card to its own player", c.guarded, c.own)
	}
	checkDeferrals(t, r)
	reveals := 0
	for _, b := range r.boards() {
		if cardWords.MatchString(b.Content) {
			reveals++
		}
	}
	if reveals < 3 {
		t.Errorf("%d public boards show a card: the reveals are not posted in the channel", reveals)
	}
	for _, q := range r.fake.Requests() {
		if bad := secrecyLeak(q, c.seatOf, "", false); bad != "" {
			t.Errorf("request %d (%s %s): %s", q.Seq, q.Method, q.Path, bad)
		}
	}
}
