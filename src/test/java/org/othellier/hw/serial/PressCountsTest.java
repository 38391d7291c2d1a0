package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The host's side of "Presses" (PROTOCOL.md): the controller repeats each button's last presses with
 * their counts, and the host delivers each count once. {@code press} says whether a BUTTON is a new
 * press; {@code missed} counts the presses that have not come.
 */
class PressCountsTest {

    private static final int BLACK = 0;
    private static final int WHITE = 1;

    /** Connected at host time 10 000 to a controller whose clock reads 5 000. */
    private static PressCounts connected() {
        PressCounts p = new PressCounts();
        assertFalse(p.hello(5_000, 10_000, false));
        return p;
    }

    @Test
    void eachCountIsDeliveredOnceHoweverOftenItIsRepeated() {
        PressCounts p = connected();
        assertTrue(p.press(WHITE, 1, 6_000));
        assertFalse(p.press(WHITE, 1, 6_000)); // the quick repeats
        assertFalse(p.press(WHITE, 1, 6_000));
        assertTrue(p.press(BLACK, 1, 7_000)); // each button counts its own presses
        assertTrue(p.press(WHITE, 2, 8_000));
        assertFalse(p.press(WHITE, 1, 6_000)); // a heartbeat's repeat of the last presses, oldest first
        assertFalse(p.press(WHITE, 2, 8_000));
        assertEquals(0, p.missed());
    }

    @Test
    void aLostBUTTONArrivesWithItsRepeat() {
        PressCounts p = connected();
        assertTrue(p.press(BLACK, 1, 6_000));
        // BUTTON count=2 was damaged on the wire; its first repeat, 50 ms later, is the press.
        assertTrue(p.press(BLACK, 2, 9_000));
        assertEquals(0, p.missed());
    }

    @Test
    void aPressWhoseBUTTONsWereAllLostBeforeTheNextComesLateWithTheHeartbeat() {
        PressCounts p = connected();
        assertTrue(p.press(BLACK, 1, 6_000));
        // Press 2 and its quick repeats were lost; press 3 came first: press 2 is missing...
        assertTrue(p.press(BLACK, 3, 9_000));
        assertEquals(1, p.missed());
        // ...until the heartbeat's repeat of the last presses (1, 2, 3) brings it, late and out of order.
        assertFalse(p.press(BLACK, 1, 6_000));
        assertTrue(p.press(BLACK, 2, 8_000));
        assertFalse(p.press(BLACK, 3, 9_000));
        assertEquals(0, p.missed());
        assertFalse(p.press(BLACK, 2, 8_000)); // and only once
    }

    @Test
    void anOlderCountAlreadyDeliveredIsNoPress() {
        PressCounts p = connected();
        assertTrue(p.press(WHITE, 7, 6_000));
        assertTrue(p.press(WHITE, 8, 6_500));
        assertFalse(p.press(WHITE, 7, 6_000)); // reordered: already delivered
        assertFalse(p.press(WHITE, 6, 5_900)); // older than anything delivered, and never missing
        assertTrue(p.press(WHITE, 9, 7_000));
    }

    @Test
    void aPressTooFarBehindToBeRepeatedStaysMissed() {
        PressCounts p = connected();
        assertTrue(p.press(BLACK, 1, 6_000));
        assertTrue(p.press(BLACK, 40, 9_000)); // 38 presses never came
        assertEquals(38, p.missed());
        assertTrue(p.press(BLACK, 39, 8_900)); // within the window: filled in
        assertFalse(p.press(BLACK, 2, 6_100)); // beyond it: too old to tell a repeat from a press
        assertEquals(37, p.missed());
    }

    @Test
    void theCountWrapsAfter65535() {
        PressCounts p = connected();
        assertTrue(p.press(BLACK, 65_534, 6_000));
        assertTrue(p.press(BLACK, 65_535, 6_100));
        assertTrue(p.press(BLACK, 0, 6_200));
        assertFalse(p.press(BLACK, 65_535, 6_100));
        assertTrue(p.press(BLACK, 2, 6_400)); // 1 missing, across the wrap
        assertEquals(1, p.missed());
        assertTrue(p.press(BLACK, 1, 6_300));
        assertEquals(0, p.missed());
    }

    @Test
    void onTheFirstConnectionAPressFromBeforeItsHelloIsNotDelivered() {
        PressCounts p = connected();
        // After the HELLO, the controller's last presses, oldest first: made before the service was there.
        assertFalse(p.press(BLACK, 11, 3_000));
        assertFalse(p.press(BLACK, 12, 4_000));
        assertFalse(p.press(BLACK, 12, 4_000));
        assertTrue(p.press(BLACK, 13, 6_000));
        assertTrue(p.press(WHITE, 4, 5_000)); // made at the HELLO or after it: new
        assertEquals(0, p.missed());
    }

    @Test
    void pressesMadeWhileTheCableWasOutArriveAfterTheReconnection() {
        PressCounts p = connected();
        assertTrue(p.press(BLACK, 1, 6_000));
        p.clock(6_500, 11_500); // last heard; the cable is pulled
        assertFalse(p.hello(12_000, 17_000, false)); // back 5.5 s later; the controller did not restart
        // Its last presses of that button, oldest first: two the host had not heard of.
        assertFalse(p.press(BLACK, 1, 6_000));
        assertTrue(p.press(BLACK, 2, 8_000));
        assertTrue(p.press(BLACK, 3, 10_000));
        assertFalse(p.press(BLACK, 3, 10_000)); // then its repeats
    }

    @Test
    void aControllerThatRestartedCountsFromZeroAgain() {
        PressCounts p = connected();
        assertTrue(p.press(WHITE, 5, 6_000));
        p.clock(9_000, 14_000);
        // Away 60 s, back with a clock of 20 000: it ran 40 s less than the time that passed, so it restarted.
        assertTrue(p.hello(20_000, 74_000, false));
        assertTrue(p.press(WHITE, 1, 19_000)); // its first press since: new, though before the HELLO
        // Its clock went back: restarted again.
        p.clock(25_000, 79_000);
        assertTrue(p.hello(300, 80_000, false));
        assertTrue(p.press(WHITE, 1, 200));
        // It announced itself unasked while connected: restarted, whatever its clock says.
        assertTrue(p.hello(90_000, 81_000, true));
        assertTrue(p.press(BLACK, 1, 90_010));
        assertEquals(0, p.missed());
    }

    @Test
    void aClockThatKeptTimeWithinTheSlackIsTheSameController() {
        PressCounts p = connected();
        assertTrue(p.press(BLACK, 3, 6_000));
        p.clock(6_000, 11_000);
        // 100 s away; its resonator ran 0.5 % slow: 99 500 ms on its clock. Still the same run.
        assertFalse(p.hello(6_000 + 99_500, 111_000, false));
        assertFalse(p.press(BLACK, 3, 6_000));
        assertTrue(p.press(BLACK, 4, 100_000));
    }

    @Test
    void theControllersClockWrapsWithoutLookingLikeARestart() {
        PressCounts p = new PressCounts();
        long nearWrap = (1L << 32) - 1_000;
        p.hello(nearWrap, 10_000, false);
        assertTrue(p.press(BLACK, 1, nearWrap + 10));
        p.clock(nearWrap + 500, 10_500);
        assertFalse(p.hello(2_000, 13_500, false)); // 3 000 ms later on both clocks, across the wrap
        assertFalse(p.press(BLACK, 1, nearWrap + 10));
    }
}
