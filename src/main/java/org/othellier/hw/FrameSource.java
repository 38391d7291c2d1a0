package org.othellier.hw;

import java.util.function.Consumer;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;

/**
 * The board's sensor grid. A driver reads it on its own thread and hands every frame it reads to
 * the listener, which only posts it to the game's event loop: the listener never blocks the driver,
 * and the driver never blocks the game.
 */
public interface FrameSource {

    /** Starts delivering frames; the first one as soon as the grid has been read once. */
    void start(Consumer<SensorFrame> listener);

    SensorKind kind();

    int rows();

    int cols();
}
