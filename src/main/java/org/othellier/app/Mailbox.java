package org.othellier.app;

/** Where the AI's answers go: the event loop's queue (a test's own queue). */
public interface Mailbox {
    void post(Runnable event);
}
