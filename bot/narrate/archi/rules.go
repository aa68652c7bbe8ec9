package archi

import (
	"strings"

	"github.com/jackalbot/jackal/bot/narrate"
)

// MaxRules is the longest Rules text, in characters.
const MaxRules = 3500

// rulesText is the one-screen summary of Archipirata.
var rulesText = text{
	en: `Archipirata: 8 floating islands in a ring, numbered 1–8 clockwise (1 is the wreck). 2 players, or 4 in two teams: Red and Red 2 against White and White 2, playing in turn Red, White, Red 2, White 2; a team shares its cards.
• Each island has a pile: the top card face up, a chest whose lid shows, a permanent at the bottom.
• A turn: pick an island with pirates (not a reef), take all its pirates of any colour and sow them one per island, clockwise or anticlockwise, in the order you choose. A rum skips one island.
• The top card where the last pirate landed acts. Sabre: injure an enemy pirate there. Bomb: injure every pirate there but the one who landed. Compass: no combat and another turn. Aid: put an injured pirate of yours on any island. Rum: keep it for a skip. Gold, rum chest, aid and bomb need the last pirate to be of your colour. A chest is taken face down: gold counts for the win, a rum chest as a rum.
• Permanents act when revealed and stay: reef (no start there), fort (combat needs 4 to 1), whirlpool (a sown pirate is carried one island on), tavern (ending there also draws the next island's top card), storm (everyone there is blown one island clockwise), lookout (look at one pile), harbor (safe from sabre and bomb), kraken (injures a pirate of each colour there).
• Combat, unless a compass skipped it: where one colour outnumbers the other 3 to 1, the fewer are injured to their airship.
• Win with 3 gold chests, or when the other colour has no pirate on the islands; a player with no legal move loses.
• Advanced: each player has a secret captain, paid for with cards and revealed when used: benito-bonito, boum-banda, ching-shih, dr-ursilio, jacquotte-delahaye, jolly-roger, piet-hein, anne-bonny.
Moves: take 3 cw (island 3, clockwise), take 3 cw R W R (the order by colour, when both colours are taken), take 3 cw +rum@5 (skip island 5; several rums: +rum@2 +rum@4), 5 (answer a choice with an island), captain <name> (captain benito-bonito 1 or 2).
Our rulings: take 3 cw on an island of both colours sows the enemy first, yours last; a plain rum before a rum chest; a whirlpool carries once, after a rum skip; a third compass in a turn does nothing; sabre and bomb spare the pirate who landed; storm and kraken act at once, the lookout once; a tavern never draws a permanent; combat comes after the card and any choice; after 60 actions with no card taken, more gold wins, then more pirates, else a draw; chests stay face down to the other team until the end; a captain is used in your turn before or between takes; Benito Bonito injures enemies only, the others any pirate (an enemy where both colours are), on a harbor too; Ching Shih and Jolly Roger can be used again.`,
	ru: `Архипирата: 8 летающих островов по кругу, номера 1–8 по часовой стрелке (1 — остров с обломками). 2 игрока или 4 в двух командах: красные и красные 2 против белых и белых 2, ходят по очереди красные, белые, красные 2, белые 2; карты у команды общие.
• На каждом острове стопка: верхняя карта открыта, в середине сундук (видно, что это сундук), внизу постоянная карта.
• Ход: выберите остров с пиратами (не риф), возьмите всех его пиратов любого цвета и разложите по одному на следующие острова, по часовой стрелке или против, в выбранном порядке. Ром позволяет пропустить остров.
• Срабатывает верхняя карта острова, куда встал последний пират. Сабля: ранить вражеского пирата там. Бомба: ранить всех там, кроме приземлившегося. Компас: боя нет, и ещё один ход. Аптечка: вернуть своего раненого пирата на любой остров. Ром: в запас, для пропуска. Золото, сундук рома, аптечка и бомба требуют, чтобы последний пират был вашего цвета. Сундук берут закрытым: золото идёт в победу, сундук рома считается ромом.
• Постоянные карты действуют, когда открыты, и остаются: риф (отсюда не начать ход), форт (для боя нужно 4 к 1), водоворот (пирата уносит на остров дальше), таверна (кто закончил здесь, берёт и верхнюю карту следующего острова), шторм (всех отсюда сдувает на остров по часовой), смотровая вышка (посмотреть одну стопку), гавань (защита от сабли и бомбы), кракен (ранит по пирату каждого цвета).
• Бой, если компас его не отменил: где одних втрое больше, чем других, меньшинство ранено и отправлено на свой дирижабль.
• Победа — три сундука золота или ни одного пирата соперника на островах; кому некуда ходить, тот проиграл.
• Продвинутый вариант: у каждого тайный капитан, его оплачивают картами и раскрывают при использовании: benito-bonito, boum-banda, ching-shih, dr-ursilio, jacquotte-delahaye, jolly-roger, piet-hein, anne-bonny.
Ходы: take 3 cw (остров 3, по часовой), take 3 cw R W R (порядок по цвету, если взяты оба цвета), take 3 cw +rum@5 (пропустить остров 5; несколько ромов: +rum@2 +rum@4), 5 (ответ на выбор — номер острова), captain <имя> (captain benito-bonito 1 или 2).
Наши уточнения: take 3 cw с острова двух цветов раскладывает сначала врагов, своих последними; сначала обычный ром, потом сундук рома; водоворот уносит один раз, после пропуска ромом; третий компас за ход ничего не даёт; сабля и бомба щадят приземлившегося пирата; шторм и кракен действуют сразу, вышка один раз; таверна не берёт постоянные карты; бой — после карты и выбора; после 60 действий без взятых карт побеждает тот, у кого больше золота, затем больше пиратов, иначе ничья; сундуки закрыты для соперника до конца игры; капитана используют в свой ход до или между посевами; Бенито Бонито ранит только врагов, остальные — любого пирата (врага, где есть оба цвета), и в гавани тоже; Чжэн Ши и Весёлого Роджера можно использовать снова.`,
}

// Rules is a one-screen summary of Archipirata for `/rules archipirata`,
// at most MaxRules characters: the board, the turn, the cards, combat,
// winning, the notation with examples and this project's rulings in brief.
func Rules(l narrate.Lang) string { return strings.TrimSpace(rulesText.in(l)) }
