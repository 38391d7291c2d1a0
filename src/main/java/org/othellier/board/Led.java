package org.othellier.board;

/** What one LED shows. An LED that is off has no colour. */
public record Led(LedColour colour, LedPattern pattern) {

    public static final Led OFF = new Led(null, LedPattern.OFF);

    public Led {
        if ((pattern == LedPattern.OFF) != (colour == null)) {
            throw new IllegalArgumentException("an LED is off with no colour, or on with one");
        }
    }

    public static Led steady(LedColour colour) {
        return new Led(colour, LedPattern.STEADY);
    }

    public static Led slowBlink(LedColour colour) {
        return new Led(colour, LedPattern.SLOW_BLINK);
    }

    public static Led fastBlink(LedColour colour) {
        return new Led(colour, LedPattern.FAST_BLINK);
    }

    public boolean isOff() {
        return pattern == LedPattern.OFF;
    }
}
