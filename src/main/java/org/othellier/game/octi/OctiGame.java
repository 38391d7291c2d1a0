package org.othellier.game.octi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A game in progress: the positions from the start, the moves between them, tags such as the players' names. */
public final class OctiGame {

    private final List<OctiPosition> positions = new ArrayList<>();
    private final List<OctiMove> moves = new ArrayList<>();
    private final Map<String, String> tags = new LinkedHashMap<>();

    public OctiGame(OctiVariant variant) {
        this(OctiPosition.start(variant));
    }

    /** A game from a set-up position (the board arranged by hand, a study). */
    public OctiGame(OctiPosition start) {
        positions.add(start);
    }

    public OctiVariant variant() {
        return positions.get(0).variant();
    }

    public OctiPosition start() {
        return positions.get(0);
    }

    public OctiPosition position() {
        return positions.get(positions.size() - 1);
    }

    /** The position after {@code ply} moves (0 is the start). */
    public OctiPosition positionAt(int ply) {
        return positions.get(ply);
    }

    public List<OctiMove> moves() {
        return Collections.unmodifiableList(moves);
    }

    public int ply() {
        return moves.size();
    }

    /** Plays a legal move; an illegal one throws {@link IllegalOctiMoveException} and changes nothing. */
    public OctiPosition play(OctiMove move) {
        OctiPosition next = position().play(move);
        positions.add(next);
        moves.add(move);
        return next;
    }

    /** Plays a move written in the notation ({@link OctiNotation}). */
    public OctiPosition play(String token) {
        return play(OctiNotation.parse(position(), token));
    }

    public OctiMove undo() {
        if (moves.isEmpty()) {
            throw new IllegalStateException("no move to take back");
        }
        positions.remove(positions.size() - 1);
        return moves.remove(moves.size() - 1);
    }

    /** Move number {@code ply} (from 0) in the notation. */
    public String notation(int ply) {
        return OctiNotation.format(positions.get(ply), moves.get(ply));
    }

    public OctiResult result() {
        return position().result();
    }

    /** Free tags of the record: player names ({@code Black}, {@code White}, ...), {@code Event}, {@code Date}. */
    public Map<String, String> tags() {
        return tags;
    }

    public void tag(String key, String value) {
        tags.put(key, value);
    }
}
