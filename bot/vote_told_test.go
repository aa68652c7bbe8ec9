package bot

import (
	"testing"
)

// TestVoteOutcomeTold: a vote's outcome says what was agreed or refused
// in the game's language, as its opening did, never the vote's stored
// kind ("Refused: end.", «Отклонено: end.» before).
func TestVoteOutcomeTold(t *testing.T) {
	for _, tc := range []struct {
		lang, answer, want string
	}{
		{"en", "y", "Agreed: end the game now."},
		{"en", "n", "Refused: end the game now."},
		{"ru", "y", "Решено: закончить игру сейчас."},
		{"ru", "n", "Отклонено: закончить игру сейчас."},
	} {
		f := newFixture(t)
		f.cmd(user("1"), "settings", "lang "+tc.lang)
		startDuel(f)
		f.cmd(user("1"), "end", "")
		f.press(user("2"), "0:v:"+tc.answer)
		if f.out.textsWith(tc.want) != 1 {
			t.Errorf("%s, %s: %q not said; last text %q", tc.lang, tc.answer, tc.want, f.out.lastText())
		}
	}
	f := newFixture(t)
	f.cmd(user("1"), "settings", "lang ru")
	startDuel(f)
	f.cmd(user("1"), "move", "ship f1") // reveals nothing, so it may be taken back
	g := f.game()
	if len(g.Log) == 0 {
		t.Fatal("no move made")
	}
	f.cmd(user("1"), "undo", "")
	f.press(user("2"), "1:v:n") // the vote's buttons carry the game's version
	want := "Отклонено: отменить ход «Корабль белых перешёл с g1 на f1»."
	if f.out.textsWith(want) != 1 {
		t.Errorf("%q not said; last text %q", want, f.out.lastText())
	}
}

// TestVoteOpenInGameLanguage: a vote's opening is told wholly in the
// game's language, whatever the language of the player who opens it
// (the subject followed the player's: «U1 предлагает: end the game now»).
func TestVoteOpenInGameLanguage(t *testing.T) {
	f := newFixture(t)
	f.cmd(user("1"), "settings", "lang ru")
	f.cmd(user("2"), "settings", "mylang en")
	startDuel(f)
	f.cmd(user("2"), "end", "")
	if want := "U2 предлагает: закончить игру сейчас. Игроки, согласны?"; f.out.textsWith(want) != 1 {
		t.Errorf("%q not said; last text %q", want, f.out.lastText())
	}
}
