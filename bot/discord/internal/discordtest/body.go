package discordtest

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"strings"
)

// maxBody bounds a request body (Discord allows 25 MiB of files).
const maxBody = 25 << 20

// errBody is a request body the server cannot read.
var errBody = errors.New("unreadable request body")

// body is a request's JSON and files.
type body struct {
	json  []byte
	files []File
}

// readBody reads a JSON or multipart/form-data body (payload_json and
// files[n] parts, as Discord takes them).
func readBody(r *http.Request) (body, error) {
	var b body
	if r.Body == nil {
		return b, nil
	}
	ct, params, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if ct != "multipart/form-data" {
		data, err := io.ReadAll(io.LimitReader(r.Body, maxBody))
		if err != nil {
			return b, fmt.Errorf("%w: %w", errBody, err)
		}
		if len(data) > 0 {
			b.json = data
		}
		return b, nil
	}
	mr := multipart.NewReader(r.Body, params["boundary"])
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return b, nil
		}
		if err != nil {
			return b, fmt.Errorf("%w: %w", errBody, err)
		}
		data, err := io.ReadAll(io.LimitReader(part, maxBody))
		if err != nil {
			return b, fmt.Errorf("%w: %w", errBody, err)
		}
		switch name := part.FormName(); {
		case name == "payload_json":
			b.json = data
		case strings.HasPrefix(name, "files["):
			b.files = append(b.files, File{Name: part.FileName(), ContentType: part.Header.Get("Content-Type"), Data: data})
		default:
			return b, fmt.Errorf("%w: unexpected part %q", errBody, name)
		}
	}
}
