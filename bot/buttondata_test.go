package bot

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
)

func TestButtonDataRoundTrip(t *testing.T) {
	for _, d := range []ButtonData{
		{Tag: "ab12", Moves: 0, Verb: VerbJoin, Arg: "black"},
		{Tag: "zz00", Moves: 17, Verb: VerbAct, Arg: "W1 f6/2 +c"},
		{Moves: 3, Verb: VerbBack},
		{Tag: gameTag("20261124T120000Z-0102030405"), Moves: 1200, Verb: VerbPick, Arg: "W1#7"},
	} {
		s := d.String()
		got, err := ParseButtonData(s)
		if err != nil || got != d {
			t.Errorf("%+v → %q → %+v, %v", d, s, got, err)
		}
	}
}

func TestParseButtonDataRefuses(t *testing.T) {
	for _, s := range []string{"", "s", "0", "x:a", "-1:a", "01:a", "0:zz", "0:a:", "abc/0:a", "AB12/0:a", "ab12/:a",
		"ab12/0:open", "0:a:" + string(make([]byte, 70))} {
		if d, err := ParseButtonData(s); !errors.Is(err, ErrBadButtonData) {
			t.Errorf("%q: %+v, %v; want ErrBadButtonData", s, d, err)
		}
	}
}

func TestGameTagsDiffer(t *testing.T) {
	seen := map[string]string{}
	for _, id := range []string{"20261124T120000Z-0102030405", "20261124T120000Z-0102030406", "20261124T120001Z-0102030405", "x"} {
		tag := gameTag(id)
		if !validTag(tag) {
			t.Errorf("%s: tag %q has not the form of a tag", id, tag)
		}
		if other, ok := seen[tag]; ok {
			t.Errorf("%s and %s share the tag %s", id, other, tag)
		}
		seen[tag] = id
	}
}

// FuzzButtonData checks that any data parses or is refused without a
// panic, and that what parses prints back to itself.
func FuzzButtonData(f *testing.F) {
	for _, s := range []string{"ab12/0:j:black", "3:a:W1 e5", "zz00/12:p:W1#7", "0:s", "x/1:a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseButtonData(s)
		if err != nil {
			return
		}
		if got := d.String(); got != s {
			t.Fatalf("%q parses to %+v, which prints %q", s, d, got)
		}
	})
}

// TestButtonsBoundToTheirGame checks that a button works only in the game
// that made it: data copied from another chat's game, or made before tags,
// is refused and moves nothing.
func TestButtonsBoundToTheirGame(t *testing.T) {
	a := newFixture(t)
	startDuel(a)
	b := newFixture(t)
	b.chat = Chat{Key: "tg:-200", Platform: PlatformTelegram, ID: "-200"}
	startDuel(b)
	// a legal action of game b, sent with game b's tag to chat a
	gb, err := b.b.loadGame(b.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	ga, err := a.b.loadGame(a.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	legal := engine.Legal(*ga.cl()) // legal in a too: only the tag differs
	actor := *seatUser(ga.actor())
	foreign := ButtonData{Tag: gameTag(gb.rec.ID), Moves: ga.moves(), Verb: VerbAct, Arg: legal[0].String()}.String()
	untagged := ButtonData{Moves: ga.moves(), Verb: VerbAct, Arg: legal[0].String()}.String()
	for _, data := range []string{foreign, untagged} {
		before := len(a.game().Log)
		a.b.Handle(context.Background(), Request{Chat: a.chat, User: actor, Button: data}, a.out)
		if len(a.game().Log) != before {
			t.Fatalf("%q moved chat a's game", data)
		}
		if got := a.out.lastAnswer(); !strings.Contains(got, "another game") {
			t.Fatalf("%q answered %q", data, got)
		}
	}
	// the same action with a's own tag is played
	own := ButtonData{Tag: gameTag(ga.rec.ID), Moves: ga.moves(), Verb: VerbAct, Arg: legal[0].String()}.String()
	a.b.Handle(context.Background(), Request{Chat: a.chat, User: actor, Button: own}, a.out)
	if len(a.game().Log) != ga.moves()+1 {
		t.Fatalf("the game's own button did not move")
	}
}

// TestCreatorChoosesColour: the creator, seated by /new without a colour,
// picks one with the colour buttons and may change it before the start; a
// colour another player holds is refused.
func TestCreatorChoosesColour(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "new", "duel")
	f.press(user("1"), "0:j:black")
	if got := f.game().Setup.Seats[0].Crew; got != "black" {
		t.Fatalf("the creator's colour is %q after pressing black (answer %q)", got, f.out.lastAnswer())
	}
	f.press(user("1"), "0:j:white")
	if got := f.game().Setup.Seats[0].Crew; got != "white" {
		t.Fatalf("the creator's colour is %q after changing to white", got)
	}
	f.press(user("2"), "0:j:black")
	f.press(user("1"), "0:j:black")
	if got := f.game().Setup.Seats[0].Crew; got != "white" || !strings.Contains(f.out.lastAnswer(), "taken") {
		t.Fatalf("a taken colour: creator %q, answer %q", got, f.out.lastAnswer())
	}
	f.cmd(user("1"), "start", "")
	g := f.game()
	if g.Setup.Seats[0].Crew != "white" || g.Setup.Seats[1].Crew != "black" {
		t.Fatalf("seats at the start: %+v", g.Setup.Seats)
	}
}
