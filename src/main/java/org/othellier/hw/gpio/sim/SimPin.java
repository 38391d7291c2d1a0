package org.othellier.hw.gpio.sim;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.othellier.hw.gpio.io.DigitalIn;
import org.othellier.hw.gpio.io.DigitalOut;

/** A GPIO pin of the simulated wiring: an output others can watch, or an input whose level the wiring computes. */
final class SimPin implements DigitalOut, DigitalIn {

    private final int bcm;
    private final BooleanSupplier external;
    private final List<Consumer<Boolean>> watchers = new CopyOnWriteArrayList<>();
    private final List<Runnable> changeListeners = new CopyOnWriteArrayList<>();
    private volatile boolean level;
    private volatile boolean lastSeen = true;

    /** An output starting at {@code initial}. */
    SimPin(int bcm, boolean initial) {
        this.bcm = bcm;
        this.level = initial;
        this.external = null;
    }

    /** An input reading {@code external}. */
    SimPin(int bcm, BooleanSupplier external) {
        this.bcm = bcm;
        this.external = external;
    }

    int bcm() {
        return bcm;
    }

    @Override
    public void set(boolean high) {
        level = high;
        for (Consumer<Boolean> w : watchers) {
            w.accept(high);
        }
    }

    void watch(Consumer<Boolean> watcher) {
        watchers.add(watcher);
    }

    @Override
    public boolean isHigh() {
        return external == null ? level : external.getAsBoolean();
    }

    @Override
    public void onChange(Runnable onChange) {
        changeListeners.add(onChange);
    }

    /** Called by the wiring after something changed: tells the listeners when this input's level did. */
    void recheck() {
        boolean now = isHigh();
        if (now != lastSeen) {
            lastSeen = now;
            changeListeners.forEach(Runnable::run);
        }
    }
}
