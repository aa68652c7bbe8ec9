package discordtest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// call makes one REST call as the bot; files are sent multipart.
func call(t *testing.T, s *discordtest.Server, method, path, payload string, files ...string) (int, map[string]any) {
	t.Helper()
	var body io.Reader
	ctype := "application/json"
	if len(files) > 0 {
		var buf bytes.Buffer
		w := multipart.NewWriter(&buf)
		p, _ := w.CreateFormField("payload_json")
		_, _ = io.WriteString(p, payload)
		for i, f := range files {
			fw, _ := w.CreateFormFile(fmt.Sprintf("files[%d]", i), "board.png")
			_, _ = io.WriteString(fw, f)
		}
		_ = w.Close()
		body, ctype = &buf, w.FormDataContentType()
	} else if payload != "" {
		body = strings.NewReader(payload)
	}
	req, err := http.NewRequest(method, s.RESTBase()+path, body)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bot "+discordtest.Token)
	req.Header.Set("Content-Type", ctype)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out := map[string]any{}
	data, _ := io.ReadAll(resp.Body)
	_ = json.Unmarshal(data, &out)
	return resp.StatusCode, out
}

// code is the Discord error code of an answer.
func code(out map[string]any) int {
	c, _ := out["code"].(float64)
	return int(c)
}

func TestEditKeepsAttachmentsUnlessTold(t *testing.T) {
	s := discordtest.New(t)
	s.SetChannel("10", "1", "general", false)
	status, msg := call(t, s, "POST", "/channels/10/messages", `{"content":"one"}`, "png-1")
	if status != 200 {
		t.Fatalf("create: %d %v", status, msg)
	}
	id := msg["id"].(string)
	first, _ := s.Message("10", id)
	for _, tc := range []struct {
		name, payload string
		files         []string
		want          []string // attachment bytes afterwards
	}{
		{"content only", `{"content":"two"}`, nil, []string{"png-1"}},
		{"new file appended", `{"content":"three"}`, []string{"png-2"}, []string{"png-1", "png-2"}},
		{"keep one listed", `{"attachments":[{"id":"` + first.Attachments[0].ID + `"}]}`, nil, []string{"png-1"}},
		{"replace", `{"attachments":[]}`, []string{"png-3"}, []string{"png-3"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if status, out := call(t, s, "PATCH", "/channels/10/messages/"+id, tc.payload, tc.files...); status != 200 {
				t.Fatalf("edit: %d %v", status, out)
			}
			m, _ := s.Message("10", id)
			var got []string
			for _, a := range m.Attachments {
				got = append(got, string(a.Data))
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("attachments %v, want %v", got, tc.want)
			}
		})
	}
}

func TestFormLimits(t *testing.T) {
	s := discordtest.New(t)
	s.SetChannel("10", "1", "general", false)
	button := func(id string) string { return `{"type":2,"style":1,"label":"b","custom_id":"` + id + `"}` }
	row := func(items ...string) string { return `{"type":1,"components":[` + strings.Join(items, ",") + `]}` }
	var opts []string
	for i := 0; i < 26; i++ {
		opts = append(opts, fmt.Sprintf(`{"label":"o%d","value":"v%d"}`, i, i))
	}
	for _, tc := range []struct {
		name, payload string
		status, code  int
	}{
		{"fine", `{"content":"x","components":[` + row(button("a"), button("b")) + `]}`, 200, 0},
		{"empty", `{"content":""}`, 400, discordtest.CodeCannotSendEmpty},
		{"too long", `{"content":"` + strings.Repeat("x", 2001) + `"}`, 400, discordtest.CodeInvalidForm},
		{"six rows", `{"content":"x","components":[` + strings.Repeat(row(button("a"))+",", 5) + row(button("b")) + `]}`, 400, discordtest.CodeInvalidForm},
		{"six buttons", `{"content":"x","components":[` + row(button("1"), button("2"), button("3"), button("4"), button("5"), button("6")) + `]}`, 400, discordtest.CodeInvalidForm},
		{"same custom id", `{"content":"x","components":[` + row(button("a")) + "," + row(button("a")) + `]}`, 400, discordtest.CodeInvalidForm},
		{"26 options", `{"content":"x","components":[` + row(`{"type":3,"custom_id":"m","options":[`+strings.Join(opts, ",")+`]}`) + `]}`, 400, discordtest.CodeInvalidForm},
		{"25 options", `{"content":"x","components":[` + row(`{"type":3,"custom_id":"m","options":[`+strings.Join(opts[:25], ",")+`]}`) + `]}`, 200, 0},
		{"link", `{"content":"x","components":[` + row(`{"type":2,"style":5,"label":"l","url":"https://t.me/b"}`) + `]}`, 200, 0},
		{"link without url", `{"content":"x","components":[` + row(`{"type":2,"style":5,"label":"l"}`) + `]}`, 400, discordtest.CodeInvalidForm},
		{"link with custom id", `{"content":"x","components":[` + row(`{"type":2,"style":5,"label":"l","url":"https://t.me/b","custom_id":"c"}`) + `]}`, 400, discordtest.CodeInvalidForm},
		{"url on a plain button", `{"content":"x","components":[` + row(`{"type":2,"style":2,"label":"l","url":"https://t.me/b","custom_id":"c"}`) + `]}`, 400, discordtest.CodeInvalidForm},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, out := call(t, s, "POST", "/channels/10/messages", tc.payload)
			if status != tc.status || code(out) != tc.code {
				t.Errorf("answer %d %v, want %d code %d", status, out, tc.status, tc.code)
			}
		})
	}
}

func TestPermissionsDMsAndFailures(t *testing.T) {
	s := discordtest.New(t)
	s.SetChannel("10", "1", "general", false)
	s.SetChannel("11", "1", "thread", true)
	s.SetAppPermissions("11", discordtest.PermAll&^discordtest.PermSendInThreads)
	s.SetChannel("12", "1", "hidden", false)
	s.SetAppPermissions("12", 0)
	s.SetChannel("13", "1", "no-files", false)
	s.SetAppPermissions("13", discordtest.PermAll&^discordtest.PermAttachFiles)
	s.CloseDMs("7")
	_, dm := call(t, s, "POST", "/users/@me/channels", `{"recipient_id":"7"}`)
	for _, tc := range []struct {
		name, path   string
		files        []string
		fail         func()
		status, code int
	}{
		{"thread without send", "/channels/11/messages", nil, nil, 403, discordtest.CodeMissingPermissions},
		{"hidden channel", "/channels/12/messages", nil, nil, 403, discordtest.CodeMissingAccess},
		{"file without attach", "/channels/13/messages", []string{"png"}, nil, 403, discordtest.CodeMissingPermissions},
		{"text without attach", "/channels/13/messages", nil, nil, 200, 0},
		{"closed DMs", "/channels/" + dm["id"].(string) + "/messages", nil, nil, 403, discordtest.CodeCannotMessageUser},
		{"injected 50013", "/channels/10/messages", nil, func() {
			s.FailNext("POST", "/channels/", 403, discordtest.CodeMissingPermissions, 0)
		}, 403, discordtest.CodeMissingPermissions},
		{"injection consumed", "/channels/10/messages", nil, nil, 200, 0},
		{"unknown channel", "/channels/99/messages", nil, nil, 404, discordtest.CodeUnknownChannel},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.fail != nil {
				tc.fail()
			}
			status, out := call(t, s, "POST", tc.path, `{"content":"hi"}`, tc.files...)
			if status != tc.status || code(out) != tc.code {
				t.Errorf("answer %d %v, want %d code %d", status, out, tc.status, tc.code)
			}
		})
	}
}

func TestRateLimitAnswer(t *testing.T) {
	s := discordtest.New(t)
	s.SetChannel("10", "1", "general", false)
	s.FailNext("", "/channels/10", 429, 0, 1500*time.Millisecond)
	req, _ := http.NewRequest("GET", s.RESTBase()+"/channels/10/messages", nil)
	req.Header.Set("Authorization", "Bot "+discordtest.Token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var body struct {
		RetryAfter float64 `json:"retry_after"`
	}
	_ = json.NewDecoder(resp.Body).Decode(&body)
	resp.Body.Close()
	if resp.StatusCode != 429 || body.RetryAfter != 1.5 || resp.Header.Get("Retry-After") != "2" ||
		resp.Header.Get("X-RateLimit-Remaining") != "0" || resp.Header.Get("X-RateLimit-Reset-After") != "1.500" {
		t.Errorf("429 answer: %d %+v %v", resp.StatusCode, body, resp.Header)
	}
	if status, _ := call(t, s, "GET", "/channels/10/messages", ""); status != 200 {
		t.Errorf("after the 429: %d", status)
	}
	if got := s.Requests(); len(got) != 2 || got[0].Status != 429 || got[1].Status != 200 {
		t.Errorf("requests = %+v", got)
	}
}

func TestInteractionLifecycle(t *testing.T) {
	s := discordtest.New(t)
	id := s.SlashCommand("10", "1", "7", "board", nil)
	in, _ := s.Interaction(id)
	hook := "/webhooks/" + discordtest.AppID + "/" + in.Token
	callback := "/interactions/" + id + "/" + in.Token + "/callback"
	for _, tc := range []struct {
		name, method, path, payload string
		status, code                int
		check                       func() string
	}{
		{"follow-up before the ack", "POST", hook, `{"content":"x"}`, 404, discordtest.CodeUnknownWebhook, nil},
		{"deferred", "POST", callback, `{"type":5}`, 204, 0, func() string {
			if m, _ := s.LastMessage("10"); !m.Loading() {
				return "no loading message"
			}
			return ""
		}},
		{"acknowledged twice", "POST", callback, `{"type":5}`, 400, discordtest.CodeAlreadyAcknowledged, nil},
		{"first follow-up resolves publicly", "POST", hook, `{"content":"secret?","flags":64}`, 200, 0, func() string {
			if ms := s.Messages("10"); len(ms) != 1 || ms[0].Loading() || ms[0].Ephemeral() || ms[0].Content != "secret?" {
				return fmt.Sprintf("messages %+v", ms)
			}
			return ""
		}},
		{"second follow-up ephemeral", "POST", hook, `{"content":"secret","flags":64}`, 200, 0, func() string {
			if m, _ := s.LastMessage("10"); !m.Ephemeral() || m.VisibleTo != "7" || len(s.VisibleTo("10", "8")) != 1 {
				return fmt.Sprintf("last %+v", m)
			}
			return ""
		}},
		{"delete original", "DELETE", hook + "/messages/@original", "", 204, 0, func() string {
			if len(s.Messages("10")) != 1 {
				return "original kept"
			}
			return ""
		}},
		{"expired token", "POST", hook, `{"content":"late"}`, 401, discordtest.CodeInvalidWebhookToken, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "expired token" {
				s.ExpireToken(id)
			}
			status, out := call(t, s, tc.method, tc.path, tc.payload)
			if status != tc.status || code(out) != tc.code {
				t.Fatalf("answer %d %v, want %d code %d", status, out, tc.status, tc.code)
			}
			if tc.check != nil {
				if bad := tc.check(); bad != "" {
					t.Error(bad)
				}
			}
		})
	}
	late := s.SlashCommand("10", "1", "7", "board", nil)
	s.SetDeadline(time.Nanosecond)
	in, _ = s.Interaction(late)
	if status, out := call(t, s, "POST", "/interactions/"+late+"/"+in.Token+"/callback", `{"type":5}`); status != 404 || code(out) != discordtest.CodeUnknownInteraction {
		t.Errorf("late callback: %d %v, want 404 unknown interaction", status, out)
	}
}

// TestEphemeralBoard: an ephemeral follow-up of a press, and its edit
// through a later press on it, are recorded as seen by the presser alone;
// a channel message is seen by all, and cannot reach the ephemeral one.
func TestEphemeralBoard(t *testing.T) {
	s := discordtest.New(t)
	s.SetChannel("10", "1", "general", false)
	_, board := call(t, s, "POST", "/channels/10/messages",
		`{"content":"group","components":[{"type":1,"components":[{"type":2,"style":2,"label":"hand","custom_id":"h"}]}]}`)
	first := s.Press("10", board["id"].(string), "7", "h")
	in, _ := s.Interaction(first)
	hook := "/webhooks/" + discordtest.AppID + "/" + in.Token
	if status, out := call(t, s, "POST", "/interactions/"+first+"/"+in.Token+"/callback", `{"type":6}`); status != 204 {
		t.Fatalf("deferred update: %d %v", status, out)
	}
	status, hand := call(t, s, "POST", hook+"?wait=true",
		`{"content":"your hand","flags":64,"components":[{"type":1,"components":[{"type":2,"style":2,"label":"card","custom_id":"c"}]}]}`, "png-1")
	if status != 200 {
		t.Fatalf("ephemeral follow-up: %d %v", status, hand)
	}
	handID := hand["id"].(string)
	if m, _ := s.Message("10", handID); !m.Ephemeral() || m.VisibleTo != "7" || len(s.VisibleTo("10", "8")) != 1 {
		t.Fatalf("the hand %+v", m)
	}
	if status, _ := call(t, s, "PATCH", "/channels/10/messages/"+handID, `{"content":"leak"}`); status != 404 {
		t.Errorf("a channel edit of the ephemeral hand answered %d", status)
	}
	second := s.Press("10", handID, "7", "c")
	in2, _ := s.Interaction(second)
	if in2.Original != handID {
		t.Fatalf("the press on the hand has original %q", in2.Original)
	}
	call(t, s, "POST", "/interactions/"+second+"/"+in2.Token+"/callback", `{"type":6}`)
	if status, out := call(t, s, "PATCH", "/webhooks/"+discordtest.AppID+"/"+in2.Token+"/messages/@original",
		`{"content":"your hand, edited","attachments":[]}`, "png-2"); status != 200 {
		t.Fatalf("editing the hand through the press: %d %v", status, out)
	}
	m, _ := s.Message("10", handID)
	if m.Content != "your hand, edited" || len(m.Attachments) != 1 || string(m.Attachments[0].Data) != "png-2" || !m.Ephemeral() {
		t.Errorf("the edited hand %+v", m)
	}
	seen := map[string]string{}
	for _, q := range s.Requests() {
		seen[q.Method+" "+strings.Split(q.Path, "/")[1]] += q.VisibleTo + ";"
	}
	for key, want := range map[string]string{
		"POST channels": ";", "PATCH channels": ";", "POST webhooks": "7;", "PATCH webhooks": "7;", "POST interactions": ";;",
	} {
		if seen[key] != want {
			t.Errorf("%s seen by %q, want %q", key, seen[key], want)
		}
	}
	forged := s.PressForged("10", board["id"].(string), "8", "c")
	if in, ok := s.Interaction(forged); !ok || in.User != "8" || in.Original != board["id"] {
		t.Errorf("the forged press %+v", in)
	}
}

func TestWaitForHonoursContext(t *testing.T) {
	s := discordtest.New(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if err := s.WaitFor(ctx, func() bool { return false }); err == nil {
		t.Error("WaitFor returned nil for a predicate that never holds")
	}
	if err := s.WaitFor(context.Background(), func() bool { return true }); err != nil {
		t.Errorf("WaitFor on a true predicate: %v", err)
	}
}

// TestSelectShowsThePick: a pick in a select menu shows as picked, as a
// client shows it, until an edit sets the message's components; an
// option the bot sends as default shows so; an edit of the content alone
// leaves the pick showing.
func TestSelectShowsThePick(t *testing.T) {
	s := discordtest.New(t)
	s.SetChannel("10", "1", "general", false)
	menu := func(def bool) string {
		return fmt.Sprintf(`{"components":[{"type":1,"components":[{"type":3,"custom_id":"menu:0","options":[`+
			`{"label":"A","value":"a"},{"label":"B","value":"b","default":%v}]}]}]}`, def)
	}
	status, msg := call(t, s, "POST", "/channels/10/messages", menu(false))
	if status != 200 {
		t.Fatalf("create: %d %v", status, msg)
	}
	id := msg["id"].(string)
	shown := func() string {
		m, _ := s.Message("10", id)
		out := ""
		for _, o := range m.Components[0].Select.Options {
			out += fmt.Sprintf("%s:%v/%v ", o.Value, o.Picked, o.Default)
		}
		return out
	}
	if got := shown(); got != "a:false/false b:false/false " {
		t.Errorf("posted: %s", got)
	}
	s.Select("10", id, "2", "menu:0", "a")
	if got := shown(); got != "a:true/false b:false/false " {
		t.Errorf("picked: %s", got)
	}
	call(t, s, "PATCH", "/channels/10/messages/"+id, `{"content":"text"}`)
	if got := shown(); got != "a:true/false b:false/false " {
		t.Errorf("after a content edit: %s", got)
	}
	call(t, s, "PATCH", "/channels/10/messages/"+id, menu(true))
	if got := shown(); got != "a:false/false b:false/true " {
		t.Errorf("after the components were set: %s", got)
	}
}
