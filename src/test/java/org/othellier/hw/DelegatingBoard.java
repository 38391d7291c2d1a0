package org.othellier.hw;

/** A board that passes everything to another: a test overrides the one face it wants to watch or steer. */
public class DelegatingBoard implements BoardBackend {

    private final BoardBackend inner;

    public DelegatingBoard(BoardBackend inner) {
        this.inner = inner;
    }

    @Override
    public FrameSource sensors() {
        return inner.sensors();
    }

    @Override
    public LedSink leds() {
        return inner.leds();
    }

    @Override
    public ClockButtons buttons() {
        return inner.buttons();
    }

    @Override
    public ClockDisplay display() {
        return inner.display();
    }

    @Override
    public String describe() {
        return inner.describe();
    }

    @Override
    public BoardStatus status() {
        return inner.status();
    }

    @Override
    public void watchStatus(Runnable changed) {
        inner.watchStatus(changed);
    }

    @Override
    public void close() {
        inner.close();
    }
}
