package bot

import (
	"bytes"
	"image"
	"image/gif"
	"runtime"
	"sync"

	"github.com/jackalbot/jackal/render"
)

// drawing admits one picture drawn at once per core but one: under load (a
// thousand chats pressing at once) a core stays for the light work of every
// request (reading the store, answering the press), which pictures would
// otherwise starve. Drawing is never the bottleneck: a board takes a few
// milliseconds, and Telegram lets a bot post 30 a second.
var drawing = make(chan struct{}, max(1, runtime.NumCPU()-1))

// encodeGIF encodes a replay drawn by render (or its error).
func encodeGIF(anim *gif.GIF, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := gif.EncodeAll(&buf, anim); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// langPicture keeps a picture drawn once per language: the lobbies'
// pictures, the same for every game but not in every language. Its
// languages are render's: Russian, and English for anything else.
type langPicture struct {
	once [2]sync.Once
	pic  [2][]byte
}

// get returns the picture in lang, drawing it with draw the first time.
func (p *langPicture) get(lang string, draw func() []byte) []byte {
	i := 0
	if lang == "ru" {
		i = 1
	}
	p.once[i].Do(func() { p.pic[i] = draw() })
	return p.pic[i]
}

// drawPNG draws a picture while holding a drawing slot and encodes it as
// PNG; nil when it cannot be encoded (logged as what).
func (b *Bot) drawPNG(what string, draw func() image.Image) []byte {
	drawing <- struct{}{}
	defer func() { <-drawing }()
	png, err := encodePNG(draw())
	if err != nil {
		b.log.Error("encode "+what, "err", err)
		return nil
	}
	return png
}

// encodePNG encodes a picture as PNG.
func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := render.EncodePNG(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
