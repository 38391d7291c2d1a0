/**
 * The companion: the games' controllers and the one event loop that owns them. {@link org.othellier.app.Companion} runs
 * whichever game is current; {@link org.othellier.app.GameController} (Othello) and
 * {@link org.othellier.app.OctiController} (Octi) share {@link org.othellier.app.BoardSession} (the one start and
 * resume sequence, the stabilizer, the clock, the journal's commits, the board-fit check, the page's snapshots; the
 * arbiter's commands in {@link org.othellier.app.SessionArbiter}). The Othello controller's jobs stand beside it:
 * {@link org.othellier.app.OthelloStarts}, {@link org.othellier.app.OthelloHands},
 * {@link org.othellier.app.OthelloAiTurn}, {@link org.othellier.app.OthelloEndings} and
 * {@link org.othellier.app.OthelloCoach}. It uses the configuration, the rules, the board's reading, the backend
 * interfaces ({@code hw}, never a concrete backend), the journal ({@code store}), the engines, the coach, the voice and
 * {@code security} (for the configuration's {@code [security]}); the page ({@code web}), the club and the composition
 * roots use it, never the reverse, so the game knows nothing of HTTP, MQTT or which board it is on. Everything that
 * changes a game runs on the loop's thread, and time is injected, so tests drive it by hand.
 */
package org.othellier.app;
