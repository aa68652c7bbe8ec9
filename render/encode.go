package render

import (
	"fmt"
	"image"
	"image/png"
	"io"
	"sync"
)

// bufferPool reuses the PNG encoder's buffers between pictures.
type bufferPool struct{ p sync.Pool }

// Get returns a buffer from the pool, or nil for a new one.
func (b *bufferPool) Get() *png.EncoderBuffer {
	buf, _ := b.p.Get().(*png.EncoderBuffer)
	return buf
}

// Put returns a buffer to the pool.
func (b *bufferPool) Put(buf *png.EncoderBuffer) { b.p.Put(buf) }

var (
	encoder    = png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: &bufferPool{}}
	palettedMu sync.Mutex
	paletted   []*image.Paletted // spare paletted pictures, reused by size
)

// EncodePNG writes img as a PNG. A picture of this package (an
// *image.RGBA) is written in the fixed palette, one byte a pixel, which is
// fast and small: every colour the package draws is in it exactly, and
// anti-aliased edges take the nearest entry. Any other image is written as
// it is.
func EncodePNG(w io.Writer, img image.Image) error {
	if img == nil {
		return ErrNilImage
	}
	rgba, ok := img.(*image.RGBA)
	if !ok {
		if err := encoder.Encode(w, img); err != nil {
			return fmt.Errorf("render: encode png: %w", err)
		}
		return nil
	}
	pm := takePaletted(rgba.Rect)
	defer givePaletted(pm)
	quantize(pm, rgba, rgba.Rect)
	if err := encoder.Encode(w, pm); err != nil {
		return fmt.Errorf("render: encode png: %w", err)
	}
	return nil
}

// takePaletted returns a paletted picture of bounds r in the opaque palette.
func takePaletted(r image.Rectangle) *image.Paletted {
	palettedMu.Lock()
	for i, p := range paletted {
		if p.Rect == r {
			paletted = append(paletted[:i], paletted[i+1:]...)
			palettedMu.Unlock()
			return p
		}
	}
	palettedMu.Unlock()
	return image.NewPaletted(r, opaquePalette())
}

// maxSpare bounds the spare paletted pictures kept.
const maxSpare = 4

// givePaletted keeps p for reuse.
func givePaletted(p *image.Paletted) {
	palettedMu.Lock()
	if len(paletted) < maxSpare {
		paletted = append(paletted, p)
	}
	palettedMu.Unlock()
}
