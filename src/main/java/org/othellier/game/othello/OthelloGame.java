package org.othellier.game.othello;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A game in progress: the positions from the start and the moves between them, with undo. */
public final class OthelloGame {

    private final List<OthelloPosition> positions = new ArrayList<>();
    private final List<OthelloMove> moves = new ArrayList<>();

    public OthelloGame(OthelloVariant variant) {
        this(OthelloPosition.start(variant));
    }

    public OthelloGame(OthelloPosition start) {
        positions.add(start);
    }

    public OthelloVariant variant() {
        return positions.get(0).variant();
    }

    public OthelloPosition start() {
        return positions.get(0);
    }

    public OthelloPosition position() {
        return positions.get(positions.size() - 1);
    }

    /** The position after {@code ply} moves (0 is the start). */
    public OthelloPosition positionAt(int ply) {
        return positions.get(ply);
    }

    /** The moves played so far, passes included. */
    public List<OthelloMove> moves() {
        return Collections.unmodifiableList(moves);
    }

    /** How many moves (passes included) have been played. */
    public int ply() {
        return moves.size();
    }

    /** An independent copy, to hand to another thread (positions are immutable, so they are shared). */
    public OthelloGame copy() {
        OthelloGame g = new OthelloGame(start());
        g.positions.addAll(positions.subList(1, positions.size()));
        g.moves.addAll(moves);
        return g;
    }

    /** Plays a legal move; an illegal one throws {@link IllegalOthelloMoveException} and changes nothing. */
    public OthelloPosition play(OthelloMove move) {
        OthelloPosition next = position().play(move);
        positions.add(next);
        moves.add(move);
        return next;
    }

    /** Takes the last move back and returns it. */
    public OthelloMove undo() {
        if (moves.isEmpty()) {
            throw new IllegalStateException("no move to take back");
        }
        positions.remove(positions.size() - 1);
        return moves.remove(moves.size() - 1);
    }

    public boolean isOver() {
        return position().isOver();
    }

    public OthelloResult result() {
        return position().result();
    }

    /** The transcript, passes left out. */
    public String transcript() {
        return Transcript.format(moves, false);
    }
}
