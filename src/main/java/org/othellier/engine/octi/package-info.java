/**
 * Octi players, all behind {@link OctiEngine}: {@link SearchEngine} (alpha-beta with iterative deepening under a
 * millisecond budget, a transposition table, children ordered by their static score and a short quiescence search
 * over captures and home-square landings; an injectable clock; stopped by a cancellation flag at its node checks),
 * {@link GreedyEngine} (one ply, a win first), {@link RandomEngine} (one decode of a random move number, however many
 * moves there are) and {@link Evaluation} (material, prongs, mobility, in hundredths of a pod). {@link EngineSpec}
 * names them as the command line and the configuration write them ({@code ai:N}, {@code greedy}, {@code random});
 * {@link OctiMatch} plays games between engines, with the fuzz checks of the rules on every move.
 *
 * <p>The engines read a clock (injectable); the rules do not. Uses {@code game}, {@code game.octi} and
 * {@code engine} (its {@code Level} names); used by {@code app.OctiController} through the AI worker.
 */
package org.othellier.engine.octi;
