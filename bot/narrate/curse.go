package narrate

import "github.com/jackalbot/jackal/engine"

// cursesEN are the pirate phrases of the 2012 rulebook ("Extras"), with two
// misprints mended (Deck, Piastres).
var cursesEN = [...]string{
	"Ye'll scrub the deck all yar life!",
	"What a bunch of landlubbers!",
	"Shiver me timbers!",
	"See ye to Davy Jones!",
	"All of the sharks up your throat!",
	"A scalded cat up your heel!",
	"Slimy bilge rat, son of a cuttlefish!",
	"Earthworm!",
	"Arghhhhhhhhhhh!",
	"I'll shake out another reef and daddle 'em again!",
	"The pluck of a weevil in a biscuit!",
	"Deck scallywag!",
	"Son of a biscuit eater!",
	"Yo-ho-ho!",
	"Take all you can and give back nothing!",
	"Fore topgallant rigging up me left ear!",
	"Grapnel and castor oil!",
	"Bowsprit up yar compass!",
	"Piastres!!!",
	"Yo-ho-ho, left rudder!",
}

// cursesRU are Russian pirate curses of the same flavour and number (the
// 2008 rulebook has no list of its own).
var cursesRU = [len(cursesEN)]string{
	"Будешь драить палубу до конца своих дней!",
	"Сухопутные крысы!",
	"Тысяча чертей!",
	"Отправляйся к Дэви Джонсу!",
	"Сто акул тебе в глотку!",
	"Разрази меня гром!",
	"Трюмная крыса, сын каракатицы!",
	"Червяк сухопутный!",
	"Аррргх!",
	"Якорь мне в глотку!",
	"Каракатица тебе в печёнку!",
	"Палубная швабра!",
	"Гром и молния!",
	"Йо-хо-хо, и бутылка рома!",
	"Бери всё и ничего не отдавай!",
	"Ржавый якорь мне в бок!",
	"Полундра!",
	"Бушприт тебе в компас!",
	"Пиастры! Пиастры!",
	"Чтоб мне провалиться!",
}

// NumCurses is the number of curses in each language.
const NumCurses = len(cursesEN)

// Curse is pirate curse n (any integer: it wraps around) in language l,
// with its exclamation mark and no quotation marks.
func Curse(l Lang, n int) string {
	i := n % NumCurses
	if i < 0 {
		i += NumCurses
	}
	return pick(l, cursesEN[i], cursesRU[i])
}

// mishaps are what befalls a pirate on the Caramba tile (both rulebooks).
var mishaps = [...]text{
	{"tripped over a root", "споткнулся о корень"},
	{"singed his beard", "подпалил себе бороду"},
	{"dropped a coin on his foot", "уронил монету себе на ногу"},
	{"lost his bearings", "заплутал"},
}

// carambaSeed is the number an EvCaramba event picks its mishap and curse
// from: the same event always reads the same (its cell counts by its
// classic number, as it did before the grid grew).
func carambaSeed(e engine.Event) int {
	at, _ := engine.ClassicNumber(e.To)
	return int(at)*7 + int(e.Piece)*13 + int(e.Crew)
}

// caramba is what the pirate on the Caramba tile does: "tripped over a root
// and swore: “Shiver me timbers!”".
func caramba(l Lang, e engine.Event) string {
	n := carambaSeed(e)
	m := mishaps[(n/NumCurses)%len(mishaps)]
	return text{"%s and swore: %s", "%s и выругался: %s"}.f(l, m.in(l), quote(l, Curse(l, n)))
}
