/**
 * The tournament clock as pure logic. It reads no clock and starts no thread: every command of {@link ClockState}
 * takes the instant it happens at, in milliseconds of a {@link TimeSource} (the service's is
 * {@code TimeSource.system()}, monotonic; the tests' {@code ManualTimeSource} is in src/test), and returns a
 * {@code Step}: the new clock and the {@link ClockEvent}s it caused. A {@code ClockState} is an immutable value, so
 * the game's event loop keeps one in a field and replaces it.
 *
 * <ul>
 * <li>Time controls: {@link TimeControl} and {@link SideControl} (stages, byo-yomi, Canadian overtime, increment and
 * delay; each written as a short string), {@link Durations} ({@code 1h30m}), {@link Presets} (named controls).</li>
 * <li>The state machine: {@link ClockState} ({@code create}, {@code start}, {@code press}, {@code pass},
 * {@code pause}, {@code resume}, {@code adjust}, {@code setMoves}, {@code stop}, {@code poll}, {@code nextEventAt};
 * {@code encode} and {@code decode}, one journal line of about 100 bytes, and {@code resumeAt}), with
 * {@code SideTime}, one player's exact time.</li>
 * <li>The displays: {@link ClockView} (the clock at one instant) and {@link ClockFace} (seven-segment, LCD and web
 * texts; {@code nextChangeAt}, the next second, or tenth under 20 s, that the texts change at, so a display is
 * updated at its boundary instead of polled).</li>
 * </ul>
 *
 * <p>How it behaves:
 * <ul>
 * <li>Time is settled lazily and exactly. The value holds each player's time as of its last event; a command or a
 * poll first plays out what time alone did since (a delay ending, overtime starting, a byo-yomi period used, a
 * warning threshold, the flag), each at its exact millisecond, then applies the command. A poll that comes late still
 * reports the flag at the instant it fell and freezes the clock there. A time that reaches 0 at the very millisecond
 * of a press has run out: flag first. A press dated before the clock's last event counts at that event's
 * instant.</li>
 * <li>Presses from the player not to move, and commands that do not fit the phase, return an {@code Ignored} event
 * and the clock unchanged. An adjustment that would leave no time throws {@code IllegalArgumentException} (an
 * arbiter's typing error, refused with the reason). On {@code Flagged} the game scores the time forfeit (O-13); the
 * clock never scores.</li>
 * <li>The instants belong to the run that wrote them: after a restart the service calls
 * {@code ClockState.decode(line).resumeAt(now)}, both players keep exactly the journalled times, and the time from
 * the last journalled event to the restart is charged to nobody.</li>
 * <li>{@code SideTime.run} is additive (running {@code a} then {@code b} ms equals running {@code a + b}), which
 * makes settling at any instant safe; a property test checks it against a reference that steps one millisecond at
 * a time, and that both players' used times add up to the wall time.</li>
 * <li>Decisions (docs/RULES.md O-12): a Fischer increment is added after each move (not before the first); a pass
 * adds no increment and counts no move, but ends the turn as a press does (a Bronstein refund, a fresh byo-yomi
 * period); byo-yomi and Canadian overtime follow a single main time and do not combine with an increment or delay;
 * warnings watch the main time, or in overtime the current period.</li>
 * </ul>
 *
 * <p>Uses {@code game} ({@code Side}) and {@code text} only. The controllers' view of it is
 * {@code app.clock.GameClock}; the standalone clock without a board is {@code app.clock.StandaloneClock}.
 */
package org.othellier.clock;
