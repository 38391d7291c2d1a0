package org.othellier.clock;

import java.util.ArrayList;
import java.util.List;
import org.othellier.game.Side;

/**
 * A clock on a table, driven by a manual time source: tests say what the players and the arbiter
 * do and how long they take ({@code wait("4m30s")}), and read the clock back. Every event is kept.
 */
final class Table {

    static final Side B = Side.BLACK;
    static final Side W = Side.WHITE;

    final ManualTimeSource time = new ManualTimeSource(1_000_000);
    final List<ClockEvent> events = new ArrayList<>();
    ClockState clock;
    List<ClockEvent> last = List.of();

    Table(String control) {
        this(ClockState.create(TimeControl.parse(control)));
    }

    Table(ClockState clock) {
        this.clock = clock;
    }

    long now() {
        return time.nowMillis();
    }

    private Table apply(ClockState.Step step) {
        clock = step.clock();
        last = step.events();
        events.addAll(last);
        return this;
    }

    Table start() {
        return apply(clock.start(B, now()));
    }

    /** Time passes; the event loop polls at the end (as late as it likes: events keep their own instants). */
    Table waitFor(String duration) {
        time.advance(Durations.parse(duration));
        return apply(clock.poll(now()));
    }

    /** Time passes and nobody looks at the clock. */
    Table quietly(String duration) {
        time.advance(Durations.parse(duration));
        return this;
    }

    Table press(Side side) {
        return apply(clock.press(side, now()));
    }

    /** {@code side} thinks for {@code duration}, then presses. */
    Table move(Side side, String duration) {
        time.advance(Durations.parse(duration));
        return press(side);
    }

    Table pass(Side side) {
        return apply(clock.pass(side, now()));
    }

    Table pause() {
        return apply(clock.pause(now()));
    }

    Table resume() {
        return apply(clock.resume(now()));
    }

    Table adjust(Side side, long delta) {
        return apply(clock.adjust(side, delta, now()));
    }

    Table poll() {
        return apply(clock.poll(now()));
    }

    ClockView view() {
        return clock.view(now());
    }

    ClockView.Player player(Side side) {
        return view().of(side);
    }

    /** The time a player has left (main time), in ms. */
    long main(Side side) {
        return player(side).main();
    }

    static long ms(String duration) {
        return Durations.parse(duration);
    }

    @SuppressWarnings("unchecked")
    <E extends ClockEvent> List<E> all(Class<E> type) {
        return (List<E>) events.stream().filter(type::isInstance).toList();
    }

    <E extends ClockEvent> E only(Class<E> type) {
        List<E> found = all(type);
        if (found.size() != 1) {
            throw new AssertionError("expected one " + type.getSimpleName() + ", found " + found + " in " + events);
        }
        return found.get(0);
    }
}
