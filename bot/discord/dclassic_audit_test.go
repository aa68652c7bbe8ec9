package discord_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/jackalbot/jackal/bot/discord/internal/discordtest"
)

// dave is a fourth member of the rig's server, who never plays.
const dave = "704"

// leakedError matches what must never reach a channel: Go's error and
// panic text, formatting mistakes, storage and transport words.
var leakedError = regexp.MustCompile(`(?i)(panic|goroutine|runtime error|nil pointer|%!|<nil>|context deadline|context canceled|bbolt|unexpected EOF|\bHTTP \d{3}\b|\bstatus code\b|\berr(or)?:)`)

// auditRequests checks every request the bot sent to the fake Discord as
// a server's members would meet it, and returns what is wrong, one line
// per problem.
func auditRequests(reqs []discordtest.Request) []string {
	var bad []string
	posted := map[string]int{}
	for _, q := range reqs {
		if q.Status >= 300 {
			bad = append(bad, fmt.Sprintf("request %d refused: %.300s", q.Seq, q))
		}
		if len(q.Body) == 0 {
			continue
		}
		var body map[string]any
		if json.Unmarshal(q.Body, &body) != nil {
			continue
		}
		if d, ok := body["data"].(map[string]any); ok {
			body = d
		}
		for _, p := range auditPayload(body) {
			bad = append(bad, fmt.Sprintf("request %d (%s %s): %s", q.Seq, q.Method, q.Path, p))
		}
		for _, f := range q.Files {
			switch {
			case f.Name == "" || !strings.Contains(f.Name, "."):
				bad = append(bad, fmt.Sprintf("request %d: a file without a proper name %q", q.Seq, f.Name))
			case len(f.Data) == 0:
				bad = append(bad, fmt.Sprintf("request %d: the file %s is empty", q.Seq, f.Name))
			case strings.HasSuffix(f.Name, ".png") && !bytes.HasPrefix(f.Data, []byte("\x89PNG")):
				bad = append(bad, fmt.Sprintf("request %d: %s is not a PNG", q.Seq, f.Name))
			case strings.HasSuffix(f.Name, ".gif") && !bytes.HasPrefix(f.Data, []byte("GIF8")):
				bad = append(bad, fmt.Sprintf("request %d: %s is not a GIF", q.Seq, f.Name))
			}
		}
		if q.Method == "POST" && (strings.HasPrefix(q.Path, "/channels/") || strings.HasPrefix(q.Path, "/webhooks/")) {
			if c, _ := body["content"].(string); c != "" {
				key := q.Interaction + "|" + c
				if posted[key]++; posted[key] == 2 {
					bad = append(bad, fmt.Sprintf("request %d posts again what was posted: %.120q", q.Seq, c))
				}
			}
		}
	}
	return bad
}

// auditPayload checks one message payload: its text, mentions, embeds and
// components.
func auditPayload(p map[string]any) []string {
	var bad []string
	content, hasContent := p["content"].(string)
	if hasContent && content != "" {
		if n := utf8.RuneCountInString(content); n > 2000 {
			bad = append(bad, fmt.Sprintf("content of %d characters", n))
		}
		if m := leakedError.FindString(content); m != "" {
			bad = append(bad, fmt.Sprintf("error text %q shown: %.200q", m, content))
		}
		if _, ok := p["allowed_mentions"]; !ok {
			bad = append(bad, fmt.Sprintf("no allowed_mentions: %.120q", content))
		}
	}
	if embeds, ok := p["embeds"].([]any); ok {
		for _, e := range embeds {
			raw, _ := json.Marshal(e)
			if m := leakedError.FindString(string(raw)); m != "" {
				bad = append(bad, fmt.Sprintf("error text %q in an embed", m))
			}
		}
	}
	rows, _ := p["components"].([]any)
	if len(rows) > 5 {
		bad = append(bad, fmt.Sprintf("%d action rows", len(rows)))
	}
	for _, r := range rows {
		row, _ := r.(map[string]any)
		items, _ := row["components"].([]any)
		if len(items) > 5 {
			bad = append(bad, fmt.Sprintf("a row of %d components", len(items)))
		}
		for _, it := range items {
			c, _ := it.(map[string]any)
			id, _ := c["custom_id"].(string)
			label, _ := c["label"].(string)
			if len(id) > 100 {
				bad = append(bad, fmt.Sprintf("custom_id of %d bytes: %q", len(id), id))
			}
			if n := utf8.RuneCountInString(label); n > 80 {
				bad = append(bad, fmt.Sprintf("label of %d characters: %q", n, label))
			}
			if id == "" && c["url"] == nil && c["type"] != float64(3) {
				bad = append(bad, fmt.Sprintf("a button with neither custom_id nor url: %v", c))
			}
			if label == "" && c["emoji"] == nil && c["type"] == float64(2) {
				bad = append(bad, "a button with no label")
			}
			opts, _ := c["options"].([]any)
			if len(opts) > 25 {
				bad = append(bad, fmt.Sprintf("a menu of %d options", len(opts)))
			}
			for _, o := range opts {
				op, _ := o.(map[string]any)
				l, _ := op["label"].(string)
				v, _ := op["value"].(string)
				if utf8.RuneCountInString(l) > 100 || len(v) > 100 || l == "" {
					bad = append(bad, fmt.Sprintf("a menu option %q = %q", l, v))
				}
			}
			if ph, _ := c["placeholder"].(string); utf8.RuneCountInString(ph) > 150 {
				bad = append(bad, fmt.Sprintf("a placeholder of %d characters", utf8.RuneCountInString(ph)))
			}
		}
	}
	return bad
}

// reportAudit fails the test with what auditRequests found.
func reportAudit(t *testing.T, r *rig) {
	t.Helper()
	bad := auditRequests(r.fake.Requests())
	for i, b := range bad {
		if i == 30 {
			t.Errorf("… and %d more", len(bad)-30)
			break
		}
		t.Error(b)
	}
}
