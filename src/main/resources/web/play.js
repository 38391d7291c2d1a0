// The phone opponent's page (docs/REMOTE.md, "A phone as the far opponent"): the board's game on an on-screen board,
// both clocks as the board runs them and the moves, from the live view (/ws, the state of GET /api/state). A tap on a
// square with a dot sends the move with the invitation's token (POST /api/play/TOKEN/move); the board shows it on its
// lights for the person at the board to carry out. The token allows this game's side only: its moves, its resignation,
// a draw or a takeback of its last move offered to the board's person, and its answer to their offers.
"use strict";

const $ = (id) => document.getElementById(id);
const token = location.pathname.split("/")[2] || "";
let seat = null; // the invitation: gameId, side, name
let state = null;
let receivedAt = 0;

function squareName(i, n) {
  return String.fromCharCode(97 + (i % n)) + (Math.floor(i / n) + 1);
}

async function api(method, path, body) {
  const opts = { method, headers: {} };
  if (body !== undefined) {
    opts.body = JSON.stringify(body);
    opts.headers["Content-Type"] = "application/json";
  }
  let r, j;
  try {
    r = await fetch(path, opts);
    j = await r.json();
  } catch (e) {
    throw new Error("the board did not answer (" + e.message + ")");
  }
  if (!r.ok) throw new Error(j.error);
  return j;
}

function say(text) {
  $("error").textContent = text || "";
}

// the clocks as the board runs them (clock.js): the running one counts down between two states
function renderClocks() {
  if (state) showClocks(state.clock, receivedAt, "clock-box-");
}

function buildBoard(n) {
  const board = $("board");
  if (board.children.length === n * n) return;
  board.innerHTML = "";
  board.style.gridTemplateColumns = "repeat(" + n + ", 1fr)";
  for (let i = 0; i < n * n; i++) {
    const sq = document.createElement("div");
    sq.className = "sq";
    sq.dataset.square = squareName(i, n);
    sq.innerHTML = '<div class="disc-slot"></div><div class="ring"></div>';
    sq.setAttribute("role", "button");
    sq.tabIndex = 0;
    sq.addEventListener("click", () => tap(sq.dataset.square));
    sq.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); tap(sq.dataset.square); }
    });
    board.appendChild(sq);
  }
  const files = $("files"), ranks = $("ranks");
  files.innerHTML = ranks.innerHTML = "";
  for (let k = 0; k < n; k++) {
    files.insertAdjacentHTML("beforeend", "<span>" + String.fromCharCode(97 + k) + "</span>");
    ranks.insertAdjacentHTML("beforeend", "<span>" + (k + 1) + "</span>");
  }
}

function myTurn(s) {
  return s.gameId === seat.gameId && s.status === "playing" && s.toMove === seat.side && !s.ai.move;
}

function render() {
  const s = state;
  if (!s || !seat) return;
  if (s.game !== "othello" || s.gameId !== seat.gameId) {
    $("to-move").textContent = "The board plays another game now: this link was for game " + seat.gameId + ".";
    $("resign").disabled = $("offer-draw").disabled = $("offer-takeback").disabled = true;
    return;
  }
  const n = s.size;
  buildBoard(n);
  const legal = new Set(myTurn(s) ? s.legalMoves : []);
  const words = { X: "black disc", O: "white disc", "-": "empty" };
  for (let i = 0; i < n * n; i++) {
    const sq = $("board").children[i];
    const name = squareName(i, n);
    const c = s.position[i];
    const pending = s.ai.move === name && s.toMove === seat.side;
    const slot = c === "-" ? (pending ? '<div class="ghost ' + (seat.side === "black" ? "X" : "O") + '"></div>' : "")
      : '<div class="disc ' + c + '"></div>';
    const slotEl = sq.querySelector(".disc-slot");
    if (slotEl.innerHTML !== slot) slotEl.innerHTML = slot;
    sq.dataset.disc = c;
    sq.classList.toggle("legal", legal.has(name) && c === "-");
    sq.classList.toggle("last", name === s.lastMove);
    sq.setAttribute("aria-label", name + ": " + words[c] + (legal.has(name) ? ", a legal move" : "")
      + (pending ? ", your move, waiting to be carried out" : "") + (name === s.lastMove ? ", the last move" : ""));
  }
  const blacks = [...s.position].filter((c) => c === "X").length;
  const whites = [...s.position].filter((c) => c === "O").length;
  $("score").textContent = "● " + blacks + " ○ " + whites;
  $("player-black").textContent = s.players.black;
  $("player-white").textContent = s.players.white;
  let line;
  if (s.result) {
    line = "Game over";
  } else if (s.status !== "playing") {
    line = "The game is " + s.status + " at the board";
  } else if (s.toMove === seat.side && s.ai.move) {
    line = "You play " + s.ai.move + ": the person at the board carries it out";
  } else if (s.toMove === seat.side) {
    line = "Your move: tap a square with a dot";
  } else {
    line = (s.toMove === "black" ? "Black" : "White") + " to move at the board";
  }
  $("to-move").textContent = line;
  const r = $("result");
  r.hidden = !s.result;
  if (s.result) r.textContent = (s.result.winner ? (s.result.winner === "black" ? "Black" : "White") + " wins " : "Draw ")
    + s.result.score + (s.result.reason ? " (" + s.result.reason + ")" : "");
  $("resign").disabled = !!s.result;
  // an offer waits: the board's for the phone to answer, or the phone's own for the board's person
  const offer = s.status === "over" ? null : s.offer;
  const forMe = offer && offer.by !== seat.side;
  $("offer-line").hidden = !offer;
  $("offer-text").textContent = !offer ? "" : forMe
    ? "The board's player offers " + (offer.what === "draw" ? "a draw" : "to take back their last move")
    : offer.what === "draw" ? "You offered a draw: waiting for the board's player"
    : "You asked to take back your last move: waiting for the board's player";
  $("offer-accept").hidden = $("offer-decline").hidden = !forMe;
  $("offer-draw").disabled = !!s.result || !!offer || s.status !== "playing";
  $("offer-takeback").disabled = !canAskTakeback(s, offer);
  $("moves").textContent = s.moves.map((m, i) => (i % 2 === 0 ? (i / 2 + 1) + ". " : "") + m).join(" ");
  renderClocks();
}

// A takeback as the board's rules allow it (docs/RULES.md O-15: casual games only): the phone has moved, and its move
// is not still waiting on the board's lights; the board says why when it refuses anyway.
function canAskTakeback(s, offer) {
  const moved = s.moves.length >= 2 || (s.moves.length === 1 && s.toMove !== seat.side);
  const onTheLights = !!s.ai.move && s.toMove === seat.side;
  return !s.result && !offer && s.status === "playing" && !s.tournament && moved && !onTheLights;
}

function show(s) {
  if (state && s.gameId === state.gameId && s.version < state.version) return; // an older state arriving late
  state = s;
  receivedAt = performance.now();
  render();
}

async function tap(square) {
  if (!state || !myTurn(state) || !state.legalMoves.includes(square)) return;
  try {
    show(await api("POST", "/api/play/" + token + "/move", { move: square }));
    say("");
  } catch (e) {
    say("refused: " + e.message);
  }
}

$("resign").addEventListener("click", () => {
  const d = $("resign-dialog");
  d.returnValue = "";
  d.addEventListener("close", async () => {
    if (d.returnValue !== "yes") return;
    try {
      show(await api("POST", "/api/play/" + token + "/resign", {}));
    } catch (e) {
      say("refused: " + e.message);
    }
  }, { once: true });
  d.showModal();
});

async function command(path, body) {
  try {
    show(await api("POST", "/api/play/" + token + path, body));
    say("");
  } catch (e) {
    say("refused: " + e.message);
  }
}
$("offer-draw").addEventListener("click", () => command("/offer", { what: "draw" }));
$("offer-takeback").addEventListener("click", () => command("/offer", { what: "takeback" }));
$("offer-accept").addEventListener("click", () => command("/offer/accept", {}));
$("offer-decline").addEventListener("click", () => command("/offer/decline", {}));

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

api("GET", "/api/play/" + token).then((j) => {
  seat = j;
  $("seat").textContent = "you play " + (j.side === "black" ? "Black" : "White") + " as " + j.name + ", game " + j.gameId;
  show(j.state);
  connect();
}).catch((e) => {
  say(e.message);
  $("resign").disabled = $("offer-draw").disabled = $("offer-takeback").disabled = true;
});
setInterval(renderClocks, 100);
