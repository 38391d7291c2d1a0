package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.othellier.app.OthelloControllerTest.F5_DONE;
import static org.othellier.app.OthelloControllerTest.F5_PLACED;
import static org.othellier.app.OthelloControllerTest.picture;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.FlipWatch;
import org.othellier.game.Side;

/**
 * On a presence (reed switch) board the sensors cannot see a disc turned over where it lies: a disc to flip that was
 * never seen lifted since the move began is either turned without lifting or forgotten. By {@code board.unlifted-flips}
 * the press is taken at once ({@code off}), asked about, the squares named and blinking, until a second press
 * ({@code confirm}, the configuration's default), or refused until the disc is seen lifted ({@code strict}).
 * Black plays f5 (O-5), which flips e5.
 */
class UnliftedFlipTest {

    /** Black's f5 placed, e5 lifted to be turned: a reed switch reads it empty. */
    static final String E5_LIFTED = """
            - - - - - - - -
            - - - - - - - -
            - - - - - - - -
            - - - O X - - -
            - - - X - X - -
            - - - - - - - -
            - - - - - - - -
            - - - - - - - -
            """;

    @TempDir
    Path dir;

    private OthelloTable table(FlipWatch.Mode mode) {
        return new OthelloTable(dir, OthelloTable.settings(SensorKind.PRESENCE, false), BoardConfig.DEFAULTS.withUnliftedFlips(mode));
    }

    private static String lastMessage(OthelloTable t) {
        return t.state().messages().getLast().text();
    }

    @Test
    void aFlipSeenLiftedNeedsOnePressInEveryMode() {
        for (FlipWatch.Mode mode : FlipWatch.Mode.values()) {
            try (OthelloTable t = new OthelloTable(dir.resolve(mode.name()), OthelloTable.settings(SensorKind.PRESENCE, false),
                    BoardConfig.DEFAULTS.withUnliftedFlips(mode))) {
                // lifted for a moment only, less than the settle time: the raw frame counts
                t.settle().frame(F5_PLACED).frame(E5_LIFTED).frame(F5_DONE).settle().press(Side.BLACK);
                assertEquals("f5", t.moves(), mode.toString());
            }
        }
    }

    @Test
    void confirmNamesTheNeverLiftedFlipBlinksItAndTakesTheSecondPress() {
        try (OthelloTable t = table(FlipWatch.Mode.CONFIRM)) {
            t.settle().frame(F5_PLACED).settle();
            assertEquals(". . . . Y . . .", picture(t.leds()).split("\n")[4], "the flip is shown, steady");
            t.press(Side.BLACK);
            assertEquals("", t.moves(), "not taken at once: the sensors never saw e5 lifted");
            assertEquals("Black pressed, but the sensors never saw e5 lifted: turn e5 over, or press again if it is"
                    + " turned", lastMessage(t));
            assertEquals(". . . . y . . .", picture(t.leds()).split("\n")[4], "e5 blinks");
            assertEquals("e5", t.board.displayTexts()[0], "Black's display names it");
            t.press(Side.BLACK); // turned without lifting: the second press confirms
            assertEquals("f5", t.moves());
            assertEquals(List.of("Black f5"), List.of(lastMessage(t)));
        }
    }

    @Test
    void confirmAfterTheMissedFlipIsLiftedNeedsNoSecondPress() {
        try (OthelloTable t = table(FlipWatch.Mode.CONFIRM)) {
            t.settle().frame(F5_PLACED).settle().press(Side.BLACK);
            assertEquals("", t.moves());
            t.frame(E5_LIFTED).frame(F5_DONE).settle().press(Side.BLACK); // the player saw the blink and turned it
            assertEquals("f5", t.moves());
        }
    }

    @Test
    void strictRefusesEveryPressUntilTheDiscIsSeenLifted() {
        try (OthelloTable t = table(FlipWatch.Mode.STRICT)) {
            t.settle().frame(F5_PLACED).settle().press(Side.BLACK).press(Side.BLACK);
            assertEquals("", t.moves(), "a second press does not confirm");
            assertEquals("Black pressed, but the sensors never saw e5 lifted: lift each disc to flip and put it back"
                    + " turned over, then press (board.unlifted-flips = \"strict\")", lastMessage(t));
            assertEquals(". . . . y . . .", picture(t.leds()).split("\n")[4]);
            t.frame(E5_LIFTED).frame(F5_DONE).settle().press(Side.BLACK);
            assertEquals("f5", t.moves());
        }
    }

    @Test
    void offTakesTheNeverLiftedFlipAtOnce() {
        try (OthelloTable t = table(FlipWatch.Mode.OFF)) {
            t.settle().frame(F5_PLACED).settle().press(Side.BLACK);
            assertEquals("f5", t.moves());
        }
    }
}
