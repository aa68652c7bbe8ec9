package bot

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate/archi"
	ar "github.com/jackalbot/jackal/engine/archipirata"
	"github.com/jackalbot/jackal/engine/games"
	"github.com/jackalbot/jackal/storage"
)

// archVsComputer starts an Archipirata game of user 1 (red) against an
// easy computer (white), dealt with seed, in f's chat, its log set to log
// (nil: the deal).
func archVsComputer(t *testing.T, f *fixture, seed uint64, args string, log []string) {
	t.Helper()
	f.rebot(Config{Seed: func() uint64 { return seed }})
	f.cmd(user("1"), "new", "archipirata ai:easy "+args)
	f.cmd(user("1"), "start", "")
	if len(log) == 0 {
		return
	}
	_, err := f.store.Update(storage.Key(f.chat.Key), storage.AnyVersion, func(r *storage.Game) error {
		r.Log, r.Snapshot = append([]string(nil), log...), nil // rebuilt from the log when loaded
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// seed135Lookout is the log of a game dealt with seed 135 (red a human,
// white the easy computer) up to red's lookout choice: island 1's pile
// holds a chest on top, which white claims in its reply.
var seed135Lookout = []string{"take 1 cw", "take 3 ccw W R", "take 1 cw", "take 2 cw W W W R", "take 5 ccw W R W",
	"take 2 cw", "take 6 ccw", "take 3 cw W R", "1", "take 7 ccw W R", "take 1 cw", "take 2 cw", "take 6 ccw",
	"take 3 cw", "1", "take 8 cw R W +rum@1", "take 1 cw", "take 5 ccw R R W +rum@2", "take 1 cw"}

// TestArchLookoutShowsThePileSeen: the lookout's private message shows the
// pile as the player looked at it, not as the computer's reply left it
// (the chest on top that white then claimed is named).
func TestArchLookoutShowsThePileSeen(t *testing.T) {
	f := newFixture(t)
	archVsComputer(t, f, 135, "", seed135Lookout)
	s := archState(mustLoad(t, f).m)
	if s.Pend != ar.PendLookout {
		t.Fatalf("not at the lookout's choice: pending %v", s.Pend)
	}
	var want []string
	for k := int(s.Top[0]); k < ar.PileSize; k++ {
		want = append(want, archi.CardName("en", s.Pile[0][k]))
	}
	f.cmd(user("1"), "move", "1")
	f.out.mu.Lock()
	privates := strings.Join(f.out.privates, "\n")
	f.out.mu.Unlock()
	if !strings.Contains(privates, "from the top: "+strings.Join(want, ", ")+".") {
		t.Fatalf("the lookout's message:\n%s\nwant the pile seen: %s", privates, strings.Join(want, ", "))
	}
	if b := f.out.lastBoard(); !strings.Contains(b.Caption, "White claimed a chest on island 1") {
		t.Fatalf("the computer did not take the chest looked at, the test shows nothing:\n%s", b.Caption)
	}
}

// mustLoad loads f's game.
func mustLoad(t *testing.T, f *fixture) *game {
	t.Helper()
	g, err := f.b.loadGame(f.chat.Key)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// archFind plays random legal actions from deals (advanced or not) until
// ok holds at red's turn with no choice waiting, and returns that state.
func archFind(t *testing.T, adv bool, ok func(s *ar.State) bool) ar.State {
	t.Helper()
	var buf []ar.Action
	for seed := uint64(1); seed <= 400; seed++ {
		s, err := ar.Deal(ar.Options{Seats: 2, Advanced: adv}, seed)
		if err != nil {
			t.Fatal(err)
		}
		x := seed
		for ply := 0; ply < 200 && !s.Over; ply++ {
			if s.Turn == 0 && s.Pend == ar.PendNone && ok(&s) {
				return s
			}
			buf = ar.Legal(&s, buf)
			if err := ar.Apply(&s, buf[ar.SplitMix(&x)%uint64(len(buf))], nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no such position found")
	return ar.State{}
}

// archGameAt is a game record of state s keyed key, red played by a human
// ("p1") and white by the computer unless both are human.
func archGameAt(t *testing.T, key string, s ar.State, bothHuman bool) *game {
	t.Helper()
	white := storage.Seat{Crew: "white", Name: "AI", AI: "easy"}
	if bothHuman {
		white = storage.Seat{Crew: "white", UserID: "p2", Name: "Player 2"}
	}
	rec := &storage.Game{ID: "g1", Key: storage.Key(key), Setup: storage.Setup{Game: archID,
		Seats: []storage.Seat{{Crew: "red", UserID: "p1", Name: "Player 1"}, white}}}
	return &game{rec: rec, m: matchOf(t, games.Archipirata, &s)}
}

// TestArchTerminalShowsOwnSide: at the terminal against the computer the
// board shows the human's own side: its chests by what they hold, its
// captain named, and only the sowings it can play (no rum skip paid with
// a gold chest); a chat's board, and a hot seat of both teams, keep them
// hidden as before.
func TestArchTerminalShowsOwnSide(t *testing.T) {
	b := &Bot{cfg: Config{BoardSize: 256}}
	s := archFind(t, true, func(s *ar.State) bool {
		return s.Held[0][ar.Gold] > 0 && s.Held[0][ar.Rum]+s.Held[0][ar.RumChest] == 0 && !s.Spent[0] &&
			len(publicLegal(s)) > len(ar.Legal(s, nil))
	})
	capName := archi.CaptainName("en", s.Captain[0])
	own := (archFace{}).board(b, "en", archGameAt(t, "term:local", s, false), nil, "", false)
	if !strings.Contains(own.Alt, "gold chest") || !strings.Contains(own.Caption, "Your captain: "+capName) {
		t.Errorf("the terminal's board against the computer hides the player's own side:\n%s\n%s", own.Alt, own.Caption)
	}
	g := archGameAt(t, "term:local", s, false)
	legal := ar.Legal(&s, nil)
	for _, a := range archOffered(g) {
		if !slices.Contains(legal, a) {
			t.Errorf("the terminal offers %s, which the team cannot play", ar.Format(a))
		}
	}
	for _, key := range []string{"tg:-100", "term:local"} {
		hidden := (archFace{}).board(b, "en", archGameAt(t, key, s, key == "term:local"), nil, "", false)
		if strings.Contains(hidden.Alt, "gold chest") || strings.Contains(hidden.Caption, capName) {
			t.Errorf("%s (both teams human: %v): the board shows red's secrets:\n%s\n%s", key, key == "term:local", hidden.Alt, hidden.Caption)
		}
	}
}

// TestArchCaptainRefusals: a captain refused at the terminal against the
// computer names the captain and its cost; in a chat (where a typed
// command's answer may be public) it does not; in the basic game it says
// the basic game has none.
func TestArchCaptainRefusals(t *testing.T) {
	s := archFind(t, true, func(s *ar.State) bool {
		c := s.Captain[0]
		return c == ar.ChingShih && s.Held[0][ar.Sabre] < 2
	})
	g := archGameAt(t, "term:local", s, false)
	got := (archFace{}).explain("en", ar.ErrSyntax, archCaptainWord, g)
	if !strings.Contains(got, "Ching Shih") || !strings.Contains(got, "sabre ×2") {
		t.Errorf("the terminal's refusal of the captain: %q", got)
	}
	chat := archGameAt(t, "tg:-100", s, false)
	if got := (archFace{}).explain("en", ar.ErrSyntax, archCaptainWord, chat); strings.Contains(got, "Ching Shih") {
		t.Errorf("a chat's refusal names the captain: %q", got)
	}
	basic := archFind(t, false, func(*ar.State) bool { return true })
	for _, typed := range []string{"captain ching-shih", archCaptainWord} {
		err := archGameAt(t, "term:local", basic, false).m.Check(typed)
		if got := (archFace{}).explain("en", err, typed, archGameAt(t, "term:local", basic, false)); !strings.Contains(got, "basic game has no captains") {
			t.Errorf("%q in the basic game: %q", typed, got)
		}
	}
}

// TestArchIslandButtonsNumbered: an island's button carries its number
// (the terminal lists and presses it by that number), and the directions
// of an island picked name it.
func TestArchIslandButtonsNumbered(t *testing.T) {
	b := &Bot{cfg: Config{BoardSize: 256}}
	s := archFind(t, false, func(s *ar.State) bool { return s.Pirates[0][0]+s.Pirates[0][1] == 0 })
	g := archGameAt(t, "term:local", s, false)
	board := (archFace{}).board(b, "en", g, nil, "", false)
	for _, x := range flatten(board.Buttons) {
		if n, ok := strings.CutPrefix(x.Label, "🏝 "); ok && n != strconv.Itoa(x.Number) {
			t.Errorf("island button %q numbered %d", x.Label, x.Number)
		}
	}
	for _, x := range flatten(board.Buttons) {
		if d, err := ParseButtonData(x.Data); err == nil && d.Verb == VerbPick && strings.HasPrefix(d.Arg, "i") {
			dirs := (archFace{}).board(b, "en", g, nil, d.Arg, false)
			island := strings.TrimPrefix(d.Arg, "i")
			for _, y := range flatten(dirs.Buttons) {
				if strings.Contains(y.Label, "clockwise") && !strings.HasPrefix(y.Label, island+" ") {
					t.Errorf("island %s's direction %q does not name it", island, y.Label)
				}
			}
			return
		}
	}
	t.Fatal("no island to pick")
}

// TestArchPileLine: the text board tells a pile's size as cards, with
// its top card, never as a count of that card.
func TestArchPileLine(t *testing.T) {
	s, err := ar.Deal(ar.Options{Seats: 2}, 7)
	if err != nil {
		t.Fatal(err)
	}
	v := ar.ViewFor(&s, ar.Spectator)
	top := archi.CardName("en", s.Pile[0][0])
	if got := archText("en", &v); !strings.Contains(got, "1: 🔴0 ⚪1 · pile: 6 cards, "+top+" on top\n") {
		t.Errorf("text board:\n%s", got)
	}
	if got := archText("ru", &v); !strings.Contains(got, "стопка: 6 карт, сверху ") {
		t.Errorf("text board in Russian:\n%s", got)
	}
}

// TestArchRulesBoardWords: the rules take the words the board uses for
// cards: chest, gold, «сундук», «золото».
func TestArchRulesBoardWords(t *testing.T) {
	f := newFixture(t)
	for _, tc := range []struct{ arg, want string }{
		{"archipirata chest", "Chest: every pile is dealt one"},
		{"archipirata gold", "Gold chest:"},
		{"archipirata сундук", "Chest: every pile is dealt one"},
		{"archipirata золото", "Gold chest:"},
		{"settings lang ru", ""},
		{"archipirata сундук", "Сундук: в каждой стопке при раздаче"},
		{"archipirata золото", "Сундук золота:"},
		{"archipirata закрытый  сундук", "Сундук: в каждой стопке при раздаче"},
	} {
		if cmd, ok := strings.CutPrefix(tc.arg, "settings "); ok {
			f.cmd(user("1"), "settings", cmd)
			continue
		}
		f.cmd(user("1"), "rules", tc.arg)
		if got := f.out.lastText(); !strings.Contains(got, tc.want) {
			t.Errorf("/rules %s: %q (answer %q)", tc.arg, got, f.out.lastAnswer())
		}
	}
}

// TestEndAloneConfirms: with one human at the table, end does not end
// the game at once: the player is told who would win and why, and
// confirms (the button, or end again) or plays on; the end then says why.
func TestEndAloneConfirms(t *testing.T) {
	f := newFixture(t)
	archVsComputer(t, f, 7, "", nil)
	active := func() bool {
		_, err := f.store.Get(storage.Key(f.chat.Key))
		return err == nil
	}
	f.cmd(user("1"), "end", "")
	if !active() {
		t.Fatal("end against the computer ended the game at once")
	}
	// the first player starts with a pirate injured: ending now loses
	if got := f.out.lastText(); !strings.Contains(got, "If the game ends now, White wins: equal gold, more pirates on the islands") {
		t.Fatalf("the confirmation: %q", got)
	}
	f.press(user("1"), strconv.Itoa(len(f.game().Log))+":v:n")
	if !active() || f.out.textsWith("The game goes on.") != 1 {
		t.Fatalf("play on: active %v, texts %q", active(), f.out.lastText())
	}
	f.cmd(user("1"), "end", "")
	f.press(user("1"), strconv.Itoa(len(f.game().Log))+":v:y")
	if active() {
		t.Fatal("the confirmed end did not end the game")
	}
	if got := f.out.lastBoard().Caption; !strings.Contains(got, "White won by agreement: equal gold, more pirates on the islands") {
		t.Errorf("the end does not say why: %q", got)
	}
	// classic: end, then end again
	f.cmd(user("1"), "new", "duel ai:easy")
	f.cmd(user("1"), "start", "")
	f.cmd(user("1"), "end", "")
	if !active() || !strings.Contains(f.out.lastText(), "Ending now would give:") {
		t.Fatalf("classic's end against the computer: active %v, %q", active(), f.out.lastText())
	}
	f.cmd(user("1"), "end", "")
	if active() {
		t.Fatal("end again did not end the classic game")
	}
}

// TestArchIslandButtonsInOrder: the public keyboard lists the islands in
// island order, an island whose only sowings need a rum chest among them
// (before, it came last: … 🏝 8, 🏝 2).
func TestArchIslandButtonsInOrder(t *testing.T) {
	b := &Bot{cfg: Config{BoardSize: 256}}
	s := archFind(t, false, func(s *ar.State) bool {
		var islands []uint8
		for _, a := range publicLegal(s) {
			if a.Kind == ar.ActTake && !slices.Contains(islands, a.Island) {
				islands = append(islands, a.Island)
			}
		}
		return !slices.IsSorted(islands)
	})
	board := (archFace{}).board(b, "en", archGameAt(t, "tg:-100", s, true), nil, "", false)
	var numbers []int
	for _, x := range flatten(board.Buttons) {
		if strings.HasPrefix(x.Label, "🏝 ") {
			numbers = append(numbers, x.Number)
		}
	}
	if len(numbers) < 2 || !slices.IsSorted(numbers) {
		t.Errorf("the islands' buttons: %v, want them in order", numbers)
	}
}
