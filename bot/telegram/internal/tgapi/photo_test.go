package tgapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/jackalbot/jackal/bot/telegram/internal/telegramtest"
)

// TestSendPhotoWithoutSizes: a Bot API server whose sendPhoto answer lists
// no photo sizes (a minimal one) has still posted the picture: SendPhoto
// returns its message id and no error, so the bot does not post the board
// again; only an upload made for its file_id fails, and deletes its
// message. Before, SendPhoto failed and the board was posted twice.
func TestSendPhotoWithoutSizes(t *testing.T) {
	srv := telegramtest.New(t)
	target, err := url.Parse(srv.URL())
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	proxy.ModifyResponse = func(r *http.Response) error {
		if !strings.HasSuffix(r.Request.URL.Path, "/sendPhoto") {
			return nil
		}
		body, err := io.ReadAll(r.Body)
		if err != nil {
			return err
		}
		var answer map[string]any
		if err := json.Unmarshal(body, &answer); err != nil {
			return err
		}
		if m, ok := answer["result"].(map[string]any); ok {
			delete(m, "photo")
		}
		body, err = json.Marshal(answer)
		r.Body, r.ContentLength = io.NopCloser(bytes.NewReader(body)), int64(len(body))
		r.Header.Set("Content-Length", strconv.Itoa(len(body)))
		return err
	}
	front := httptest.NewServer(proxy)
	t.Cleanup(front.Close)
	c, _ := newClient(t, func(cfg *Config) {
		cfg.APIEndpoint = strings.Replace(srv.Endpoint(), srv.URL(), front.URL, 1)
	})
	ctx := testContext(t)
	id, fileID, err := c.SendPhoto(ctx, group, 0, picture(t, 3), "white to move", nil)
	if err != nil || id == 0 || fileID != "" {
		t.Fatalf("SendPhoto = %d, %q, %v; want the message id, no file_id, no error", id, fileID, err)
	}
	if msgs := srv.Messages(group); len(msgs) != 1 || msgs[0].ID != id {
		t.Fatalf("the group holds %+v, want the one picture", msgs)
	}
	if _, err := c.UploadForFileID(ctx, picture(t, 4)); !errors.Is(err, ErrBadResponse) {
		t.Fatalf("UploadForFileID = %v, want ErrBadResponse", err)
	}
	if msgs := srv.Messages(-1001234); len(msgs) != 0 {
		t.Fatalf("the upload's message was left in the cache chat: %+v", msgs)
	}
}
