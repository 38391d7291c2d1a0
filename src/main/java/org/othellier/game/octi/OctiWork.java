package org.othellier.game.octi;

import java.util.Arrays;

/**
 * A position being changed by a move: unsorted pods with a tag each, and the counts. The tag is the
 * set of super-prong directions a pod has used in the current turn, so two otherwise identical
 * pods can be told apart while a turn is under way. {@link #finish} makes the next position.
 */
final class OctiWork {

    final OctiVariant variant;
    int[] w;
    int[] tag;
    int n;
    final int[] reserve;
    final int[] captured;
    final int[] prongs;
    final int[] supers;
    final int mover;
    final int quiet;
    /** A capture, entry or insertion happened in this turn. */
    boolean progress;

    OctiWork(OctiPosition p) {
        this(p, new int[p.pods.length]);
    }

    OctiWork(OctiPosition p, int[] tags) {
        variant = p.variant();
        n = p.pods.length;
        w = Arrays.copyOf(p.pods, n + 2);
        tag = Arrays.copyOf(tags, n + 2);
        reserve = p.reserve.clone();
        captured = p.captured.clone();
        prongs = p.prongSupply.clone();
        supers = p.superSupply.clone();
        mover = p.toMove;
        quiet = p.quiet;
    }

    private OctiWork(OctiWork o) {
        variant = o.variant;
        n = o.n;
        w = o.w.clone();
        tag = o.tag.clone();
        reserve = o.reserve.clone();
        captured = o.captured.clone();
        prongs = o.prongs.clone();
        supers = o.supers.clone();
        mover = o.mover;
        quiet = o.quiet;
        progress = o.progress;
    }

    OctiWork copy() {
        return new OctiWork(this);
    }

    /** Index of a pod with this word and tag, or with any tag when {@code t < 0}; -1 if none. */
    int find(int word, int t) {
        for (int i = 0; i < n; i++) {
            if (w[i] == word && (t < 0 || tag[i] == t)) {
                return i;
            }
        }
        return -1;
    }

    /** Of identical pods, the captured one is the one with most super-prongs used this turn (docs/OCTI.md D-9). */
    private int findVictim(int word) {
        int best = -1;
        for (int i = 0; i < n; i++) {
            if (w[i] == word && (best < 0 || Integer.bitCount(tag[i]) > Integer.bitCount(tag[best]))) {
                best = i;
            }
        }
        return best;
    }

    void removeAt(int i) {
        n--;
        w[i] = w[n];
        tag[i] = tag[n];
    }

    void add(int word, int t) {
        if (n == w.length) {
            w = Arrays.copyOf(w, n * 2 + 2);
            tag = Arrays.copyOf(tag, n * 2 + 2);
        }
        w[n] = word;
        tag[n] = t;
        n++;
    }

    /** the pod leaves the game; the mover takes its prongs and super-prongs. */
    private void capture(int i, int captor) {
        int word = w[i];
        captured[Pod.ownerOf(word)]++;
        prongs[captor] += Integer.bitCount(Pod.prongsOf(word));
        supers[captor] += Integer.bitCount(Pod.supersOf(word));
        removeAt(i);
        progress = true;
    }

    /**
     * Makes a legal walk: the moving pods leave the origin, captured pods leave the game, the movers
     * land. For an extra move {@code moverTag} picks the instance and {@code usedDir} is added
     * to its tag; for a normal move {@code moverTag} is -1.
     */
    void walk(OctiMove.Walk m, int moverTag, int usedDir) {
        int[] tags = new int[m.parts.length];
        for (int k = 0; k < m.parts.length; k++) {
            int i = find(Pod.word(m.origin, m.parts[k].kind), moverTag);
            tags[k] = tag[i] | usedDir;
            removeAt(i);
        }
        for (OctiMove.Part part : m.parts) {
            for (int c : part.captured) {
                capture(findVictim(c), mover);
            }
        }
        for (int k = 0; k < m.parts.length; k++) {
            OctiMove.Part part = m.parts[k];
            add(Pod.word(part.route.destination(), part.kind), tags[k]);
        }
    }

    void enter(int square, int owner, boolean fromCaptured) {
        if (fromCaptured) {
            captured[owner]--;
        } else {
            reserve[owner]--;
        }
        add(Pod.word(square, Pod.kind(owner, 0, 0)), 0);
        progress = true;
    }

    void insert(int square, int kind, Dir dir, boolean superProng) {
        int i = find(Pod.word(square, kind), -1);
        int word = w[i];
        if (superProng) {
            supers[mover]--;
            word |= dir.bit() << 8;
        } else {
            prongs[mover]--;
            word |= dir.bit();
        }
        w[i] = word;
        progress = true;
    }

    /** Sorts the pods (tags alongside) so that {@code w[0..n)} and {@code tag[0..n)} match a position's order. */
    private void sort() {
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            keys[i] = (long) w[i] << 8 | tag[i];
        }
        Arrays.sort(keys);
        for (int i = 0; i < n; i++) {
            w[i] = (int) (keys[i] >>> 8);
            tag[i] = (int) (keys[i] & 0xFF);
        }
    }

    /** The position in the middle of a turn: same player to move; {@link #tags()} matches its pods. */
    OctiPosition snapshot() {
        sort();
        return new OctiPosition(variant, Arrays.copyOf(w, n), reserve.clone(), captured.clone(), prongs.clone(),
                supers.clone(), mover, quiet);
    }

    int[] tags() {
        return Arrays.copyOf(tag, n);
    }

    /** The position after the turn: X-13 home occupation, the next player, the quiet-ply count of X-5. */
    OctiPosition finish() {
        if (variant.fourPlayer()) {
            removeOccupiedPlayers();
        }
        sort();
        return new OctiPosition(variant, Arrays.copyOf(w, n), reserve, captured, prongs, supers,
                (mover + 1) % variant.players(), progress ? 0 : quiet + 1);
    }

    /**
     * a player whose home square holds an enemy pod loses every pod on the board (they count as
     * captured) and the occupier takes their prongs. The occupier is the mover when the mover stands
     * there (it always is: the rules leave no other way in; docs/OCTI.md D-8).
     */
    private void removeOccupiedPlayers() {
        for (int p = 0; p < 4; p++) {
            int home = variant.homesOf(p)[0];
            int occupier = -1;
            boolean hasPods = false;
            for (int i = 0; i < n; i++) {
                int owner = Pod.ownerOf(w[i]);
                if (Pod.squareOf(w[i]) == home && (owner & 1) != (p & 1) && (occupier < 0 || owner == mover)) {
                    occupier = owner;
                }
                hasPods |= owner == p;
            }
            if (occupier < 0 || !hasPods) {
                continue;
            }
            for (int i = n - 1; i >= 0; i--) {
                if (Pod.ownerOf(w[i]) == p) {
                    capture(i, occupier);
                }
            }
        }
    }
}
