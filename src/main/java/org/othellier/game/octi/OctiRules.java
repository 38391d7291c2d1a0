package org.othellier.game.octi;

import java.util.List;

/**
 * Checks a given move against a position and makes it: for one move, without generating
 * the others (so {@link OctiPosition#play} stays cheap however many moves a position has).
 * {@link MoveGenerator} applies the same rules to produce every move; tests hold the two together.
 */
final class OctiRules {

    private OctiRules() {
    }

    static OctiPosition play(OctiPosition p, OctiMove move) {
        String why = whyIllegal(p, move);
        if (why != null) {
            throw new IllegalOctiMoveException(why);
        }
        return apply(p, move);
    }

    /** Makes a move already known to be legal. */
    static OctiPosition apply(OctiPosition p, OctiMove move) {
        if (move instanceof OctiMove.Turn turn) {
            OctiWork[] done = new OctiWork[1];
            String[] reason = new String[1];
            if (!checkExtras(new OctiWork(p), turn.extras(), 0, turn.normal(), reason, done)) {
                throw new IllegalOctiMoveException(reason[0]);
            }
            return done[0].finish();
        }
        OctiWork work = new OctiWork(p);
        if (!(move instanceof OctiMove.Pass)) {
            applyNormal(work, move, p);
        }
        return work.finish();
    }

    private static void applyNormal(OctiWork work, OctiMove move, OctiPosition before) {
        switch (move) {
            case OctiMove.Walk walk -> work.walk(walk, -1, 0);
            case OctiMove.Insert ins -> work.insert(ins.square(), ins.pod().kind(), ins.dir(), ins.superProng());
            case OctiMove.Enter enter -> {
                int source = entrySource(before, enter.square());
                work.enter(enter.square(), source >> 1, (source & 1) != 0);
            }
            default -> throw new IllegalArgumentException("not a normal move: " + move);
        }
    }

    static String whyIllegal(OctiPosition p, OctiMove move) {
        if (move == null) {
            return "no move";
        }
        OctiResult outcome = p.result();
        if (outcome.isOver()) {
            return "the game is over: " + outcome.reason();
        }
        String who = p.toMove().displayName();
        return switch (move) {
            case OctiMove.Pass pass -> {
                if (!p.variant().fourPlayer()) {
                    yield "passing is only for a four-player game (docs/OCTI.md D-8); " + who + " must move";
                }
                yield p.legalMoves().count() == 1 && p.legalMoves().get(0) instanceof OctiMove.Pass ? null
                        : who + " has a legal move, so may not pass (docs/OCTI.md D-8)";
            }
            case OctiMove.Turn turn -> {
                if (!p.variant().cylinder()) {
                    yield "extra moves belong to the advanced game (X-14)";
                }
                String[] reason = {null};
                yield checkExtras(new OctiWork(p), turn.extras(), 0, turn.normal(), reason, new OctiWork[1]) ? null : reason[0];
            }
            default -> checkNormal(p, move);
        };
    }

    /**
     * Tries the extra moves in order, backtracking over which of identical pods makes each (they may
     * have used different super-prongs already; docs/OCTI.md D-9), then the normal move. On success
     * {@code done[0]} holds the turn made.
     */
    private static boolean checkExtras(OctiWork work, List<OctiMove.Walk> extras, int k, OctiMove normal, String[] reason,
                                       OctiWork[] done) {
        OctiPosition mid = work.snapshot();
        if (k == extras.size()) {
            reason[0] = checkNormal(mid, normal);
            if (reason[0] != null) {
                return false;
            }
            applyNormal(work, normal, mid);
            done[0] = work;
            return true;
        }
        OctiMove.Walk extra = extras.get(k);
        String where = "extra move " + (k + 1) + ": ";
        if (extra.parts.length != 1) {
            reason[0] = where + "an extra move moves a single pod (X-14)";
            return false;
        }
        OctiMove.Part part = extra.parts[0];
        int dir = extraDirection(part.route);
        if (dir == 0) {
            reason[0] = where + "an extra move goes straight, in its super-prong's direction (X-14)";
            return false;
        }
        if ((Pod.supersOf(part.kind) & dir) == 0) {
            reason[0] = where + "the pod has no super-prong toward " + Dir.ALL[Integer.numberOfTrailingZeros(dir)] + " (X-14)";
            return false;
        }
        String why = checkWalk(mid, extra);
        if (why != null) {
            reason[0] = where + why;
            return false;
        }
        int[] tags = work.tags();
        int word = Pod.word(extra.origin, part.kind);
        boolean[] tried = new boolean[256];
        reason[0] = where + "the super-prong toward " + Dir.ALL[Integer.numberOfTrailingZeros(dir)]
                + " of the pod on " + Squares.name(extra.origin) + " has already been used this turn (X-14)";
        for (int i = mid.from(extra.origin); i < mid.to(extra.origin); i++) {
            int t = tags[i];
            if (mid.pods[i] != word || (t & dir) != 0 || tried[t]) {
                continue;
            }
            tried[t] = true;
            OctiWork next = work.copy();
            next.walk(extra, t, dir);
            if (checkExtras(next, extras, k + 1, normal, reason, done)) {
                return true;
            }
        }
        return false;
    }

    /** The direction bit of a straight route (every leg the same way), or 0. Extra moves exist only on the cylinder. */
    static int extraDirection(Route route) {
        boolean cyl = true;
        int dir = 0;
        int cur = route.origin;
        for (int land : route.landings) {
            Dir d = Squares.direction(cur, land, route.jump ? 2 : 1, cyl);
            if (d == null || dir != 0 && dir != d.bit()) {
                return 0;
            }
            dir = d.bit();
            cur = land;
        }
        return dir;
    }

    static String checkNormal(OctiPosition p, OctiMove move) {
        return switch (move) {
            case OctiMove.Enter e -> entryRefusal(p, e.square());
            case OctiMove.Insert i -> insertRefusal(p, i);
            case OctiMove.Walk w -> checkWalk(p, w);
            case OctiMove.Turn t -> "extra moves come before the normal move, once (X-14)";
            case OctiMove.Pass pass -> "a pass is not a normal move";
        };
    }

    // ---- entries

    /** Null when the mover may enter a pod on {@code square}, else why not. */
    static String entryRefusal(OctiPosition p, int sq) {
        return entry(p, sq, true);
    }

    /** The entry check without building messages, for move generation. */
    static boolean canEnter(OctiPosition p, int sq) {
        return entry(p, sq, false) == null;
    }

    private static final String REFUSED = "refused";

    private static String entry(OctiPosition p, int sq, boolean explain) {
        int m = p.toMove;
        OctiVariant v = p.variant();
        int homeOwner = v.homeOwnerIndex(sq);
        if (homeOwner == m) {
            if (p.enemyAt(sq, m)) {
                return explain ? "an opponent pod stands on " + Squares.name(sq) + " (X-6)" : REFUSED;
            }
            return p.reserve[m] > 0 ? null : explain ? who(p) + " has no pod in reserve (X-6)" : REFUSED;
        }
        if (!v.fourPlayer()) {
            if (v.classicEntries() && homeOwner >= 0) {
                if (!p.playerAt(sq, m)) {
                    return explain ? who(p) + " has no pod on " + Squares.name(sq)
                            + ": entering on an opponent home square needs one there (X-12)" : REFUSED;
                }
                return p.reserve[m] + p.captured[m] > 0 ? null
                        : explain ? who(p) + " has no pod in reserve or captured (X-12)" : REFUSED;
            }
            return !explain ? REFUSED : Squares.name(sq) + " is not one of " + who(p) + "'s home squares (X-6"
                    + (v.classicEntries() ? ", nor an opponent home square occupied by " + who(p) + ", X-12)" : ")");
        }
        if (homeOwner < 0 && !v.isNeutralHome(sq)) {
            return explain ? Squares.name(sq) + " is not a home square (X-6, X-13)" : REFUSED;
        }
        if (!p.playerAt(sq, m)) {
            return explain ? who(p) + " has no pod on " + Squares.name(sq)
                    + ": freeing pods there needs one (X-13, docs/OCTI.md D-8)" : REFUSED;
        }
        int partner = m ^ 2;
        if (homeOwner == partner) {
            return p.captured[partner] > 0 ? null : explain ? OctiPlayer.of(partner).displayName()
                    + " has no captured pod to free on " + Squares.name(sq) + " (X-13)" : REFUSED;
        }
        return p.captured[m] > 0 ? null
                : explain ? who(p) + " has no captured pod to bring back on " + Squares.name(sq) + " (X-13)" : REFUSED;
    }

    private static String who(OctiPosition p) {
        return p.toMove().displayName();
    }

    /**
     * The pod an entry takes, as {@code owner << 1 | fromCaptured}. Where captured pods may come back
     * they are taken first: a pod in reserve can do all a captured one can, and more (docs/OCTI.md D-6).
     */
    static int entrySource(OctiPosition p, int sq) {
        int m = p.toMove;
        OctiVariant v = p.variant();
        int homeOwner = v.homeOwnerIndex(sq);
        if (homeOwner == m) {
            return m << 1;
        }
        if (!v.fourPlayer()) {
            return m << 1 | (p.captured[m] > 0 ? 1 : 0);
        }
        return (homeOwner == (m ^ 2) ? m ^ 2 : m) << 1 | 1;
    }

    // ---- insertions

    static String insertRefusal(OctiPosition p, OctiMove.Insert ins) {
        int m = p.toMove;
        String who = OctiPlayer.of(m).displayName();
        String name = Squares.name(ins.square());
        Pod pod = ins.pod();
        if (pod.owner().ordinal() != m) {
            return who + " may insert prongs only into their own pods (X-7)";
        }
        if (!has(p, ins.square(), pod.kind(), 1)) {
            return "no pod " + pod + " of " + who + " on " + name;
        }
        if ((pod.directions() & ins.dir().bit()) != 0) {
            return "the " + ins.dir() + " socket of the pod on " + name + " already holds a prong (X-1)";
        }
        if (ins.superProng()) {
            return p.superSupply[m] > 0 ? null : who + " has no super-prong to insert (X-14)";
        }
        return p.prongSupply[m] > 0 ? null : who + " has no prong left to insert (X-7)";
    }

    /** True when at least {@code count} pods of {@code kind} stand on {@code sq}. */
    static boolean has(OctiPosition p, int sq, int kind, int count) {
        int word = Pod.word(sq, kind);
        int n = 0;
        for (int i = p.from(sq); i < p.to(sq); i++) {
            n += p.pods[i] == word ? 1 : 0;
        }
        return n >= count;
    }

    // ---- steps, jumps, captures, group moves

    /**
     * The checks of a walk. Group members move as at once, on the board without them: none may jump
     * over or land on the start square, no pod may be jumped twice in the move, and captures are
     * taken from what the jumped squares hold (docs/OCTI.md D-3, D-4).
     */
    static String checkWalk(OctiPosition p, OctiMove.Walk walk) {
        int m = p.toMove;
        String who = OctiPlayer.of(m).displayName();
        int origin = walk.origin;
        boolean group = walk.parts.length > 1;
        boolean cyl = p.variant().cylinder();
        // Enough pods of each kind on the origin.
        for (int k = 0; k < walk.parts.length; k++) {
            int kind = walk.parts[k].kind;
            if ((Pod.prongsOf(kind) & Pod.supersOf(kind)) != 0) {
                return "no pod has two prongs in one socket (X-1)";
            }
            if (Pod.ownerOf(kind) != m) {
                return who + " moves only their own pods (X-8, X-13)";
            }
            int needed = 0;
            for (OctiMove.Part q : walk.parts) {
                needed += q.kind == kind ? 1 : 0;
            }
            if (!has(p, origin, kind, needed)) {
                return needed == 1 ? "no pod " + Pod.of(kind) + " of " + who + " on " + Squares.name(origin)
                        : "fewer than " + needed + " pods " + Pod.of(kind) + " of " + who + " on " + Squares.name(origin);
            }
        }
        int stay = p.count(origin) - (group ? walk.parts.length : 1);
        long usedLo = 0;
        long usedHi = 0;
        for (OctiMove.Part part : walk.parts) {
            Route r = part.route;
            int dirs = Pod.dirsOf(part.kind);
            if (r.origin != origin || r.landings.length == 0) {
                return "a group moves from one square (X-11)";
            }
            if (!r.jump) {
                if (r.landings.length != 1) {
                    return "a move without a jump goes one square (X-8)";
                }
                int t = r.landings[0];
                Dir d = Squares.direction(origin, t, 1, cyl);
                if (d == null) {
                    return Squares.name(t) + " is not next to " + Squares.name(origin) + " (X-8)";
                }
                if ((dirs & d.bit()) == 0) {
                    return "the pod on " + Squares.name(origin) + " has no prong toward " + d + " (X-8)";
                }
                if (p.enemyAt(t, m)) {
                    return "an opponent pod stands on " + Squares.name(t) + " (X-8)";
                }
                continue;
            }
            int cur = origin;
            for (int land : r.landings) {
                Dir d = Squares.direction(cur, land, 2, cyl);
                if (d == null) {
                    return leg(cur, land) + " is not a jump: the squares are not two apart in a line (X-9)";
                }
                if ((dirs & d.bit()) == 0) {
                    return "the jumping pod has no prong toward " + d + " for " + leg(cur, land) + " (X-9)";
                }
                int over = Squares.next(cur, d.ordinal(), cyl);
                int overCount = over == origin ? (group ? -1 : stay) : p.count(over);
                if (overCount < 0) {
                    return "a pod of a group may not jump over its own start square " + Squares.name(origin) + " (X-11)";
                }
                if (overCount == 0) {
                    return leg(cur, land) + " jumps over an empty square, " + Squares.name(over) + " (X-9)";
                }
                boolean twice = over < 64 ? (usedLo & 1L << over) != 0 : (usedHi & 1L << (over - 64)) != 0;
                if (twice) {
                    return "the pods on " + Squares.name(over) + " would be jumped twice in one move (X-9)";
                }
                if (over < 64) {
                    usedLo |= 1L << over;
                } else {
                    usedHi |= 1L << (over - 64);
                }
                if (land == origin && group) {
                    return "a pod of a group may not land on its own start square " + Squares.name(origin) + " (X-11)";
                }
                int landCount = land == origin ? stay : p.count(land);
                if (landCount != 0) {
                    return leg(cur, land) + " lands on " + Squares.name(land) + ", which is not empty (X-9)";
                }
                cur = land;
            }
            String capture = checkCaptures(p, part, origin, stay);
            if (capture != null) {
                return capture;
            }
        }
        for (OctiMove.Part part : walk.parts) {
            if (!part.route.jump && part.captured.length > 0) {
                return "a move without a jump captures nothing (X-10)";
            }
        }
        return null;
    }

    private static String leg(int from, int to) {
        return Squares.name(from) + " to " + Squares.name(to);
    }

    /** Captured pods must stand on squares this part jumps, no more of a kind than stand there. */
    private static String checkCaptures(OctiPosition p, OctiMove.Part part, int origin, int stay) {
        int[] c = part.captured;
        for (int i = 0; i < c.length; i++) {
            int sq = Pod.squareOf(c[i]);
            if (!part.route.jumps(sq)) {
                return "a captured pod on " + Squares.name(sq) + " is not on a square the pod jumps (X-10)";
            }
            int same = 0;
            for (int x : c) {
                same += x == c[i] ? 1 : 0;
            }
            int present = 0;
            for (int j = p.from(sq); j < p.to(sq); j++) {
                present += p.pods[j] == c[i] ? 1 : 0;
            }
            if (sq == origin && Pod.kindOf(c[i]) == part.kind) {
                present--; // the jumping pod itself has left the square
            }
            if (same > present) {
                return "captures " + same + " pods " + Pod.of(c[i]) + " on " + Squares.name(sq) + " where "
                        + Math.max(present, 0) + " stand (X-10)";
            }
        }
        return null;
    }
}
