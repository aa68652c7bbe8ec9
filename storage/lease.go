package storage

import (
	"fmt"
	"sync"
	"time"
)

// Leaser is a store shared by several processes that grants named leases
// among them: work that must run once across the processes (the timers
// of reminders and deadlines) runs only in the holder of its lease, and
// another process takes it over once the holder stops renewing it (it
// died). A lease is held until its expiry; the holder renews it before.
type Leaser interface {
	// Lease takes the lease name for holder, or renews it, until now+ttl;
	// false when another holder has it and it has not expired.
	Lease(name, holder string, now time.Time, ttl time.Duration) (bool, error)
	// Release gives the lease up if holder has it (a process stopping
	// cleanly), so another may take it at once.
	Release(name, holder string) error
}

// leaseTable holds leases in memory: enough for a store that one process
// holds alone (the bbolt file is locked by its process), where the leases
// only order that process's own workers.
type leaseTable struct {
	mu sync.Mutex
	m  map[string]lease
}

// lease is a lease's holder and expiry.
type lease struct {
	holder  string
	expires time.Time
}

// ValidateLease returns ErrInvalid for a lease request every Leaser
// refuses: no name, no holder, or no time.
func ValidateLease(name, holder string, ttl time.Duration) error {
	if name == "" || holder == "" || ttl <= 0 {
		return fmt.Errorf("storage: lease %q for %q: %w", name, holder, ErrInvalid)
	}
	return nil
}

// take is Leaser.Lease on the table.
func (t *leaseTable) take(name, holder string, now time.Time, ttl time.Duration) (bool, error) {
	if err := ValidateLease(name, holder, ttl); err != nil {
		return false, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.m == nil {
		t.m = map[string]lease{}
	}
	if l, ok := t.m[name]; ok && l.holder != holder && now.Before(l.expires) {
		return false, nil
	}
	t.m[name] = lease{holder: holder, expires: now.Add(ttl)}
	return true, nil
}

// release is Leaser.Release on the table.
func (t *leaseTable) release(name, holder string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if l, ok := t.m[name]; ok && l.holder == holder {
		delete(t.m, name)
	}
}

// Lease implements Leaser: the file is the process's alone, so the leases
// are kept in memory.
func (s *Bolt) Lease(name, holder string, now time.Time, ttl time.Duration) (bool, error) {
	return s.leases.take(name, holder, now, ttl)
}

// Release implements Leaser.
func (s *Bolt) Release(name, holder string) error {
	s.leases.release(name, holder)
	return nil
}
