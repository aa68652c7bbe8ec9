package storage

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestDraftMessageCompat: a draft stored before Draft.Message was kept
// reads it empty, one without it stores no "message", and one with it
// keeps it.
func TestDraftMessageCompat(t *testing.T) {
	var old Draft
	if err := json.Unmarshal([]byte(`{"offered":["scout"],"order":["1"],"next":0,"posted":7}`), &old); err != nil {
		t.Fatal(err)
	}
	if old.Message != (MessageRef{}) || old.Posted != 7 {
		t.Fatalf("an old draft read: %+v", old)
	}
	b, err := json.Marshal(old)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), `"message"`) {
		t.Fatalf("a draft without its message stores one: %s", b)
	}
	old.Message = MessageRef{ChatID: "c", MessageID: "42"}
	if b, err = json.Marshal(old); err != nil {
		t.Fatal(err)
	}
	var back Draft
	if err := json.Unmarshal(b, &back); err != nil || back.Message != old.Message {
		t.Fatalf("the message kept: %+v %v (%s)", back.Message, err, b)
	}
}
