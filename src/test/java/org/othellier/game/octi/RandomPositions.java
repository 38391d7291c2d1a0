package org.othellier.game.octi;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Random legal-looking positions (every invariant holds), crowded so that jumps, stacks and captures abound. */
final class RandomPositions {

    private RandomPositions() {
    }

    /**
     * Pods of every player on a {@code region}-wide square in the middle of the board, stacks of
     * up to {@code maxStack}, each socket holding a prong with probability {@code prongChance}.
     */
    static OctiPosition crowded(OctiVariant v, Random rng, int region, int maxStack, double prongChance) {
        while (true) {
            OctiPosition p = attempt(v, rng, region, maxStack, prongChance);
            if (p != null) {
                return p;
            }
        }
    }

    private static OctiPosition attempt(OctiVariant v, Random rng, int region, int maxStack, double prongChance) {
        int n = v.players();
        int low = (Squares.SIZE - region) / 2;
        int[] owners = new int[Squares.COUNT];
        int[] stack = new int[Squares.COUNT];
        java.util.Arrays.fill(owners, -1);
        List<OctiPosition.PodAt> pods = new ArrayList<>();
        int[] reserve = new int[4];
        int[] captured = new int[4];
        int prongsOnBoard = 0;
        int supersLeft = n * v.supersPerPlayer();
        for (int p = 0; p < n; p++) {
            int onBoard = 1 + rng.nextInt(v.podsPerPlayer());
            captured[p] = rng.nextInt(v.podsPerPlayer() - onBoard + 1);
            reserve[p] = v.podsPerPlayer() - onBoard - captured[p];
            for (int i = 0; i < onBoard; i++) {
                int sq;
                int tries = 0;
                do {
                    sq = Squares.of(low + rng.nextInt(region), low + rng.nextInt(region));
                    if (++tries > 200) {
                        return null;
                    }
                } while (owners[sq] >= 0 && ((owners[sq] & 1) != (p & 1) || stack[sq] >= maxStack));
                owners[sq] = p;
                stack[sq]++;
                int prongs = 0;
                int supers = 0;
                for (int d = 0; d < 8; d++) {
                    if (rng.nextDouble() < prongChance) {
                        if (supersLeft > 0 && rng.nextInt(4) == 0) {
                            supers |= 1 << d;
                            supersLeft--;
                        } else {
                            prongs |= 1 << d;
                        }
                    }
                }
                prongsOnBoard += Integer.bitCount(prongs);
                pods.add(new OctiPosition.PodAt(sq, new Pod(OctiPlayer.of(p), prongs, supers)));
            }
        }
        int prongsLeft = n * v.prongsPerPlayer() - prongsOnBoard;
        if (prongsLeft < 0) {
            return null;
        }
        int[] prongSupply = new int[4];
        int[] superSupply = new int[4];
        for (int i = 0; i < prongsLeft; i++) {
            prongSupply[rng.nextInt(n)]++;
        }
        for (int i = 0; i < supersLeft; i++) {
            superSupply[rng.nextInt(n)]++;
        }
        return OctiPosition.of(v, pods, reserve, captured, prongSupply, superSupply, OctiPlayer.of(rng.nextInt(n)), rng.nextInt(5));
    }

    /** Positions met in games of uniformly random moves, every {@code every}-th ply. */
    static List<OctiPosition> fromRandomGames(OctiVariant v, Random rng, int games, int every) {
        List<OctiPosition> out = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            OctiPosition p = OctiPosition.start(v);
            for (int ply = 0; !p.isOver() && ply < 400; ply++) {
                if (ply % every == 0) {
                    out.add(p);
                }
                LegalMoves moves = p.legalMoves();
                p = p.play(moves.get((long) (rng.nextDouble() * moves.count())));
            }
        }
        return out;
    }
}
