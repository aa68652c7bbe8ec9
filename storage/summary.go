package storage

import (
	bolt "go.etcd.io/bbolt"
)

// summarize derives the summary of an active game.
func summarize(g *Game) GameSummary {
	sum := GameSummary{
		Key: g.Key, ID: g.ID, Game: g.Setup.Game, Status: g.Status, Version: g.Version, Moves: len(g.Log),
		Created: g.Created, LastAction: g.LastAction, NextReminder: g.NextReminder,
		Deadline: g.Deadline, Reminders: g.Reminders,
	}
	for _, seat := range g.Setup.Seats {
		if seat.AI == "" && seat.UserID != "" {
			sum.Players = append(sum.Players, seat.UserID)
		}
	}
	return sum
}

// putActive writes an active game and its summary.
func putActive(tx *bolt.Tx, g *Game) error {
	if err := putJSON(tx.Bucket(bucketActive), []byte(g.Key), g); err != nil {
		return err
	}
	return putJSON(tx.Bucket(bucketSummaries), []byte(g.Key), summarize(g))
}

// deleteActive removes an active game and its summary.
func deleteActive(tx *bolt.Tx, key Key) error {
	if err := tx.Bucket(bucketActive).Delete([]byte(key)); err != nil {
		return err
	}
	return tx.Bucket(bucketSummaries).Delete([]byte(key))
}
