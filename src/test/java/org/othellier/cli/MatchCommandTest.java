package org.othellier.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MatchCommandTest {

    @Test
    void aDepthPlayerMeetsAnotherEngineAtItsOwnDepths() {
        String[] r = SolveCommandTest.run("match", "--black=depth:2/6", "--white=mobility", "--games=2", "--seed=3");
        assertEquals("0", r[0], r[2]);
        List<String> lines = r[1].lines().toList();
        assertEquals("# depth 2/6 against mobility, colours swapped on each opening", lines.get(0));
        assertTrue(lines.get(1).contains("\tdepth 2/6\tmobility\t"), lines.get(1));
        assertTrue(lines.get(2).contains("\tmobility\tdepth 2/6\t"), lines.get(2));
        assertTrue(lines.get(3).startsWith("depth 2/6 vs mobility: 2 games"), lines.get(3));
    }

    @Test
    void aMalformedDepthPlayerIsRefusedWithWhatADepthPlayerIs() {
        for (String bad : List.of("depth:10", "depth:10/", "depth:0/19", "depth:10/61", "depth:ten/19", "depth:10/19/2")) {
            String[] r = SolveCommandTest.run("match", "--black=" + bad, "--white=mobility", "--games=1");
            assertEquals("2", r[0], bad + ": " + r[2]);
            assertTrue(r[2].contains("player '" + bad + "' is not depth:D/E"), r[2]);
        }
    }
}
