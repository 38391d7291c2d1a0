"use strict";
// The club hub's page: every board live (the hub pushes each board's view on /ws), one opened large, the round's
// table and the standings; the arbiter's commands after the PIN (docs/CLUB.md).
const $ = (id) => document.getElementById(id);
const boards = new Map();   // name -> {view, at: when received (ms)}
let tournament = null;
let arbiter = false;
let opened = null;

function clockText(ms) {
  if (ms < 0) return "--:--";
  const s = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(s / 60);
  return m >= 60 ? Math.floor(m / 60) + ":" + String(m % 60).padStart(2, "0") + ":" + String(s % 60).padStart(2, "0")
    : m + ":" + String(s % 60).padStart(2, "0");
}

function timeLeft(entry, side) {
  const c = entry.view.clocks;
  if (!c) return -1;
  let ms = c[side];
  if (ms >= 0 && c.running === side && !c.paused && entry.view.status === "playing") ms -= Date.now() - entry.at;
  return ms;
}

function squareName(i, n) { return String.fromCharCode(97 + (i % n)) + (Math.floor(i / n) + 1); }

function miniBoard(v) {
  const pos = v.position || "";
  const n = Math.round(Math.sqrt(pos.length)) || 8;
  const d = document.createElement("div");
  d.className = "mini";
  d.style.gridTemplateColumns = "repeat(" + n + ", 1fr)";
  for (let i = 0; i < n * n; i++) {
    const sq = document.createElement("div");
    if (v.lastMove && squareName(i, n) === v.lastMove) sq.className = "last";
    const ch = pos[i];
    if (ch === "X" || ch === "O") { const disc = document.createElement("i"); disc.className = ch; sq.appendChild(disc); }
    d.appendChild(sq);
  }
  return d;
}

function resultText(v) {
  if (!v.result) return "";
  const r = v.result;
  if (r.score) return r.score + (r.winner ? " " + r.winner + " wins" : " draw") + (r.reason === "time forfeit" ? " (time)" : "");
  return r.text || "over";
}

function card(name) {
  const e = boards.get(name);
  const v = e.view;
  const c = document.createElement("div");
  c.className = "card" + (v.online ? "" : " offline") + (v.status === "over" ? " over" : "")
    + (v.result && v.result.reason === "time forfeit" ? " flag" : "");
  c.dataset.board = name;
  const p = v.players || {};
  const run = v.clocks && v.clocks.running;
  c.innerHTML = "";
  const title = document.createElement("div");
  title.className = "title";
  title.innerHTML = "<span></span><span></span>";
  title.children[0].textContent = name + (v.table ? " · table " + v.table : "")
    + (v.remote ? " · remote " + v.remote.black + " – " + v.remote.white : "");
  title.children[1].textContent = v.online ? (v.status || "") : "offline";
  c.appendChild(title);
  const players = document.createElement("div");
  players.className = "players";
  for (const side of ["black", "white"]) {
    const s = document.createElement("span");
    const k = document.createElement("b");
    k.className = "clk " + side + (run === side && v.status === "playing" ? " running" : "");
    const left = timeLeft(e, side);
    if (left >= 0 && left < 60000) k.classList.add("low");
    k.textContent = clockText(left);
    k.dataset.side = side;
    // who has which colour, in words for a screen reader and as a disc for the eye
    const disc = document.createElement("i");
    disc.className = "disc " + side;
    disc.textContent = side === "black" ? "●" : "○";
    disc.title = side === "black" ? "Black" : "White";
    disc.setAttribute("aria-label", disc.title);
    s.appendChild(disc);
    s.appendChild(k);
    s.appendChild(document.createTextNode(" " + (p[side] || "")));
    players.appendChild(s);
  }
  c.appendChild(players);
  c.appendChild(miniBoard(v));
  const line = document.createElement("div");
  line.className = "line";
  const moves = v.moves ? v.moves.length : 0;
  line.textContent = v.result ? "" : (moves ? moves + (moves === 1 ? " move" : " moves") + ", last " + (v.lastMove || "") : "no move yet");
  if (v.result) { const r = document.createElement("span"); r.className = "result"; r.textContent = resultText(v); line.appendChild(r); }
  c.appendChild(line);
  c.onclick = () => openLarge(name);
  return c;
}

// A remote game between two of the club's boards is one game: shown on the card of the first of them only.
function shownBoards() {
  const names = [...boards.keys()].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  const codes = new Set();
  return names.filter((n) => {
    const r = boards.get(n).view.remote;
    if (!r) return true;
    if (codes.has(r.code)) return false;
    codes.add(r.code);
    return true;
  });
}

function renderBoards() {
  const grid = $("boards");
  const names = shownBoards();
  $("no-boards").hidden = names.length > 0;
  const existing = new Map([...grid.children].map((el) => [el.dataset.board, el]));
  for (const [name, el] of existing) if (!names.includes(name)) el.remove();
  let prev = null;
  for (const name of names) {
    const fresh = card(name);
    const old = existing.get(name);
    if (old) grid.replaceChild(fresh, old); else grid.insertBefore(fresh, prev ? prev.nextSibling : grid.firstChild);
    prev = fresh;
  }
  const online = [...boards.values()].filter((e) => e.view.online).length;
  $("summary").textContent = boards.size + " boards, " + online + " online";
  if (opened) renderLarge();
}

function renderOne(name) {
  const grid = $("boards");
  const old = [...grid.children].find((el) => el.dataset.board === name);
  if (!old || boards.get(name).view.remote) { renderBoards(); return; }
  grid.replaceChild(card(name), old);
  if (opened === name) renderLarge();
}

function openLarge(name) { opened = name; renderLarge(); if (!$("large").open) $("large").showModal(); }

function renderLarge() {
  const e = boards.get(opened);
  if (!e) return;
  const body = $("large-body");
  body.innerHTML = "";
  const c = card(opened);
  c.onclick = null;
  body.appendChild(c);
  const m = document.createElement("p");
  m.className = "moves";
  m.textContent = (e.view.moves || []).join(" ");
  body.appendChild(m);
}

$("large-close").onclick = () => { opened = null; $("large").close(); };

function renderTournament() {
  const t = tournament;
  $("t-name").textContent = t && t.name ? t.name : "No tournament yet";
  const round = t && t.rounds && t.rounds.length ? t.rounds[t.rounds.length - 1] : null;
  const box = $("round");
  // a result being typed is kept: the round's table waits until its boxes are left empty and unfocused
  const typing = [...box.querySelectorAll("input")].some((i) => i === document.activeElement || i.value !== "");
  if (!typing || !round || String(round.round) !== box.dataset.round) renderRound(box, round);
  renderStandingsAndPlayers(t);
}

function renderRound(box, round) {
  box.innerHTML = "";
  box.dataset.round = round ? round.round : "";
  if (round) {
    const h = document.createElement("h2");
    h.textContent = "Round " + round.round + (round.complete ? " (complete)" : "");
    box.appendChild(h);
    const table = document.createElement("table");
    table.innerHTML = "<thead><tr><th>T</th><th>Board</th><th>Black</th><th>White</th><th>Result</th></tr></thead>";
    const tb = document.createElement("tbody");
    for (const row of round.tables) {
      const tr = document.createElement("tr");
      for (const text of [row.table, row.board || "", row.black, row.white]) {
        const td = document.createElement("td"); td.textContent = text; tr.appendChild(td);
      }
      const td = document.createElement("td");
      // abandoned: the board left the game before its end, so no result will come from it
      // unchecked: the board reported a result its moves do not make, so it was not counted
      td.textContent = row.result ? row.result.text + (row.abandoned ? " (abandoned)" : "")
        : row.unchecked ? "⚑ not counted: " + row.unchecked + ": set by hand"
        : row.abandoned ? "abandoned: set by hand" : "…";
      if ((row.abandoned || row.unchecked) && !row.result) td.className = "abandoned";
      if (arbiter) {
        const f = document.createElement("form");
        f.innerHTML = "<input type=number min=0 aria-label='Black discs'>-<input type=number min=0 aria-label='White discs'> <button>Set</button>";
        f.onsubmit = (ev) => {
          ev.preventDefault();
          const [b, w] = f.querySelectorAll("input");
          const result = { black: +b.value, white: +w.value };
          b.value = ""; w.value = ""; document.activeElement.blur(); // sent: the table may show the answer
          command("/api/rounds/" + round.round + "/tables/" + row.table + "/result", result);
        };
        td.appendChild(f);
      }
      tr.appendChild(td);
      tb.appendChild(tr);
    }
    if (round.bye) {
      const tr = document.createElement("tr");
      tr.innerHTML = "<td></td><td></td><td colspan=3></td>";
      tr.children[2].textContent = "bye: " + round.bye;
      tb.appendChild(tr);
    }
    table.appendChild(tb);
    box.appendChild(table);
  }
}

function renderStandingsAndPlayers(t) {
  const sb = $("standings").tBodies[0];
  sb.innerHTML = "";
  for (const s of (t && t.standings) || []) {
    const tr = document.createElement("tr");
    for (const text of [s.rank, s.name, s.points, s.discs, s.games]) {
      const td = document.createElement("td"); td.textContent = text; tr.appendChild(td);
    }
    sb.appendChild(tr);
  }
  const list = $("players");
  list.innerHTML = "";
  for (const p of (t && t.players) || []) {
    const li = document.createElement("li");
    li.value = p.id;
    li.textContent = p.name + (p.rating ? " (" + p.rating + ")" : "");
    list.appendChild(li);
  }
  const links = $("ggf-links");
  links.innerHTML = "";
  for (const r of (t && t.rounds) || []) {
    const a = document.createElement("a");
    a.href = "/api/rounds/" + r.round + "/games.ggf";
    a.textContent = "round " + r.round + " (GGF)";
    links.appendChild(a);
    links.appendChild(document.createTextNode(" "));
  }
}

function connect() {
  const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
  ws.onopen = () => { $("connection").textContent = "live"; $("connection").className = "ok"; };
  ws.onclose = () => { $("connection").textContent = "reconnecting…"; $("connection").className = "bad"; setTimeout(connect, 1000); };
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    const now = Date.now();
    if (msg.type === "all") {
      boards.clear();
      for (const v of msg.boards) boards.set(v.name, { view: v, at: now });
      tournament = msg.tournament;
      renderBoards();
      renderTournament();
    } else if (msg.type === "board") {
      const isNew = !boards.has(msg.board.name);
      boards.set(msg.board.name, { view: msg.board, at: now });
      if (isNew) renderBoards(); else renderOne(msg.board.name);
    } else if (msg.type === "tournament") {
      tournament = msg.tournament;
      renderTournament();
    }
  };
}

// the clocks run between updates
setInterval(() => {
  for (const k of document.querySelectorAll(".clk")) {
    const card = k.closest(".card");
    const e = card && boards.get(card.dataset.board);
    if (e) k.textContent = clockText(timeLeft(e, k.dataset.side));
  }
}, 250);

async function command(path, body) {
  const r = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body || {}) });
  const j = await r.json().catch(() => ({}));
  const out = $("answers");
  if (r.status === 401) { arbiter = false; showControls(); await login(); return false; }
  if (!r.ok) { out.innerHTML = ""; const s = document.createElement("span"); s.className = "bad"; s.textContent = j.error; out.appendChild(s); return false; }
  if (j.boards) {
    out.textContent = j.boards.map((b) => b.board + ": " + (b.ok ? "ok" : b.error)).join("\n");
    tournament = j.tournament;
  } else {
    out.textContent = "done";
    tournament = j;
  }
  renderTournament();
  return true;
}

function currentRound() {
  return tournament && tournament.rounds && tournament.rounds.length ? tournament.rounds[tournament.rounds.length - 1].round : 0;
}

function showControls() { $("controls").hidden = !arbiter; $("arbiter").textContent = arbiter ? "Lock" : "Arbiter"; renderTournament(); }

function login() {
  return new Promise((resolve) => {
    const dialog = $("pin-dialog");
    $("pin-error").textContent = "";
    $("pin").value = "";
    $("pin-form").onsubmit = async (e) => {
      e.preventDefault();
      const r = await fetch("/api/login", { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ pin: $("pin").value }) });
      if (r.ok) { arbiter = true; dialog.close(); showControls(); resolve(true); return; }
      const j = await r.json().catch(() => ({}));
      $("pin-error").textContent = j.error || "refused";
    };
    $("pin-cancel").onclick = () => { dialog.close(); resolve(false); };
    dialog.showModal();
  });
}

$("arbiter").onclick = async () => {
  if (arbiter) { await fetch("/api/logout", { method: "POST" }); arbiter = false; showControls(); } else { await login(); }
};
$("f-create").onsubmit = async (e) => {
  e.preventDefault();
  const body = { name: $("t-new").value, size: +$("t-size").value };
  if (tournament && tournament.name) {
    // replacing deletes the players, rounds and results: only on the arbiter's yes
    if (!window.confirm("Replace the tournament \"" + tournament.name + "\" with \"" + body.name
      + "\"? Its players, rounds and results will be deleted.")) return;
    body.replace = true;
  }
  if (await command("/api/tournament", body)) $("t-new").value = ""; // made: the form is ready for the next one
};
$("f-player").onsubmit = (e) => {
  e.preventDefault();
  const body = { name: $("p-name").value };
  if ($("p-rating").value) body.rating = +$("p-rating").value;
  command("/api/players", body);
  $("p-name").value = ""; $("p-rating").value = "";
};
$("b-pair").onclick = () => command("/api/rounds", {});
// "1-4 2-3 bye 5": Black-White by the players' numbers (their order of entry), then the bye
$("f-hand").onsubmit = (e) => {
  e.preventDefault();
  const pairings = [];
  const text = $("hand").value.trim();
  for (const m of text.matchAll(/bye\s*:?\s*(\d+)|(\d+)\s*-\s*(\d+)/gi)) {
    pairings.push(m[1] ? { bye: +m[1] } : { black: +m[2], white: +m[3] });
  }
  command("/api/rounds", { pairings });
};
$("b-send").onclick = () => command("/api/rounds/" + currentRound() + "/send", { clock: $("clock").value });
$("b-start").onclick = () => command("/api/rounds/" + currentRound() + "/start", {});
$("b-pause").onclick = () => command("/api/pause-all", {});
$("b-resume").onclick = () => command("/api/resume-all", {});

fetch("/api/session").then((r) => r.json()).then((j) => { arbiter = !!j.arbiter; showControls(); }).catch(() => {});
connect();
