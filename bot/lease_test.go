package bot

import (
	"context"
	"testing"
	"time"
)

// TestTimersOnlyInTheLeaseHolder: where another process holds the timers'
// lease, this one's timer loop sends no reminder; once that lease is
// given up (its holder stopped), this one takes it and the reminder goes
// out, once.
func TestTimersOnlyInTheLeaseHolder(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.now = f.now.Add(13 * time.Hour) // a reminder is due
	if ok, err := f.store.Lease(timerLease, "other-process", f.now, time.Hour); !ok || err != nil {
		t.Fatalf("the other process's lease: %v %v", ok, err)
	}
	reminders := func() int { return f.out.textsWith("⏰") }
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { f.b.RunReminders(ctx, time.Millisecond); close(done) }()
	for i := 0; i < 20; i++ { // twenty rounds of the timer: none may remind
		time.Sleep(2 * time.Millisecond)
		if n := reminders(); n != 0 {
			t.Fatalf("%d reminders sent by a process without the lease", n)
		}
	}
	if err := f.store.Release(timerLease, "other-process"); err != nil {
		t.Fatal(err)
	}
	for i := 0; reminders() == 0; i++ {
		if i > 2000 {
			t.Fatal("the lease given up, still no reminder")
		}
		time.Sleep(time.Millisecond)
	}
	cancel()
	<-done
	if n := reminders(); n != 1 {
		t.Fatalf("%d reminders, want 1", n)
	}
	if ok, _ := f.store.Lease(timerLease, "other-process", f.now, time.Hour); !ok {
		t.Fatal("the stopped loop kept the timers' lease")
	}
}
