package org.othellier.board.othello;

import org.othellier.board.SensorKind;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;

/**
 * What the reconciler needs to know besides the frame: the game (read, never changed), what the
 * sensors can tell, and who is to move.
 *
 * @param game            the game in progress, with its earlier positions for takebacks
 * @param kind            presence or colour sensors
 * @param aiToMove        the side to move is played by the AI: only its chosen move may be made
 * @param requested       the AI's chosen move, or null while it thinks (or when a person is to move)
 * @param takebackAllowed a casual game: restoring an earlier position takes the game back to it
 */
public record Situation(OthelloGame game, SensorKind kind, boolean aiToMove, OthelloMove requested, boolean takebackAllowed) {

    public OthelloPosition position() {
        return game.position();
    }

    /** A person to move, takebacks allowed: the common case in tests. */
    public static Situation casual(OthelloGame game, SensorKind kind) {
        return new Situation(game, kind, false, null, true);
    }
}
