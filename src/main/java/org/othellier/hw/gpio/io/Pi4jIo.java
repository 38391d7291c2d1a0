package org.othellier.hw.gpio.io;

import com.pi4j.Pi4J;
import com.pi4j.boardinfo.util.BoardInfoHelper;
import com.pi4j.context.Context;
import com.pi4j.context.ContextBuilder;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;
import com.pi4j.io.i2c.I2C;
import com.pi4j.io.spi.Spi;
import com.pi4j.io.spi.SpiBus;
import com.pi4j.io.spi.SpiMode;
import com.pi4j.plugin.gpiod.provider.gpio.digital.GpioDDigitalInputProvider;
import com.pi4j.plugin.gpiod.provider.gpio.digital.GpioDDigitalOutputProvider;
import com.pi4j.plugin.linuxfs.provider.gpio.digital.LinuxFsDigitalInputProvider;
import com.pi4j.plugin.linuxfs.provider.gpio.digital.LinuxFsDigitalOutputProvider;
import com.pi4j.plugin.linuxfs.provider.i2c.LinuxFsI2CProvider;
import com.pi4j.plugin.linuxfs.provider.spi.LinuxFsSpiProvider;
import com.pi4j.provider.Provider;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Lines and buses through Pi4J 3.0.3. The context is built with exactly the providers named here and
 * no class-path scanning: gpiod (or sysfs) for GPIO, the Linux device files for I2C and SPI. Pi4J's
 * Raspberry Pi plugin is not used: its providers are placeholders that always read low.
 *
 * <p>This is the only class of the drivers that names Pi4J, so nothing of Pi4J is loaded unless the
 * gpio backend or {@code hwtest} opens a real board.
 */
public final class Pi4jIo implements BoardIo {

    private static final String LOG_LEVEL = "org.slf4j.simpleLogger.defaultLogLevel";

    /** Before Pi4J's first logger: it logs every context and line at INFO, a board service wants less. */
    private static void quietLogs(String level) {
        if (System.getProperty(LOG_LEVEL) == null) {
            System.setProperty(LOG_LEVEL, level);
        }
    }

    private final Context context;
    private final String description;

    private Pi4jIo(Context context, String description) {
        this.context = context;
        this.description = description;
    }

    /**
     * The Raspberry Pi this runs on. {@code digital} is {@code gpiod} (Pi 5 and every current kernel) or
     * {@code sysfs} (the deprecated /sys/class/gpio); {@code gpiodChip} names the chip, empty for the one
     * labelled pinctrl.
     */
    public static Pi4jIo raspberryPi(String digital, String gpiodChip) {
        quietLogs("warn");
        if (!BoardInfoHelper.runningOnRaspberryPi()) {
            throw new HardwareException("this machine is not a Raspberry Pi (Pi4J recognises no board model);"
                    + " use board.backend = \"simulated\", or hwtest --mock to try the gpio drivers on simulated wiring");
        }
        ContextBuilder builder = Pi4J.newContextBuilder()
                .add(LinuxFsI2CProvider.newInstance(), LinuxFsSpiProvider.newInstance());
        String what;
        if (digital.equals("sysfs")) {
            int base = sysfsBase();
            builder.add(LinuxFsDigitalInputProvider.newInstance(), LinuxFsDigitalOutputProvider.newInstance());
            // sysfs numbers lines from the chip's base (571 on a Pi 5 with kernel 6.6); Pi4J does not add it.
            builder.property("othellier.sysfs.base", Integer.toString(base));
            what = "sysfs (base " + base + ")";
        } else {
            if (!gpiodChip.isEmpty()) {
                builder.setGpioChipName(gpiodChip);
            }
            builder.add(GpioDDigitalInputProvider.newInstance(), GpioDDigitalOutputProvider.newInstance());
            what = "gpiod (" + (gpiodChip.isEmpty() ? "pinctrl chip" : gpiodChip) + ")";
        }
        try {
            return new Pi4jIo(builder.build(), "Pi4J " + what + ", I2C and SPI through /dev");
        } catch (RuntimeException e) {
            throw new HardwareException("Pi4J could not start: " + rootMessage(e), e);
        }
    }

    /** Over a context the caller built, for example with Pi4J's mock providers in tests. */
    public static Pi4jIo over(Context context, String description) {
        return new Pi4jIo(context, description);
    }

    /**
     * Over Pi4J's mock providers, when the mock plugin is on the class path (it is a test dependency; the
     * benchmark uses it from there). Found by name so the product itself never needs it.
     */
    public static Pi4jIo mock() {
        quietLogs("off"); // off a Pi, Pi4J logs at ERROR that it cannot find the board model
        ContextBuilder builder = Pi4J.newContextBuilder();
        String[] providers = {
            "com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider",
            "com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider",
            "com.pi4j.plugin.mock.provider.i2c.MockI2CProvider",
            "com.pi4j.plugin.mock.provider.spi.MockSpiProvider",
        };
        for (String name : providers) {
            try {
                builder.add((Provider<?, ?, ?>) Class.forName(name).getMethod("newInstance").invoke(null));
            } catch (ReflectiveOperationException | LinkageError e) {
                throw new HardwareException("Pi4J's mock plugin (com.pi4j:pi4j-plugin-mock:3.0.3) is not on the class path", e);
            }
        }
        return new Pi4jIo(builder.build(), "Pi4J mock providers");
    }

    public Context context() {
        return context;
    }

    private int address(int bcm) {
        String base = context.properties().get("othellier.sysfs.base", "0");
        return Integer.parseInt(base) + bcm;
    }

    @Override
    public DigitalOut output(int bcm, boolean initialHigh, String purpose) {
        DigitalState initial = initialHigh ? DigitalState.HIGH : DigitalState.LOW;
        DigitalOutput out = open(() -> context.create(DigitalOutput.newConfigBuilder(context)
                .id("out-" + bcm).name(purpose).address(address(bcm))
                .initial(initial).shutdown(initial).build()), "GPIO " + bcm + " (" + purpose + ")");
        out.state(initial);
        return new DigitalOut() {
            @Override
            public void set(boolean high) {
                out.state(high ? DigitalState.HIGH : DigitalState.LOW);
            }

            @Override
            public String toString() {
                return "GPIO " + bcm + " (" + purpose + ")";
            }
        };
    }

    @Override
    public DigitalIn input(int bcm, boolean pullUp, String purpose) {
        DigitalInput in = open(() -> context.create(DigitalInput.newConfigBuilder(context)
                .id("in-" + bcm).name(purpose).address(address(bcm))
                .pull(pullUp ? PullResistance.PULL_UP : PullResistance.OFF).debounce(0L).build()),
                "GPIO " + bcm + " (" + purpose + ")");
        return new DigitalIn() {
            @Override
            public boolean isHigh() {
                return in.state() == DigitalState.HIGH;
            }

            @Override
            public void onChange(Runnable onChange) {
                in.addListener(event -> onChange.run());
            }

            @Override
            public String toString() {
                return "GPIO " + bcm + " (" + purpose + ")";
            }
        };
    }

    @Override
    public I2cDevice i2c(int bus, int address, String purpose) {
        String name = String.format(Locale.ROOT, "I2C bus %d address 0x%02x (%s)", bus, address, purpose);
        I2C i2c = open(() -> context.create(I2C.newConfigBuilder(context)
                .id(String.format(Locale.ROOT, "i2c-%d-%02x", bus, address)).name(purpose)
                .bus(bus).device(address).build()), name);
        return new I2cDevice() {
            @Override
            public void write(int first, byte... data) {
                try {
                    if (data.length == 0) {
                        i2c.write((byte) first);
                    } else {
                        i2c.writeRegister(first, data, 0, data.length);
                    }
                } catch (RuntimeException e) {
                    throw new HardwareException(name + ": write failed: " + rootMessage(e), e);
                }
            }

            @Override
            public void read(int register, byte[] into) {
                int n;
                try {
                    n = i2c.readRegister(register, into, 0, into.length);
                } catch (RuntimeException e) {
                    throw new HardwareException(name + ": read failed: " + rootMessage(e), e);
                }
                if (n != into.length) {
                    throw new HardwareException(name + ": read " + n + " of " + into.length + " bytes");
                }
            }

            @Override
            public String name() {
                return name;
            }
        };
    }

    @Override
    public SpiDevice spi(int bus, int chipSelect, int hz, String purpose) {
        String name = "SPI " + bus + "." + chipSelect + " (" + purpose + ")";
        Spi spi = open(() -> context.create(Spi.newConfigBuilder(context)
                .id("spi-" + bus + "-" + chipSelect).name(purpose)
                .bus(SpiBus.getByNumber(bus)).address(chipSelect).baud(hz).mode(SpiMode.MODE_0).build()), name);
        return new SpiDevice() {
            @Override
            public void write(byte[] frame) {
                try {
                    spi.write(frame, 0, frame.length);
                } catch (RuntimeException e) {
                    throw new HardwareException(name + ": write failed: " + rootMessage(e), e);
                }
            }

            @Override
            public String name() {
                return name;
            }
        };
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public void close() {
        try {
            context.shutdown();
        } catch (RuntimeException e) {
            // Closing is best effort: the lines are released by the kernel when the process ends anyway.
        }
    }

    private interface Opener<T> {
        T open();
    }

    private static <T> T open(Opener<T> opener, String what) {
        try {
            return opener.open();
        } catch (RuntimeException e) {
            throw new HardwareException(what + " cannot be opened: " + rootMessage(e), e);
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.toString() : t.getMessage();
    }

    /** The sysfs number of BCM 0: the base of the gpiochip labelled pinctrl (0 on older Pis). */
    private static int sysfsBase() {
        Path root = Path.of("/sys/class/gpio");
        try (Stream<Path> chips = Files.list(root)) {
            for (Path chip : chips.filter(p -> p.getFileName().toString().startsWith("gpiochip")).toList()) {
                String label = Files.readString(chip.resolve("label")).strip();
                if (label.startsWith("pinctrl")) {
                    return Integer.parseInt(Files.readString(chip.resolve("base")).strip());
                }
            }
        } catch (IOException | NumberFormatException e) {
            throw new HardwareException("gpio.digital = \"sysfs\" but " + root + " cannot be read ("
                    + e.getMessage() + "); use gpio.digital = \"gpiod\"", e);
        }
        throw new HardwareException("gpio.digital = \"sysfs\" but no gpiochip under " + root
                + " is labelled pinctrl; use gpio.digital = \"gpiod\"");
    }
}
