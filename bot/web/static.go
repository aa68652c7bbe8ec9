package web

import (
	"embed"
	"io/fs"
	"net/http"
)

// files are the page's files, embedded in the binary: nothing to build.
//
//go:embed static
var files embed.FS

// staticFiles serves the page's files under /static/.
func staticFiles() http.Handler {
	sub, _ := fs.Sub(files, "static") // the embedded folder is there
	return http.StripPrefix("/static/", http.FileServer(http.FS(sub)))
}

// page serves the page; its script reads the game from the address (or a
// Mini App's start parameter) and its token.
func (s *Server) page(w http.ResponseWriter, r *http.Request) {
	data, err := files.ReadFile("static/index.html")
	if err != nil {
		s.fail(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(data)
}
