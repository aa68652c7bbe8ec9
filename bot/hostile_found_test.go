package bot

// The bugs the hostile input test (hostile_test.go) and its hand-made
// probes found, one plain case each.

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot/campaign"
	"github.com/jackalbot/jackal/storage"
)

// TestCleanName: a name is kept on one line, bounded, without controls,
// never blank; a clean name is left as it is, and cleaning twice is
// cleaning once.
func TestCleanName(t *testing.T) {
	for _, tc := range []struct{ name, id, want string }{
		{"Long John", "1", "Long John"},
		{"Иван 🏴\u200d☠️ Ivan", "1", "Иван 🏴\u200d☠️ Ivan"},
		{"  a\nb\r\n\tc  ", "1", "a b c"},
		{"\u202eevil\u202c", "1", "evil"},
		{"\u2066iso\u2069 \ufeffbom", "1", "iso bom"},
		{"", "42", "#42"},
		{"   ", "42", "#42"},
		{"\u200b\u200b", "42", "#42"},
		{"ㅤ", "42", "#42"},
		{"\xff\xfe", "42", "#42"},
		{"", "", "?"},
		{"", "\x00", "?"},
		{"nul\x00here", "1", "nul\uFFFDhere"},
		{strings.Repeat("Ж", 5000), "1", strings.Repeat("Ж", maxNameRunes-1) + "…"},
	} {
		got := cleanName(tc.name, tc.id)
		if got != tc.want {
			t.Errorf("cleanName(%q, %q) = %q, want %q", tc.name, tc.id, got, tc.want)
		}
		if again := cleanName(got, tc.id); again != got {
			t.Errorf("cleanName(%q) = %q, cleaned again %q", tc.name, got, again)
		}
		if n := utf8.RuneCountInString(got); n > maxNameRunes {
			t.Errorf("cleanName(%q): %d runes", tc.name, n)
		}
	}
	for _, tc := range []struct{ typed, want string }{
		{"W1 e5", "W1 e5"},
		{"W1\u202e e5", "W1 e5"},
		{"mo\xffve", "mo\uFFFDve"},
		{"a\x00b\rc\td\ne", "a\uFFFDb c\td\ne"},
	} {
		if got := cleanTyped(tc.typed); got != tc.want {
			t.Errorf("cleanTyped(%q) = %q, want %q", tc.typed, got, tc.want)
		}
	}
}

// TestHostileFoundBugs pins what the hostile input test found.
func TestHostileFoundBugs(t *testing.T) {
	t.Run("a command word of 100 KB is not quoted back whole", func(t *testing.T) {
		// it was: "Unknown command "xxx…" with all 100 KB in it
		f := newFixture(t)
		for _, word := range []string{strings.Repeat("x", 100*1024), strings.Repeat("ход", 200), "\xff\xfe"} {
			f.cmd(user("1"), word, "")
			a := f.out.lastAnswer()
			if a == "" || utf8.RuneCountInString(a) > 200 || !utf8.ValidString(a) {
				t.Fatalf("/%.20q… answered %.300q (%d runes)", word, a, utf8.RuneCountInString(a))
			}
		}
	})
	t.Run("reminders of 5x hours", func(t *testing.T) {
		// "/settings remind 5x" was saved as 5 hours
		f := newFixture(t)
		startDuel(f)
		before := f.game().Setup.ReminderHours
		f.cmd(user("1"), "settings", "remind 5x")
		if a := f.out.lastAnswer(); a == "Saved." || f.game().Setup.ReminderHours != before {
			t.Fatalf("/settings remind 5x answered %q; reminders every %d h, were %d", a, f.game().Setup.ReminderHours, before)
		}
	})
	t.Run("too many computers", func(t *testing.T) {
		// six computers for a game of two to four were refused with "at
		// least two players are needed"
		f := newFixture(t)
		f.cmd(user("1"), "new", "archipelago ai:hard ai:hard ai:hard ai:hard ai:hard ai:hard")
		if a := f.out.lastAnswer(); !strings.Contains(a, "Too many computers") || !strings.Contains(a, "3 at most") {
			t.Fatalf("answered %q", a)
		}
		if _, err := f.store.Get(storage.Key(f.chat.Key)); !isNotFound(err) {
			t.Fatalf("a lobby was opened: %v", err)
		}
	})
	t.Run("names blank, huge, turned around, on several lines", func(t *testing.T) {
		// a blank name made the lobby's line "2. " and the status's
		// "white — : 0"; a 5000-letter one a lobby longer than a message;
		// U+202E turned the rest of each line that named its player
		f := newFixture(t)
		f.cmd(User{ID: "1", Name: "\u202eevil"}, "new", "")
		f.cmd(User{ID: "2", Name: "  \u200b "}, "join", "")
		f.cmd(User{ID: "3", Name: strings.Repeat("Ж", 5000)}, "join", "")
		f.cmd(User{ID: "4", Name: "a\nb"}, "join", "")
		lobby := f.out.lastText()
		for _, want := range []string{"\n1. evil\n", "\n2. #2\n", "\n3. " + strings.Repeat("Ж", maxNameRunes-1) + "…\n", "\n4. a b\n"} {
			if !strings.Contains(lobby, want) {
				t.Fatalf("the lobby lacks %q:\n%s", want, lobby)
			}
		}
		for _, s := range f.game().Setup.Seats {
			if s.Name != cleanName(s.Name, s.UserID) || strings.ContainsRune(s.Name, '\u202e') {
				t.Fatalf("a seat kept the name %q", s.Name)
			}
		}
		f.cmd(user("1"), "start", "")
		if p := f.out.lastBoard().Ping; p == nil || strings.TrimSpace(p.Name) == "" {
			t.Fatalf("the first board pings %+v", p)
		}
	})
	t.Run("names kept before names were cleaned", func(t *testing.T) {
		// a game stored with a blank name and one turned around: the
		// status, the board's ping and the reminder name them cleanly
		f := newFixture(t)
		startDuel(f)
		if _, err := f.store.Update(storage.Key(f.chat.Key), storage.AnyVersion, func(r *storage.Game) error {
			r.Setup.Seats[0].Name, r.Setup.Seats[1].Name = " ", "\u202eevil"
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		f.cmd(user("1"), "status", "")
		f.now = f.now.Add(13 * time.Hour)
		f.cmd(user("2"), "board", "") // another player's /board pings the player to act
		f.b.RemindOnce(t.Context())
		shown := append(append([]string{f.out.lastBoard().Ping.Name}, f.out.texts...), f.out.privates...)
		for _, s := range shown {
			if strings.ContainsRune(s, '\u202e') || strings.Contains(s, " — : ") || strings.TrimSpace(s) == "" {
				t.Fatalf("shown: %q", s)
			}
		}
		if !strings.Contains(strings.Join(shown, "\n"), "#") {
			t.Fatalf("the blank name is not shown by its id: %q", shown)
		}
	})
	t.Run("a user the store cannot name", func(t *testing.T) {
		// a user id with a control character sat at the table; the store
		// then refused the game's result, so the game could never end
		// ("something went wrong" after every resignation)
		f := newFixture(t)
		for _, u := range []User{{ID: "a\x00b", Name: "ctl"}, {ID: strings.Repeat("7", 300), Name: "long"}, {ID: "", Name: "nobody"}} {
			for _, c := range [][2]string{{"new", "duel ai:easy"}, {"settings", "mylang ru"}, {"join", ""}} {
				f.cmd(u, c[0], c[1])
				if a := f.out.lastAnswer(); !strings.Contains(a, "cannot tell who sent this") {
					t.Fatalf("/%s %s by %q answered %q", c[0], c[1], u.ID, a)
				}
			}
		}
		if _, err := f.store.Get(storage.Key(f.chat.Key)); !isNotFound(err) {
			t.Fatalf("a game was opened: %v", err)
		}
	})
	t.Run("every colour taken", func(t *testing.T) {
		// "There is no "p1" crew in this game. Free: ."
		f := newFixture(t)
		f.cmd(user("1"), "new", "duel")
		f.cmd(user("1"), "join", "white")
		f.cmd(user("2"), "join", "black")
		f.cmd(user("3"), "join", "p1")
		if a := f.out.lastAnswer(); strings.Contains(a, ": .") || !strings.Contains(a, "Free: none") {
			t.Fatalf("answered %q", a)
		}
	})
	t.Run("end typed by the second player", func(t *testing.T) {
		// it opened a vote anew, dropping the first player's yes: the
		// game never ended by typing
		f := newFixture(t)
		startDuel(f)
		f.cmd(user("1"), "end", "")
		f.cmd(user("2"), "end", "")
		if _, err := f.store.Get(storage.Key(f.chat.Key)); !isNotFound(err) {
			t.Fatalf("both players typed /end and the game goes on (%v); texts %q", err, f.out.texts)
		}
	})
	t.Run("abilities for a crew no one plays", func(t *testing.T) {
		// /new took them, /start failed with "something went wrong" (and
		// an error logged) every time: the lobby could never start
		for _, opts := range []string{"duel abilities=Y1:scout", "abilities=R3:scout", "abilities=W1:strongman abilities=W1:scout"} {
			f := newFixture(t)
			f.cmd(user("1"), "new", "archipelago "+opts)
			f.cmd(user("2"), "join", "")
			f.cmd(user("1"), "start", "")
			if a := f.out.lastAnswer(); !strings.HasPrefix(a, "The game cannot be dealt with this lobby's options: ") || strings.Contains(a, "archipelago:") {
				t.Fatalf("%s: /start answered %q", opts, a)
			}
			if g := f.game(); g.Status != storage.StatusLobby || len(g.Setup.Seats) != 2 {
				t.Fatalf("%s: the lobby is %q with %d seats", opts, g.Status, len(g.Setup.Seats))
			}
		}
	})
	t.Run("a draft's pick refused with a Go error", func(t *testing.T) {
		// "That cannot be taken: storage: update campaign 2026…: campaign:
		// ability not offered: "x"", in English whatever the language
		f := draftFixture(t, func(*storage.Campaign) {})
		f.cmd(user("1"), "campaign", "")
		d, err := ParseButtonData(f.out.lastBoard().Buttons[0][0].Data)
		if err != nil {
			t.Fatal(err)
		}
		for arg, want := range map[string]text{"x:2": txtDraftNotOffered, "lookout:2": txtDraftNotOffered,
			"strongman:9": txtDraftBadPirate, "strongman:x": txtDraftBadPirate, "strongman": txtDraftBadPirate} {
			d.Arg = arg
			f.press(user("1"), d.String())
			if a := f.out.lastAnswer(); a != tr("en", want) {
				t.Errorf("a pick of %q answered %q", arg, a)
			}
		}
		cp := campaignOf(f)
		if len(cp.Holdings) != 0 || cp.Draft == nil || len(cp.Draft.Picks) != 0 {
			t.Fatalf("forged picks changed the campaign: %+v %+v", cp.Holdings, cp.Draft)
		}
		d.Arg = "strongman:2"
		f.press(user("1"), d.String())
		f.b.Idle(t.Context())
		f.cmd(user("1"), "settings", "mylang ru")
		f.cmd(user("1"), "campaign", "name 2 "+strings.Repeat("ж", campaign.MaxNameRunes+1))
		if a := f.out.lastAnswer(); a != tr("ru", txtCampaignNameBad, campaign.MaxNameRunes) {
			t.Fatalf("a name too long answered %q", a)
		}
	})
}

// TestLinkPayloadRoundTrip: a deep link's payload reads back as the key
// it was made of, for every key, and stays within what Telegram takes
// (letters, digits, _ and -); the links of group keys are those posted
// before. It was: "tgi:" keys (an inline message's id holds m, _ and -)
// and "term:local" read back as other keys, so the link opened nothing.
func TestLinkPayloadRoundTrip(t *testing.T) {
	ok := func(p string) bool {
		return strings.Trim(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") == ""
	}
	for _, key := range []string{"tg:-100123", "tg:-100123:7", "tg:42", "dc:98765", "tgi:AgAAAm_x-yQ", "term:local", "tg:m_-"} {
		p := linkPayload(key)
		back, good := keyOfPayload(p)
		if !good || back != key || !ok(p) || len(p) > 64 {
			t.Errorf("key %q: payload %q reads back as %q (%v)", key, p, back, good)
		}
	}
	if p := linkPayload("tg:-100123:7"); p != "gtg_m100123_7" {
		t.Errorf("a group's link changed: %q", p)
	}
	if _, good := keyOfPayload("k%%%"); good {
		t.Error("a payload not base64 was read")
	}
}
