// The players' ways out of a game (docs/RULES.md O-14, O-15), one tap away above the board: Resign (confirmed in a
// dialog), Offer draw, Take back, and Accept / Decline while an offer waits. It reads the state app.js receives (the
// "state" event) and uses app.js's api(). On hardware these are the arbiter's (the PIN), the players have the clock
// buttons (README, "Resigning, draws and takebacks").
"use strict";

(() => {
  const panel = document.getElementById("endings-panel");
  panel.innerHTML = `
    <button id="end-resign" title="give the game up (O-14); on the board: hold your clock button 3 s">Resign</button>
    <button id="end-draw" class="othello-only" title="offer a draw (O-15); on the board: hold both clock buttons 2 s">Offer draw</button>
    <button id="end-takeback" class="othello-only" title="take your last move back (casual games; against the AI at once)">Take back</button>
    <span id="end-offer" role="status" aria-live="polite" hidden>
      <span id="end-offer-text"></span>
      <button id="end-accept">Accept</button>
      <button id="end-decline">Decline</button>
    </span>`;
  const dialog = document.createElement("dialog");
  dialog.id = "resign-dialog";
  dialog.setAttribute("aria-labelledby", "resign-title");
  dialog.innerHTML = `
    <form method="dialog">
      <h2 id="resign-title">Resign the game?</h2>
      <p id="resign-text">The game ends at once and cannot be played on.</p>
      <label id="resign-side-label">Who resigns <select id="resign-side">
        <option value="black">Black</option><option value="white">White</option></select></label>
      <button type="submit" id="resign-ok" value="yes">Resign</button>
      <button type="submit" id="resign-cancel" value="no" autofocus>Keep playing</button>
    </form>`;
  document.body.appendChild(dialog);
  const $e = (id) => document.getElementById(id);
  let current = null;

  // The one person at the board when the other side is the AI (null: two people, or none).
  function person(s) {
    if (!s.playerSpecs) return null;
    const black = s.playerSpecs.black === "human", white = s.playerSpecs.white === "human";
    return black === white ? null : black ? "black" : "white";
  }

  // The side a person plays from a phone (docs/REMOTE.md), or null: they offer and answer on the phone only.
  function phoneSide(s) {
    if (!s.playerSpecs) return null;
    return ["black", "white"].find((side) => s.playerSpecs[side].startsWith("phone")) || null;
  }

  function render(s) {
    current = s;
    panel.hidden = s.status === "over" || s.status === "setup";
    const octi = s.game === "octi";
    for (const el of panel.querySelectorAll(".othello-only")) el.hidden = octi;
    const alone = person(s);
    const phone = phoneSide(s);
    $e("end-draw").disabled = (!!alone && !phone) || !!s.offer;
    $e("end-takeback").disabled = s.tournament || !s.moves.length || (!!s.offer && !alone);
    const offer = s.offer;
    $e("end-offer").hidden = !offer;
    if (offer) {
      const by = offer.by[0].toUpperCase() + offer.by.substring(1);
      const forPhone = offer.by !== phone && phone !== null;
      $e("end-offer-text").textContent = by + (offer.what === "draw" ? " offers a draw"
        : offer.what === "adjourn" ? " offers to adjourn (the arbiter agrees: Arbiter tab, Adjourn)"
        : " asks to take back their last move")
        + (forPhone ? ": waiting for the phone's answer." : ".");
      $e("end-accept").hidden = $e("end-decline").hidden = forPhone;
    }
  }

  document.addEventListener("state", (e) => render(e.detail));

  $e("end-resign").addEventListener("click", () => {
    const s = current;
    const alone = s && s.game !== "octi" ? person(s) : null;
    $e("resign-side-label").hidden = !!alone;
    const mover = s ? String(s.toMoveTeam || s.toMove || "") : "";
    $e("resign-side").value = alone || (mover.toLowerCase().startsWith("white") ? "white" : "black");
    dialog.returnValue = "";
    dialog.addEventListener("close", () => {
      if (dialog.returnValue !== "yes") return;
      api("POST", "/api/resign", { side: alone || $e("resign-side").value }).catch(shown);
    }, { once: true });
    dialog.showModal();
  });
  // a draw is offered by the side to move, as at the board; against a phone by the person at the board
  $e("end-draw").addEventListener("click", () =>
    api("POST", "/api/offer", { side: phoneSide(current) ? person(current) : current.toMove, what: "draw" })
      .catch(shown));
  // the one who just moved asks to take it back; against the AI the service knows who
  $e("end-takeback").addEventListener("click", () => {
    const alone = person(current);
    const body = alone ? { what: "takeback" }
      : { side: current.toMove === "black" ? "white" : "black", what: "takeback" };
    api("POST", "/api/offer", body).catch(shown);
  });
  $e("end-accept").addEventListener("click", () => api("POST", "/api/offer/accept", {}).catch(shown));
  $e("end-decline").addEventListener("click", () => api("POST", "/api/offer/decline", {}).catch(shown));
})();
