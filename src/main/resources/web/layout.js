// The page's layout (docs/PAGE.md): on a phone the board, the clocks, whose turn and the guide fill the first screen
// and the rest (messages and moves, games, the board's sensors and lights, the arbiter, settings) waits behind tabs
// under it; on a wide screen every panel shows beside the board and the tabs are not needed. Also the player's
// settings (legal-move dots, last-move mark, coordinates), kept in this browser's localStorage.
"use strict";

(() => {
  const $l = (id) => document.getElementById(id);
  const tabs = [...document.querySelectorAll('#panel-tabs [role="tab"]')];

  // the review (review.js puts it after the board) after the panels: on a phone the tabs come first
  const review = $l("review");
  if (review) $l("side").after(review);

  // ---------------------------------------------------------------- tabs (WAI-ARIA tabs pattern)
  function select(tab, focus) {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute("aria-selected", String(on));
      t.tabIndex = on ? 0 : -1;
      $l(t.getAttribute("aria-controls")).classList.toggle("inactive", !on);
    }
    if (focus) tab.focus();
  }
  for (const tab of tabs) {
    tab.addEventListener("click", () => select(tab, false));
    tab.addEventListener("keydown", (e) => {
      const k = tabs.indexOf(tab);
      const next = { ArrowRight: k + 1, ArrowLeft: k - 1, Home: 0, End: tabs.length - 1 }[e.key];
      if (next === undefined) return;
      e.preventDefault();
      select(tabs[(next + tabs.length) % tabs.length], true);
    });
  }

  // A panel shown (on a phone: its tab selected) and scrolled into view; focusEl, when given, takes the focus.
  function reveal(panelId, focusEl) {
    const tab = tabs.find((t) => t.getAttribute("aria-controls") === panelId);
    if (tab) select(tab, false);
    const panel = $l(panelId);
    // on a phone the tabs over the panel come into view with it; on a wide screen the panel itself
    const phone = getComputedStyle($l("panel-tabs")).display !== "none";
    (phone ? $l("side") : panel).scrollIntoView({ block: "start" });
    if (focusEl) focusEl.focus({ preventScroll: true });
  }

  // a link to a panel (/#panel-game) opens its tab
  function fromAddress() {
    const panel = location.hash.length > 1 && $l(location.hash.substring(1));
    if (panel && panel.classList.contains("panel")) reveal(panel.id);
  }
  window.addEventListener("hashchange", fromAddress);
  fromAddress();

  // New game at the top: the form (offering the game in play again, a rematch) one tap away
  $l("open-new-game").addEventListener("click", () => reveal("panel-game", $l("new-game").game));

  // ---------------------------------------------------------------- settings
  const SETTINGS = { "set-dots": "no-dots", "set-last": "no-last", "set-coords": "no-coords" };
  function load(id) {
    try {
      return localStorage.getItem("othellier." + id) !== "off";
    } catch (e) {
      return true; // storage blocked: the defaults
    }
  }
  for (const [id, offClass] of Object.entries(SETTINGS)) {
    const box = $l(id);
    box.checked = load(id);
    document.body.classList.toggle(offClass, !box.checked);
    box.addEventListener("change", () => {
      document.body.classList.toggle(offClass, !box.checked);
      try {
        localStorage.setItem("othellier." + id, box.checked ? "on" : "off");
      } catch (e) {
        // storage blocked: the setting holds for this page only
      }
    });
  }

  // Octi or Othello on the page: the body says which, for what the style sheet lays out differently
  document.addEventListener("state", (e) => document.body.classList.toggle("octi", e.detail.game === "octi"));
})();
