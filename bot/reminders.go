package bot

import (
	"context"
	"strings"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// RunReminders checks the games every interval until ctx ends: it sends the
// boards games owe their chats (ResendOwed), reminds the player to act when
// a game's reminder time has passed (up to the limit), and offers the
// others to replace a player past the deadline.
//
// Where several processes share the store (a storage.Leaser), only the
// holder of the timers' lease does this: the reminders go out once, and
// another process takes over within a few intervals of its holder dying.
func (b *Bot) RunReminders(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	ttl := max(3*interval, minLease)
	if l, ok := b.cfg.Store.(storage.Leaser); ok {
		defer func() {
			if err := l.Release(timerLease, b.cfg.Instance); err != nil {
				b.log.Warn("release the timers' lease", "err", err)
			}
		}()
	}
	for {
		if b.holdsTimers(ttl) {
			b.ResendOwed(ctx)
			b.RemindOnce(ctx)
			b.SettleCampaigns(ctx)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-b.attached:
			if b.holdsTimers(ttl) {
				b.ResendOwed(ctx)
			}
		}
	}
}

// timerLease is the lease whose holder runs the timers (RunReminders).
const timerLease = "timers"

// minLease is the shortest the timers' lease is taken for.
const minLease = 10 * time.Second

// holdsTimers takes or renews the timers' lease for ttl where the store
// grants leases; a store without them is the process's own.
func (b *Bot) holdsTimers(ttl time.Duration) bool {
	l, ok := b.cfg.Store.(storage.Leaser)
	if !ok {
		return true
	}
	held, err := l.Lease(timerLease, b.cfg.Instance, b.cfg.Now(), ttl)
	if err != nil {
		b.log.Warn("the timers' lease", "err", err)
		return false
	}
	return held
}

// RemindOnce sends the reminders that are due now; it returns how many.
func (b *Bot) RemindOnce(ctx context.Context) int {
	list, err := b.store.ListActive()
	if err != nil {
		b.log.Warn("list games", "err", err)
		return 0
	}
	now := b.cfg.Now()
	sent := 0
	for _, s := range list {
		if s.Status != storage.StatusActive || s.NextReminder.IsZero() || now.Before(s.NextReminder) {
			continue
		}
		if b.remind(ctx, string(s.Key), now) {
			sent++
		}
	}
	return sent
}

// remind sends one game's reminder; it reports whether one was sent.
func (b *Bot) remind(ctx context.Context, key string, now time.Time) bool {
	unlock, err := b.lockSoon(ctx, key)
	if err != nil {
		b.log.Warn("reminder: chat not held", "chat", key, "err", err)
		return false
	}
	defer unlock()
	g, err := b.loadGame(key)
	if err != nil || g.rec.Status != storage.StatusActive || g.over() {
		return false
	}
	if g.rec.NextReminder.IsZero() || now.Before(g.rec.NextReminder) {
		return false
	}
	platform, chat := splitKey(key)
	out := b.outbox(platform)
	if sf, ok := secretOf(g); ok {
		return out != nil && b.remindSecret(ctx, out, chat, g, sf, now)
	}
	seat := g.actor()
	if out == nil || seat == nil || seat.AI != "" {
		return false
	}
	lang := g.rec.Setup.Lang
	if lang == "" {
		lang = b.cfg.Lang
	}
	pastDeadline := !g.rec.Deadline.IsZero() && !now.Before(g.rec.Deadline)
	if g.rec.Reminders >= b.cfg.MaxReminders && !pastDeadline {
		return false
	}
	who := seatName(lang, seat)
	// the player is mentioned where the platform can (Pinger): notified
	var ping mentions
	ping.add(who, seat.UserID)
	text := tr(lang, txtRemind, ping.joined(), g.face().seatName(lang, seat.Crew))
	var buttons [][]Button
	if pastDeadline && len(g.humans()) > 1 {
		text += "\n" + tr(lang, txtRemindKick, who, limitText(lang, now.Sub(g.rec.LastAction).Round(time.Hour)))
		buttons = [][]Button{{{Label: tr(lang, txtBtnKick, labelName(who)), Data: g.button(VerbKick, seat.Crew)}}}
	}
	if chat.InlineID != "" {
		// a game played inline has no chat to post in: remind privately,
		// naming the game (the private chat is one for all the player's)
		text = PlainMentions(text, ping.users)
		err = out.SendPrivate(ctx, User{ID: seat.UserID, Name: seat.Name}, b.gameLine(lang, g)+"\n"+text, nil)
	} else {
		_, err = sendPing(ctx, out, chat, ping.users, text, buttons)
	}
	if err != nil {
		b.log.Warn("reminder", "chat", key, "err", err)
	}
	h := g.rec.Setup.ReminderHours
	_, err = b.store.Update(storage.Key(key), storage.AnyVersion, func(r *storage.Game) error {
		r.Reminders++
		if pastDeadline || r.Reminders >= b.cfg.MaxReminders {
			// past the limit, one more notice when the deadline passes
			r.NextReminder = r.Deadline
			if pastDeadline {
				r.NextReminder = time.Time{}
			}
		} else if h > 0 {
			r.NextReminder = now.Add(time.Duration(h) * time.Hour)
		}
		return nil
	})
	if err != nil {
		b.log.Warn("reminder state", "chat", key, "err", err)
	}
	return true
}

// splitKey turns a chat key back into its platform and a Chat to post in.
func splitKey(key string) (string, Chat) {
	parts := strings.SplitN(key, ":", 3)
	ch := Chat{Key: key}
	if len(parts) > 0 {
		ch.Platform = parts[0]
	}
	if len(parts) > 1 {
		ch.ID = parts[1]
	}
	if len(parts) > 2 {
		ch.Thread = parts[2]
	}
	if ch.Platform == "tgi" {
		ch.Platform, ch.ID, ch.InlineID = PlatformTelegram, "", strings.TrimPrefix(key, "tgi:")
	}
	return ch.Platform, ch
}
