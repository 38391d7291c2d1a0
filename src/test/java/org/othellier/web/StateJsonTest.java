package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The state's lastMove, the square the page marks: none before the first move, none after a pass (O-7). */
class StateJsonTest {

    @Test
    void theLastMoveIsASquareOrNothing() {
        assertNull(StateJson.lastMove(List.of()), "no move yet");
        assertEquals("d6", StateJson.lastMove(List.of("f5", "d6")));
        assertNull(StateJson.lastMove(List.of("f5", "d6", "PA")), "a pass has no square");
    }
}
