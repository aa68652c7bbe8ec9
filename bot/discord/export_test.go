package discord

import "time"

// Names the end-to-end tests (package discord_test) need from inside.
var (
	Escape    = escape
	BoardFile = boardFile
)

// SetRegisterRetry sets the first pause between tries to register the
// command; the returned func restores it.
func SetRegisterRetry(d time.Duration) (restore func()) {
	old := registerRetry
	registerRetry = d
	return func() { registerRetry = old }
}
