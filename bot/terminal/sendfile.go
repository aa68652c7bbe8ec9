package terminal

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/jackalbot/jackal/bot"
)

// SendFile writes a file (the replay GIF) beside the board picture and
// prints where; with pictures off (no picture file) it writes nothing.
func (o *Outbox) SendFile(_ context.Context, _ bot.Chat, f bot.File) (bot.MessageRef, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.picture == "" {
		return o.ref(), nil
	}
	path := filepath.Join(filepath.Dir(o.picture), filepath.Base(f.Name))
	if err := os.WriteFile(path, f.Data, 0o644); err != nil {
		fmt.Fprintln(o.w, bot.Tr(o.lang, bot.TermPictureFailed, err))
		return o.ref(), err
	}
	fmt.Fprintln(o.w, f.Caption)
	fmt.Fprintln(o.w, bot.Tr(o.lang, bot.TermPicture, path))
	return o.ref(), nil
}
