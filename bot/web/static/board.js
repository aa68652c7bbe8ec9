// board.js draws a game's board (the JSON of one viewer's view) as SVG.
// Every game the page draws has a function in Drawings, by ruleset id.
"use strict";

const SVGNS = "http://www.w3.org/2000/svg";
const CELL = 40;

// el makes an SVG element with attributes.
function el(name, attrs, parent) {
  const e = document.createElementNS(SVGNS, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

const CREW_COLOUR = { white: "#ffffff", yellow: "#f5d000", black: "#333333", red: "#d8322a" };
const CREW_INK = { white: "#222", yellow: "#222", black: "#fff", red: "#fff" };

// KIND are the tiles' marks: a symbol for each kind of classic's box, from
// the glyphs every system font has (no emoji font needed).
const KIND = {
  empty: "", horse: "♞", forest: "♣", desert: "∴", swamp: "≈", mountains: "▲", ice: "❄", trap: "⊗",
  ogre: "☠", fort: "♜", "native-fort": "♖", coin1: "", coin2: "", coin3: "", coin4: "", coin5: "",
  galleon: "⚓", plane: "✈", smoke: "☁", balloon: "◎", cannon: "⊙", lighthouse: "☼", crocodile: "Cr",
  "ben-gunn": "BG", friday: "Fr", missionary: "✝", rum: "Ru", bottle1: "✉", bottle2: "✉", bottle3: "✉",
  cave: "◉", earthquake: "≋", caramba: "!", thicket: "#",
};

// ARROWS are an arrow tile's directions at rotation 0, in eighths of a
// turn clockwise from north.
const ARROWS = {
  "arrow-1": [0], "arrow-1d": [1], "arrow-2": [2, 6], "arrow-2d": [1, 5], "arrow-3": [7, 2, 4],
  "arrow-4": [0, 2, 4, 6], "arrow-4d": [1, 3, 5, 7],
};

// xy is the top-left corner of cell (x, y) in the picture: rank 1 at the
// bottom, file a on the left.
function xy(size, x, y) { return [x * CELL, (size - 1 - y) * CELL]; }

// cellXY reads a cell's name ("g7") into its file and rank.
function cellXY(name) {
  return [name.charCodeAt(0) - 97, parseInt(name.slice(1), 10) - 1];
}

// drawClassic draws classic's board b into svg. o.legal are the viewer's
// legal actions, o.picked the piece chosen ("W1", "ship" or "" for a
// pending choice's targets), o.onPick(piece) and o.onTarget(cell) the
// taps, o.last the cells of the last move.
function drawClassic(svg, b, o) {
  svg.textContent = "";
  const size = b.size;
  svg.setAttribute("viewBox", bounds(size, b.cells));
  const defs = el("defs", {}, svg);
  const m = el("marker", { id: "head", viewBox: "0 0 10 10", refX: "8", refY: "5", markerWidth: "4", markerHeight: "4", orient: "auto" }, defs);
  el("path", { d: "M0,0 L10,5 L0,10 z", fill: "#7a1f12" }, m);
  el("rect", { x: 0, y: 0, width: size * CELL, height: size * CELL, fill: "#5aa0cc" }, svg);
  const byCell = {};
  for (const c of b.cells) {
    byCell[c.c] = c;
    const [px, py] = xy(size, c.x, c.y);
    const g = el("g", { "data-cell": c.c }, svg);
    if (c.sea) {
      el("rect", { x: px, y: py, width: CELL, height: CELL, class: "sea" }, g);
      continue;
    }
    const cls = c.k === "hidden" ? "hidden" + (c.back ? " back-" + c.back : "") : c.known ? "known" : "open";
    el("rect", { x: px + 1, y: py + 1, width: CELL - 2, height: CELL - 2, rx: 4, class: `tile ${cls}` }, g);
    const gold = c.coins || c.treasure;
    if (c.k !== "hidden") drawKind(g, c, px, py, gold, markName(b, c.k));
    if (gold) {
      // the disc in the bottom right corner, the tile's label left of it
      el("circle", { cx: px + 30, cy: py + 29, r: 8, class: "coin" }, g);
      const t = el("text", { x: px + 30, y: py + 29, class: "coin-n" }, g);
      t.textContent = c.treasure ? `${c.coins || ""}+T` : String(c.coins);
    }
  }
  for (const s of b.ships) {
    if (!s.at || s.at === "-") continue;
    const [x, y] = cellXY(s.at);
    const [px, py] = xy(size, x, y);
    el("path", { d: `M${px + 4},${py + 14} L${px + 36},${py + 14} L${px + 30},${py + 30} L${px + 10},${py + 30} z`,
      class: "ship", fill: CREW_COLOUR[s.crew] || "#999", "data-ship": s.crew }, svg);
  }
  if (o.last) {
    for (const name of o.last) {
      if (!byCell[name]) continue;
      const [px, py] = xy(size, ...cellXY(name));
      el("rect", { x: px + 2, y: py + 2, width: CELL - 4, height: CELL - 4, rx: 5, class: "last" }, svg);
    }
  }
  const movable = new Set((o.legal || []).map(a => a.piece).filter(Boolean));
  // the ship: tapped on its hull
  const myShip = b.ships.find(s => s.crew === (b.controller || b.turn));
  const at = {};
  for (const p of b.pieces) {
    if (p.status !== "alive" || !p.at) continue;
    (at[p.at] = at[p.at] || []).push(p);
  }
  const cycle = hitAreas(svg, size, at, movable, myShip, o);
  if (movable.has("ship") && myShip) {
    // the hull's taps pick in turn, as its cell's: the pirates aboard, then the ship
    const [px, py] = xy(size, ...cellXY(myShip.at));
    const hull = el("rect", { x: px + 2, y: py + 10, width: CELL - 4, height: 22, rx: 6, fill: "transparent",
      class: o.picked === "ship" ? "picked" : "can", "data-piece": "ship" }, svg);
    hull.addEventListener("click", cycle[myShip.at]);
  }
  for (const [cell, ps] of Object.entries(at)) {
    const [px, py] = xy(size, ...cellXY(cell));
    ps.forEach((p, i) => {
      const one = ps.length === 1;
      const cx = one ? px + CELL / 2 : px + 8 + (i % 3) * 12, cy = one ? py + 18 : py + 12 + Math.floor(i / 3) * 14;
      const colour = p.id.length > 2 ? "#8a5a2b" : CREW_COLOUR[p.crew] || "#999";
      const cls = ["piece"];
      if (movable.has(p.id)) cls.push(o.picked === p.id ? "picked" : "can");
      const c = el("circle", { cx, cy, r: one ? 8 : 6, fill: colour, class: cls.join(" "), "data-piece": p.id }, svg);
      const t = el("text", { x: cx, y: cy, class: "piece-n", fill: p.id.length > 2 ? "#fff" : CREW_INK[p.crew] || "#000" }, svg);
      t.textContent = p.id.length > 2 ? p.id[0] : p.id.slice(1);
      if (movable.has(p.id)) c.addEventListener("click", () => o.onPick && o.onPick(p.id));
    });
  }
  // the targets of the piece picked (or of the pending choice)
  const targets = new Set((o.legal || []).filter(a => a.to && (a.piece || "") === (o.picked || "")).map(a => a.to));
  for (const name of targets) {
    const [px, py] = xy(size, ...cellXY(name));
    const r = el("rect", { x: px + 3, y: py + 3, width: CELL - 6, height: CELL - 6, rx: 6, class: "target", "data-target": name }, svg);
    r.addEventListener("click", () => o.onTarget && o.onTarget(name));
  }
  // a tap beside a target, off any piece (a cell is some 29 pixels on a
  // phone), plays the nearest target within reach
  svg.onclick = targets.size ? e => nearTarget(svg, size, targets, e, o) : null;
}

// NEAR is how far beyond its cell's edges a target takes a tap: its tap
// area is 1.6 cells wide (some 46 pixels on a phone), the nearest target
// taking a tap two areas share.
const NEAR = 0.3 * CELL;

// nearTarget plays the target nearest to tap e, when the tap fell beside
// every target and piece (those take their own taps) but within NEAR of a
// target's cell.
function nearTarget(svg, size, targets, e, o) {
  if (e.target.closest && e.target.closest("[data-target], [data-piece], [data-hit]")) return;
  const ctm = svg.getScreenCTM();
  if (!ctm || !o.onTarget) return;
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
  let best = "", dist = Infinity;
  for (const name of targets) {
    const [px, py] = xy(size, ...cellXY(name));
    const dx = Math.abs(p.x - px - CELL / 2), dy = Math.abs(p.y - py - CELL / 2);
    if (dx > CELL / 2 + NEAR || dy > CELL / 2 + NEAR) continue;
    if (Math.hypot(dx, dy) < dist) { best = name; dist = Math.hypot(dx, dy); }
  }
  if (best) o.onTarget(best);
}

// hitAreas lets a finger pick a piece by tapping anywhere in its cell (a
// piece's disc is a few pixels wide on a phone): under the discs, each
// cell holding pieces that may move (or the ship) gets a tap area that
// picks them in turn — the first, the next, then none. It returns each
// such cell's tap handler.
function hitAreas(svg, size, at, movable, myShip, o) {
  const ids = {};
  for (const [cell, ps] of Object.entries(at)) {
    for (const p of ps) if (movable.has(p.id)) (ids[cell] = ids[cell] || []).push(p.id);
  }
  if (movable.has("ship") && myShip) (ids[myShip.at] = ids[myShip.at] || []).push("ship");
  const cycle = {};
  for (const [cell, list] of Object.entries(ids)) {
    const [px, py] = xy(size, ...cellXY(cell));
    const r = el("rect", { x: px, y: py, width: CELL, height: CELL, fill: "transparent", "data-hit": cell }, svg);
    cycle[cell] = () => {
      const next = list[list.indexOf(o.picked) + 1] || "";
      if (o.onPick) o.onPick(next || o.picked);
    };
    r.addEventListener("click", cycle[cell]);
  }
  return cycle;
}

// bounds is the viewBox around the cells in play (Archipelago's board
// fills only part of the grid).
function bounds(size, cells) {
  if (!cells.length) return `0 0 ${size * CELL} ${size * CELL}`;
  const xs = cells.map(c => c.x), ys = cells.map(c => c.y);
  const [x0, y0] = xy(size, Math.min(...xs), Math.max(...ys));
  const [x1, y1] = xy(size, Math.max(...xs), Math.min(...ys));
  return `${x0} ${y0} ${x1 - x0 + CELL} ${y1 - y0 + CELL}`;
}

// drawKind marks an open tile's kind: arrows drawn, the rest a symbol
// and a label under it ("2¢", "used"), in the bottom left corner when
// gold lies on the tile (its disc takes the bottom right); its tooltip
// is name, the kind's name in the viewer's language.
function drawKind(g, c, px, py, gold, name) {
  const dirs = ARROWS[c.k];
  if (dirs) {
    for (const d of dirs) {
      const a = ((d + 2 * (c.r || 0)) % 8) * Math.PI / 4;
      const cx = px + CELL / 2, cy = py + CELL / 2;
      el("line", { x1: cx, y1: cy, x2: cx + Math.sin(a) * 14, y2: cy - Math.cos(a) * 14, class: "arrow" }, g);
    }
    return;
  }
  const t = el("text", { x: px + CELL / 2, y: py + CELL / 2 - 3, class: "kind" }, g);
  t.textContent = KIND[c.k] || "";
  el("title", {}, g).textContent = name;
  const k = el("text", { x: gold ? px + 3 : px + CELL / 2, y: py + CELL - 5, class: gold ? "small left" : "small" }, g);
  k.textContent = /^(coin|bottle)/.test(c.k) ? c.k.slice(-1) + (c.k[0] === "c" ? "¢" : "") : c.used ? tr("used") : "";
}

// Drawings are the games' drawings, by ruleset id (each game's file adds
// its own).
const Drawings = { classic: drawClassic, archipelago: drawClassic };
