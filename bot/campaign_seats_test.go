package bot

import (
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/storage"
)

// secondGame is threeCampaign with its second game started, all three
// seated.
func secondGame(t *testing.T) *fixture {
	t.Helper()
	f := threeCampaign(t)
	readyAll(f, "1", "2", "3")
	if g := f.game(); g.Status != storage.StatusActive || g.Setup.CampaignGame != 1 || len((&game{rec: g}).humans()) != 3 {
		t.Fatalf("the second game: %s %d %+v", g.Status, g.Setup.CampaignGame, g.Setup.Seats)
	}
	return f
}

// endByAgreement ends the chat's game by the yes of every human seated.
func endByAgreement(f *fixture) {
	f.t.Helper()
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		f.t.Fatalf("load: %v", err)
	}
	hs := g.humans()
	f.cmd(User{ID: hs[0].UserID, Name: hs[0].Name}, "end", "")
	for _, h := range hs[1:] {
		f.cmd(User{ID: h.UserID, Name: h.Name}, "end", "") // a yes, at whatever move
	}
	if g := f.game(); g.Status != storage.StatusLobby || g.Setup.CampaignGame != 2 {
		f.t.Fatalf("no third game's lobby: %s %d", g.Status, g.Setup.CampaignGame)
	}
}

// seatOfUser is user's seat in rec; nil for none.
func seatOfUser(rec *storage.Game, user string) *storage.Seat {
	for i := range rec.Setup.Seats {
		if rec.Setup.Seats[i].UserID == user {
			return &rec.Setup.Seats[i]
		}
	}
	return nil
}

// TestCampaignResignOneGame: a player who resigns a game of three (a
// computer plays on in their place) is out of that game only: the
// campaign's next game seats them as a person, to press Ready, and the
// campaign keeps them a person (before, they stayed a computer for the
// rest of the season, "computer (easy)" in their seat).
func TestCampaignResignOneGame(t *testing.T) {
	f := secondGame(t)
	f.cmd(user("3"), "resign", "")
	if s := seatOfUser(f.game(), "3"); s == nil || s.AI == "" {
		t.Fatalf("no computer plays on for the player who resigned: %+v", s)
	}
	endByAgreement(f)
	lobby := f.game()
	if s := seatOfUser(lobby, "3"); s == nil || s.AI != "" {
		t.Fatalf("the next game seats the player who resigned as %+v", s)
	}
	if p := playerByID(campaignOf(f), "3"); p == nil || p.AI != "" {
		t.Fatalf("the campaign keeps the player who resigned as %+v", p)
	}
	if got := f.out.lastText(); !strings.Contains(got, "U3") || strings.Contains(got, "computer") {
		t.Fatalf("the next game's lobby: %q", got)
	}
	readyAll(f, "1", "2")
	if f.game().Status != storage.StatusLobby {
		t.Fatal("the game started without the player who resigned the last one")
	}
	readyAll(f, "3")
	if g := f.game(); g.Status != storage.StatusActive || !plays(g.Setup.Seats, "3") {
		t.Fatalf("the third game: %s %+v", g.Status, g.Setup.Seats)
	}
}

// TestCampaignKickedStandIn: a player the vote on an absent player
// replaced is seated as a computer, ready, in the campaign's next game
// (the table does not wait another day for them), and takes the seat
// back by pressing Ready there: a person again (before, the press was
// refused: "This game's seats are the campaign's players'").
func TestCampaignKickedStandIn(t *testing.T) {
	f := secondGame(t)
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	absent := *g.actor()
	var others []string
	for _, h := range g.humans() {
		if h.UserID != absent.UserID {
			others = append(others, h.UserID)
		}
	}
	f.now = g.rec.Deadline.Add(time.Minute)
	f.press(user(others[0]), ButtonData{Tag: gameTag(g.rec.ID), Moves: len(g.rec.Log), Verb: VerbKick, Arg: absent.Crew}.String())
	f.press(user(others[1]), "0:v:y")
	if s := seatOfUser(f.game(), absent.UserID); s == nil || s.AI == "" {
		t.Fatalf("the vote did not replace the absent player: %+v", s)
	}
	endByAgreement(f)
	if s := seatOfUser(f.game(), absent.UserID); s == nil || s.AI == "" {
		t.Fatalf("the next game seats the absent player as %+v, not a computer", s)
	}
	if got := f.out.lastText(); !strings.Contains(got, "U"+absent.UserID+": computer (easy)") {
		t.Fatalf("the next game's lobby does not name the absent player's seat: %q", got)
	}
	readyAll(f, others[0])
	f.press(user(absent.UserID), "0:j")
	if a := f.out.lastAnswer(); !strings.Contains(a, "✅ Ready") {
		t.Fatalf("the absent player's Ready is answered %q", a)
	}
	lobby := f.game()
	if s := seatOfUser(lobby, absent.UserID); lobby.Status != storage.StatusLobby || s == nil || s.AI != "" {
		t.Fatalf("the absent player did not take the seat back: %s %+v", lobby.Status, lobby.Setup.Seats)
	}
	if p := playerByID(campaignOf(f), absent.UserID); p == nil || p.AI != "" || !p.Ready {
		t.Fatalf("the campaign keeps the player back as %+v", p)
	}
	readyAll(f, others[1])
	if g := f.game(); g.Status != storage.StatusActive || !plays(g.Setup.Seats, absent.UserID) {
		t.Fatalf("the third game: %s %+v", g.Status, g.Setup.Seats)
	}
}

// TestCampaignRejoinLobby: a campaign player who left the next game's
// lobby takes the seat back by ✅ Ready or /join, where it was (before:
// "This game's seats are the campaign's players'"); anyone else is still
// refused.
func TestCampaignRejoinLobby(t *testing.T) {
	for _, tt := range []struct {
		name string
		join func(f *fixture, u User)
	}{
		{"ready", func(f *fixture, u User) { f.press(u, "0:j") }},
		{"join", func(f *fixture, u User) { f.cmd(u, "join", "") }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := threeCampaign(t)
			before := f.game().Setup.Seats
			f.cmd(user("2"), "leave", "")
			if seatedIn(f.game(), "2") {
				t.Fatal("the player did not leave")
			}
			tt.join(f, user("4"))
			if a := f.out.lastAnswer(); !strings.Contains(a, "campaign's players") || seatedIn(f.game(), "4") {
				t.Fatalf("a non-player joining is answered %q, seats %+v", a, f.game().Setup.Seats)
			}
			tt.join(f, user("2"))
			if a := f.out.lastAnswer(); !strings.Contains(a, "✅ Ready") {
				t.Fatalf("the player coming back is answered %q", a)
			}
			after := f.game().Setup.Seats
			if len(after) != len(before) {
				t.Fatalf("seats %+v, were %+v", after, before)
			}
			for i := range after {
				if after[i] != before[i] {
					t.Fatalf("seats %+v, were %+v", after, before)
				}
			}
			readyAll(f, "1", "3")
			if g := f.game(); g.Status != storage.StatusActive || !plays(g.Setup.Seats, "2") {
				t.Fatalf("the game: %s %+v", g.Status, g.Setup.Seats)
			}
		})
	}
}

// TestCampaignLeaveStartsReady: when the one seated player not ready
// leaves the next game's lobby, the game starts at once with those still
// seated, all ready (before, it waited for the deadline); while another
// seated player is not ready it waits.
func TestCampaignLeaveStartsReady(t *testing.T) {
	for _, tt := range []struct {
		name  string
		ready []string
		start bool
	}{
		{"the others ready", []string{"1", "2"}, true},
		{"one other not ready", []string{"1"}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := threeCampaign(t)
			readyAll(f, tt.ready...)
			f.cmd(user("3"), "leave", "")
			g := f.game()
			if started := g.Status == storage.StatusActive; started != tt.start {
				t.Fatalf("started %v, want %v: %+v", started, tt.start, g.Setup.Seats)
			}
			if seatedIn(g, "3") {
				t.Fatalf("the player who left is seated: %+v", g.Setup.Seats)
			}
		})
	}
}
