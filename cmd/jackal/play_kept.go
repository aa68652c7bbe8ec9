package main

import (
	"fmt"
	"strings"
)

// keptText tells, in lang, at the end of a session that leaves a game on,
// whether it is kept and how to play on: kept in path (a campaign's, by
// --campaign, when campaign), or, path "" (a temporary file), not kept.
func keptText(lang, path string, campaign bool) string {
	flag, what, whatRu := "--db", "game", "Партия сохранена"
	if campaign {
		flag, what, whatRu = "--campaign", "campaign", "Кампания сохранена"
	}
	if strings.ToLower(lang) == "ru" {
		if path == "" {
			return "Партия не сохранена: она кончается с этим сеансом (--db ФАЙЛ сохраняет партию, чтобы продолжить её потом)."
		}
		return fmt.Sprintf("%s в %s: jackal play %s %s продолжит её.", whatRu, path, flag, path)
	}
	if path == "" {
		return "The game is not kept: it ends with this session (--db FILE keeps a game to play on later)."
	}
	return fmt.Sprintf("The %s is kept in %s: jackal play %s %s plays on.", what, path, flag, path)
}
