package main

import (
	"github.com/jackalbot/jackal/storage"
	"github.com/jackalbot/jackal/storage/postgres"
)

// shareTelegram sets what the Telegram client needs when other processes
// serve the same bot on the same store (PostgreSQL): the webhook answers
// an update only once it was handled (a process that dies leaves its
// updates to Telegram to post again elsewhere), and the message pacing
// is booked in the database so that the processes keep Telegram's limits
// together. The timers' lease needs nothing here: the store grants it.
func shareTelegram(store storage.Store, s *TelegramSettings) {
	if pg, ok := store.(*postgres.Store); ok {
		s.Shared = true
		s.Buckets = pg.PaceBuckets()
	}
}
