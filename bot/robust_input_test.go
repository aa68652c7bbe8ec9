package bot

// The robustness test's requests: legal presses and typed actions taken
// from what the bot shows, and their mutations (robust_test.go).

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// legalPress is a press of a button the bot shows now, by the player it
// is meant for: the newest boards' mostly.
func (x *robustRig) legalPress() (Request, bool) {
	s := x.src
	msgs := x.recent(8)
	if len(msgs) == 0 {
		return Request{}, false
	}
	var m *robustMsg
	if s.chance(3, 4) {
		// the newest message of each player's, and the table's: in a game
		// played in secret, every player's private board is a newest
		heads := map[string]bool{}
		var cands []*robustMsg
		for _, mm := range msgs {
			if !heads[mm.owner] {
				heads[mm.owner] = true
				cands = append(cands, mm)
			}
		}
		m = pick(s, cands)
	} else {
		m = pick(s, msgs)
	}
	buttons := dataButtons(m)
	if len(buttons) == 0 {
		return Request{}, false
	}
	b := pick(s, buttons)
	if d, err := ParseButtonData(b.Data); err == nil && d.Verb == VerbBack && s.chance(3, 4) {
		b = pick(s, buttons) // back less often: the game moves on
	}
	u := x.anyone()
	switch {
	case m.owner != "":
		u = x.user(m.owner)
	case m.ping != nil:
		u = *m.ping
	}
	chat := m.chat
	if chat.Key == "" {
		chat = x.chat
	}
	return Request{Chat: chat, User: u, Button: b.Data, Message: m.ref}, true
}

// user is the case's user with id.
func (x *robustRig) user(id string) User {
	for _, u := range append(slices.Clone(x.players), x.others...) {
		if u.ID == id {
			return u
		}
	}
	return User{ID: id, Name: "U" + id}
}

// offeredActions are the actions the newest buttons offer, with the user
// they are offered to and where that user would type them.
func (x *robustRig) offeredActions() (acts []string, who []User, where []Chat) {
	for _, m := range x.recent(6) {
		for _, b := range dataButtons(m) {
			d, err := ParseButtonData(b.Data)
			if err != nil {
				continue
			}
			switch d.Verb {
			case VerbAct, VerbConfirm, VerbPick:
				u := x.anyone()
				if m.ping != nil {
					u = *m.ping
				}
				acts, who, where = append(acts, d.Arg), append(who, u), append(where, x.chat)
			case VerbSeat:
				_, a, _ := strings.Cut(d.Arg, ":")
				chat, u := x.chat, x.anyone()
				if m.owner != "" {
					u = x.user(m.owner)
					if x.chat.Platform == PlatformTelegram {
						chat = robustPrivate(m.owner)
					}
				}
				acts, who, where = append(acts, a), append(who, u), append(where, chat)
			}
		}
	}
	return acts, who, where
}

// typedLegal types an action a button offers (now and then mutated), as
// the player it is offered to, where they would type it.
func (x *robustRig) typedLegal() Request {
	s := x.src
	acts, who, where := x.offeredActions()
	if len(acts) == 0 {
		return x.randomCommand()
	}
	i := s.intn(len(acts))
	a := acts[i]
	if s.chance(1, 3) {
		a = x.mutate(a)
	}
	if card, ok := strings.CutPrefix(a, "lay "); ok && s.chance(1, 8) && len(acts) > 1 {
		// a whole plan typed at once (the card game's row): plan A B
		a = "plan " + card + " " + strings.TrimPrefix(pick(s, acts), "lay ")
	}
	u, chat := who[i], where[i]
	if s.chance(1, 6) {
		u = x.anyone()
	}
	cmd := pick(s, []string{"move", "move", "m", "ход"})
	req := Request{Chat: chat, User: u, Command: cmd, Args: a}
	if s.chance(1, 6) {
		// kept to its user, as Discord asks the core and then marks it
		req.Unseen = x.b.Unseen(context.Background(), req)
	}
	return req
}

// robustGarbage are arguments that look like the notation, or like
// nothing.
var robustGarbage = []string{
	"W1 z99", "take 9 cw +rum@9", "plan horse horse horse horse horse horse", "@p2 plan horse", "rum @p9",
	"W1 e5", "W1 e5 +c +g !b", "W1 f6/2", "W1 f6/99", "W9 a0", "ship h1", "ship a1", "place c1", "place z0", "boat f3",
	"bottle W2", "bottle", "revive W2", "give FRI", "give MIS", "stay", "pass", "e6", "ne", "nne", "b3", "z", "-", "+",
	"take 3 cw", "take 3 ccw R W R R R", "take 1 cw +rum@2 +rum@4", "take 0 cw", "take -1 cw", "take 99999999999999999999 cw",
	"take 3 cw +rum@", "take 3 cw +rum@3@4", "5", "0", "-1", "99", "captain ching-shih", "captain benito-bonito 2",
	"captain benito-bonito 99", "captain", "plan", "plan  ", "plan horse arrow-ne", "plan parrot", "ready", "undo", "tortuga 2",
	"tortuga -1", "tortuga 99999999999999999999", "tortuga", "play weapon", "play", "no", "rum @p2", "rum @", "rum",
	"@p1 ready", "@ ready", "@p1", "@p9 plan horse", "#end", "#resign white", "#resign", "#3", "#-1", "#0",
	"#99999999999999999999", "W1 e5 +2c", "W2 shoot e5", "W2 scout e5", "W2 shoot", "arrow-1@e", "@", ":", "::", "/",
	"Ш1 е5", "плана лошадь", "🏴‍☠️", "W1\te5", "W1\ne5", "\u202eW1 e5", "W\u200b1 e5", "e\u0301", "\x00", "\xff\xfe\xfd",
	"%s %d %v %!", "{{.}}", "' OR 1=1 --", "../../etc/passwd", "null", "NaN", "1e999", "0x10",
	"duel", "teams", "two-crews", "3", "4", "plane-waits", "ai:easy", "ai", "remind=24", "remind=0", "remind=999999",
	"island=ring", "island=atlantis", "ring", "bar", "abilities=W2:strongman+B1:scout", "abilities=W2:flying",
	"abilities=", "abilities=W9:strongman", "archipirata 4 advanced", "cards islands=0", "cards islands=99",
	"cards time=0m", "cards time=99d", "cards absent=god", "cards islands=2 time=1m absent=easy", "puzzle", "puzzle=3",
	"best-of=0", "best-of=3", "games=99999", "islands=1", "new archipirata", "new archipelago islands=0",
	"lang ru", "lang en", "lang xx", "mylang ru", "mylang", "remind 0", "remind 24", "remind 99999", "remind x",
	"server", "ratings", "ratings cards", "ratings chess", "watch", "1", "3", "10", "11", "name 2 Long John",
	"name 99 x", "name", "standings", "history", "status", "end", "new", "black", "white", "red", "red2", "white2",
	"yellow", "p1", "p2", "p4", "purple", "b", "w", "trampoline", "ogre", "archipelago islands", "archipirata storm",
	"cards horse", "chess", "g", "gtg_m100", "gtg_m100_7", "gterm_local", "gtg_1", "puzzle", "x",
}

// robustWords are command words: every command, its Russian aliases,
// unknown words and none.
var robustWords = func() []string {
	out := []string{"new", "join", "leave", "start", "move", "m", "board", "undo", "resign", "end", "status", "history",
		"rules", "stats", "settings", "abort", "help", "replay", "puzzle", "campaign", "web",
		"", " ", "MOVE", "/new", "foo", "помогите", "variant", "quit", "\x00", "ход ", "🏴‍☠️"}
	var ru []string
	for k := range commandAliases {
		ru = append(ru, k)
	}
	slices.Sort(ru)
	for _, w := range out[:21] {
		if !IsCommand(w) {
			panic("not a command: " + w)
		}
	}
	return append(out, ru...)
}()

// robustArgs are the arguments of a command: its own words, the offered
// actions, garbage, mutations, huge ones.
func (x *robustRig) randomArgs(cmd string) string {
	s := x.src
	switch s.intn(10) {
	case 0:
		return ""
	case 1:
		if acts, _, _ := x.offeredActions(); len(acts) > 0 {
			return x.mutate(pick(s, acts))
		}
	case 2:
		return x.mutate(pick(s, robustGarbage))
	case 3:
		if cmd == "replay" || cmd == "повтор" {
			return x.someGameID()
		}
		if cmd == "start" {
			return linkPayload(x.chat.Key)
		}
	case 4:
		// a huge argument: over the bound, or just under it
		n := pick(s, []int{maxArgs + 1, maxArgs, 100 * 1024, 64})
		return strings.Repeat(pick(s, []string{"x", "W1 e5 ", "ж", "🏴"}), n)[:n]
	}
	return pick(s, robustGarbage)
}

// someGameID is a game id of the store (this chat's, or another's), or
// one like it.
func (x *robustRig) someGameID() string {
	var ids []string
	for _, key := range x.keys {
		if id, err := x.store.LastFinished(storage.Key(key)); err == nil {
			ids = append(ids, id)
		}
		if rec, err := x.store.Get(storage.Key(key)); err == nil {
			ids = append(ids, rec.ID)
		}
	}
	ids = append(ids, "nope", "../x", "g1", strings.Repeat("9", 40))
	return pick(x.src, ids)
}

// randomCommand is a command word with arguments from anyone.
func (x *robustRig) randomCommand() Request {
	s := x.src
	w := pick(s, robustWords)
	// games end less often than they are played: the words that end or
	// leave them are let through one time in three
	for range 2 {
		switch w {
		case "resign", "abort", "end", "сдаться", "остановить", "конец", "закончить":
			w = pick(s, robustWords)
		}
	}
	return Request{Chat: x.chat, User: x.anyone(), Command: w, Args: x.randomArgs(strings.TrimSpace(strings.ToLower(w)))}
}

// mutate changes a string a little, or a lot.
func (x *robustRig) mutate(a string) string {
	s := x.src
	switch s.intn(12) {
	case 0:
		if a == "" {
			return a
		}
		return a[:s.intn(len(a))] // truncated (maybe inside a rune)
	case 1:
		return a + " " + pick(s, []string{"+c", "+g", "!b", "x", "+rum@5", "R", "1", "@p2"})
	case 2:
		return strings.ToUpper(a)
	case 3:
		return a + " " + a
	case 4:
		// every digit another: drawn from one choice, so that the choices
		// after it do not depend on how many digits a game's id put in a
		// button's tag
		r := rand.New(rand.NewPCG(uint64(s.intn(1<<16)), 4))
		b := []byte(a)
		for i := range b {
			if b[i] >= '0' && b[i] <= '9' {
				b[i] = byte('0' + r.IntN(10))
			}
		}
		return string(b)
	case 5:
		return "@p" + strconv.Itoa(s.intn(5)) + " " + a
	case 6:
		return strings.Repeat(a+" ", 40+s.intn(60))
	case 7:
		return pick(s, []string{"🏴‍☠️", "\u0000", "é", "\u202e", "ж"}) + a
	case 8:
		f := strings.Fields(a)
		slices.Reverse(f)
		return strings.Join(f, " ")
	case 9:
		return strings.ReplaceAll(a, " ", "")
	case 10:
		return "  " + a + "\t\n"
	}
	return pick(s, robustGarbage)
}

// forgedPress is a press no one should get through: a recorded button
// replayed (stale, or by another user, or from another chat), its data
// mutated, truncated or random.
func (x *robustRig) forgedPress() Request {
	s := x.src
	x.box.mu.Lock()
	seen := slices.Clone(x.box.seen)
	var refs []MessageRef
	for _, id := range x.box.order {
		refs = append(refs, x.box.msgs[id].ref)
	}
	x.box.mu.Unlock()
	data := ""
	if len(seen) > 0 {
		data = pick(s, seen)
	}
	switch s.intn(9) {
	case 0: // replayed as it is: stale, or another's
	case 1:
		if data != "" {
			data = data[:s.intn(len(data))]
		}
	case 2:
		// another move count
		if d, err := ParseButtonData(data); err == nil {
			d.Moves = pick(s, []int{d.Moves + 1, max(0, d.Moves-1), 0, 1 << 30})
			data = d.String()
		}
	case 3:
		// another verb
		if d, err := ParseButtonData(data); err == nil {
			d.Verb = pick(s, []Verb{VerbJoin, VerbAddAI, VerbLeave, VerbStart, VerbVote, VerbKick, VerbPick, VerbBack,
				VerbConfirm, VerbAct, VerbDraft, VerbHand, VerbSeat})
			data = d.String()
		}
	case 4:
		// another argument
		if d, err := ParseButtonData(data); err == nil {
			d.Arg = x.mutate(d.Arg)
			if d.Verb == VerbSeat && s.chance(1, 2) {
				d.Arg = pick(s, []string{"p1", "p2", "p3", "p9", ""}) + ":" + pick(s, robustGarbage)
			}
			data = d.String()
		}
	case 5:
		// another game's tag, or none
		if d, err := ParseButtonData(data); err == nil {
			d.Tag = pick(s, []string{"", "zzzz", gameTag(x.someGameID())})
			data = d.String()
		}
	case 6:
		b := make([]byte, s.intn(65))
		for i := range b {
			b[i] = byte(s.intn(256))
		}
		data = string(b)
	case 7:
		data = pick(s, []string{"x", "1:", "1:zz:foo", "1:a:", "0:j:black", "0:j", "0:s", "0:l", "0:ai:hard", "0:v:y",
			"0:k:white", "0:h", "0:e:p1:ready", "0:r:strongman:2", "0:r:-", "-1:a:W1 g2", strings.Repeat("9", 80), ":", "/:", "abcd/0:a"})
	case 8:
		data = x.mutate(data)
	}
	u := x.anyone()
	chat := x.chat
	if x.chat.Platform == PlatformTelegram && s.chance(1, 4) {
		chat = robustPrivate(u.ID) // a private board's press, or one sent there
	}
	var ref MessageRef
	if len(refs) > 0 && s.chance(2, 3) {
		ref = pick(s, refs)
	}
	return Request{Chat: chat, User: u, Button: data, Message: ref}
}

// privateRequest writes to the bot in a player's private chat (or the
// terminal, where there is none): the deep link, a typed action, a
// board, an undo.
func (x *robustRig) privateRequest() {
	s := x.src
	u := x.anyone()
	chat := x.chat
	if x.chat.Platform == PlatformTelegram {
		chat = robustPrivate(u.ID)
	}
	req := Request{Chat: chat, User: u}
	switch s.intn(6) {
	case 0:
		req.Command, req.Args = "start", pick(s, []string{linkPayload(x.chat.Key), "", "g", "puzzle", x.mutate(linkPayload(x.chat.Key))})
	case 1:
		if acts, _, _ := x.offeredActions(); len(acts) > 0 {
			req.Command, req.Args = "move", pick(s, acts)
		} else {
			req.Command, req.Args = "move", pick(s, robustGarbage)
		}
	default:
		req.Command = pick(s, []string{"board", "undo", "status", "history", "rules", "move", "puzzle", "help"})
		req.Args = x.randomArgs(req.Command)
	}
	x.send(x.stamp(req))
}

// tick lets time pass: reminders, deadlines and the stand-ins, the
// campaigns' lobbies and drafts, the boards owed.
func (x *robustRig) tick() {
	s := x.src
	x.now = x.now.Add(time.Duration(1+s.intn(30)) * time.Hour)
	x.serve(Request{Command: "(tick)"}, func() {
		ctx := context.Background()
		x.b.RemindOnce(ctx)
		x.b.SettleCampaigns(ctx)
		x.b.ResendOwed(ctx)
	})
}

// redeliver delivers again an update handled before (a platform's retry):
// answered silently, applied once.
func (x *robustRig) redeliver() {
	if len(x.sent) == 0 {
		x.send(x.randomCommand())
		return
	}
	x.send(pick(x.src, x.sent))
}

// webPress presses a button through the web board (Bot.Press): the
// answers meant for the presser go to reply.
func (x *robustRig) webPress() {
	req, ok := x.legalPress()
	if !ok || x.src.chance(1, 3) {
		req = x.forgedPress()
	}
	req.Chat = Chat{Key: x.chat.Key}
	req.Message = MessageRef{}
	x.serve(req, func() {
		_, err := x.b.Press(context.Background(), req, func(text string) {
			x.box.mu.Lock()
			x.box.outs = append(x.box.outs, robustOut{"web answer", text})
			x.box.mu.Unlock()
		})
		if err != nil && !errors.Is(err, ErrNotAttached) {
			x.fail("web press: %v", err)
		}
	})
}

// complete asks for completions as a front end does while a command is
// typed (Complete, Unseen): no panic, no empty suggestion.
func (x *robustRig) complete() {
	s := x.src
	req := Request{Chat: x.chat, User: x.anyone(), Command: pick(s, []string{"move", "m", "rules", "join", "new", "variant", "", "ход"}),
		Args: pick(s, []string{"", " ", "W", "take", "plan ", "archipirata ", "arch", " du", "\xff"}), Unseen: s.chance(1, 2)}
	if s.chance(1, 3) {
		req.Args = x.mutate(req.Args)
	}
	x.serve(Request{Command: "(complete)"}, func() {
		for _, c := range x.b.Complete(context.Background(), req, 25) {
			if strings.TrimSpace(c) == "" {
				x.fail("an empty completion for %s", robustDescribe(req))
			}
		}
		x.b.Unseen(context.Background(), req)
	})
}
