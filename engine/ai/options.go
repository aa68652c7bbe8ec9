package ai

import "time"

// Default budgets and search settings of the hard level.
const (
	// DefaultIterations is the hard level's search iterations per decision.
	DefaultIterations = 3000
	// DefaultPlayoutDepth is the number of actions a playout runs before
	// the static evaluation scores it.
	DefaultPlayoutDepth = 4
	// DefaultSamples is the easy level's imagined deals per decision.
	DefaultSamples = 3
	// DefaultPrior is the visits the hard level's one-ply prior is worth
	// at the root.
	DefaultPrior = 4
)

// Budget bounds one decision of the hard level. The zero Budget means the
// agent's own settings (see WithIterations and WithTimeLimit).
type Budget struct {
	// Iterations is the number of search iterations; 0 keeps the agent's.
	Iterations int
	// MaxTime caps the decision in wall-clock time; 0 keeps the agent's
	// cap (none by default). A decision stopped by the clock is not
	// reproducible.
	MaxTime time.Duration
}

// Iterations returns a Budget of n search iterations and no time cap.
func Iterations(n int) Budget { return Budget{Iterations: n} }

// config holds an agent's settings.
type config struct {
	iterations int
	maxTime    time.Duration
	depth      int
	samples    int
	explore    float64 // UCT exploration constant
	temp       float64 // playout softmax temperature
	w          weights // evaluation weights
	prior      int     // visits the root's one-ply prior is worth
}

// defaultConfig is the settings of an agent made without options.
func defaultConfig() config {
	return config{
		iterations: DefaultIterations,
		depth:      DefaultPlayoutDepth,
		samples:    DefaultSamples,
		explore:    0.3,
		temp:       1.0,
		w:          defaultWeights,
		prior:      DefaultPrior,
	}
}

// Option changes an agent's settings.
type Option func(*config)

// WithIterations sets the hard level's default iterations per decision
// (values below 1 are ignored).
func WithIterations(n int) Option {
	return func(c *config) {
		if n > 0 {
			c.iterations = n
		}
	}
}

// WithTimeLimit caps every hard decision in wall-clock time (0: no cap).
func WithTimeLimit(d time.Duration) Option {
	return func(c *config) {
		if d >= 0 {
			c.maxTime = d
		}
	}
}

// WithPlayoutDepth sets the actions a hard playout runs before it is
// scored; 0 scores the new leaf at once (negative values are ignored).
func WithPlayoutDepth(n int) Option {
	return func(c *config) {
		if n >= 0 {
			c.depth = n
		}
	}
}

// WithSamples sets the imagined deals the easy level tries each action on
// (values below 1 are ignored).
func WithSamples(n int) Option {
	return func(c *config) {
		if n > 0 {
			c.samples = n
		}
	}
}

// WithExploration sets the hard level's UCT exploration constant (values
// not above 0 are ignored).
func WithExploration(x float64) Option {
	return func(c *config) {
		if x > 0 {
			c.explore = x
		}
	}
}

// WithTemperature sets the softmax temperature of the hard level's
// playouts: lower plays the cheap score more greedily (values not above 0
// are ignored).
func WithTemperature(t float64) Option {
	return func(c *config) {
		if t > 0 {
			c.temp = t
		}
	}
}

// WithPrior sets how many visits the one-ply prior of the hard level's
// root actions is worth (0: no prior; negative values are ignored).
func WithPrior(n int) Option {
	return func(c *config) {
		if n >= 0 {
			c.prior = n
		}
	}
}
