package bot

// The robustness test's rig: a bot on a store, its outbox, and the
// checks made after every request (robust_test.go).

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot/campaign"
	"github.com/jackalbot/jackal/bot/internal/leakcheck"
	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// runRobust runs case tc, its choices made by data first; fuzz skips the
// failures known not to be the bot's.
func runRobust(t *testing.T, tc robustCase, data []byte, fuzz bool) {
	x := newRobustRig(t, tc, data, fuzz, nil)
	x.setup()
	x.checkAfter(Request{Command: "(set-up)"}, false)
	steps := tc.steps
	if steps == 0 {
		steps = robustSteps
	}
	for x.step = 0; x.step < steps; x.step++ {
		if len(data) > 0 && len(x.src.data) == 0 {
			break // a fuzzer's sequence ends with its bytes
		}
		x.once()
		if x.step%50 == 49 {
			x.checkStore()
		}
	}
	x.checkStore()
	x.report()
}

// newRobustRig makes the rig of case tc, its choices made by data first,
// and opens its bot (closed when the test ends); people, when set, names
// the players and the others instead of robustPeople. The game is not set
// up yet (setup).
func newRobustRig(t *testing.T, tc robustCase, data []byte, fuzz bool, people func(robustCase) ([]User, []User)) *robustRig {
	x := &robustRig{t: t, tc: tc, src: &robustSrc{data: slices.Clone(data), r: rand.New(rand.NewPCG(tc.seed, 0x6a61636b616c))},
		log: &robustLog{}, now: time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC),
		lastID: map[string]string{}, lastLog: map[string][]string{}}
	x.fuzz = fuzz
	x.path = t.TempDir() + "/robust.db"
	switch tc.chat {
	case "group":
		x.chat = Chat{Key: "tg:-100", Platform: PlatformTelegram, ID: "-100", Title: "pirates"}
		if tc.kind == "puzzle" {
			// a puzzle is dealt in a private chat or a forum topic
			x.chat = Chat{Key: "tg:-100:7", Platform: PlatformTelegram, ID: "-100", Thread: "7", Title: "pirates"}
		}
	case "private":
		x.chat = robustPrivate("1")
	case "terminal":
		x.chat = Chat{Key: "term:local", Platform: PlatformTerminal, ID: "local"}
	}
	x.box = newRobustBox(x.chat.Platform)
	x.box.terminal = x.chat
	x.box.shared = tc.chat == "terminal"
	x.out = x.box
	if tc.chat == "terminal" {
		x.out = robustFileBox{x.box}
	}
	if people == nil {
		people = robustPeople
	}
	x.players, x.others = people(tc)
	x.keys = []string{x.chat.Key}
	for _, u := range append(slices.Clone(x.players), x.others...) {
		if k := robustPrivate(u.ID).Key; !slices.Contains(x.keys, k) && x.chat.Platform == PlatformTelegram {
			x.keys = append(x.keys, k)
		}
	}
	x.open()
	t.Cleanup(func() {
		x.b.Close()
		x.store.Close()
	})
	return x
}

// report logs how far the case got: the games it played and how they
// ended, the actions stored, what the bot said.
func (x *robustRig) report() {
	all, _ := x.store.ListArchived()
	ended, actions := map[string]int{}, 0
	for _, s := range all {
		if rec, err := x.store.Archived(s.ID); err == nil {
			ended[string(rec.Status)]++
			actions += len(rec.Log)
		}
	}
	for _, key := range x.keys {
		if rec, err := x.store.Get(storage.Key(key)); err == nil {
			ended["still "+string(rec.Status)]++
			actions += len(rec.Log)
		}
	}
	kinds := map[string]int{}
	x.box.mu.Lock()
	for _, o := range x.box.outs {
		if !strings.HasSuffix(o.kind, "button") {
			kinds[o.kind]++
		}
	}
	x.box.mu.Unlock()
	x.t.Logf("%d requests: games %v, %d actions stored; shown %v", x.served, ended, actions, kinds)
}

// robustPeople are a case's players and the others who write in its chat.
func robustPeople(tc robustCase) (players, others []User) {
	u := func(id, lang string) User { return User{ID: id, Name: "U" + id, Lang: lang} }
	switch {
	case tc.chat == "terminal":
		players = []User{{ID: "p1", Name: "Player 1"}, {ID: "p2", Name: "Player 2"}, {ID: "p3", Name: "Player 3"}}
		if tc.kind != "cards" {
			players = players[:2]
		}
		if tc.kind == "puzzle" {
			players = players[:1]
		}
		return players, nil // the terminal has no one else
	case tc.chat == "private" || tc.kind == "puzzle":
		return []User{u("1", "")}, []User{u("8", "ru"), u(robustBlocked, "")}
	}
	players = []User{u("1", ""), u("2", "ru-RU"), u("3", "")}
	switch tc.kind {
	case "cards":
	case "archipirata-adv":
		players = append(players, u("4", ""))
	default:
		players = players[:2]
	}
	return players, []User{u("8", "ru"), u(robustBlocked, "")}
}

// open starts a bot on the case's store.
func (x *robustRig) open() {
	st, err := storage.Open(x.path, storage.Options{Now: func() time.Time { return x.now }})
	if err != nil {
		x.t.Fatal(err)
	}
	x.store = st
	b, err := New(Config{Store: st, Now: func() time.Time { return x.now },
		Seed:      func() uint64 { x.seeds++; return x.tc.seed*1000 + x.seeds },
		BoardSize: 128, AIBudget: 10 * time.Millisecond, Log: slog.New(x.log)})
	if err != nil {
		x.t.Fatal(err)
	}
	x.b = b
	b.Attach(x.chat.Platform, x.out)
}

// restart stops the bot and starts a new one on the same file.
func (x *robustRig) restart() {
	x.b.Close()
	x.store.Close()
	x.open()
}

// setup opens the case's game the way the other tests do: a lobby, the
// players seated, the start.
func (x *robustRig) setup() {
	p := x.players
	cmd := func(u User, c, a string) { x.send(Request{Chat: x.chat, User: u, Command: c, Args: a}) }
	join := func(args ...string) {
		for i, u := range p[1:] {
			colour := ""
			if i < len(args) {
				colour = args[i]
			}
			cmd(u, "join", colour)
		}
	}
	if x.tc.kind == "draft" {
		// an Archipelago campaign whose first game is ended at once: its
		// ability draft is under way
		cmd(p[0], "campaign", "new archipelago islands=3 duel"+map[bool]string{true: " ai:easy"}[len(p) == 1])
		join("black")
		cmd(p[0], "start", "")
		for _, u := range p {
			cmd(u, "end", "")
		}
		if len(p) == 1 {
			cmd(p[0], "end", "") // confirmed
		}
		// a draw drafts nothing: the draft a won game would start is
		// opened as draftFixture opens it, then posted (/campaign)
		cp, err := x.store.ActiveCampaign(storage.Key(x.chat.Key))
		if err != nil {
			return // the set-up was refused: another comes when the chat is free
		}
		var order []string
		for _, pl := range cp.Players {
			order = append(order, pl.ID)
		}
		if _, err := x.store.UpdateCampaign(cp.ID, storage.AnyVersion, func(c *storage.Campaign) error {
			c.Draft = &storage.Draft{Offered: []string{"strongman", "scout", "swimmer", "lookout"}, Order: order}
			c.Deadline, c.Reminded = x.now.Add(campaignDeadline), false
			return nil
		}); err != nil {
			x.t.Fatal(err)
		}
		cmd(p[0], "campaign", "")
		return
	}
	if x.tc.chat == "private" {
		// one player against computers
		args := map[string]string{"classic": "duel ai:easy", "archipelago": "archipelago ai:easy", "archipirata": "archipirata ai:easy",
			"archipirata-adv": "archipirata advanced ai:hard", "cards": "cards islands=2 ai:easy ai:hard"}
		switch x.tc.kind {
		case "campaign":
			cmd(p[0], "campaign", "new classic games=2 duel ai:easy")
		case "puzzle":
			cmd(p[0], "puzzle", "3")
			return
		default:
			cmd(p[0], "new", args[x.tc.kind])
		}
		cmd(p[0], "start", "")
		return
	}
	switch x.tc.kind {
	case "classic":
		cmd(p[0], "new", "duel")
		join("black")
	case "archipelago":
		cmd(p[0], "new", "archipelago island=ring")
		join("black")
	case "archipirata":
		cmd(p[0], "new", "archipirata")
		join("white")
	case "archipirata-adv":
		if len(p) == 4 {
			cmd(p[0], "new", "archipirata 4 advanced")
			join("white", "red2", "white2")
		} else {
			cmd(p[0], "new", "archipirata advanced")
			join("white")
		}
	case "cards":
		cmd(p[0], "new", "cards islands=2")
		join()
	case "campaign":
		if x.tc.chat == "terminal" {
			cmd(p[0], "campaign", "new archipelago islands=2")
		} else {
			cmd(p[0], "campaign", "new archipirata")
		}
		join("white")
	case "puzzle":
		cmd(p[0], "puzzle", "3")
		return
	}
	cmd(p[0], "start", "")
}

// send serves one request and checks what follows it.
func (x *robustRig) send(req Request) {
	if req.Chat.Platform == PlatformTerminal {
		req.IsAdmin = true // the terminal's players administer it, as its front end says
	}
	x.serve(req, func() { x.b.Handle(context.Background(), req, x.out) })
}

// serve runs fn, the work of req, and checks after it.
func (x *robustRig) serve(req Request, fn func()) {
	x.t.Helper()
	if len(x.trail) > 60 {
		x.trail = x.trail[1:]
	}
	x.trail = append(x.trail, robustDescribe(req))
	x.served++
	repeat := req.UpdateID != "" && slices.ContainsFunc(x.sent, func(r Request) bool { return r.UpdateID == req.UpdateID })
	if req.UpdateID != "" && !repeat {
		x.sent = append(x.sent, req)
	}
	x.box.mu.Lock()
	before := len(x.box.outs)
	x.box.mu.Unlock()
	done := make(chan any, 1)
	go func() {
		defer func() {
			// Handle recovers its own panics; this catches those of the
			// work outside it (timers, completions)
			done <- recover()
		}()
		fn()
	}()
	// Assertion: a request returns, and the work it leaves to the
	// background ends. Trips on a deadlock: a chat's lock taken twice by
	// one request (enterSecretGame locking the chat the request holds).
	select {
	case r := <-done:
		if r == errRobustFatal {
			panic(r) // TestRobustAssertionsTrip's failure
		}
		if r != nil {
			x.fail("panic: %v", r)
		}
	case <-time.After(robustPatience):
		x.fail("%s did not return in %v (a deadlock?)", robustDescribe(req), robustPatience)
	}
	x.idle(req)
	x.box.mu.Lock()
	outs := slices.Clone(x.box.outs[before:])
	x.box.mu.Unlock()
	x.checkOutputs(req, outs, repeat)
	x.checkAfter(req, true)
}

// robustLoop is how many actions the computers may play by themselves
// after one request before the test calls it a game that never ends.
const robustLoop = 3000

// idle waits for the work req left to the background (the computers
// playing on by themselves) to end.
func (x *robustRig) idle(req Request) {
	x.t.Helper()
	logLen := func() int {
		if rec, err := x.store.Get(storage.Key(x.chat.Key)); err == nil {
			return len(rec.Log)
		}
		return 0
	}
	start, deadline := logLen(), time.Now().Add(robustPatience)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		x.b.Idle(ctx)
		late := ctx.Err() != nil
		cancel()
		if !late {
			return
		}
		rec, err := x.store.Get(storage.Key(x.chat.Key))
		if err == nil && len(rec.Log)-start > robustLoop {
			// A classic game's stall rule counts a coin carried as
			// progress, so a computer carrying one back and forth while
			// the human's crews cannot act would play on for ever; the
			// computers pause after Config.AIAlone actions alone
			// (aloneRuns), so running on past that is the bot's fault.
			x.b.Close() // stops them
			last := rec.Log[len(rec.Log)-6:]
			x.fail("the computers play on for ever: %d actions after %s, the last %q", len(rec.Log)-start, robustDescribe(req), last)
		}
		if time.Now().After(deadline) {
			if d := os.Getenv("JACKAL_ROBUST_DUMP"); d != "" && err == nil {
				b, _ := json.Marshal(rec)
				_ = os.WriteFile(d, b, 0o644)
			}
			x.fail("the background work after %s did not end in %v", robustDescribe(req), robustPatience)
		}
	}
}

func robustDescribe(req Request) string {
	s := fmt.Sprintf("%s %s", req.Chat.Key, req.User.ID)
	if req.Button != "" {
		s += fmt.Sprintf(" press %q", req.Button)
	} else {
		s += fmt.Sprintf(" /%s %q", req.Command, robustClip(req.Args, 80))
	}
	if req.UpdateID != "" {
		s += " update " + req.UpdateID
	}
	return s
}

func robustClip(s string, n int) string {
	if len(s) > n {
		return s[:n] + fmt.Sprintf("…(%d bytes)", len(s))
	}
	return s
}

// fail stops the case with what went wrong and the requests before it.
func (x *robustRig) fail(format string, args ...any) {
	x.t.Helper()
	x.t.Fatalf("%s, step %d: %s\nthe last requests:\n  %s", x.tc.name(), x.step, fmt.Sprintf(format, args...), strings.Join(x.trail, "\n  "))
}

// checkOutputs checks the texts a request made the bot show.
func (x *robustRig) checkOutputs(req Request, outs []robustOut, repeat bool) {
	x.t.Helper()
	input := req.Command + " " + req.Args + " " + req.Button + " " + x.echo
	shown := 0
	for _, o := range outs {
		if x.strict {
			x.checkClean(o)
		}
		// Assertion: every answer, text, caption and label says something.
		// Trips when a text id is out of range (tr returns ""), e.g.
		// c.answer(tr(c.lang, numTexts)) injected into a refusal.
		if strings.TrimSpace(o.text) == "" {
			x.fail("an empty %s among %q", o.kind, outs)
		}
		// Assertion: no raw Go error or formatting slip reaches a user
		// (unless the user typed it). Trips when a refusal is written as
		// c.answer(err.Error()) for a store error, or fmt verbs and
		// arguments disagree (tr(lang, txtNoColour, colour) with one
		// argument: "%!s(MISSING)").
		// (leakcheck: a fmt verb gone wrong, a nil, a Go error's
		// internals, the panic's apology)
		if bad := leakcheck.Raw(o.text, input, robustSentinels...); bad != "" {
			x.fail("the %s %q holds %q", o.kind, robustClip(o.text, 300), bad)
		}
		if !utf8.ValidString(o.text) && utf8.ValidString(input) {
			x.fail("the %s %q is not UTF-8", o.kind, robustClip(o.text, 300))
		}
		if !strings.HasSuffix(o.kind, "button") {
			shown++
		}
	}
	// Assertion: a request (not a repeated delivery, which is answered
	// silently) is answered. Trips when a refusal path returns without a
	// word, e.g. deleting the c.answer(tr(c.lang, txtBadButton)) of press.
	if shown == 0 && !repeat && req.Command != "(tick)" && req.Command != "(complete)" && req.Command != "(restart)" {
		x.fail("no answer to %s", robustDescribe(req))
	}
	// Assertion: no panic was recovered, nothing failed on the way, no
	// warning. Trips on any panic in a request (a nil map write injected
	// into cmdStatus: Handle's recover logs "request failed" with the
	// panic), on c.fail (a store error: "request"), on a computer's action
	// refused, on a board the platform did not take.
	for _, r := range x.log.take() {
		x.fail("logged: %s", r)
	}
}

// robustSentinels are the messages of the errors the bot's packages
// return, which a user must never read (leakcheck.Raw's extra marks): an
// answer made of err.Error() shows one ("That cannot be taken: storage:
// update campaign …: campaign: ability not offered").
var robustSentinels = func() []string {
	var out []string
	for _, err := range []error{campaign.ErrBadCampaign, campaign.ErrNotYourPick, campaign.ErrTaken, campaign.ErrNoSuchAbility,
		campaign.ErrBadPirate, campaign.ErrBadName, campaign.ErrDraftOver, errDraftOver, ErrNoStore, ErrStaleButton,
		ErrNoLiveGame, ErrNotAttached, ErrBeforeBase, ErrBadButtonData, storage.ErrStale, storage.ErrInvalid,
		storage.ErrPanicked, storage.ErrClosed, storage.ErrRulesChanged, gm.ErrUnknownSeat, gm.ErrNoAction, gm.ErrNotActing,
		gm.ErrUnknownLevel} {
		out = append(out, err.Error())
	}
	return out
}()

// checkAfter checks the store after a request: every chat's game loads,
// rebuilds from its log to its snapshot and is consistent; a game's log
// changes only by actions added (or an undo cutting its end); a game
// gone from its chat is in the archive.
func (x *robustRig) checkAfter(req Request, compare bool) {
	x.t.Helper()
	for _, key := range x.keys {
		rec, err := x.store.Get(storage.Key(key))
		if err != nil && !isNotFound(err) {
			x.fail("get %s: %v", key, err)
		}
		if prev := x.lastID[key]; prev != "" && compare && (err != nil || rec.ID != prev) {
			// Assertion: a game that leaves its chat is archived, with its
			// log. Trips when a game is deleted rather than finished (Abort
			// replaced by a Delete), or its archived log is another.
			old, aerr := x.store.Archived(prev)
			if aerr != nil {
				x.fail("game %s of %s left the chat and is not archived: %v", prev, key, aerr)
			}
			if old.Status != storage.StatusFinished && old.Status != storage.StatusAborted {
				x.fail("game %s archived as %q", prev, old.Status)
			}
			if !robustPrefixed(old.Log, x.lastLog[key]) {
				x.fail("game %s archived with the log %q, was %q", prev, old.Log, x.lastLog[key])
			}
		}
		if err != nil {
			x.lastID[key], x.lastLog[key] = "", nil
			continue
		}
		// Assertion: the stored game is what its log gives (what `jackal
		// db check` checks of every game). Trips when a snapshot is stored
		// with an action not logged, e.g. r.Log = append(r.Log,
		// entries[:len(entries)-1]...) in storeAhead.
		for _, p := range storage.CheckGame("active/"+key, rec, Replay) {
			x.fail("store check: %s: %s", p.Where, p.Problem)
		}
		g, err := x.b.loadGame(key)
		if err != nil {
			x.fail("load %s: %v", key, err)
		}
		// Assertion: an active game is one still being played. Trips when
		// an ended game is stored with Update instead of Finish.
		if rec.Status == storage.StatusActive && (g.m == nil || g.over()) {
			x.fail("the active game of %s is over (or has no match)", key)
		}
		if rec.Status != storage.StatusActive && rec.Status != storage.StatusLobby {
			x.fail("%s holds a game %q", key, rec.Status)
		}
		// Assertion: a request changes a game's log only by adding actions
		// or (an undo) cutting its end. Trips when a log entry is
		// rewritten, e.g. r.Log = entries in storeAhead.
		if compare && rec.ID == x.lastID[key] && !robustPrefixed(rec.Log, x.lastLog[key]) {
			x.fail("the log of %s went from %q to %q", key, x.lastLog[key], rec.Log)
		}
		x.lastID[key], x.lastLog[key] = rec.ID, slices.Clone(rec.Log)
	}
}

// robustPatience is how long a request may take before the test calls
// it stuck.
const robustPatience = 30 * time.Second

// robustPrefixed reports whether one of a, b starts the other.
func robustPrefixed(a, b []string) bool {
	n := min(len(a), len(b))
	return slices.Equal(a[:n], b[:n])
}

// checkStore runs `jackal db check`'s checks on the whole store.
func (x *robustRig) checkStore() {
	x.t.Helper()
	// Assertion: the whole store checks clean: games, archive, results,
	// indexes, ratings, campaigns. Trips when a finished game's result is
	// not written (Finish's result dropped) or a campaign records a game
	// twice.
	problems, err := x.store.Check(Replay)
	if err != nil {
		x.fail("store check: %v", err)
	}
	more, err := x.store.CheckCampaigns(Score)
	if err != nil {
		x.fail("campaign check: %v", err)
	}
	for _, p := range append(problems, more...) {
		x.fail("store check: %s: %s", p.Where, p.Problem)
	}
}

// once sends one random request (or does one thing between requests).
func (x *robustRig) once() {
	s := x.src
	if _, err := x.store.Get(storage.Key(x.chat.Key)); isNotFound(err) && s.chance(1, 2) {
		x.setup() // the game ended: another, so that play goes on
		return
	}
	switch n := s.intn(100); {
	case n < 40:
		if req, ok := x.legalPress(); ok {
			x.send(x.stamp(req))
			return
		}
		x.send(x.stamp(x.randomCommand()))
	case n < 48:
		x.send(x.stamp(x.typedLegal()))
	case n < 66:
		x.send(x.stamp(x.randomCommand()))
	case n < 84:
		x.send(x.stamp(x.forgedPress()))
	case n < 88:
		x.privateRequest()
	case n < 91:
		x.tick()
	case n < 93:
		x.redeliver()
	case n < 95:
		x.webPress()
	case n < 98:
		x.complete()
	default:
		if s.chance(1, 3) {
			x.serve(Request{Command: "(restart)"}, x.restart)
		} else {
			x.send(x.stamp(x.randomCommand()))
		}
	}
}

// stamp gives a Telegram request an update id, now and then.
func (x *robustRig) stamp(req Request) Request {
	if req.Chat.Platform == PlatformTelegram && x.src.chance(1, 3) {
		x.updates++
		req.UpdateID = "tg:" + strconv.Itoa(x.updates)
	}
	return req
}

// anyone is a player or, now and then, someone else.
func (x *robustRig) anyone() User {
	if len(x.others) > 0 && x.src.chance(1, 4) {
		return pick(x.src, x.others)
	}
	return pick(x.src, x.players)
}

// recent lists the messages with buttons, newest first (at most n).
func (x *robustRig) recent(n int) []*robustMsg {
	x.box.mu.Lock()
	defer x.box.mu.Unlock()
	var out []*robustMsg
	for i := len(x.box.order) - 1; i >= 0 && len(out) < n; i-- {
		m := *x.box.msgs[x.box.order[i]]
		out = append(out, &m)
	}
	return out
}

// dataButtons are a message's buttons that send data.
func dataButtons(m *robustMsg) []Button {
	var out []Button
	for _, b := range flatten(m.rows) {
		if b.Data != "" {
			out = append(out, b)
		}
	}
	return out
}
