package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackalbot/jackal/bot"
	"github.com/jackalbot/jackal/engine"
	"github.com/jackalbot/jackal/storage"
)

// mainArgsEnv makes the test binary the jackal program, run with these
// arguments (one a line), as a process of its own.
const mainArgsEnv = "JACKAL_MAIN_ARGS"

// crashChildEnv switches the test binary into the crash writer;
// crashRoundEnv keeps each round's chats apart.
const (
	crashChildEnv = "JACKAL_CRASH_WRITER"
	crashRoundEnv = "JACKAL_CRASH_ROUND"
)

func TestMain(m *testing.M) {
	if path := os.Getenv(crashChildEnv); path != "" {
		os.Exit(crashWriter(path))
	}
	if args := os.Getenv(mainArgsEnv); args != "" {
		os.Exit(mainCode(strings.Split(args, "\n")))
	}

	code := m.Run()
	stopTestCluster()
	os.Exit(code)
}

// crashWriter plays real games into the store at path as fast as it can,
// printing "ack <key> <log length>" after every committed move, until it
// is killed.
func crashWriter(path string) int {
	st, err := storage.Open(path, storage.Options{})
	if err != nil {
		fmt.Println("open:", err)
		return 1
	}
	r := rand.New(rand.NewPCG(7, 7))
	out := bufio.NewWriter(os.Stdout)
	games := map[string]engine.State{}
	for i := 0; ; i++ {
		key := fmt.Sprintf("tg:-%s%d", os.Getenv(crashRoundEnv), 100+i%3)
		s, ok := games[key]
		if !ok {
			setup := storage.Setup{Seed: uint64(i), Crews: []string{"white", "black"}, Variants: []string{"duel"},
				Seats: []storage.Seat{{Crew: "white", UserID: "1"}, {Crew: "black", UserID: "2"}}}
			o, _ := engine.OptionsFrom(setup.Crews, setup.Variants)
			s, _ = engine.New(setup.Seed, o)
			snap, _ := s.MarshalBinary()
			if err := st.Create(&storage.Game{Key: storage.Key(key), Status: storage.StatusActive, Setup: setup, Snapshot: snap}); err != nil {
				fmt.Println("create:", err)
				return 1
			}
		}
		legal := engine.Legal(s)
		a := legal[r.IntN(len(legal))]
		if err := s.Play(a, nil); err != nil {
			fmt.Println("play:", err)
			return 1
		}
		snap, _ := s.MarshalBinary()
		var n int
		write := func(g *storage.Game) error {
			g.Log = append(g.Log, a.String())
			g.Snapshot = snap
			n = len(g.Log)
			return nil
		}
		if s.Over {
			_, err = st.Finish(storage.Key(key), storage.AnyVersion, func(g *storage.Game) (storage.Result, error) {
				return storage.Result{GameID: g.ID, Key: g.Key, Finished: time.Now()}, write(g)
			})
			delete(games, key)
		} else {
			_, err = st.Update(storage.Key(key), storage.AnyVersion, write)
			games[key] = s
		}
		if err != nil {
			fmt.Println("commit:", err)
			return 1
		}
		fmt.Fprintf(out, "ack %s %d %v\n", key, n, s.Over)
		out.Flush()
	}
}

// TestCrashThenCheck kills a process writing real moves with SIGKILL, then
// checks that every acknowledged move is in the store and that
// "jackal db check" finds every game rebuilding from its log.
func TestCrashThenCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crash.db")
	for round := 0; round < 2; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+path, crashRoundEnv+"="+strconv.Itoa(round))
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		acked := map[string]int{}
		sc := bufio.NewScanner(stdout)
		for n := 0; n < 300 && sc.Scan(); n++ {
			f := strings.Fields(sc.Text())
			if len(f) != 4 || f[0] != "ack" {
				t.Fatalf("writer said %q", sc.Text())
			}
			if f[3] == "true" {
				delete(acked, f[1]) // finished: archived
				continue
			}
			acked[f[1]], _ = strconv.Atoi(f[2])
		}
		if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		_ = cmd.Wait()
		if len(acked) == 0 {
			t.Fatal("the writer acknowledged nothing")
		}
		st, err := storage.Open(path, storage.Options{ReadOnly: true})
		if err != nil {
			t.Fatalf("reopen after kill -9: %v", err)
		}
		for key, n := range acked {
			g, err := st.Get(storage.Key(key))
			if err != nil {
				t.Fatalf("%s lost: %v", key, err)
			}
			if len(g.Log) < n {
				t.Fatalf("%s: %d moves acknowledged, %d stored", key, n, len(g.Log))
			}
		}
		if problems, err := st.Check(bot.Replay); err != nil || len(problems) != 0 {
			t.Fatalf("store check after kill -9: %v %v", problems, err)
		}
		st.Close()
		var out, errw strings.Builder
		if code := run([]string{"db", "check", "-db", path}, nil, &out, &errw); code != 0 {
			t.Fatalf("jackal db check exited %d: %s %s", code, out.String(), errw.String())
		}
		if !strings.Contains(out.String(), "ok") {
			t.Fatalf("jackal db check said %q", out.String())
		}
	}
}
