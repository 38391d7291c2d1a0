package org.othellier.clock;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
}
