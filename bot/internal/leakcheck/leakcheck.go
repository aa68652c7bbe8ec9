// Package leakcheck finds what must never reach a user or a log: a Go
// error or value shown as it is (a fmt verb gone wrong, a nil, a
// package's prefix, a file and line) and a panic. The robustness tests of
// the core (package bot) and of the adapters (bot/telegram, bot/discord)
// share it, each adding the marks of its own platform.
package leakcheck

import "strings"

// rawMarks betray a Go error or a Go value shown to a user as it is.
var rawMarks = []string{"%!", "runtime error", "<nil>", "nil pointer", "index out of range", "goroutine",
	"panic", "internal error", "invalid memory", "interface conversion", "storage:", "bbolt", "json:",
	"unexpected end of json", "strconv.", "context deadline", "context canceled", ".go:", "0xc0",
	"[]string{", "map["}

// panicMarks are log lines that tell of a panic (recovered or not) or of
// a request the core gave up on.
var panicMarks = []string{"panic=", "panicked", "request failed"}

// Raw returns the first mark of a raw Go error or value in text, with the
// caller's extra marks ("telegram:"), case aside; a mark also in typed
// (what the user wrote, which the bot may echo) does not count. "" when
// there is none.
func Raw(text, typed string, extra ...string) string {
	low, in := strings.ToLower(text), strings.ToLower(typed)
	for _, marks := range [][]string{rawMarks, extra} {
		for _, m := range marks {
			if m = strings.ToLower(m); strings.Contains(low, m) && !strings.Contains(in, m) {
				return m
			}
		}
	}
	return ""
}

// Panic returns the first line of log that tells of a panic, with the
// caller's extra marks; "" when there is none.
func Panic(log string, extra ...string) string {
	for _, line := range strings.Split(log, "\n") {
		for _, marks := range [][]string{panicMarks, extra} {
			for _, m := range marks {
				if strings.Contains(line, m) {
					return line
				}
			}
		}
	}
	return ""
}
