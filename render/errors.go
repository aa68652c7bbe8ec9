package render

import "errors"

// Errors returned by the package. Each is wrapped with details (%w).
var (
	// ErrSize reports a picture size outside MinSize…MaxSize.
	ErrSize = errors.New("render: size out of range")
	// ErrNoFrames reports a replay with nothing to draw.
	ErrNoFrames = errors.New("render: no frames")
	// ErrNilImage reports an attempt to encode no image.
	ErrNilImage = errors.New("render: nil image")
	// ErrDelay reports a negative or too long frame delay.
	ErrDelay = errors.New("render: frame delay out of range")
)
