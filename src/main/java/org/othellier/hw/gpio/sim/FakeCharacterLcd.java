package org.othellier.hw.gpio.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.othellier.hw.gpio.io.I2cDevice;

/**
 * A 16x2 HD44780 character LCD behind a PCF8574 backpack, decoded from the port bytes the driver
 * writes (P0 = RS, P1 = R/W, P2 = E, P3 = backlight, P4-P7 = D4-D7). Like the controller it starts in
 * 8-bit mode (the D0-D3 it sees are low: a backpack leaves them unwired), latches on E's falling edge,
 * goes to 4-bit mode on a function set with DL = 0 and then takes a byte as two nibbles, high first.
 * DDRAM, the address counter and the display switch are modelled, so a test reads the two lines as
 * text. What the driver must never do is refused: R/W high (it never reads), RS changing while E is
 * high or in the same byte as E rises, display shift.
 */
public final class FakeCharacterLcd implements I2cDevice {

    private final int address;
    private final byte[] ddram = new byte[0x80];
    private int port = 0xFF; // the PCF8574's pins are high after power-up
    private boolean eightBit = true;
    private boolean twoLines;
    private Integer highNibble;
    private int counter;
    private boolean increment = true;
    private boolean displayOn;
    private boolean cgram;
    private long bytes;
    private long writes;
    private final List<String> instructions = new ArrayList<>();

    public FakeCharacterLcd(int address) {
        this.address = address;
        java.util.Arrays.fill(ddram, (byte) 0x20);
    }

    @Override
    public synchronized void write(int first, byte... data) {
        writes++;
        port(first & 0xFF);
        for (byte b : data) {
            port(b & 0xFF);
        }
    }

    private void port(int value) {
        bytes++;
        if ((value & 0x02) != 0) {
            throw new IllegalStateException("LCD: R/W high; the driver only writes");
        }
        int previous = port;
        port = value;
        if ((previous & 0x02) != 0) {
            return; // the pins' power-up state: high, a read cycle that E's fall ends harmlessly
        }
        boolean eWas = (previous & 0x04) != 0;
        boolean eNow = (value & 0x04) != 0;
        if ((eWas || eNow) && (previous & 0x01) != (value & 0x01)) {
            throw new IllegalStateException("LCD: RS changed with E high or as E changed; RS must be steady before E rises");
        }
        if (eWas && !eNow && (previous & 0xF0) != (value & 0xF0)) {
            throw new IllegalStateException("LCD: D4-D7 changed as E fell; the data must hold past E's fall");
        }
        if (eWas && !eNow) {
            latch(previous >> 4 & 0x0F, (previous & 0x01) != 0);
        }
    }

    private void latch(int nibble, boolean rs) {
        if (eightBit) {
            if (rs) {
                data(nibble << 4);
            } else {
                instruction(nibble << 4);
            }
            return;
        }
        if (highNibble == null) {
            highNibble = nibble;
            return;
        }
        int value = highNibble << 4 | nibble;
        highNibble = null;
        if (rs) {
            data(value);
        } else {
            instruction(value);
        }
    }

    private void instruction(int i) {
        instructions.add(String.format(Locale.ROOT, "%s%02x", eightBit ? "8:" : "", i));
        if (i >= 0x80) {
            counter = i & 0x7F;
            cgram = false;
        } else if (i >= 0x40) {
            cgram = true;
        } else if (i >= 0x20) {
            eightBit = (i & 0x10) != 0;
            twoLines = (i & 0x08) != 0;
            highNibble = null;
        } else if (i >= 0x10) {
            if ((i & 0x08) != 0) {
                throw new IllegalStateException("LCD: display shift is not modelled");
            }
            counter = step(counter, (i & 0x04) != 0);
        } else if (i >= 0x08) {
            displayOn = (i & 0x04) != 0;
        } else if (i >= 0x04) {
            increment = (i & 0x02) != 0;
            if ((i & 0x01) != 0) {
                throw new IllegalStateException("LCD: display shift is not modelled");
            }
        } else if (i >= 0x02) {
            counter = 0;
            cgram = false;
        } else if (i == 0x01) {
            java.util.Arrays.fill(ddram, (byte) 0x20);
            counter = 0;
            increment = true;
            cgram = false;
        }
    }

    private void data(int value) {
        if (cgram) {
            return; // the driver defines no characters of its own
        }
        ddram[counter] = (byte) value;
        counter = step(counter, increment);
    }

    /** The next DDRAM address: two-line mode has 0x00-0x27 and 0x40-0x67, one-line mode 0x00-0x4f. */
    private int step(int at, boolean up) {
        int next = at + (up ? 1 : -1);
        if (twoLines) {
            if (up && next == 0x28) {
                return 0x40;
            }
            if (up && next == 0x68) {
                return 0x00;
            }
            if (!up && next == 0x3F) {
                return 0x27;
            }
            if (!up && next < 0) {
                return 0x67;
            }
            return next;
        }
        return Math.floorMod(next, 0x50);
    }

    @Override
    public synchronized void read(int register, byte[] into) {
        throw new IllegalStateException("LCD: the driver never reads the backpack");
    }

    /**
     * The two lines as the LCD shows them: 16 characters each, or blanks while the display is off or
     * not in two-line mode. The ROM's yen sign and arrows show as {@code ¥ → ←}, its full block as {@code █}.
     */
    public synchronized List<String> lines() {
        List<String> out = new ArrayList<>();
        for (int start : new int[] {0x00, 0x40}) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 16; i++) {
                sb.append(displayOn && twoLines ? glyph(ddram[start + i] & 0xFF) : ' ');
            }
            out.add(sb.toString());
        }
        return out;
    }

    /** Both lines as a picture, each between bars: {@code |B     0:59      |}. */
    public synchronized String picture() {
        StringBuilder sb = new StringBuilder();
        for (String line : lines()) {
            sb.append('|').append(line).append("|\n");
        }
        return sb.toString();
    }

    private static char glyph(int code) {
        return switch (code) {
            case 0x5C -> '¥';
            case 0x7E -> '→';
            case 0x7F -> '←';
            case 0xFF -> '█';
            default -> code >= 0x20 && code < 0x7E ? (char) code : '?';
        };
    }

    public synchronized boolean backlight() {
        return (port & 0x08) != 0;
    }

    public synchronized boolean on() {
        return displayOn;
    }

    /** Every instruction decoded so far, in hex; {@code 8:30} for one taken in 8-bit mode. */
    public synchronized List<String> instructions() {
        return List.copyOf(instructions);
    }

    /** Bytes written to the backpack so far (not counting the I2C address byte of each write). */
    public synchronized long bytes() {
        return bytes;
    }

    /** I2C writes so far. */
    public synchronized long writes() {
        return writes;
    }

    @Override
    public String name() {
        return String.format(Locale.ROOT, "simulated PCF8574 LCD 0x%02x", address);
    }
}
