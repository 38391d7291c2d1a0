package org.othellier.game.octi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A slow, literal reading of and docs/OCTI.md D-3, D-4, D-6, D-8, written apart from
 * {@link MoveGenerator}: every subset of the pods on a square, every route of each on the board
 * without the subset, every subset of the individual pods jumped, the products, duplicates removed
 * by the moves' canonical form. Only for small positions.
 */
final class ReferenceMoves {

    private ReferenceMoves() {
    }

    static Set<OctiMove> normalMoves(OctiPosition p) {
        Set<OctiMove> out = new HashSet<>();
        int m = p.toMove;
        OctiVariant v = p.variant();
        List<int[]> pods = new ArrayList<>(); // {square, word}
        for (int w : p.pods) {
            pods.add(new int[] {Pod.squareOf(w), w});
        }
        // Entries
        for (int sq = 0; sq < 81; sq++) {
            if (entryAllowed(p, sq)) {
                out.add(new OctiMove.Enter(sq));
            }
        }
        // Insertions
        for (int w : p.pods) {
            if (Pod.ownerOf(w) != m) {
                continue;
            }
            for (Dir d : Dir.values()) {
                if ((Pod.dirsOf(w) & d.bit()) != 0) {
                    continue;
                }
                if (p.prongSupply[m] > 0) {
                    out.add(new OctiMove.Insert(Pod.squareOf(w), Pod.of(w), d, false));
                }
                if (p.superSupply[m] > 0) {
                    out.add(new OctiMove.Insert(Pod.squareOf(w), Pod.of(w), d, true));
                }
            }
        }
        // Walks
        for (int origin = 0; origin < 81; origin++) {
            List<Integer> mine = new ArrayList<>();
            for (int w : p.pods) {
                if (Pod.squareOf(w) == origin && Pod.ownerOf(w) == m) {
                    mine.add(w);
                }
            }
            for (int subset = 1; subset < 1 << mine.size(); subset++) {
                List<Integer> group = new ArrayList<>();
                List<Integer> rest = new ArrayList<>();
                for (int w : p.pods) {
                    rest.add(w);
                }
                for (int i = 0; i < mine.size(); i++) {
                    if ((subset & 1 << i) != 0) {
                        group.add(mine.get(i));
                        rest.remove(mine.get(i));
                    }
                }
                boolean isGroup = group.size() > 1;
                List<List<OctiMove.Part>> options = new ArrayList<>();
                for (int w : group) {
                    List<OctiMove.Part> parts = new ArrayList<>();
                    for (int[] route : routes(v, rest, origin, Pod.dirsOf(w), isGroup, m)) {
                        int[] landings = Arrays.copyOfRange(route, 0, route.length / 2);
                        int[] jumped = Arrays.copyOfRange(route, route.length / 2, route.length);
                        boolean jump = jumped.length > 0 && jumped[0] >= 0;
                        Route r = jump ? new Route(origin, landings, jumped, true) : Route.step(origin, landings[0]);
                        if (!jump) {
                            parts.add(new OctiMove.Part(Pod.kindOf(w), r, new int[0]));
                            continue;
                        }
                        List<Integer> jumpable = new ArrayList<>();
                        for (int x : rest) {
                            for (int j : jumped) {
                                if (Pod.squareOf(x) == j) {
                                    jumpable.add(x);
                                }
                            }
                        }
                        Set<List<Integer>> seen = new HashSet<>();
                        for (int c = 0; c < 1 << jumpable.size(); c++) {
                            List<Integer> taken = new ArrayList<>();
                            for (int i = 0; i < jumpable.size(); i++) {
                                if ((c & 1 << i) != 0) {
                                    taken.add(jumpable.get(i));
                                }
                            }
                            taken.sort(null);
                            if (seen.add(taken)) {
                                parts.add(new OctiMove.Part(Pod.kindOf(w), r, taken.stream().mapToInt(Integer::intValue).toArray()));
                            }
                        }
                    }
                    options.add(parts);
                }
                product(origin, options, 0, new ArrayList<>(), out);
            }
        }
        return out;
    }

    private static void product(int origin, List<List<OctiMove.Part>> options, int i, List<OctiMove.Part> chosen,
                                Set<OctiMove> out) {
        if (i == options.size()) {
            // No pod jumped twice: jumped squares disjoint across the parts.
            Set<Integer> jumped = new HashSet<>();
            for (OctiMove.Part part : chosen) {
                for (int sq : part.route.jumped) {
                    if (!jumped.add(sq)) {
                        return;
                    }
                }
            }
            out.add(new OctiMove.Walk(origin, chosen.toArray(new OctiMove.Part[0])));
            return;
        }
        for (OctiMove.Part part : options.get(i)) {
            chosen.add(part);
            product(origin, options, i + 1, chosen, out);
            chosen.remove(chosen.size() - 1);
        }
    }

    /** Routes as {landings..., jumped...}; a step as {target, -1}. */
    private static List<int[]> routes(OctiVariant v, List<Integer> board, int origin, int dirs, boolean group, int mover) {
        List<int[]> out = new ArrayList<>();
        boolean cyl = v.cylinder();
        for (Dir d : Dir.values()) {
            if ((dirs & d.bit()) == 0) {
                continue;
            }
            int t = Squares.next(origin, d, cyl);
            if (t < 0) {
                continue;
            }
            boolean enemy = false;
            for (int w : board) {
                enemy |= Pod.squareOf(w) == t && (Pod.ownerOf(w) & 1) != (mover & 1);
            }
            if (!enemy) {
                out.add(new int[] {t, -1});
            }
        }
        chains(v, board, origin, dirs, group, origin, new ArrayList<>(), new ArrayList<>(), out);
        return out;
    }

    private static void chains(OctiVariant v, List<Integer> board, int origin, int dirs, boolean group, int cur,
                               List<Integer> landings, List<Integer> jumped, List<int[]> out) {
        for (Dir d : Dir.values()) {
            if ((dirs & d.bit()) == 0) {
                continue;
            }
            int over = Squares.next(cur, d, v.cylinder());
            int land = over < 0 ? -1 : Squares.next(over, d, v.cylinder());
            if (land < 0 || jumped.contains(over)) {
                continue;
            }
            if (group && (over == origin || land == origin)) {
                continue;
            }
            if (!occupied(board, over) || occupied(board, land)) {
                continue;
            }
            landings.add(land);
            jumped.add(over);
            int[] r = new int[landings.size() * 2];
            for (int i = 0; i < landings.size(); i++) {
                r[i] = landings.get(i);
                r[landings.size() + i] = jumped.get(i);
            }
            out.add(r);
            chains(v, board, origin, dirs, group, land, landings, jumped, out);
            landings.remove(landings.size() - 1);
            jumped.remove(jumped.size() - 1);
        }
    }

    private static boolean occupied(List<Integer> board, int sq) {
        for (int w : board) {
            if (Pod.squareOf(w) == sq) {
                return true;
            }
        }
        return false;
    }

    private static boolean entryAllowed(OctiPosition p, int sq) {
        OctiVariant v = p.variant();
        int m = p.toMove;
        boolean enemy = false;
        boolean mine = false;
        for (int w : p.pods) {
            if (Pod.squareOf(w) == sq) {
                enemy |= (Pod.ownerOf(w) & 1) != (m & 1);
                mine |= Pod.ownerOf(w) == m;
            }
        }
        OctiPlayer owner = v.homeOwner(sq);
        if (!v.fourPlayer()) {
            if (owner != null && owner.ordinal() == m) {
                return !enemy && p.reserve[m] > 0;
            }
            return v.classicEntries() && owner != null && mine && p.reserve[m] + p.captured[m] > 0;
        }
        if (owner != null && owner.ordinal() == m) {
            return !enemy && p.reserve[m] > 0;
        }
        if (owner != null && owner.ordinal() == (m ^ 2)) {
            return mine && p.captured[m ^ 2] > 0;
        }
        return (owner != null || v.isNeutralHome(sq)) && mine && p.captured[m] > 0;
    }
}
