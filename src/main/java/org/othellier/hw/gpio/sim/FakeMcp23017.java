package org.othellier.hw.gpio.sim;

import java.util.Locale;
import java.util.function.IntPredicate;
import org.othellier.hw.gpio.io.I2cDevice;

/**
 * A register-level MCP23017 (power-on layout IOCON.BANK = 0, sequential addressing): direction,
 * pull-up, latch and interrupt registers as the datasheet has them. An input pin reads what the wiring
 * says ({@code external}, true = high; an unconnected pin floats high on its pull-up); an output pin
 * reads its latch. Interrupt on change: {@link #sense} latches INTF and INTCAP when an enabled input
 * differs from its previous level (INTCON = 0) or from DEFVAL (INTCON = 1); reading GPIO or INTCAP clears it.
 */
public final class FakeMcp23017 implements I2cDevice {

    public static final int IODIRA = 0x00;
    public static final int IPOLA = 0x02;
    public static final int GPINTENA = 0x04;
    public static final int DEFVALA = 0x06;
    public static final int INTCONA = 0x08;
    public static final int IOCON = 0x0A;
    public static final int GPPUA = 0x0C;
    public static final int INTFA = 0x0E;
    public static final int INTCAPA = 0x10;
    public static final int GPIOA = 0x12;
    public static final int OLATA = 0x14;

    private final int address;
    private final IntPredicate external;
    private final Runnable onOutputsChanged;
    private final int[] reg = new int[0x16];
    private int previous = 0xFFFF;
    private int writes;
    private int reads;

    /**
     * @param external         level of input pin {@code p} (0-15) as the wiring drives it
     * @param onOutputsChanged called after a write that may change an output pin, so the wiring re-reads
     */
    public FakeMcp23017(int address, IntPredicate external, Runnable onOutputsChanged) {
        this.address = address;
        this.external = external;
        this.onOutputsChanged = onOutputsChanged;
        reg[IODIRA] = 0xFF;
        reg[IODIRA + 1] = 0xFF;
    }

    @Override
    public synchronized void write(int first, byte... data) {
        check(first);
        writes++;
        int at = first;
        if (data.length == 0) {
            return; // sets the register pointer only
        }
        for (byte b : data) {
            put(at, b & 0xFF);
            at = (at + 1) % reg.length;
        }
        onOutputsChanged.run();
    }

    @Override
    public synchronized void read(int register, byte[] into) {
        check(register);
        reads++;
        int at = register;
        for (int i = 0; i < into.length; i++) {
            into[i] = (byte) get(at);
            at = (at + 1) % reg.length;
        }
    }

    private void check(int register) {
        if (register < 0 || register >= reg.length) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "MCP23017 0x%02x has no register 0x%02x", address, register));
        }
        if ((reg[IOCON] & 0x80) != 0) {
            throw new IllegalStateException("IOCON.BANK = 1 is not modelled; the driver keeps the power-on layout");
        }
        if ((reg[IOCON] & 0x20) != 0) {
            throw new IllegalStateException("IOCON.SEQOP = 1 (no address increment) is not modelled");
        }
    }

    private void put(int r, int v) {
        switch (r) {
            case IOCON, IOCON + 1 -> {
                reg[IOCON] = v;
                reg[IOCON + 1] = v;
            }
            case GPIOA, GPIOA + 1 -> reg[OLATA + (r - GPIOA)] = v; // writing GPIO writes the latch
            case INTFA, INTFA + 1, INTCAPA, INTCAPA + 1 -> { } // read only
            default -> reg[r] = v;
        }
    }

    private int get(int r) {
        switch (r) {
            case GPIOA, GPIOA + 1 -> {
                int port = r - GPIOA;
                reg[INTFA + port] = 0;
                return (pins() >> (8 * port)) & 0xFF;
            }
            case INTCAPA, INTCAPA + 1 -> {
                reg[INTFA + (r - INTCAPA)] = 0;
                return reg[r];
            }
            default -> {
                return reg[r];
            }
        }
    }

    private int word(int registerA) {
        return reg[registerA] | reg[registerA + 1] << 8;
    }

    /** Every pin's level: outputs from the latch, inputs from the wiring (IPOL does not apply to these). */
    public synchronized int pins() {
        int dir = word(IODIRA);
        int latch = word(OLATA);
        int v = 0;
        for (int p = 0; p < 16; p++) {
            boolean high = (dir & 1 << p) == 0 ? (latch & 1 << p) != 0 : external.test(p);
            if (high) {
                v |= 1 << p;
            }
        }
        return v;
    }

    /** Whether pin {@code p} is an output driven low (a selected row). */
    public synchronized boolean drivesLow(int p) {
        return (word(IODIRA) & 1 << p) == 0 && (word(OLATA) & 1 << p) == 0;
    }

    /** Re-reads the inputs and raises the interrupt for enabled ones that changed. */
    public synchronized void sense() {
        int now = pins();
        int enabled = word(GPINTENA) & word(IODIRA);
        int compareWith = word(INTCONA);
        int reference = (previous & ~compareWith) | (word(DEFVALA) & compareWith);
        int fired = (now ^ reference) & enabled & ~word(INTFA);
        if (fired != 0 && word(INTFA) == 0) {
            reg[INTCAPA] = now & 0xFF;
            reg[INTCAPA + 1] = now >> 8 & 0xFF;
        }
        reg[INTFA] |= fired & 0xFF;
        reg[INTFA + 1] |= fired >> 8 & 0xFF;
        previous = now;
    }

    /** Whether the (mirrored, open-drain) INT line is pulled low. */
    public synchronized boolean interruptActive() {
        boolean mirror = (reg[IOCON] & 0x40) != 0;
        boolean a = reg[INTFA] != 0;
        boolean b = reg[INTFA + 1] != 0;
        return mirror ? a || b : a; // INTA only: the one a board wires
    }

    public synchronized int register(int r) {
        return reg[r];
    }

    public synchronized int writes() {
        return writes;
    }

    public synchronized int reads() {
        return reads;
    }

    @Override
    public String name() {
        return String.format(Locale.ROOT, "simulated MCP23017 0x%02x", address);
    }
}
