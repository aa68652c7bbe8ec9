package bot

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// remindSecret serves the timer of a game whose seats act in secret: half
// way through the time limit it reminds the players who have not acted
// (in the game's chat, with the button to their hand); once the limit has
// passed the stand-in computer acts for them for the rest of the round,
// and the game goes on. It reports whether it sent anything.
func (b *Bot) remindSecret(ctx context.Context, out Outbox, chat Chat, g *game, sf secretFace, now time.Time) bool {
	var late []string
	var ping mentions // the late, each mentioned where the platform can (Pinger)
	standIn := map[string]bool{}
	lang := g.rec.Setup.Lang
	if lang == "" {
		lang = b.cfg.Lang
	}
	for _, name := range g.m.Acting() {
		if s := g.seatOf(name); s != nil && s.AI == "" {
			late = append(late, seatName(lang, s))
			ping.add(seatName(lang, s), s.UserID)
			standIn[name] = true
		}
	}
	limit, level := sf.limits(g.rec.Setup)
	level = levelName(lang, level)
	c := &call{b: b, ctx: ctx, req: Request{Chat: chat}, out: out, lang: lang}
	if len(late) == 0 {
		c.clearTimer(g)
		return false
	}
	who := strings.Join(late, ", ")
	if g.rec.Deadline.IsZero() || now.Before(g.rec.Deadline) {
		left := g.rec.Deadline.Sub(now).Round(time.Minute)
		if g.rec.Deadline.IsZero() {
			left = limit
		}
		board := [][]Button{{b.handButton(lang, g)}}
		text := tr(lang, txtSecretRemind, ping.joined(), limitText(lang, max(left, time.Minute)), level)
		if _, err := sendPing(ctx, out, chat, ping.users, text, board); err != nil {
			b.log.Warn("reminder", "chat", chat.Key, "err", err)
		}
		c.setTimer(g, g.rec.Deadline)
		return true
	}
	c.say(tr(lang, txtSecretStandIn, who, level))
	c.secretStep(g, sf, "", nil, false, standIn)
	return true
}

// setTimer sets the game's next timer to at (zero: none), if the game is
// as g saw it.
func (c *call) setTimer(g *game, at time.Time) {
	_, err := c.b.store.Update(g.rec.Key, g.rec.Version, func(r *storage.Game) error {
		r.NextReminder = at
		r.Reminders++
		return nil
	})
	if err != nil {
		c.b.log.Warn("reminder state", "chat", g.rec.Key, "err", err)
	}
}

// clearTimer stops the game's timer: no player is waited for.
func (c *call) clearTimer(g *game) { c.setTimer(g, time.Time{}) }

// The bounds of a time limit to act.
const (
	minLimit = time.Minute
	maxLimit = 7 * 24 * time.Hour
)

// parseLimit reads a time limit to act: 30m, 12h, 2d, from minLimit to
// maxLimit.
func parseLimit(s string) (time.Duration, bool) {
	if len(s) < 2 {
		return 0, false
	}
	n, err := strconv.Atoi(s[:len(s)-1])
	if err != nil || n <= 0 {
		return 0, false
	}
	var d time.Duration
	switch s[len(s)-1] {
	case 'm':
		d = time.Duration(n) * time.Minute
	case 'h':
		d = time.Duration(n) * time.Hour
	case 'd':
		d = time.Duration(n) * 24 * time.Hour
	default:
		return 0, false
	}
	return d, d >= minLimit && d <= maxLimit
}

// formatLimit writes a time to act as parseLimit reads it.
func formatLimit(d time.Duration) string {
	switch {
	case d%(24*time.Hour) == 0:
		return strconv.Itoa(int(d/(24*time.Hour))) + "d"
	case d%time.Hour == 0:
		return strconv.Itoa(int(d/time.Hour)) + "h"
	}
	return strconv.Itoa(int(d/time.Minute)) + "m"
}

// limitText says a time limit in lang: "2 d", "12 h", "30 min" (the
// largest whole unit; a mixed time in minutes).
func limitText(lang string, d time.Duration) string {
	switch {
	case d >= 24*time.Hour && d%(24*time.Hour) == 0:
		return tr(lang, txtLimitDays, int(d/(24*time.Hour)))
	case d >= time.Hour && d%time.Hour == 0:
		return tr(lang, txtLimitHours, int(d/time.Hour))
	}
	return tr(lang, txtLimitMinutes, int(d.Round(time.Minute)/time.Minute))
}
