package org.othellier.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

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
        int instance = -1;
        for (int i = 0; i < Patterns.INSTANCES; i++) {
            if (Patterns.KINDS[Patterns.INSTANCE_KIND[i]].name().equals("edge+2x") && (Patterns.INSTANCE_MASK[i] & 1L) != 0
                    && (Patterns.INSTANCE_MASK[i] & 0xFFL) == 0xFFL) {
                instance = i;
            }
        }
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
    }
}
