package archi

import (
	"errors"

	"github.com/jackalbot/jackal/bot/narrate"
	ar "github.com/jackalbot/jackal/engine/archipirata"
)

// notation is the short reminder of how actions are written.
var notation = text{
	"Write take 3 cw (island 3, clockwise), take 3 ccw R W R (the order by colour), add +rum@5 to skip island 5, an island number to answer a choice, or captain <name>.",
	"Пишите take 3 cw (остров 3, по часовой), take 3 ccw R W R (порядок по цвету), добавьте +rum@5, чтобы пропустить остров 5; на выбор отвечайте номером острова; капитан — captain <имя>.",
}

// explanations are the engine's sentinel errors and what they tell the
// player.
var explanations = []struct {
	err error
	t   text
}{
	{ar.ErrSyntax, text{"I did not understand that. ", "Не понял. "}},
	{ar.ErrIllegal, text{"That move is not allowed now. Start from an island with pirates and no reef; gold, a rum chest, aid and a bomb need your colour's pirate to land on them last; a rum skip needs a rum; a pending choice is answered with an island.",
		"Так сейчас ходить нельзя. Начинайте с острова с пиратами и без рифа; на золото, сундук рома, аптечку и бомбу последним должен встать пират вашего цвета; для пропуска нужен ром; на выбор отвечают номером острова."}},
	{ar.ErrGameOver, text{"The game is over.", "Игра уже окончена."}},
	{ar.ErrOptions, text{"Archipirata is played by 2 players or by 4 in two teams.", "В Архипирату играют вдвоём или вчетвером, двумя командами."}},
	{ar.ErrSnapshot, text{"The saved game is damaged or from another version and cannot be read.", "Сохранённая партия повреждена или из другой версии и не читается."}},
}

// Explain is the player-facing reason for err, an error of the engine
// (Apply, Parse, Deal or UnmarshalBinary): every sentinel in
// engine/archipirata/errors.go is explained (errors.Is), anything else reads
// "That cannot be done.". It is "" for a nil error.
func Explain(l narrate.Lang, err error) string {
	if err == nil {
		return ""
	}
	for _, x := range explanations {
		if errors.Is(err, x.err) {
			if x.err == ar.ErrSyntax {
				return x.t.in(l) + notation.in(l)
			}
			return x.t.in(l)
		}
	}
	return narrate.Pick(l, "That cannot be done.", "Так нельзя.")
}
