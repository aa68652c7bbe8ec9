// Package pace is the state of the Telegram client's message pacing:
// GCRA token buckets, each kept as its theoretical arrival time (tat),
// per chat, per group and one global. Buckets is where the tats live: in
// the process's memory (Memory) for one process, or in the database
// (storage/postgres) when several processes send for one bot and must
// keep Telegram's limits together. Decide is the one GCRA step every
// implementation applies atomically to the buckets of a call.
package pace
