package org.othellier.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.store.DataFiles;

/** The calibrate-solver command on a few real positions, and its refusals. */
class CalibrateSolverCommandTest {

    @Test
    void measuresEachEmptiesAndDepthOnTheGamesPositions() {
        String file = DataFiles.path("wthor/WTH_2001.wtb").toString();
        String[] r = SolveCommandTest.run("calibrate-solver", "--wthor", file, "--empties", "10,12", "--depths", "2,4",
                "--positions", "5");
        assertEquals("0", r[0], r[2]);
        List<String> lines = r[1].lines().toList();
        assertEquals("empties\tdepth\tpositions\tmean\tsd", lines.get(0));
        assertEquals(List.of("10\t2\t5", "10\t4\t5", "12\t2\t5", "12\t4\t5"),
                lines.subList(1, 5).stream().map(l -> l.substring(0, l.lastIndexOf('\t', l.lastIndexOf('\t') - 1))).toList());
        for (String l : lines.subList(1, 5)) {
            double sd = Double.parseDouble(l.split("\t")[4]);
            assertTrue(sd > 0 && sd < 30, l); // exact scores and shallow values of real positions disagree, but by discs
        }
        assertTrue(lines.get(5).startsWith("depth 2\tsd "), lines.get(5));
    }

    @Test
    void badArgumentsAreRefusedSayingWhich(@TempDir Path dir) throws Exception {
        String[] r = SolveCommandTest.run("calibrate-solver", "--empties", "3");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--empties 3 is outside 4 to 30"), r[2]);
        r = SolveCommandTest.run("calibrate-solver", "--wthor", dir.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("no .wtb files in"), r[2]);
        Path broken = Files.write(dir.resolve("broken.wtb"), new byte[] {1, 2, 3});
        r = SolveCommandTest.run("calibrate-solver", "--wthor", broken.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("too short for a WTHOR header"), r[2]);
    }
}
