// Package pacetest checks an implementation of pace.Buckets shared by
// several senders (processes): together they must keep Telegram's limits.
package pacetest

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage/pace"
)

// Telegram's limits as the client paces them: one message a second per
// chat, 20 a minute per group (3 at once, then one every 60/17 s), 30 a
// second overall.
var (
	chatRate   = pace.Rate{Every: time.Second, Burst: 1}
	groupRate  = pace.Rate{Every: time.Minute / 17, Burst: 3}
	globalRate = pace.Rate{Every: time.Second / 25, Burst: 5}
)

// Shared returns handles on one set of buckets, one per sender (a
// process each); they see each other's bookings.
type Shared func(t *testing.T, senders int) []pace.Buckets

// Run has two senders send to one private chat and to one group at once,
// on a fake clock that jumps to the next time a send may go, and counts
// the sends of both together in every window.
func Run(t *testing.T, shared Shared) {
	tests := []struct {
		name   string
		chat   int64
		sends  int
		window time.Duration
		most   int
	}{
		{"private chat: one a second", 42, 12, time.Second, 1},
		{"group: one a second", -42, 8, time.Second, 1},
		{"group: twenty a minute", -43, 46, time.Minute, 20},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			bs := buckets(tc.chat)
			senders := shared(t, 2)
			CheckWindows(t, sendAll(t, senders, bs, tc.sends), tc.window, tc.most)
		})
	}
}

// buckets are the buckets of a message to chat.
func buckets(chat int64) []pace.Bucket {
	bs := []pace.Bucket{{Key: "g", Rate: globalRate}, {Key: fmt.Sprint("c", chat), Rate: chatRate}}
	if chat < 0 {
		bs = append(bs, pace.Bucket{Key: fmt.Sprint("p", chat), Rate: groupRate})
	}
	return bs
}

// sendAll has every sender try to send, concurrently, at each instant of
// the fake clock until n sends went out, and returns their times in
// order.
func sendAll(t *testing.T, senders []pace.Buckets, bs []pace.Bucket, n int) []time.Time {
	ctx := context.Background()
	now := time.Unix(1_700_000_000, 0)
	var sent []time.Time
	for steps := 0; len(sent) < n; steps++ {
		if steps > 100*n {
			t.Fatalf("%d sends after %d steps: the buckets admit nothing", len(sent), steps)
		}
		var wg sync.WaitGroup
		waits := make([]time.Duration, len(senders))
		errs := make([]error, len(senders))
		for i, s := range senders {
			wg.Add(1)
			go func() { defer wg.Done(); waits[i], errs[i] = s.Take(ctx, now, bs) }()
		}
		wg.Wait()
		next := time.Duration(0)
		for i := range senders {
			if errs[i] != nil {
				t.Fatalf("sender %d: %v", i, errs[i])
			}
			if waits[i] == 0 {
				sent = append(sent, now)
			} else if next == 0 || waits[i] < next {
				next = waits[i]
			}
		}
		now = now.Add(next)
	}
	return sent
}

// CheckWindows fails t when more than most of the send times sent (in
// order) fall within any window.
func CheckWindows(t testing.TB, sent []time.Time, window time.Duration, most int) {
	t.Helper()
	for i := range sent {
		n := 0
		for j := i; j < len(sent) && sent[j].Sub(sent[i]) < window; j++ {
			n++
		}
		if n > most {
			t.Fatalf("%d sends within %v from send %d, at most %d allowed", n, window, i, most)
		}
	}
}
