package telegramtest

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"

	tgbotapi "github.com/go-telegram-bot-api/telegram-bot-api/v5"
)

// maxBody bounds a request body.
const maxBody = 64 << 20

// params are a request's parameters and uploaded files.
type params struct {
	values    map[string]string
	files     map[string][]byte
	fileNames map[string]string // an uploaded file's name by field
}

// parseParams reads the query string and a JSON, form or multipart body.
func parseParams(r *http.Request) (params, error) {
	p := params{values: map[string]string{}, files: map[string][]byte{}, fileNames: map[string]string{}}
	for k, v := range r.URL.Query() {
		p.values[k] = v[0]
	}
	if r.Body == nil {
		return p, nil
	}
	ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch ct {
	case "application/json":
		return p, parseJSON(io.LimitReader(r.Body, maxBody), p)
	case "multipart/form-data":
		if err := r.ParseMultipartForm(maxBody); err != nil {
			return p, err
		}
		for k, v := range r.MultipartForm.Value {
			p.values[k] = v[0]
		}
		for k, fhs := range r.MultipartForm.File {
			b, err := readFile(fhs[0])
			if err != nil {
				return p, err
			}
			p.files[k] = b
			p.fileNames[k] = fhs[0].Filename
		}
	case "application/x-www-form-urlencoded":
		r.Body = http.MaxBytesReader(nil, r.Body, maxBody)
		if err := r.ParseForm(); err != nil {
			return p, err
		}
		for k, v := range r.PostForm {
			p.values[k] = v[0]
		}
	}
	return p, nil
}

// parseJSON stores a JSON object's members: strings as they are, other
// values as their JSON text (the way form bodies carry them).
func parseJSON(body io.Reader, p params) error {
	var obj map[string]json.RawMessage
	if err := json.NewDecoder(body).Decode(&obj); err != nil && !errors.Is(err, io.EOF) {
		return err
	}
	for k, raw := range obj {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			p.values[k] = s
		} else {
			p.values[k] = string(raw)
		}
	}
	return nil
}

func readFile(fh *multipart.FileHeader) ([]byte, error) {
	f, err := fh.Open()
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

// str returns a parameter or "".
func (p params) str(key string) string { return p.values[key] }

// int64 parses an integer parameter; missing gives 0.
func (p params) int64(key string) (int64, *apiError) {
	v, ok := p.values[key]
	if !ok || v == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return 0, badRequest(fmt.Sprintf("invalid %s %q", key, v))
	}
	return n, nil
}

// int parses a small integer parameter; missing gives 0.
func (p params) int(key string) (int, *apiError) {
	n, e := p.int64(key)
	return int(n), e
}

// bool parses a boolean parameter; missing gives false.
func (p params) bool(key string) bool {
	v := strings.ToLower(p.values[key])
	return v == "true" || v == "1"
}

// keyboard parses reply_markup; an empty keyboard counts as none.
func (p params) keyboard() (*tgbotapi.InlineKeyboardMarkup, *apiError) {
	v := p.values["reply_markup"]
	if v == "" {
		return nil, nil
	}
	var kb tgbotapi.InlineKeyboardMarkup
	if err := json.Unmarshal([]byte(v), &kb); err != nil {
		return nil, badRequest("can't parse reply keyboard markup JSON object")
	}
	for _, row := range kb.InlineKeyboard {
		for _, b := range row {
			if b.CallbackData != nil && (len(*b.CallbackData) == 0 || len(*b.CallbackData) > 64) {
				return nil, badRequest("BUTTON_DATA_INVALID")
			}
		}
	}
	if len(kb.InlineKeyboard) == 0 {
		return nil, nil
	}
	return &kb, nil
}
