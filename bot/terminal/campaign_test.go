package terminal

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// TestCampaignEndAsksNewGame: once a campaign ends, the terminal asks for
// a new game as after any game, the standings told once, and still shown
// by standings and campaign; y starts another campaign. Before, the
// champion's picture was taken for a game's board: the prompt went on
// with "! No game is in play." and "! No campaign runs here".
func TestCampaignEndAsksNewGame(t *testing.T) {
	b, st := newBot(t)
	pic := filepath.Join(t.TempDir(), "board.png")
	in := strings.NewReader("resign\nresign\nstandings\ncampaign\ny\nquit\n")
	var out bytes.Buffer
	if err := Play(context.Background(), b, Options{New: "archipirata ai:easy best-of=2", Humans: 1, Campaign: true, Picture: pic}, in, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	end := strings.Index(text, "The campaign is over!")
	if end < 0 {
		t.Fatalf("the campaign did not end:\n%s", tail(text, 2000))
	}
	after := text[end:]
	if n := strings.Count(after, "New game? (y/n)"); n != 3 {
		t.Errorf("New game? asked %d times after the end, want 3 (after the end, standings, campaign):\n%s", n, tail(after, 2500))
	}
	for _, bad := range []string{"No game is in play", "No campaign runs here"} {
		if strings.Contains(text, bad) {
			t.Errorf("the terminal says %q:\n%s", bad, tail(after, 2500))
		}
	}
	if n := strings.Count(text[:strings.Index(after, "New game?")+end], "📊"); n != 2 {
		// one after game 1, one with the champion (before: a third)
		t.Errorf("standings told %d times before the question, want 2:\n%s", n, tail(text, 2500))
	}
	if n := strings.Count(after, "Champion:"); n != 3 {
		t.Errorf("the final standings shown %d times, want at the end and when asked twice:\n%s", n, tail(after, 2500))
	}
	list, err := st.ListCampaigns()
	if err != nil || len(list) != 2 {
		t.Fatalf("y did not start a new campaign: %v %d", err, len(list))
	}
	if g, err := st.Get(storage.Key(ChatKey)); err != nil || g.Status != storage.StatusActive {
		t.Fatalf("the new campaign's game: %v", err)
	}
	if _, err := os.Stat(besidePicture(pic, "standings")); err != nil {
		t.Errorf("no standings picture of its own: %v", err)
	}
}

// TestCampaignAbortInTheTerminal: abort stops the campaign's game, which
// is played again at once (before, the prompt went dead: "No game is in
// play", while campaign said "Game 1 is on.", for good).
func TestCampaignAbortInTheTerminal(t *testing.T) {
	b, st := newBot(t)
	in := strings.NewReader("abort\ncampaign\nboard\nquit\n")
	var out bytes.Buffer
	if err := Play(context.Background(), b, Options{New: "archipirata ai:easy best-of=2", Humans: 1, Campaign: true}, in, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if strings.Contains(text, "No game is in play") || !strings.Contains(text, "game 1 is played again") {
		t.Fatalf("after abort:\n%s", tail(text, 2500))
	}
	g, err := st.Get(storage.Key(ChatKey))
	if err != nil || g.Status != storage.StatusActive {
		t.Fatalf("no game on after abort: %v", err)
	}
	cp, err := st.ActiveCampaign(storage.Key(ChatKey))
	if err != nil || cp.Current != g.ID || len(cp.Games) != 0 {
		t.Fatalf("the campaign: %v %+v", err, cp)
	}
}

// TestAbortAsksNewGame: abort of an ordinary game ends it at the terminal
// too: "New game?" is asked (before, the prompt went on with "No game is
// in play.").
func TestAbortAsksNewGame(t *testing.T) {
	b, _ := newBot(t)
	var out bytes.Buffer
	if err := Play(context.Background(), b, Options{New: "duel ai:easy", Humans: 1}, strings.NewReader("abort\nn\n"), &out); err != nil {
		t.Fatal(err)
	}
	if text := out.String(); !strings.Contains(text, "stopped by Player 1.\nNew game? (y/n)") || strings.Contains(text, "No game is in play") {
		t.Fatalf("after abort:\n%s", tail(text, 1500))
	}
}

// TestStandingsKeepTheBoard: standings in mid-game writes its chart to its
// own file and leaves the board's picture and buttons (before, "1" was
// refused: "There is no button 1.", and the chart was written over the
// board's picture).
func TestStandingsKeepTheBoard(t *testing.T) {
	pics := map[string][]byte{}
	for _, input := range []string{"quit\n", "standings\nquit\n"} {
		b, _ := newBot(t)
		pic := filepath.Join(t.TempDir(), "board.png")
		var out bytes.Buffer
		if err := Play(context.Background(), b, Options{New: "archipirata ai:easy best-of=2", Humans: 1, Campaign: true, Picture: pic}, strings.NewReader(input), &out); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(pic)
		if err != nil {
			t.Fatal(err)
		}
		pics[input] = data
		if input != "quit\n" {
			if _, err := os.Stat(besidePicture(pic, "standings")); err != nil || !strings.Contains(out.String(), "board-standings.png") {
				t.Errorf("no standings picture of its own: %v", err)
			}
		}
	}
	if !bytes.Equal(pics["quit\n"], pics["standings\nquit\n"]) {
		t.Error("standings wrote over the board's picture")
	}
	b, st := newBot(t)
	var out bytes.Buffer
	if err := Play(context.Background(), b, Options{New: "archipirata ai:easy best-of=2", Humans: 1, Campaign: true}, strings.NewReader("standings\n1\nquit\n"), &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if strings.Contains(text, "There is no button") || !strings.Contains(text[strings.Index(text, "📊"):], "clockwise") {
		t.Fatalf("standings took the board's buttons:\n%s", tail(text, 1500))
	}
	if _, err := st.Get(storage.Key(ChatKey)); err != nil {
		t.Fatal(err)
	}
}

// TestSetupRefusalTold: a set-up the bot refuses ends the session with its
// reason (ErrNotOpened); before, it was hidden with the lobby's messages
// and only "! No game is in play." was printed.
func TestSetupRefusalTold(t *testing.T) {
	b, _ := newBot(t)
	var out bytes.Buffer
	err := Play(context.Background(), b, Options{New: "archipirata islands=3", Humans: 2, Campaign: true}, strings.NewReader("board\n"), &out)
	if !errors.Is(err, ErrNotOpened) || !strings.Contains(err.Error(), "islands=N is for Jackal Archipelago") {
		t.Fatalf("error %v; output:\n%s", err, out.String())
	}
	if strings.Contains(out.String(), "No game is in play") {
		t.Fatalf("the session went on:\n%s", out.String())
	}
}

// TestLongLineRefused: a line too long is refused with its length and the
// session goes on (before: "bufio.Scanner: token too long", the session
// over).
func TestLongLineRefused(t *testing.T) {
	b, _ := newBot(t)
	var out bytes.Buffer
	in := strings.NewReader(strings.Repeat("x", 70000) + "\nstatus\nquit\n")
	if err := Play(context.Background(), b, Options{New: "duel ai:easy", Humans: 1}, in, &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if !strings.Contains(text, "That line is 70000 characters long and was not read: a line is at most 4096.") {
		t.Fatalf("no refusal:\n%s", tail(text, 1500))
	}
	if !strings.Contains(tail(text, 1500), "to play") { // the status, served after it
		t.Fatalf("the session did not go on:\n%s", tail(text, 1500))
	}
}

// TestResumeSeated: a game kept in the store plays on with its own players
// (Seated), not the flags' (before, a game against computers continued
// without --players was shown as at a hot seat).
func TestResumeSeated(t *testing.T) {
	b, _ := newBot(t)
	ctx := context.Background()
	if err := Play(ctx, b, Options{New: "cards ai:easy ai:easy islands=2", Humans: 1}, strings.NewReader("quit\n"), &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := Play(ctx, b, Options{Resume: true, Humans: 2, Seated: 1}, strings.NewReader("1\nquit\n"), &out); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "Pass the keyboard") || !strings.Contains(out.String(), "[for Player 1 only]") {
		t.Fatalf("resumed as a hot seat:\n%s", tail(out.String(), 1500))
	}
}
