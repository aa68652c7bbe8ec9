package bot

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// TestKickAbsentPlayer: the others may let a computer replace a player who
// has not moved, from the reminder's button, only once the deadline has
// passed; the vote of every other player carries it (the absent one has
// no say), and the computer then plays the seat.
func TestKickAbsentPlayer(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "new", "3")
	f.cmd(user("2"), "join", "")
	f.cmd(user("3"), "join", "")
	f.cmd(user("1"), "start", "")
	g := f.game()
	if g.Status != storage.StatusActive || len(g.Setup.Seats) != 3 {
		t.Fatalf("not a three-player game: %s, %+v", g.Status, g.Setup.Seats)
	}
	absent := g.Setup.Seats[0] // the first to act: the creator
	kick := ButtonData{Tag: gameTag(g.ID), Moves: len(g.Log), Verb: VerbKick, Arg: absent.Crew}.String()
	f.press(user("2"), kick)
	if a := f.out.lastAnswer(); !strings.Contains(a, "can be replaced after") {
		t.Fatalf("a press before the deadline is answered %q", a)
	}
	if f.game().Votes != nil {
		t.Fatal("a vote opened before the deadline")
	}

	f.now = g.Deadline.Add(time.Minute)
	f.b.RemindOnce(context.Background())
	var button string
	for _, row := range f.out.buttons[strconv.Itoa(f.out.n)] { // the reminder, the last message
		for _, x := range row {
			if d, err := ParseButtonData(x.Data); err == nil && d.Verb == VerbKick {
				button = x.Data
			}
		}
	}
	if button == "" || !strings.Contains(f.out.lastText(), "the button below") {
		t.Fatalf("the reminder past the deadline %q has no button to replace the player", f.out.lastText())
	}
	f.press(user(absent.UserID), button)
	if a := f.out.lastAnswer(); a == "" || len(f.game().Votes) != 0 {
		t.Fatalf("the absent player opened a vote on themselves: answer %q, votes %+v", a, f.game().Votes)
	}
	f.press(user("2"), button)
	if v := f.game().Votes; len(v) != 1 || v[0].Target != absent.UserID {
		t.Fatalf("no vote to replace %s: %+v", absent.Name, v)
	}
	f.press(user("3"), strings.Split(button, ":")[0]+":v:y")
	g = f.game()
	if g.Setup.Seats[0].AI == "" {
		t.Fatalf("the seat is still %+v after every other player agreed", g.Setup.Seats[0])
	}
	if f.out.textsWith("Agreed: let a computer replace "+absent.Name) != 1 {
		t.Errorf("the outcome is not told; last text %q", f.out.lastText())
	}
	if len(g.Log) == 0 {
		t.Error("the computer did not play the seat's turn")
	}
}
