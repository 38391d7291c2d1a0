package org.othellier.hw.gpio.sim;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.othellier.game.Side;
import org.othellier.hw.gpio.BringUp;
import org.othellier.hw.gpio.GpioConfig;
import org.othellier.hw.gpio.GpioConfig.ExpanderPin;
import org.othellier.hw.gpio.io.BoardIo;
import org.othellier.hw.gpio.io.DigitalIn;
import org.othellier.hw.gpio.io.DigitalOut;
import org.othellier.hw.gpio.io.HardwareException;
import org.othellier.hw.gpio.io.I2cDevice;
import org.othellier.hw.gpio.io.SpiDevice;

/**
 * A board built exactly as a {@code [gpio]} section describes, in software: a diode switch matrix on
 * the configured pins or expanders, register-level MCP23017, MAX7219 and HT16K33 chips at the
 * configured buses and addresses, TM1637 modules on their pins, a 16x2 LCD on its PCF8574 backpack,
 * and two buttons. The real drivers run on it unchanged, so {@code hwtest --mock} and the scan benchmark
 * work without a Pi, and a test can close switches, press buttons and look at what the LED and display
 * chips hold.
 */
public final class SimulatedWiring implements BoardIo, BringUp.Hands {

    private final GpioConfig config;
    private final DiodeMatrixModel matrix;
    private final Map<Integer, SimPin> pins = new HashMap<>();
    private final Map<Integer, FakeMcp23017> expanders = new LinkedHashMap<>();
    private final Map<String, FakeHt16k33> ht16k33 = new HashMap<>();
    private final Map<Side, Tm1637Decoder> tm1637 = new HashMap<>();
    private final boolean[] pressed = new boolean[2];
    private FakeMax7219Chain max7219;
    private FakeCharacterLcd lcd;
    /** Column levels for the rows as driven now; null after anything that may change them. */
    private volatile boolean[] columns;

    public SimulatedWiring(GpioConfig config) {
        this(config, true);
    }

    /** With {@code diodes} false, the matrix ghosts as a diode-less one would. */
    public SimulatedWiring(GpioConfig config, boolean diodes) {
        this.config = config;
        this.matrix = new DiodeMatrixModel(config.matrix().rows(), config.matrix().cols(), diodes);
        GpioConfig.Display d = config.display();
        if (d.driver() == GpioConfig.DisplayDriver.TM1637) {
            tm1637.put(Side.BLACK, new Tm1637Decoder());
            tm1637.put(Side.WHITE, new Tm1637Decoder());
        }
    }

    public DiodeMatrixModel matrix() {
        return matrix;
    }

    /** Closes or opens the switch under a square, then lets the interrupt line react as the chips would. */
    public void setSwitch(int row, int col, boolean closed) {
        matrix.set(row, col, closed);
        changed();
    }

    @Override
    public void toggleSwitch(int row, int col) {
        matrix.toggle(row, col);
        changed();
    }

    @Override
    public void press(Side side, boolean down) {
        synchronized (pressed) {
            pressed[side.ordinal()] = down;
        }
        changed();
    }

    public FakeMax7219Chain max7219() {
        return max7219;
    }

    public FakeHt16k33 ht16k33(int bus, int address) {
        return ht16k33.get(bus + "/" + address);
    }

    public FakeMcp23017 mcp23017(int address) {
        return expanders.get(address);
    }

    /** The 16x2 LCD of {@code gpio.display.driver = "lcd"}, once the driver has opened it. */
    public FakeCharacterLcd lcd() {
        return lcd;
    }

    public Tm1637Decoder tm1637(Side side) {
        return tm1637.get(side);
    }

    private synchronized void changed() {
        columns = null;
        for (FakeMcp23017 chip : expanders.values()) {
            chip.sense();
        }
        for (SimPin pin : pins.values()) {
            pin.recheck();
        }
    }

    private boolean[] columnLevels() {
        boolean[] c = columns;
        if (c == null) {
            c = matrix.columns(rowsLow());
            columns = c;
        }
        return c;
    }

    /** Which matrix rows are driven low right now, by the Pi's pins or the expanders. */
    private boolean[] rowsLow() {
        GpioConfig.Matrix m = config.matrix();
        boolean[] low = new boolean[m.rows()];
        for (int r = 0; r < low.length; r++) {
            if (m.via() == GpioConfig.Via.GPIO) {
                SimPin pin = pins.get(m.rowPins().get(r));
                low[r] = pin != null && !pin.isHigh();
            } else {
                ExpanderPin p = m.rowExpanderPins().get(r);
                FakeMcp23017 chip = expanders.get(p.address());
                low[r] = chip != null && chip.drivesLow(p.pin());
            }
        }
        return low;
    }

    private boolean gpioLevel(int bcm) {
        GpioConfig.Matrix m = config.matrix();
        if (m.via() == GpioConfig.Via.GPIO) {
            int col = m.columnPins().indexOf(bcm);
            if (col >= 0) {
                return columnLevels()[col];
            }
        } else if (bcm == m.interruptPin()) {
            for (FakeMcp23017 chip : expanders.values()) {
                if (chip.interruptActive()) {
                    return false;
                }
            }
            return true;
        }
        GpioConfig.Buttons b = config.buttons();
        synchronized (pressed) {
            if (bcm == b.blackPin()) {
                return !pressed[Side.BLACK.ordinal()];
            }
            if (bcm == b.whitePin()) {
                return !pressed[Side.WHITE.ordinal()];
            }
        }
        return true; // an unconnected input floats high on its pull-up
    }

    private boolean expanderLevel(int address, int pin) {
        List<ExpanderPin> cols = config.matrix().columnExpanderPins();
        int col = cols.indexOf(new ExpanderPin(address, pin));
        if (col < 0) {
            return true;
        }
        return columnLevels()[col];
    }

    @Override
    public synchronized DigitalOut output(int bcm, boolean initialHigh, String purpose) {
        SimPin pin = new SimPin(bcm, initialHigh);
        put(bcm, pin, purpose);
        if (config.matrix().via() == GpioConfig.Via.GPIO && config.matrix().rowPins().contains(bcm)) {
            pin.watch(level -> columns = null);
        }
        GpioConfig.Display d = config.display();
        if (d.driver() == GpioConfig.DisplayDriver.TM1637) {
            if (bcm == d.blackClk()) {
                pin.watch(tm1637.get(Side.BLACK)::clk);
            }
            if (bcm == d.whiteClk()) {
                pin.watch(tm1637.get(Side.WHITE)::clk);
            }
            if (bcm == d.blackDio()) {
                pin.watch(tm1637.get(Side.BLACK)::dio);
            }
            if (bcm == d.whiteDio()) {
                pin.watch(tm1637.get(Side.WHITE)::dio);
            }
        }
        return pin;
    }

    @Override
    public synchronized DigitalIn input(int bcm, boolean pullUp, String purpose) {
        SimPin pin = new SimPin(bcm, () -> {
            synchronized (this) {
                return gpioLevel(bcm);
            }
        });
        put(bcm, pin, purpose);
        pin.recheck();
        return pin;
    }

    private void put(int bcm, SimPin pin, String purpose) {
        if (pins.putIfAbsent(bcm, pin) != null) {
            throw new HardwareException("GPIO " + bcm + " (" + purpose + ") is already open");
        }
    }

    @Override
    public synchronized I2cDevice i2c(int bus, int address, String purpose) {
        GpioConfig.Matrix m = config.matrix();
        if (m.via() == GpioConfig.Via.MCP23017 && bus == m.i2cBus() && m.expanderAddresses().contains(address)) {
            FakeMcp23017 chip = new FakeMcp23017(address, p -> expanderLevel(address, p), this::changed);
            expanders.put(address, chip);
            return locked(chip);
        }
        GpioConfig.Display d = config.display();
        if (d.driver() == GpioConfig.DisplayDriver.LCD && bus == d.i2cBus() && address == d.lcdAddress()) {
            if (lcd != null) {
                throw new HardwareException(String.format(Locale.ROOT, "I2C bus %d address 0x%02x (%s) is already open", bus, address, purpose));
            }
            lcd = new FakeCharacterLcd(address);
            return locked(lcd);
        }
        FakeHt16k33 chip = new FakeHt16k33(address);
        if (ht16k33.putIfAbsent(bus + "/" + address, chip) != null) {
            throw new HardwareException(String.format(Locale.ROOT, "I2C bus %d address 0x%02x (%s) is already open", bus, address, purpose));
        }
        return locked(chip);
    }

    /**
     * Every access to the simulated chips goes through the wiring's lock first: a chip's inputs depend on
     * other chips' outputs, so per-chip locks alone could deadlock between the scanner and a test.
     */
    private I2cDevice locked(I2cDevice chip) {
        return new I2cDevice() {
            @Override
            public void write(int first, byte... data) {
                synchronized (SimulatedWiring.this) {
                    chip.write(first, data);
                }
            }

            @Override
            public void read(int register, byte[] into) {
                synchronized (SimulatedWiring.this) {
                    chip.read(register, into);
                }
            }

            @Override
            public String name() {
                return chip.name();
            }
        };
    }

    @Override
    public synchronized SpiDevice spi(int bus, int chipSelect, int hz, String purpose) {
        int squares = config.matrix().rows() * config.matrix().cols();
        max7219 = new FakeMax7219Chain((squares + 63) / 64);
        return max7219;
    }

    @Override
    public String describe() {
        return "simulated wiring";
    }

    @Override
    public void close() {
        // nothing to release
    }
}
