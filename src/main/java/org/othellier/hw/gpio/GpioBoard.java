package org.othellier.hw.gpio;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import org.othellier.config.ConfigSection;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.ClockButtons;
import org.othellier.hw.ClockDisplay;
import org.othellier.hw.FrameSource;
import org.othellier.hw.LedSink;
import org.othellier.hw.gpio.GpioConfig.Display;
import org.othellier.hw.gpio.GpioConfig.DisplayDriver;
import org.othellier.hw.gpio.GpioConfig.Matrix;
import org.othellier.hw.gpio.io.BoardIo;
import org.othellier.hw.gpio.io.DigitalIn;
import org.othellier.hw.gpio.io.DigitalOut;
import org.othellier.hw.gpio.io.Pi4jIo;

/**
 * The direct board: the Raspberry Pi scans the sensor matrix and drives the LEDs, clock buttons and
 * clock display itself, as {@code [gpio]} describes. The service opens it with {@link #open(ConfigSection)}
 * when {@code board.backend = "gpio"}; Pi4J is loaded then and not before.
 */
public final class GpioBoard implements BoardBackend {

    private final GpioConfig config;
    private final BoardIo io;
    private final MatrixScanner sensors;
    private final BlinkingLeds leds;
    private final ClockButtons buttons;
    private final ClockDisplay display;
    private final List<AutoCloseable> parts;
    private final String description;

    private GpioBoard(GpioConfig config, BoardIo io, MatrixScanner sensors, BlinkingLeds leds, ClockButtons buttons,
                      ClockDisplay display, List<AutoCloseable> parts, String description) {
        this.config = config;
        this.io = io;
        this.sensors = sensors;
        this.leds = leds;
        this.buttons = buttons;
        this.display = display;
        this.parts = parts;
        this.description = description;
    }

    /** Opens the board on this Raspberry Pi; presses are dated in {@code System.nanoTime()} milliseconds. */
    public static GpioBoard open(ConfigSection gpio) {
        return open(gpio, GpioBoard::monotonicMillis);
    }

    /**
     * Opens the board on this Raspberry Pi. Throws {@link org.othellier.config.ConfigException} for a wrong
     * {@code [gpio]} section and {@link org.othellier.hw.gpio.io.HardwareException} for a pin or bus that
     * cannot be opened, both naming what is wrong.
     *
     * @param monotonicMillis the service's monotonic clock, which dates the button presses
     */
    public static GpioBoard open(ConfigSection gpio, LongSupplier monotonicMillis) {
        GpioConfig config = GpioConfig.read(gpio);
        return open(config, Pi4jIo.raspberryPi(config.digital(), config.gpiodChip()), monotonicMillis);
    }

    /** Opens the board on any lines and buses: Pi4J's mock in tests, the simulated wiring in {@code hwtest --mock}. */
    public static GpioBoard open(GpioConfig config, BoardIo io, LongSupplier monotonicMillis) {
        List<AutoCloseable> parts = new ArrayList<>();
        try {
            return assemble(config, io, monotonicMillis, parts);
        } catch (RuntimeException e) {
            closeAll(parts);
            io.close();
            throw e;
        }
    }

    /** Waits at least {@code nanos} (a parked thread may wake early). */
    static void waitNanos(long nanos) {
        long end = System.nanoTime() + nanos;
        for (long left = nanos; left > 0; left = end - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
    }

    static long monotonicMillis() {
        return System.nanoTime() / 1_000_000;
    }

    private static GpioBoard assemble(GpioConfig config, BoardIo io, LongSupplier millis, List<AutoCloseable> parts) {
        Matrix m = config.matrix();
        List<String> what = new ArrayList<>();
        SwitchMatrix matrix;
        DigitalIn interrupt = null;
        if (m.via() == GpioConfig.Via.GPIO) {
            List<DigitalOut> rows = new ArrayList<>();
            List<DigitalIn> cols = new ArrayList<>();
            for (int i = 0; i < m.rowPins().size(); i++) {
                rows.add(io.output(m.rowPins().get(i), true, "gpio.matrix.rows item " + (i + 1)));
            }
            for (int i = 0; i < m.columnPins().size(); i++) {
                cols.add(io.input(m.columnPins().get(i), true, "gpio.matrix.columns item " + (i + 1)));
            }
            matrix = new GpioSwitchMatrix(rows, cols, m.settleUs() * 1000L);
            what.add(m.rows() + "x" + m.cols() + " switch matrix on GPIO (rows BCM " + join(m.rowPins())
                    + ", columns BCM " + join(m.columnPins()) + ")");
        } else {
            Map<Integer, Mcp23017> chips = new LinkedHashMap<>();
            for (int address : m.expanderAddresses()) {
                chips.put(address, new Mcp23017(io.i2c(m.i2cBus(), address, "gpio.matrix expander")));
            }
            matrix = new Mcp23017SwitchMatrix(chips, m.rowExpanderPins(), m.columnExpanderPins(), m.interruptPin() != -1);
            if (m.interruptPin() != -1) {
                interrupt = io.input(m.interruptPin(), true, "gpio.matrix.interrupt");
            }
            what.add(m.rows() + "x" + m.cols() + " switch matrix on " + chips.size() + " MCP23017 (I2C bus " + m.i2cBus()
                    + (interrupt == null ? "" : ", interrupt on BCM " + m.interruptPin()) + ")");
        }
        MatrixScanner scanner = new MatrixScanner(matrix, 1_000_000_000L / m.scanHz(), m.debounceMs() * 1_000_000L,
                System::nanoTime, interrupt, m.idleScanMs() * 1_000_000L);
        parts.add(scanner);
        what.set(0, what.get(0) + ", " + m.scanHz() + " Hz, debounce " + m.debounceMs() + " ms");

        GpioConfig.Leds l = config.leds();
        int squares = m.rows() * m.cols();
        LedChips chips = switch (l.driver()) {
            case MAX7219 -> new Max7219Chain(io.spi(l.spiBus(), l.spiChipSelect(), l.spiHz(), "gpio.leds"),
                    (squares + 63) / 64, l.brightness());
            case HT16K33 -> {
                List<Ht16k33> list = new ArrayList<>();
                for (int a : l.addresses()) {
                    list.add(new Ht16k33(io.i2c(l.i2cBus(), a, "gpio.leds"), l.brightness()));
                }
                yield new Ht16k33Leds(list, l.colours() == GpioConfig.LedColours.BICOLOUR);
            }
            case NONE -> null;
        };
        BlinkingLeds leds = null;
        if (chips != null) {
            leds = new BlinkingLeds(chips, m.rows(), m.cols(), l.flipRows(), l.flipCols(), millis);
            parts.add(leds);
            leds.start();
            what.add("LEDs: " + chips.describe());
        } else {
            what.add("no LEDs");
        }

        GpioConfig.Buttons b = config.buttons();
        ClockButtons buttons;
        if (b.enabled()) {
            GpioClockButtons gpioButtons = new GpioClockButtons(io.input(b.blackPin(), true, "gpio.buttons.black"),
                    io.input(b.whitePin(), true, "gpio.buttons.white"), b.debounceMs(), millis);
            parts.add(gpioButtons);
            buttons = gpioButtons;
            what.add("buttons on BCM " + b.blackPin() + " (black) and " + b.whitePin() + " (white)");
        } else {
            buttons = listener -> { };
            what.add("no clock buttons");
        }

        Display d = config.display();
        ClockDisplay display;
        if (d.driver() == DisplayDriver.NONE) {
            display = (black, white) -> { };
            what.add("no clock display");
        } else if (d.driver() == DisplayDriver.LCD) {
            LcdClockDisplay lcd = new LcdClockDisplay(new Hd44780Lcd(io.i2c(d.i2cBus(), d.lcdAddress(), "gpio.display"),
                    d.backlight(), GpioBoard::waitNanos));
            parts.add(lcd);
            lcd.start();
            display = lcd;
            what.add("clock display: " + lcd.describe());
        } else {
            DigitModule black;
            DigitModule white;
            if (d.driver() == DisplayDriver.TM1637) {
                DigitalOut clk = io.output(d.blackClk(), true, "gpio.display.black-clk");
                DigitalOut whiteClk = d.whiteClk() == d.blackClk() ? clk : io.output(d.whiteClk(), true, "gpio.display.white-clk");
                long delay = d.bitDelayUs() * 1000L;
                black = new Tm1637(clk, io.output(d.blackDio(), true, "gpio.display.black-dio"), delay, d.brightness() / 2,
                        "black (CLK BCM " + d.blackClk() + ", DIO BCM " + d.blackDio() + ")");
                white = new Tm1637(whiteClk, io.output(d.whiteDio(), true, "gpio.display.white-dio"), delay, d.brightness() / 2,
                        "white (CLK BCM " + d.whiteClk() + ", DIO BCM " + d.whiteDio() + ")");
            } else {
                black = new Ht16k33Digits(new Ht16k33(io.i2c(d.i2cBus(), d.blackAddress(), "gpio.display black"), d.brightness()));
                white = new Ht16k33Digits(new Ht16k33(io.i2c(d.i2cBus(), d.whiteAddress(), "gpio.display white"), d.brightness()));
            }
            SegmentClockDisplay segments = new SegmentClockDisplay(black, white);
            parts.add(segments);
            segments.start();
            display = segments;
            what.add("clock display: " + segments.describe());
        }
        String description = "gpio: " + String.join("; ", what) + "; " + io.describe();
        return new GpioBoard(config, io, scanner, leds, buttons, display, List.copyOf(parts), description);
    }

    private static String join(List<Integer> pins) {
        return pins.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    public GpioConfig config() {
        return config;
    }

    /** The scanner itself, for {@code hwtest} and the benchmark: {@link MatrixScanner#step} without the thread. */
    public MatrixScanner scanner() {
        return sensors;
    }

    @Override
    public FrameSource sensors() {
        return sensors;
    }

    @Override
    public LedSink leds() {
        return leds == null ? plan -> { } : leds;
    }

    /** Whether the LEDs have a red and a green element (bicolour HT16K33). */
    public boolean bicolourLeds() {
        return leds != null && leds.bicolour();
    }

    public boolean hasLeds() {
        return leds != null;
    }

    @Override
    public ClockButtons buttons() {
        return buttons;
    }

    @Override
    public ClockDisplay display() {
        return display;
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public void close() {
        closeAll(parts);
        io.close();
    }

    private static void closeAll(List<AutoCloseable> parts) {
        for (int i = parts.size() - 1; i >= 0; i--) {
            try {
                parts.get(i).close();
            } catch (Exception e) {
                // keep closing the rest: every part releases its own lines
            }
        }
    }
}
