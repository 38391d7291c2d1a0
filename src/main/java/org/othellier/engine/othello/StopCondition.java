package org.othellier.engine.othello;

/**
 * Asked by a running search every few thousand nodes whether to stop: a cancellation, a deadline
 * on an injected clock, or a node budget. Must be cheap and thread-safe.
 */
@FunctionalInterface
public interface StopCondition {

    StopCondition NEVER = nodes -> false;

    /** True when the search must stop now; {@code nodes} is the searching thread's node count. */
    boolean shouldStop(long nodes);
}
