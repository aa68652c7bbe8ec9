package cardsn

import "github.com/jackalbot/jackal/engine/cards"

// notMade is the ruling every moving card shares (CARDGAME.md §3.4,
// engine/cards doc.go): a move into water or off the card.
var notMade = text{
	" A move into water or off the card is not made (the pirate stays) but still counts its step; such a direction may be chosen.",
	" Ход в воду или за край карты не делается (пират стоит на месте), но шаг засчитывается; такое направление выбрать можно.",
}

// cardRulings are this project's rulings on a card (engine/cards doc.go),
// told by TopicRule after the card's line, so that `/rules cards <card>`
// settles the usual arguments.
var cardRulings = map[cards.Card]text{
	cards.FlagRed: {" A row of the flag alone is allowed. With no red flag on the island the plan ends at once, on the white flag, 0 steps.",
		" Ряд из одного флага допустим. Если красного флага на острове нет, план сразу окончен: пират на белом флаге, 0 шагов."},
	cards.FlagBlue: {" A row of the flag alone is allowed. With no blue flag on the island the plan ends at once, on the white flag, 0 steps.",
		" Ряд из одного флага допустим. Если синего флага на острове нет, план сразу окончен: пират на белом флаге, 0 шагов."},
	cards.Weapon: {" Without one, the plan ends on the bandit's cell. A beaten bandit stays there for the pirates after you.",
		" Без оружия план заканчивается на клетке бандита. Побеждённый бандит остаётся для следующих пиратов."},
	cards.Double: {" Asked after every arrow or horse whose plan goes on, even one whose move was not made; a card is copied once at most. A copied arrow with a choice asks its way again, which may differ; the copy into rough ground is 2 steps, unless Friday.",
		" Спрашивают после каждой стрелки и коня, если план продолжается, даже если ход не сделан; карту копируют не больше одного раза. Копия карты с выбором снова спрашивает направление, оно может быть другим; копия в заросли — 2 шага, если нет Пятницы."},
	cards.Rum: {" Each other player holding one is asked once as a player's resolution starts, so at most one rum from each on each player a round; Tortuga visitors play none.",
		" Каждого другого игрока с ромом спрашивают один раз в начале розыгрыша игрока, так что от каждого — не больше одного рома на игрока за раунд; бывшие на Тортуге ром не играют."},
}
