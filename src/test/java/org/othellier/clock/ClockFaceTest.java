package org.othellier.clock;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.othellier.clock.Table.B;
import static org.othellier.clock.Table.W;

import org.junit.jupiter.api.Test;

/** The display texts: seven-segment (four digits, colon, points), the 16x2 LCD, and the web's words. */
class ClockFaceTest {

    private static String seg(Table t, org.othellier.game.Side side) {
        return ClockFace.sevenSegment(t.view(), side);
    }

    /** Seven-segment text without its marks has exactly four digit positions. */
    private static void fourDigits(String text) {
        assertEquals(4, text.replace(":", "").replace(".", "").length(), "'" + text + "'");
    }

    @Test
    void timesAsPeopleReadThem() {
        assertEquals("1:30:00", ClockFace.time(5_400_000));
        assertEquals("25:00", ClockFace.time(1_500_000));
        assertEquals("0:45", ClockFace.time(45_000));
        assertEquals("0:20", ClockFace.time(20_000));
        assertEquals("0:20", ClockFace.time(19_901), "19.901 s rounds up to 20.0, shown as 0:20");
        assertEquals("19.9", ClockFace.time(19_900));
        assertEquals("0.1", ClockFace.time(1), "a time counting down is rounded up: 0.0 means the flag");
        assertEquals("0.0", ClockFace.time(0));
        assertEquals("0:59", ClockFace.elapsed(59_999), "a count-up time is rounded down, like a stopwatch");
    }

    @Test
    void sevenSegmentFormatsFromHoursToTenths() {
        Table t = new Table("90m,25m").start();
        assertEquals(" 1:30", seg(t, B));
        assertEquals("25:00", seg(t, W));
        t.quietly("30m");
        assertEquals("60:00", seg(t, B), "exactly an hour is shown as minutes and seconds");
        t.quietly("59m15s");
        assertEquals(" 0:45", seg(t, B));
        t.quietly("25.1s");
        assertEquals(" 19.9", seg(t, B), "tenths under 20 seconds, rounded up");
        t.quietly("20s");
        assertEquals("FLAG", seg(t, B));
        for (String s : ClockFace.sevenSegment(new Table("90m").view())) {
            fourDigits(s);
        }
    }

    @Test
    void aRunningDelayLightsTheLastPoint() {
        Table t = new Table("5m+d5s").start();
        assertEquals(" 5:00.", seg(t, B));
        assertEquals(" 5:00", seg(t, W));
        t.quietly("5s");
        assertEquals(" 5:00", seg(t, B));
    }

    @Test
    void byoYomiShowsThePeriodsLeftThenThePeriod() {
        Table t = new Table("1m+5x5m").start().quietly("1m");
        assertEquals("5.5:00", seg(t, B));
        t.quietly("5m30s");
        assertEquals("4.4:30", seg(t, B));
        Table s = new Table("3x30s").start().quietly("2s");
        assertEquals("3. 28", seg(s, B));
        s.quietly("20.5s");
        assertEquals("3. 7.5", seg(s, B));
        s.quietly("7.5s");
        assertEquals("2. 30", seg(s, B), "the period ran out: two left, the next one full");
        fourDigits(seg(s, B));
        Table c = new Table("1m+25in10m").start().quietly("1m");
        assertEquals("10:00.", seg(c, B), "Canadian: the period's time, the last point marks overtime");
    }

    @Test
    void countUpShowsTheTimeUsed() {
        Table t = new Table("countup").start().quietly("1m5.9s");
        assertEquals(" 1:05", seg(t, B));
        t.quietly("2h");
        assertEquals(" 2:01", seg(t, B), "h:mm above an hour");
    }

    @Test
    void lcdLinesAreSixteenCharactersWithIndicators() {
        Table t = new Table("90m/40+30m+30s").start().move(B, "1m").quietly("2m3.5s");
        String[] lines = ClockFace.lcd(t.view());
        assertArrayEquals(new String[] {
            "B  1:29:30 1/40 ",
            "W> 1:27:57 0/40 "}, new String[] {lines[0], lines[1]});
        Table d = new Table("5m+d5s").start().quietly("0.8s");
        assertEquals("B>    5:00 d4.2 ", ClockFace.lcd(d.view(), B));
        d.pause();
        assertEquals("B>    5:00 PAUSE", ClockFace.lcd(d.view(), B));
        Table b = new Table("3x30s").start().quietly("40s");
        assertEquals("B>    0:20 P2   ", ClockFace.lcd(b.view(), B));
        Table f = new Table("1m").start().quietly("1m");
        assertEquals("B      0.0 FLAG ", ClockFace.lcd(f.poll().view(), B));
        for (String line : ClockFace.lcd(t.view())) {
            assertEquals(16, line.length());
        }
    }

    /** Every text a display shows (LCD lines, seven-segment digits) at {@code t}. */
    private static String texts(ClockState clock, long t) {
        ClockView v = clock.view(t);
        return String.join("|", ClockFace.lcd(v)) + "|" + String.join("|", ClockFace.sevenSegment(v));
    }

    /**
     * The display's next change is computed, not polled: from any instant, nothing changes before
     * {@link ClockFace#nextChangeAt} and something does exactly there (the LCD's second, a tenth under 20 s,
     * a delay's tenth, the waiting hourglass player's second), checked millisecond by millisecond.
     */
    @Test
    void theNextChangeIsExactlyWhereATextChanges() {
        for (String control : new String[] {"90m", "25m", "25m+d5s", "25s+5x30s", "hourglass3m", "countup", "30s+25in10m"}) {
            ClockState clock = ClockState.create(TimeControl.parse(control)).start(org.othellier.game.Side.BLACK, 0).clock();
            long end = control.equals("90m") ? 5_500_000 : 200_000;
            for (long t = 0; t < end; t += t < 30_000 ? 137 : 9_973) { // densely where tenths and delays are
                long next = ClockFace.nextChangeAt(clock.view(t));
                if (next == Long.MAX_VALUE) {
                    assertEquals("FLAG", ClockFace.sevenSegment(clock.view(t), org.othellier.game.Side.BLACK), control);
                    continue;
                }
                String before = texts(clock, t);
                for (long u = t + 1; u < next; u++) {
                    assertEquals(before, texts(clock, u), control + ": a text changed at " + u + " before " + next);
                }
                assertNotEquals(before, texts(clock, next), control + ": nothing changed at " + next + " (from " + t + ")");
                assertTrue(next - t <= 1000, control + ": a running clock changes a text every second at least");
            }
        }
    }

    @Test
    void theNextChangeOfTheSevenSegmentDigitsAtTheSecondAndTenthBoundaries() {
        ClockState clock = ClockState.create(TimeControl.parse("25m")).start(org.othellier.game.Side.BLACK, 1_000).clock();
        assertEquals(2_000, ClockFace.nextChangeAt(clock.view(1_000)), "25:00 shows 24:59 one second after the start");
        assertEquals(2_000, ClockFace.nextChangeAt(clock.view(1_999)));
        assertEquals(3_000, ClockFace.nextChangeAt(clock.view(2_000)));
        long twentyLeft = 1_000 + 1_500_000 - 20_000;
        assertEquals(twentyLeft + 100, ClockFace.nextChangeAt(clock.view(twentyLeft)), "0:20 becomes 19.9 a tenth later");
        assertEquals(twentyLeft + 200, ClockFace.nextChangeAt(clock.view(twentyLeft + 100)));
        assertEquals(Long.MAX_VALUE, ClockFace.nextChangeAt(clock.pause(5_000).clock().view(6_000)), "a paused clock stays");
    }
}
