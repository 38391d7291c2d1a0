package org.othellier.hw.gpio;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.function.LongConsumer;
import org.othellier.hw.gpio.io.I2cDevice;

/**
 * A 16x2 character LCD with an HD44780-compatible controller, in 4-bit mode behind a PCF8574 I2C
 * "backpack". The PCF8574 has no registers: every byte written sets its eight port pins (NXP,
 * "PCF8574; PCF8574A Remote 8-bit I/O expander for I2C-bus", the quasi-bidirectional I/O write mode),
 * and the usual backpacks wire P0 = RS, P1 = R/W, P2 = E, P3 = the backlight transistor, P4-P7 = D4-D7.
 * A nibble is two bytes, E high then E low: the controller latches D4-D7 on E's falling edge, high
 * nibble first (Hitachi, "HD44780U (LCD-II) Dot Matrix Liquid Crystal Display Controller/Driver"
 * datasheet: "4-Bit Interface" and Figure 24, "4-Bit Interface" initializing by instruction).
 * <p>
 * The driver never reads (R/W stays low, no busy flag): the I2C bus is the clock. At 100 kHz a byte
 * takes 90 us, 22 us at 400 kHz, so the two bytes of the next nibble outlast the 37 us an instruction
 * or a character takes; only clear display (1.52 ms) and the start-up are waited for. An update
 * writes only the characters that changed, in one I2C write: a second's tick on the clock is
 * usually one character, 10 bytes.
 */
final class Hd44780Lcd {

    static final int COLUMNS = 16;
    static final int ROWS = 2;

    /** The backpack's port bits. */
    static final int RS = 0x01;
    static final int RW = 0x02;
    static final int E = 0x04;
    static final int BACKLIGHT = 0x08;

    /** The HD44780 instructions used. */
    static final int CLEAR = 0x01;
    static final int ENTRY_INCREMENT = 0x06;
    static final int DISPLAY_OFF = 0x08;
    static final int DISPLAY_ON = 0x0C; // cursor and blinking off
    static final int FUNCTION_4BIT_2LINES = 0x28; // 5x8 dots
    static final int SET_DDRAM = 0x80;
    /** DDRAM address of each line's first character in two-line mode. */
    static final int[] LINE_ADDRESS = {0x00, 0x40};

    private static final long CLEAR_NANOS = 2_000_000; // 1.52 ms in the datasheet, for a 270 kHz oscillator
    private static final long FIRST_WAIT_NANOS = 4_500_000; // "wait for more than 4.1 ms"
    private static final long NEXT_WAIT_NANOS = 150_000; // "wait for more than 100 us"

    private final I2cDevice device;
    private final LongConsumer wait;
    private final int light;
    /** What the LCD holds; a zero cell is unknown. */
    private final char[][] shown = new char[ROWS][COLUMNS];
    /** The last byte on the port, so RS is set before E rises (the datasheet's address set-up time). */
    private int port;
    /** The controller's address counter, or -1 when unknown. */
    private int cursor = -1;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    /** A write failed: the controller may be halfway through a byte, so the next update starts it again. */
    private boolean lost;

    /**
     * Initialises the LCD by instruction from whatever state it is in (a service restarted while the
     * LCD kept its power may have left it in 4-bit mode halfway through a byte), clears it and turns
     * it on. The Pi boots far longer than the 15 ms the controller needs after power-up.
     *
     * @param waitNanos waits that many nanoseconds (the start-up's and clear's waits)
     */
    Hd44780Lcd(I2cDevice device, boolean backlight, LongConsumer waitNanos) {
        this.device = device;
        this.wait = waitNanos;
        this.light = backlight ? BACKLIGHT : 0;
        init();
    }

    private void init() {
        port = light;
        out.write(port); // E low, RS low before anything
        nibble(0x3, false); // three 8-bit function sets bring any state back to 8-bit mode
        send();
        wait.accept(FIRST_WAIT_NANOS);
        nibble(0x3, false);
        send();
        wait.accept(NEXT_WAIT_NANOS);
        nibble(0x3, false);
        send();
        wait.accept(NEXT_WAIT_NANOS);
        nibble(0x2, false); // function set, 4-bit: from here every byte is two nibbles
        command(FUNCTION_4BIT_2LINES);
        command(DISPLAY_OFF);
        command(CLEAR);
        send();
        wait.accept(CLEAR_NANOS);
        command(ENTRY_INCREMENT);
        command(DISPLAY_ON);
        send();
        for (char[] line : shown) {
            Arrays.fill(line, ' ');
        }
        cursor = 0;
        lost = false;
    }

    /**
     * Shows two lines (cut or padded to 16 characters), writing only the characters that differ from
     * what the LCD shows; nothing at all when none does.
     *
     * @return the bytes written to the backpack (0 when nothing changed)
     */
    int show(String top, String bottom) {
        if (lost) {
            init();
        }
        String[] lines = {fit(top), fit(bottom)};
        for (int row = 0; row < ROWS; row++) {
            int col = 0;
            while (col < COLUMNS) {
                if (lines[row].charAt(col) == shown[row][col]) {
                    col++;
                    continue;
                }
                int end = col + 1; // a run of changes; an unchanged character between two changes costs
                while (end < COLUMNS) { // no more than a new address, so the run goes on over it
                    if (lines[row].charAt(end) != shown[row][end]) {
                        end++;
                    } else if (end + 1 < COLUMNS && lines[row].charAt(end + 1) != shown[row][end + 1]) {
                        end += 2;
                    } else {
                        break;
                    }
                }
                int address = LINE_ADDRESS[row] + col;
                if (cursor != address) {
                    command(SET_DDRAM | address);
                }
                for (int c = col; c < end; c++) {
                    data(code(lines[row].charAt(c)));
                    shown[row][c] = lines[row].charAt(c);
                }
                cursor = address + (end - col);
                col = end;
            }
        }
        return send();
    }

    /** Clears the LCD, turns it and its backlight off. */
    void off() {
        if (lost) {
            init();
        }
        command(CLEAR);
        send();
        wait.accept(CLEAR_NANOS);
        command(DISPLAY_OFF);
        port &= ~BACKLIGHT;
        out.write(port);
        send();
        lost = true; // a later update turns it on again
    }

    String name() {
        return device.name();
    }

    /** A character the LCD's ROM (A00, the common one) has, or a full block for one it has not. */
    static int code(char c) {
        if (c == '\\' || c == '~' || c < 0x20 || c > 0x7D) {
            return 0xFF; // A00 has a yen sign and an arrow there
        }
        return c;
    }

    private static String fit(String line) {
        String s = line == null ? "" : line.replaceAll("\\p{Cntrl}", "\u007f"); // a control character shows as a block
        // The character ROM has no accented letters: a player's name keeps its letters without their accents
        // (Čech as Cech) rather than showing blocks.
        if (!s.chars().allMatch(c -> c < 0x80)) { // a clock's tick is ASCII: no work on every tenth
            s = java.text.Normalizer.normalize(s, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        }
        return s.length() >= COLUMNS ? s.substring(0, COLUMNS) : s + " ".repeat(COLUMNS - s.length());
    }

    private void command(int instruction) {
        write(instruction, false);
    }

    private void data(int character) {
        write(character, true);
    }

    private void write(int value, boolean rs) {
        nibble(value >> 4, rs);
        nibble(value & 0x0F, rs);
    }

    /** Two port bytes, E high then E low; a byte before them when RS changes, so RS is steady before E rises. */
    private void nibble(int value, boolean rs) {
        int base = (value & 0x0F) << 4 | light | (rs ? RS : 0);
        if ((port & RS) != (base & RS)) {
            out.write(port & ~RS | base & RS);
        }
        out.write(base | E);
        out.write(base);
        port = base;
    }

    /** Writes what was queued in one I2C write; returns its length. */
    private int send() {
        byte[] bytes = out.toByteArray();
        out.reset();
        if (bytes.length == 0) {
            return 0;
        }
        try {
            device.write(bytes[0] & 0xFF, Arrays.copyOfRange(bytes, 1, bytes.length));
        } catch (RuntimeException e) {
            lost = true;
            throw e;
        }
        return bytes.length;
    }
}
