package discordtest

import (
	"math"
	"net/http"
	"strconv"
	"time"
)

// Discord JSON error codes the server answers with.
const (
	CodeUnknownChannel      = 10003
	CodeUnknownMessage      = 10008
	CodeUnknownWebhook      = 10015
	CodeUnknownInteraction  = 10062
	CodeMissingAccess       = 50001
	CodeCannotSendEmpty     = 50006
	CodeCannotMessageUser   = 50007
	CodeMissingPermissions  = 50013
	CodeInvalidWebhookToken = 50027
	CodeInvalidForm         = 50035
	CodeAlreadyAcknowledged = 40060
)

// codeText is Discord's message for an error code.
var codeText = map[int]string{
	CodeUnknownChannel:      "Unknown Channel",
	CodeUnknownMessage:      "Unknown Message",
	CodeUnknownWebhook:      "Unknown Webhook",
	CodeUnknownInteraction:  "Unknown interaction",
	CodeMissingAccess:       "Missing Access",
	CodeCannotSendEmpty:     "Cannot send an empty message",
	CodeCannotMessageUser:   "Cannot send messages to this user",
	CodeMissingPermissions:  "Missing Permissions",
	CodeInvalidWebhookToken: "Invalid Webhook Token",
	CodeInvalidForm:         "Invalid Form Body",
	CodeAlreadyAcknowledged: "Interaction has already been acknowledged.",
}

// failure is an injected failure of the next matching request.
type failure struct {
	method, prefix string
	status, code   int
	retryAfter     time.Duration
	always         bool // kept after it answers, until ClearFailures
}

// response is the failure's answer.
func (f failure) response() response {
	if f.status != http.StatusTooManyRequests {
		return fail(f.status, f.code, codeText[f.code])
	}
	secs := f.retryAfter.Seconds()
	h := http.Header{}
	h.Set("Retry-After", strconv.Itoa(int(math.Ceil(secs))))
	h.Set("X-RateLimit-Limit", "5")
	h.Set("X-RateLimit-Remaining", "0")
	h.Set("X-RateLimit-Reset-After", strconv.FormatFloat(secs, 'f', 3, 64))
	reset := float64(time.Now().Add(f.retryAfter).UnixMilli()) / 1000
	h.Set("X-RateLimit-Reset", strconv.FormatFloat(reset, 'f', 3, 64))
	h.Set("X-RateLimit-Bucket", "fakebucket")
	h.Set("X-RateLimit-Scope", "user")
	return response{status: f.status, header: h, body: map[string]any{
		"message": "You are being rate limited.", "retry_after": secs, "global": false, "code": f.code}}
}
