package bot

import (
	"bytes"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// TestUndoRefusalNamesWhatTheGameHides: an undo refused because the move
// revealed something names what that game hides: a tile in classic and
// Archipelago, a card (a chest, a pile, a captain) in Archipirata; never
// both, as the one text shared by every game did («(клетку, карту)»).
func TestUndoRefusalNamesWhatTheGameHides(t *testing.T) {
	for _, tc := range []struct {
		f          face
		lang, want string
		not        []string
	}{
		{classicFace{}, "en", "face-down tile", []string{"card"}},
		{classicFace{}, "ru", "закрытую клетку", []string{"карт"}},
		{archipelagoFace{}, "ru", "закрытую клетку", []string{"карт"}},
		{puzzleFace{}, "en", "face-down tile", []string{"card"}},
		{archFace{}, "en", "a card, a chest, a pile or a captain", []string{"tile"}},
		{archFace{}, "ru", "карту, сундук, стопку или капитана", []string{"клетк"}},
	} {
		g := &game{rec: &storage.Game{Setup: storage.Setup{Game: tc.f.id()}}}
		own, reply := undoRevealedTexts(g)
		for _, s := range []string{tr(tc.lang, own), tr(tc.lang, reply)} {
			if !strings.Contains(s, tc.want) {
				t.Errorf("%s, %s: %q does not name %q", tc.f.id(), tc.lang, s, tc.want)
			}
			for _, n := range tc.not {
				if strings.Contains(s, n) {
					t.Errorf("%s, %s: %q names %q", tc.f.id(), tc.lang, s, n)
				}
			}
		}
	}
	// the refusal a player reads in a Russian classic game
	f := newFixture(t)
	f.cmd(user("1"), "settings", "lang ru")
	startDuel(f)
	white := user(f.game().Setup.Seats[0].UserID)
	f.cmd(white, "move", "W1 g2") // g2 is face down: the move reveals it
	for i := 0; i < 10; i++ {     // answer any choice on the way
		g := mustLoad(t, f)
		if !g.cl().Pending.Active {
			break
		}
		f.cmd(white, "move", engine.Legal(*g.cl())[0].String())
	}
	f.cmd(white, "undo", "")
	if a := f.out.lastAnswer(); !strings.Contains(a, "закрытую клетку") || strings.Contains(a, "карт") {
		t.Errorf("the undo of a move that turned a tile answered %q", a)
	}
}

// TestNonPlayerPressTold: someone who plays no seat and presses a board's
// button is told only the players may, and whose turn it is, not "Not
// your turn" (they have none); a player out of turn still is.
func TestNonPlayerPressTold(t *testing.T) {
	for _, tc := range []struct {
		lang, want, not, player string
	}{
		{"en", "Only the players of this game can make its moves. Now to act: white (U1).", "Not your turn", "Not your turn: white (U1) is to act."},
		{"ru", "Ходить могут только игроки этой партии. Сейчас ход: белые (U1).", "Не ваш ход", "Не ваш ход. Сейчас ход: белые (U1)."},
	} {
		f := newFixture(t)
		f.cmd(user("1"), "settings", "lang "+tc.lang)
		startDuel(f)
		data := flatten(f.out.lastBoard().Buttons)[0].Data
		f.press(User{ID: "9", Name: "U9", Lang: tc.lang}, data)
		if a := f.out.lastAnswer(); a != tc.want || strings.Contains(a, tc.not) {
			t.Errorf("%s: a non-player's press answered %q, want %q", tc.lang, a, tc.want)
		}
		f.cmd(User{ID: "9", Name: "U9", Lang: tc.lang}, "move", "W1 g2")
		if a := f.out.lastAnswer(); a != tc.want {
			t.Errorf("%s: a non-player's typed move answered %q, want %q", tc.lang, a, tc.want)
		}
		f.press(User{ID: "2", Name: "U2", Lang: tc.lang}, data)
		if a := f.out.lastAnswer(); a != tc.player {
			t.Errorf("%s: a player's press out of turn answered %q, want %q", tc.lang, a, tc.player)
		}
	}
}

// TestHistorySaysWhoMovedForWhom: under smoke another crew's player
// moves a crew's pieces; /history says so ("Red — U3, for yellow
// (smoke): …"), where it read as if red had moved its own.
func TestHistorySaysWhoMovedForWhom(t *testing.T) {
	snap := scenarioSnapshot(t, "smoke-controller.yaml")
	for _, tc := range []struct{ lang, want, own string }{
		{"en", "2. Red — U3, for yellow (smoke): ", "1. White — U1: W1 e5"},
		{"ru", "2. Красные — U3, за жёлтых (дым): ", "1. Белые — U1: W1 e5"},
	} {
		f := newFixture(t)
		f.cmd(user("1"), "settings", "lang "+tc.lang)
		f.cmd(user("1"), "new", "3")
		f.press(user("2"), "0:j:yellow")
		f.press(user("3"), "0:j:red")
		f.cmd(user("1"), "start", "")
		f.fromSnapshot(snap)
		f.cmd(user("1"), "move", "W1 e5") // the smoke: yellow's turn is red's player's
		g := mustLoad(t, f)
		if st := g.cl(); st.Turn != engine.Yellow || st.Controller() != engine.Red {
			t.Fatalf("%s: not under smoke: turn %v, controller %v (%q)", tc.lang, st.Turn, st.Controller(), f.out.answers)
		}
		yellow := engine.Legal(*g.cl())[0].String()
		f.cmd(user("3"), "move", yellow)
		if n := len(f.game().Log); n != 2 {
			t.Fatalf("%s: yellow's move under smoke not played: %q", tc.lang, f.out.answers)
		}
		f.cmd(user("1"), "history", "")
		h := f.out.lastText()
		if !strings.Contains(h, tc.want+yellow) || !strings.Contains(h, tc.own) {
			t.Errorf("%s: /history reads\n%s\nwant %q and %q", tc.lang, h, tc.want+yellow, tc.own)
		}
	}
}

// TestTeamsShowTheSides: a 2 v 2 game names its sides in the lobby and in
// /status, with each side's total; a game of crews each for itself names
// none.
func TestTeamsShowTheSides(t *testing.T) {
	for _, tc := range []struct{ lang, lobby, status string }{
		{"en", "Mode: teams 2 v 2 — white + black vs yellow + red", "Sides: ⚪⚫ white + black: 4 · 🟡🔴 yellow + red: 1"},
		{"ru", "Режим: команды 2 на 2 — белые + чёрные против жёлтых + красных", "Стороны: ⚪⚫ белые + чёрные: 4 · 🟡🔴 жёлтые + красные: 1"},
	} {
		f := newFixture(t)
		f.cmd(user("1"), "settings", "lang "+tc.lang)
		f.cmd(user("1"), "new", "teams")
		if s := f.out.lastText(); !strings.Contains(s, tc.lobby) {
			t.Errorf("%s: the lobby reads\n%s\nwant %q", tc.lang, s, tc.lobby)
		}
		for i, k := range []string{"yellow", "black", "red"} {
			f.press(user(string(rune('2'+i))), "0:j:"+k)
		}
		f.cmd(user("1"), "start", "")
		g := mustLoad(t, f)
		st := g.cl()
		st.Banked[engine.White], st.Banked[engine.Black], st.Banked[engine.Red] = 3, 1, 1
		if s := (classicFace{}).status(tc.lang, g); !strings.Contains(s, tc.status) {
			t.Errorf("%s: /status reads\n%s\nwant %q", tc.lang, s, tc.status)
		}
	}
	f := newFixture(t)
	startDuel(f)
	f.cmd(user("1"), "status", "")
	if s := f.out.lastText(); strings.Contains(s, "Sides") || strings.Contains(s, " vs ") {
		t.Errorf("a duel's /status names sides:\n%s", s)
	}
}

// TestRulesRumPictureInRussian: /rules rum in a Russian chat shows the
// barrel that reads «РОМ», in English "RUM".
func TestRulesRumPictureInRussian(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		f := newFixture(t)
		f.cmd(user("1"), "settings", "lang "+lang)
		f.cmd(user("1"), "rules", "rum")
		got := f.out.lastBoard().PNG
		if len(got) == 0 || !bytes.Equal(got, tilePNGIn(lang, engine.Rum)) {
			t.Errorf("%s: /rules rum did not show the barrel in its language", lang)
		}
	}
	if bytes.Equal(tilePNGIn("ru", engine.Rum), tilePNGIn("en", engine.Rum)) {
		t.Error("the Russian barrel is the English one")
	}
}
