// Package textfiletest holds what the tests of the packages reading
// Jackal Archipelago's text files (island, puzzle) share: editing a test
// file line by line, seeding a fuzz corpus, and the checks their fuzz
// tests make of Parse's errors and of Format's round trip.
package textfiletest
