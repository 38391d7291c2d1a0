package org.othellier.app.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.atLeast;
import static org.mockito.Mockito.atLeastOnce;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.inOrder;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;
import org.mockito.InOrder;
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

/** The standalone clock's loop with mocked buttons and display, as a hardware backend would drive it, on manual time. */
class StandaloneClockTest {

    final ManualTimeSource time = new ManualTimeSource(10_000);
    final ClockButtons buttons = mock(ClockButtons.class);
    final ClockDisplay display = mock(ClockDisplay.class);
    final StandaloneClock.Listener listener = mock(StandaloneClock.Listener.class);

    /** What the display shows last, black's text|white's. */
    private String shown() {
        ArgumentCaptor<String> black = ArgumentCaptor.forClass(String.class);
        ArgumentCaptor<String> white = ArgumentCaptor.forClass(String.class);
        verify(display, atLeastOnce()).show(black.capture(), white.capture());
        return black.getValue() + "|" + white.getValue();
    }

    /** The clock's events told to the listener, in order. */
    private List<ClockEvent> events() {
        ArgumentCaptor<ClockEvent> events = ArgumentCaptor.forClass(ClockEvent.class);
        verify(listener, atLeast(0)).event(events.capture());
        return events.getAllValues();
    }

    StandaloneClock loop(String control) {
        return new StandaloneClock(ClockState.create(TimeControl.parse(control)), time, buttons, display, ClockFace::sevenSegment,
                listener);
    }

    @Test
    void buttonsDriveTheClockAndTheSevenSegmentDisplayFollows() {
        StandaloneClock loop = loop("5m");
        loop.handle(new ButtonPress(Side.WHITE, time.nowMillis()), time.nowMillis()); // White's press starts Black's clock
        time.advance(12_300);
        loop.handle(new ButtonPress(Side.BLACK, time.nowMillis()), time.nowMillis());
        loop.refresh(time.nowMillis());
        assertEquals(" 4:48| 5:00", shown());
        assertEquals(List.of("Started", "Pressed"), events().stream().map(e -> e.getClass().getSimpleName()).toList());
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
        assertEquals("FLAG| 1:00", shown());
        ClockEvent last = events().get(events().size() - 1);
        assertEquals(Side.BLACK, ((ClockEvent.Flagged) last).side());
        assertEquals(70_000, last.at());
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
        assertEquals(" 5:00| 6:00", shown());
        verify(listener).refused("taking 10m from Black's time would leave no time (5m left)");
        verify(listener, times(1)).refused(anyString());
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
        verify(buttons).start(any()); // the loop started the buttons
        assertEquals(" 5:00| 5:00", shown());
    }

    @Test
    void theKeyboardStandsInForButtonsAndArbiter() {
        List<Object> got = new ArrayList<>();
        KeyboardButtons.Arbiter arbiter = mock(KeyboardButtons.Arbiter.class);
        // commands, words and presses in one list: their order across the arbiter and the buttons is the test
        doAnswer(inv -> {
            Command command = inv.getArgument(0);
            return got.add(command.kind() + (command.side() == null ? "" : " " + command.side() + " " + command.millis()));
        }).when(arbiter).command(any());
        doAnswer(inv -> got.add(inv.getArgument(0))).when(arbiter).info(anyString());
        Consumer<ButtonPress> presses = p -> got.add(p.side());
        new KeyboardButtons(new ByteArrayInputStream("\ralzm p29x?q".getBytes(StandardCharsets.UTF_8)), true, time, arbiter).read(presses);
        assertEquals(List.of("START", Side.BLACK, Side.WHITE, Side.BLACK, Side.WHITE, "PAUSE_OR_RESUME", "PAUSE_OR_RESUME",
                "ADJUST BLACK 10000", "ADJUST WHITE -10000", "STOP", "keys", "QUIT", "QUIT"), got);

        got.clear();
        String script = "start\nblack\nw\nadjust white +1m30s\nadjust black 30s\nstatus\nfrobnicate\npass\nquit\n";
        new KeyboardButtons(new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)), false, time, arbiter).read(presses);
        assertEquals(List.of("START", Side.BLACK, Side.WHITE, "ADJUST WHITE 90000", "status", "PASS", "QUIT", "QUIT"), got);
        InOrder lines = inOrder(arbiter);
        lines.verify(arbiter).unknown("adjust black 30s (write: adjust black +30s, adjust white -1m)");
        lines.verify(arbiter).unknown("frobnicate");
        verify(arbiter, times(2)).unknown(anyString());
    }
}
