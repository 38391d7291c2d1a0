package org.othellier.cli;

import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Start;
import org.othellier.game.othello.Transcript;
import org.othellier.game.othello.TranscriptException;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The position a command works on: a transcript or a position string, with the variant it is read in. */
final class PositionInput {

    @Parameters(index = "0", paramLabel = "TRANSCRIPT|POSITION", defaultValue = "",
            description = "A transcript, or a position string; empty for the start.")
    String input;

    @Option(names = "--size", defaultValue = "8", description = "Board size: 6, 8 or 10 (default ${DEFAULT-VALUE}).")
    int size;

    @Option(names = "--start", defaultValue = "othello", description = "othello or reversi (default ${DEFAULT-VALUE}).")
    String start;

    @Option(names = "--variant", defaultValue = "standard",
            description = "standard, single-flank, anti-reversi (comma-separated; default ${DEFAULT-VALUE}).")
    String rules;

    /** The variant the options name; a bad one is bad input. */
    OthelloVariant variant() {
        try {
            return OthelloVariant.of(size, Start.parse(start)).withRules(rules);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    /** The position the argument gives in {@code variant}. */
    OthelloPosition position(OthelloVariant variant) {
        return parse(variant, input.strip());
    }

    /** A transcript or a position string (squares, then optionally the side to move). */
    static OthelloPosition parse(OthelloVariant variant, String text) {
        int n = variant.squares();
        String[] words = text.strip().split("\\s+");
        if (words.length >= 2 && words[words.length - 1].matches("[XxOo]")) {
            // "squares side", as OBF writes it: the squares alone must fill the board (63 of them plus the side
            // letter would otherwise read as 64 squares)
            String squares = String.join("", java.util.Arrays.copyOf(words, words.length - 1));
            if (squares.chars().allMatch(c -> "XxOo-.*".indexOf(c) >= 0) && squares.length() != n) {
                throw new BadInputException("position: " + squares.length() + " squares before the side to move; a "
                        + variant.size() + "x" + variant.size() + " board has " + n);
            }
        }
        String compact = text.replaceAll("\\s+", "");
        boolean looksLikePosition = compact.length() >= n && compact.substring(0, n).chars().allMatch(c -> "XxOo-.*".indexOf(c) >= 0);
        try {
            if (looksLikePosition) {
                String rest = compact.substring(n).replace(";", "");
                Side toMove = rest.isEmpty() ? Side.BLACK : Side.fromSymbol(rest.charAt(0));
                if (rest.length() > 1) {
                    throw new BadInputException("position string has " + (rest.length() - 1) + " characters after the side to move");
                }
                return OthelloPosition.of(variant, compact.substring(0, n), toMove);
            }
            OthelloGame game = Transcript.replay(variant, text);
            return game.position();
        } catch (TranscriptException e) {
            if (notAMove(e)) {
                throw new BadInputException("'" + firstWord(text) + "' is neither a transcript (moves such as f5d6c3) nor a"
                        + " position (" + n + " squares of X, O and -, then X or O to move)");
            }
            throw new BadInputException("transcript: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new BadInputException((looksLikePosition ? "position: " : "transcript: ") + e.getMessage());
        }
    }

    /** A transcript whose first word is no move at all: the text is something else, not a game with a bad move. */
    static boolean notAMove(TranscriptException e) {
        if (e.moveNumber() != 1) {
            return false;
        }
        try {
            OthelloMove.parse(e.token());
            return false;
        } catch (IllegalArgumentException notASquare) {
            return true;
        }
    }

    /** The text's first word, cut short, to name what was given instead of a game. */
    static String firstWord(String text) {
        String stripped = text.strip();
        String word = stripped.isEmpty() ? "" : stripped.split("\\s+")[0];
        return word.length() > 20 ? word.substring(0, 20) + "..." : word;
    }
}
