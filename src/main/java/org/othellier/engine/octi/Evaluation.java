package org.othellier.engine.octi;

import org.othellier.game.Side;
import org.othellier.game.octi.OctiPlayer;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.octi.Squares;

/**
 * A static score of an Octi position for one team (a colour in the two-player games), in hundredths
 * of a pod: material (pods on the board and in reserve, prongs on pods and in supply), the enemy home
 * squares occupied (X-4, X-13: the more of them, the steeper), own home squares held (a pod there
 * keeps the enemy out, X-8), and how close pods with prongs stand to the enemy homes still to take.
 */
public final class Evaluation {

    /** A won position scores this minus the plies to the win. */
    public static final int WIN = 1_000_000;

    private static final int POD = 100;
    private static final int PRONG = 12;
    private static final int SUPER_PRONG = 25;
    private static final int RESERVE_POD = 70;
    private static final int SUPPLY_PRONG = 3;
    private static final int HOME_HELD = 20;
    private static final int[] OCCUPIED = {0, 60, 200, 450};
    private static final int CLOSENESS = 5;

    private Evaluation() {
    }

    /** The score for {@code team}: its own terms minus the enemy's. */
    public static int evaluate(OctiPosition p, Side team) {
        int[] score = new int[2];
        int[] occupied = new int[2];
        int[] held = new int[2];
        OctiVariant v = p.variant();
        boolean cyl = v.cylinder();
        p.forEachPod((sq, owner, prongs, supers) -> {
            int t = owner.team().ordinal();
            int s = POD + PRONG * Integer.bitCount(prongs) + SUPER_PRONG * Integer.bitCount(supers);
            OctiPlayer homeOf = v.homeOwner(sq);
            if (homeOf != null) {
                if (homeOf.team().ordinal() != t) {
                    occupied[t] |= 1 << homeIndex(v, sq);
                } else {
                    held[t] |= 1 << homeIndex(v, sq);
                }
            }
            if ((prongs | supers) != 0) {
                s += CLOSENESS * (8 - distanceToTarget(p, sq, t, cyl));
            }
            score[t] += s;
        });
        for (OctiPlayer pl : v.playerList()) {
            int t = pl.team().ordinal();
            score[t] += RESERVE_POD * p.reserve(pl) + SUPPLY_PRONG * p.prongSupply(pl) + SUPER_PRONG / 2 * p.superSupply(pl);
            if (v.classicEntries() || v.fourPlayer()) {
                score[t] += POD / 5 * p.captured(pl);
            }
        }
        for (int t = 0; t < 2; t++) {
            score[t] += OCCUPIED[Math.min(3, Integer.bitCount(occupied[t]))] * (v.fourPlayer() ? 2 : 1);
            score[t] += HOME_HELD * Integer.bitCount(held[t]);
        }
        int us = team.ordinal();
        return score[us] - score[1 - us];
    }

    private static int homeIndex(OctiVariant v, int sq) {
        return Squares.col(sq) / 2 + (Squares.row(sq) > 4 ? 4 : 0);
    }

    /** Per variant and team, the enemy home squares. */
    private static final int[][][] TARGETS = new int[OctiVariant.values().length][2][];
    /** Chebyshev distances between squares: [0] flat, [1] around the cylinder. */
    private static final byte[][] DISTANCE = new byte[2][Squares.COUNT * Squares.COUNT];

    static {
        for (OctiVariant v : OctiVariant.values()) {
            for (int team = 0; team < 2; team++) {
                java.util.List<Integer> list = new java.util.ArrayList<>();
                for (OctiPlayer enemy : v.playerList()) {
                    if (enemy.team().ordinal() != team) {
                        for (int home : v.homes(enemy)) {
                            list.add(home);
                        }
                    }
                }
                TARGETS[v.ordinal()][team] = list.stream().mapToInt(Integer::intValue).toArray();
            }
        }
        for (int a = 0; a < Squares.COUNT; a++) {
            for (int b = 0; b < Squares.COUNT; b++) {
                int dc = Math.abs(Squares.col(a) - Squares.col(b));
                int dr = Math.abs(Squares.row(a) - Squares.row(b));
                DISTANCE[0][a * Squares.COUNT + b] = (byte) Math.max(dc, dr);
                DISTANCE[1][a * Squares.COUNT + b] = (byte) Math.max(Math.min(dc, Squares.SIZE - dc), dr);
            }
        }
    }

    /** Chebyshev distance (around the cylinder when there is one) to the nearest enemy home not yet held by the team. */
    private static int distanceToTarget(OctiPosition p, int sq, int team, boolean cyl) {
        byte[] distance = DISTANCE[cyl ? 1 : 0];
        int best = 8;
        for (int home : TARGETS[p.variant().ordinal()][team]) {
            if (home != sq && teamHolds(p, home, team)) {
                continue;
            }
            best = Math.min(best, distance[sq * Squares.COUNT + home]);
        }
        return best;
    }

    private static boolean teamHolds(OctiPosition p, int sq, int team) {
        var view = p.view(sq);
        return team == 0 ? view == org.othellier.game.octi.SquareView.BLACK : view == org.othellier.game.octi.SquareView.WHITE;
    }
}
