package org.othellier.hw.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.UnaryOperator;
import org.othellier.board.LedPlan;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.BoardStatus;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ButtonRelease;
import org.othellier.hw.ClockButtons;
import org.othellier.hw.ClockDisplay;
import org.othellier.hw.FrameSource;
import org.othellier.hw.LedSink;
import org.othellier.hw.PageDrivenBoard;

/**
 * A board that exists only in memory, driven from the web page and the HTTP API: its discs (with
 * their colours, as real discs have, even when its sensors see only presence), its LEDs, its two
 * clock buttons and its clock display. Each change of the discs is delivered as a frame at once,
 * as a scanning driver would; the service's stabilizer treats it like any other.
 * Thread-safe: the web threads drive it, the event loop listens and lights its LEDs.
 */
public final class SimulatedBoard implements BoardBackend, PageDrivenBoard, LedSink, ClockDisplay {

    private SensorKind kind;
    private final LongSupplier monotonicMillis;
    private int size;
    private SensorFrame discs;
    private LedPlan leds;
    private String[] display = {"", ""};
    private Consumer<SensorFrame> frames = f -> { };
    private Consumer<ButtonPress> presses = p -> { };
    private Consumer<ButtonRelease> releases = r -> { };
    private boolean releasesWatched;
    private final List<Runnable> changeListeners = new ArrayList<>();
    /** Held from reading the discs to delivering the frame, so frames reach the loop in the order they were made. */
    private final Object hands = new Object();

    public SimulatedBoard(int size, SensorKind kind, LongSupplier monotonicMillis) {
        this.kind = kind;
        this.monotonicMillis = monotonicMillis;
        this.size = size;
        this.discs = SensorFrame.empty(size, size);
        this.leds = LedPlan.dark(size, size);
    }

    private final FrameSource sensors = new FrameSource() {
        @Override
        public void start(Consumer<SensorFrame> listener) {
            SensorFrame first;
            synchronized (SimulatedBoard.this) {
                frames = listener;
                first = sensed();
            }
            listener.accept(first);
        }

        @Override
        public SensorKind kind() {
            return SimulatedBoard.this.kind();
        }

        @Override
        public int rows() {
            return size();
        }

        @Override
        public int cols() {
            return size();
        }
    };

    private final ClockButtons buttons = new ClockButtons() {
        @Override
        public void start(Consumer<ButtonPress> listener) {
            synchronized (SimulatedBoard.this) {
                presses = listener;
            }
        }

        /** Once someone listens to the releases: a board driven without them (a benchmark) keeps plain presses. */
        @Override
        public boolean sensesReleases() {
            synchronized (SimulatedBoard.this) {
                return releasesWatched;
            }
        }

        @Override
        public void startReleases(Consumer<ButtonRelease> listener) {
            synchronized (SimulatedBoard.this) {
                releases = listener;
                releasesWatched = true;
            }
        }
    };

    @Override
    public FrameSource sensors() {
        return sensors;
    }

    @Override
    public LedSink leds() {
        return this;
    }

    @Override
    public ClockButtons buttons() {
        return buttons;
    }

    @Override
    public ClockDisplay display() {
        return this;
    }

    @Override
    public synchronized String describe() {
        return "simulated " + size + "x" + size + " board with " + (kind == SensorKind.PRESENCE ? "presence" : "colour")
                + " sensors";
    }

    /** It becomes whatever size a game needs ({@link #setOut}). */
    @Override
    public boolean offersSize(int size) {
        return size > 0;
    }

    @Override
    public boolean setsItselfOut() {
        return true;
    }

    /** {@link #rebuild}: the frame counts as the board, not as a hand passing over it. */
    @Override
    public SensorFrame setOut(SensorKind sensing, SensorFrame newDiscs) {
        rebuild(sensing, newDiscs);
        return sensed();
    }

    @Override
    public Optional<PageDrivenBoard> pageDriven() {
        return Optional.of(this);
    }

    @Override
    public synchronized SensorKind kind() {
        return kind;
    }

    /** Always there; its sensors become whatever the game needs, so it plays both kinds of game. */
    @Override
    public BoardStatus status() {
        return new BoardStatus(BoardStatus.Link.CONNECTED, "", java.util.Set.of(SensorKind.COLOUR, SensorKind.PRESENCE));
    }

    public synchronized int size() {
        return size;
    }

    /** The discs as they stand, colours included ({@code #} where a presence frame said only "occupied"). */
    @Override
    public synchronized SensorFrame discs() {
        return discs;
    }

    /** What the sensors read: the discs, or only their presence. */
    public synchronized SensorFrame sensed() {
        return kind == SensorKind.PRESENCE ? discs.asPresence() : discs;
    }

    /**
     * Puts the board in this state and delivers the frame. A frame of another size is refused, and
     * so is {@code #} on a colour board (its sensors always see a colour).
     */
    @Override
    public void setDiscs(SensorFrame frame) {
        change(current -> frame);
    }

    /**
     * One hand on the board: {@code hand} turns the discs as they stand now into the discs after it,
     * applied in turn with every other change, so two taps made on the same picture both count.
     * What it throws (a square it refuses) leaves the board as it was.
     */
    @Override
    public void change(UnaryOperator<SensorFrame> hand) {
        synchronized (hands) {
            deliver(hand);
        }
        changed();
    }

    private void deliver(UnaryOperator<SensorFrame> hand) {
        SensorFrame out;
        Consumer<SensorFrame> listener;
        synchronized (this) {
            SensorFrame frame = hand.apply(discs);
            if (frame.rows() != size || frame.cols() != size) {
                throw new IllegalArgumentException("the simulated board is " + size + "x" + size + "; the frame has "
                        + frame.squares() + " squares");
            }
            if (kind == SensorKind.COLOUR) {
                for (int i = 0; i < frame.squares(); i++) {
                    if (frame.get(i) == Reading.OCCUPIED) {
                        throw new IllegalArgumentException("square " + (i + 1) + " is '#': colour sensors read X or O");
                    }
                }
            }
            discs = frame;
            out = sensed();
            listener = frames;
        }
        listener.accept(out);
    }

    /**
     * Rebuilds the board for a new game: another size or sensor kind (a simulated board can be
     * either), the discs as given (the game's start, so nobody has to click it into place).
     * The frame is delivered.
     */
    public void rebuild(SensorKind newKind, SensorFrame newDiscs) {
        synchronized (this) {
            kind = newKind;
            if (newDiscs.rows() != size) {
                size = newDiscs.rows();
                leds = LedPlan.dark(size, size);
            }
        }
        setDiscs(newDiscs);
    }

    /** A press of one clock button, now: pressed and let go at once (a tap). */
    @Override
    public void press(Side side) {
        buttonDown(side);
        buttonUp(side);
    }

    /** One clock button pressed, now, and held until {@link #buttonUp}: held long, it asks for a hint. */
    @Override
    public void buttonDown(Side side) {
        Consumer<ButtonPress> listener;
        synchronized (this) {
            listener = presses;
        }
        listener.accept(new ButtonPress(side, monotonicMillis.getAsLong()));
    }

    /** One clock button let go, now. */
    @Override
    public void buttonUp(Side side) {
        Consumer<ButtonRelease> listener;
        synchronized (this) {
            listener = releases;
        }
        listener.accept(new ButtonRelease(side, monotonicMillis.getAsLong()));
    }

    @Override
    public void show(LedPlan plan) {
        synchronized (this) {
            leds = plan;
        }
    }

    public synchronized LedPlan ledPlan() {
        return leds;
    }

    @Override
    public synchronized void show(String black, String white) {
        display = new String[] {black, white};
    }

    @Override
    public synchronized String[] displayTexts() {
        return display.clone();
    }

    /** Runs {@code r} after every change of the discs (the web page's live view). */
    public synchronized void onChange(Runnable r) {
        changeListeners.add(r);
    }

    private void changed() {
        List<Runnable> l;
        synchronized (this) {
            l = List.copyOf(changeListeners);
        }
        l.forEach(Runnable::run);
    }

    @Override
    public void close() {
        // nothing to release
    }
}
