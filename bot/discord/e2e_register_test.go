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
	r.wait("three refused registrations", func() bool { return r.refusedRegistrations() >= 3 })
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

// refusedRegistrations counts the command registrations Discord refused.
func (r *rig) refusedRegistrations() int {
	n := 0
	for _, q := range r.fake.Requests() {
		if q.Method == http.MethodPut && strings.HasSuffix(q.Path, "/commands") && q.Status >= 400 {
			n++
		}
	}
	return n
}
