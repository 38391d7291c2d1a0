package org.othellier.game.octi;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The four Octi games: {@code fast}, {@code classic},
 * {@code four-player} and {@code advanced}. Home squares: Black's on row 7
 * (c7 e7 g7), White's on row 3 (c3 e3 g3), as in the seed's picture; in the four-player game each
 * player has one corner home and e3, e7 are neutral (docs/OCTI.md D-1, D-8).
 */
public enum OctiVariant {
    FAST("fast", 2, 7, 25, 0, false, false),
    CLASSIC("classic", 2, 7, 25, 0, false, true),
    FOUR_PLAYER("four-player", 4, 4, 12, 0, false, false),
    ADVANCED("advanced", 2, 7, 24, 1, true, false);

    /** The quiet-play limit of X-5: plies without a capture, an entry or an insertion. */
    public static final int QUIET_PLY_LIMIT = 200;


    private final String id;
    private final int players;
    private final int podsPerPlayer;
    private final int prongsPerPlayer;
    private final int supersPerPlayer;
    private final boolean cylinder;
    private final boolean classicEntries;
    private final int[][] homes;
    private final int[] homeOwner = new int[Squares.COUNT];

    OctiVariant(String id, int players, int pods, int prongs, int supers, boolean cylinder, boolean classicEntries) {
        this.id = id;
        this.players = players;
        this.podsPerPlayer = pods;
        this.prongsPerPlayer = prongs;
        this.supersPerPlayer = supers;
        this.cylinder = cylinder;
        this.classicEntries = classicEntries;
        this.homes = players == 2
                ? new int[][] {{Home.C7, Home.E7, Home.G7}, {Home.C3, Home.E3, Home.G3}}
                : new int[][] {{Home.C7}, {Home.C3}, {Home.G3}, {Home.G7}};
        java.util.Arrays.fill(homeOwner, -1);
        for (int p = 0; p < players; p++) {
            for (int sq : homes[p]) {
                homeOwner[sq] = p;
            }
        }
    }

    public String id() {
        return id;
    }

    public int players() {
        return players;
    }

    public int podsPerPlayer() {
        return podsPerPlayer;
    }

    public int prongsPerPlayer() {
        return prongsPerPlayer;
    }

    public int supersPerPlayer() {
        return supersPerPlayer;
    }

    /** columns a and i are adjacent. */
    public boolean cylinder() {
        return cylinder;
    }

    /** entries on occupied opponent home squares, with re-entry of captured pods. */
    public boolean classicEntries() {
        return classicEntries;
    }

    public boolean fourPlayer() {
        return players == 4;
    }

    /** The players of this variant in turn order. */
    public List<OctiPlayer> playerList() {
        return List.of(OctiPlayer.ALL).subList(0, players);
    }

    /** A player's home squares (X-2; one corner in the four-player game, X-13). */
    public int[] homes(OctiPlayer p) {
        return homes[p.ordinal()].clone();
    }

    int[] homesOf(int player) {
        return homes[player];
    }

    /** The player whose home {@code square} is, or null (also for the neutral squares of X-13). */
    public OctiPlayer homeOwner(int square) {
        int p = homeOwner[square];
        return p < 0 ? null : OctiPlayer.of(p);
    }

    int homeOwnerIndex(int square) {
        return homeOwner[square];
    }

    /** The six home squares in square order, whoever's they are (X-2; X-13 with the neutral two). */
    int[] homeSquares() {
        return Home.ALL;
    }

    /** e3 and e7 belong to nobody in the four-player game. */
    public boolean isNeutralHome(int square) {
        return players == 4 && (square == Home.E3 || square == Home.E7);
    }

    public boolean isHomeSquare(int square) {
        return homeOwner[square] >= 0 || isNeutralHome(square);
    }

    /** The next player in turn order. */
    public OctiPlayer next(OctiPlayer p) {
        return OctiPlayer.of((p.ordinal() + 1) % players);
    }

    /** Reads a variant's name ({@code fast}, {@code classic}, {@code four-player}, {@code advanced}). */
    public static OctiVariant parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (OctiVariant v : values()) {
            if (v.id.equals(t) || v.name().toLowerCase(Locale.ROOT).equals(t)
                    || (v == FOUR_PLAYER && (t.equals("four") || t.equals("4") || t.equals("4p")))) {
                return v;
            }
        }
        List<String> names = new ArrayList<>();
        for (OctiVariant v : values()) {
            names.add(v.id);
        }
        throw new IllegalArgumentException("unknown Octi variant '" + text + "' (expected " + String.join(", ", names) + ")");
    }

    @Override
    public String toString() {
        return id;
    }

    /** The six home squares of X-2: third rank from each edge, columns c, e, g. */
    private static final class Home {
        static final int C3 = Squares.of(2, 2);
        static final int E3 = Squares.of(4, 2);
        static final int G3 = Squares.of(6, 2);
        static final int C7 = Squares.of(2, 6);
        static final int E7 = Squares.of(4, 6);
        static final int G7 = Squares.of(6, 6);
        static final int[] ALL = {C3, E3, G3, C7, E7, G7};
    }
}
