package bot

// The hostile input test: the robustness rig (robust_test.go) with people
// whose names are markup, blank, invisible, right-to-left, huge or not
// UTF-8, and requests made to hurt: command words of 100 KB, invalid
// UTF-8, zero-width and bidirectional controls, Russian and English mixed,
// every option of /new and /campaign out of range, ids of games that do
// not exist, commands in the wrong chat (another group, a private chat),
// from people not seated, from users the store cannot name, one user
// taking several seats. Besides the rig's checks after every request (an
// answer, never empty, no Go error, no panic, the store checks and
// replays), every text the bot shows must be valid UTF-8 without control
// or bidirectional characters, at most a message long, and never show a
// player without a name.
//
// TestHostileRequests runs the table (a few seconds); FuzzHostile turns its
// bytes into the choices of a sequence (go test -run '^$' -fuzz
// FuzzHostile ./bot), its seed corpus the table.

import (
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// hostileNames are the names users may bring: the platform's display
// names are theirs to choose.
var hostileNames = []string{
	"<b>Bold</b> & <i>co</i>",
	"*_`[x](tg://user?id=1)`_* @everyone",
	"",
	"   ",
	"\u200b\u200b",
	"\u202eevil\u202c",
	strings.Repeat("Ж", 5000),
	"a\nb\r\nc\x00d",
	"\xff\xfebad",
	"%s %v %!d <nil>",
	"Иван 🏴‍☠️ Ivan",
	"\u2066iso\u2069 \ufeffbom",
	"ㅤ", // the Hangul filler: a "blank" name some clients allow
	"\t\t",
}

// hostileCases is the table, and FuzzHostile's seed corpus: every game,
// a campaign, and a campaign's ability draft (draft), in a group, a
// private chat and at the terminal.
var hostileCases = func() []robustCase {
	var out []robustCase
	for i, kind := range []string{"classic", "archipelago", "archipirata", "archipirata-adv", "cards", "campaign", "puzzle", "draft"} {
		for j, chat := range []string{"group", "private", "terminal"} {
			out = append(out, robustCase{kind: kind, chat: chat, seed: uint64(7000 + 100*i + j), steps: 160})
		}
	}
	return out
}()

// TestHostileRequests runs the table.
func TestHostileRequests(t *testing.T) {
	for _, tc := range hostileCases {
		t.Run(tc.name(), func(t *testing.T) { runHostile(t, tc, nil) })
	}
}

// FuzzHostile turns bytes into a hostile sequence: the case, the seed of
// the choices the bytes do not make, and the bytes, which make them first;
// the sequence ends with them. Its seed corpus is every case of the table
// with a few bytes (a set-up and a step or two: a plain go test runs them
// in a moment; TestHostileRequests runs the long sequences).
func FuzzHostile(f *testing.F) {
	for i, tc := range hostileCases {
		f.Add(uint8(i), tc.seed+500, []byte{byte(i), 7, 42, 200})
	}
	f.Fuzz(func(t *testing.T, which uint8, seed uint64, data []byte) {
		tc := hostileCases[int(which)%len(hostileCases)]
		tc.seed = seed
		runHostile(t, tc, data)
	})
}

// hostilePeople are robustPeople with hostile names, drawn by the seed.
func hostilePeople(tc robustCase) (players, others []User) {
	players, others = robustPeople(tc)
	n := int(tc.seed % uint64(len(hostileNames)))
	for i := range players {
		players[i].Name = hostileNames[(n+3*i)%len(hostileNames)]
	}
	for i := range others {
		others[i].Name = hostileNames[(n+5*i+1)%len(hostileNames)]
		others[i].Lang = []string{"ru-RU", "xx", "\xff", "RU"}[i%4]
	}
	return players, others
}

// hostileOther is a chat that is not the case's: a command typed there
// must not reach the case's game.
func hostileOther(platform string) Chat {
	if platform == PlatformTerminal {
		return Chat{Key: "term:other", Platform: PlatformTerminal, ID: "other"}
	}
	return Chat{Key: "tg:-200", Platform: platform, ID: "-200", Title: "<b>other</b>"}
}

// runHostile runs case tc with hostile people and requests.
func runHostile(t *testing.T, tc robustCase, data []byte) {
	x := newRobustRig(t, tc, data, true, hostilePeople)
	x.strict = true
	x.echo = strings.Join(hostileNames, " ")
	x.keys = append(x.keys, hostileOther(x.chat.Platform).Key)
	x.setup()
	x.checkAfter(Request{Command: "(set-up)"}, false)
	for x.step = 0; x.step < tc.steps; x.step++ {
		if len(data) > 0 && len(x.src.data) == 0 {
			break
		}
		if x.src.chance(1, 2) {
			x.send(x.stamp(x.hostileRequest()))
		} else {
			x.once()
		}
		if x.step%50 == 49 {
			x.checkStore()
		}
	}
	x.checkStore()
	x.report()
}

// hostileOdd are users a platform should never send: no id, an id with a
// control character, an id longer than the store keeps, and a seated
// user under another name.
func (x *robustRig) hostileOdd() []User {
	return []User{{ID: "", Name: "nobody"}, {ID: "a\x00b", Name: "ctl"}, {ID: strings.Repeat("7", 300), Name: "long"},
		{ID: x.players[0].ID, Name: pick(x.src, hostileNames)}}
}

// hostileWords are command words made odd.
var hostileWords = []string{"ход", "Ход", "НОВАЯ", "new\u200b", "\u202emove", "mo\xffve", "move\x00", "/move", "m ", "ｍｏｖｅ",
	"старт", "start", "join", "играть", "сесть", "leave", "выйти", "end", "конец", "resign", "abort", "status", "помощь",
	"правила", "rules", "stats", "настройки", "settings", "replay", "повтор", "web", "puzzle", "задача", "campaign", "кампания",
	"board", "доска", "undo", "отмена", "history", "help", ""}

// hostileMixed are whole lines in two languages: a command and its
// arguments.
var hostileMixed = [][2]string{
	{"ход", "W1 е5"}, // a Cyrillic е
	{"move", "Б1 e5"}, {"новая", "archipelago island=ring"}, {"new", "карты islands=2"}, {"new", "cards острова=2"},
	{"правила", "огр"}, {"rules", "огр"}, {"правила", "ogre"}, {"статус", "please"}, {"settings", "язык ru"},
	{"настройки", "lang en"}, {"настройки", "remind 5x"}, {"settings", "remind ５"}, {"stats", "сервер"},
	{"статистика", "ratings карты"}, {"кампания", "new classic"}, {"campaign", "новая classic best-of=2"},
	{"campaign", "имя 2 Длинный John"}, {"campaign", "name 2 \u202eevil"}, {"campaign", "name 1 " + strings.Repeat("ж", 40)},
	{"сдаться", "now"}, {"help", "ру"}, {"join", "чёрные"}, {"играть", "black"}, {"join", "белые white"}, {"ход", "готово"},
	{"move", "ready готово"}, {"m", "лошадь"}, {"ход", "plan конь horse"}, {"замок", ""},
	{"new", "archipelago duel abilities=Y1:scout"}, {"new", "archipelago abilities=W1:strongman abilities=W1:scout"},
}

// hostileOptionGames and hostileOptionKeys make /new's and /campaign's
// options, every value out of range.
var (
	hostileOptionGames = []string{"", "classic", "archipelago", "archipirata", "cards", "puzzle", "chess", "Cards"}
	hostileOptionKeys  = []string{"islands", "island", "players", "time", "remind", "best-of", "games", "absent", "abilities",
		"ai", "deadline", "lang", "seats"}
	hostileOptionVals = []string{"0", "-1", "99", "99999999999999999999", "", "x", "1e3", "0x10", "٣", "３", "+5", "-0",
		"1m", "-5m", "0m", "99999h", "9223372036854775807m", "1ns", "easy", "god", "W9:flying", "ring", "2", "Y1:scout",
		"R3:strongman", "W1:scout", "W1:scout+W1:swimmer"}
	hostileModes = []string{"duel", "teams", "two-crews", "3", "4", "5", "99", "-1", "0", "advanced", "ai:easy", "ai:hard",
		"ai:god", "ai", "ai:", "plane-waits", "duel duel teams"}
)

// hostileOptions are a /new's arguments with options out of range.
func (x *robustRig) hostileOptions() string {
	s := x.src
	var words []string
	if g := pick(s, hostileOptionGames); g != "" {
		words = append(words, g)
	}
	for range 1 + s.intn(3) {
		if s.chance(1, 3) {
			words = append(words, pick(s, hostileModes))
		} else {
			words = append(words, pick(s, hostileOptionKeys)+"="+pick(s, hostileOptionVals))
		}
	}
	return strings.Join(words, " ")
}

// hostileDirty makes text odd: invisible characters in it, another
// script, broken bytes.
func (x *robustRig) hostileDirty(a string) string {
	s := x.src
	at := 0
	if a != "" {
		at = s.intn(len(a) + 1)
	}
	ins := pick(s, []string{"\u200b", "\u200d", "\u202e", "\u2067", "\ufeff", "\xff", "\xc0\x80", "\x00", "\x1b[31m", "\r",
		"е", "Ш", "🏴‍☠️", "\u0301", "<b>", "%!s", "\u00a0", "\u3000"})
	return a[:at] + ins + a[at:]
}

// hostileRequest is one hostile request.
func (x *robustRig) hostileRequest() Request {
	s := x.src
	people := append(append([]User(nil), x.players...), x.others...)
	u := pick(s, people)
	chat := x.chat
	switch s.intn(6) {
	case 0:
		if x.chat.Platform == PlatformTelegram {
			chat = robustPrivate(u.ID) // a group's command in a private chat
		}
	case 1:
		chat = hostileOther(x.chat.Platform) // another chat's
	case 2:
		u = pick(s, x.hostileOdd()) // a user the store cannot name, in the game's chat
	}
	req := Request{Chat: chat, User: u, IsAdmin: s.chance(1, 6)}
	if d, who, ok := x.draftButton(); ok && s.chance(1, 3) {
		// an ability draft is shown: a pick no button offers, by the
		// player to pick (mostly), in the draft's chat
		d.Arg = pick(s, []string{"x:2", "strongman:9", "strongman:x", "lookout:2", "strongman", "-", "", "scout:0",
			"scout:-1", "strongman:1:2", "STRONGMAN:1", "strongman:\u202e1", "strongman:1 ", "swimmer:3", "scout:1"})
		req.Chat, req.Button = x.chat, d.String()
		if who != nil && s.chance(3, 4) {
			req.User = *who
		}
		return req
	}
	switch s.intn(11) {
	case 0:
		n := pick(s, []int{65, 513, 4097, 100 * 1024})
		req.Command = strings.Repeat(pick(s, []string{"x", "ход", "🏴"}), n)
		req.Args = pick(s, []string{"", "W1 e5"})
	case 1:
		req.Command = pick(s, hostileWords)
		if s.chance(1, 2) {
			req.Command = x.hostileDirty(req.Command)
		}
		req.Args = x.randomArgs(strings.ToLower(req.Command))
	case 2:
		req.Command = pick(s, []string{"new", "новая", "campaign", "кампания"})
		req.Args = x.hostileOptions()
		if strings.HasPrefix(req.Command, "campaign") || strings.HasPrefix(req.Command, "кампания") {
			req.Args = pick(s, []string{"new ", "новая ", ""}) + req.Args
		}
		if s.chance(1, 3) {
			// the chat freed first, so that the options are read
			x.send(Request{Chat: chat, User: u, Command: pick(s, []string{"abort", "campaign"}), Args: pick(s, []string{"", "end"}), IsAdmin: true})
		}
	case 3:
		m := pick(s, hostileMixed)
		req.Command, req.Args = m[0], m[1]
	case 4:
		// games and links that do not exist
		req.Command = pick(s, []string{"replay", "повтор", "web", "start", "start", "campaign", "stats"})
		req.Args = pick(s, []string{"g", "gtg_m999", "gtg_m100_99", "g" + strings.Repeat("9", 300), "gtgi_xyz", "gdc_1",
			"gterm_local", "gterm_other", "puzzle_99", "p0", "nope", x.someGameID(), x.mutate(x.someGameID()), "g\x00", "gtg_\u202e",
			"status 99", "history 0", "ratings chess", "ratings " + strings.Repeat("x", 300), "server", "сервер"})
	case 5:
		// the lobby: seats taken, changed and left, one user after
		// another seat, computers added
		req.Command = pick(s, []string{"join", "играть", "leave", "start", "new"})
		req.Args = pick(s, []string{"", "white", "black", "red", "yellow", "red2", "white2", "p1", "p2", "p3", "p4", "чёрные",
			"BLACK", "black white", "1", "99", "-1", "ai:hard", "duel"})
		if s.chance(1, 3) {
			if d, ok := x.lobbyButton(); ok {
				req.Command, req.Args, req.Button = "", "", d
			}
		}
	case 6:
		if acts, _, _ := x.offeredActions(); len(acts) > 0 {
			req.Command, req.Args = pick(s, []string{"move", "ход", "m"}), x.hostileDirty(pick(s, acts))
		} else {
			req.Command, req.Args = "move", x.hostileDirty(pick(s, robustGarbage))
		}
	case 7:
		req.Command = pick(s, []string{"settings", "настройки"})
		req.Args = pick(s, []string{"remind", "reminders", "lang", "mylang", "язык", "remind remind"}) + " " +
			pick(s, []string{"0", "-1", "-5", "5x", "99999999999999999999", "337", "336", "1", "off", "OFF", "ru", "EN", "xx", "", "１２"})
	case 8:
		f := x.forgedPress()
		req.Button = x.hostileDirty(f.Button)
		req.Message = f.Message
	case 9:
		req.Command = pick(s, robustWords)
		req.Args = x.hostileDirty(x.randomArgs(req.Command))
	default:
		r := x.randomCommand()
		req.Command, req.Args = r.Command, r.Args
	}
	if chat.Platform == PlatformTerminal {
		req.IsAdmin = true
	}
	return req
}

// lobbyButton is the data of a lobby's button the bot shows now (join a
// colour, add a computer, leave, start), for anyone to press.
func (x *robustRig) lobbyButton() (string, bool) {
	for _, m := range x.recent(8) {
		for _, b := range dataButtons(m) {
			if d, err := ParseButtonData(b.Data); err == nil {
				switch d.Verb {
				case VerbJoin, VerbAddAI, VerbLeave, VerbStart:
					return b.Data, true
				}
			}
		}
	}
	return "", false
}

// draftButton is a button of an ability draft the bot shows now, with
// the player it pings (the one to pick).
func (x *robustRig) draftButton() (ButtonData, *User, bool) {
	for _, m := range x.recent(8) {
		for _, b := range dataButtons(m) {
			if d, err := ParseButtonData(b.Data); err == nil && d.Verb == VerbDraft {
				return d, m.ping, true
			}
		}
	}
	return ButtonData{}, nil, false
}

// hostileBlank finds a player shown without a name: a lobby's seat line
// ("2. " or "2.  — black"), a status line ("⚪ white — : 0"); or a list
// shown empty ("Free: .").
var hostileBlank = regexp.MustCompile(`(?m)^\d+\.\s*(—.*)?$| — : |: \.(\s|$)`)

// maxShown is the longest text a platform shows in one message
// (Telegram's, in characters).
const maxShown = 4096

// checkClean is the strict check of one text the bot showed: valid UTF-8,
// no control character but a line break or a tab, no bidirectional
// control, no player shown blank, a text message at most maxShown long.
func (x *robustRig) checkClean(o robustOut) {
	x.t.Helper()
	if !utf8.ValidString(o.text) {
		x.fail("the %s %q is not UTF-8", o.kind, robustClip(o.text, 300))
	}
	for _, r := range o.text {
		if bad := hostileRune(r); bad != "" {
			x.fail("the %s %q holds %s %U", o.kind, robustClip(o.text, 300), bad, r)
		}
	}
	if strings.HasSuffix(o.kind, "ping") && strings.TrimFunc(o.text, func(r rune) bool { return unicode.IsSpace(r) || !unicode.IsGraphic(r) || r == 'ㅤ' }) == "" {
		x.fail("a board pings a player named %q", o.text)
	}
	if m := hostileBlank.FindString(o.text); m != "" && !strings.Contains(o.kind, "board") {
		x.fail("the %s %q shows a player without a name, or an empty list (%q)", o.kind, robustClip(o.text, 300), m)
	}
	switch o.kind {
	case "answer", "text", "text edit", "private", "web answer":
		if n := utf8.RuneCountInString(o.text); n > maxShown {
			x.fail("the %s is %d characters long: %q", o.kind, n, robustClip(o.text, 200))
		}
	}
}

// hostileRune names what r is when the bot must never show it.
func hostileRune(r rune) string {
	switch {
	case r == '\n' || r == '\t':
		return ""
	case unicode.IsControl(r):
		return "the control character"
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
		return "the bidirectional control"
	case r == 0xfeff:
		return "the byte order mark"
	}
	return ""
}
