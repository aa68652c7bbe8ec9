package bot

import (
	"errors"
	"hash/fnv"
	"slices"
	"strings"
	"time"

	gm "github.com/jackalbot/jackal/engine/game"
	"github.com/jackalbot/jackal/storage"
)

// playSecret plays action for seat ("": only the computers act, as at
// the start) in a game whose seats act in secret, then the computers'
// actions that follow, and shows it all where each part belongs: the
// pressed private board edited (fromBoard), the group's board posted anew
// for news or edited for progress, the private boards of the players who
// must act now; then it stores it in one write.
func (c *call) playSecret(g *game, sf secretFace, seat, action string, fromBoard bool) {
	var actions []string
	if action != "" {
		actions = []string{action}
	}
	c.secretStep(g, sf, seat, actions, fromBoard, nil)
}

// secretStep is playSecret with several actions of seat, played in
// order and all or none (a whole plan typed: secretFace.split), and with
// stand-ins: the seats in standIn (absent players past the time limit)
// are played by the stand-in computer until the round ends.
func (c *call) secretStep(g *game, sf secretFace, seat string, actions []string, fromBoard bool, standIn map[string]bool) {
	v := g.ahead()
	var evs gm.Events
	for _, action := range actions {
		// each must be legal after those before it (Play accepts only
		// that); a refusal leaves the stored game as it was. It is
		// logged as the notation spells it ("READY" as "ready").
		entry := gm.SeatEntry(seat, spelling(v.m, action))
		if v.m.Check(entry) != nil {
			if la, ok := byLabel(g.face(), func() []string { return v.m.LegalFor(seat) }, action); ok {
				entry = gm.SeatEntry(seat, la) // a button's words typed: that button
			}
		}
		ev, err := v.m.Play(entry)
		if err != nil {
			c.answer(g.face().explain(c.lang, err, entry, v))
			return
		}
		v.rec.Log = append(v.rec.Log, entry)
		evs = v.m.Game().Join(evs, ev)
	}
	evs = c.b.secretComputers(v, sf, evs, standIn)
	news, progress := sf.news(evs)
	if !slices.Equal(g.m.Acting(), v.m.Acting()) {
		progress = true // whom the game waits for changed
	}
	if len(actions) == 0 || v.over() {
		news = true // the start, a stand-in's turn, the end: a board for all
	}
	if fromBoard && seat != "" {
		if s := v.seatOf(seat); s != nil {
			lang := c.seatLang(v, s)
			board := c.headed(v, s, lang, sf.handBoard(c.b, lang, v, seat))
			if err := c.out.EditBoard(c.ctx, c.req.Message, board); err != nil {
				c.b.log.Warn("edit private board", "chat", g.rec.Key, "err", err)
			}
		}
	} else if seat != "" && len(actions) > 0 {
		// a typed action (the terminal) has no pressed board to edit: its
		// player is shown the board anew, or they would see nothing and
		// keep buttons the action made out of date
		c.showSecret(v, sf, seat)
	}
	var ref MessageRef
	if boards := boardRefs(g.rec.Boards); len(boards) > 0 {
		ref = boards[0]
	}
	shown := true
	switch {
	case news:
		if rb, rest, ok := sf.roundOver(c.b, c.gameLang(v), g, v, evs); ok {
			if c.req.Chat.InlineID == "" {
				if _, err := c.out.SendBoard(c.ctx, c.req.Chat, rb); err != nil {
					c.b.log.Warn("send round's board", "chat", g.rec.Key, "err", err)
				}
			}
			evs = rest
		}
		ref, shown = c.postBoard(v, evs)
	case progress && ref.MessageID != "":
		board := v.face().board(c.b, c.gameLang(v), v, nil, "", true)
		if err := c.out.EditBoard(c.ctx, ref, board); err != nil {
			c.b.log.Warn("edit board", "chat", g.rec.Key, "err", err)
		}
	}
	limit, _ := sf.limits(g.rec.Setup)
	rec, err := c.b.storeSecret(string(g.rec.Key), c.req.UpdateID, g, v, ref, shown, news, limit)
	if !c.stored(g, v, err) {
		return
	}
	if news && shown && ref.MessageID != "" {
		c.retireOld(boardRefs(g.rec.Boards))
	}
	v.rec = rec
	if v.over() {
		c.ended(rec, v)
		return
	}
	if c.played {
		c.closeVotes(v, txtVoteClosedMoved) // a vote is on the state it was opened at
	}
	c.pushSecrets(g, v, sf, news, seat, len(actions) > 0)
}

// spelling is action as m's notation writes it (Game.Spell), or as typed
// when it reads no action (Play then refuses it with the reason).
func spelling(m gm.Match, action string) string {
	if s, err := m.Game().Spell(action); err == nil {
		return s
	}
	return action
}

// pushSecrets shows their private boards to the players who must act
// after a step from g to v (seat acted): after news, every player who may
// act; otherwise those asked anew (the next question of a resolution).
// At a shared screen only one is shown at a time: the first of those, or,
// once the player at the screen is done, the next who may act. The player
// who acted (edited) sees their own board edited, not sent again.
func (c *call) pushSecrets(g, v *game, sf secretFace, news bool, seat string, edited bool) {
	shared := false
	if sh, ok := c.out.(SharedScreen); ok {
		shared = sh.SharedScreen()
	}
	before, acting := g.m.Acting(), v.m.Acting()
	done := seat != "" && !slices.Contains(acting, seat)
	var targets []string
	for _, name := range acting {
		if s := v.seatOf(name); s == nil || s.AI != "" || name == seat && edited && !shared {
			// a computer; or the player who acted, whose board was shown
			// again (at a shared screen the table's board came after it,
			// so it is shown once more, last)
			continue
		}
		if news || !slices.Contains(before, name) || shared && done {
			targets = append(targets, name)
		}
	}
	if shared && len(targets) > 1 {
		targets = targets[:1]
	}
	var unreached []string
	for _, name := range targets {
		if err := c.showSecret(v, sf, name); errors.Is(err, ErrCannotReach) && c.req.User.ID != v.seatOf(name).UserID {
			unreached = append(unreached, seatName(c.lang, v.seatOf(name)))
		}
	}
	if len(unreached) > 0 && onTelegram(v) {
		// Telegram writes in private only to those who started the bot:
		// the group is told how (elsewhere the board's button is the way)
		c.say(tr(c.gameLang(v), txtHandsNodm, strings.Join(unreached, ", "), c.b.link(linkPayload(string(v.rec.Key)))))
	}
}

// secretComputers plays the computers' actions on v after events evs, and
// returns all the events: every computer seat that may act does (its
// whole row, one player laying it), and so do the seats of standIn (the
// stand-in's level) while the round lasts.
func (b *Bot) secretComputers(v *game, sf secretFace, evs gm.Events, standIn map[string]bool) gm.Events {
	rules := v.m.Game()
	_, standLevel := sf.limits(v.rec.Setup)
	round := sf.round(v.m)
	players := map[string]gm.SeatPlayer{}
	for guard := 0; guard < maxSecretRun; guard++ {
		if sf.round(v.m) != round {
			standIn = nil
		}
		played := false
		for _, name := range v.m.Acting() {
			s := v.seatOf(name)
			if s == nil {
				continue
			}
			level := s.AI
			if level == "" {
				if !standIn[name] {
					continue
				}
				level = standLevel
			}
			p, ok := players[name]
			if !ok {
				p = b.seatAgent(v, name, level)
				players[name] = p
			}
			if p == nil {
				continue
			}
			a, err := p.ChooseFor(v.m, name)
			if err != nil {
				b.log.Warn("computer", "seat", name, "err", err)
				continue
			}
			entry := gm.SeatEntry(name, a)
			ev, err := v.m.Play(entry)
			if err != nil {
				b.log.Warn("computer", "seat", name, "action", a, "err", err)
				continue
			}
			v.rec.Log = append(v.rec.Log, entry)
			evs = rules.Join(evs, ev)
			played = true
			break // who may act is asked again after every action
		}
		if !played {
			break
		}
	}
	return evs
}

// maxSecretRun bounds the computers' actions in one step (a whole game of
// computers is far shorter).
const maxSecretRun = 20000

// seatAgent makes the computer that acts for seat at level: seeded by the
// game, the seat and the log's length, so a game's computers think the
// same way when replayed. An unknown level plays as the game's second.
func (b *Bot) seatAgent(v *game, seat, level string) gm.SeatPlayer {
	rules := v.m.Game()
	h := fnv.New64a()
	h.Write([]byte(seat))
	seed := v.rec.Setup.Seed ^ h.Sum64() ^ (uint64(len(v.rec.Log)+1) * 0x9e3779b97f4a7c15)
	p, err := rules.Agent(level, seed, b.cfg.AIBudget)
	if err != nil {
		lv := rules.Levels()
		if p, err = rules.Agent(lv[min(1, len(lv)-1)], seed, b.cfg.AIBudget); err != nil {
			b.log.Warn("computer", "seat", seat, "err", err)
			return nil
		}
	}
	sp, _ := p.(gm.SeatPlayer)
	return sp
}

// storeSecret stores what v played beyond g in one transaction, as
// storeTurn does; after news it also records the group's new board (ref,
// or owed when not shown) and starts the time limit (limit) of the
// players who must act now, with a reminder half-way.
func (b *Bot) storeSecret(key, upd string, g, v *game, ref MessageRef, shown, news bool, limit time.Duration) (*storage.Game, error) {
	return b.storeAhead(key, upd, g, v, func(r *storage.Game, now time.Time, _ bool) {
		if !news {
			return
		}
		r.BoardOwed = !shown
		if shown && ref.InlineID == "" {
			r.Boards = withVotes(r.Boards, ref)
		}
		r.Reminders = 0
		r.Deadline = now.Add(limit)
		r.NextReminder = now.Add(limit / 2)
	})
}
