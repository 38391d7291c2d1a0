package org.othellier.game.octi;

import org.othellier.game.Side;

/**
 * Where a game stands: still going, won by a side (a two-player colour, or a four-player team), or drawn.
 *
 * @param winner the winning colour or team, null unless {@link State#WIN}
 * @param reason why the game ended, citing the rule; empty while it goes on
 */
public record OctiResult(State state, Side winner, String reason) {

    public enum State { ONGOING, WIN, DRAW }

    static final OctiResult ONGOING = new OctiResult(State.ONGOING, null, "");

    static OctiResult win(Side winner, String reason) {
        return new OctiResult(State.WIN, winner, reason);
    }

    static OctiResult draw(String reason) {
        return new OctiResult(State.DRAW, null, reason);
    }

    public boolean isOver() {
        return state != State.ONGOING;
    }

    /** {@code Black wins}, {@code White team wins}, {@code draw}, {@code unfinished}. */
    public String describe(OctiVariant variant) {
        return switch (state) {
            case ONGOING -> "unfinished";
            case DRAW -> "draw";
            case WIN -> (winner == Side.BLACK ? "Black" : "White") + (variant.fourPlayer() ? " team" : "") + " wins";
        };
    }
}
