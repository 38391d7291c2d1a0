package org.othellier.hw.gpio;

import java.util.Arrays;
import org.othellier.board.Led;
import org.othellier.board.LedColour;
import org.othellier.board.LedPattern;
import org.othellier.board.LedPlan;

/**
 * What the LEDs show at one instant: a red and a green element per LED, indexed in wiring order (LED
 * {@code k} is the {@code k}-th output of the chips). A single-colour LED is lit when either is.
 * Made from an {@link LedPlan} at a moment in time by {@link #at}: blinking happens here.
 */
final class LedImage {

    /** Slow blink: 1 Hz, lit for the first half of each second. */
    static final long SLOW_PERIOD_MS = 1000;
    /** Fast blink: 4 Hz. */
    static final long FAST_PERIOD_MS = 250;

    private final boolean[] red;
    private final boolean[] green;

    LedImage(int leds) {
        this.red = new boolean[leds];
        this.green = new boolean[leds];
    }

    int size() {
        return red.length;
    }

    boolean red(int led) {
        return red[led];
    }

    boolean green(int led) {
        return green[led];
    }

    boolean lit(int led) {
        return red[led] || green[led];
    }

    void set(int led, boolean r, boolean g) {
        red[led] = r;
        green[led] = g;
    }

    /**
     * The plan as lit at {@code millis} (any clock; blinking LEDs of the whole board share one phase).
     * Square (row, col) of the plan is LED {@code row * cols + col}, after the optional flips that match a
     * module mounted the other way round.
     */
    static LedImage at(LedPlan plan, long millis, boolean flipRows, boolean flipCols) {
        int rows = plan.rows();
        int cols = plan.cols();
        LedImage image = new LedImage(plan.size());
        boolean slowOn = Math.floorMod(millis, SLOW_PERIOD_MS) < SLOW_PERIOD_MS / 2;
        boolean fastOn = Math.floorMod(millis, FAST_PERIOD_MS) < FAST_PERIOD_MS / 2;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                Led led = plan.get(r * cols + c);
                boolean on = switch (led.pattern()) {
                    case OFF -> false;
                    case STEADY -> true;
                    case SLOW_BLINK -> slowOn;
                    case FAST_BLINK -> fastOn;
                };
                if (!on) {
                    continue;
                }
                int index = (flipRows ? rows - 1 - r : r) * cols + (flipCols ? cols - 1 - c : c);
                image.set(index, hasRed(led.colour()), hasGreen(led.colour()));
            }
        }
        return image;
    }

    /** Milliseconds from {@code millis} until the plan's image next changes; {@link Long#MAX_VALUE} if it never does. */
    static long untilNextChange(LedPlan plan, long millis) {
        boolean slow = false;
        boolean fast = false;
        for (int i = 0; i < plan.size(); i++) {
            LedPattern p = plan.get(i).pattern();
            slow |= p == LedPattern.SLOW_BLINK;
            fast |= p == LedPattern.FAST_BLINK;
        }
        long half = fast ? FAST_PERIOD_MS / 2 : slow ? SLOW_PERIOD_MS / 2 : 0;
        return half == 0 ? Long.MAX_VALUE : half - Math.floorMod(millis, half);
    }

    /** A bicolour (red and green) LED shows the nearest it has: yellow, orange and white as both. */
    static boolean hasRed(LedColour colour) {
        return switch (colour) {
            case RED, YELLOW, ORANGE, MAGENTA, WHITE -> true;
            case GREEN, BLUE, CYAN -> false;
        };
    }

    static boolean hasGreen(LedColour colour) {
        return switch (colour) {
            case GREEN, BLUE, CYAN, YELLOW, ORANGE, WHITE -> true;
            case RED, MAGENTA -> false;
        };
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LedImage i && Arrays.equals(i.red, red) && Arrays.equals(i.green, green);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(red) * 31 + Arrays.hashCode(green);
    }
}
