/**
 * The games at the board and the one event loop that owns them (docs/ARCHITECTURE.md, "The event loop").
 *
 * <p>The loop and who drives it: {@link EventLoop} (its thread and queue: drivers, the web server, the club's and the
 * remote links and the AI worker only {@code post} to it, the page's commands {@code call} it and wait for the state
 * after them; it wakes the game at {@code nextWakeUp()}), {@link ManualLoop} (the loop and time in a caller's hands:
 * the tests and the soak), {@link Mailbox} (where the AI worker posts its answers). {@link GameSession} is a game as
 * the loop, the web server and the service drive it (frames, presses, releases, ticks, the arbiter's commands,
 * {@code takeSetup} and the page's {@code choose}, the players' {@code resign}, {@code offer} and {@code answerOffer},
 * refused naming the game where they do not apply). {@link Companion} runs whichever game is current and switches on a
 * new game of the other kind: the new one starts first (so a board that cannot play it refuses before anything
 * changes), then the old one is abandoned in the journal.
 *
 * <p>What both games share: {@code BoardSession}, the one sequence that starts, resumes and abandons a game of either
 * kind from its {@code GameStart} (the journal, the old game abandoned, the board set out, the game installed; a game
 * over by its position stays over when resumed, a paused one paused), the {@code board.DeferFrameDebouncer}, clock ticks,
 * checkpoints and display, the journal's commits (journal first: what follows from a move waits for its commit) with
 * the failing-journal stop ({@code journalFailed}: the clock stands until the arbiter resumes), the board-fit check,
 * the clock buttons' common refusals, the lost-track timer and the snapshots; {@code SessionArbiter} holds the
 * arbiter's pause, resume and set-up ({@code BoardSetup}) for both games; {@code SessionOutputs} sends LEDs, display and snapshots only on change.
 * {@code LinkOutage} stands the clock while the board's link is down, {@code AiRequest} asks the AI one question at a
 * time on the shared worker (the thinking flag, cancellation, late or stale answers dropped, a position where it failed
 * not asked again), {@code GameLog} keeps the journal entries, messages and the restored clock. {@link BoardConfig} is
 * the board section of the configuration.
 *
 * <p>Othello: {@link OthelloController}, the single owner of an Othello game: the game in play and the moves, passes,
 * takebacks and results it journals ({@code OthelloObservationText} for its messages, {@code ClubNames} for the club's names
 * of its players). Its jobs stand beside it: {@code OthelloStarts} (how a game begins or resumes: board fit,
 * opponents and discs made first, then {@code BoardSession}'s one sequence), {@code OthelloHands} (what the board
 * shows between two kept moves: the frame read by {@code board.othello.OthelloReconciler}, the flips a presence board saw
 * lifted, a takeback being restored, the LEDs by {@code OthelloLedPlanner}), {@code OthelloAiTurn} (the computer's turns:
 * the question to the AI worker, its move shown on the LEDs as a target for the hands), {@code OthelloFarPlayer} (the
 * far player of a remote game, {@code far()}: their flags confirmed, offers and answers, the clock standing while
 * their board is away) and {@code OthelloResultWords} (a result in words). {@code OthelloEndings}:
 * resignation, a draw and a takeback
 * by agreement (O-14, O-15), the hub arbiter's result and a far board's resignation, journalled first; the waiting {@link Offer}, found again in the
 * journal at a restart; {@code EndingGestures}, the clock buttons held for them. {@code OthelloCoach}: hints on the
 * AI worker through a second {@code AiRequest}, {@code LongPress} (a button held: a hint, not a press),
 * {@code PuzzleRun} and {@code PuzzleSetUpSteps} (a puzzle's LED-guided set-up and its first move judged),
 * {@link CoachConfig} ({@code [coach]}, {@code [puzzle]}), {@link CoachView} in the snapshot. {@link Announcer}
 * hands what each snapshot brings to say to a {@code voice.Speaker}.
 *
 * <p>Octi: {@link OctiController}, the single owner of an Octi game: a {@code board.octi.OctiTurn} per turn, the
 * clock by teams, the AI worker with an {@code engine.octi} engine, set-up by picture, the page's one-tap choice. The
 * clock buttons are the colours' (partners share theirs, docs/OCTI.md D-12): the mover's team's button ends the turn,
 * the other steps the chooser, and the first press on an untouched board starts the clock. The AI's move, when it
 * arrives from the worker, becomes the turn's target; a pass that is the only legal move (four players) is played at
 * once.
 *
 * <p>Two controllers rather than one generic one: the games share little beyond the loop (Octi has gestures, a
 * chooser, targets and teams; Othello has flips, takebacks and passes by O-7), and each stays readable on its own.
 * The journal stores moves as text either way ({@code store.Replay}, {@code store.OctiReplay}).
 *
 * <p>Settings and views: {@link ServiceConfig} (the whole configuration file, docs/CONFIG.md), {@link SessionSettings}
 * with {@link OthelloSettings} and {@link OctiSettings}, {@link SessionView} with {@link Snapshot} and
 * {@link OctiSnapshot} (the immutable state the page and the API read from any thread). The arbiter's PIN and
 * {@code [security]} are {@code security}'s, below. The latency benchmarks ({@code LatencyBenchmark},
 * {@code OctiLatencyBenchmark}) are in src/tools.
 *
 * <p>Uses the rules, {@code security}, {@code board.*}, {@code hw} (the interfaces only), {@code store}, {@code engine},
 * {@code engine.octi}, {@code coach}, {@code voice}, {@code app.clock} and {@code app.opponent}. Must not use a
 * concrete backend, {@code club}, {@code remote}, {@code hub} or {@code web}: those are above it and call in.
 */
package org.othellier.app;
