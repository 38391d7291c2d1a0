package org.othellier.hw.serial;

import java.io.IOException;

/** A byte link to a board controller: the serial port, or a pipe in tests. */
interface Port extends AutoCloseable {

    /** Reads what has arrived, waiting a short while for the first byte; 0 when nothing came. Throws when the port is gone. */
    int read(byte[] buffer) throws IOException;

    void write(byte[] data) throws IOException;

    /** The port's name for messages, e.g. /dev/ttyACM0. */
    String name();

    @Override
    void close();
}
