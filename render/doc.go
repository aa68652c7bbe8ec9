// Package render draws the games as pictures. A game in play is drawn from
// one seat's public view (or a spectator's), never from its full state, so
// a picture cannot leak what the game hides. The pictures, by game:
//
//   - classic Jackal and Jackal Archipelago (its solo puzzles too), from an
//     engine.View: the board as a PNG every turn (Board, EncodePNG), a
//     plain-text board for those who cannot see it (TextBoard, TextGrid) and
//     an animated GIF of a whole game (Replay); a face-down tile is drawn
//     with its back whatever lies under it;
//   - Jackal Archipelago's islands before the deal, from an island file
//     (Island): the shape, each cell's back, the shore, the north and the
//     suggested boat starts;
//   - Archipirata, from an archipirata.View: the ring of islands
//     (Archipirata) and a GIF replay (ArchipirataReplay);
//   - the card game, from a cards.View: the board (CardBoard), a player's
//     private picture with their hand (CardSeat, CardHand), an island card
//     (CardIsland) and a GIF replay (CardReplay);
//   - a campaign's standings, from a Season (Standings);
//   - for debugging, a contact sheet of every tile kind (TileSheet, Tile).
//
// A picture's words are English, or Russian when its options' Lang is "ru"
// (words.go holds both); the debugging sheets and the text board stay
// English.
//
// The pictures are original vector art drawn with github.com/fogleman/gg and
// the Go fonts compiled into the binary. Work that does not change from turn
// to turn (the sea, the grid, the tile pictures, the tokens, the glyphs) is
// drawn once per size and kept in caches shared by all goroutines, so a board
// is mostly a few hundred image copies. EncodePNG writes the picture in the
// package's fixed palette, which keeps encoding fast and files small.
package render
