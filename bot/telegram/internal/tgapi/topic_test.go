package tgapi

import (
	"errors"
	"testing"
)

func TestParseTopic(t *testing.T) {
	tests := []struct {
		name string
		raw  string
		want Topic
		err  error
	}{
		{"topic message", `{"update_id":1,"message":{"message_id":5,"message_thread_id":9,"is_topic_message":true}}`, Topic{9, true}, nil},
		{"reply in general", `{"update_id":1,"message":{"message_id":5,"message_thread_id":3}}`, Topic{ThreadID: 3}, nil},
		{"plain message", `{"update_id":1,"message":{"message_id":5}}`, Topic{}, nil},
		{"edited", `{"update_id":1,"edited_message":{"message_thread_id":4,"is_topic_message":true}}`, Topic{4, true}, nil},
		{"button under topic message", `{"update_id":1,"callback_query":{"id":"c","message":{"message_thread_id":8,"is_topic_message":true}}}`, Topic{8, true}, nil},
		{"inline button", `{"update_id":1,"callback_query":{"id":"c","inline_message_id":"i"}}`, Topic{}, nil},
		{"inline query", `{"update_id":1,"inline_query":{"id":"q"}}`, Topic{}, nil},
		{"not json", `{"update_id":`, Topic{}, ErrBadResponse},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseTopic([]byte(tt.raw))
			if !errors.Is(err, tt.err) || (tt.err == nil) != (err == nil) {
				t.Fatalf("ParseTopic error = %v, want %v", err, tt.err)
			}
			if got != tt.want {
				t.Fatalf("ParseTopic = %+v, want %+v", got, tt.want)
			}
		})
	}
}
