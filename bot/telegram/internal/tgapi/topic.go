package tgapi

import (
	"encoding/json"
	"fmt"
	"sync"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// Topic is the forum-topic information of an incoming update, which
// tgbotapi v5.5.1 does not decode.
type Topic struct {
	// ThreadID is the message_thread_id of the message (or of the message
	// whose button was pressed); 0 outside topics.
	ThreadID int
	// IsTopicMessage is true when the message was sent to a forum topic.
	IsTopicMessage bool
}

// topicMessage holds the fields of a Message that tgbotapi lacks.
type topicMessage struct {
	ThreadID       int  `json:"message_thread_id"`
	IsTopicMessage bool `json:"is_topic_message"`
}

// topicUpdate holds the messages of an Update that may carry a topic.
type topicUpdate struct {
	Message       *topicMessage `json:"message"`
	EditedMessage *topicMessage `json:"edited_message"`
	CallbackQuery *struct {
		Message *topicMessage `json:"message"`
	} `json:"callback_query"`
}

// ParseTopic reads the forum topic of a raw update JSON: of its message, its
// edited message, or the message under a pressed button.
func ParseTopic(raw []byte) (Topic, error) {
	var u topicUpdate
	if err := json.Unmarshal(raw, &u); err != nil {
		return Topic{}, fmt.Errorf("%w: update: %w", ErrBadResponse, err)
	}
	var m *topicMessage
	switch {
	case u.Message != nil:
		m = u.Message
	case u.EditedMessage != nil:
		m = u.EditedMessage
	case u.CallbackQuery != nil:
		m = u.CallbackQuery.Message
	}
	if m == nil {
		return Topic{}, nil
	}
	return Topic(*m), nil
}

// incoming is a decoded update with its topic.
type incoming struct {
	update tgbotapi.Update
	topic  Topic
}

// decodeUpdate decodes one raw update twice: as tgbotapi.Update and for its
// topic.
func decodeUpdate(raw []byte) (incoming, error) {
	var in incoming
	if err := json.Unmarshal(raw, &in.update); err != nil {
		return in, fmt.Errorf("%w: update: %w", ErrBadResponse, err)
	}
	t, err := ParseTopic(raw)
	in.topic = t
	return in, err
}

// topicTable remembers the topics of the updates being handled, by update id.
type topicTable struct {
	mu sync.Mutex
	m  map[int]Topic
}

func (t *topicTable) put(id int, topic Topic) {
	if topic == (Topic{}) {
		return
	}
	t.mu.Lock()
	t.m[id] = topic
	t.mu.Unlock()
}

func (t *topicTable) forget(id int) {
	t.mu.Lock()
	delete(t.m, id)
	t.mu.Unlock()
}

func (t *topicTable) get(id int) Topic {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.m[id]
}

// Topic returns the forum topic of u. It knows the updates this client is
// handing to a handler, while that handler runs; for any other update it
// returns the zero Topic.
func (c *Client) Topic(u tgbotapi.Update) Topic { return c.topics.get(u.UpdateID) }

// ThreadID returns the message_thread_id of u (see Topic); 0 outside forum
// topics. Reply with it to stay in the same topic.
func (c *Client) ThreadID(u tgbotapi.Update) int { return c.topics.get(u.UpdateID).ThreadID }

// IsTopicMessage reports whether u's message was sent to a forum topic
// (see Topic).
func (c *Client) IsTopicMessage(u tgbotapi.Update) bool {
	return c.topics.get(u.UpdateID).IsTopicMessage
}
