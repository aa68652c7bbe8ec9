package web

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/storage"
)

// fakeOut is a platform's outbox that keeps what the bot sent.
type fakeOut struct {
	mu      sync.Mutex
	boards  []bot.Board
	texts   []string
	answers []string
	private []string
	buttons [][][]bot.Button // the buttons of each text sent
	n       int
}

func (o *fakeOut) ref() bot.MessageRef {
	o.n++
	return bot.MessageRef{ChatID: "100", MessageID: strconv.Itoa(o.n)}
}

func (o *fakeOut) SendBoard(_ context.Context, _ bot.Chat, b bot.Board) (bot.MessageRef, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.boards = append(o.boards, b)
	return o.ref(), nil
}
func (o *fakeOut) EditBoard(context.Context, bot.MessageRef, bot.Board) error        { return nil }
func (o *fakeOut) EditButtons(context.Context, bot.MessageRef, [][]bot.Button) error { return nil }
func (o *fakeOut) SendText(_ context.Context, _ bot.Chat, text string, buttons [][]bot.Button) (bot.MessageRef, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.texts = append(o.texts, text)
	o.buttons = append(o.buttons, buttons)
	return o.ref(), nil
}
func (o *fakeOut) EditText(context.Context, bot.MessageRef, string, [][]bot.Button) error { return nil }
func (o *fakeOut) Answer(_ context.Context, _ bot.Request, text string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.answers = append(o.answers, text)
	return nil
}
func (o *fakeOut) SendPrivate(_ context.Context, _ bot.User, text string, _ []byte) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.private = append(o.private, text)
	return nil
}

// boardCount is how many boards the chat got.
func (o *fakeOut) boardCount() int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return len(o.boards)
}

// rig is a bot with a game in chat tg:100 (a classic duel unless
// newGameRig chose another: user 1 the first seat, user 2 the second),
// its web server and the chat's outbox.
type rig struct {
	t      *testing.T
	bot    *bot.Bot
	store  storage.Store
	out    *fakeOut
	srv    *Server
	http   *httptest.Server
	key    string
	id     string
	signer *Signer
	now    time.Time
}

const rigChat = "tg:100"

// newRig is a rig with a classic duel: user 1 white, user 2 black.
func newRig(t *testing.T) *rig {
	t.Helper()
	return newGameRig(t, "duel", "black")
}

// newGameRig is a rig whose game is made by /new args, user 2 joining
// with join's arguments, and started.
func newGameRig(t *testing.T, args, join string) *rig {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "jackal.db"), storage.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	b, err := bot.New(bot.Config{Store: st, Seed: func() uint64 { return 7 }, Log: quiet, BoardSize: 64})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	out := &fakeOut{}
	b.Attach(bot.PlatformTelegram, out)
	signer, err := NewSigner([]byte("a test secret of enough bytes"))
	if err != nil {
		t.Fatal(err)
	}
	r := &rig{t: t, bot: b, store: st, out: out, key: rigChat, signer: signer, now: time.Now()}
	r.srv, err = New(Config{Bot: b, Signer: signer, TelegramToken: testToken, Poll: 50 * time.Millisecond, Log: quiet, Marks: st,
		Now: func() time.Time { return r.now }})
	if err != nil {
		t.Fatal(err)
	}
	r.http = httptest.NewServer(r.srv)
	t.Cleanup(r.http.Close)
	r.cmd("1", "new", args)
	r.cmd("2", "join", join)
	r.cmd("1", "start", "")
	g, err := st.Get(storage.Key(rigChat))
	if err != nil || g.Status != storage.StatusActive {
		t.Fatalf("the duel did not start: %v %+v", err, g)
	}
	r.id = g.ID
	return r
}

// cmd types a command in the chat as user id.
func (r *rig) cmd(user, command, args string) {
	r.bot.Handle(context.Background(), r.request(user, command, args), r.out)
}

// request is a typed command in the chat.
func (r *rig) request(user, command, args string) bot.Request {
	return bot.Request{Chat: bot.Chat{Key: rigChat, Platform: bot.PlatformTelegram, ID: "100"},
		User: bot.User{ID: user, Name: "U" + user}, Command: command, Args: args}
}

// token is a link token for the game.
func (r *rig) token(user string, role Role) string {
	return r.signer.Sign(Claims{Game: r.id, Key: r.key, User: user, Name: "U" + user, Role: role, Expires: r.now.Add(time.Hour).Unix()})
}

// get fetches path with token tok and decodes the JSON answer into v; it
// returns the status.
func (r *rig) get(path, tok string, v any) int { return r.do(http.MethodGet, path, tok, "", v) }

// post sends body as JSON to path with token tok and decodes the answer.
func (r *rig) post(path, tok, body string, v any) int {
	return r.do(http.MethodPost, path, tok, body, v)
}

// do sends a request with token tok (none when "") and decodes a
// successful answer into v (when not nil); it returns the status.
func (r *rig) do(method, path, tok, body string, v any) int {
	r.t.Helper()
	req, _ := http.NewRequest(method, r.http.URL+path, strings.NewReader(body))
	if tok != "" {
		req.Header.Set("Authorization", "Bearer "+tok)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		r.t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusOK && v != nil {
		if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
			r.t.Fatal(err)
		}
	}
	return resp.StatusCode
}

// game is the stored game.
func (r *rig) game() *storage.Game {
	r.t.Helper()
	g, err := r.store.Get(storage.Key(r.key))
	if err != nil {
		r.t.Fatal(err)
	}
	return g
}

// playSome plays n moves from the page, each the first legal action of
// the player to act.
func (r *rig) playSome(n int) {
	r.t.Helper()
	for range n {
		var v View
		user := "1"
		if r.get("/g/"+r.id+"/view", r.token("1", RolePlay), &v) != http.StatusOK {
			r.t.Fatal("view refused")
		}
		if len(v.Legal) == 0 {
			user = "2"
			r.get("/g/"+r.id+"/view", r.token("2", RolePlay), &v)
		}
		if len(v.Legal) == 0 {
			r.t.Fatalf("nobody may act at move %d", v.Moves)
		}
		var res actReply
		body, _ := json.Marshal(actRequest{Action: v.Legal[0].A})
		if code := r.post("/g/"+r.id+"/act", r.token(user, RolePlay), string(body), &res); code != http.StatusOK || !res.Moved {
			r.t.Fatalf("move %q by %s: status %d, %+v", v.Legal[0].A, user, code, res)
		}
	}
}

// played plays n moves from the page (playSome) and reads the game.
func (r *rig) played(n int) *bot.Live {
	r.t.Helper()
	r.playSome(n)
	l, err := r.bot.LiveGame(r.key, r.id)
	if err != nil {
		r.t.Fatal(err)
	}
	return l
}
