package discord

import (
	"context"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot"
)

// BenchmarkLayout lays out a busy board: pieces, twelve destinations and
// a dangerous move (a select menu results).
func BenchmarkLayout(b *testing.B) {
	rows := [][]bot.Button{buttons("P", 4), buttons("D", 12), {{Label: "Kill", Data: "k", Danger: true}}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := layout(rows); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEscape escapes a typical caption.
func BenchmarkEscape(b *testing.B) {
	caption := strings.Repeat("Turn 12: *white* W1 g2-g3 took 2 coins; next <@42> "+timestamp(testTime)+"\n", 4)
	b.ReportAllocs()
	for b.Loop() {
		escape(caption)
	}
}

// BenchmarkSlashCommandRoundTrip measures a whole interaction against the
// fake Discord on loopback: gateway event, deferral, the core's board
// (a picture and buttons) completing the response.
func BenchmarkSlashCommandRoundTrip(b *testing.B) {
	e := start(b, guild)
	e.h.set("board", func(ctx context.Context, req bot.Request, out bot.Outbox) {
		_, err := out.SendBoard(ctx, req.Chat, board("bench"))
		e.h.report(err)
	})
	b.ResetTimer()
	for b.Loop() {
		e.fake.SlashCommand(channel, guild, alice, "board", nil)
		if err := <-e.h.errs; err != nil {
			b.Fatal(err)
		}
		<-e.h.got
	}
}
