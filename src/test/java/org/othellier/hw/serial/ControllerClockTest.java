package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ControllerClockTest {

    @Test
    void theShortestRoundTripSetsTheOffset() {
        ControllerClock clock = new ControllerClock();
        clock.roundTrip(1000, 1040, 500);  // offset 1020 - 500 = 520, +-20
        clock.roundTrip(2000, 2002, 1499); // offset 2001 - 1499 = 502, +-1
        clock.roundTrip(3000, 3100, 2460); // offset 3050 - 2460 = 590, +-50
        assertEquals(1, clock.uncertaintyMillis());
        assertEquals(3002 - 30, clock.toHost(2470, 3005)); // 2470 + 502
    }

    @Test
    void aConvertedTimeIsNeverInTheFuture() {
        ControllerClock clock = new ControllerClock();
        clock.roundTrip(1000, 1002, 0);
        assertEquals(1500, clock.toHost(900, 1500)); // 900 + 1001 would be after it arrived
    }

    @Test
    void beforeAnyRoundTripTheLeastDelayedMessageBoundsTheOffset() {
        ControllerClock clock = new ControllerClock();
        assertEquals(700, clock.toHost(5, 700)); // nothing known: the arrival time
        clock.oneWay(1000, 100); // offset at most 900
        clock.oneWay(1210, 300); // 910: more delayed, ignored
        assertEquals(1050, clock.toHost(150, 1200));
    }

    @Test
    void theControllersClockWrapsAfter49Days() {
        ControllerClock clock = new ControllerClock();
        long wrap = 1L << 32;
        clock.roundTrip(10_000, 10_000, wrap - 100);
        assertEquals(10_000 + 150, clock.toHost(50, 20_000)); // 50 is 150 ms after 2^32 - 100
        assertEquals(10_000 - 20, clock.toHost(wrap - 120, 20_000)); // a little before, still on the old lap
    }

    @Test
    void aRestartedControllerStartsAfresh() {
        ControllerClock clock = new ControllerClock();
        clock.roundTrip(10_000, 10_000, 9_000);
        clock.reset();
        clock.roundTrip(20_000, 20_000, 0);
        assertEquals(20_010, clock.toHost(10, 30_000));
    }
}
