// Package islands holds the island files the project ships for Jackal
// Archipelago, compiled into the binary: the rulebook's first island and
// islands of other shapes (a ring round a lagoon, two lobes joined by a
// neck, a long bar, a crescent, a four-armed star). Each file is named
// after its island's id ("ring.island" holds "island: ring") and is read
// with package island's Parse; a test makes sure every one parses and
// validates.
package islands
