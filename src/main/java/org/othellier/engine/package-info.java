/**
 * The Othello AI. One call does everything the service needs: {@link Engine#think} (a position, a {@link Level},
 * the clock as a {@link TimeBudget} or none, a cancellation flag) gives a {@link SearchResult} (move, score as the
 * expected final disc difference for the side to move, proven when {@code exact}, depth, nodes, time, principal
 * variation); {@link Engine#analyze} gives a {@link MoveScore} per move.
 *
 * <ul>
 * <li>Threads: an {@code Engine} serialises its calls and keeps its tables from move to move ({@code newGame()}
 * clears them); the service calls it from its AI worker, and the cancellation flag (polled every few thousand
 * nodes through a {@link StopCondition}) stops it with the best move found so far, never nothing. Several engines may
 * run at once, each with its own tables.</li>
 * <li>The clock: {@link TimeManager} turns a {@code TimeBudget} into a soft target (no new iteration after it) and a
 * hard limit (the search stopped), keeping a reserve of 3% + 100 ms + 30 ms for each move left and never planning
 * past the time left; the search stretches the soft target when the best move changes late or its score falls.
 * Without a clock, levels 1 to 9 search to their depth and level 10 thinks for its move time. Where level 10 would
 * solve exactly but the time is too short, it ends with a probable solve: the solver's root, whose last finished
 * selective pass gives the move when the clock stops the exact search
 * ({@code EndgameSolver.lastSelectivePass}). {@link EngineTime} is real time, or time derived from the nodes searched
 * (tests, simulated-clock games).</li>
 * <li>Standard 8x8 Othello runs on raw bitboards with no allocation in the search. {@link MidgameSearch}: iterative
 * deepening, aspiration windows, principal-variation search, a {@link TranspositionTable}, the table's move first,
 * the others ordered by shallow searches or the evaluation of each child; the timed level adds ProbCut (fixed-depth
 * levels and analysis stay full width). It hands over to {@link EndgameSolver}: fastest-first ordering, enhanced
 * transposition cutoffs, parity, stability cutoffs ({@link Boards}), the last empties written out; its root finds
 * the exact score by null windows two wide (MTD(f)) around a selective search and selective passes of the solver
 * itself with ProbCut, whose results order the exact search but never cut it. {@link ExactSolve} runs the same search
 * on several threads, one table: {@code SplitPoints} (young brothers wait) shares out the solver's and, when the
 * engine is made with threads ({@code players.ai-threads}), the middle-game search's nodes. The two tables share the
 * configured memory ({@link EngineSettings}, 32 MB by default).</li>
 * <li>{@link Evaluator}: learned weights per game stage for pattern instances ({@link Patterns}: edges with
 * X-squares, corners, lines, diagonals), mobility and potential mobility counts and differences, parity; a move
 * updates only the instances through the squares it changes (with assertions on, each evaluation checks them
 * against the board). The weights ship as the resource {@code weights.bin.gz}, made by the {@code train} command
 * ({@code PatternTrainer}, in src/tools, with {@code ProbCutCalibration}, which measures the solver's selective
 * passes' error model).</li>
 * <li>Every other variant (6x6, 10x10, single flank, anti-reversi, Reversi openings) runs on {@link GenericSearch}
 * through the {@code Position} interface; its evaluation is documented in the class.</li>
 * <li>{@link Match}, {@link MatchPlayer} and {@link MatchPlayers}: games between players from a list of openings
 * ({@code match}, the bench).</li>
 * </ul>
 *
 * <p>The search's hot paths and the bench signature ({@code BenchSignatureTest}) are pinned: a change meant to leave
 * the search alone must leave the signature alone. Figures are in docs/BENCHMARKS.md, experiments in
 * docs/ENGINE-LOG.md. Uses {@code game} and {@code game.othello} only: never the journal or the files
 * (the training that reads WTHOR lives in src/tools), never the service.
 */
package org.othellier.engine;
