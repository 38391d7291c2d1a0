package org.othellier.game.octi;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Generates every legal move of a position as {@link LegalMoves} blocks: a list of entries and
 * insertions, then per square of the mover's pods the routes of each pod kind found once by a
 * depth-first search over jump legs, turned into counted blocks of capture choices and group moves
 * rather than listed. In the advanced game each sequence of extra moves is searched
 * explicitly (there are few: one per super-prong) and the normal moves after it form one block.
 */
final class MoveGenerator {

    private MoveGenerator() {
    }

    static LegalMoves generate(OctiPosition p) {
        if (!p.variant().cylinder()) {
            return normal(p);
        }
        List<LegalMoves.Block> blocks = new ArrayList<>();
        extras(new OctiWork(p), new ArrayList<>(), true, blocks, new HashSet<>());
        return new LegalMoves(blocks);
    }

    /** The normal moves of the player to move, without asking whether the game is over. */
    static LegalMoves normal(OctiPosition p) {
        List<LegalMoves.Block> blocks = new ArrayList<>();
        List<OctiMove> simple = new ArrayList<>();
        int mover = p.toMove;
        OctiVariant v = p.variant();
        for (int sq : v.homeSquares()) {
            if (OctiRules.canEnter(p, sq)) {
                simple.add(new OctiMove.Enter(sq));
            }
        }
        boolean prong = p.prongSupply[mover] > 0;
        boolean superProng = p.superSupply[mover] > 0;
        if (prong || superProng) {
            int last = -1;
            for (int w : p.pods) {
                if (Pod.ownerOf(w) != mover || w == last) {
                    continue;
                }
                last = w;
                int free = ~Pod.dirsOf(w) & 0xFF;
                for (Dir d : Dir.ALL) {
                    if ((free & d.bit()) != 0) {
                        if (prong) {
                            simple.add(new OctiMove.Insert(Pod.squareOf(w), Pod.of(w), d, false));
                        }
                        if (superProng) {
                            simple.add(new OctiMove.Insert(Pod.squareOf(w), Pod.of(w), d, true));
                        }
                    }
                }
            }
        }
        blocks.add(new LegalMoves.ListBlock(simple));
        int lastSquare = -1;
        for (int w : p.pods) {
            int sq = Pod.squareOf(w);
            if (Pod.ownerOf(w) == mover && sq != lastSquare) {
                lastSquare = sq;
                walks(p, sq, blocks);
            }
        }
        return new LegalMoves(blocks);
    }

    /** The walks from one square: single-pod routes that touch the square again, then everything else. */
    private static void walks(OctiPosition p, int origin, List<LegalMoves.Block> blocks) {
        int mover = p.toMove;
        int team = mover & 1;
        int[] kindArr = new int[p.count(origin)];
        int[] counts = new int[kindArr.length];
        int kinds = 0;
        for (int i = p.from(origin); i < p.to(origin); i++) {
            int w = p.pods[i];
            if (Pod.ownerOf(w) != mover) {
                continue;
            }
            if (kinds > 0 && kindArr[kinds - 1] == Pod.kindOf(w)) {
                counts[kinds - 1]++;
            } else {
                kindArr[kinds] = Pod.kindOf(w);
                counts[kinds++] = 1;
            }
        }
        kindArr = java.util.Arrays.copyOf(kindArr, kinds);
        counts = java.util.Arrays.copyOf(counts, kinds);
        Route[][] steps = new Route[kinds][];
        List<LegalMoves.RouteOption> singles = new ArrayList<>();
        List<LegalMoves.RouteOption> jumps = new ArrayList<>();
        int[] jumpKinds = new int[8];
        int originLeft = p.count(origin) - 1;
        List<Route> routes = new ArrayList<>();
        List<Route> stepList = new ArrayList<>();
        for (int k = 0; k < kinds; k++) {
            routes.clear();
            stepList.clear();
            routes(p, origin, Pod.dirsOf(kindArr[k]), originLeft, routes);
            for (Route r : routes) {
                if (!r.jump) {
                    stepList.add(r);
                    continue;
                }
                LegalMoves.RouteOption option = new LegalMoves.RouteOption(kindArr[k], r,
                        CaptureChoices.of(p, r, kindArr[k]), team);
                if (r.touchesOrigin) {
                    singles.add(option);
                } else {
                    if (jumps.size() == jumpKinds.length) {
                        jumpKinds = java.util.Arrays.copyOf(jumpKinds, jumpKinds.length * 2);
                    }
                    jumpKinds[jumps.size()] = k;
                    jumps.add(option);
                }
            }
            steps[k] = stepList.toArray(new Route[0]);
        }
        if (!singles.isEmpty()) {
            blocks.add(new LegalMoves.SingleBlock(singles));
        }
        blocks.add(new LegalMoves.GroupBlock(origin, kindArr, counts, steps, jumps,
                java.util.Arrays.copyOf(jumpKinds, jumps.size())));
    }

    /**
     * Every route of one pod from {@code origin} with directions {@code dirs}, on the board without
     * that pod ({@code originLeft} pods stay on the origin): the steps, then every chain of jumps
     * each prefix of a chain being a route of its own. A leg jumps a square holding pods that
     * this route has not jumped yet and lands on an empty square; the search is depth-first with the
     * jumped squares in a 128-bit mask.
     */
    static void routes(OctiPosition p, int origin, int dirs, int originLeft, List<Route> out) {
        boolean cyl = p.variant().cylinder();
        int mover = p.toMove;
        for (int d = 0; d < 8; d++) {
            if ((dirs & 1 << d) != 0) {
                int t = Squares.next(origin, d, cyl);
                if (t >= 0 && !p.enemyAt(t, mover)) {
                    out.add(Route.step(origin, t));
                }
            }
        }
        jumps(p, origin, dirs, originLeft, cyl, origin, new int[Squares.COUNT], new int[Squares.COUNT], 0, 0, 0, out);
    }

    private static void jumps(OctiPosition p, int origin, int dirs, int originLeft, boolean cyl, int cur,
                              int[] landings, int[] jumped, int depth, long lo, long hi, List<Route> out) {
        for (int d = 0; d < 8; d++) {
            if ((dirs & 1 << d) == 0) {
                continue;
            }
            int over = Squares.next(cur, d, cyl);
            if (over < 0 || (over == origin ? originLeft : p.count(over)) == 0) {
                continue;
            }
            if (over < 64 ? (lo & 1L << over) != 0 : (hi & 1L << (over - 64)) != 0) {
                continue;
            }
            int land = Squares.next(over, d, cyl);
            if (land < 0 || (land == origin ? originLeft : p.count(land)) != 0) {
                continue;
            }
            landings[depth] = land;
            jumped[depth] = over;
            out.add(new Route(origin, java.util.Arrays.copyOf(landings, depth + 1), java.util.Arrays.copyOf(jumped, depth + 1), true));
            jumps(p, origin, dirs, originLeft, cyl, land, landings, jumped, depth + 1,
                    over < 64 ? lo | 1L << over : lo, over < 64 ? hi : hi | 1L << (over - 64), out);
        }
    }

    /**
     * the turns that start with {@code done} extra moves. Emits the normal moves after them as
     * one block, then tries each further extra: a pod with an unused super-prong steps or jumps
     * straight that way, with each capture choice. Identical pods that have used the same
     * super-prongs are one choice; a sequence reached twice is emitted once.
     */
    private static void extras(OctiWork work, List<OctiMove.Walk> done, boolean natural, List<LegalMoves.Block> blocks,
                               Set<List<OctiMove.Walk>> seen) {
        OctiPosition mid = work.snapshot();
        int[] tags = work.tags();
        if (seen.add(List.copyOf(done))) {
            LegalMoves normal = normal(mid);
            if (done.isEmpty()) {
                blocks.add(new LegalMoves.Nested(normal));
            } else {
                blocks.add(new LegalMoves.TurnBlock(List.copyOf(done), normal, natural, mid));
            }
        }
        int mover = mid.toMove;
        List<Long> instances = new ArrayList<>();
        for (int i = 0; i < mid.pods.length; i++) {
            int w = mid.pods[i];
            int unused = Pod.supersOf(w) & ~tags[i];
            long key = (long) w << 8 | tags[i];
            if (Pod.ownerOf(w) != mover || unused == 0 || instances.contains(key)) {
                continue;
            }
            instances.add(key);
            int origin = Pod.squareOf(w);
            for (int d = 0; d < 8; d++) {
                if ((unused & 1 << d) == 0) {
                    continue;
                }
                List<Route> routes = new ArrayList<>();
                routes(mid, origin, 1 << d, mid.count(origin) - 1, routes);
                for (Route r : routes) {
                    CaptureChoices choices = CaptureChoices.of(mid, r, Pod.kindOf(w));
                    long naturalChoice = choices.enemiesOnly(mover & 1);
                    for (long c = 0; c < choices.total; c++) {
                        OctiMove.Walk extra = OctiMove.Walk.single(Pod.kindOf(w), r, choices.decode(c));
                        OctiWork next = work.copy();
                        next.walk(extra, tags[i], 1 << d);
                        done.add(extra);
                        extras(next, done, natural && c == naturalChoice, blocks, seen);
                        done.remove(done.size() - 1);
                    }
                }
            }
        }
    }
}
