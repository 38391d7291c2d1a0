package org.othellier.hw.serial;

import java.io.IOException;
import java.util.Random;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * A bad USB cable between the service and a board controller, for the reliability campaign: each byte,
 * either way, is damaged (XOR with a random non-zero byte) or dropped at the given rates, and the cable
 * can be pulled out (the port dies under the link, and will not open until it is plugged in again).
 * The noise comes from seeded generators, one per direction.
 */
public final class NoisyCable implements PortOpener {

    private final String path;
    private final int baud;
    private final double corruptRate;
    private final double dropRate;
    private final Random towardsHost;
    private final Random towardsController;
    private volatile boolean pulled;
    private volatile long connection; // bumped at each pull: a port of an earlier connection is dead

    public final LongAdder corruptedBytes = new LongAdder();
    public final LongAdder droppedBytes = new LongAdder();
    public final LongAdder bytesCarried = new LongAdder();

    public NoisyCable(String path, int baud, long seed, double corruptRate, double dropRate) {
        if (corruptRate < 0 || corruptRate > 1 || dropRate < 0 || dropRate > 1) {
            throw new IllegalArgumentException("rates are between 0 and 1: corrupt " + corruptRate + ", drop " + dropRate);
        }
        this.path = path;
        this.baud = baud;
        this.corruptRate = corruptRate;
        this.dropRate = dropRate;
        Random seeds = new Random(seed);
        this.towardsHost = new Random(seeds.nextLong());
        this.towardsController = new Random(seeds.nextLong());
    }

    /** Opens a board on the other end of this cable (as {@link SerialBoard#open(SerialConfig, LongSupplier)}). */
    public SerialBoard open(SerialConfig config, LongSupplier monotonicMillis) {
        return SerialBoard.open(config, this, monotonicMillis);
    }

    /** Pulls the cable out: the open port fails at its next read or write, and none opens until {@link #plugIn()}. */
    public void pull() {
        pulled = true;
        connection++;
    }

    public void plugIn() {
        pulled = false;
    }

    public boolean isPulled() {
        return pulled;
    }

    @Override
    public Port open() throws IOException {
        if (pulled) {
            throw new IOException(path + ": no such port (the cable is out)");
        }
        return new NoisyPort(JSerialCommPort.open(path, baud), connection);
    }

    @Override
    public String describe() {
        return path + " through a noisy cable";
    }

    /** Damages and drops bytes in place; returns how many are left. */
    private int spoil(byte[] data, int length, Random random) {
        int kept = 0;
        synchronized (random) {
            for (int i = 0; i < length; i++) {
                byte b = data[i];
                if (random.nextDouble() < dropRate) {
                    droppedBytes.increment();
                    continue;
                }
                if (random.nextDouble() < corruptRate) {
                    b ^= (byte) (1 + random.nextInt(255));
                    corruptedBytes.increment();
                }
                data[kept++] = b;
            }
        }
        bytesCarried.add(length);
        return kept;
    }

    private final class NoisyPort implements Port {
        private final Port inner;
        private final long since;

        NoisyPort(Port inner, long since) {
            this.inner = inner;
            this.since = since;
        }

        private void check() throws IOException {
            if (connection != since) {
                throw new IOException(inner.name() + " is gone (the cable was pulled)");
            }
        }

        @Override
        public int read(byte[] buffer) throws IOException {
            check();
            int n = inner.read(buffer);
            check(); // what came while the cable was being pulled never arrives
            return spoil(buffer, n, towardsHost);
        }

        @Override
        public void write(byte[] data) throws IOException {
            check();
            byte[] copy = data.clone();
            int n = spoil(copy, copy.length, towardsController);
            inner.write(n == copy.length ? copy : java.util.Arrays.copyOf(copy, n));
        }

        @Override
        public String name() {
            return inner.name();
        }

        @Override
        public void close() {
            inner.close();
        }
    }
}
