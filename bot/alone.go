package bot

import "sync"

// aloneRuns counts, per chat, the runs of computer actions the bot has
// played on by itself (resumeOnce) one after another, no human request
// between. RULING: past Config.AIAlone actions the computers pause and the
// chat is told (/board lets them play on; /end counts the gold; /resign
// gives up). A classic game whose human crews can no longer act (all
// dead, all held) is played on by its computers alone, a board every
// AIRun actions, and RULINGS §8's stall rule counts gold moved as
// progress: a computer carrying a coin back and forth would post boards
// for ever. A human's request resets the count; so does a restart (the
// count is the process's own).
type aloneRuns struct {
	mu sync.Mutex
	n  map[string]int
}

// add counts one more run for key and returns the count.
func (a *aloneRuns) add(key string) int {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.n == nil {
		a.n = map[string]int{}
	}
	a.n[key]++
	return a.n[key]
}

// reset starts key's count again.
func (a *aloneRuns) reset(key string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	delete(a.n, key)
}

// paused tells whether key's computers have paused: more runs than limit.
func (a *aloneRuns) paused(key string, limit int) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.n[key] > limit
}
