package org.othellier.hub;

import java.util.List;
import java.util.function.Supplier;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Scoring;
import org.othellier.game.othello.Start;

/**
 * Whether a board's reported result is the one its moves make (docs/RULES.md): played on the tournament's size,
 * over by O-7, lost on time by O-13, resigned by O-14 or drawn by agreement by O-15. Pure: the hub counts a result
 * only when this finds nothing wrong, and flags its table for the arbiter otherwise.
 */
final class ResultCheck {

    private ResultCheck() {
    }

    /**
     * Why a board's reported result ({@code 40-24} and its reason, as the hub keeps it) is not the one its moves make,
     * or null when it is.
     *
     * @param size  the size the game was played on by its header, the tournament's when the header does not say
     * @param moves the game's moves, passes as {@code PA}; read only once the size is right, and may throw
     */
    static String whyNotCounted(int tournamentSize, int size, Supplier<List<String>> moves, String reported) {
        if (size != tournamentSize) {
            return "the game was played on " + size + "x" + size + ", not the tournament's " + tournamentSize + "x"
                    + tournamentSize;
        }
        String[] parts = reported.split(" ", 2);
        String score = parts[0];
        String reason = parts.length > 1 ? parts[1] : "";
        List<String> played;
        try {
            played = moves.get();
        } catch (RuntimeException e) {
            return "its events do not make a game (" + e.getMessage() + ")";
        }
        OthelloGame game;
        try {
            game = replay(size, played);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if (reason.equals("time forfeit")) {
            OthelloPosition p = game.position();
            String byBlack = p.timeForfeit(Side.BLACK).score();
            String byWhite = p.timeForfeit(Side.WHITE).score();
            return score.equals(byBlack) || score.equals(byWhite) ? null : "a time forfeit after these "
                    + played.size() + " moves scores " + byBlack + " or " + byWhite + " (O-13), not " + score;
        }
        if (reason.equals("resignation") || reason.equals("agreed draw")) {
            return whyNotAgreed(game, played.size(), reason, score);
        }
        if (!game.isOver()) {
            return "the game is not over after its " + played.size() + (played.size() == 1 ? " move" : " moves")
                    + ", yet it reported " + score;
        }
        String made = game.result().score();
        return made.equals(score) ? null : "its moves make " + made + ", not the " + score + " it reported";
    }

    /** The game {@code moves} make on a board of {@code size}; a move not legal where it comes throws, naming it. */
    static OthelloGame replay(int size, List<String> moves) {
        OthelloGame game = new OthelloGame(OthelloVariant.of(size, Start.OTHELLO));
        for (int i = 0; i < moves.size(); i++) {
            try {
                game.play(OthelloMove.parse(moves.get(i)));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("move " + (i + 1) + " (" + Hub.clip(moves.get(i)) + ") is not legal"
                        + " there", e);
            }
        }
        return game;
    }

    /**
     * A game that ended by the players' word, not on the board: moves that replay legally to a game not yet over, and
     * the score O-14 gives the one who resigned, or O-15 a draw agreed. Null when it is consistent, else why not.
     */
    private static String whyNotAgreed(OthelloGame game, int moves, String reason, String score) {
        String after = "after these " + moves + (moves == 1 ? " move" : " moves");
        if (game.isOver()) {
            return "the game is over on the board " + after + ": its result is the count, " + game.result().score()
                    + ", not a " + reason;
        }
        OthelloPosition p = game.position();
        if (reason.equals("agreed draw")) {
            String draw = Scoring.agreedDraw(game.variant()).score();
            return score.equals(draw) ? null : "a draw by agreement scores " + draw + " (O-15), not " + score;
        }
        String byBlack = p.resignation(Side.BLACK).score();
        String byWhite = p.resignation(Side.WHITE).score();
        return score.equals(byBlack) || score.equals(byWhite) ? null : "a resignation " + after + " scores " + byBlack
                + " or " + byWhite + " (O-14), not " + score;
    }
}
