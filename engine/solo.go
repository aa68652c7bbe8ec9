package engine

import (
	"errors"
	"fmt"
)

// Jackal Archipelago's solo puzzles (ARCHIPELAGO.md §9, the rulebook's
// "Single Player Variant"): one player's three pirates, the white, the
// yellow and the red figure, start on the bank, where every coin of the
// island must be brought, against the bear. The engine plays them as three
// allied crews of one pirate each, commanded by one player: W1, Y1 and R1
// act in turn order (white, yellow, red), one action each, and the bear,
// following red's turns, steps after the third: that is one turn (Round).
// Everything else is Archipelago's rules on a sea board without boats,
// switched on by State.Solo:
//
//   - A pirate must act when it can (RULINGS §3: a pass is no action the
//     player may choose): the rulebook's "all pirates move in an assigned
//     order". A pirate with no action (dead, held in a pit, drunk after a
//     barrel, or with nowhere to go) passes by itself.
//   - The bank holds the whole crew (they start there together; its "one
//     pirate at a time" is about rival crews). A coin brought onto it,
//     by a step, a chain or the balloon, is banked (State.Banked, white's)
//     and stays there for good.
//   - The balloon carries its pirate to the bank.
//   - Leaving the island kills: a pirate that reaches the water by a
//     tile's effect (an arrow, the cannon, the horse, the trampoline…)
//     dies there (HowAtSea), and the coin it drags sinks.
//   - The bear is awake from the start on its den and steps after every
//     turn. A pirate it reaches, or that enters its tile, dies (EvMauled
//     with no boat, as the missionary).
//   - Bottles go to one supply, and a bottle may be spent, after any
//     pirate's action, on any of the three.
//   - Nobody is revived: each crew is one pirate, and the shrine revives
//     only a crew's own.
//   - The earthquake never moves the bank; the musket and the missionary,
//     whose rules need boats and rival crews, are no tiles of a solo game
//     (NewSolo refuses them).
//
// The game ends (State.Ending) when every coin is on the bank (EndBanked:
// the puzzle is solved, the bear does not step again), when a coin is
// lost (EndCoinLost: a coin that sank or was eaten can never be banked),
// when fewer pirates live than the goal's survivors, or none at all
// (EndPiratesLost), when the goal's last turn is over (EndTurnsOut), or
// when nobody can act any more (EndStuck, as in every game).

// Solo is a solo puzzle's part of a State: the zero value is no puzzle.
type Solo struct {
	// On switches the solo rules on.
	On bool
	// Bank is the bank's cell, where the pirates start and the coins go.
	Bank Cell
	// Turns is the last turn the goal allows (the game ends after it), 0
	// for no limit.
	Turns uint16
	// Survivors is how many pirates must live (the game ends when fewer
	// do), 0 when the goal asks none: the game then ends with the last.
	Survivors uint8
}

// SoloPirates are the solo crew's pirates in the order they act each
// turn: the white, the yellow and the red figure.
var SoloPirates = [3]PieceID{W1, Y1, R1}

// soloCrews are the crews of SoloPirates; the bear steps after the last.
var soloCrews = [3]Crew{White, Yellow, Red}

// ErrSolo reports a solo puzzle that cannot be laid out (NewSolo).
var ErrSolo = errors.New("not a solo puzzle")

// SoloSetup is what NewSolo lays out: a puzzle's island with its fixed
// faces, its coins, the bear's den and the goal.
type SoloSetup struct {
	// Board is the island, a sea board (NewSeaBoard); no boat is placed.
	Board Board
	// Tiles are the island's tiles, each face up or down, rotated.
	Tiles [NumCells]Tile
	// Coins are the coins lying on face-up tiles; face-down chests add
	// theirs when turned.
	Coins [NumCells]uint8
	// Den is the bear's den, a face-up bear-den tile where the bear
	// stands, or NoCell for a puzzle without the bear.
	Den Cell
	// Turns and Survivors are the goal (Solo's fields).
	Turns, Survivors int
	// Seed seeds the crossroads' die (State.Dice), the game's only chance.
	Seed uint64
}

// maxSoloTurns bounds a goal's turns.
const maxSoloTurns = 999

// NewSolo lays out a solo puzzle: the tiles and coins of su, the three
// pirates on the one face-up bank tile, the bear awake on its den, white to
// act in turn 1. It refuses, wrapping ErrSolo, a board without boats (not
// Archipelago's), a tile off the island or of a kind Archipelago's box
// lacks, a bank that is not one face-up tile, a musket or a missionary
// (whose rules need boats or rival crews), a bear-den tile anywhere but a
// face-up den, coins off face-up tiles or none at all, and a goal out of
// range.
func NewSolo(su *SoloSetup) (State, error) {
	b := &su.Board
	if !b.Boats() {
		return State{}, fmt.Errorf("%w: %w: not a sea board", ErrSolo, ErrBoard)
	}
	bank := NoCell
	coins := 0
	for c := Cell(0); c < NumCells; c++ {
		t := su.Tiles[c]
		if !b.IsIsland(c) {
			if t != (Tile{}) || su.Coins[c] > 0 {
				return State{}, fmt.Errorf("%w: %s is not on the island", ErrSolo, c)
			}
			continue
		}
		switch {
		case t.Kind.ArchipelagoID() == "":
			return State{}, fmt.Errorf("%w: %s: %s is no tile of Archipelago's box", ErrSolo, c, t.Kind)
		case t.Kind == Musket || t.Kind == Missionary:
			return State{}, fmt.Errorf("%w: %s: the %s has no part in a solo game", ErrSolo, c, t.Kind.ArchipelagoID())
		case t.Kind == Bank && !t.Open:
			return State{}, fmt.Errorf("%w: %s: the bank lies face up", ErrSolo, c)
		case t.Kind == Bank && bank != NoCell:
			return State{}, fmt.Errorf("%w: %s and %s: one bank", ErrSolo, bank, c)
		case t.Kind == BearDen && (c != su.Den || !t.Open):
			return State{}, fmt.Errorf("%w: %s: the bear's den lies face up, and the setup names it", ErrSolo, c)
		case su.Coins[c] > 0 && !t.Open:
			return State{}, fmt.Errorf("%w: %s: coins lie on face-up tiles", ErrSolo, c)
		}
		if t.Kind == Bank {
			bank = c
		}
		coins += int(su.Coins[c])
		if !t.Open {
			coins += t.Kind.Coins()
		}
	}
	switch {
	case bank == NoCell:
		return State{}, fmt.Errorf("%w: no bank", ErrSolo)
	case su.Coins[bank] > 0:
		return State{}, fmt.Errorf("%w: coins on the bank are banked already", ErrSolo)
	case coins == 0:
		return State{}, fmt.Errorf("%w: no coin to bring to the bank", ErrSolo)
	case coins > ArchipelagoCoins:
		return State{}, fmt.Errorf("%w: %d coins; the box holds %d", ErrSolo, coins, ArchipelagoCoins)
	case su.Den != NoCell && (!b.IsIsland(su.Den) || su.Tiles[su.Den].Kind != BearDen):
		return State{}, fmt.Errorf("%w: the den %s holds no bear-den tile", ErrSolo, su.Den)
	case su.Turns < 0 || su.Turns > maxSoloTurns:
		return State{}, fmt.Errorf("%w: %d turns; a goal allows 0 (no limit) to %d", ErrSolo, su.Turns, maxSoloTurns)
	case su.Survivors < 0 || su.Survivors > len(SoloPirates):
		return State{}, fmt.Errorf("%w: %d survivors of %d pirates", ErrSolo, su.Survivors, len(SoloPirates))
	}
	s, err := BlankSolo(*b, bank, Solo{Turns: uint16(su.Turns), Survivors: uint8(su.Survivors)})
	if err != nil {
		return s, err
	}
	s.Tiles, s.Coins = su.Tiles, su.Coins
	if su.Den != NoCell {
		s.Bear = SoloBear(su.Den)
	}
	s.Seed, s.Dice = su.Seed, su.Seed
	s.Recount()
	return s, nil
}

// BlankSolo makes a solo game on sea board b with every island tile an
// empty tile face down but the bank at bank, face up, where the three
// pirates stand; no bear, no coin. goal gives Solo's Turns and Survivors.
// Scenarios and NewSolo lay their own tiles on it (then Recount). It
// refuses, wrapping ErrSolo, a board without boats and a bank off the
// island.
func BlankSolo(b Board, bank Cell, goal Solo) (State, error) {
	if !b.Boats() || !b.IsIsland(bank) {
		return State{}, fmt.Errorf("%w: the bank %s is not on an Archipelago island", ErrSolo, bank)
	}
	s, err := BlankSea(b, Options{Crews: soloCrews[:]})
	if err != nil {
		return s, err
	}
	one := CrewSet(0)
	for _, c := range soloCrews {
		one = one.With(c)
	}
	for _, c := range soloCrews {
		s.Rules.Allied[c] = one
		s.Rules.Player[c] = uint8(White)
	}
	for p := PieceID(0); p < NumPieces; p++ {
		s.Pieces[p] = Piece{Status: Absent, Crew: NoCrew, At: NoCell}
	}
	for _, p := range SoloPirates {
		s.Pieces[p] = Piece{Status: Alive, Crew: p.PirateCrew(), At: bank}
	}
	s.Tiles[bank] = Tile{Kind: Bank, Open: true}
	s.Solo = Solo{On: true, Bank: bank, Turns: goal.Turns, Survivors: goal.Survivors}
	s.Recount()
	return s, nil
}

// SoloBear is the bear of a solo game standing at den: awake, stepping
// after the last pirate's turn (red's).
func SoloBear(den Cell) Bear {
	return Bear{Awake: true, At: den, Waker: soloCrews[len(soloCrews)-1]}
}

// Survivors counts the living pirates.
func (s *State) Survivors() int {
	n := 0
	for p := PieceID(0); p < BEN; p++ {
		if s.Pieces[p].Status == Alive {
			n++
		}
	}
	return n
}

// CoinsBanked is the coins every crew has banked: in a solo game, those
// on the bank.
func (s *State) CoinsBanked() int {
	n := 0
	for _, b := range s.Banked {
		n += int(b)
	}
	return n
}

// CoinsLeft is the coins still to find or bring: lying on the island,
// dragged by a piece whose action waits on a choice, and in face-down
// chests. It counts what the tiles hold, so it is for a game whose tiles
// are known (a solo puzzle), never for a player's view of a dealt island.
func (s *State) CoinsLeft() int {
	n := 0
	if s.Pending.Drag == DragCoin {
		n++
	}
	for c := range s.Board.Island() {
		n += int(s.Coins[c])
		if t := &s.Tiles[c]; !t.Open {
			n += t.Kind.Coins()
		}
	}
	return n
}
