package terminal

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestArchipelagoToTheEnd plays Jackal Archipelago in the terminal to its
// end: at the hot seat on the first island and on the ring (buttons 1–4 in
// turn: boats placed and sailed, pirates moved), and one human against
// the easy computer. The game is archived finished on the island asked,
// the last picture written.
func TestArchipelagoToTheEnd(t *testing.T) {
	for _, tc := range []struct {
		name, args, island string
		humans             int
	}{
		{"hot-seat", "archipelago", "", 2},
		{"hot-seat-3-ring", "archipelago 3 island=ring", "ring", 3},
		{"vs-easy", "archipelago ai:easy", "", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, st := newBot(t)
			var in bytes.Buffer
			x := uint32(3)
			for i := 0; i < 40000; i++ {
				x = x*1664525 + 1013904223
				fmt.Fprintf(&in, "%d\n", x>>30+1)
			}
			var out bytes.Buffer
			pic := filepath.Join(t.TempDir(), "board.png")
			if err := Play(context.Background(), b, Options{New: tc.args, Humans: tc.humans, Picture: pic}, &in, &out); err != nil {
				t.Fatal(err)
			}
			if _, err := st.Get(storage.Key(ChatKey)); err == nil {
				t.Fatalf("the game did not end; last output:\n%s", tail(out.String(), 800))
			}
			list, err := st.ListArchived()
			if err != nil || len(list) != 1 {
				t.Fatalf("archive: %v %v", list, err)
			}
			rec, err := st.Archived(list[0].ID)
			if err != nil || rec.Status != storage.StatusFinished || rec.Setup.Game != "archipelago" {
				t.Fatalf("the finished game: %v %+v", err, rec)
			}
			if tc.island != "" && !strings.Contains(strings.Join(rec.Setup.Variants, " "), "island="+tc.island) {
				t.Fatalf("not on %s: %v", tc.island, rec.Setup.Variants)
			}
			places, boats := 0, 0
			for _, a := range rec.Log {
				places += btoi(strings.HasPrefix(a, "place "))
				boats += btoi(strings.HasPrefix(a, "boat "))
			}
			if places != len(rec.Setup.Seats) || boats == 0 {
				t.Errorf("%d boats placed for %d crews, %d sailings", places, len(rec.Setup.Seats), boats)
			}
			text := out.String()
			if strings.Contains(text, "internal error") || strings.Contains(text, "went wrong") {
				t.Fatalf("the game hit an error:\n%s", tail(text, 800))
			}
			if !strings.Contains(text, "Put your boat in the water") {
				t.Error("nobody was asked to place a boat")
			}
			if data, err := os.ReadFile(pic); err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
				t.Fatalf("no PNG written: %v", err)
			}
		})
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestPuzzleToTheEnd plays a solo puzzle in the terminal (jackal play
// --puzzle N) with buttons 1–3 until it ends; the game is archived as a
// puzzle and its last board judges it.
func TestPuzzleToTheEnd(t *testing.T) {
	b, st := newBot(t)
	var in bytes.Buffer
	x := uint32(5)
	for i := 0; i < 3000; i++ {
		x = x*1664525 + 1013904223
		fmt.Fprintf(&in, "%d\n", x>>30%3+1)
	}
	var out bytes.Buffer
	if err := Play(context.Background(), b, Options{Puzzle: 4, Humans: 1}, &in, &out); err != nil {
		t.Fatal(err)
	}
	list, err := st.ListArchived()
	if err != nil || len(list) == 0 {
		t.Fatalf("archive: %v %v", list, err)
	}
	rec, err := st.Archived(list[0].ID)
	if err != nil || rec.Setup.Game != "puzzle" || !strings.Contains(strings.Join(rec.Setup.Variants, " "), "puzzle=4") {
		t.Fatalf("the finished game: %v %+v", err, rec)
	}
	text := out.String()
	if !strings.Contains(text, "Puzzle 4") || !strings.Contains(text, "olved") {
		t.Fatalf("no puzzle title or verdict:\n%s", tail(text, 800))
	}
	if !strings.HasPrefix(text, "🧩 Puzzle 4") {
		t.Errorf("the puzzle does not open with its title (the language setting's answer showed): %.80q", text)
	}
}

// TestCampaignInTheTerminal plays a best-of-3 classic campaign at the hot
// seat: the player to move resigns each game, the next game starts by
// itself, and the campaign ends with its champion after two games.
func TestCampaignInTheTerminal(t *testing.T) {
	b, st := newBot(t)
	in := strings.NewReader("resign\nresign\nn\n")
	var out bytes.Buffer
	if err := Play(context.Background(), b, Options{New: "duel best-of=3", Humans: 2, Campaign: true}, in, &out); err != nil {
		t.Fatal(err)
	}
	list, err := st.ListCampaigns()
	if err != nil || len(list) != 1 || list[0].Status != storage.CampaignFinished || len(list[0].Games) != 2 {
		t.Fatalf("the campaign: %v %+v\n%s", err, list, tail(out.String(), 1500))
	}
	if text := out.String(); !strings.Contains(text, "Champion: Player 2") {
		t.Fatalf("no champion told:\n%s", tail(text, 1500))
	}
}
