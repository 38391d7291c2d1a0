package org.othellier.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Frames as people and scripts write them, and the errors that name what is wrong. */
class SensorFrameTest {

    @Test
    void aPictureWithCaptionsAndRowNumbersIsRead() {
        SensorFrame frame = SensorFrame.parse("""
                  a b c d e f
                1 - - - - - -
                2 - - - - - -
                3 - - O X - -
                4 - - X O - -
                5 - - - - - -
                6 - - - - - -
                """);
        // row by row from a1, as the API's frames are written: d3 is X
        assertEquals("-".repeat(14) + "OX----XO" + "-".repeat(14), frame.toCompactString());
        assertEquals(frame, SensorFrame.parse(frame.toPicture()));
    }

    @Test
    void badFramesAreRefusedWithTheReason() {
        assertEquals("frame character 64 is 'Q' (expected - for empty, # for occupied, X or O for a colour)",
                assertThrows(IllegalArgumentException.class, () -> SensorFrame.parse("-".repeat(63) + "Q")).getMessage());
        assertEquals("a frame has one character per square of a 6x6 to 10x10 grid; got 63 squares",
                assertThrows(IllegalArgumentException.class, () -> SensorFrame.parse("-".repeat(63))).getMessage());
        assertEquals("a frame has one character per square of a 6x6 to 10x10 grid; got 0 squares"
                        + " ('zzz' was read as a caption: it starts with a letter)",
                assertThrows(IllegalArgumentException.class, () -> SensorFrame.parse("zzz")).getMessage());
    }
}
