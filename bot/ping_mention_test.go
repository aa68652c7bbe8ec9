package bot

import (
	"reflect"
	"testing"
)

// TestMentionParts: a Pinger's text is cut into its literal pieces and
// mentions; a mark naming no user is dropped, and PlainMentions writes
// each mention as its user's name.
func TestMentionParts(t *testing.T) {
	users := []User{{ID: "1", Name: "Ann"}, {ID: "2", Name: "Bob <b>"}}
	lit := func(s string) MentionPart { return MentionPart{Text: s} }
	who := func(i int) MentionPart { return MentionPart{User: &users[i]} }
	for _, tc := range []struct {
		name, text string
		want       []MentionPart
		plain      string
	}{
		{"no mention", "⏰ Hello", []MentionPart{lit("⏰ Hello")}, "⏰ Hello"},
		{"empty", "", nil, ""},
		{"two mentions", "⏰ Waiting for " + Mention(0) + ", " + Mention(1) + ".",
			[]MentionPart{lit("⏰ Waiting for "), who(0), lit(", "), who(1), lit(".")}, "⏰ Waiting for Ann, Bob <b>."},
		{"mentions alone", Mention(1) + Mention(0), []MentionPart{who(1), who(0)}, "Bob <b>Ann"},
		{"out of range dropped", "a" + Mention(2) + "b", []MentionPart{lit("ab")}, "ab"},
		{"negative dropped", "a" + mentionMark + "-1" + mentionMark + "b", []MentionPart{lit("ab")}, "ab"},
		{"not a number dropped", "a" + mentionMark + "x" + mentionMark + "b", []MentionPart{lit("ab")}, "ab"},
		{"open mark ends the text", "a" + mentionMark + "0 b", []MentionPart{lit("a")}, "a"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := MentionParts(tc.text, users); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("MentionParts = %+v, want %+v", got, tc.want)
			}
			if got := PlainMentions(tc.text, users); got != tc.plain {
				t.Errorf("PlainMentions = %q, want %q", got, tc.plain)
			}
		})
	}
}

// TestMentionsOncePerPerson: a person named twice (two seats) is
// mentioned once; a name without a user is written as it is.
func TestMentionsOncePerPerson(t *testing.T) {
	var m mentions
	m.add("Ann", "1")
	m.add("Computer 2 (easy)", "")
	m.add("Ann", "1")
	m.add("Bob", "2")
	if got, want := PlainMentions(m.joined(), m.users), "Ann, Computer 2 (easy), Bob"; got != want {
		t.Errorf("named %q, want %q", got, want)
	}
	if want := []User{{ID: "1", Name: "Ann"}, {ID: "2", Name: "Bob"}}; !reflect.DeepEqual(m.users, want) {
		t.Errorf("users %+v, want %+v", m.users, want)
	}
}
