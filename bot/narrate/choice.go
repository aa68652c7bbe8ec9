package narrate

import (
	"fmt"

	"github.com/jackalbot/jackal/engine"
)

// choiceTexts are the prompts of the choices, by How. Prompt puts the
// piece before them ("W1: …"), so none begins with a heading of its own
// ("W1: Earthquake: …" read as two colons).
var choiceTexts = map[engine.How]text{
	engine.ChooseArrow:       {"Which of the arrows to follow?", "По какой из стрелок идти?"},
	engine.ChooseHorse:       {"Where does the horse land?", "Куда прыгнуть конём?"},
	engine.ChoosePlane:       {"Fly where? (or stay)", "Куда лететь? (или остаться)"},
	engine.ChooseIceFlight:   {"Fly on where?", "Куда лететь дальше?"},
	engine.ChooseCave:        {"Which cave do you come out of?", "Из какой пещеры выйти?"},
	engine.ChooseLighthouse:  {"Peek at a face-down tile", "Какую закрытую клетку подсмотреть?"},
	engine.ChooseEarthquake:  {"Pick the first tile for the earthquake to swap", "Выберите первую клетку, которую поменяет землетрясение"},
	engine.ChooseEarthquake2: {"Pick the second tile for the earthquake to swap", "Выберите вторую клетку, которую поменяет землетрясение"},
	engine.HowTrampoline:     {"Which way to jump?", "Куда прыгнуть с батута?"},
	engine.ChooseMusket:      {"Which way to fire the musket?", "Куда выстрелить из мушкета?"},
	engine.ChooseQuakeArrow:  {"Which way should the arrow the earthquake moved point?", "Куда повернуть стрелку, сдвинутую землетрясением?"},
}

// choiceAtTexts are the prompts that name the cell the choice is made at
// (the view's Choice.At), for Prompt: which arrow tile is meant.
var choiceAtTexts = map[engine.How]text{
	engine.ChooseArrow:      {"Which of the arrows at %s to follow?", "По какой из стрелок на %s идти?"},
	engine.ChooseQuakeArrow: {"Which way should the arrow the earthquake moved to %s point?", "Куда повернуть стрелку, которую землетрясение перенесло на %s?"},
}

// choicePreds are the choices told of the piece that makes them, for
// Describe and Event: "W1 must pick an arrow".
var choicePreds = map[engine.How]text{
	// Events are told in the past tense ("reached an arrow"); the prompt
	// after them asks the choice ("Which of the arrows to follow?").
	engine.ChooseArrow:       {"reached an arrow", "дошёл до стрелки"},
	engine.ChooseHorse:       {"reached a horse", "дошёл до коня"},
	engine.ChoosePlane:       {"reached the plane", "добрался до самолёта"},
	engine.ChooseIceFlight:   {"flew on from the ice", "полетел дальше со льда"},
	engine.ChooseCave:        {"went down into a cave", "спустился в пещеру"},
	engine.ChooseLighthouse:  {"climbed the lighthouse", "поднялся на маяк"},
	engine.ChooseEarthquake:  {"shook the island: two tiles will swap", "вызвал землетрясение (две клетки поменяются местами)"},
	engine.ChooseEarthquake2: {"picked the first tile to swap", "выбрал первую клетку для обмена"},
	engine.HowTrampoline:     {"reached a trampoline", "добрался до батута"},
	engine.ChooseMusket:      {"found a musket", "нашёл мушкет"},
	engine.ChooseQuakeArrow:  {"may turn the arrow the earthquake moved", "может повернуть стрелку, сдвинутую землетрясением"},
}

// Choice is the prompt for a pending choice of kind how (engine.ChooseArrow
// …): "Which of the arrows to follow?", "По какой из стрелок идти?". It is
// "" for a How that is no choice.
func Choice(l Lang, how engine.How) string {
	t, ok := choiceTexts[how]
	if !ok {
		return ""
	}
	return t.in(l)
}

// Prompt is the prompt for a pending choice as the view shows it: who
// chooses, what (the arrow tile meant named by its cell), and how many
// lighthouse looks are left: "W1: Which of the arrows at e5 to follow?",
// "W1: Peek at a face-down tile (3 left)". It is "" for no choice.
func Prompt(l Lang, c *engine.Choice) string {
	if c == nil {
		return ""
	}
	q := Choice(l, c.Choose)
	if q == "" {
		return ""
	}
	if t, ok := choiceAtTexts[c.Choose]; ok && c.At.Valid() {
		q = t.f(l, CellName(l, c.At))
	}
	if c.Choose == engine.ChooseLighthouse && c.Left > 0 {
		q += text{" (%d left)", " (осталось: %d)"}.f(l, c.Left)
	}
	if c.Piece < engine.NumPieces {
		q = fmt.Sprintf("%s: %s", capFirst(PieceName(l, c.Piece)), q)
	}
	return q
}

// iceHorsePred tells a knight's jump the ice repeats: the piece landed on
// ice, not on a horse, and jumps again.
var iceHorsePred = text{"reached the ice", "дошёл до льда"}

// choicePredOn is choicePred for a piece on a tile of kind k, as far as the
// view tells it: a knight's jump asked on the ice is the ice's, not a
// horse's.
func choicePredOn(l Lang, how engine.How, k engine.Kind) string {
	if how == engine.ChooseHorse && k == engine.Ice {
		return iceHorsePred.in(l)
	}
	return choicePred(l, how)
}

// choicePred tells the choice as what its piece does.
func choicePred(l Lang, how engine.How) string {
	if t, ok := choicePreds[how]; ok {
		return t.in(l)
	}
	return pick(l, "came to a choice", "оказался перед выбором")
}
