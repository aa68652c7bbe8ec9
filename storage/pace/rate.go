package pace

import "time"

// Rate is a token bucket: Burst calls at once, then one call every Every.
// A zero Every means unlimited.
type Rate struct {
	// Every is the time one token takes to refill.
	Every time.Duration
	// Burst is the bucket size, at least 1 when Every is set.
	Burst int
}

// Bucket names one bucket and its rate.
type Bucket struct {
	// Key names the bucket among all of the bot's ("g", "c-100", …).
	Key string
	// Rate is the bucket's rate.
	Rate Rate
}

// tolerance is how far ahead of now a bucket's tat may be and still admit
// a call: the burst beyond the first call.
func (r Rate) tolerance() time.Duration {
	if r.Burst < 1 {
		return 0
	}
	return time.Duration(r.Burst-1) * r.Every
}

// Decide is the GCRA step of one call at now on buckets bs whose tats are
// tats (a zero or past tat is a full bucket): when every bucket admits
// the call it returns 0 and the tats booked with it; otherwise how long
// to wait before trying again, and tats unchanged.
func Decide(now time.Time, bs []Bucket, tats []time.Time) (time.Duration, []time.Time) {
	at := now
	for i, b := range bs {
		if b.Rate.Every > 0 {
			at = later(at, later(tats[i], now).Add(-b.Rate.tolerance()))
		}
	}
	if at.After(now) {
		return at.Sub(now), tats
	}
	out := make([]time.Time, len(bs))
	for i, b := range bs {
		out[i] = tats[i]
		if b.Rate.Every > 0 {
			out[i] = later(tats[i], now).Add(b.Rate.Every)
		}
	}
	return 0, out
}

// Held is the tat of a bucket with rate r and tat tat once it must admit
// no call before until (Telegram's retry_after).
func Held(tat, until time.Time, r Rate) time.Time {
	return later(tat, until.Add(r.tolerance()))
}

// later returns the later of a and b.
func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}
