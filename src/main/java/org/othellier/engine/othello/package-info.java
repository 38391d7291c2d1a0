/**
 * The Othello AI, beside {@code engine.octi}; what both AIs share, {@code Level} and {@code TimeBudget}, is in
 * {@code engine}. One call does everything the service needs:
 * {@code OthelloEngine.think(position, level, clock, cancelled)}.
 *
 * <ul>
 * <li>Thread-safety: an {@code OthelloEngine} serialises its calls (one search at a time; it keeps its tables from move
 * to
 * move, {@code newGame()} clears them). The companion calls it from a worker thread; the {@code cancelled} supplier
 * (polled every few thousand nodes) stops it, and it then answers with the best move found so far, never nothing.
 * Several engines may run at once (for example two levels in a match), each with its own tables.</li>
 * <li>The clock: the companion maps its clock to a {@code TimeBudget(remainingMs, incrementMs, delayMs, movesToGo)}.
 * {@code TimeManager} turns it into a soft target (no new iteration after it) and a hard limit (the search is
 * stopped), keeping a reserve of 3% + 100 ms + 30 ms for each move left to make, and never planning past the time
 * left; the search stretches the soft target when the best move changes late or its score falls. Without a clock,
 * levels 1 to 9 search to their depth and level 10 thinks for its move time: no new iteration after 45% of it,
 * stopped at all of it. Where level 10 would solve exactly (24 empties) but the time is too short for it (from the
 * solver's selective passes' 20 empties), its iterations stop at 30% of the hard limit and the rest goes to a
 * probable solve: the solver's root, whose last finished selective pass gives the move when the clock stops the
 * exact search.</li>
 * <li>{@code SearchResult(move, score, exact, depth, nodes, millis, pv)}: the score is the expected final disc
 * difference for the side to move, proven when {@code exact}.</li>
 * <li>Standard 8x8 Othello (after any Reversi opening placements) runs on raw bitboards with no allocation in the
 * search: {@code MidgameSearch} (iterative deepening, aspiration windows centred on the last score of the same depth
 * parity, PVS, transposition table, the table's move searched alone first (the others are ordered only if it does
 * not cut), then the others ordered by one- or two-ply searches of each child from 11 plies deep, from 3 by its
 * evaluation, below by the mobility it leaves; the level that plays on time adds ProbCut: a null-window node is cut
 * when a search a quarter as deep predicts the deep one's result with 1.1 standard deviations to spare, the
 * deviation a plane in empties and depths fitted to searches of real games; the fixed-depth levels and the analysis
 * stay full width) hands over to {@code EndgameSolver} (the table's move searched alone before any ordering, then
 * fastest-first ordering, from 12 empties weighted with the evaluation of each child, from 15 and 18 empties with
 * one- and two-ply searches of it, enhanced transposition cutoffs from 12, parity, stability cutoffs, a table from 9
 * empties, parity-ordered last 6 empties, the last two empties written out, the last move by flip count). The
 * solver's root finds the exact score by windows two wide (every final score is even) around the evaluation of a
 * 6-ply search (from 20 empties: a 14-ply selective search with ProbCut, then two selective passes of the solver
 * itself, ProbCut to the end at 1.5 and 2.0 standard deviations, each node from 14 empties cut when a 2- to 8-ply
 * search predicts the exact score beyond the window; the table's depth field ranks their results below exact ones,
 * so they order the exact search and never cut it; {@code ProbCutCalibration} and the {@code calibrate-solver}
 * command measure the deviations), then around each window's bound, until the bounds meet (MTD(f)): every search is
 * a null-window one. {@code ExactSolve} on several threads runs the same search with its nodes split among them
 * ({@code SplitPoints}, young brothers wait: in the selective passes and the exact search, a node of 12 empties or
 * more whose first move did not cut hands its other moves to idle threads one at a time; a move that fails high
 * stops every search below that node; the thread that split waits for the others, helping below its own node
 * meanwhile), one table; the presearch stays on the first thread. When a clock stops the exact search, the last
 * selective pass that finished still gives the timed level its move ({@code EndgameSolver.lastSelectivePass}). The
 * two tables share the configured memory (default 32 MB: {@code EngineDefaults}).</li>
 * <li>{@code Evaluator}: 50 pattern instances of 12 kinds (edges with X-squares, 3x3, 2x5 and triangle corners,
 * lines, diagonals), a table entry per count of each side's mobility and potential mobility, one per parity of the
 * empties, plus mobility and potential mobility differences and a constant, per stage of five moves. From bitboards
 * an instance's index takes two bit extractions ({@code Long.compress}); the middle-game search, and the solver
 * where the evaluation orders its moves (from 12 empties), instead keep every instance's contents as a balanced
 * base-3 number (the root's mover +1, the other side -1: swapping sides negates it), one slice of 50 per ply, and a
 * move updates only the instances through the squares it changes ({@code Patterns.play}; with assertions on, as in
 * the tests, each evaluation checks them against the board); in memory each pattern's table is indexed from its
 * centre by that number, in the file by configuration. Weights from the {@code train} command
 * ({@code PatternTrainer}: WTHOR games labelled by the solver from 14 empties and by the game's theoretical or
 * solved score before, a first fit, those earlier labels then half replaced by a 4-ply search of the first fit, then
 * 40,000 self-play games from random openings, their labels before the solver half replaced the same way, and a
 * final fit on both; labelling, searches, self-play and the stages' fits run on every core, each from its own seed)
 * in the resource {@code weights.bin.gz}. Another round ({@code train --from FILE}) skips the first fit: the given
 * weights play the self-play games and search the labels, whose search share {@code --search-weight} sets.</li>
 * <li>Every other variant (6x6, 10x10, single flank, anti-reversi) runs on {@code GenericSearch} through the
 * {@code OthelloPosition} interface; its evaluation is documented in the class: square values and mobility, and in
 * anti-reversi the square values count against their owner and discs count against.</li>
 * </ul>
 *
 * <p>The classes: {@link OthelloEngine}, {@code engine.Level} (1 to 10), {@code engine.TimeBudget} and {@link
 * TimeManager},
 * {@link EngineTime} (real time, or time derived from the nodes searched), {@link SearchResult} and
 * {@link MoveScore}; {@link MidgameSearch} with {@link TranspositionTable}; {@link EndgameSolver} and
 * {@link ExactSolve} ({@code SplitPoints}: young brothers wait, also for the middle game when the engine is made
 * with threads, {@code players.ai-threads}); {@link Evaluator} and {@link Patterns}; {@link Boards} (stability,
 * hashing, seeded positions for the bench and tests); {@link GenericSearch}; {@link OthelloMatch}, {@link MatchPlayer}
 * and
 * {@link MatchPlayers} for engine matches; {@link EngineDefaults}.
 * {@code PatternTrainer} and {@code ProbCutCalibration} are in src/tools. The bench signature
 * ({@code BenchSignatureTest}) is pinned: a change meant to leave the search alone leaves it alone. Figures are in
 * docs/BENCHMARKS.md, experiments in docs/ENGINE-LOG.md.
 *
 * <p>Uses {@code game}, {@code game.othello} and {@code engine} ({@code Level}, {@code TimeBudget}) only: never the
 * journal or the files (the training that reads WTHOR
 * lives in src/tools), never the service.
 */
package org.othellier.engine.othello;
