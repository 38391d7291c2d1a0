package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.hw.serial.HallCalibration.Square;
import org.othellier.hw.serial.HallCalibration.Verdict;
import org.othellier.hw.serial.Message.SquareCalibration;

/** Thresholds half way between the readings, margins, and the weak squares named with what to do (6x6 boards). */
class HallCalibrationTest {

    static int[] all(int value) {
        int[] a = new int[36];
        Arrays.fill(a, value);
        return a;
    }

    static int at(String square) {
        return (square.charAt(1) - '1') * 6 + square.charAt(0) - 'a';
    }

    @Test
    void aSoundBoardHasThresholdsHalfWayAndNoWeakSquare() {
        int[] empty = all(512), black = all(212), white = all(812);
        empty[at("b2")] = 600; // an offset sensor: its own empty value, the same margins
        black[at("b2")] = 300;
        white[at("b2")] = 900;
        white[at("c3")] = 1023; // a strong magnet: the threshold is one byte, 255 at most
        HallCalibration c = HallCalibration.of(6, 6, empty, black, white, 40);
        assertEquals(new SquareCalibration(512, 150, 150), c.calibrations().get(at("a1")));
        assertEquals(new SquareCalibration(600, 150, 150), c.calibrations().get(at("b2")));
        assertEquals(new SquareCalibration(512, 150, 255), c.calibrations().get(at("c3")));
        assertEquals("""
                        a    b    c    d    e    f
                   1  150  150  150  150  150  150
                   2  150  150  150  150  150  150
                   3  150  150  150  150  150  150
                   4  150  150  150  150  150  150
                   5  150  150  150  150  150  150
                   6  150  150  150  150  150  150
                """, c.marginPicture());
        assertEquals(List.of(), c.weak());
        assertEquals("Every square has a margin of at least 40 counts (8 % of the half scale).\n", c.report());
        assertTrue(c.table().contains("\nb2        600    300    900     <=450     >=750  150 (29 %)\n"), c.table());
    }

    @Test
    void aSquareFarBelowTheOthersIsAMisplacedSensorAWholeWeakBoardIsMagnetsTooFar() {
        int[] empty = all(512), black = all(212), white = all(812);
        black[at("d4")] = 512 - 50;
        white[at("d4")] = 512 + 70;
        HallCalibration one = HallCalibration.of(6, 6, empty, black, white, 40);
        Square d4 = one.squares().get(at("d4"));
        assertEquals(Verdict.WEAK, d4.verdict());
        assertEquals(25, d4.margin()); // black: threshold 25, half of 50; white: 35
        assertTrue(d4.advice().startsWith("sensor misplaced: a black disc moves it 50 counts (a typical square 300) and a"
                + " white disc moves it 70 counts (a typical square 300)"), d4.advice());
        HallCalibration weakBoard = HallCalibration.of(6, 6, empty, all(512 - 70), all(512 + 70), 40);
        assertEquals(36, weakBoard.weak().size());
        assertTrue(weakBoard.weak().get(0).advice().startsWith("magnet too far: a black disc moves it 70 counts (a typical"
                + " square 70) and a white disc moves it 70 counts (a typical square 70), and most squares little more"),
                weakBoard.weak().get(0).advice());
    }

    @Test
    void aDiscThatMovesTheReadingTheWrongWayOrNotAtAllFailsAndKeepsTheDefault() {
        int[] empty = all(512), black = all(212), white = all(812);
        black[at("a1")] = 700; // a black disc raising it: upside down
        white[at("f6")] = 512;
        white[at("e6")] = HallCalibration.NOT_MEASURED; // skipped
        empty[at("e6")] = 1000;
        HallCalibration c = HallCalibration.of(6, 6, empty, black, white, 40);
        Square a1 = c.squares().get(at("a1"));
        assertEquals(Verdict.FAILED, a1.verdict());
        assertEquals(new SquareCalibration(512, 0, 150), a1.calibration());
        assertEquals("a black disc moved the reading up by 188 counts (it should lower it): that disc's magnet is upside"
                + " down, or the sensor is mounted back to front", a1.advice());
        assertEquals(Verdict.FAILED, c.squares().get(at("f6")).verdict());
        Square e6 = c.squares().get(at("e6"));
        assertEquals(Verdict.WEAK, e6.verdict());
        assertEquals(new SquareCalibration(1000, 255, 0), e6.calibration());
        assertTrue(e6.advice().startsWith("its empty reading 1000 is near the end of the ADC's range"), e6.advice());
        assertTrue(e6.advice().endsWith("no white disc measured: white keeps CONFIGURE's threshold"), e6.advice());
        assertEquals("""
                        a    b    c    d    e    f
                   1  150  150  150  150  150  150
                   2  150  150  150  150  150  150
                   3  150  150  150  150  150  150
                   4  150  150  150  150  150  150
                   5  150  150  150  150  150  150
                   6  150  150  150  150  255  150
                """, c.marginPicture());
        assertTrue(c.report().startsWith("3 weak squares, with a margin under 40 counts (8 % of the half scale) or no"
                + " threshold possible:\n  a1: failed, margin 150 (29 %): a black disc moved"), c.report());
    }

    @Test
    void readingsOfAnotherBoardAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HallCalibration.of(6, 6, all(512), new int[35], all(812), 40));
        assertEquals("a 6x6 board has 36 squares, the readings 36, 35 and 36", e.getMessage());
    }
}
