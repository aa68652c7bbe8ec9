package pace_test

import (
	"testing"

	"github.com/jackalbot/jackal/storage/pace"
	"github.com/jackalbot/jackal/storage/pace/pacetest"
)

// TestMemoryShared: senders on one Memory keep the limits together.
func TestMemoryShared(t *testing.T) {
	pacetest.Run(t, func(t *testing.T, n int) []pace.Buckets {
		m := pace.NewMemory()
		out := make([]pace.Buckets, n)
		for i := range out {
			out[i] = m
		}
		return out
	})
}
