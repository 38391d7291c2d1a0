package org.othellier.voice;

/**
 * Says a line aloud, for players who look at the board and not at a phone. {@link #say} never blocks its caller (the
 * game's event loop): a speaker that is busy keeps at most the newest line waiting and drops the older ones.
 */
public interface Speaker extends AutoCloseable {

    void say(String text);

    /** Stops speaking; lines said afterwards are dropped. */
    @Override
    void close();
}
