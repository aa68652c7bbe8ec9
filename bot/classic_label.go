package bot

import "github.com/jackalbot/jackal/engine"

// ClassicActionLabel is the label the chat's button gives classic action a
// in lang ("en", "ru"): the cell of a move with a spinner step and what it
// drags ("e5 +монета"), a ship's "⛵ h1", "⏭ pass", "stay". Other front
// ends (the web board) label their actions with it, so a move reads the
// same everywhere.
func ClassicActionLabel(lang string, a engine.Action) string { return actionLabel(lang, a) }
