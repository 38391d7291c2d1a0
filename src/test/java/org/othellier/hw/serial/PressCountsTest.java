package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The host's side of "Presses" (PROTOCOL.md): the controller repeats each button's latest BUTTON, and
 * the host delivers a count once. {@code press} answers how many presses were missed before a new one,
 * or -1 for no new press.
 */
class PressCountsTest {

    private static final int BLACK = 0;
    private static final int WHITE = 1;
    private static final int NO_NEW_PRESS = -1;

    /** Connected at host time 10 000 to a controller whose clock reads 5 000. */
    private static PressCounts connected() {
        PressCounts p = new PressCounts();
        assertFalse(p.hello(5_000, 10_000, false));
        return p;
    }

    @Test
    void eachCountIsDeliveredOnceHoweverOftenItIsRepeated() {
        PressCounts p = connected();
        assertEquals(0, p.press(WHITE, 1, 6_000));
        assertEquals(NO_NEW_PRESS, p.press(WHITE, 1, 6_000)); // the quick repeats
        assertEquals(NO_NEW_PRESS, p.press(WHITE, 1, 6_000));
        assertEquals(0, p.press(BLACK, 1, 7_000)); // each button counts its own presses
        assertEquals(0, p.press(WHITE, 2, 8_000));
        assertEquals(NO_NEW_PRESS, p.press(WHITE, 2, 8_000)); // a heartbeat's repeat
    }

    @Test
    void aLostBUTTONArrivesWithItsRepeat() {
        PressCounts p = connected();
        assertEquals(0, p.press(BLACK, 1, 6_000));
        // BUTTON count=2 was damaged on the wire; its first repeat, 50 ms later, is the press.
        assertEquals(0, p.press(BLACK, 2, 9_000));
    }

    @Test
    void twoPressesLostInARowAreCountedAsMissed() {
        PressCounts p = connected();
        assertEquals(0, p.press(BLACK, 1, 6_000));
        // Press 2 and all its repeats were lost before press 3 replaced it in the repeats.
        assertEquals(1, p.press(BLACK, 3, 9_000));
        assertEquals(NO_NEW_PRESS, p.press(BLACK, 3, 9_000));
    }

    @Test
    void anOlderCountAfterANewerOneIsNoPress() {
        PressCounts p = connected();
        assertEquals(0, p.press(WHITE, 7, 6_000));
        assertEquals(0, p.press(WHITE, 8, 6_500));
        assertEquals(NO_NEW_PRESS, p.press(WHITE, 7, 6_000)); // reordered: already delivered
        assertEquals(NO_NEW_PRESS, p.press(WHITE, 6, 5_900)); // older than anything delivered
        assertEquals(0, p.press(WHITE, 9, 7_000));
    }

    @Test
    void theCountWrapsAfter65535() {
        PressCounts p = connected();
        assertEquals(0, p.press(BLACK, 65_534, 6_000));
        assertEquals(0, p.press(BLACK, 65_535, 6_100));
        assertEquals(0, p.press(BLACK, 0, 6_200));
        assertEquals(NO_NEW_PRESS, p.press(BLACK, 65_535, 6_100));
        assertEquals(1, p.press(BLACK, 2, 6_400));
    }

    @Test
    void onTheFirstConnectionAPressFromBeforeItsHelloIsNotDelivered() {
        PressCounts p = connected();
        assertEquals(NO_NEW_PRESS, p.press(BLACK, 12, 4_000)); // made before the service was there
        assertEquals(0, p.press(BLACK, 13, 6_000));
        assertEquals(0, p.press(WHITE, 4, 5_000)); // made at the HELLO or after it: new
    }

    @Test
    void aPressMadeWhileTheCableWasOutArrivesAfterTheReconnection() {
        PressCounts p = connected();
        assertEquals(0, p.press(WHITE, 1, 6_000));
        p.clock(7_000, 12_000); // last heard at 7 000 on its clock; the cable is pulled
        // Pressed at 8 000 while nobody listened; 3 s later the link is back, the controller did not restart.
        assertFalse(p.hello(10_000, 15_000, false));
        assertEquals(0, p.press(WHITE, 2, 8_000)); // its repeat after the HELLO
        assertEquals(NO_NEW_PRESS, p.press(WHITE, 2, 8_000));
    }

    @Test
    void aControllerThatRestartedCountsFromZeroAgain() {
        PressCounts p = connected();
        assertEquals(0, p.press(WHITE, 5, 6_000));
        p.clock(9_000, 14_000);
        // Away 60 s, back with a clock of 20 000: it ran 40 s less than the time that passed, so it restarted.
        assertTrue(p.hello(20_000, 74_000, false));
        assertEquals(0, p.press(WHITE, 1, 19_000)); // its first press since: new, though before the HELLO
        // Its clock went back: restarted again.
        p.clock(25_000, 79_000);
        assertTrue(p.hello(300, 80_000, false));
        assertEquals(0, p.press(WHITE, 1, 200));
        // It announced itself unasked while connected: restarted, whatever its clock says.
        assertTrue(p.hello(90_000, 81_000, true));
        assertEquals(0, p.press(BLACK, 1, 90_010));
    }

    @Test
    void aClockThatKeptTimeWithinTheSlackIsTheSameController() {
        PressCounts p = connected();
        assertEquals(0, p.press(BLACK, 3, 6_000));
        p.clock(6_000, 11_000);
        // 100 s away; its resonator ran 0.5 % slow: 99 500 ms on its clock. Still the same run.
        assertFalse(p.hello(6_000 + 99_500, 111_000, false));
        assertEquals(NO_NEW_PRESS, p.press(BLACK, 3, 6_000));
        assertEquals(0, p.press(BLACK, 4, 100_000));
    }

    @Test
    void theControllersClockWrapsWithoutLookingLikeARestart() {
        PressCounts p = new PressCounts();
        long nearWrap = (1L << 32) - 1_000;
        p.hello(nearWrap, 10_000, false);
        assertEquals(0, p.press(BLACK, 1, nearWrap + 10));
        p.clock(nearWrap + 500, 10_500);
        assertFalse(p.hello(2_000, 13_500, false)); // 3 000 ms later on both clocks, across the wrap
        assertEquals(NO_NEW_PRESS, p.press(BLACK, 1, nearWrap + 10));
    }
}
