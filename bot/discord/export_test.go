package discord

// Names the end-to-end tests (package discord_test) need from inside.
var (
	Escape    = escape
	BoardFile = boardFile
)
