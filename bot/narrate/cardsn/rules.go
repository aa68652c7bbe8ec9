package cardsn

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
)

// MaxRules is the longest Rules text, in characters.
const MaxRules = 3500

// rulesText is the one-screen summary of the card game.
var rulesText = text{
	en: `Jackal: the card game. 2–4 pirates race for gold over 10 small islands (islands=N for another number), one island a round; most coins at the end wins, ties share.
• A round: the island is shown; everyone plans at once and in secret, laying a row of cards from the hand, left to right (the others see only how many). Or visit Tortuga instead: 1, 2 or 3 coins buy 2, 3 or 5 cards, and you sit the round out.
• Reveal: when the last row is in, all are turned up and resolved in turn order from the first player. Each pirate starts on the white flag and follows its cards: arrows step one cell (↔ ↕ ✕ ✚ let you choose the way), the horse jumps like a knight, a red or blue flag (first in the row only) starts you on that flag. A move into water or off the card is not made but counts.
• Steps: each card is 1 step, rough ground entered 2, a flag 0. Entering a bandit ends your plan; entering gold ends it too: you dig there.
• Specials are never laid in a row; you are asked when they apply: Friday (rough ground costs 1 step), weapon (beat the bandit and go on), double (repeat an arrow's or horse's move, 1 more step), rum (on another player before their row: +1 step for them).
• Gold: at each gold cell the fewest steps come first (ties in turn order); the first takes its value, the next one coin less, never below 0.
• Then: played cards are discarded, everyone not at Tortuga draws 1 and up to 4 in hand, the first-player token passes on.
Moves, one a tap: lay horse (lay a card), undo, ready (confirm the row; then it is final), plan horse arrow-ne (a whole row, confirmed), tortuga 2, pass (no card to plan), a direction when asked: n, ne, e… or a horse's jump nne (2 north, 1 east), play friday / play weapon / play double, rum @p2, no.
Our rulings: a special's question comes only to its holder, and the table is told only whose answer it awaits; a double is asked after every arrow and horse and copies a card once; a flag with no such flag on the island ends the plan at once; a hand of specials only may pass; Tortuga cards are drawn at once.`,
	ru: `Шакал: карточная игра. 2–4 пирата соревнуются за золото на 10 маленьких островах (islands=N — другое число), по острову за раунд; в конце побеждает самый богатый, при равенстве победа общая.
• Раунд: открывается остров; все планируют одновременно и тайно — выкладывают с руки ряд карт слева направо (другие видят лишь их число). Или вместо этого Тортуга: 2, 3 или 5 карт за 1, 2 или 3 монеты, и вы пропускаете раунд.
• Раскрытие: когда последний ряд подтверждён, все ряды открываются и разыгрываются по очереди от первого игрока. Пират начинает с белого флага и идёт по своим картам: стрелки — шаг на соседнюю клетку (↔ ↕ ✕ ✚ — с выбором направления), конь прыгает буквой Г, красный или синий флаг (только первой картой) ставит на этот флаг. Ход в воду или за край не делается, но засчитывается.
• Шаги: каждая карта — 1 шаг, вход в заросли — 2, флаг — 0. Вход к бандиту заканчивает план; вход на золото тоже: там вы копаете.
• Особые карты в ряд не кладут; вас спросят, когда они пригодятся: Пятница (заросли стоят 1 шаг), оружие (победить бандита и идти дальше), дубль (повторить ход стрелки или коня, ещё 1 шаг), ром (на другого игрока перед его розыгрышем: ему +1 шаг).
• Золото: на каждой клетке с золотом первым считается тот, у кого меньше шагов (при равенстве — по очереди); он берёт её стоимость, следующий на монету меньше, но не меньше 0.
• Затем: сыгранные карты уходят в сброс, все, кроме бывших на Тортуге, берут 1 карту и добирают до 4, жетон первого игрока переходит дальше.
Ходы, по одному: lay horse (выложить карту), undo, ready (подтвердить ряд, дальше он окончателен), plan horse arrow-ne (весь ряд сразу, с подтверждением), tortuga 2, pass (нет карт для ряда), направление по запросу: n, ne, e… или прыжок коня nne (2 на север, 1 на восток), play friday / play weapon / play double, rum @p2, no.
Наши уточнения: об особой карте спрашивают только её владельца, а столу говорят лишь, чьего ответа ждут; дубль спрашивают после каждой стрелки и коня, копирует карту один раз; флаг, которого нет на острове, сразу заканчивает план; с одними особыми картами можно пропустить раунд; карты Тортуги берутся сразу.`,
}

// Rules is a one-screen summary of the card game for `/rules cards`, at
// most MaxRules characters: the round, the cards, the steps and the gold,
// the notation with examples and this project's rulings in brief.
func Rules(l narrate.Lang) string { return strings.TrimSpace(rulesText.in(l)) }
