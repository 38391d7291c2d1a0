/**
 * The engine as a coach (issue 20; README, "The coach at the board"; docs/REVIEW.md).
 *
 * <p>At the board, pure: {@link Puzzle} (a position with every legal move's exact score), {@link PuzzleVerdict} (a
 * move against the best: the discs it gives away), {@link PuzzleGrade} (by empties), {@link PuzzleBook} (the
 * collection in {@code src/main/resources/puzzles/}: FFO 1-79 and our own), {@link PuzzleSolver} (every move's exact
 * score with {@code engine.othello.ExactSolve}: how our own puzzles are made and every shipped score checked).
 *
 * <p>After the game: {@link Reviewer} (a game's moves valued against the best, searched at a level's depth, then
 * solved exactly from {@code exact-from} empties, one exact solve per position; it waits at a {@code Gate} before each
 * move and values a move again when its search was stopped), {@link Review} and {@link PlyReview} (the result and its
 * journal text), {@link ReviewWords} (one sign convention for the page, the command line and GGF), {@link MistakeClass}
 * (the loss thresholds), {@link ReviewQueue} (kept games reviewed one at a time on a thread of its own at the lowest
 * priority, with an engine of its own; requests never wait), {@link EngineDemand} (the games' AI worker as the
 * review sees it: wanted from the moment a question is handed over until it is answered, so the review gives way),
 * {@link ReviewConfig} ({@code [review]}), {@link Openings} (the named openings of {@code coach/openings.tsv},
 * recognised in any orientation of the start; their next moves for the AI's book). {@code BenchGames} and
 * {@code AiBesideReview} (the review's test games and the AI-beside-review benchmark) are in src/tools.
 *
 * <p>Uses {@code engine}, {@code game}, {@code game.othello}, {@code config} and {@code store}; the controllers
 * ({@code app.OthelloCoach}) and the page use it, never the reverse.
 */
package org.othellier.coach;
