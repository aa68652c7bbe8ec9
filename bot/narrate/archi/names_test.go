package archi

import (
	"testing"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

func TestCardNames(t *testing.T) {
	for _, l := range narrate.Langs() {
		var names []string
		for c := ar.NoCard; c <= ar.Chest; c++ {
			n := CardName(l, c)
			checkText(t, l, "CardName "+c.String(), n)
			names = append(names, n)
		}
		distinct(t, string(l)+" CardName", names)
		if got := CardName(l, ar.Chest+1); got != "?" {
			t.Errorf("%s: CardName(no card) = %q", l, got)
		}
	}
	if got := CardName(narrate.RU, ar.Sabre); got != "сабля" {
		t.Errorf("CardName(RU, sabre) = %q", got)
	}
	if got := CardName(narrate.EN, ar.Gold); got != "gold chest" {
		t.Errorf("CardName(EN, gold) = %q", got)
	}
}

func TestReminders(t *testing.T) {
	for _, l := range narrate.Langs() {
		var rs []string
		for c := ar.Reef; c <= ar.Kraken; c++ {
			r := Reminder(l, c)
			checkText(t, l, "Reminder "+c.String(), r)
			rs = append(rs, r)
		}
		distinct(t, string(l)+" Reminder", rs)
		if got := Reminder(l, ar.Sabre); got != "" {
			t.Errorf("%s: Reminder(sabre) = %q", l, got)
		}
	}
}

func TestCaptainNames(t *testing.T) {
	for _, l := range narrate.Langs() {
		var names []string
		for c := ar.NoCaptain; c <= ar.CaptainHidden; c++ {
			n := CaptainName(l, c)
			checkText(t, l, "CaptainName "+c.String(), n)
			names = append(names, n)
		}
		distinct(t, string(l)+" CaptainName", names)
		if got := CaptainName(l, ar.CaptainHidden+1); got != "?" {
			t.Errorf("%s: CaptainName(no captain) = %q", l, got)
		}
	}
	if got := CaptainName(narrate.EN, ar.ChingShih); got != "Ching Shih" {
		t.Errorf("CaptainName(EN, ching-shih) = %q", got)
	}
}

func TestTeamNames(t *testing.T) {
	tests := []struct {
		l    narrate.Lang
		team uint8
		want string
	}{
		{narrate.EN, 0, "Red"},
		{narrate.EN, 1, "White"},
		{narrate.RU, 0, "красные"},
		{narrate.RU, 1, "белые"},
		{narrate.EN, 2, "?"},
		{narrate.RU, 7, "?"},
	}
	for _, tc := range tests {
		if got := TeamName(tc.l, tc.team); got != tc.want {
			t.Errorf("TeamName(%s, %d) = %q, want %q", tc.l, tc.team, got, tc.want)
		}
	}
	if got := teamIn(narrate.RU, 1, narrate.Gen); got != "белых" {
		t.Errorf("teamIn(RU, white, Gen) = %q", got)
	}
	// in the team game as the lobby names the seats: "Red", "White",
	// "Red 2", "White 2" (not "Red 1", which the ending's counts read as
	// "Gold: Red 1")
	for seat, want := range []string{"Red", "White", "Red 2", "White 2"} {
		if got := seatName(narrate.EN, 4, uint8(seat)); got != want {
			t.Errorf("seatName(EN, 4 seats, %d) = %q, want %q", seat, got, want)
		}
	}
	if got := seatName(narrate.RU, 4, 3); got != "белые 2" {
		t.Errorf("seatName(RU, 4 seats, 3) = %q", got)
	}
	if got := seatName(narrate.RU, 2, 1); got != "белые" {
		t.Errorf("seatName(RU, 2 seats, 1) = %q", got)
	}
}
