package org.othellier.app.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.othellier.app.clock.StandaloneClock.Command;
import org.othellier.clock.ClockState;
import org.othellier.clock.ClockEvent;
import org.othellier.clock.ClockFace;
import org.othellier.clock.ManualTimeSource;
import org.othellier.clock.TimeControl;
import org.othellier.game.Side;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ClockButtons;
import org.othellier.hw.ClockDisplay;

/** The standalone clock's loop with fake buttons and display, as a hardware backend would drive it, on manual time. */
class StandaloneClockTest {

    static final class Buttons implements ClockButtons {
        Consumer<ButtonPress> listener;

        @Override
        public void start(Consumer<ButtonPress> l) {
            listener = l;
        }
    }

    static final class Display implements ClockDisplay {
        final List<String> shown = new ArrayList<>();

        @Override
        public void show(String black, String white) {
            shown.add(black + "|" + white);
        }

        String last() {
            return shown.get(shown.size() - 1);
        }
    }

    final ManualTimeSource time = new ManualTimeSource(10_000);
    final Buttons buttons = new Buttons();
    final Display display = new Display();
    final List<ClockEvent> events = new ArrayList<>();
    final List<String> refused = new ArrayList<>();

    StandaloneClock loop(String control) {
        return new StandaloneClock(ClockState.create(TimeControl.parse(control)), time, buttons, display, ClockFace::sevenSegment,
                new StandaloneClock.Listener() {
                    @Override
                    public void event(ClockEvent e) {
                        events.add(e);
                    }

                    @Override
                    public void refused(String reason) {
                        refused.add(reason);
                    }
                });
    }

    @Test
    void buttonsDriveTheClockAndTheSevenSegmentDisplayFollows() {
        StandaloneClock loop = loop("5m");
        loop.handle(new ButtonPress(Side.WHITE, time.nowMillis()), time.nowMillis()); // White's press starts Black's clock
        time.advance(12_300);
        loop.handle(new ButtonPress(Side.BLACK, time.nowMillis()), time.nowMillis());
        loop.refresh(time.nowMillis());
        assertEquals(" 4:48| 5:00", display.last());
        assertEquals(List.of("Started", "Pressed"), events.stream().map(e -> e.getClass().getSimpleName()).toList());
    }

    @Test
    void theLoopWakesAtTheNextRefreshOrExactlyAtTheFlag() {
        StandaloneClock loop = loop("1m");
        assertEquals(60_000, loop.waitMillis(time.nowMillis()), "nothing runs: wake only for input");
        loop.handle(Command.of(Command.Kind.START), time.nowMillis());
        assertEquals(1_000, loop.waitMillis(time.nowMillis()), "the display's next second, not a poll");
        time.advance(59_950);
        loop.refresh(time.nowMillis());
        assertEquals(50, loop.waitMillis(time.nowMillis()));
        time.advance(45);
        loop.refresh(time.nowMillis());
        assertEquals(5, loop.waitMillis(time.nowMillis()), "the flag falls before the next refresh");
        time.advance(5);
        loop.refresh(time.nowMillis());
        assertEquals("FLAG| 1:00", display.last());
        assertEquals(Side.BLACK, ((ClockEvent.Flagged) events.get(events.size() - 1)).side());
        assertEquals(70_000, events.get(events.size() - 1).at());
    }

    @Test
    void theArbiterPausesAdjustsAndIsToldWhatIsRefused() {
        StandaloneClock loop = loop("5m");
        loop.handle(Command.of(Command.Kind.START), time.nowMillis());
        loop.handle(Command.of(Command.Kind.PAUSE_OR_RESUME), time.nowMillis());
        time.advance(3_600_000);
        loop.handle(Command.adjust(Side.WHITE, 60_000), time.nowMillis());
        loop.handle(Command.adjust(Side.BLACK, -600_000), time.nowMillis());
        loop.handle(Command.of(Command.Kind.PAUSE_OR_RESUME), time.nowMillis());
        loop.refresh(time.nowMillis());
        assertEquals(" 5:00| 6:00", display.last());
        assertEquals(List.of("taking 10m from Black's time would leave no time (5m left)"), refused);
    }

    @Test
    void runProcessesQueuedInputInOrderUntilQuit() throws InterruptedException {
        StandaloneClock loop = loop("5m");
        List<String> order = new ArrayList<>();
        loop.post(Command.of(Command.Kind.START));
        loop.post(() -> order.add("task after start: " + loop.clock().phase()));
        loop.post(Command.of(Command.Kind.QUIT));
        ClockState end = loop.run();
        assertEquals(ClockState.Phase.RUNNING, end.phase());
        assertEquals(List.of("task after start: RUNNING"), order);
        assertTrue(buttons.listener != null, "the loop started the buttons");
        assertEquals(" 5:00| 5:00", display.last());
    }

    @Test
    void theKeyboardStandsInForButtonsAndArbiter() {
        List<Object> got = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        KeyboardButtons.Arbiter arbiter = new KeyboardButtons.Arbiter() {
            @Override
            public void command(Command command) {
                got.add(command.kind() + (command.side() == null ? "" : " " + command.side() + " " + command.millis()));
            }

            @Override
            public void info(String what) {
                got.add(what);
            }

            @Override
            public void unknown(String line) {
                unknown.add(line);
            }
        };
        Consumer<ButtonPress> presses = p -> got.add(p.side());
        new KeyboardButtons(new ByteArrayInputStream("\ralzm p29x?q".getBytes(StandardCharsets.UTF_8)), true, time, arbiter).read(presses);
        assertEquals(List.of("START", Side.BLACK, Side.WHITE, Side.BLACK, Side.WHITE, "PAUSE_OR_RESUME", "PAUSE_OR_RESUME",
                "ADJUST BLACK 10000", "ADJUST WHITE -10000", "STOP", "keys", "QUIT", "QUIT"), got);

        got.clear();
        String script = "start\nblack\nw\nadjust white +1m30s\nadjust black 30s\nstatus\nfrobnicate\npass\nquit\n";
        new KeyboardButtons(new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)), false, time, arbiter).read(presses);
        assertEquals(List.of("START", Side.BLACK, Side.WHITE, "ADJUST WHITE 90000", "status", "PASS", "QUIT", "QUIT"), got);
        assertEquals(List.of("adjust black 30s (write: adjust black +30s, adjust white -1m)", "frobnicate"), unknown);
    }
}
