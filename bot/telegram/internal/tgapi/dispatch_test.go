package tgapi

import (
	"context"
	"sync"
	"testing"
	"time"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// TestDispatchEachUpdateOnce dispatches thousands of updates of a few chats
// from many goroutines at once: every update is handled exactly once, and a
// chat's updates never two at a time (a queue emptied while its goroutine
// still ran once let a second goroutine start on the same chat).
func TestDispatchEachUpdateOnce(t *testing.T) {
	c, _ := newClient(t, nil)
	const updates, chats = 6000, 3
	var mu sync.Mutex
	handled := map[int]int{}
	busy := map[int64]bool{}
	overlap := false
	handle := func(_ context.Context, u tgbotapi.Update) {
		chat := u.Message.Chat.ID
		mu.Lock()
		if busy[chat] {
			overlap = true
		}
		busy[chat] = true
		handled[u.UpdateID]++
		mu.Unlock()
		mu.Lock()
		busy[chat] = false
		mu.Unlock()
	}
	d := c.startDispatcher(context.Background(), handle, nil)
	var wg sync.WaitGroup
	for w := 0; w < 16; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < updates; i += 16 {
				u := tgbotapi.Update{UpdateID: i, Message: &tgbotapi.Message{Chat: &tgbotapi.Chat{ID: int64(i % chats)}}}
				if !d.dispatch(context.Background(), incoming{update: u}) {
					t.Error("dispatch refused an update")
				}
			}
		}()
	}
	wg.Wait()
	d.stop(10 * time.Second)
	if overlap {
		t.Error("a chat's updates were handled two at a time")
	}
	if len(handled) != updates {
		t.Fatalf("%d of %d updates handled", len(handled), updates)
	}
	for id, n := range handled {
		if n != 1 {
			t.Fatalf("update %d handled %d times", id, n)
		}
	}
}
