package org.othellier.hw.gpio;

/**
 * A four-digit seven-segment backpack on an HT16K33 (the common 0.56" and 1.2" clock backpacks): digits
 * in RAM bytes 0, 2, 6 and 8, the colon as bit 1 of byte 4.
 */
final class Ht16k33Digits implements DigitModule {

    static final int[] DIGIT_BYTES = {0, 2, 6, 8};
    private static final int COLON_BYTE = 4;
    private static final int COLON_BIT = 0x02;

    private final Ht16k33 chip;

    Ht16k33Digits(Ht16k33 chip) {
        this.chip = chip;
    }

    @Override
    public void show(SevenSegment text) {
        byte[] ram = new byte[16];
        for (int i = 0; i < SevenSegment.DIGITS; i++) {
            ram[DIGIT_BYTES[i]] = text.digits()[i];
        }
        if (text.colon()) {
            ram[COLON_BYTE] = COLON_BIT;
        }
        chip.show(ram);
    }

    @Override
    public void off() {
        chip.standby();
    }

    @Override
    public String describe() {
        return "HT16K33 digits at " + chip.name();
    }
}
