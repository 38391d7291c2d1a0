package org.othellier.game.othello;

import static jdk.incubator.vector.VectorOperators.EQ;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.NE;
import static jdk.incubator.vector.VectorOperators.OR;

import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Bitboards#moves} and {@link Bitboards#flips} four directions at a time, in 256-bit
 * vectors of four boards (the Vector API, an incubator module: the JVM needs
 * {@code --add-modules jdk.incubator.vector}). The same shifts and masks as the scalar code, one
 * lane per direction. Only {@link Bitboards} calls this, and only after {@link #usable} said yes:
 * where the processor has no 256-bit vectors (a Raspberry Pi's NEON is 128 bits) the API would
 * emulate the lanes in plain Java, many times slower than the scalar code.
 */
final class VectorBitboards {

    private VectorBitboards() {
    }

    private static final VectorSpecies<Long> FOUR = LongVector.SPECIES_256;

    // Moves: east-west, north-south and the two diagonals, one lane each; a run along a row or a
    // diagonal may not wrap from column h to column a, a column needs no mask.
    private static final LongVector MOVE_SHIFT = LongVector.fromArray(FOUR, new long[] {1, 8, 7, 9}, 0);
    private static final LongVector MOVE_SHIFT2 = MOVE_SHIFT.lanewise(LSHL, 1);
    private static final LongVector MOVE_MASK = LongVector.fromArray(FOUR,
            new long[] {Bitboards.INNER_COLUMNS, -1L, Bitboards.INNER_COLUMNS, Bitboards.INNER_COLUMNS}, 0);

    // Flips: the rays of Bitboards.RAYS, four toward higher bits (east, south, south-east,
    // south-west) then four toward lower bits (west, north, north-west, north-east), whose steps are these.
    private static final LongVector RAY_STEP = LongVector.fromArray(FOUR, new long[] {1, 8, 9, 7}, 0);
    private static final LongVector RAY_STEP2 = RAY_STEP.lanewise(LSHL, 1);
    private static final LongVector RAY_STEP4 = RAY_STEP.lanewise(LSHL, 2);

    /** True when this processor runs 256-bit vectors natively and they give the scalar code's answers. */
    static boolean usable() {
        if (LongVector.SPECIES_PREFERRED.vectorBitSize() < 256) {
            return false;
        }
        // A few positions through both paths: a wrong vector path must never reach the rules.
        long p = Bitboards.START_BLACK;
        long o = Bitboards.START_WHITE;
        for (int ply = 0; ply < 60; ply++) {
            long moves = Bitboards.scalarMoves(p, o);
            if (moves(p, o) != moves) {
                return false;
            }
            if (moves == 0) {
                long t = p;
                p = o;
                o = t;
                if (Bitboards.scalarMoves(p, o) == 0) {
                    break;
                }
                continue;
            }
            int x = 63 - Long.numberOfLeadingZeros(moves); // a fixed, not random, walk
            long f = Bitboards.scalarFlips(x, p, o);
            if (flips(x, p, o) != f) {
                return false;
            }
            long np = o ^ f;
            o = p ^ f ^ (1L << x);
            p = np;
        }
        return true;
    }

    /** The mover's legal squares: the scalar parallel prefix, one direction a lane. */
    static long moves(long p, long o) {
        LongVector mover = LongVector.broadcast(FOUR, p);
        LongVector mask = MOVE_MASK.and(o);
        LongVector left = mask.and(mover.lanewise(LSHL, MOVE_SHIFT));
        LongVector right = mask.and(mover.lanewise(LSHR, MOVE_SHIFT));
        left = left.or(mask.and(left.lanewise(LSHL, MOVE_SHIFT)));
        right = right.or(mask.and(right.lanewise(LSHR, MOVE_SHIFT)));
        LongVector maskLeft = mask.and(mask.lanewise(LSHL, MOVE_SHIFT));
        LongVector maskRight = maskLeft.lanewise(LSHR, MOVE_SHIFT);
        left = left.or(maskLeft.and(left.lanewise(LSHL, MOVE_SHIFT2)));
        right = right.or(maskRight.and(right.lanewise(LSHR, MOVE_SHIFT2)));
        left = left.or(maskLeft.and(left.lanewise(LSHL, MOVE_SHIFT2)));
        right = right.or(maskRight.and(right.lanewise(LSHR, MOVE_SHIFT2)));
        LongVector reach = left.lanewise(LSHL, MOVE_SHIFT).or(right.lanewise(LSHR, MOVE_SHIFT));
        return reach.reduceLanes(OR) & ~(p | o);
    }

    /** The discs a move on {@code x} flips: the four upward rays at once, then the four downward. */
    static long flips(int x, long p, long o) {
        int i = x << 3;
        // Upward: adding one to the opponent's discs (and everything off the ray) carries to the
        // first square of the ray that is not the opponent's; it must be the mover's.
        LongVector up = LongVector.fromArray(FOUR, Bitboards.RAYS, i);
        LongVector outflank = up.not().or(o).add(1).and(up).and(p);
        LongVector flipsUp = outflank.add(outflank.compare(NE, 0).toVector()).and(up); // outflank - 1, or 0
        // Downward: smear the ray's squares that are not the opponent's toward lower bits; the
        // highest of them is the only one whose square one step up is not smeared, and must be the mover's.
        LongVector down = LongVector.fromArray(FOUR, Bitboards.RAYS, i + 4);
        LongVector smear = down.and(~o);
        smear = smear.or(smear.lanewise(LSHR, RAY_STEP));
        smear = smear.or(smear.lanewise(LSHR, RAY_STEP2));
        smear = smear.or(smear.lanewise(LSHR, RAY_STEP4));
        LongVector outflankDown = smear.and(smear.lanewise(LSHR, RAY_STEP).not()).and(p);
        LongVector flipsDown = down.and(smear.not()).blend(0, outflankDown.compare(EQ, 0));
        return flipsUp.or(flipsDown).reduceLanes(OR);
    }
}
