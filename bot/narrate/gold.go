package narrate

import "github.com/jackalbot/jackal/engine"

// goldObject is dragged gold as the object of a verb: "a coin", "монету";
// "the galleon's treasure", "сокровище галеона".
func goldObject(l Lang, g engine.Drag) string {
	switch g {
	case engine.DragGalleon:
		return pick(l, "the galleon's treasure", "сокровище галеона")
	case engine.DragTwoCoins:
		return pick(l, "two coins", "две монеты")
	}
	return pick(l, "a coin", "монету")
}

// goldWith is " with a coin", " с монетой": gold carried along a move.
func goldWith(l Lang, g engine.Drag) string {
	switch g {
	case engine.DragCoin:
		return pick(l, " with a coin", " с монетой")
	case engine.DragGalleon:
		return pick(l, " with the treasure", " с сокровищем")
	case engine.DragTwoCoins:
		return pick(l, " with two coins", " с двумя монетами")
	}
	return ""
}

// goldIt is the pronoun of gold already named: "it", "её" (a coin), "его"
// (the treasure).
func goldIt(l Lang, g engine.Drag) string {
	switch g {
	case engine.DragGalleon:
		return pick(l, "it", "его")
	case engine.DragTwoCoins:
		return pick(l, "them", "их")
	}
	return pick(l, "it", "её")
}

// goldFate is what became of gold: sunk, eaten or returned to cell at.
func goldFate(l Lang, t engine.EventType, g engine.Drag, at engine.Cell) string {
	galleon, two := g == engine.DragGalleon, g == engine.DragTwoCoins
	switch t {
	case engine.EvGoldSunk:
		switch {
		case galleon:
			return pick(l, "the galleon's treasure sank", "сокровище галеона утонуло")
		case two:
			return pick(l, "the two coins sank", "обе монеты утонули")
		}
		return pick(l, "the coin sank", "монета утонула")
	case engine.EvGoldEaten:
		switch {
		case galleon:
			return pick(l, "the ogre ate the galleon's treasure too", "сокровище галеона людоед тоже съел")
		case two:
			return pick(l, "the ogre ate both coins too", "обе монеты людоед тоже съел")
		}
		return pick(l, "the ogre ate the coin too", "монету людоед тоже съел")
	}
	switch {
	case galleon:
		return text{"the galleon's treasure went back to %s", "сокровище галеона вернулось на %s"}.f(l, CellName(l, at))
	case two:
		return text{"the two coins went back to %s", "обе монеты вернулись на %s"}.f(l, CellName(l, at))
	}
	return text{"the coin went back to %s", "монета вернулась на %s"}.f(l, CellName(l, at))
}

// coinsFound is a chest's find: "found three coins", "нашёл три монеты";
// the galleon: "found the galleon's treasure".
func coinsFound(l Lang, e engine.Event) string {
	if e.Gold == engine.DragGalleon {
		return pick(l, "found the galleon's treasure", "нашёл сокровище галеона")
	}
	return pick(l, "found ", "нашёл ") + coins(l, int(e.N))
}

// coins counts coins: "three coins", "три монеты".
func coins(l Lang, n int) string {
	return count(l, n, "coin", "coins", "монету", "монеты", "монет")
}

// bottles counts bottles with messages: "two bottles with messages".
func bottles(l Lang, n int) string {
	if l == RU {
		return count(l, n, "", "", "бутылку", "бутылки", "бутылок") + plural(n, " с посланием", " с посланиями", " с посланиями")
	}
	return count(l, n, "bottle with a message", "bottles with messages", "", "", "")
}
