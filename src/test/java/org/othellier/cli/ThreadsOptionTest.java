package org.othellier.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The commands' thread counts: outside 1 to 64 refused with the option named, before anything runs. */
class ThreadsOptionTest {

    @Test
    void nboardRefusesNoThreads() {
        String[] r = SolveCommandTest.run("nboard", "--threads", "0");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--threads 0 is outside 1 to 64"), r[2]);
    }

    @Test
    void solveRefusesTooManyThreads() {
        String[] r = SolveCommandTest.run("solve", "no-such-file.obf", "--threads", "65");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--threads 65 is outside 1 to 64"), r[2]);
    }
}
