package storetest

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/jackalbot/jackal/storage"
)

// decodeJSON decodes an exported document.
func decodeJSON(b []byte, v any) error { return json.Unmarshal(b, v) }

// testUsersAndChats: preferences and settings round-trip and replace.
func testUsersAndChats(t *testing.T, open Open) {
	s := open(t)
	if _, err := s.GetUser("u1"); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("GetUser of nobody = %v", err)
	}
	if _, err := s.GetChat("tg:1"); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("GetChat of nothing = %v", err)
	}
	users := []struct {
		name string
		user storage.User
		want error
	}{
		{"new", storage.User{ID: "u1", Lang: "ru", Notify: true, DMChat: "tg:5", Name: "Ann"}, nil},
		{"replaced", storage.User{ID: "u1", Lang: "en", Secret: []storage.Key{"tg:1", "tg:2"}}, nil},
		{"other", storage.User{ID: "u2", Name: "Bob"}, nil},
		{"empty id", storage.User{}, storage.ErrInvalid},
		{"control char", storage.User{ID: "u\n"}, storage.ErrInvalid},
	}
	for _, tc := range users {
		t.Run("user "+tc.name, func(t *testing.T) {
			wantErr(t, "PutUser", s.PutUser(tc.user), tc.want)
			if tc.want != nil {
				return
			}
			got, err := s.GetUser(tc.user.ID)
			if err != nil || !reflect.DeepEqual(got, tc.user) {
				t.Fatalf("GetUser = %+v, %v, want %+v", got, err, tc.user)
			}
		})
	}
	chats := []struct {
		name string
		chat storage.ChatSettings
		want error
	}{
		{"new", storage.ChatSettings{Key: "tg:1", Lang: "ru", ReminderHours: 12, MaxReminders: 3, Title: "Pirates «of» Friday"}, nil},
		{"replaced", storage.ChatSettings{Key: "tg:1", Lang: "en"}, nil},
		{"thread", storage.ChatSettings{Key: "tg:1:9", ReminderHours: 1, Title: "Пираты"}, nil},
		{"bad key", storage.ChatSettings{Key: "tg"}, storage.ErrInvalid},
		{"negative reminders", storage.ChatSettings{Key: "tg:2", ReminderHours: -1}, storage.ErrInvalid},
	}
	for _, tc := range chats {
		t.Run("chat "+tc.name, func(t *testing.T) {
			wantErr(t, "PutChat", s.PutChat(tc.chat), tc.want)
			got, err := s.GetChat(tc.chat.Key)
			if tc.want != nil {
				if err == nil {
					t.Fatalf("a refused chat was stored: %+v", got)
				}
				return
			}
			if err != nil || got != tc.chat {
				t.Fatalf("GetChat = %+v, %v, want %+v", got, err, tc.chat)
			}
		})
	}
}
