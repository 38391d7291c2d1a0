package org.othellier.game.othello;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Which Othello/Reversi rules a game follows.
 *
 * @param size        board side, 6, 8 or 10 (O-2)
 * @param start       Othello centre start (O-3) or Reversi empty start (O-4)
 * @param singleFlank O-8: a line may be flanked only when it is exactly one disc long
 * @param antiReversi O-11: the player with fewer discs wins; empties go to nobody
 */
public record OthelloVariant(int size, Start start, boolean singleFlank, boolean antiReversi) {

    public static final OthelloVariant OTHELLO = new OthelloVariant(8, Start.OTHELLO, false, false);

    public OthelloVariant {
        if (size != 6 && size != 8 && size != 10) {
            throw new IllegalArgumentException("board size " + size + " is not one of 6, 8, 10 (O-2)");
        }
        if (start == null) {
            throw new IllegalArgumentException("start is missing");
        }
    }

    public static OthelloVariant of(int size, Start start) {
        return new OthelloVariant(size, start, false, false);
    }

    public int squares() {
        return size * size;
    }

    public OthelloVariant withSize(int newSize) {
        return new OthelloVariant(newSize, start, singleFlank, antiReversi);
    }

    public OthelloVariant withStart(Start newStart) {
        return new OthelloVariant(size, newStart, singleFlank, antiReversi);
    }

    /**
     * Adds the named rule variations to this variant: {@code standard}, {@code single-flank} (O-8),
     * {@code anti} or {@code anti-reversi} (O-11), separated by commas.
     */
    public OthelloVariant withRules(String names) {
        OthelloVariant v = this;
        for (String raw : names.split("[,+ ]+")) {
            String name = raw.trim().toLowerCase(Locale.ROOT);
            switch (name) {
                case "", "standard", "normal" -> { }
                case "single-flank", "singleflank", "single" ->
                        v = new OthelloVariant(v.size, v.start, true, v.antiReversi);
                case "anti", "anti-reversi", "antireversi" ->
                        v = new OthelloVariant(v.size, v.start, v.singleFlank, true);
                default -> throw new IllegalArgumentException("unknown variant '" + raw
                        + "' (expected standard, single-flank or anti-reversi)");
            }
        }
        return v;
    }

    /** A short description such as {@code othello 8x8} or {@code reversi 10x10 single-flank anti-reversi}. */
    public String describe() {
        List<String> parts = new ArrayList<>();
        parts.add(start.name().toLowerCase(Locale.ROOT));
        parts.add(size + "x" + size);
        if (singleFlank) {
            parts.add("single-flank");
        }
        if (antiReversi) {
            parts.add("anti-reversi");
        }
        return String.join(" ", parts);
    }

    @Override
    public String toString() {
        return describe();
    }
}
