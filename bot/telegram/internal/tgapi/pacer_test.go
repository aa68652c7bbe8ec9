package tgapi

import (
	"context"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage/pace"
	"github.com/jackalbot/jackal/storage/pace/pacetest"
)

// fakeClock is a settable clock for the pacer.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

func TestPacerDecisions(t *testing.T) {
	type step struct {
		advance time.Duration
		key     paceKey
		want    time.Duration
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"second send to one chat waits a second", []step{
			{0, chatPace(1), 0},
			{0, chatPace(1), time.Second},
		}},
		{"other chats do not wait for each other", []step{
			{0, chatPace(1), 0},
			{0, chatPace(2), 0},
			{0, chatPace(3), 0},
		}},
		{"a chat idle for a second sends at once", []step{
			{0, chatPace(1), 0},
			{time.Second, chatPace(1), 0},
		}},
		{"half a second later waits the other half", []step{
			{0, chatPace(1), 0},
			{500 * time.Millisecond, chatPace(1), 500 * time.Millisecond},
		}},
		{"a refused send books nothing", []step{
			{0, chatPace(7), 0},
			{0, chatPace(7), time.Second},
			{400 * time.Millisecond, chatPace(7), 600 * time.Millisecond},
			{600 * time.Millisecond, chatPace(7), 0},
			{0, chatPace(7), time.Second},
		}},
		{"groups allow three quick messages then one per interval", []step{
			{0, chatPace(-9), 0},
			{time.Second, chatPace(-9), 0},
			{time.Second, chatPace(-9), 0},
			{time.Second, chatPace(-9), time.Minute/17 - 3*time.Second},
		}},
		{"inline messages are paced like chats", []step{
			{0, inlinePace("x"), 0},
			{0, inlinePace("x"), time.Second},
			{0, inlinePace("y"), 0},
		}},
		{"answers are never paced", []step{
			{0, paceKey{kind: paceNone}, 0},
			{0, paceKey{kind: paceNone}, 0},
		}},
		{"global-only calls draw from the burst", []step{
			{0, globalPace(), 0},
			{0, globalPace(), 0},
			{0, globalPace(), 0},
			{0, globalPace(), 0},
			{0, globalPace(), 0},
			{0, globalPace(), time.Second / 25},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clk := &fakeClock{t: time.Unix(1_700_000_000, 0)}
			p := newPacer(DefaultLimits, clk.now, nil, nil)
			for i, s := range tt.steps {
				clk.t = clk.t.Add(s.advance)
				if got := p.take(context.Background(), s.key); got != s.want {
					t.Errorf("step %d: wait %v, want %v", i, got, s.want)
				}
			}
		})
	}
}

// TestPacerWindows drives the pacer as concurrent senders would, on a fake
// clock that jumps to the next time a send may go, and counts the sends
// in every window.
func TestPacerWindows(t *testing.T) {
	tests := []struct {
		name   string
		keys   func(i int) paceKey
		sends  int
		window time.Duration
		most   int
		span   time.Duration // the longest all sends may take
	}{
		{"one private chat: one a second", func(int) paceKey { return chatPace(42) }, 30, time.Second, 1, 29 * time.Second},
		{"one group: twenty a minute", func(int) paceKey { return chatPace(-42) }, 70, time.Minute, 20, 67 * time.Minute / 17},
		{"one group: one a second", func(int) paceKey { return chatPace(-42) }, 10, time.Second, 1, 7 * time.Minute / 17},
		{"many chats: thirty a second", func(i int) paceKey { return chatPace(int64(i + 1)) }, 200, time.Second, 30, 195 * time.Second / 25},
		{"many groups: thirty a second", func(i int) paceKey { return chatPace(-int64(i%7 + 1)) }, 200, time.Second, 30, 26 * time.Minute / 17},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clk := &fakeClock{t: time.Unix(1_700_000_000, 0)}
			p := newPacer(DefaultLimits, clk.now, nil, nil)
			pending := make([]paceKey, tt.sends)
			for i := range pending {
				pending[i] = tt.keys(i)
			}
			var sent []time.Time
			for len(pending) > 0 {
				next := time.Duration(0)
				left := pending[:0]
				for _, k := range pending {
					if d := p.take(context.Background(), k); d > 0 {
						left = append(left, k)
						if next == 0 || d < next {
							next = d
						}
						continue
					}
					sent = append(sent, clk.t)
				}
				pending = left
				clk.t = clk.t.Add(next)
			}
			pacetest.CheckWindows(t, sent, tt.window, tt.most)
			if span := sent[len(sent)-1].Sub(sent[0]); span > tt.span+time.Millisecond {
				t.Fatalf("%d sends took %v: the pacer is slower than its rate", tt.sends, span)
			}
		})
	}
}

func TestPacerPenalize(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1_700_000_000, 0)}
	p := newPacer(DefaultLimits, clk.now, nil, nil)
	p.penalize(context.Background(), chatPace(5), clk.t.Add(3*time.Second))
	tests := []struct {
		key  paceKey
		want time.Duration
	}{
		{chatPace(5), 3 * time.Second},
		{chatPace(6), 0},
	}
	for _, tt := range tests {
		if got := p.take(context.Background(), tt.key); got != tt.want {
			t.Errorf("take(%+v) = %v, want %v", tt.key, got, tt.want)
		}
	}
}

func TestPacerSweepsIdleChats(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1_700_000_000, 0)}
	p := newPacer(DefaultLimits, clk.now, nil, nil)
	for i := range 3 * pace.SweepSize {
		p.take(context.Background(), chatPace(int64(i+1)))
		clk.t = clk.t.Add(10 * time.Millisecond)
	}
	if n := p.local.Len(); n > pace.SweepSize+200 {
		t.Fatalf("%d chat buckets kept, want about %d at most", n, pace.SweepSize)
	}
}

func BenchmarkPacerTake(b *testing.B) {
	p := newPacer(DefaultLimits, time.Now, nil, nil)
	i := int64(0)
	for b.Loop() {
		i++
		p.take(context.Background(), chatPace(i%5000))
	}
}

// TestClientUsesPacer checks, on a fake clock, that sends and edits book
// their chat's bucket and answers book nothing.
func TestClientUsesPacer(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1_700_000_000, 0)}
	c, srv := newClient(t, func(cfg *Config) {
		cfg.Limits = &DefaultLimits
		cfg.Now = clk.now
	})
	ctx := testContext(t)
	id, err := c.SendText(ctx, alice, 0, "board", keyboard("m:g2"), "")
	if err != nil {
		t.Fatal(err)
	}
	cb := srv.Press(alice, id, alice, "m:g2")
	if err := c.AnswerCallback(ctx, cb, "", false); err != nil {
		t.Fatal(err)
	}
	if _, err := c.SendText(ctx, group, 0, "board", nil, ""); err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		name string
		key  paceKey
		want time.Duration
	}{
		{"private chat after a send", chatPace(alice), time.Second},
		{"group after a send", chatPace(group), time.Second},
		{"untouched chat", chatPace(bob), 0},
	}
	for _, ch := range checks {
		if got := c.pacer.take(context.Background(), ch.key); got != ch.want {
			t.Errorf("%s: wait %v, want %v", ch.name, got, ch.want)
		}
	}
	clk.t = clk.t.Add(time.Second)
	if err := c.EditKeyboard(ctx, ChatMessage(alice, id), nil); err != nil {
		t.Fatal(err)
	}
	if got := c.pacer.take(context.Background(), chatPace(alice)); got != time.Second {
		t.Errorf("after an edit: wait %v, want 1s", got)
	}
}
