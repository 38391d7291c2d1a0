package org.othellier.board;

import java.util.Arrays;

/** What every LED of the board shows, one per square, row by row from a1. Immutable. */
public final class LedPlan {

    private final int rows;
    private final int cols;
    private final Led[] leds;

    private LedPlan(int rows, int cols, Led[] leds) {
        this.rows = rows;
        this.cols = cols;
        this.leds = leds;
    }

    /** Every LED off. */
    public static LedPlan dark(int rows, int cols) {
        Led[] leds = new Led[rows * cols];
        Arrays.fill(leds, Led.OFF);
        return new LedPlan(rows, cols, leds);
    }

    public static LedPlan of(int rows, int cols, Led[] leds) {
        if (leds.length != rows * cols) {
            throw new IllegalArgumentException("a " + rows + "x" + cols + " LED plan needs " + rows * cols
                    + " LEDs, got " + leds.length);
        }
        return new LedPlan(rows, cols, leds.clone());
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    public int size() {
        return leds.length;
    }

    public Led get(int square) {
        return leds[square];
    }

    /** A copy with one LED changed. */
    public LedPlan with(int square, Led led) {
        Led[] copy = leds.clone();
        copy[square] = led;
        return new LedPlan(rows, cols, copy);
    }

    public boolean isDark() {
        for (Led led : leds) {
            if (!led.isOff()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LedPlan p && p.rows == rows && p.cols == cols && Arrays.equals(p.leds, leds);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(leds);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                Led led = leds[r * cols + c];
                sb.append(c == 0 ? "" : " ").append(led.isOff() ? '.' : led.colour().name().charAt(0));
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
