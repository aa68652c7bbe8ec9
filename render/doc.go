// Package render draws a Jackal game as pictures: the island as a PNG every
// turn (Board, EncodePNG), a plain-text board for those who cannot see it
// (TextBoard), a contact sheet of every tile kind (TileSheet) and an animated
// GIF of a whole game (Replay). Island draws an island of Jackal
// Archipelago before the deal, from its island file: the shape, each
// cell's back, the shore, the north and the suggested boat starts.
//
// A picture's words are English, or Russian when its options' Lang is "ru"
// (words.go holds both); the debugging sheets and the text board stay
// English.
//
// Everything is drawn from an engine.View, one crew's public view of a game,
// never from an engine.State: a face-down tile is drawn with the one back
// whatever lies under it, so a picture cannot leak what the island hides.
//
// The pictures are original vector art drawn with github.com/fogleman/gg and
// the Go fonts compiled into the binary. Work that does not change from turn
// to turn (the sea, the grid, the tile pictures, the tokens, the glyphs) is
// drawn once per size and kept in caches shared by all goroutines, so a board
// is mostly a few hundred image copies. EncodePNG writes the picture in the
// package's fixed palette, which keeps encoding fast and files small.
package render
