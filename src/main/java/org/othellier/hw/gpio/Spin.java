package org.othellier.hw.gpio;

/** Waits that are too short to sleep (microseconds between setting a line and reading another). */
final class Spin {

    private Spin() {
    }

    static void nanos(long nanos) {
        if (nanos <= 0) {
            return;
        }
        long end = System.nanoTime() + nanos;
        while (System.nanoTime() - end < 0) {
            Thread.onSpinWait();
        }
    }
}
