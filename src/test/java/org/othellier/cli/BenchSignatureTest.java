package org.othellier.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The {@code bench} node total as the engine's signature: the same seeded positions searched the same way
 * give the same count on every machine, so a change of the search, the move ordering, the evaluator's
 * weights or the transposition table shows here. The total changes only in a commit that says so (and
 * gives the new bench figures in docs/BENCHMARKS.md); a commit meant to change nothing of the search
 * must leave it as it is.
 * <p>
 * The whole bench ({@code --depth 11 --empties 20}, 133,936,425 nodes) takes about 13 s here, so the test
 * pins a shorter fixed subset of the same workload: the same eight middle-game positions to depth 9 and
 * six seeded 16-empties endgames.
 */
class BenchSignatureTest {

    @Test
    void theShortBenchSearchesExactlyItsNodeCount() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        long nodes = BenchCommand.run(9, 16, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertEquals(4_128_305L, nodes, "the engine's signature changed: the search, its ordering or the weights did");
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(8, out.lines().filter(l -> l.startsWith("mid\t")).count(), out);
        assertEquals(6, out.lines().filter(l -> l.startsWith("end\t")).count(), out);
        assertTrue(out.contains("total\t\t\t4128305\t"), out);
    }
}
