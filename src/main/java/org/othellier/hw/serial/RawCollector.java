package org.othellier.hw.serial;

import java.util.concurrent.CompletableFuture;
import org.othellier.hw.serial.Message.RawValues;

/**
 * The raw readings a bring-up tool waits for ({@link SerialBoard#requestRaw}), filled as RAW messages
 * come: a controller may split them, naming each part's first square. Not thread-safe: the board calls
 * it holding its lock.
 */
final class RawCollector {

    private int[] values;
    private boolean[] seen;
    private int missing;
    private CompletableFuture<int[]> done;

    /** Waits for every one of {@code squares} readings; one still waited for is failed, asked for again. */
    CompletableFuture<int[]> start(int squares) {
        fail("raw readings asked for again");
        values = new int[squares];
        seen = new boolean[squares];
        missing = squares;
        done = new CompletableFuture<>();
        return done;
    }

    void arrived(RawValues raw) {
        if (done == null) {
            return; // nobody asked: a late answer to a request given up
        }
        int[] got = raw.values();
        for (int i = 0; i < got.length && raw.first() + i < values.length; i++) {
            int square = raw.first() + i;
            values[square] = got[i];
            if (!seen[square]) {
                seen[square] = true;
                missing--;
            }
        }
        if (missing == 0) {
            CompletableFuture<int[]> finished = done;
            done = null;
            finished.complete(values.clone());
        }
    }

    void fail(String why) {
        if (done != null) {
            CompletableFuture<int[]> failed = done;
            done = null;
            failed.completeExceptionally(new SerialLinkException(why));
        }
    }
}
