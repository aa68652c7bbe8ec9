package telegram

import (
	"context"
	"crypto/sha256"
	"fmt"
	"github.com/jackalbot/jackal/bot/telegram/internal/tgapi"
	"sync"
)

// pictureCacheSize bounds the file_ids remembered of uploaded pictures.
const pictureCacheSize = 256

// pictureCache remembers the file_ids of uploaded pictures by content, the
// oldest forgotten first.
type pictureCache struct {
	mu    sync.Mutex
	size  int
	ids   map[[sha256.Size]byte]string
	order [][sha256.Size]byte
}

func newPictureCache(size int) *pictureCache {
	return &pictureCache{size: size, ids: map[[sha256.Size]byte]string{}}
}

func (p *pictureCache) get(sum [sha256.Size]byte) (string, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	id, ok := p.ids[sum]
	return id, ok
}

func (p *pictureCache) put(sum [sha256.Size]byte, id string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if _, ok := p.ids[sum]; ok {
		return
	}
	if len(p.order) >= p.size {
		delete(p.ids, p.order[0])
		p.order = p.order[1:]
	}
	p.ids[sum] = id
	p.order = append(p.order, sum)
}

// fileID returns a file_id for png, for messages that can show only an
// uploaded picture (inline messages). A picture uploaded before is not
// uploaded again. Uploads go to the configured cache chat, else to the
// private chat of user (and are deleted there at once).
func (a *Adapter) fileID(ctx context.Context, png []byte, user int64) (string, error) {
	sum := sha256.Sum256(png)
	if id, ok := a.pics.get(sum); ok {
		return id, nil
	}
	var id string
	var err error
	switch {
	case a.client.Config().CacheChatID != 0:
		id, err = a.client.UploadForFileID(ctx, png)
	case user != 0:
		id, err = a.uploadPrivately(ctx, png, user)
	default:
		err = tgapi.ErrNoCacheChat
	}
	if err != nil {
		return "", err
	}
	a.pics.put(sum, id)
	return id, nil
}

// uploadPrivately uploads png to user's private chat for its file_id and
// deletes the message.
func (a *Adapter) uploadPrivately(ctx context.Context, png []byte, user int64) (string, error) {
	msgID, id, err := a.client.SendPhoto(ctx, user, 0, png, "", nil)
	if err != nil {
		return "", fmt.Errorf("telegram: upload to the private chat of %d: %w", user, err)
	}
	if err := a.client.DeleteMessage(ctx, user, msgID); err != nil {
		a.log.Warn("telegram: upload message not deleted", "chat", user, "message", msgID, "err", err)
	}
	if id == "" {
		return "", fmt.Errorf("telegram: upload to the private chat of %d: %w: sendPhoto returned no photo", user, tgapi.ErrBadResponse)
	}
	return id, nil
}
