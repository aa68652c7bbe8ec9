package telegram_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	_ "image/png" // decodes the size of the pictures sent
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// Telegram's limits, as the Bot API documents them.
const (
	tgMaxText       = 4096     // a message's text, after entities parsing
	tgMaxCaption    = 1024     // a media caption, after entities parsing
	tgMaxAnswer     = 200      // a callback query's answer
	tgMaxData       = 64       // a button's callback data, in bytes
	tgMaxRow        = 8        // buttons in one row of an inline keyboard
	tgMaxButtons    = 100      // buttons in one inline keyboard
	tgMaxPhotoBytes = 10 << 20 // a photo uploaded
	tgMaxPhotoSides = 10000    // a photo's width plus height
	tgMaxPhotoRatio = 20       // a photo's sides' ratio
	tgMaxAnimBytes  = 50 << 20 // an animation uploaded
	phoneRowLetters = 36       // the letters a phone's keyboard row shows across
	phoneLabel      = 40       // the longest label a phone shows whole alone in its row
	phoneMaxRows    = 12       // the most rows of a keyboard a phone shows under a board
)

// tgHTMLTags are the tags Telegram's HTML parse mode knows.
var tgHTMLTags = map[string]bool{
	"b": true, "strong": true, "i": true, "em": true, "u": true, "ins": true, "s": true, "strike": true,
	"del": true, "span": true, "tg-spoiler": true, "a": true, "tg-emoji": true, "code": true, "pre": true,
	"blockquote": true,
}

// parseTelegramHTML checks s as Telegram's HTML parse mode reads it and
// returns the text it shows: only known tags, each closed in order, and
// every '&' an entity Telegram knows.
func parseTelegramHTML(s string) (string, error) {
	var out strings.Builder
	var open []string
	for i := 0; i < len(s); {
		switch s[i] {
		case '<':
			end := strings.IndexByte(s[i:], '>')
			if end < 0 {
				return "", fmt.Errorf("unclosed '<' at byte %d", i)
			}
			tag := s[i+1 : i+end]
			i += end + 1
			if name, ok := strings.CutPrefix(tag, "/"); ok {
				if len(open) == 0 || open[len(open)-1] != name {
					return "", fmt.Errorf("closing </%s> matches no open tag (open %v)", name, open)
				}
				open = open[:len(open)-1]
				continue
			}
			name, _, _ := strings.Cut(tag, " ")
			if !tgHTMLTags[name] {
				return "", fmt.Errorf("unsupported start tag %q", name)
			}
			open = append(open, name)
		case '&':
			end := strings.IndexByte(s[i:], ';')
			ent := ""
			if end > 0 {
				ent = s[i+1 : i+end]
			}
			switch {
			case ent == "lt":
				out.WriteByte('<')
			case ent == "gt":
				out.WriteByte('>')
			case ent == "amp":
				out.WriteByte('&')
			case ent == "quot":
				out.WriteByte('"')
			case strings.HasPrefix(ent, "#"):
				n, err := strconv.ParseInt(strings.TrimPrefix(strings.TrimPrefix(ent, "#"), "x"), 10, 32)
				if err != nil {
					return "", fmt.Errorf("bad numeric entity %q", ent)
				}
				out.WriteRune(rune(n))
			default:
				return "", fmt.Errorf("a bare '&' at byte %d: %.12q", i, s[i:])
			}
			i += end + 1
		default:
			out.WriteByte(s[i])
			i++
		}
	}
	if len(open) > 0 {
		return "", fmt.Errorf("tags left open: %v", open)
	}
	return out.String(), nil
}

// letters is how wide a label shows, in average letters: an emoji two.
func letters(s string) int {
	n := 0
	for _, r := range s {
		switch {
		case r >= 0xfe00 && r <= 0xfe0f, r == 0x200d:
		case r >= 0x1f000, r >= 0x2600 && r <= 0x27bf:
			n += 2
		default:
			n++
		}
	}
	return n
}

// units counts UTF-16 code units, as Telegram counts lengths.
func units(s string) int { return len(utf16.Encode([]rune(s))) }

// shownText is what a text or caption shows under its parse mode.
func shownText(s, mode string) (string, error) {
	switch mode {
	case "":
		return s, nil
	case tgbotapi.ModeHTML:
		return parseTelegramHTML(s)
	}
	return "", fmt.Errorf("parse mode %q is not used by this bot", mode)
}

// auditRequest lists what in one request real Telegram would refuse, or a
// phone would show badly.
func auditRequest(q telegramtest.Request) []string {
	var bad []string
	add := func(format string, args ...any) { bad = append(bad, fmt.Sprintf(format, args...)) }
	checkShown := func(what, s, mode string, limit int) {
		shown, err := shownText(s, mode)
		switch {
		case err != nil:
			add("%s does not parse as %s: %v: %.80q", what, mode, err, s)
		case strings.TrimSpace(shown) == "" && what == "text":
			add("empty text")
		case units(shown) > limit:
			add("%s of %d units, at most %d", what, units(shown), limit)
		case strings.HasSuffix(shown, "…") && units(shown) > limit*4/5:
			// cut where Telegram's limit fell: its last lines (whose turn,
			// the question, the result) lost
			add("%s cut at its end: …%q", what, shown[len(shown)-min(len(shown), 60):])
		}
	}
	switch strings.ToLower(q.Method) {
	case "sendmessage", "editmessagetext":
		checkShown("text", q.Params["text"], q.Params["parse_mode"], tgMaxText)
	case "sendphoto", "editmessagecaption":
		checkShown("caption", q.Params["caption"], q.Params["parse_mode"], tgMaxCaption)
	case "editmessagemedia":
		var in struct {
			Caption   string `json:"caption"`
			ParseMode string `json:"parse_mode"`
		}
		if err := json.Unmarshal([]byte(q.Params["media"]), &in); err != nil {
			add("media %q: %v", q.Params["media"], err)
		}
		checkShown("caption", in.Caption, in.ParseMode, tgMaxCaption)
	case "sendanimation":
		checkShown("caption", q.Params["caption"], q.Params["parse_mode"], tgMaxCaption)
		if n := len(q.Files["animation"]); n > tgMaxAnimBytes {
			add("an animation of %d bytes", n)
		}
	case "answercallbackquery":
		switch n := utf8.RuneCountInString(q.Params["text"]); {
		case n > tgMaxAnswer:
			add("a callback answer of %d characters", n)
		case n > tgMaxAnswer-8 && strings.HasSuffix(q.Params["text"], "…"):
			add("a callback answer cut to Telegram's limit: %q", q.Params["text"])
		}
	}
	for field, data := range q.Files {
		if field == "animation" {
			continue
		}
		if len(data) > tgMaxPhotoBytes {
			add("a photo of %d bytes", len(data))
		}
		cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			add("photo %s: %v", field, err)
			continue
		}
		w, h := cfg.Width, cfg.Height
		if w+h > tgMaxPhotoSides || w > tgMaxPhotoRatio*h || h > tgMaxPhotoRatio*w {
			add("a photo of %d×%d", w, h)
		}
	}
	if kb := q.Params["reply_markup"]; kb != "" {
		bad = append(bad, auditKeyboard(kb)...)
	}
	return bad
}

// auditKeyboard checks an inline keyboard against Telegram's limits and a
// phone's width.
func auditKeyboard(raw string) []string {
	var kb tgbotapi.InlineKeyboardMarkup
	if err := json.Unmarshal([]byte(raw), &kb); err != nil {
		return []string{fmt.Sprintf("keyboard %q: %v", raw, err)}
	}
	var bad []string
	total := 0
	for _, row := range kb.InlineKeyboard {
		if len(row) > tgMaxRow {
			bad = append(bad, fmt.Sprintf("a row of %d buttons", len(row)))
		}
		if len(row) == 0 {
			bad = append(bad, "an empty row")
		}
		total += len(row)
		for _, b := range row {
			n := letters(b.Text)
			switch {
			case strings.TrimSpace(b.Text) == "":
				bad = append(bad, "a button without a label")
			case n > phoneLabel, len(row) > 1 && n > phoneRowLetters/len(row)-1:
				bad = append(bad, fmt.Sprintf("label %q (%d letters wide) in a row of %d is cut on a phone", b.Text, n, len(row)))
			}
			if d := b.CallbackData; d != nil && (len(*d) == 0 || len(*d) > tgMaxData) {
				bad = append(bad, fmt.Sprintf("button %q carries %d bytes", b.Text, len(*d)))
			}
		}
	}
	if total > tgMaxButtons {
		bad = append(bad, fmt.Sprintf("a keyboard of %d buttons", total))
	}
	// a keyboard taller than a phone's screen is there only when its rows
	// are full (a cell of any of 95, eight or seven to a row); a tall one
	// of mostly one or two buttons a row should be packed or paged
	narrow := 0
	for _, row := range kb.InlineKeyboard {
		if len(row) <= 2 {
			narrow++
		}
	}
	if n := len(kb.InlineKeyboard); n > phoneMaxRows && 2*narrow >= n {
		bad = append(bad, fmt.Sprintf("a keyboard of %d rows, %d of one or two buttons", n, narrow))
	}
	return bad
}

// auditAll checks every request the bot made, and every press answered
// once; it returns what it found.
func auditAll(r *rig) []string {
	var bad []string
	answers := map[string]int{}
	for i, q := range r.srv.Requests("") {
		for _, b := range auditRequest(q) {
			bad = append(bad, fmt.Sprintf("#%d %s: %s", i, q.Method, b))
		}
		if strings.EqualFold(q.Method, "answerCallbackQuery") {
			answers[q.Params["callback_query_id"]]++
		}
	}
	for id, n := range answers {
		if n > 1 {
			bad = append(bad, fmt.Sprintf("press %s answered %d times", id, n))
		}
	}
	for _, a := range r.srv.CallbackAnswers() {
		if answers[a.ID] == 0 {
			bad = append(bad, fmt.Sprintf("press %s (%q) never answered", a.ID, a.Data))
		}
	}
	return bad
}

// auditRepeats lists a message the bot posted twice in a row in a chat's
// topic, nothing said between them: the same text or picture and caption,
// with the same buttons. It knows of the users' messages the fake server
// made (SendMessage), not of updates injected raw or posted to a webhook.
func auditRepeats(r *rig) []string {
	var bad []string
	chats := map[int64]bool{}
	for _, q := range r.srv.Requests("") {
		if id, err := strconv.ParseInt(q.Params["chat_id"], 10, 64); err == nil {
			chats[id] = true
		}
	}
	for chat := range chats {
		last := map[int]telegramtest.Message{} // by topic
		for _, m := range r.srv.Messages(chat) {
			if p, ok := last[m.Thread]; ok && m.ID == p.ID+1 && m.Text == p.Text && m.Caption == p.Caption &&
				bytes.Equal(m.Photo, p.Photo) && bytes.Equal(m.Animation, p.Animation) && reflect.DeepEqual(m.Keyboard, p.Keyboard) {
				bad = append(bad, fmt.Sprintf("chat %d got %.60q twice in a row (messages %d, %d)", chat, m.Text+m.Caption, p.ID, m.ID))
			}
			last[m.Thread] = m
		}
	}
	return bad
}

// TestAuditCatches: the audit finds what real Telegram would refuse or a
// phone would show badly, and nothing in a good request.
func TestAuditCatches(t *testing.T) {
	kb := func(rows ...[]string) string {
		var k tgbotapi.InlineKeyboardMarkup
		for _, row := range rows {
			var out []tgbotapi.InlineKeyboardButton
			for _, label := range row {
				out = append(out, tgbotapi.NewInlineKeyboardButtonData(label, "0:a:"+label))
			}
			k.InlineKeyboard = append(k.InlineKeyboard, out)
		}
		b, _ := json.Marshal(k)
		return string(b)
	}
	req := func(method string, params ...string) telegramtest.Request {
		p := map[string]string{}
		for i := 0; i+1 < len(params); i += 2 {
			p[params[i]] = params[i+1]
		}
		return telegramtest.Request{Method: method, Params: p}
	}
	many := make([]string, 101)
	for i := range many {
		many[i] = strconv.Itoa(i)
	}
	tests := []struct {
		name string
		req  telegramtest.Request
		bad  bool
	}{
		{"a good board", req("sendPhoto", "caption", `<a href="tg://user?id=1">A &lt;b&gt;</a>`+"\nW1 e5", "parse_mode", "HTML",
			"reply_markup", kb([]string{"W1", "W2", "W3", "⛵ Ship"})), false},
		{"an unescaped name", req("sendPhoto", "caption", "<b>Ann</b> & <i>", "parse_mode", "HTML"), true},
		{"a bare ampersand", req("sendMessage", "text", "Tom & Jerry", "parse_mode", "HTML"), true},
		{"a plain text", req("sendMessage", "text", "Tom & <Jerry>"), false},
		{"an empty text", req("sendMessage", "text", " "), true},
		{"a text too long", req("sendMessage", "text", strings.Repeat("я", 4097)), true},
		{"a caption too long", req("sendPhoto", "caption", strings.Repeat("я", 1025)), true},
		{"a caption cut at its end", req("sendPhoto", "caption", strings.Repeat("я ", 450)+"…"), true},
		{"an edited caption too long", req("editMessageMedia", "media", `{"type":"photo","caption":"`+strings.Repeat("x", 1025)+`"}`), true},
		{"a long answer", req("answerCallbackQuery", "text", strings.Repeat("я", 201)), true},
		{"nine in a row", req("sendMessage", "text", "x", "reply_markup", kb([]string{"1", "2", "3", "4", "5", "6", "7", "8", "9"})), true},
		{"a hundred and one buttons", req("sendMessage", "text", "x", "reply_markup", kb(many[:50], many[50:])), true},
		{"data over 64 bytes", req("sendMessage", "text", "x", "reply_markup", kb([]string{strings.Repeat("W", 61)})), true},
		{"thirteen rows of one button", req("sendMessage", "text", "x", "reply_markup", kb(many[:1], many[1:2], many[2:3], many[3:4], many[4:5],
			many[5:6], many[6:7], many[7:8], many[8:9], many[9:10], many[10:11], many[11:12], many[12:13])), true},
		{"twelve rows of one button", req("sendMessage", "text", "x", "reply_markup", kb(many[:1], many[1:2], many[2:3], many[3:4], many[4:5],
			many[5:6], many[6:7], many[7:8], many[8:9], many[9:10], many[10:11], many[11:12])), false},
		{"thirteen full rows", req("sendMessage", "text", "x", "reply_markup", kb(many[:8], many[8:16], many[16:24], many[24:32], many[32:40],
			many[40:48], many[48:56], many[56:64], many[64:72], many[72:80], many[80:88], many[88:96], many[96:99])), false},
		{"a label cut on a phone", req("sendMessage", "text", "x", "reply_markup", kb([]string{"🤖 Добавить компьютер", "Выйти", "▶ Старт"})), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := auditRequest(tt.req)
			if (len(got) > 0) != tt.bad {
				t.Errorf("audit found %q, want a finding: %v", got, tt.bad)
			}
		})
	}
}
