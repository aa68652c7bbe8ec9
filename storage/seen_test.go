package storage

import (
	"errors"
	"fmt"
	"sync"
	"testing"
)

func TestHandledUpdates(t *testing.T) {
	s, _ := openTemp(t)
	if seen, err := s.Handled("tg:1"); err != nil || seen {
		t.Fatalf("new store: handled %v, %v", seen, err)
	}
	if err := s.MarkHandled("tg:1", 1000); err != nil {
		t.Fatal(err)
	}
	if seen, err := s.Handled("tg:1"); err != nil || !seen {
		t.Fatalf("after marking: handled %v, %v", seen, err)
	}
	if seen, _ := s.Handled("dc:1"); seen {
		t.Fatal("another platform's id counted as handled")
	}
	if err := s.MarkHandled("", 1); !errors.Is(err, ErrInvalid) {
		t.Fatalf("empty id: %v", err)
	}
	// a sweep forgets marks older than a week, keeps the recent ones
	// (from many goroutines, as the bot marks them: bbolt batches them)
	var wg sync.WaitGroup
	errs := make(chan error, handledSweep)
	for w := 0; w < 64; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < handledSweep; i += 64 {
				errs <- s.MarkHandled(fmt.Sprintf("tg:x%d", i), 1000+HandledKeep+10)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if seen, _ := s.Handled("tg:1"); seen {
		t.Fatal("a mark older than a week survived the sweep")
	}
	if seen, _ := s.Handled("tg:x7"); !seen {
		t.Fatal("a recent mark was swept")
	}
}
