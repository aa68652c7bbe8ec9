package bot

import (
	"bytes"
	"image"
	"testing"

	"github.com/jackalbot/jackal/engine/cards"
	"github.com/jackalbot/jackal/render"
	"github.com/jackalbot/jackal/storage"
)

// cardsGameIn starts a three-player card game in a chat whose language is
// chatLang, player 2 having chosen mylang for themself; it returns the
// fixture and the outbox that shows the private boards.
func cardsGameIn(t *testing.T, chatLang, mylang string) (*fixture, *secretBox) {
	t.Helper()
	return cardsFixtureIn(t, Chat{}, "islands=2", 3, [2]string{"1", "lang " + chatLang}, [2]string{"2", "mylang " + mylang})
}

// pngOf encodes a picture as the bot sends it.
func pngOf(t *testing.T, img image.Image) []byte {
	t.Helper()
	data, err := encodePNG(img)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestCardsPicturesInChatLanguage: the card game's pictures speak the
// language of the chat they are sent to. The group's board is render's
// picture with the chat's language in its options (so a Russian chat's
// board is not an English chat's), and a player's private picture is in
// their own language, whatever the group's.
func TestCardsPicturesInChatLanguage(t *testing.T) {
	groups := map[string][]byte{}
	for _, lang := range []string{"en", "ru"} {
		other := map[string]string{"en": "ru", "ru": "en"}[lang]
		f, box := cardsGameIn(t, lang, other)
		g, err := f.b.loadGame(f.chat.Key)
		if err != nil {
			t.Fatal(err)
		}
		v := cardsSpectator(g)
		want := pngOf(t, render.CardBoard(&v, render.CardBoardOptions{Size: f.b.cfg.BoardSize,
			Names: cardsNames(lang, g.rec.Setup.Seats), Lang: lang}))
		board := cardsFace{}.board(f.b, lang, g, nil, "", true)
		if !bytes.Equal(board.PNG, want) {
			t.Errorf("%s chat: the board is not render's picture in %q", lang, lang)
		}
		groups[lang] = board.PNG

		// player 2's private picture, in their own language
		seat := g.crewsOf("2")[0]
		sv := cards.ViewFor(cardsState(g.m), cardsSeat(seat))
		mine := pngOf(t, render.CardSeat(&sv, render.CardBoardOptions{Size: f.b.cfg.BoardSize,
			Names: cardsNames(other, g.rec.Setup.Seats), Lang: other}))
		got, _, ok := box.lastSecret("2")
		if !ok {
			t.Fatalf("%s chat: player 2 has no private board", lang)
		}
		if !bytes.Equal(got.PNG, mine) {
			t.Errorf("%s chat: player 2's private picture is not in their language %q", lang, other)
		}
		theirs, _, _ := box.lastSecret("3")
		if bytes.Equal(theirs.PNG, got.PNG) {
			t.Errorf("%s chat: players 2 and 3 get the same private picture", lang)
		}
	}
	if bytes.Equal(groups["en"], groups["ru"]) {
		t.Fatal("a Russian chat's board is the English chat's")
	}
}

// TestLobbyPictureLanguages: a lobby's picture, kept once drawn, is kept
// by language: the Russian lobby does not get the English picture.
func TestLobbyPictureLanguages(t *testing.T) {
	f := newFixture(t)
	for _, face := range []face{classicFace{}, archFace{}, cardsFace{}} {
		en := face.lobbyPicture(f.b, "en", &storage.Setup{})
		ru := face.lobbyPicture(f.b, "ru", &storage.Setup{})
		if len(en) == 0 || len(ru) == 0 {
			t.Fatalf("%T: no lobby picture", face)
		}
		if bytes.Equal(en, ru) {
			t.Errorf("%T: the Russian lobby picture is the English one", face)
		}
		if again := face.lobbyPicture(f.b, "", &storage.Setup{}); !bytes.Equal(again, en) {
			t.Errorf("%T: the default language's picture is not the English one", face)
		}
	}
}
