/**
 * Words and digits as every reader of the project takes them. {@link org.othellier.text.Ascii} accepts the digits
 * 0 to 9 only: {@code Character.isDigit} also says yes to full-width and Arabic-Indic digits, which
 * {@code Integer.parseInt} then reads as numbers, so every parser that checks a digit asks {@code Ascii}.
 *
 * <p>Bottom layer (docs/ARCHITECTURE.md, "Packages"): uses nothing of the project, and every package may use it.
 */
package org.othellier.text;
