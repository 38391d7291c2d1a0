package org.othellier.app.clock;

import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.othellier.clock.ClockState;
import org.othellier.clock.ClockEvent;
import org.othellier.clock.ClockFace;
import org.othellier.clock.ClockView;
import org.othellier.clock.TimeSource;
import org.othellier.game.Side;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ClockButtons;
import org.othellier.hw.ClockDisplay;

/**
 * A tournament clock without a board: two buttons, a display, an arbiter. One thread owns the
 * {@link ClockState}; button drivers and the arbiter's input only post to its queue. The loop wakes at
 * the clock's next event (so a flag falls on time) and, while a clock runs, at the display's next
 * change ({@link ClockFace#nextChangeAt}: each second at its boundary, tenths under 20 s). Any {@link ClockButtons} and {@link ClockDisplay} will do: the
 * keyboard and terminal of the {@code clock} command, or the buttons and seven-segment display of a
 * hardware backend.
 */
public final class StandaloneClock {

    /** What the arbiter (or the keyboard standing in for one) can ask for. */
    public record Command(Kind kind, Side side, long millis) {
        public enum Kind { START, PAUSE_OR_RESUME, ADJUST, PASS, STOP, QUIT }

        public static Command of(Kind kind) {
            return new Command(kind, null, 0);
        }

        public static Command adjust(Side side, long millis) {
            return new Command(Kind.ADJUST, Objects.requireNonNull(side), millis);
        }
    }

    /** Hears what the clock does. Called on the loop's thread. */
    public interface Listener {
        void event(ClockEvent event);

        /** A command the clock refused (an adjustment that would leave no time), with the reason. */
        void refused(String reason);
    }

    private final TimeSource time;
    private final ClockButtons buttons;
    private final ClockDisplay display;
    private final Function<ClockView, String[]> face;
    private final Listener listener;
    private final BlockingQueue<Object> inbox = new LinkedBlockingQueue<>();
    private ClockState clock;
    private String[] shown;
    private boolean quit;

    /**
     * @param face how the display shows the clock: {@code ClockFace::sevenSegment} or {@code ClockFace::lcd}
     */
    public StandaloneClock(ClockState clock, TimeSource time, ClockButtons buttons, ClockDisplay display,
            Function<ClockView, String[]> face, Listener listener) {
        this.clock = clock;
        this.time = time;
        this.buttons = buttons;
        this.display = display;
        this.face = face;
        this.listener = listener;
    }

    /** Posts an arbiter's command; safe from any thread. */
    public void post(Command command) {
        inbox.add(command);
    }

    /** Runs {@code task} on the loop's thread, in order with the commands and presses posted before it. */
    public void post(Runnable task) {
        inbox.add(task);
    }

    /** The clock as the loop last left it. */
    public synchronized ClockState clock() {
        return clock;
    }

    /** Runs until a {@link Command.Kind#QUIT} arrives; returns the clock as it stands then. */
    public ClockState run() throws InterruptedException {
        buttons.start(inbox::add);
        refresh(time.nowMillis());
        while (!quit) {
            Object input = inbox.poll(waitMillis(time.nowMillis()), TimeUnit.MILLISECONDS);
            long now = time.nowMillis();
            if (input != null) {
                handle(input, now);
            }
            refresh(now);
        }
        return clock();
    }

    /** How long the loop may sleep: to the display's next change or the clock's next event, whichever is first. */
    long waitMillis(long now) {
        if (clock().phase() != ClockState.Phase.RUNNING) {
            return 60_000;
        }
        long next = Math.min(ClockFace.nextChangeAt(clock().view(now)), clock().nextEventAt().orElse(Long.MAX_VALUE));
        return Math.max(0, next - now);
    }

    /** Applies one input (a {@link ButtonPress}, a {@link Command} or a task) at {@code now}. */
    void handle(Object input, long now) {
        if (input instanceof ButtonPress press) {
            apply(clock().press(press.side(), press.atMillis()));
            return;
        }
        if (input instanceof Runnable task) {
            task.run();
            return;
        }
        Command c = (Command) input;
        switch (c.kind()) {
            case START -> apply(clock().start(Side.BLACK, now));
            case PAUSE_OR_RESUME -> apply(clock().phase() == ClockState.Phase.PAUSED ? clock().resume(now) : clock().pause(now));
            case PASS -> apply(clock().pass(clock().toMove(), now));
            case STOP -> apply(clock().stop(now));
            case QUIT -> quit = true;
            case ADJUST -> {
                try {
                    apply(clock().adjust(c.side(), c.millis(), now));
                } catch (IllegalArgumentException e) {
                    listener.refused(e.getMessage());
                }
            }
        }
    }

    /** Reports what time alone did by {@code now} and shows the clock if its text changed. */
    void refresh(long now) {
        apply(clock().poll(now));
        String[] texts = face.apply(clock().view(now));
        if (!Arrays.equals(texts, shown)) {
            shown = texts;
            display.show(texts[0], texts[1]);
        }
    }

    private void apply(ClockState.Step step) {
        synchronized (this) {
            clock = step.clock();
        }
        step.events().forEach(listener::event);
    }
}
