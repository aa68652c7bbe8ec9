package archi

import ar "github.com/jackalbot/jackal/engine/archipirata"

// cardRulings are this project's rulings on a card (engine/archipirata
// doc.go, RULINGS 3, 5–8), told by CardRule after what the card does, so
// that `/rules archipirata <card>` settles the usual arguments: when a
// permanent acts, what a tavern never draws, what a harbor does not stop.
var cardRulings = map[ar.Card]text{
	ar.Sabre: {"With no other enemy there, it injures no one.",
		"Если другого врага там нет, никто не ранен."},
	ar.Aid: {"With no injured pirate of yours, it does nothing; any island will do, a reef too.",
		"Если раненых своих нет, ничего не происходит; подойдёт любой остров, и риф тоже."},
	ar.Reef: {"Pirates may still be sown or put there; only a take may not start there.",
		"Пиратов туда по-прежнему можно раскладывать и возвращать; нельзя только начать оттуда ход."},
	ar.Whirlpool: {"It carries a pirate once, never on through another whirlpool; a rum skip comes first.",
		"Уносит пирата один раз, дальше через другой водоворот не несёт; пропуск ромом считается раньше."},
	ar.Tavern: {"The card drawn is the top of the next island in the sowing's direction, the revealing sowing included: equipment is kept unresolved, a chest only with a last pirate of your colour, a permanent never.",
		"Берётся верхняя карта следующего острова по направлению посева, и в тот ход, когда таверну открыли: снаряжение остаётся у вас без действия, сундук — только если последний пират вашего цвета, постоянную карту — никогда."},
	ar.Storm: {"It blows once, when turned up; combat follows where they land.",
		"Сдувает один раз, когда её открыли; затем бой там, куда их сдуло."},
	ar.Lookout: {"Once, when turned up, and only while some pile still hides a card: the mover picks the pile, and only the mover learns the cards.",
		"Один раз, когда её открыли, и только если в какой-то стопке ещё есть закрытые карты: стопку выбирает ходящий, и карты узнаёт только он."},
	ar.Harbor: {"Combat and a captain's injury still reach pirates there.",
		"Бой и ранение от капитана их всё равно достают."},
	ar.Kraken: {"It strikes once, when turned up.", "Бьёт один раз, когда его открыли."},
}
