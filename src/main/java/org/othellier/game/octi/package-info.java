/**
 * Octi, all four games (docs/RULES.md; the decisions taken where the rules are silent are docs/OCTI.md
 * D-1 to D-12). Pure: no hardware, threads or clocks. Start from {@link OctiPosition}: its legal moves, {@code play},
 * {@code whyIllegal}, {@code checkInvariants}, and what a sensor can see of each square ({@code view(square)}, a
 * {@link SquareView}: empty, or the colour standing there; partners share a colour, stacks and prongs are invisible).
 *
 * <ul>
 * <li>Values: {@link OctiVariant} ({@code fast}, {@code classic}, {@code four-player}, {@code advanced}),
 * {@link Player} (seats and teams), {@link Squares} and {@link Dir} (the geometry, the cylinder), {@link Pod}. A
 * position is a sorted array of pod words (square, owner, prongs, super-prongs): identical pods are interchangeable,
 * equal positions are equal arrays, and {@code play} returns a new position.</li>
 * <li>{@link OctiMove}: {@code Enter}, {@code Insert}, {@code Walk} of {@code Part}s each with a {@link Route},
 * {@code Turn} with extra moves, {@code Pass}. {@code OctiRules} checks and makes one given move without generating the
 * others; {@code OctiWork} is a position being changed by a move.</li>
 * <li>{@code MoveGenerator} and {@link LegalMoves}: the moves counted and indexed in blocks, not listed. Capture
 * choices (any sub-multiset of each jumped square's pods, {@code CaptureChoices}) and group moves (any multiset of
 * routes of a stack's pods) multiply into millions of moves in legal positions, so the generator finds each pod kind's
 * routes once per square, lists only the few families of non-conflicting jump routes and counts the rest by formula
 * ({@code Combinatorics}); {@code get(i)} unranks. Counting is cheap, iteration lazy, and a uniformly random move costs
 * one decode. The tests hold the generator and {@code OctiRules} together and against a slow literal reference
 * generator.</li>
 * <li>{@link ViewClasses}: the legal moves grouped by the views after them, built by formula from the blocks (a class
 * is a union of products of capture-choice and step-multiset groups), which {@code board.octi.MoveIndex} reads.</li>
 * <li>{@link OctiNotation}, {@link OctiWords} (a move in plain words, "Put a prong on the pod at c7 pointing north":
 * the guide line, the messages and the page's tap choices say moves with it), {@link OctiPicture} (positions as text
 * pictures), {@link OctiGame}, {@link OctiRecord} (the game record format), {@link OctiResult}, {@link OctiPerft},
 * {@link HardPositions} (positions where moves multiply, for the index's benchmark and tests).</li>
 * </ul>
 *
 * <p>Uses {@code game} and {@code text} only.
 */
package org.othellier.game.octi;
