package engine

// ViewTile is one island tile as a crew sees it: Kind is Hidden while the
// tile is face down, unless the crew's lighthouse showed it (Known).
type ViewTile struct {
	Kind  Kind
	Rot   Rot
	Open  bool
	Known bool // face down, but shown to this crew by the lighthouse
	Used  bool // a spent plane or lighthouse
	Pic   uint8
	// Back is a face-down tile's back on a board whose tiles have backs
	// (Archipelago's): what anyone sees of it. NoBack otherwise.
	Back Back
}

// Choice is a pending choice as every crew may see it.
type Choice struct {
	Piece   PieceID
	Choose  How // ChooseArrow, …
	At      Cell
	Options []Cell
	Stay    bool // "stay" is an option (the plane)
	Left    int  // lighthouse looks left
}

// View is what one crew's player may see of a game: face-down tiles stay
// hidden, and only this crew's lighthouse sights are shown. Front ends draw
// and narrate from a View, never from a State, so they cannot leak.
type View struct {
	Crew       Crew  // whose view this is
	Board      Board // the ground the game is played on
	Crews      []Crew
	Allied     [NumCrews]CrewSet
	Turn       Crew
	Controller Crew // who plays the turn (differs under smoke)
	Round      int
	Over       bool
	EndedBy    int
	Winners    []Crew
	Scores     [NumCrews]int
	Bottles    [NumCrews]int
	Tiles      [NumCells]ViewTile
	Coins      [NumCells]int
	Treasure   [NumCells]int // the galleon's treasures lying on each tile
	Pieces     [NumPieces]Piece
	Ships      [NumCrews]Cell
	Pending    *Choice
	// Dragger drags DragGold while its action waits on a choice.
	Dragger   PieceID
	DragGold  Drag
	SmokeLeft int
	GoldLeft  int // value not yet banked, sunk or eaten, hidden chests included
	GoldLost  int
	FaceDown  int
	// Unseen counts, per kind, the face-down tiles: what the island still
	// hides, as any player could count it from the box's contents. On a
	// board whose tiles have backs (Archipelago's) tiles were removed from
	// the box unseen, so it counts the box less the face-up tiles: the
	// removed tiles are among them, and it may sum to more than FaceDown.
	Unseen     [NumKinds]int
	PlaneWaits bool
	// Bear is Archipelago's bear, which everyone sees.
	Bear Bear
	// Solo is the solo puzzle's bank and goal (Solo), the zero value in
	// other games.
	Solo Solo
	// Abilities are the pirates' abilities (Archipelago, §8), which
	// everyone sees, and which once-per-island ones are spent.
	Abilities PirateAbilities

	// public is the state as this crew knows it: face-down tiles it has not
	// seen blanked, no seed. Sample deals the blanks anew.
	public State
}

// ViewFor returns crew c's view of s.
func ViewFor(s *State, c Crew) View {
	v := View{
		Crew: c, Board: s.Board, Crews: s.Crews(), Allied: s.Rules.Allied, Turn: s.Turn, Controller: s.Controller(),
		Round: int(s.Round), Over: s.Over, EndedBy: s.Ending(), Winners: s.Winners(),
		Pieces: s.Pieces, Ships: s.Ships,
		SmokeLeft: int(s.SmokeLeft), GoldLost: s.LostValue(), PlaneWaits: s.Rules.PlaneWaits, Bear: s.Bear,
		Solo: s.Solo, Abilities: s.Abilities,
	}
	if s.Over {
		v.Turn, v.Controller = NoCrew, NoCrew
	}
	v.Dragger, v.DragGold = s.Dragging()
	v.public = *s
	v.public.Seed, v.public.Dice = 0, 0
	banked := 0
	for k := Crew(0); k < NumCrews; k++ {
		if s.InPlay(k) {
			v.Scores[k] = s.Score(k)
			v.Bottles[k] = s.BottlesOf(k)
			banked += v.Scores[k]
		}
	}
	v.GoldLeft = s.goldLeft(banked)
	for x := range s.Board.Island() {
		t := s.Tiles[x]
		vt := ViewTile{Kind: t.Kind, Rot: t.Rot, Open: t.Open, Used: t.Used, Pic: t.Pic}
		if !t.Open {
			v.FaceDown++
			v.Unseen[t.Kind]++
			if c < NumCrews && s.Known[x].Has(c) {
				vt.Known, vt.Used = true, false
			} else {
				vt = ViewTile{Kind: Hidden}
				v.public.Tiles[x] = Tile{Kind: Hidden}
			}
			vt.Back = s.Board.Back(x)
		}
		v.Tiles[x] = vt
		v.Coins[x] = int(s.Coins[x])
		v.Treasure[x] = int(s.Treasure[x])
		if c < NumCrews {
			v.public.Known[x] &= CrewSet(0).With(c)
		} else {
			v.public.Known[x] = 0
		}
	}
	if s.Board.Boats() {
		v.Unseen = boxUnseen(s)
		v.seaCoins(s)
	}
	if s.Pending.Active {
		var buf [NumTiles]Cell
		ch := &s.Pending
		v.Pending = &Choice{Piece: ch.Piece, Choose: ch.Choose, At: ch.At,
			Options: append([]Cell(nil), s.choiceOptions(buf[:0])...), Stay: s.canStay(), Left: int(ch.Left)}
	}
	return v
}

// Allies reports whether crews a and b are on one side in the viewed game.
func (v *View) Allies(a, b Crew) bool { return a < NumCrews && b < NumCrews && v.Allied[a].Has(b) }

// PiecesAt lists the living pieces at cell c.
func (v *View) PiecesAt(c Cell) []PieceID {
	var out []PieceID
	for p := PieceID(0); p < NumPieces; p++ {
		if v.Pieces[p].Status == Alive && v.Pieces[p].At == c {
			out = append(out, p)
		}
	}
	return out
}

// ShipAt is the crew whose ship is at c, or NoCrew.
func (v *View) ShipAt(c Cell) Crew {
	for k := Crew(0); k < NumCrews; k++ {
		if v.Ships[k] == c {
			return k
		}
	}
	return NoCrew
}

// VisibleEvents returns the events of evs crew c may see.
func VisibleEvents(evs []Event, c Crew) []Event {
	out := make([]Event, 0, len(evs))
	for _, e := range evs {
		if e.VisibleTo(c) {
			out = append(out, e)
		}
	}
	return out
}

// boxUnseen counts, per kind, Archipelago's box less the face-up tiles of
// s: what a player can know is still hidden or was removed unseen.
func boxUnseen(s *State) (n [NumKinds]int) {
	for _, b := range Backs() {
		for k := Empty; k < NumKinds; k++ {
			n[k] += ArchipelagoCount(b, k)
		}
	}
	for x := range s.Board.Island() {
		if t := &s.Tiles[x]; t.Open && n[t.Kind] > 0 {
			n[t.Kind]--
		}
	}
	return n
}
