package org.othellier.app;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import org.othellier.board.LedPlan;
import org.othellier.hw.BoardBackend;

/**
 * What a game at the board shows, each sent only when it changes: the LEDs and the clock display to the board, the
 * snapshots to the page's listeners. After another game has lit the board, the next plan and texts are sent whatever
 * they are. The loop's thread sends; listeners are added and the latest snapshot read from any thread.
 *
 * @param <V> the game's snapshot
 */
final class SessionOutputs<V extends SessionView> {

    private final BoardBackend board;
    private final List<Consumer<SessionView>> listeners = new CopyOnWriteArrayList<>();
    private LedPlan shownPlan;
    private String[] shownDisplay = {"", ""};
    private long version;
    private volatile V snapshot;
    private Object[] lastPublishedKey;

    SessionOutputs(BoardBackend board) {
        this.board = board;
    }

    /** The LEDs show {@code plan}; sent to the board only when it differs from what they show. */
    void show(LedPlan plan) {
        if (!plan.equals(shownPlan)) {
            shownPlan = plan;
            board.leds().show(plan);
        }
    }

    /** What the LEDs show now (null before the first plan, or after another game lit them). */
    LedPlan shownPlan() {
        return shownPlan;
    }

    /** The display shows {@code texts}; sent to the board only when they differ from what it shows. */
    void display(String[] texts) {
        if (!texts[0].equals(shownDisplay[0]) || !texts[1].equals(shownDisplay[1])) {
            shownDisplay = texts;
            board.display().show(texts[0], texts[1]);
        }
    }

    /** Another game lit the LEDs and wrote the display meanwhile: the next plan and texts are sent whatever they are. */
    void forget() {
        shownPlan = null;
        shownDisplay = new String[] {"", ""};
    }

    void addListener(Consumer<SessionView> listener) {
        listeners.add(listener);
    }

    /** A new snapshot, numbered on, for the listeners when {@code key} (all it shows) differs from the last one's. */
    void publishIfChanged(Object[] key, LongFunction<V> view) {
        if (Arrays.equals(key, lastPublishedKey)) {
            return;
        }
        lastPublishedKey = key;
        V v = view.apply(++version);
        snapshot = v;
        for (Consumer<SessionView> l : listeners) {
            l.accept(v);
        }
    }

    /** The latest snapshot (safe from any thread); null before the first game. */
    V snapshot() {
        return snapshot;
    }
}
