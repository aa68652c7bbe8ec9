package bot

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// TestLevelName checks that a computer seat is named by its level in the
// chat's language, in every game's texts (seatName) and the card game's
// numbered names (cardsNames), and that a level with no word is named as
// typed.
func TestLevelName(t *testing.T) {
	tests := []struct {
		lang, level, seat, cards string
	}{
		{"en", "hard", "computer (hard)", "Computer 2 (hard)"},
		{"en", "easy", "computer (easy)", "Computer 2 (easy)"},
		{"ru", "hard", "компьютер (сильный)", "Компьютер 2 (сильный)"},
		{"ru", "easy", "компьютер (лёгкий)", "Компьютер 2 (лёгкий)"},
		{"ru", "random", "компьютер (случайный)", "Компьютер 2 (случайный)"},
		{"ru", "brutal", "компьютер (brutal)", "Компьютер 2 (brutal)"},
	}
	for _, tc := range tests {
		s := storage.Seat{AI: tc.level, Name: "AI", Crew: "p2"}
		if got := seatName(tc.lang, &s); got != tc.seat {
			t.Errorf("seatName(%s, %s) = %q, want %q", tc.lang, tc.level, got, tc.seat)
		}
		if got := cardsNames(tc.lang, []storage.Seat{s})[1]; got != tc.cards {
			t.Errorf("cardsNames(%s, %s) = %q, want %q", tc.lang, tc.level, got, tc.cards)
		}
	}
}

// TestCardsStandInRussian: the reminder and the stand-in's notice in a
// Russian chat name the stand-in computer's level in Russian.
func TestCardsStandInRussian(t *testing.T) {
	f, box := cardsGameIn(t, "ru", "ru")
	f.now = f.now.Add(cardsDefaultTime/2 + time.Minute)
	f.b.RemindOnce(context.Background())
	if txt := box.lastText(); !strings.Contains(txt, "Ждём") || !strings.Contains(txt, "компьютер (лёгкий)") {
		t.Fatalf("reminder %q", txt)
	}
	f.now = f.now.Add(cardsDefaultTime)
	f.b.RemindOnce(context.Background())
	all := strings.Join(box.texts, "\n")
	if !strings.Contains(all, "Время вышло") || !strings.Contains(all, "ходит компьютер (лёгкий)") {
		t.Fatalf("texts: %v", box.texts)
	}
}
