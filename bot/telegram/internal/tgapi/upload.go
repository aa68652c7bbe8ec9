package tgapi

import (
	"context"
	"fmt"
)

// UploadForFileID uploads png to Config.CacheChatID, keeps the file_id of
// its largest size and deletes the cache message. Use it for pictures that
// can only be referred to by file_id, such as those of inline messages.
// A failed delete is logged, not returned: the file_id is valid anyway.
//
// Uploads share the cache chat's pacing (one a second).
func (c *Client) UploadForFileID(ctx context.Context, png []byte) (string, error) {
	if c.cfg.CacheChatID == 0 {
		return "", ErrNoCacheChat
	}
	msgID, fileID, err := c.SendPhoto(ctx, c.cfg.CacheChatID, 0, png, "", nil)
	if err != nil {
		return "", fmt.Errorf("telegram: upload to cache chat %d: %w", c.cfg.CacheChatID, err)
	}
	if err := c.DeleteMessage(ctx, c.cfg.CacheChatID, msgID); err != nil {
		c.log.Warn("telegram: cache message not deleted", "chat", c.cfg.CacheChatID, "message", msgID, "err", err)
	}
	if fileID == "" {
		return "", fmt.Errorf("telegram: upload to cache chat %d: %w: sendPhoto returned no photo", c.cfg.CacheChatID, ErrBadResponse)
	}
	return fileID, nil
}
