package org.othellier.engine.othello;

/**
 * Where the engine reads the time. The real one is {@link System#nanoTime()}; a simulated one
 * (tests, simulated clock games) may derive the time from the nodes the current move has searched,
 * so that fake games run at full speed and the same way every time.
 */
@FunctionalInterface
public interface EngineTime {

    EngineTime SYSTEM = nodes -> System.nanoTime();

    /** Nanoseconds on a monotonic scale; {@code nodes} is how many nodes the current move has searched. */
    long nanos(long nodes);
}
