package bot

import (
	"context"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

// TestArchipelagoPrivateBoardSays: /board in the private chat shows an
// Archipelago player the crew's own view with a line saying what it is
// (the tiles its lighthouse or scout showed drawn face up), in the
// player's language; before, the picture came alone.
func TestArchipelagoPrivateBoardSays(t *testing.T) {
	for lang, want := range map[string]string{
		"en": "🔭 Your own view (white): the tiles your lighthouse or scout showed you are drawn face up, for you alone.",
		"ru": "🔭 Ваш личный вид (белые): клетки, которые вам показали маяк или разведчик, нарисованы открытыми — их видите только вы.",
	} {
		t.Run(lang, func(t *testing.T) {
			f, white := archipelagoAfterPlacing(t, "", func(*engine.State) {})
			white.Lang = lang
			boards := len(f.out.boards)
			private := Chat{Key: "tg:" + white.ID, Platform: PlatformTelegram, ID: white.ID, Private: true}
			f.b.Handle(context.Background(), Request{Chat: private, User: white, Command: "board"}, f.out)
			if len(f.out.boards) != boards+1 {
				t.Fatalf("%d boards shown; answers %q", len(f.out.boards)-boards, f.out.answers)
			}
			b := f.out.boards[len(f.out.boards)-1]
			if b.Caption != want || len(b.PNG) == 0 {
				t.Errorf("the private board reads %q, want %q", b.Caption, want)
			}
			if strings.Contains(b.Caption, tr(lang, txtDmReady)) {
				t.Errorf("the private board greets again: %q", b.Caption)
			}
		})
	}
}
