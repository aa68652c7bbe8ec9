package render

import (
	"image"
	"sync"
)

// spriteCache keeps pictures drawn once and copied many times, by key.
// Pictures are never changed once stored, so many goroutines may read them.
// Past limit entries the cache starts afresh.
type spriteCache[K comparable] struct {
	mu    sync.RWMutex
	m     map[K]*image.RGBA
	limit int
	make  func(K) *image.RGBA
}

// newSpriteCache returns a cache drawing its pictures with make.
func newSpriteCache[K comparable](limit int, make func(K) *image.RGBA) *spriteCache[K] {
	return &spriteCache[K]{m: map[K]*image.RGBA{}, limit: limit, make: make}
}

// get returns the picture of k, drawing it on first use.
func (c *spriteCache[K]) get(k K) *image.RGBA {
	c.mu.RLock()
	img, ok := c.m[k]
	c.mu.RUnlock()
	if ok {
		return img
	}
	img = c.make(k)
	c.mu.Lock()
	if len(c.m) >= c.limit {
		c.m = make(map[K]*image.RGBA)
	}
	c.m[k] = img
	c.mu.Unlock()
	return img
}
