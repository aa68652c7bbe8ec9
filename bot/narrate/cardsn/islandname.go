package cardsn

import (
	"github.com/jackalbot/jackal/bot/narrate"
	"github.com/jackalbot/jackal/engine/cards"
)

// islandRU are the island cards' names in Russian, by their English name
// (the `name:` line of the island's file); the test keeps one for every
// card.
var islandRU = map[string]string{
	"First Landing":     "Первая высадка",
	"Two Palms":         "Две пальмы",
	"Skull Rock":        "Скала Черепа",
	"Parrot Cay":        "Остров Попугаев",
	"Bootlegger's Reef": "Риф бутлегеров",
	"Gallows Point":     "Мыс Виселицы",
	"Turtle Shoal":      "Черепашья отмель",
	"Mermaid Lagoon":    "Лагуна русалок",
	"Cutlass Key":       "Островок Тесака",
	"Smugglers' Cove":   "Бухта контрабандистов",
	"Bone Beach":        "Костяной пляж",
	"Kraken's Tooth":    "Зуб Кракена",
	"Doubloon Isle":     "Остров Дублонов",
	"Hangman's Bluff":   "Утёс Висельника",
	"Blackwater Bay":    "Бухта Чёрной воды",
	"Coral Crown":       "Коралловая корона",
	"Shipwreck Spit":    "Коса Кораблекрушений",
	"Monkey Hill":       "Обезьяний холм",
	"Powder Keg Atoll":  "Атолл Пороховой бочки",
	"Sandbar Sally":     "Песчаная Салли",
	"Jolly Roger Rock":  "Скала Весёлого Роджера",
	"Marooner's Rest":   "Приют брошенных",
	"Buccaneer Bight":   "Бухта буканьеров",
	"Gull Island":       "Чаячий остров",
	"Fool's Gold Key":   "Островок Фальшивого золота",
	"Sea Serpent Sound": "Пролив Морского змея",
	"Lantern Isle":      "Остров Фонаря",
	"Brimstone Cay":     "Серный остров",
	"Corsair's Crag":    "Утёс Корсара",
	"Pelican Point":     "Пеликаний мыс",
	"Driftwood Drift":   "Коса Плавника",
	"Barnacle Bank":     "Ракушечная банка",
	"Crow's Nest":       "Воронье гнездо",
	"Scurvy Shore":      "Цинготный берег",
	"Anchor Atoll":      "Якорный атолл",
	"Tortoise Tail":     "Черепаший хвост",
	"Cannonball Cay":    "Остров Пушечного ядра",
	"Saltbeard's Steps": "Ступени Солёной Бороды",
	"Last Chance Reef":  "Риф Последнего шанса",
	"Treasure Heart":    "Сердце сокровищ",
}

// IslandName is the name of island card id in language l ("?" for no
// card): the card's own name in English, its translation in Russian (the
// English one should a card have none).
func IslandName(l narrate.Lang, id uint8) string {
	if int(id) >= cards.NumIslandCards() {
		return "?"
	}
	name := cards.Islands()[id].Name
	if ru, ok := islandRU[name]; ok && l == narrate.RU {
		return ru
	}
	return name
}
