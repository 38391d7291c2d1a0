package org.othellier.engine.othello;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.othellier.engine.othello.Boards;
import org.othellier.engine.othello.EndgameSolverTest;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.Patterns;
import org.othellier.game.othello.Bitboards;

class PatternsTest {

    @Test
    void theEvaluationIsTheSameForTheEightImagesOfAPosition() {
        Evaluator eval = Evaluator.shipped();
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 200; i++) {
            long[] pos = Boards.randomPosition(random, random.nextInt(5, 56));
            int v = eval.evaluate(pos[0], pos[1]);
            for (int s = 1; s < 8; s++) {
                assertEquals(v, eval.evaluate(Patterns.symmetry(s, pos[0]), Patterns.symmetry(s, pos[1])),
                        "symmetry " + s + " of " + EndgameSolverTest.describe(pos));
            }
        }
    }

    @Test
    void everyInstanceReadsItsSquaresInItsOwnOrder() {
        // The first square of the edge pattern's instance on row 1 is b2 (digit 0); a mover disc there is 1.
        long b2 = 1L << 9;
        int instance = rowOneEdgeInstance();
        assertEquals(1, Patterns.configuration(instance, b2, 0));
        assertEquals(2, Patterns.configuration(instance, 0, b2));
        assertEquals(3, Patterns.configuration(instance, 1L, 0)); // a1 is the second digit
        assertEquals(50, Patterns.INSTANCES);
    }

    @Test
    void theTrainersFeaturesGiveTheEvaluatorsValue() {
        Evaluator eval = Evaluator.shipped();
        SplittableRandom random = new SplittableRandom(3);
        int[] idx = new int[Evaluator.FEATURES];
        float[] scalars = new float[Evaluator.SCALARS];
        for (int i = 0; i < 200; i++) {
            long[] pos = Boards.randomPosition(random, random.nextInt(1, 60));
            // the trainer's indices are canonical; the shipped tables hold the same weight for every image
            Patterns.canonicalIndices(pos[0], pos[1], idx);
            Evaluator.tableIndices(pos[0], pos[1], idx, Patterns.INSTANCES);
            Evaluator.scalarFeatures(pos[0], pos[1], scalars, 0);
            assertEquals(eval.evaluate(pos[0], pos[1]),
                    eval.evaluateFeatures(idx, 0, scalars, 0, Long.bitCount(~(pos[0] | pos[1]))),
                    EndgameSolverTest.describe(pos));
        }
    }

    @Test
    void theMobilityTablesReadEachSidesCountAndTheParityTheEmpties() {
        // a1 black (mover), b1 white, c1 empty: the mover has one move (c1), the opponent none
        long p = 1L;
        long o = 1L << 1;
        int[] idx = new int[Evaluator.FEATURES];
        Evaluator.tableIndices(p, o, idx, 0);
        assertEquals(Evaluator.MOVER_MOBILITY + 1, idx[0]);
        assertEquals(Evaluator.OPPONENT_MOBILITY, idx[1]);
        assertEquals(Evaluator.MOVER_POTENTIAL + 4, idx[2], "c1, a2, b2 and c2 touch the white disc");
        assertEquals(Evaluator.OPPONENT_POTENTIAL + 2, idx[3], "a2 and b2 touch the black disc");
        assertEquals(Evaluator.PARITY, idx[4], "62 empties");
    }

    @Test
    void weightsSurviveWritingAndReading() throws Exception {
        Evaluator eval = Evaluator.shipped();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        eval.write(out);
        Evaluator back = Evaluator.read(new ByteArrayInputStream(out.toByteArray()));
        SplittableRandom random = new SplittableRandom(2);
        for (int i = 0; i < 50; i++) {
            long[] pos = Boards.randomPosition(random, random.nextInt(5, 56));
            assertEquals(eval.evaluate(pos[0], pos[1]), back.evaluate(pos[0], pos[1]));
        }
        assertEquals(eval.version(), back.version());
        // memory holds the pattern tables in another order: writing must restore the file's order exactly
        byte[] shippedFile;
        try (var in = new GZIPInputStream(Evaluator.class.getResourceAsStream(Evaluator.RESOURCE))) {
            shippedFile = in.readAllBytes();
        }
        byte[] written = new GZIPInputStream(new ByteArrayInputStream(out.toByteArray())).readAllBytes();
        assertArrayEquals(shippedFile, written);
    }

    @Test
    void thePatternValuesKeptMoveByMoveAreThoseOfTheBoard() {
        // The search keeps each instance's contents as a balanced base-3 number, the first mover +1,
        // and updates it move by move, passes included; the evaluation from it must be the board's.
        Evaluator eval = Evaluator.shipped();
        SplittableRandom random = new SplittableRandom(4);
        int n = Patterns.INSTANCES;
        int[] values = new int[61 * n];
        int[] fresh = new int[n];
        for (int game = 0; game < 40; game++) {
            long p = Bitboards.START_BLACK;
            long o = Bitboards.START_WHITE;
            Patterns.balanced(p, o, values, 0);
            int at = 0;
            int sign = 1;
            while (true) {
                long moves = Bitboards.moves(p, o);
                if (moves == 0) {
                    if (Bitboards.moves(o, p) == 0) {
                        break;
                    }
                    long t = p;
                    p = o;
                    o = t;
                    sign = -sign;
                    continue;
                }
                for (int skip = random.nextInt(Long.bitCount(moves)); skip > 0; skip--) {
                    moves &= moves - 1;
                }
                int x = Long.numberOfTrailingZeros(moves);
                long flips = Bitboards.flips(x, p, o);
                Patterns.play(values, at, at + n, x, flips, sign);
                at += n;
                sign = -sign;
                long np = o ^ flips;
                o = p ^ flips ^ (1L << x);
                p = np;
                long first = sign > 0 ? p : o;
                long second = sign > 0 ? o : p;
                Patterns.balanced(first, second, fresh, 0);
                String where = "game " + game + " after " + (at / n) + " moves: " + EndgameSolverTest.describe(new long[] {p, o});
                assertArrayEquals(fresh, Arrays.copyOfRange(values, at, at + n), where);
                assertEquals(eval.evaluate(p, o), eval.evaluate(p, o, values, at, sign), where);
            }
        }
    }

    @Test
    void aBalancedValueCountsTheMoverPlusOneAndTheOpponentMinusOne() {
        // edge+2x on row 1 reads b2 (digit 0), then a1 (1) to h1 (8), then g2 (9)
        int instance = rowOneEdgeInstance();
        long b2 = 1L << 9;
        long a1 = 1L;
        assertEquals(1 - 3, Patterns.balanced(instance, b2, a1));
        assertEquals(-1 + 3, Patterns.balanced(instance, a1, b2));
        assertEquals(Patterns.balancedOfConfigurations(Patterns.INSTANCE_KIND[instance])[1 + 2 * 3],
                Patterns.balanced(instance, b2, a1));
    }

    /** The instance of the edge pattern (with its X-squares) on row 1. */
    private static int rowOneEdgeInstance() {
        for (int i = 0; i < Patterns.INSTANCES; i++) {
            if (Patterns.KINDS[Patterns.INSTANCE_KIND[i]].name().equals("edge+2x") && (Patterns.INSTANCE_MASK[i] & 0xFFL) == 0xFFL) {
                return i;
            }
        }
        throw new AssertionError("no edge instance on row 1");
    }
}
