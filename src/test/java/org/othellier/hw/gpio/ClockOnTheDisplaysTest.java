package org.othellier.hw.gpio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.doReturn;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.withSettings;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mockito.AdditionalAnswers;
import org.othellier.app.BoardConfig;
import org.othellier.app.OthelloController;
import org.othellier.app.OthelloSettings;
import org.othellier.app.OthelloSnapshot;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.config.ConfigSection;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ClockDisplay;
import org.othellier.hw.MockedBoards;
import org.othellier.hw.gpio.sim.SimulatedWiring;
import org.othellier.store.Journal;

/**
 * The game's clock on the board's own displays (TM1637 and HT16K33 modules, a 16x2 LCD, on simulated wiring), with
 * time in the test's hands: one new text a second, sent exactly at the second's boundary, tenths under 20
 * seconds, the page's {@code clock.display} the same, and the journal's checkpoint still every 5 s.
 */
class ClockOnTheDisplaysTest {

    @TempDir
    Path dir;

    /** A text the display was sent, and when. */
    record Shown(long at, String black, String white) {
    }

    @ParameterizedTest
    @ValueSource(strings = {"tm1637", "ht16k33", "lcd"})
    void oneNewTextEverySecondAtItsBoundaryAndTenthsUnderTwentySeconds(String driver) {
        GpioConfig cfg = GpioConfig.read(ConfigSection.parse("[gpio.leds]\ndriver = \"none\"\n[gpio.display]\ndriver = \""
                + driver + "\"\n" + (driver.equals("tm1637") ? "bit-delay-us = 0\n" : ""), "test").section("gpio"));
        SimulatedWiring wiring = new SimulatedWiring(cfg);
        boolean lcd = driver.equals("lcd"); // the LCD shows whole lines: who moves, the time, the moves made
        AtomicLong time = new AtomicLong(7_000_123); // any origin: the boundaries follow the clock's start, not the epoch
        List<Shown> shown = new ArrayList<>();
        List<Long> lcdBytes = new ArrayList<>(); // the LCD's bytes for each text shown
        try (GpioBoard gpio = GpioBoard.open(cfg, wiring, time::get); Journal journal = Journal.open(dir)) {
            BoardBackend board = recording(gpio, (black, white) -> {
                shown.add(new Shown(time.get(), black, white));
                if (gpio.display() instanceof LcdClockDisplay chars) {
                    long before = wiring.lcd().bytes();
                    chars.show(black, white);
                    chars.flush(); // written now rather than by the display's thread: the LCD is read below
                    lcdBytes.add(wiring.lcd().bytes() - before);
                    assertEquals(List.of(pad(LcdClockDisplay.line('B', black)), pad(LcdClockDisplay.line('W', white))),
                            wiring.lcd().lines());
                    return;
                }
                SegmentClockDisplay modules = (SegmentClockDisplay) gpio.display();
                modules.show(black, white);
                modules.flush(); // written now rather than by the display's thread: the modules are read below
                assertModulesShow(driver, wiring, black, white);
            }, gpio.display().characterLines());
            OthelloController game = peopleOnly(board, journal, time, "1m", false);
            assertEquals(lcd ? "B     1:00 #0   " : " 1:00", shown.get(shown.size() - 1).black());
            long start = time.addAndGet(250);
            game.onPress(new ButtonPress(Side.WHITE, start)); // a press before the start starts Black's clock
            shown.clear();

            Set<String> checkpoints = new HashSet<>();
            int ticks = 0;
            // the event loop as EventLoop runs it: sleep to the instant the game asks for, ask again, tick when due
            for (OptionalLong next = game.nextWakeUp(); next.isPresent() && ticks < 10_000; next = game.nextWakeUp()) {
                time.set(Math.max(time.get(), next.getAsLong()));
                OptionalLong due = game.nextWakeUp();
                assertTrue(due.isPresent() && due.getAsLong() <= time.get(), "woken at " + time.get() + " for nothing due");
                game.onTick();
                ticks++;
                OthelloSnapshot s = game.snapshot();
                Shown last = shown.get(shown.size() - 1);
                for (int i = 0; i < 2; i++) {
                    String page = s.clock().display().get(i);
                    String onBoard = i == 0 ? last.black() : last.white();
                    assertTrue(lcd ? onBoard.contains(page.strip()) : onBoard.equals(page),
                            "the page shows " + page + ", the board " + onBoard);
                }
                journal.playing().map(g -> g.checkpoint()).ifPresent(checkpoints::add);
            }

            List<Shown> expected = new ArrayList<>();
            for (int s = 59; s >= 20; s--) { // m:ss, a new second every 1000 ms from the start
                expected.add(new Shown(start + (60 - s) * 1000L, String.format("%2d:%02d", s / 60, s % 60), " 1:00"));
            }
            for (int tenths = 199; tenths >= 1; tenths--) { // then every tenth, rounded up
                expected.add(new Shown(start + 60_000 - tenths * 100L, String.format(" %2d.%d", tenths / 10, tenths % 10), " 1:00"));
            }
            expected.add(new Shown(start + 60_000, "FLAG", " 1:00"));
            if (lcd) {
                expected.replaceAll(e -> new Shown(e.at(), e.black().equals("FLAG") ? "B      0.0 FLAG "
                        : String.format("B>%8s #0   ", e.black().strip()), "W     1:00 #0   "));
            }
            assertEquals(expected, shown);
            if (lcd) {
                // Only the characters that changed go over the I2C bus: a tick is one or two characters.
                lcdBytes.subList(0, lcdBytes.size() - shown.size()).clear(); // the ticks only
                LongSummaryStatistics bytes = lcdBytes.stream().mapToLong(Long::longValue).summaryStatistics();
                assertEquals(10, lcdBytes.get(1), "0:59 to 0:58: one character, 10 bytes");
                // Measured: 240 updates, 10.9 bytes on average (about 1 ms a tick on a 100 kHz bus, with the address
                // byte); 22 for 1:00 to 0:59 and 0:20 to 19.9, 40 for the flag (the '>', the time and FLAG).
                assertTrue(bytes.getAverage() < 11 && bytes.getMax() <= 40, "bytes per update: " + bytes);
                assertEquals("""
                        |B      0.0 FLAG |
                        |W     1:00 #0   |
                        """, wiring.lcd().picture());
            }
            assertTrue(ticks <= expected.size() + 13, ticks + " ticks: one a change of text, and the checkpoints");
            assertTrue(checkpoints.size() <= 60 / 5 + 1, checkpoints.size() + " checkpoints in a minute: every 5 s, not every tick");
            assertTrue(checkpoints.size() >= 60 / 5 - 1, checkpoints.size() + " checkpoints in a minute");
            game.close();
        }
    }

    @org.junit.jupiter.api.Test
    void theLcdNamesAClubsPlayersUntilTheClockStarts() {
        GpioConfig cfg = GpioConfig.read(ConfigSection.parse("[gpio.leds]\ndriver = \"none\"\n[gpio.display]\ndriver = \"lcd\"\n",
                "test").section("gpio"));
        SimulatedWiring wiring = new SimulatedWiring(cfg);
        AtomicLong time = new AtomicLong(1_000);
        try (GpioBoard gpio = GpioBoard.open(cfg, wiring, time::get); Journal journal = Journal.open(dir)) {
            LcdClockDisplay chars = (LcdClockDisplay) gpio.display();
            BoardBackend board = recording(gpio, (black, white) -> {
                chars.show(black, white);
                chars.flush();
            }, true);
            OthelloController game = peopleOnly(board, journal, time, "10m", true);
            // the hub's pairing: round 3, a name with its accents, one longer than the line
            game.namePlayers(game.snapshot().gameId(), "Jiří Čech", "Bartholomew Hollingsworth");
            assertEquals("""
                    |B Jiri Cech     |
                    |W Bartholomew Ho|
                    """, wiring.lcd().picture());
            game.onPress(new ButtonPress(Side.WHITE, time.addAndGet(5_000))); // White starts Black's clock
            assertEquals("""
                    |B>   10:00 #0   |
                    |W    10:00 #0   |
                    """, wiring.lcd().picture());
            game.close();
        }
    }

    /** A game between two people on {@code board}, begun with the clock {@code clock}, time in the test's hands. */
    private static OthelloController peopleOnly(BoardBackend board, Journal journal, AtomicLong time, String clock,
                                             boolean tournament) {
        OthelloController game = new OthelloController(new BoardConfig(0, 3000, false, false, 5000), board, journal, time::get,
                Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC), Runnable::run, spec -> {
                    throw new IllegalArgumentException("people only");
                }, Runnable::run);
        game.begin(new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.PRESENCE, PlayerSpec.HUMAN, PlayerSpec.HUMAN,
                clock, tournament));
        return game;
    }

    private static void assertModulesShow(String driver, SimulatedWiring wiring, String black, String white) {
        for (Side side : Side.values()) {
            SevenSegment text = SevenSegment.of(side == Side.BLACK ? black : white);
            byte[] digits = new byte[SevenSegment.DIGITS];
            if (driver.equals("tm1637")) {
                digits = wiring.tm1637(side).digits().clone();
                digits[1] &= (byte) ~SevenSegment.DP; // the colon rides on the second digit's point
            } else {
                for (int i = 0; i < digits.length; i++) {
                    digits[i] = wiring.ht16k33(1, side == Side.BLACK ? 0x71 : 0x72).ram(Ht16k33Digits.DIGIT_BYTES[i]);
                }
            }
            byte[] want = text.digits().clone();
            if (driver.equals("tm1637")) {
                want[1] &= (byte) ~SevenSegment.DP;
            }
            assertArrayEquals(want, digits, side + " module for '" + (side == Side.BLACK ? black : white) + "'");
        }
    }

    private static String pad(String line) {
        return (line + " ".repeat(16)).substring(0, 16);
    }

    /** The GPIO board with its display replaced by {@code display}, a character display if {@code characterLines}. */
    private static BoardBackend recording(GpioBoard board, ClockDisplay display, boolean characterLines) {
        ClockDisplay recorder = mock(ClockDisplay.class, withSettings().defaultAnswer(AdditionalAnswers.delegatesTo(display)));
        doReturn(characterLines).when(recorder).characterLines();
        BoardBackend recording = MockedBoards.hardwareWith(board, board.describe());
        doReturn(recorder).when(recording).display();
        return recording;
    }
}
