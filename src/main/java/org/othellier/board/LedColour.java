package org.othellier.board;

/**
 * The colours an LED plan names. An RGB LED shows each as its colour; a bicolour LED (red and
 * green) shows the nearest it has; a single-colour LED shows every colour as on.
 */
public enum LedColour {
    RED(255, 0, 0),
    GREEN(0, 255, 0),
    BLUE(0, 0, 255),
    YELLOW(255, 200, 0),
    ORANGE(255, 100, 0),
    CYAN(0, 255, 255),
    MAGENTA(255, 0, 255),
    WHITE(255, 255, 255);

    private final int red;
    private final int green;
    private final int blue;

    LedColour(int red, int green, int blue) {
        this.red = red;
        this.green = green;
        this.blue = blue;
    }

    public int red() {
        return red;
    }

    public int green() {
        return green;
    }

    public int blue() {
        return blue;
    }
}
