package org.othellier.engine.othello;

/** Thrown inside a search when its {@link StopCondition} says stop; caught at the root. No stack trace. */
final class SearchAborted extends RuntimeException {

    static final SearchAborted INSTANCE = new SearchAborted();

    private SearchAborted() {
        super("search stopped", null, false, false);
    }
}
