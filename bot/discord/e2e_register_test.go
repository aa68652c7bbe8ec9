package discord_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/discord"
)

// TestE2ERegisterRefused: while Discord refuses to register /jackal (an
// outage, here a 500 on every try), the bot keeps its gateway session and
// serves the command registered by an earlier run; it tries again with
// growing pauses and registers the command once Discord takes it. Before,
// Run returned the error, and serve stopped every platform.
func TestE2ERegisterRefused(t *testing.T) {
	defer discord.SetRegisterRetry(20 * time.Millisecond)()
	r := newRig(t, 1)
	r.stop()
	if err := r.store.Close(); err != nil {
		t.Fatal(err)
	}
	r.open()
	r.fake.FailAlways(http.MethodPut, "/applications/", http.StatusInternalServerError, 0)
	registered := r.registrations()
	r.launch()
	r.wait("four refused registrations", func() bool { return len(r.refusedRegistrations()) >= 4 })
	// The pauses grow: 20 ms, 40 ms, 80 ms at least.
	at := r.refusedRegistrations()
	for i, pause := 1, 20*time.Millisecond; i < 4; i, pause = i+1, 2*pause {
		if gap := at[i].Sub(at[i-1]); gap < pause {
			t.Errorf("try %d came %v after the last, before the pause of %v", i+1, gap, pause)
		}
	}
	r.command(alice, "new", map[string]any{"crews": "duel"})
	if g, ok := r.game(); !ok || g.Setup.Game == "" {
		t.Fatalf("/jackal new was not served while the registration was refused: %+v", g)
	}
	select {
	case err := <-r.done:
		t.Fatalf("Run returned while the registration was refused: %v", err)
	default:
	}
	if r.registrations() != registered {
		t.Fatal("a registration succeeded while every one was refused")
	}
	r.fake.ClearFailures()
	r.wait("the command registered once Discord takes it", func() bool { return r.registrations() > registered })
	// The adapter logs the registration after Discord's answer: poll.
	for deadline := time.Now().Add(waitLimit); ; time.Sleep(10 * time.Millisecond) {
		log := r.logs.tail(200)
		if strings.Contains(log, "not registered") && strings.Contains(log, "registered\" tries=") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the log does not tell the refusals and the late registration:\n%s", log)
		}
	}
}

// refusedRegistrations lists when the command registrations Discord
// refused were made.
func (r *rig) refusedRegistrations() []time.Time {
	var at []time.Time
	for _, q := range r.fake.Requests() {
		if q.Method == http.MethodPut && strings.HasSuffix(q.Path, "/commands") && q.Status >= 400 {
			at = append(at, q.At)
		}
	}
	return at
}

// TestE2ERegisterRateLimited: a registration Discord rate-limits for
// longer than the transport waits is tried again only after the limit,
// and stopping meanwhile is prompt. Before, the next try waited out the
// limit inside discordgo, where no context reaches, and held Run's return.
func TestE2ERegisterRateLimited(t *testing.T) {
	r := newRig(t, 1)
	r.stop()
	if err := r.store.Close(); err != nil {
		t.Fatal(err)
	}
	r.open()
	r.fake.FailNext(http.MethodPut, "/applications/", http.StatusTooManyRequests, 0, 12*time.Second)
	registered := r.registrations()
	r.launch()
	r.wait("the rate-limited registration", func() bool { return len(r.refusedRegistrations()) == 1 })
	time.Sleep(3 * time.Second) // past the first pause of 2 s
	if n := len(r.refusedRegistrations()); n != 1 || r.registrations() != registered {
		t.Fatalf("tried again within the rate limit: %d refused, %d registered", n, r.registrations()-registered)
	}
	start := time.Now()
	r.stop()
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("Run took %v to return", took)
	}
}
