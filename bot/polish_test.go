package bot

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/engine"
	cardscenario "github.com/jackalbot/jackal/engine/cards/scenario"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// TestUndoByOtherPlayerAfterReveal: /undo by a player who did not make
// the last move is told only its player may ask, even when that move
// revealed a tile; its own player is told it revealed something.
func TestUndoByOtherPlayerAfterReveal(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	white := f.game().Setup.Seats[0].UserID
	black := f.game().Setup.Seats[1].UserID
	f.cmd(user(white), "move", "W1 g2") // g2 is face down: the move reveals it
	for i := 0; i < 10; i++ {           // answer any choice on the way
		g, _ := f.b.loadGame(f.chat.Key)
		if !g.cl().Pending.Active {
			break
		}
		f.cmd(user(white), "move", engine.Legal(*g.cl())[0].String())
	}
	n := len(f.game().Log)
	f.cmd(user(black), "undo", "")
	if a := f.out.lastAnswer(); !strings.Contains(a, "Only the last move") {
		t.Errorf("undo by the other player answered %q", a)
	}
	f.cmd(user(white), "undo", "")
	if a := f.out.lastAnswer(); !strings.Contains(a, "revealed") {
		t.Errorf("undo by the mover answered %q", a)
	}
	if len(f.game().Log) != n {
		t.Fatal("a move that revealed a tile was taken back")
	}
}

// TestUndoAgreedToldOnce: an undo the others agree to is told once
// ("Taken back: …"), not also as "Agreed: take back …".
func TestUndoAgreedToldOnce(t *testing.T) {
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "move", "ship h1") // white (user 1) moves its ship: nothing revealed
	f.cmd(user("1"), "undo", "")
	before := len(f.out.texts)
	f.press(user("2"), "1:v:y")
	if n := len(f.game().Log); n != 0 {
		t.Fatalf("undo after agreement left %d entries", n)
	}
	said := strings.Join(f.out.texts[before:], " | ")
	if strings.Count(said, "ship sailed from g1 to h1") != 1 || !strings.Contains(said, "Taken back: “White's ship sailed from g1 to h1”") {
		t.Errorf("the agreed undo was told as %q", said)
	}
}

// TestCardsNonPlayerTypedMove: a user with no seat who types /move in
// the card game's group is told they have no seat, not sent to a
// private board they do not have.
func TestCardsNonPlayerTypedMove(t *testing.T) {
	f, box := cardsFixture(t, "islands=2", 3)
	for _, args := range []string{"lay horse", ""} {
		box.answers = nil
		f.b.Handle(context.Background(), Request{Chat: f.chat, User: user("9"), Command: "move", Args: args}, box)
		if a := strings.Join(box.answers, " | "); !strings.Contains(a, "no seat in this game") {
			t.Errorf("/move %s by a non-player answered %q", args, a)
		}
	}
	box.answers = nil
	f.b.Handle(context.Background(), Request{Chat: f.chat, User: user("2"), Command: "move", Args: "lay horse"}, box)
	if a := strings.Join(box.answers, " | "); !strings.Contains(a, "private board") {
		t.Errorf("/move typed by a player in the group answered %q", a)
	}
}

// TestCardsHandPictureFullSize: a player's private hand is drawn at the
// board's size, 1024 px (its words ~20 px on a phone, not ~10 at 512),
// and stays small.
func TestCardsHandPictureFullSize(t *testing.T) {
	f, _ := cardsFixture(t, "islands=2", 3)
	f.rebot(Config{BoardSize: 1024})
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	hand := cardsFace{}.handBoard(f.b, "en", g, g.crewsOf("2")[0])
	img, err := png.Decode(bytes.NewReader(hand.PNG))
	if err != nil {
		t.Fatal(err)
	}
	if w := img.Bounds().Dx(); w != 1024 {
		t.Errorf("the hand is %d px wide, want 1024", w)
	}
	if len(hand.PNG) > 64<<10 {
		t.Errorf("the 1024 px hand is %d bytes", len(hand.PNG))
	}
}

// TestArchipelagoBadOptionsInRussian: the reasons /new archipelago and
// /start give for abilities that cannot be dealt are the bot's own words
// in the chat's language, not the engine's English.
func TestArchipelagoBadOptionsInRussian(t *testing.T) {
	ru := User{ID: "1", Name: "U1", Lang: "ru"}
	for _, tc := range []struct{ args, want string }{
		{"abilities=W2:nosuch", "не способность"},
		{"abilities=Q9:scout", "не пират"},
		{"abilities=W2", "не пара"},
		{"abilities=W2:scout+W2:strongman", "две способности"},
		{"abilities=W1:scout+W2:scout", "по одной карте"},
		{"island=nosuch", "Острова \"nosuch\" нет"},
	} {
		f := newFixture(t)
		f.cmd(ru, "settings", "lang ru")
		f.cmd(ru, "new", "archipelago "+tc.args)
		a := f.out.lastAnswer()
		if !strings.Contains(a, tc.want) || strings.Contains(a, " is ") || strings.Contains(a, "given") {
			t.Errorf("/new archipelago %s answered %q, want %q", tc.args, a, tc.want)
		}
	}
	for _, tc := range []struct{ args, want string }{
		{"duel abilities=Y1:scout", "Y1"},
		{"abilities=W1:strongman abilities=W1:scout", "две способности"},
	} {
		f := newFixture(t)
		f.cmd(ru, "settings", "lang ru")
		f.cmd(ru, "new", "archipelago "+tc.args)
		f.cmd(user("2"), "join", "")
		f.cmd(ru, "start", "")
		a := f.out.lastAnswer()
		if !strings.HasPrefix(a, "С настройками этого лобби игру не раздать: ") || !strings.Contains(a, tc.want) || strings.Contains(a, " is ") || strings.Contains(a, "given") {
			t.Errorf("/start of archipelago %s answered %q", tc.args, a)
		}
	}
}

// TestButtonNamesShort: a button naming a player shows at most the
// first 12 characters of a long name ("🍾 rum on Alexander Pe…"), which
// a phone would cut; names alike once cut are told by seat number.
func TestButtonNamesShort(t *testing.T) {
	data, err := os.ReadFile("../engine/cards/scenario/testdata/rum.yaml")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := cardscenario.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	sc.Actions, sc.Expect = sc.Actions[:2], cardscenario.Expect{} // p2 is asked for a rum on p1
	s, err := sc.Play()
	if err != nil {
		t.Fatal(err)
	}
	long := "Alexander Petrovich Rumyantsev-Zadunaisky"
	rec := &storage.Game{ID: "g1", Key: "tg:-100", Setup: storage.Setup{Game: cardsID, Seats: []storage.Seat{
		{Crew: "p1", UserID: "1", Name: long}, {Crew: "p2", UserID: "2", Name: "Bob"}}}}
	g := &game{rec: rec, m: matchOf(t, games.Cards, &s)}
	f := newFixture(t)
	b := cardsFace{}.handBoard(f.b, "en", g, "p2")
	var rum string
	for _, x := range flatten(b.Buttons) {
		if strings.HasPrefix(x.Label, "🍾") {
			rum = x.Label
		}
	}
	if rum != "🍾 rum on Alexander Pe…" {
		t.Errorf("the rum's button is %q", rum)
	}
	if !strings.Contains(b.Caption, long) && !strings.Contains(b.Caption, "Bob") {
		t.Errorf("the caption names nobody: %q", b.Caption)
	}
	got := labelNames([]string{long, "Alexander Petrovich II", "Bob", "", "Bob"})
	want := []string{"1·Alexander…", "2·Alexander…", "3·Bob", "", "5·Bob"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("labelNames %q, want %q", got, want)
	}
	if got := labelName("Computer 2 (hard)"); got != "Computer 2…" {
		t.Errorf("labelName of a computer: %q", got)
	}

	// the reminder's button to replace an absent player
	f.cmd(User{ID: "1", Name: long}, "new", "duel")
	f.press(user("2"), "0:j:black")
	f.cmd(user("2"), "start", "")
	f.now = f.now.Add(24 * 30 * time.Hour)
	for i := 0; i < 10; i++ {
		f.b.RemindOnce(context.Background())
		f.now = f.now.Add(24 * time.Hour)
	}
	kick := ""
	for _, rows := range f.out.buttons {
		for _, x := range flatten(rows) {
			if strings.HasPrefix(x.Label, "🤖 Replace") {
				kick = x.Label
			}
		}
	}
	if kick != "🤖 Replace Alexander Pe…" {
		t.Errorf("the button to replace the absent player is %q", kick)
	}
}

// voteMessage is the id of the message whose buttons answer a vote, ""
// when none has them.
func (r *recorder) voteMessage() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	for id, rows := range r.buttons {
		for _, x := range flatten(rows) {
			if d, err := ParseButtonData(x.Data); err == nil && d.Verb == VerbVote {
				return id
			}
		}
	}
	return ""
}

// TestVoteClosedWhenGameEnds: an open vote's message loses its buttons
// and says it is closed when the game ends (a resignation, an abort) or
// moves on (a move: the vote was on the state it was opened at).
func TestVoteClosedWhenGameEnds(t *testing.T) {
	for _, tc := range []struct {
		name string
		end  func(f *fixture)
		want string
	}{
		{"resign", func(f *fixture) { f.cmd(user("2"), "resign", "") }, "the game is over"},
		{"abort", func(f *fixture) { f.cmd(user("1"), "abort", "") }, "the game is over"},
		{"another vote", func(f *fixture) { f.cmd(user("2"), "end", ""); f.cmd(user("1"), "end", "") }, "another vote was opened"},
		{"a move", func(f *fixture) {
			g, _ := f.b.loadGame(f.chat.Key)
			f.cmd(user("2"), "move", engine.Legal(*g.cl())[0].String())
		}, "a move was made"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			startDuel(f)
			f.cmd(user("1"), "move", "ship h1") // white (user 1): nothing revealed
			f.cmd(user("1"), "undo", "")
			id := f.out.voteMessage()
			if id == "" {
				t.Fatalf("no vote posted: %q", f.out.texts)
			}
			tc.end(f)
			if len(f.out.buttons[id]) != 0 {
				t.Errorf("the vote's message keeps its buttons after %s", tc.name)
			}
			if f.out.textsWith("take back “White's ship sailed from g1 to h1”") < 2 || f.out.textsWith("The vote is closed: "+tc.want) != 1 {
				t.Errorf("the vote's message was not closed: %q", f.out.texts)
			}
		})
	}
	// the vote decided: its buttons go, its text stays the question
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "move", "ship h1")
	f.cmd(user("1"), "undo", "")
	id := f.out.voteMessage()
	f.cmd(user("2"), "undo", "") // not theirs: refused, the vote stays
	if len(f.out.buttons[id]) == 0 {
		t.Fatal("a refused undo closed the vote")
	}
	f.press(user("2"), "1:v:n")
	if len(f.out.buttons[id]) != 0 || f.out.textsWith("The vote is closed") != 0 {
		t.Errorf("a refused vote: buttons %v, texts %q", f.out.buttons[id], f.out.texts)
	}
}

// TestLobbyMessageSaysStarted: once its game starts, the lobby's message
// no longer asks anyone to press a colour and start: it shows the table
// and says the game started, without buttons.
func TestLobbyMessageSaysStarted(t *testing.T) {
	for _, args := range []string{"duel", "cards"} {
		f := newFixture(t)
		f.cmd(user("1"), "new", args)
		f.press(user("2"), f.out.buttons["1"][0][0].Data)
		f.cmd(user("1"), "start", "")
		if g := f.game(); g.Status != "active" {
			t.Fatalf("%s: not started: %q", args, f.out.answers)
		}
		if len(f.out.buttons["1"]) != 0 {
			t.Errorf("%s: the lobby keeps its buttons", args)
		}
		var last string
		for _, s := range f.out.texts {
			if strings.Contains(s, "U1") && strings.Contains(s, "U2") && !strings.Contains(s, "begins") {
				last = s
			}
		}
		if strings.Contains(last, "Press a") || strings.Contains(last, "free") || !strings.Contains(last, "The game has started") {
			t.Errorf("%s: the lobby's message after the start: %q", args, last)
		}
	}
}
