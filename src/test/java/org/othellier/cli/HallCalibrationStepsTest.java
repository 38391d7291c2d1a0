package org.othellier.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;
import org.othellier.hw.serial.Message.SquareCalibration;

/** The dialog's batches, skip and quit on a mocked 6x6 controller (the whole command runs on the simulator: CalibrateCommandTest). */
class HallCalibrationStepsTest {

    static int[] all(int value) {
        int[] a = new int[36];
        Arrays.fill(a, value);
        return a;
    }

    static HallCalibrationSteps.Sensors sensors() {
        HallCalibrationSteps.Sensors s = mock(HallCalibrationSteps.Sensors.class);
        when(s.rows()).thenReturn(6);
        when(s.cols()).thenReturn(6);
        return s;
    }

    @Test
    void squaresNamedAreMeasuredAndSkipLeavesTheRestOnTheDefault() throws Exception {
        HallCalibrationSteps.Sensors sensors = sensors();
        when(sensors.read()).thenReturn(all(512), all(212), all(812));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new HallCalibrationSteps(sensors, new BufferedReader(new StringReader("\na1, b1\nskip\n\n")),
                new PrintStream(out, true, StandardCharsets.UTF_8), 1, 40).run();
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("Still to do: rows 2-6, c1, d1, e1, f1. Put black discs on them"), text);
        assertTrue(text.contains("Left without a black threshold (they keep CONFIGURE's): rows 2-6, c1, d1, e1, f1."), text);
        @SuppressWarnings("unchecked")
        ArgumentCaptor<List<SquareCalibration>> stored = ArgumentCaptor.forClass(List.class);
        verify(sensors).store(stored.capture());
        assertEquals(new SquareCalibration(512, 150, 150), stored.getValue().get(0)); // a1
        assertEquals(new SquareCalibration(512, 0, 150), stored.getValue().get(2)); // c1: white only
        assertTrue(text.contains("34 weak squares"), text);
    }

    @Test
    void quittingStoresNothing() {
        HallCalibrationSteps.Sensors sensors = sensors();
        when(sensors.read()).thenReturn(all(512));
        HallCalibrationSteps steps = new HallCalibrationSteps(sensors, new BufferedReader(new StringReader("\nq\n")),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), 1, 40);
        HallCalibrationSteps.Quit quit = assertThrows(HallCalibrationSteps.Quit.class, steps::run);
        assertEquals("quit before the end", quit.getMessage());
        verify(sensors, never()).store(any());
    }

    @Test
    void rowsAndSquaresAreReadAndAnythingElseNamed() {
        HallCalibrationSteps steps = new HallCalibrationSteps(sensors(), new BufferedReader(new StringReader("")),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), 1, 40);
        assertEquals("[0, 1, 2, 3, 4, 5, 30, 35]", steps.parse("1 a6,f6").toString());
        assertEquals("rows 2-3", steps.describe(steps.parse("2-3")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> steps.parse("g1"));
        assertEquals("'g1' is neither a row (1 to 6), a range of rows (1-2) nor a square (a1 to f6)", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> steps.parse("3-2"));
    }
}
