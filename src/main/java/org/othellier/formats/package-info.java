/**
 * The Othello file formats, read and written as text with no file system, database or thread of their own:
 * {@link org.othellier.formats.Ggf} (server and NBoard game records, with a move's evaluation),
 * {@link org.othellier.formats.Obf} (position lines with scored moves: the puzzles and the solver's tests),
 * {@link org.othellier.formats.Wthor} (the federation's {@code .wtb} databases and their name files), and
 * {@link org.othellier.formats.FormatException}, which names the line, game or record at fault. Uses only the
 * rules ({@code game}, {@code game.othello}), so the engine's tools, the coach, the tournament and the NBoard bridge
 * read them without reaching the journal; the journal's own records ({@code store}) export through them.
 */
package org.othellier.formats;
