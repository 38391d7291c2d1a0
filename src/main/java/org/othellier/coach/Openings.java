package org.othellier.coach;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Start;
import org.othellier.game.othello.Transcript;

/**
 * The named openings of 8x8 Othello (the resource {@code coach/openings.tsv}: name, transcript, where the name
 * comes from) and their recognition in a game. The start position looks the same after four of the board's
 * eight symmetries, so a game and every table line are first turned to begin with f5: a game that begins d3,
 * c4 or e6 is the same opening.
 */
public final class Openings {

    /** One named opening. */
    public record Opening(String name, List<OthelloMove> moves, String source) {
    }

    /**
     * What the table says of a game's moves.
     *
     * @param name         the longest named line the game has followed, or null
     * @param plies        how many moves of the game that line covers
     * @param leftTheoryAt the ply (from 1) of the game's first move outside every line of the table, or 0 while
     *                     the game is still inside them
     */
    public record Recognised(String name, int plies, int leftTheoryAt) {
        static final Recognised NONE = new Recognised(null, 0, 0);
    }

    private final List<Opening> openings;
    /** Every prefix of every line (canonical form, as a move string), with the name of the longest line it completes. */
    private final Map<String, String> named = new HashMap<>();
    private final java.util.Set<String> prefixes = new java.util.HashSet<>();

    Openings(List<Opening> openings) {
        this.openings = List.copyOf(openings);
        for (Opening o : openings) {
            List<OthelloMove> canon = canonical(o.moves());
            StringBuilder key = new StringBuilder();
            for (OthelloMove m : canon) {
                key.append(m);
                prefixes.add(key.toString());
            }
            named.put(key.toString(), o.name());
        }
    }

    /** The shipped table. */
    public static Openings standard() {
        return Shipped.TABLE;
    }

    /** Loaded on first use, after the class's own constants. */
    private static final class Shipped {
        static final Openings TABLE = load();
    }

    public List<Opening> all() {
        return openings;
    }

    /** The names and where the game left the table; nothing for variants the table is not about (other sizes, rules, Reversi starts). */
    public Recognised recognise(OthelloVariant variant, List<OthelloMove> moves) {
        if (!variant.equals(OthelloVariant.OTHELLO) || moves.isEmpty() || moves.get(0).isPass()) {
            return Recognised.NONE;
        }
        try {
            OthelloGame g = new OthelloGame(OthelloPosition.start(variant));
            moves.forEach(g::play);
        } catch (RuntimeException e) {
            return Recognised.NONE; // not a game from the start (a set-up position): no opening to name
        }
        List<OthelloMove> canon = canonical(moves);
        String name = null;
        int plies = 0;
        int left = 0;
        StringBuilder key = new StringBuilder();
        for (int i = 0; i < canon.size(); i++) {
            OthelloMove m = canon.get(i);
            if (m.isPass()) {
                left = i + 1;
                break;
            }
            key.append(m);
            if (!prefixes.contains(key.toString())) {
                left = i + 1;
                break;
            }
            String n = named.get(key.toString());
            if (n != null) {
                name = n;
                plies = i + 1;
            }
        }
        return new Recognised(name, plies, left);
    }

    /** The next moves of the table's lines after {@code moves} (in the game's own orientation), for the AI's book. */
    public List<OthelloMove> continuations(OthelloVariant variant, List<OthelloMove> moves) {
        if (!variant.equals(OthelloVariant.OTHELLO)) {
            return List.of();
        }
        int t = moves.isEmpty() ? 0 : symmetryToF5(moves.get(0));
        StringBuilder key = new StringBuilder();
        for (OthelloMove m : moves) {
            if (m.isPass()) {
                return List.of();
            }
            key.append(transform(m, t));
        }
        if (!moves.isEmpty() && !prefixes.contains(key.toString())) {
            return List.of();
        }
        java.util.Set<OthelloMove> next = new java.util.LinkedHashSet<>();
        for (Opening o : openings) {
            List<OthelloMove> canon = canonical(o.moves());
            if (canon.size() <= moves.size()) {
                continue;
            }
            StringBuilder k = new StringBuilder();
            for (int i = 0; i < moves.size(); i++) {
                k.append(canon.get(i));
            }
            if (k.toString().contentEquals(key)) {
                OthelloMove m = canon.get(moves.size());
                // the first move: all four are the same opening, so any of them
                next.add(moves.isEmpty() ? m : transform(m, inverse(t)));
            }
        }
        if (moves.isEmpty()) {
            return List.of(OthelloMove.parse("f5"), OthelloMove.parse("d3"), OthelloMove.parse("c4"), OthelloMove.parse("e6"));
        }
        return List.copyOf(next);
    }

    // ---------------------------------------------------------------- symmetries

    /** The eight symmetries of the square, as (col, row) -> (col', row'); 0 is the identity. */
    static OthelloMove transform(OthelloMove m, int t) {
        if (m.isPass()) {
            return m;
        }
        int c = m.col();
        int r = m.row();
        int n = 7;
        return switch (t) {
            case 0 -> new OthelloMove(c, r);
            case 1 -> new OthelloMove(n - c, n - r);   // half turn
            case 2 -> new OthelloMove(r, c);           // the a1-h8 diagonal
            case 3 -> new OthelloMove(n - r, n - c);   // the h1-a8 diagonal
            case 4 -> new OthelloMove(n - c, r);
            case 5 -> new OthelloMove(c, n - r);
            case 6 -> new OthelloMove(n - r, c);
            case 7 -> new OthelloMove(r, n - c);
            default -> throw new IllegalArgumentException("symmetry " + t);
        };
    }

    /** The four symmetries that leave the start position as it is (the others swap the colours). */
    private static final int[] KEEPS_START = {0, 1, 2, 3};

    private static int inverse(int t) {
        for (int u = 0; u < 8; u++) {
            OthelloMove probe = new OthelloMove(1, 2);
            if (transform(transform(probe, t), u).equals(probe) && transform(transform(new OthelloMove(0, 5), t), u).equals(new OthelloMove(0, 5))) {
                return u;
            }
        }
        throw new IllegalStateException("no inverse of " + t);
    }

    /** The symmetry (keeping the start position) that takes a first move to f5. */
    static int symmetryToF5(OthelloMove first) {
        OthelloMove f5 = OthelloMove.parse("f5");
        for (int t : KEEPS_START) {
            if (transform(first, t).equals(f5)) {
                return t;
            }
        }
        return 0; // not a first move of Othello's start; nothing will match
    }

    /** A game's moves turned by the symmetry that keeps the start and takes its first move to f5. */
    public static List<OthelloMove> canonical(List<OthelloMove> moves) {
        if (moves.isEmpty()) {
            return moves;
        }
        int t = symmetryToF5(moves.get(0));
        return moves.stream().map(m -> transform(m, t)).toList();
    }

    // ---------------------------------------------------------------- the table

    private static Openings load() {
        try (InputStream in = Openings.class.getResourceAsStream("/coach/openings.tsv")) {
            if (in == null) {
                throw new IllegalStateException("the openings table coach/openings.tsv is missing from this build");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("the openings table cannot be read: " + e.getMessage(), e);
        }
    }

    /** Reads the table: a malformed or illegal line throws {@link IllegalArgumentException} naming it. */
    static Openings parse(String text) {
        List<Opening> list = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new java.io.StringReader(text))) {
            String line;
            int number = 0;
            while ((line = r.readLine()) != null) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                if (f.length != 3) {
                    throw new IllegalArgumentException("openings line " + number + ": name, transcript and source expected");
                }
                OthelloGame g;
                try {
                    g = Transcript.replay(OthelloPosition.start(OthelloVariant.of(8, Start.OTHELLO)), f[1]);
                } catch (RuntimeException e) {
                    throw new IllegalArgumentException("openings line " + number + " (" + f[0] + "): " + e.getMessage(), e);
                }
                list.add(new Opening(f[0].strip(), g.moves(), f[2].strip()));
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return new Openings(list);
    }
}
