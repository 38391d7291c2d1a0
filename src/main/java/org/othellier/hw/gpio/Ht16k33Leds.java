package org.othellier.hw.gpio;

import java.util.List;
import java.util.stream.Collectors;

/**
 * LEDs on HT16K33 chips. Single colour: 128 LEDs a chip, LED {@code j} of a chip on COM
 * {@code (j / 8) % 8} and ROW {@code (j / 64) * 8 + j % 8}, so an 8x8 board uses ROW0-7 with COM = row.
 * Bicolour: 64 LEDs a chip, LED {@code j}'s green element on COM {@code j / 8}, ROW {@code j % 8} and
 * its red on ROW {@code 8 + j % 8} (the layout of the common bicolour 8x8 backpacks).
 */
final class Ht16k33Leds implements LedChips {

    private final List<Ht16k33> chips;
    private final boolean bicolour;

    Ht16k33Leds(List<Ht16k33> chips, boolean bicolour) {
        this.chips = List.copyOf(chips);
        this.bicolour = bicolour;
    }

    private int perChip() {
        return bicolour ? 64 : 128;
    }

    @Override
    public int capacity() {
        return perChip() * chips.size();
    }

    @Override
    public boolean bicolour() {
        return bicolour;
    }

    @Override
    public void show(LedImage image) {
        byte[][] ram = new byte[chips.size()][16];
        for (int k = 0; k < image.size(); k++) {
            byte[] r = ram[k / perChip()];
            int j = k % perChip();
            if (bicolour) {
                if (image.green(k)) {
                    Ht16k33.light(r, j / 8, j % 8);
                }
                if (image.red(k)) {
                    Ht16k33.light(r, j / 8, 8 + j % 8);
                }
            } else if (image.lit(k)) {
                Ht16k33.light(r, (j / 8) % 8, (j / 64) * 8 + j % 8);
            }
        }
        for (int i = 0; i < chips.size(); i++) {
            chips.get(i).show(ram[i]);
        }
    }

    @Override
    public void shutdown() {
        chips.forEach(Ht16k33::standby);
    }

    @Override
    public String describe() {
        return chips.size() + " HT16K33 (" + (bicolour ? "bicolour" : "single colour") + ") at "
                + chips.stream().map(Ht16k33::name).collect(Collectors.joining(", "));
    }
}
