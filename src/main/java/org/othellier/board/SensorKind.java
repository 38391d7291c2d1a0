package org.othellier.board;

/** What the sensor under each square can tell. */
public enum SensorKind {
    /** Reed switch or unipolar Hall sensor: empty or occupied. Flips cannot be seen. */
    PRESENCE,
    /** Bipolar Hall sensor with a magnet in each disc: empty, black or white. Flips are seen. */
    COLOUR
}
