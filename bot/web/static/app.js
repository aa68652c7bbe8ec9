// app.js runs the page: who the viewer is (a link's token, or a Telegram
// Mini App's init data exchanged for one), the live view by server-sent
// events, play by taps, and the replay.
"use strict";

const page = {
  id: "", token: "", view: null, picked: "", frames: null, frame: -1, es: null, reconnecting: false,
};

const $ = id => document.getElementById(id);

function say(text) { $("message").textContent = text || ""; }

// telegramInitData is the Mini App's init data Telegram put in the
// address's fragment, or "".
function telegramInitData() {
  const h = new URLSearchParams(location.hash.slice(1));
  return h.get("tgWebAppData") || "";
}

async function authenticate() {
  const m = location.pathname.match(/^\/g\/([^/]+)/);
  page.id = m ? decodeURIComponent(m[1]) : "";
  const q = new URLSearchParams(location.search);
  page.token = q.get("t") || "";
  if (page.token) return true;
  const remembered = page.id && sessionStorage.getItem("jackal:" + page.id);
  if (remembered) { page.token = remembered; return true; }
  const init = telegramInitData();
  if (!init) { say(tr("needLink")); return false; }
  const body = new URLSearchParams({ init_data: init, game: page.id });
  const r = await fetch("/tg/session", { method: "POST", body });
  if (!r.ok) { say(tr("refused") + (await r.text()).trim()); return false; }
  const s = await r.json();
  page.id = s.game;
  page.token = s.token;
  sessionStorage.setItem("jackal:" + page.id, page.token);
  history.replaceState(null, "", "/g/" + encodeURIComponent(page.id) + location.hash);
  return true;
}

function api(path) { return "/g/" + encodeURIComponent(page.id) + path; }

function listen() {
  if (page.es) page.es.close();
  page.es = new EventSource(api("/events?t=" + encodeURIComponent(page.token)));
  page.es.addEventListener("view", e => {
    const v = JSON.parse(e.data);
    if (page.reconnecting) { page.reconnecting = false; say(""); }
    if (page.view && v.moves !== page.view.moves) page.picked = "";
    page.view = v;
    if (v.lang && v.lang !== document.documentElement.lang) setLang(v.lang);
    render();
  });
  page.es.addEventListener("gone", e => {
    // the game went from under the view: why, as a refused request says it
    const g = JSON.parse(e.data);
    say(failure(g.status, g.text));
    page.es.close();
  });
  page.es.onerror = () => {
    if (page.es.readyState === EventSource.CLOSED) { explain(); return; }
    page.reconnecting = true; // the browser tries again by itself
    say(tr("reconnecting"));
  };
}

// explain says why the live view stopped: the link's refusal (expired,
// not valid, no such game) in the viewer's words, else "disconnected".
async function explain() {
  try {
    const r = await fetch(api("/view"), { headers: { "Authorization": "Bearer " + page.token } });
    say(r.ok ? tr("disconnected") : failure(r.status, await r.text()));
  } catch (e) {
    say(tr("disconnected"));
  }
}

// failure is what the page says of a refused request: the reason in the
// viewer's words where the page knows it, else the server's text.
function failure(status, text) {
  if (/expired/.test(text)) return tr("expired");
  if (status === 400 || status === 401 || /another game/.test(text)) return tr("badLink");
  if (status === 404) return tr("noGame");
  if (status === 503) return tr("unavailable");
  return text.trim();
}

// lastCells are the cells the last entry names.
function lastCells(entry) { return (entry || "").match(/\b[a-o](1[0-5]|[1-9])\b/g) || []; }

function render() {
  const v = page.view;
  if (!v) return;
  $("game-id").textContent = "#" + v.id;
  $("who").textContent = whoWord(v.viewer);
  document.body.classList.toggle("replaying", page.frame >= 0);
  const replay = page.frame >= 0 && page.frames;
  const board = replay ? page.frames[page.frame].board : v.board;
  const draw = Drawings[v.game];
  const legal = replay ? [] : v.legal || [];
  // no board yet (a lobby): no empty island either
  $("board").style.display = draw && board ? "" : "none";
  // what the viewer alone sees beside the board (Archipirata's captain)
  $("own").hidden = true;
  $("own").textContent = "";
  $("board").onclick = null; // a drawing's tap beside its targets, set anew by it
  if (draw && board) {
    draw($("board"), board, {
      legal, picked: pendingPick(legal),
      last: lastCells(replay ? page.frames[page.frame].entry : v.last),
      onPick: p => { page.picked = page.picked === p ? "" : p; render(); },
      onTarget: to => target(to),
      onChoose: options => choose(options),
      onPlay: action => play(action),
    });
  } else {
    $("board").textContent = "";
  }
  let cap = v.caption || (v.status === "lobby" ? tr("lobby") : "");
  // a replay's step is told as the log tells it (the frames are the deal
  // and one per entry of the log), else in the notation
  if (replay) cap = page.frame === 0 ? tr("deal") : tr("move", page.frame, (v.log || [])[page.frame - 1] || page.frames[page.frame].entry);
  $("caption").textContent = cap;
  renderExtra(legal);
  renderLog(v);
}

// pendingPick is the piece whose targets show: the one picked, or, when
// the actions answer a choice (no piece), "".
function pendingPick(legal) {
  if (legal.length && legal.every(a => !a.piece)) return "";
  return page.picked;
}

// renderExtra offers the actions without a target (stay, pass, revive,
// give) as buttons; not those tapped in a menu or in the hand.
function renderExtra(legal) {
  const box = $("extra-actions");
  box.textContent = "";
  for (const a of legal.filter(a => !a.to && !a.menu && !a.hand)) {
    const b = document.createElement("button");
    b.textContent = a.label || a.a;
    b.dataset.action = a.a;
    b.onclick = () => a.deadly ? choose([a]) : play(a.a);
    box.appendChild(b);
  }
}

function renderLog(v) {
  const ol = $("log");
  ol.textContent = "";
  (v.log || []).forEach((e, i) => {
    const li = document.createElement("li");
    li.textContent = e;
    if (page.frame === i + 1) li.className = "at";
    li.onclick = () => showFrame(i + 1);
    ol.appendChild(li);
  });
  $("frame-no").textContent = page.frame < 0 ? tr("live") : `${page.frame}/${(v.log || []).length}`;
}

// target plays the picked piece's action onto cell to, asking which when
// several (a coin dragged or not, a spinner's step, a bottle) go there.
function target(to) {
  const pick = pendingPick(page.view.legal || []);
  const options = (page.view.legal || []).filter(a => a.to === to && (a.piece || "") === pick);
  if (options.length === 1 && !options[0].deadly) { play(options[0].a); return; }
  choose(options);
}

// choose asks which of options to play (several on one cell, or one that
// kills the piece: asked again, as the chat's ☠ button does).
function choose(options) {
  const box = $("chooser");
  box.textContent = "";
  for (const a of options) {
    const b = document.createElement("button");
    b.textContent = a.deadly ? "☠ " + (a.label || a.a) + " " + tr("dies") : a.label || a.a;
    b.onclick = () => { box.hidden = true; play(a.a); };
    box.appendChild(b);
  }
  const cancel = document.createElement("button");
  cancel.textContent = "✕";
  cancel.onclick = () => { box.hidden = true; };
  box.appendChild(cancel);
  box.hidden = false;
}

async function play(action) {
  say("");
  const r = await fetch(api("/act"), {
    method: "POST", headers: { "Authorization": "Bearer " + page.token, "Content-Type": "application/json" },
    // the view the action was chosen on: the server refuses it as stale
    // if the game has moved on since (a double tap, a move meanwhile)
    body: JSON.stringify({ action, moves: page.view.moves }),
  });
  if (!r.ok) { say(failure(r.status, await r.text())); return; }
  const res = await r.json();
  page.picked = "";
  if (res.answer) say(res.answer);
}

async function showFrame(n) {
  const v = page.view;
  if (!page.frames || page.frames.length !== (v.log || []).length + 1) {
    const r = await fetch(api("/frames"), { headers: { "Authorization": "Bearer " + page.token } });
    if (!r.ok) { say(failure(r.status, await r.text())); return; }
    page.frames = await r.json();
  }
  const last = page.frames.length - 1;
  page.frame = n < 0 || n > last ? -1 : n;
  render();
}

function setupReplay() {
  $("first").onclick = () => showFrame(0);
  $("prev").onclick = () => showFrame(page.frame < 0 ? (page.view.log || []).length - 1 : Math.max(0, page.frame - 1));
  $("next").onclick = () => { if (page.frame >= 0) showFrame(page.frame + 1); };
  $("live").onclick = () => { page.frame = -1; render(); };
}

(async () => {
  setLang(guessLang(telegramInitData()));
  setupReplay();
  if (await authenticate()) listen();
})();
