// The companion page: the state arrives over a WebSocket (GET /api/state as a fallback), commands go
// to the JSON API (docs/API.md). On the simulated board a click places, flips or lifts a disc and the
// page posts the whole new frame, as a sensor scan would report it.
"use strict";

let state = null;
let receivedAt = 0;
// set-up on a hardware presence board: the colours the page gives the occupied squares (default black)
const setupColours = {};
const $ = (id) => document.getElementById(id);

function squareName(i, size) {
  return String.fromCharCode(97 + (i % size)) + (Math.floor(i / size) + 1);
}

async function api(method, path, body) {
  const opts = { method };
  if (body !== undefined) {
    opts.body = typeof body === "string" ? body : JSON.stringify(body);
  }
  const r = await fetch(path, opts);
  const j = await r.json();
  if (!r.ok) {
    note("refused: " + j.error);
    throw new Error(j.error);
  }
  if (j.version !== undefined) {
    show(j);
  }
  return j;
}

let localNotes = [];
function note(text) {
  localNotes.push(text);
  renderMessages();
}

function connect() {
  const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
  ws.onopen = () => { $("connection").textContent = "live"; $("connection").className = "ok"; };
  ws.onmessage = (e) => show(JSON.parse(e.data));
  ws.onclose = () => {
    $("connection").textContent = "reconnecting…";
    $("connection").className = "bad";
    setTimeout(connect, 1000);
  };
}

function show(s) {
  if (state && s.version < state.version && s.gameId === state.gameId) {
    return; // an older answer arriving late
  }
  if (!state) {
    $("new-game").game.value = s.game; // the form offers the game being played
    $("new-game").sensors.value = s.sensors; // and its sensing (on a reed board, presence)
    newGameForm();
  }
  state = s;
  receivedAt = performance.now();
  showBoard(s);
  render();
}

// The board's link in the header, and the sensing the New game form offers: what the board can play.
function showBoard(s) {
  const b = s.board, link = $("board-link");
  link.textContent = "board " + b.link + (b.reason ? ": " + b.reason : "");
  link.className = b.link === "connected" ? "ok" : "bad";
  const sensors = $("new-game").sensors;
  for (const o of sensors.options) o.disabled = !b.sensing.includes(o.value);
  if (!b.sensing.includes(sensors.value)) sensors.value = s.sensors;
}

function render() {
  const s = state;
  const octi = s.game === "octi";
  for (const el of document.querySelectorAll(".octi-only")) el.hidden = !octi;
  for (const el of document.querySelectorAll(".othello-only")) el.hidden = octi;
  $("octi-panel").hidden = !octi;
  if (octi) {
    renderOcti();
    return;
  }
  const n = s.size;
  $("backend").textContent = s.backend;
  $("status").textContent = "game " + s.gameId + ": " + s.variant + ", " + s.sensors + " sensors, " + s.status;
  $("to-move").textContent = s.result ? "result " + s.result.score + (s.result.winner ? " (" + s.result.winner + " wins)" : " (draw)")
    : s.toMove ? s.toMove + " to move" + (s.ai.thinking ? " (AI thinking)" : s.ai.move ? " (AI plays " + s.ai.move + ")" : "") : "";
  const pos = s.position;
  const blacks = [...pos].filter((c) => c === "X").length;
  const whites = [...pos].filter((c) => c === "O").length;
  $("score").textContent = "· ● " + blacks + " ○ " + whites;
  $("player-black").textContent = s.players.black;
  $("player-white").textContent = s.players.white;
  renderBoard();
  renderMini($("mini-sensors"), s.frame || "", n);
  renderMini($("mini-game"), s.position, n);
  $("moves").textContent = s.moves.map((m, i) => (i % 2 === 0 ? (i / 2 + 1) + "." : "") + m).join(" ");
  renderMessages();
  renderGuide();
  $("export-transcript").href = "/api/games/" + s.gameId + "/transcript";
  $("export-ggf").href = "/api/games/" + s.gameId + "/ggf";
  $("export-ggf").hidden = false;
  $("btn-black").disabled = !s.simulated;
  $("btn-white").disabled = !s.simulated;
  $("hand").style.display = s.simulated ? "" : "none";
  renderClocks();
}

function renderBoard() {
  const s = state;
  const n = s.size;
  const board = $("board");
  const discs = s.sim ? s.sim.discs : setupView(s.frame || s.position);
  buildBoard(n, false, '<div class="disc-slot"></div>');
  const leds = {};
  for (const l of s.leds) leds[l.square] = l;
  for (let i = 0; i < n * n; i++) {
    const sq = board.children[i];
    const c = discs[i];
    sq.dataset.disc = c;
    sq.querySelector(".disc-slot").innerHTML = c === "-" ? "" :
      '<div class="disc ' + (c === "#" ? "occupied" : c) + '"></div>';
    const led = leds[squareName(i, n)];
    const ring = sq.querySelector(".ring");
    ring.className = "ring" + (led ? " " + led.colour + " " + led.pattern : "");
    sq.dataset.led = led ? led.colour + " " + led.pattern : "off";
  }
}

// The squares of an n x n board, made again only when the size or the game changes; content is what
// each square holds between its name and its LED ring.
function buildBoard(n, octi, content) {
  const board = $("board");
  if (board.children.length === n * n && board.classList.contains("octi") === octi) return;
  board.innerHTML = "";
  board.classList.toggle("octi", octi);
  board.style.gridTemplateColumns = "repeat(" + n + ", 1fr)";
  for (let i = 0; i < n * n; i++) {
    const sq = document.createElement("div");
    sq.className = "sq";
    sq.dataset.square = squareName(i, n);
    sq.dataset.index = i;
    sq.innerHTML = '<span class="name">' + squareName(i, n) + "</span>" + content + '<div class="ring"></div>';
    sq.addEventListener("click", (e) => click(i, e));
    sq.addEventListener("contextmenu", (e) => { e.preventDefault(); click(i, e, true); });
    board.appendChild(sq);
  }
}

function setupView(frame) {
  if (state.status !== "setup" || state.sensors !== "presence") return frame;
  return [...frame].map((c, i) => (c === "#" ? setupColours[i] || "X" : c)).join("");
}

function renderGuide() {
  const s = state;
  const o = s.observation;
  let text = "";
  if (o.kind === "mismatch" && s.lostTrack) {
    const words = { "put-black": "put a black disc on", "put-white": "put a white disc on", put: "put a disc on",
      remove: "take away", flip: "turn" };
    text = "The way back: " + o.fixes.map((f) => words[f.fix] + " " + f.square).join(", ");
  } else if (o.kind === "mismatch") {
    text = "Wrong: " + o.faults.map((f) => f.square + " (" + f.reason + ")").join(", ");
  } else if (o.kind === "move" && !o.complete) {
    text = s.sensors === "colour" ? "Turn " + o.toFlip.join(" ") : "";
  } else if (o.kind === "move" && s.sensors === "presence") {
    const who = o.side === "black" ? "Black" : "White";
    text = (o.toFlip.length ? "Turn " + o.toFlip.join(" ") + ", then press " : "Press ") + who + "'s clock";
  }
  $("guide").textContent = text;
}

function renderMini(el, text, n) {
  if (el.children.length !== n * n) {
    el.innerHTML = "";
    el.style.gridTemplateColumns = "repeat(" + n + ", 1fr)";
    for (let i = 0; i < n * n; i++) el.appendChild(document.createElement("div"));
  }
  for (let i = 0; i < n * n; i++) {
    const c = text[i] || "-";
    el.children[i].innerHTML = c === "-" ? "" : '<div class="disc ' + (c === "#" ? "occupied" : c) + '"></div>';
  }
}

function renderMessages() {
  if (!state) return;
  const ol = $("messages");
  const items = state.messages.map((m) => m.at.substring(11, 19) + " " + m.text).concat(localNotes);
  ol.innerHTML = "";
  for (const t of items.slice(-30)) {
    const li = document.createElement("li");
    li.textContent = t;
    ol.appendChild(li);
  }
  ol.scrollTop = ol.scrollHeight;
}

function fmt(ms) {
  if (ms < 0) return "--:--";
  if (ms < 20000) return (Math.floor(ms / 100) / 10).toFixed(1);
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  return (h ? h + ":" + String(m).padStart(2, "0") : m) + ":" + String(sec).padStart(2, "0");
}

function renderClocks() {
  if (!state) return;
  const c = state.clock;
  const elapsed = performance.now() - receivedAt;
  for (const side of ["black", "white"]) {
    let ms = c[side];
    if (c.running === side && ms >= 0) ms = Math.max(0, ms - elapsed);
    $("clock-" + side).textContent = c.control === "none" ? "--:--" : fmt(ms);
    $("btn-" + side).classList.toggle("running", c.running === side);
  }
}

function click(i, e, lift) {
  if (state && state.game === "octi") {
    octiClick(i, lift);
    return;
  }
  if (state && !state.simulated && state.status === "setup" && state.sensors === "presence") {
    setupColours[i] = (setupColours[i] || "X") === "X" ? "O" : "X"; // the colour the sensors cannot see
    render();
    return;
  }
  if (!state || !state.simulated) return;
  const discs = [...state.sim.discs];
  const mode = $("hand-mode").value;
  if (lift || mode === "lift") {
    discs[i] = "-";
  } else if (discs[i] === "-") {
    discs[i] = mode === "black" ? "X" : mode === "white" ? "O" : (state.toMove === "white" ? "O" : "X");
  } else if (discs[i] === "X") {
    discs[i] = "O";
  } else if (discs[i] === "O") {
    discs[i] = "X";
  } else {
    discs[i] = "-"; // a disc of unknown colour: lift it
  }
  api("POST", "/api/sim/frame", discs.join("")).catch(() => {});
}

async function loadGames() {
  try {
    const r = await fetch("/api/games");
    const j = await r.json();
    const ul = $("games");
    ul.innerHTML = "";
    for (const g of j.games.slice(0, 20)) {
      const li = document.createElement("li");
      li.innerHTML = "#" + g.id + " " + g.started.substring(0, 16).replace("T", " ") + " " + g.status +
        (g.result ? " " + g.result : "") + " — " + g.black + " v " + g.white +
        ' <a href="/api/games/' + g.id + '/transcript">' + (g.game === "octi" ? "record" : "transcript") + "</a>" +
        (g.game === "octi" ? "" : ' <a href="/api/games/' + g.id + '/ggf">GGF</a>');
      ul.appendChild(li);
    }
  } catch (e) { /* the list comes back with the next game */ }
}

$("btn-black").addEventListener("click", () => api("POST", "/api/sim/button/black").catch(() => {}));
$("btn-white").addEventListener("click", () => api("POST", "/api/sim/button/white").catch(() => {}));
$("pause").addEventListener("click", () => api("POST", "/api/pause").catch(() => {}));
$("resume").addEventListener("click", () => api("POST", "/api/resume").catch(() => {}));
$("setup-begin").addEventListener("click", () => api("POST", "/api/setup/begin").catch(() => {}));
$("setup-cancel").addEventListener("click", () => api("POST", "/api/setup/cancel").catch(() => {}));
$("setup-take").addEventListener("click", () => {
  if (state && state.game === "octi") {
    api("POST", "/api/setup/take", { picture: $("setup-picture").value }).then(loadGames).catch(() => {});
    return;
  }
  const body = { toMove: $("setup-side").value };
  if (state && state.sensors === "presence") {
    body.position = state.sim ? state.sim.discs.replace(/#/g, "X") : setupView(state.frame || "");
  }
  api("POST", "/api/setup/take", body).then(loadGames).catch(() => {});
});
$("new-game").addEventListener("submit", (e) => {
  e.preventDefault();
  const f = e.target;
  if (f.game.value === "octi") {
    const players = [f.seat0.value, f.seat1.value];
    if (f.octiVariant.value === "four-player") players.push(f.seat2.value, f.seat3.value);
    api("POST", "/api/game", { game: "octi", variant: f.octiVariant.value, sensors: f.sensors.value, players,
      clock: f.clock.value || "none" }).then(loadGames).catch(() => {});
    return;
  }
  const body = { game: "othello",
    start: f.start.value, size: Number(f.size.value), variant: f.variant.value, sensors: f.sensors.value,
    black: f.black.value, white: f.white.value, clock: f.clock.value || "none", tournament: f.tournament.checked,
  };
  api("POST", "/api/game", body).then(loadGames).catch(() => {});
});

// ---------------------------------------------------------------- Octi

// Prong directions clockwise from N as the notation names them, with their unit vectors (y down, row 1 on top).
const DIRS = { 8: [0, -1], 9: [1, -1], 6: [1, 0], 3: [1, 1], 2: [0, 1], 1: [-1, 1], 4: [-1, 0], 7: [-1, -1] };
let octiHover = null; // the candidate whose LEDs the board draws while the pointer is on it

function podSvg(token, faded) {
  // token: owner letter then prong digits, "!" after a super-prong (B86, w2!)
  const owner = token[0];
  const black = owner === "B" || owner === "b";
  let lines = "";
  for (let k = 1; k < token.length; k++) {
    const d = DIRS[token[k]];
    if (!d) continue;
    const sup = token[k + 1] === "!";
    const len = Math.hypot(d[0], d[1]);
    const x = 50 + 46 * d[0] / len, y = 50 + 46 * d[1] / len;
    lines += '<line x1="50" y1="50" x2="' + x.toFixed(1) + '" y2="' + y.toFixed(1) + '" stroke="' + (sup ? "#e33" : "#d9b000") +
      '" stroke-width="' + (sup ? 9 : 6) + '" stroke-linecap="round"/>';
  }
  const fill = black ? "#111" : "#f4f4f4";
  const label = owner === "b" || owner === "w" ? '<text x="50" y="58" text-anchor="middle" font-size="26" fill="' +
    (black ? "#fff" : "#111") + '">2</text>' : "";
  return '<svg viewBox="0 0 100 100" class="pod' + (faded ? " faded" : "") + '">' + lines +
    '<circle cx="50" cy="50" r="27" fill="' + fill + '" stroke="#666" stroke-width="2"/>' + label + "</svg>";
}

function renderOcti() {
  const s = state;
  const n = 9;
  $("backend").textContent = s.backend;
  $("status").textContent = "game " + s.gameId + ": " + s.variant + ", " + s.sensors + " sensors, " + s.status;
  $("to-move").textContent = s.result ? s.result.text + " (" + s.result.reason + ")"
    : s.toMove ? s.toMove + " to move" + (s.ai.thinking ? " (AI thinking)" : s.ai.move ? " (AI plays " + s.ai.move + ")" : "") : "";
  $("score").textContent = "";
  const team = (t) => s.seats.filter((x) => x.team === t).map((x) => x.player).join(", ");
  $("player-black").textContent = team("black");
  $("player-white").textContent = team("white");
  $("octi-seats").textContent = s.seats.map((x) => x.seat + " (" + x.player + "): reserve " + x.reserve + ", captured " +
    x.captured + ", prongs " + x.prongs + (s.octiVariant === "advanced" ? ", super-prongs " + x.supers : "")).join(" · ");
  renderOctiBoard();
  $("moves").textContent = s.moves.map((m, i) => (i % s.seats.length === 0 ? (i / s.seats.length + 1) + "." : "") + m).join(" ");
  $("guide").textContent = s.guide;
  renderOctiTurn();
  renderMessages();
  $("export-transcript").href = "/api/games/" + s.gameId + "/transcript";
  $("export-ggf").hidden = true;
  $("btn-black").disabled = !s.simulated;
  $("btn-white").disabled = !s.simulated;
  $("hand").style.display = s.simulated ? "" : "none";
  if (s.status === "setup" && !$("setup-picture").value) $("setup-picture").value = s.picture;
  renderClocks();
}

// The 9x9 board: the game's pods where the sensors see pods, the LEDs (or the hovered candidate's) as rings.
function renderOctiBoard() {
  const s = state;
  const n = 9;
  const board = $("board");
  buildBoard(n, true, '<div class="pods"></div><span class="count"></span>');
  const homes = {};
  for (const h of s.homes) homes[h.square] = h.owner || "neutral";
  const sensed = s.sim ? s.sim.discs : s.frame || "";
  const shown = octiHover ? octiHover.leds : s.leds;
  const leds = {};
  for (const l of shown) leds[l.square] = l;
  for (let i = 0; i < n * n; i++) {
    const sq = board.children[i];
    const name = squareName(i, n);
    const token = s.squares[i];
    const reading = sensed[i] || "-";
    let html = "";
    if (token) {
      // the game's pods; faded where the board has none (in the hand)
      const first = token.split("+")[0];
      html = podSvg(first, reading === "-");
    } else if (reading !== "-") {
      html = podSvg(reading === "O" ? "W" : "B", false); // a pod the game does not have here (moving, or wrong)
    }
    sq.querySelector(".pods").innerHTML = html;
    const pods = token ? token.split("+") : [];
    sq.querySelector(".count").textContent = pods.length > 1 ? "×" + pods.length : "";
    sq.title = name + (token ? ": " + token : "") + (homes[name] ? " (home of " + homes[name] + ")" : "");
    sq.classList.toggle("home", !!homes[name]);
    sq.dataset.pods = token || "";
    sq.dataset.disc = reading;
    const led = leds[name];
    sq.querySelector(".ring").className = "ring" + (led ? " " + led.colour + " " + led.pattern : "");
    sq.dataset.led = led ? led.colour + " " + led.pattern : "off";
  }
  renderMini($("mini-sensors"), sensed, n);
  renderMini($("mini-game"), s.squares.map((t) => (t ? (t[0] === "B" || t[0] === "b" ? "X" : "O") : "-")).join(""), n);
}

function renderOctiTurn() {
  const s = state;
  const t = s.turn;
  const ol = $("octi-candidates");
  ol.innerHTML = "";
  $("octi-turn").textContent = !t || s.ai.move ? "" : t.candidateCount === 0 ? "" :
    t.candidateCount + (t.candidateCount === 1 ? " move fits" : " moves fit") + " the board" +
    (t.candidateCount > t.candidates.length ? " (the first " + t.candidates.length + " listed; type any other below)" : "") +
    (s.ai.move || s.toMove === null ? "" : ": tap one to play it");
  if (!t || s.ai.move) return;
  t.candidates.forEach((c, k) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.textContent = c.move;
    b.className = "candidate" + (k === t.choice ? " chosen" : "");
    b.addEventListener("mouseenter", () => { octiHover = c; renderOctiBoard(); });
    b.addEventListener("mouseleave", () => { octiHover = null; renderOctiBoard(); });
    b.addEventListener("click", () => { octiHover = null; api("POST", "/api/octi/choose", { move: c.move }).catch(() => {}); });
    li.appendChild(b);
    ol.appendChild(li);
  });
}

function octiClick(i, lift) {
  if (!state.simulated) return;
  const discs = [...state.sim.discs];
  if (lift || discs[i] !== "-") {
    discs[i] = "-"; // every pod of the square lifted: the sensors see it empty
  } else {
    const mode = $("hand-mode").value;
    const colour = mode === "black" ? "X" : mode === "white" ? "O" : state.toMoveTeam === "white" ? "O" : "X";
    discs[i] = state.sensors === "presence" ? "#" : colour;
  }
  api("POST", "/api/sim/frame", discs.join("")).catch(() => {});
}

$("octi-move").addEventListener("submit", (e) => {
  e.preventDefault();
  const move = e.target.move.value.trim();
  if (move) api("POST", "/api/octi/choose", { move }).then(() => { e.target.move.value = ""; }).catch(() => {});
});

function octiSeatOptions() {
  const options = ["human", "random", "greedy"].concat([1, 2, 3, 4, 5, 6, 7, 8].map((k) => "ai:" + k));
  for (const sel of document.querySelectorAll(".octi-seat")) {
    sel.innerHTML = options.map((o) => '<option value="' + o + '">' + (o.startsWith("ai:") ? "AI " + o.substring(3) : o) + "</option>").join("");
  }
}

function newGameForm() {
  const f = $("new-game");
  const octi = f.game.value === "octi";
  for (const el of f.querySelectorAll(".octi-form")) el.hidden = !octi;
  for (const el of f.querySelectorAll(".othello-form")) el.hidden = octi;
  for (const el of f.querySelectorAll(".four")) el.hidden = f.octiVariant.value !== "four-player";
}
$("new-game").game.addEventListener("change", newGameForm);
$("new-game").octiVariant.addEventListener("change", newGameForm);
$("setup-begin").addEventListener("click", () => { $("setup-picture").value = ""; });
octiSeatOptions();
newGameForm();

setInterval(renderClocks, 100);
setInterval(loadGames, 15000);
fetch("/api/state").then((r) => r.json()).then(show);
loadGames();
connect();
