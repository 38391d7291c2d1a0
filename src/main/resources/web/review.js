// The engine's review of a game and the opening's name (issue 20; docs/API.md "Review"). Kept apart from app.js:
// app.js announces every state with a "state" event, and this file draws from it and from
// GET /api/games/{id}/review. The graph is SVG drawn here: Black's expected final disc difference after each move.
// A reviewed game can be stepped through: first/back/forward/last and the arrow keys (Left, Right, Home, End) over
// its positions, each drawn with the move played and the engine's best move marked, and a list of every move.
// The figures' words come from the service (coach.ReviewWords): one sign convention on the page and the command line.
"use strict";

(() => {
  const $ = (id) => document.getElementById(id);
  const NS = "http://www.w3.org/2000/svg";
  const COLOURS = { inaccuracy: "#e0b000", mistake: "#ff7a00", blunder: "#e0201a" };
  let gameId = null;      // the game the panel shows
  let followLive = true;  // follow the game on the board until another game is asked for
  let data = null;        // the last answer of GET /api/games/{id}/review
  let at = null;          // the position shown: after this many moves (0: the start)
  let poll = null;

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function svg(tag, attrs) {
    const e = document.createElementNS(NS, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    return e;
  }
  const cap = (w) => w.charAt(0).toUpperCase() + w.slice(1);

  // ---------------------------------------------------------------- the panel, made once
  const opening = el("div", { id: "opening", "aria-live": "polite" });
  const panel = el("section", { id: "review", "aria-labelledby": "review-title" });
  panel.innerHTML = '<h2 id="review-title">Review</h2>' +
    '<form id="review-pick" class="row"><label>Game <input id="review-game" inputmode="numeric" size="5"></label>' +
    '<button type="submit" id="review-show">Show</button><button type="button" id="review-run">Review it</button></form>' +
    '<p id="review-state"></p><div id="review-summary"></div>' +
    '<div id="review-graph" role="img" aria-label="the evaluation over the game"></div>' +
    '<p class="hint" id="review-legend"></p>' +
    '<div id="review-stepper" hidden>' +
    '<div class="review-nav" role="group" aria-label="step through the game (or the arrow keys: Left, Right, Home, End)">' +
    '<button type="button" id="review-first" aria-label="first position" title="first position (Home)">|◀</button>' +
    '<button type="button" id="review-back" aria-label="back one move" title="back one move (Left)">◀</button>' +
    '<button type="button" id="review-forward" aria-label="forward one move" title="forward one move (Right)">▶</button>' +
    '<button type="button" id="review-last" aria-label="last position" title="last position (End)">▶|</button>' +
    '<span id="review-at" aria-live="polite"></span></div>' +
    '<div id="review-position"><div id="review-board" class="review-board" role="img"></div>' +
    '<div class="review-words"><p id="review-marks"><span class="key played"></span> the move played ' +
    '<span class="key best"></span> the engine\'s best move, where it differs</p><p id="review-move"></p></div></div>' +
    '<h3 id="review-moves-title">Moves</h3>' +
    '<p class="hint">?! inaccuracy, ? mistake, ?? blunder. Tap a move to go there.</p>' +
    '<ol id="review-moves" aria-labelledby="review-moves-title"></ol></div>' +
    '<ol id="review-mistakes" aria-label="the mistakes"></ol>';

  function install() {
    // the panel's own style sheet, so that the page's head stays as it is
    if (!document.querySelector('link[href="/review.css"]')) {
      document.head.append(el("link", { rel: "stylesheet", href: "/review.css" }));
    }
    const status = $("status-line");
    if (status && !$("opening")) status.after(opening);
    const play = $("play");
    if (play && !$("review")) play.after(panel);
    $("review-pick").addEventListener("submit", (e) => {
      e.preventDefault();
      const id = $("review-game").value.trim();
      if (!/^[0-9]+$/.test(id)) { setState("'" + id + "' is not a game number"); return; }
      followLive = false;
      $("review-run").hidden = false;
      load(id);
    });
    $("review-run").addEventListener("click", run);
    $("review-first").addEventListener("click", () => go(0));
    $("review-back").addEventListener("click", () => go(at - 1));
    $("review-forward").addEventListener("click", () => go(at + 1));
    $("review-last").addEventListener("click", () => go(lastStep()));
    // the arrow keys step while the review has the focus (its buttons, its board, its move list), not in its field
    panel.addEventListener("keydown", (e) => {
      if (!data || !data.review || e.altKey || e.ctrlKey || e.metaKey || e.target.closest("form")) return;
      const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: lastStep() }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      go(to);
    });
  }

  const lastStep = () => (data && data.review ? data.review.moves.length : 0);

  function setState(text) { $("review-state").textContent = text; }

  // ---------------------------------------------------------------- the live state
  let seen = false;
  document.addEventListener("state", (e) => onState(e.detail));

  function onState(s) {
    seen = true;
    const octi = s.game === "octi";
    panel.hidden = octi;
    opening.hidden = octi || !s.opening;
    if (!octi && s.opening) {
      const o = s.opening;
      opening.textContent = (o.name ? "Opening: " + o.name : "No named opening") +
        (o.leftTheoryAt ? " · left the named lines at move " + o.leftTheoryAt : o.name ? " · in the named lines" : "");
    }
    if (octi) return;
    // the review and the openings are standard 8x8 Othello's (docs/REVIEW.md)
    const reviewable = s.size === 8 && s.rules === "standard";
    $("review-run").hidden = followLive && !reviewable;
    if (followLive && !reviewable) {
      gameId = String(s.gameId);
      $("review-game").value = s.gameId;
      setState("Game " + s.gameId + " (" + s.variant + "): the review is for standard 8x8 Othello only");
      clear();
      return;
    }
    if (followLive && (String(s.gameId) !== gameId || (s.status === "over" && data && data.state === "none"))) {
      $("review-game").value = s.gameId;
      load(String(s.gameId));
    }
  }

  async function run() {
    const id = $("review-game").value.trim();
    try {
      const r = await fetch("/api/games/" + encodeURIComponent(id) + "/review", { method: "POST" });
      const j = await r.json();
      if (!r.ok) { setState("refused: " + j.error); return; }
      show(j);
    } catch (e) {
      setState("the service did not answer (" + e.message + ")");
    }
  }

  async function load(id) {
    if (id !== gameId) { at = null; data = null; }
    gameId = id;
    try {
      const r = await fetch("/api/games/" + encodeURIComponent(id) + "/review");
      const j = await r.json();
      if (gameId !== id) return;
      if (!r.ok) { setState(j.error); clear(); return; }
      show(j);
    } catch (e) {
      setState("the review could not be loaded (" + e.message + ")");
    }
  }

  function show(j) {
    data = j;
    clearTimeout(poll);
    const words = { none: "not reviewed yet: it is reviewed when it ends, or now with “Review it”",
      queued: "waiting for the engine…", reviewing: "the engine is reviewing it (it gives way to the game's AI)…",
      done: "", failed: "the review failed: " + j.why };
    setState("Game " + j.gameId + ": " + (words[j.state] || j.state));
    if (j.state === "queued" || j.state === "reviewing") poll = setTimeout(() => load(String(j.gameId)), 2000);
    if (!j.review) { clear(); return; }
    const r = j.review;
    const errors = r.plies.filter((p) => COLOURS[p.class]);
    const count = (c) => errors.filter((p) => p.class === c).length;
    $("review-summary").textContent = (r.opening ? r.opening + (r.leftTheory ? ", out of the named lines at move " + r.leftTheory : "") + ". " : "") +
      count("blunder") + " blunders, " + count("mistake") + " mistakes, " + count("inaccuracy") + " inaccuracies" +
      " (searched " + r.depth + " plies, exact from " + r.exactFrom + " empties).";
    $("review-legend").textContent = "Black's final disc difference expected after each move (above the line: Black ahead). " +
      "Marks: inaccuracy ≥ " + j.thresholds.inaccuracy + " discs lost, mistake ≥ " + j.thresholds.mistake +
      ", blunder ≥ " + j.thresholds.blunder + (r.leftTheory ? "; the dashed line: where the game left the named openings" : "") +
      ". Tap a mark or a move. " + j.convention;
    drawGraph(r);
    const ol = $("review-mistakes");
    ol.innerHTML = "";
    for (const p of errors) {
      const li = el("li");
      const b = el("button", { type: "button", class: "review-mistake " + p.class, "data-ply": p.ply }, p.listed);
      b.addEventListener("click", () => { go(p.ply); $("review-position").scrollIntoView({ block: "nearest" }); });
      li.append(b);
      ol.append(li);
    }
    listMoves(r);
    $("review-stepper").hidden = false;
    go(at === null ? lastStep() : at);
  }

  const MARKS = { inaccuracy: "?!", mistake: "?", blunder: "??" };

  function listMoves(r) {
    const ol = $("review-moves");
    ol.innerHTML = "";
    r.moves.forEach((m, i) => {
      const p = r.plies.find((q) => q.ply === i + 1);
      const kind = p && MARKS[p.class] ? p.class : "";
      const b = el("button", { type: "button", class: "review-step " + kind, "data-ply": i + 1,
        "aria-label": (i + 1) + ". " + cap(m.mover) + " " + m.move + (kind ? ", " + kind : "") },
      m.move + (kind ? MARKS[kind] : ""));
      b.addEventListener("click", () => go(i + 1));
      const li = el("li");
      li.append(b);
      ol.append(li);
    });
  }

  function clear() {
    for (const id of ["review-summary", "review-graph", "review-mistakes", "review-legend", "review-moves"]) $(id).innerHTML = "";
    $("review-stepper").hidden = true;
  }

  // ---------------------------------------------------------------- the graph
  function drawGraph(r) {
    const W = 360, H = 170, L = 30, R = 8, T = 8, B = 22;
    const plies = r.plies;
    const last = Math.max(60, plies.length ? plies[plies.length - 1].ply : 60);
    const top = Math.max(8, Math.ceil(Math.max(...plies.map((p) => Math.abs(p.blackValue)), 1) / 8) * 8);
    const x = (ply) => L + (W - L - R) * ply / last;
    const y = (v) => T + (H - T - B) * (top - Math.max(-top, Math.min(top, v))) / (2 * top);
    const g = svg("svg", { viewBox: "0 0 " + W + " " + H, width: "100%", id: "review-svg", "font-size": "10" });
    g.append(svg("rect", { x: L, y: T, width: W - L - R, height: H - T - B, fill: "#fbfaf5", stroke: "#999" }));
    const firstExact = plies.find((p) => p.exact);
    if (firstExact) {
      g.append(svg("rect", { x: x(firstExact.ply - 1), y: T, width: x(last) - x(firstExact.ply - 1), height: H - T - B,
        fill: "#e4eefc" }));
      const t = svg("text", { x: x(firstExact.ply - 1) + 3, y: T + 11, fill: "#345" });
      t.textContent = "exact";
      g.append(t);
    }
    if (r.leftTheory) {
      g.append(svg("line", { x1: x(r.leftTheory - 0.5), x2: x(r.leftTheory - 0.5), y1: T, y2: H - B, stroke: "#2d4a2b",
        "stroke-dasharray": "3 3" }));
    }
    for (const v of [top, top / 2, 0, -top / 2, -top]) {
      g.append(svg("line", { x1: L, x2: W - R, y1: y(v), y2: y(v), stroke: v === 0 ? "#333" : "#ddd" }));
      const t = svg("text", { x: L - 3, y: y(v) + 3, "text-anchor": "end", fill: "#333" });
      t.textContent = v > 0 ? "+" + v : String(v);
      g.append(t);
    }
    for (let m = 10; m <= last; m += 10) {
      const t = svg("text", { x: x(m), y: H - 8, "text-anchor": "middle", fill: "#333" });
      t.textContent = String(m);
      g.append(t);
    }
    const pts = [[x(0), y(0)]].concat(plies.map((p) => [x(p.ply), y(p.blackValue)]));
    g.append(svg("polyline", { points: pts.map((p) => p[0].toFixed(1) + "," + p[1].toFixed(1)).join(" "), fill: "none",
      stroke: "#1d3d1b", "stroke-width": "2" }));
    for (const p of plies) {
      const colour = COLOURS[p.class];
      // every move can be tapped (a wide invisible strip); mistakes are marked
      const hit = svg("rect", { x: x(p.ply - 0.5), y: T, width: Math.max(4, x(1) - x(0)), height: H - T - B,
        fill: "transparent", "data-ply": p.ply, class: "review-hit" });
      hit.addEventListener("click", () => go(p.ply));
      g.append(hit);
      if (colour) {
        const c = svg("circle", { cx: x(p.ply), cy: y(p.blackValue), r: p.class === "blunder" ? 6 : 5, fill: colour,
          stroke: "#000", "data-ply": p.ply, class: "review-mark " + p.class });
        const title = svg("title", {});
        title.textContent = p.ply + ". " + p.move + " " + p.class;
        c.append(title);
        c.addEventListener("click", () => go(p.ply));
        g.append(c);
      }
    }
    if (at) {
      g.append(svg("line", { x1: x(at), x2: x(at), y1: T, y2: H - B, stroke: "#3b7bff", "stroke-width": "2",
        id: "review-cursor" }));
    }
    const box = $("review-graph");
    box.innerHTML = "";
    box.append(g);
  }

  // ---------------------------------------------------------------- one position on a small board
  // Step k shows the position after k moves: move k's square marked as played, the best move's (then still empty)
  // marked as the engine's, when it differs.
  function go(step) {
    if (!data || !data.review) return;
    const r = data.review;
    at = Math.max(0, Math.min(r.moves.length, step));
    drawGraph(r);
    const n = r.size;
    const sq = (name) => (name.charCodeAt(0) - 97) + (parseInt(name.slice(1), 10) - 1) * n;
    const m = at > 0 ? r.moves[at - 1] : null;
    const p = at > 0 ? r.plies.find((q) => q.ply === at) : null;
    const played = m && m.move !== "pass" ? sq(m.move) : -1;
    const best = p && p.best !== p.move ? sq(p.best) : -1;
    const position = r.positions[at];
    const board = $("review-board");
    board.style.gridTemplateColumns = board.style.gridTemplateRows = "repeat(" + n + ", 1fr)";
    board.innerHTML = "";
    for (let i = 0; i < n * n; i++) {
      const cell = el("div", { "data-square": String.fromCharCode(97 + (i % n)) + (Math.floor(i / n) + 1) });
      const c = position[i];
      if (c === "X" || c === "O") cell.append(el("div", { class: "disc " + c }));
      if (i === played) cell.append(el("div", { class: "mark played" }));
      if (i === best) cell.append(el("div", { class: "mark best" }));
      board.append(cell);
    }
    let words;
    if (!m) {
      words = "The start.";
    } else if (p) {
      words = "Move " + at + ": " + p.detail + (p.bestLine.length && p.best !== p.move ? " Best line: " + p.bestLine.join(" ") + "." : "") +
        (p.exact ? " Solved exactly." : " Searched " + p.depth + " plies.");
    } else {
      words = "Move " + at + ": " + cap(m.mover) + (m.move === "pass" ? " passes." : " played " + m.move + " (not valued).");
    }
    $("review-move").textContent = words;
    board.setAttribute("aria-label", "the board " + (at ? "after move " + at : "at the start") +
      (played >= 0 ? ", " + m.move + " played" : "") + (best >= 0 ? ", the best move " + p.best : ""));
    $("review-at").textContent = at === 0 ? "Start · " + r.moves.length + " moves" : "Move " + at + " of " + r.moves.length;
    // aria-disabled, not disabled: a button that keeps the focus keeps the arrow keys working
    for (const id of ["review-first", "review-back"]) $(id).setAttribute("aria-disabled", String(at === 0));
    for (const id of ["review-forward", "review-last"]) $(id).setAttribute("aria-disabled", String(at === r.moves.length));
    for (const b of document.querySelectorAll("#review-moves .review-step")) {
      if (b.dataset.ply === String(at)) {
        b.setAttribute("aria-current", "step");
      } else {
        b.removeAttribute("aria-current");
      }
    }
    for (const b of document.querySelectorAll("#review-mistakes .review-mistake")) {
      b.classList.toggle("chosen", b.dataset.ply === String(at));
    }
  }

  install();
  // a state that arrived before this file was read: asked once
  fetch("/api/state").then((r) => r.json()).then((s) => { if (!seen && s.version !== undefined) onState(s); })
    .catch(() => {});
})();
