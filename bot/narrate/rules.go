package narrate

import "strings"

// rulesText is the one-screen summary of the game.
var rulesText = text{
	en: `Jackal: find the island's gold and bring the most aboard your ship.
• A turn is one action: land a pirate from the ship on the tile in front, step to one of the 8 neighbouring tiles, swim one cell along the coast, move your ship one berth along its side (with someone of yours aboard), or revive a pirate on the native fort. You cannot pass while you can move.
• A face-down tile turns over when you enter it and acts at once. Arrows, horses, ice, crocodiles, cannons and balloons carry you on; choices along the way belong to the same move.
• Gold: a pirate leaving a tile with gold may drag one coin (+c) or the galleon's treasure (+g). With gold he enters only face-up tiles, never a fort or the thicket, and cannot attack. On your own or an ally's ship the gold is banked; in the sea it sinks. A chain that carries gold where it may not go kills the pirate.
• Fights: step onto enemies to send them back aboard. Nobody fights in a fort, in the thicket, on the missionary's tile or aboard a ship. A swimmer hit at sea, or a pirate reaching an enemy ship, dies; so does one eaten by the ogre or caught in a loop.
• Bottles: spend one (!b) to leave a trap or a spinner at once, or give one to Friday or the missionary.
• The game ends when every tile is open and no gold is left on the island, when every crew agrees (end), or after 50 rounds with no tile turned and no gold moved. Most gold wins; teams add theirs up; equal totals share the win.
Moves: W1 e5 (step), W1 e5 +c (drag a coin), W1 e5 +g (drag the treasure), W1 f6/2 (next step on a spinner), W1 e6 !b (spend a bottle), ship h1, revive W2, give FRI, e7 (answer a choice), stay (stay off the plane).
A tile's rule: rules <tile>, such as rules cannon.`,
	ru: `Шакал: найдите золото острова и перетащите на свой корабль больше всех.
• Ход — одно действие: высадить пирата с корабля на клетку перед ним, шагнуть на одну из 8 соседних клеток, проплыть клетку вдоль берега, сдвинуть корабль на клетку вдоль своей стороны (если на борту есть кто-то свой) или воскресить пирата в крепости с аборигенкой. Пропускать ход нельзя, пока есть куда ходить.
• Закрытая клетка открывается, когда на неё входят, и сразу срабатывает. Стрелки, конь, лёд, крокодил, пушка и воздушный шар несут дальше; выбор по пути — часть того же хода.
• Золото: уходя с клетки с золотом, пират может тащить одну монету (+c) или сокровище галеона (+g). С золотом можно только на открытые клетки, нельзя в крепость и в чащу, и нельзя нападать. На своём или союзном корабле золото ваше, в море оно тонет. Если по цепочке золото несёт туда, куда с ним нельзя, пират погибает.
• Бой: наступите на врагов — они отправятся на свой корабль. В крепости, в чаще, на клетке миссионера и на корабле не дерутся. Пловец, которого ударили в море, и пират у вражеского корабля погибают; как и съеденный людоедом или попавший в замкнутый круг.
• Бутылки: потратьте бутылку (!b), чтобы сразу уйти из капкана или с вертушки, или передайте её Пятнице или миссионеру.
• Игра кончается, когда все клетки открыты и на острове не осталось золота, когда все команды согласны (end) или после 50 кругов, в которых ничего не открыли и золото не двигалось. Побеждает тот, у кого больше золота; союзники складывают своё; при равенстве победа общая.
Ходы: W1 e5 (шаг), W1 e5 +c (с монетой), W1 e5 +g (с сокровищем), W1 f6/2 (следующий шаг на вертушке), W1 e6 !b (потратить бутылку), ship h1, revive W2, give FRI, e7 (ответ на выбор), stay (не лететь на самолёте).
Правило клетки: rules <клетка>, например rules пушка.`,
}

// Rules is a one-screen summary of how to play: the turn, the actions,
// gold, fights, bottles, the end, and the notation with examples.
func Rules(l Lang) string { return strings.TrimSpace(rulesText.in(l)) }
