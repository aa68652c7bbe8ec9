package archi

import (
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

func TestPrompt(t *testing.T) {
	s := deal(t, 4, true, 2)
	s.Turn = 2
	for _, l := range narrate.Langs() {
		var texts []string
		for p := ar.PendNone; p <= ar.PendPlace; p++ {
			s.Pend = p
			for _, seat := range []uint8{2, 1} {
				v := ar.ViewFor(&s, seat)
				got := Prompt(l, &v)
				checkText(t, l, "Prompt", got)
				texts = append(texts, got)
			}
			v := ar.ViewFor(&s, ar.Spectator)
			if got := Prompt(l, &v); got != texts[len(texts)-1] {
				t.Errorf("%s: a spectator reads %q, another seat %q", l, got, texts[len(texts)-1])
			}
		}
		distinct(t, string(l)+" Prompt", texts)
	}
	s.Pend = ar.PendNone
	v := ar.ViewFor(&s, 2)
	want := "Your move, Red 2: choose an island and a direction, such as take 3 cw. Your captain: " + CaptainName(narrate.EN, s.Captain[2]) + " (captain " + s.Captain[2].String() + ")."
	if got := Prompt(narrate.EN, &v); got != want {
		t.Errorf("Prompt = %q, want %q", got, want)
	}
	s.Pend = ar.PendAid
	v = ar.ViewFor(&s, 0)
	if got := Prompt(narrate.RU, &v); got != "Красные 2 выбирают остров для раненого пирата (аптечка)." {
		t.Errorf("Prompt(RU) = %q", got)
	}
	s.Over = true
	v = ar.ViewFor(&s, 2)
	if got := Prompt(narrate.EN, &v); got != "" {
		t.Errorf("Prompt after the end = %q", got)
	}
	if got := Prompt(narrate.EN, nil); got != "" {
		t.Errorf("Prompt(nil) = %q", got)
	}
}

func TestStatus(t *testing.T) {
	s := deal(t, 2, false, 1)
	s.Turn = 1
	s.Held[1][ar.Gold], s.Held[1][ar.RumChest] = 1, 1
	s.Held[0][ar.Gold] = 2
	s.Injured = [2]uint8{1, 0}
	s.Pirates = [ar.NumIslands][2]uint8{{0, 1}, {1, 1}, {1, 0}, {2, 3}}
	v := ar.ViewFor(&s, 0)
	tests := map[narrate.Lang]string{
		narrate.EN: "Red: gold 2, 4 pirates on the islands, 1 injured. White: gold 0 (+2 face-down chests), 5 pirates on the islands, 0 injured. White to move.",
		narrate.RU: "Красные: золото 2, на островах 4 пирата, ранены: 1. Белые: золото 0 (+2 закрытых сундука), на островах 5 пиратов, ранены: 0. Ходят белые.",
	}
	for l, want := range tests {
		if got := Status(l, &v); got != want {
			t.Errorf("%s:\n got %q\nwant %q", l, got, want)
		}
	}
	own := ar.ViewFor(&s, 1)
	if got := Status(narrate.EN, &own); !strings.Contains(got, "White: gold 1, 5 pirates") {
		t.Errorf("White's own status = %q", got)
	}
	if got := Status(narrate.EN, nil); got != "" {
		t.Errorf("Status(nil) = %q", got)
	}
}
