package org.othellier.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.othellier.hw.serial.Message;
import org.othellier.hw.serial.SerialBoard;
import org.othellier.hw.serial.SerialConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Puts the reference firmware on the board controller: the image the build made for the board, the grid and
 * the sensors, written by avrdude through the Arduino bootloader, then checked by the controller's own
 * greeting (the firmware answers HELLO with its grid and sensors, so a wrong or broken image is caught).
 */
@Command(name = "flash", mixinStandardHelpOptions = true,
        description = {"Flashes the board controller with the reference firmware (avrdude) and checks that it greets the service."})
public final class FlashCommand implements Callable<Integer> {

    @Option(names = "--port", defaultValue = "/dev/othellier-board", paramLabel = "PATH",
            description = "The controller's serial port (default ${DEFAULT-VALUE}, the package's udev name).")
    String port;

    @Option(names = "--board", defaultValue = "mega", paramLabel = "mega|uno",
            description = "The controller: mega (Arduino Mega 2560) or uno (Arduino Uno, 8x8 Hall boards only). Default ${DEFAULT-VALUE}.")
    String board;

    @Option(names = "--size", defaultValue = "8", paramLabel = "8|9|10", description = "The board's grid: 8 or 10 for Othello, 9 for Octi (default ${DEFAULT-VALUE}).")
    int size;

    @Option(names = "--sensors", defaultValue = "reed", paramLabel = "reed|hall",
            description = "The sensors under the squares: reed switches or Hall sensors (default ${DEFAULT-VALUE}).")
    String sensors;

    @Option(names = "--hex", paramLabel = "FILE", description = "Flash this image instead of the one the build made.")
    Path hex;

    @Option(names = "--avrdude", defaultValue = "avrdude", paramLabel = "PROGRAM",
            description = "The avrdude program to run (default: ${DEFAULT-VALUE} on the PATH).")
    String avrdude;

    @Override
    public Integer call() throws Exception {
        String mcu = switch (board) {
            case "mega" -> "atmega2560";
            case "uno" -> "atmega328p";
            default -> throw new BadInputException("--board " + board + " is not mega or uno");
        };
        if (size != 8 && size != 9 && size != 10) {
            throw new BadInputException("--size " + size + " is not 8, 9 or 10");
        }
        if (!sensors.equals("reed") && !sensors.equals("hall")) {
            throw new BadInputException("--sensors " + sensors + " is not reed or hall");
        }
        if (hex == null) {
            FirmwareImages.check(board, size, sensors); // what the board cannot read is said before any image is looked for
        }
        Path image = hex != null ? hex : FirmwareImages.image(firmwareDir(), board, size, sensors);
        if (!Files.isRegularFile(image)) {
            throw new BadInputException("--hex " + hex + " is not a file");
        }
        Path device = Path.of(port);
        if (!Files.exists(device)) {
            throw new BadInputException("the port " + port + " does not exist: is the controller plugged in? (--port names another)");
        }
        String program = findOnPath(avrdude);
        if (program == null) {
            throw new BadInputException("avrdude is not installed: sudo apt-get install avrdude");
        }
        List<String> command = avrdudeCommand(program, mcu, board, device.toRealPath().toString(), image);
        System.out.println("flashing " + image + " to the " + board + " on " + port);
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        Avrdude.finish(p, Avrdude.LIMIT, port, FirmwareImages.controller(board).title());
        Message.Hello hello;
        try (SerialBoard controller = SerialBoard.open(SerialConfig.forTool(port, 8000), () -> System.nanoTime() / 1_000_000)) {
            hello = controller.controller();
        } catch (RuntimeException e) {
            throw new BadInputException("the controller did not answer after flashing (" + e.getMessage() + ")");
        }
        String seen = hello.rows() + "x" + hello.cols() + " " + (hello.sensor() == Message.SensorType.PRESENCE ? "reed" : "hall");
        if (hex == null && !seen.equals(size + "x" + size + " " + sensors)) {
            throw new BadInputException("the controller answers as a " + seen + " board after flashing a " + size + "x" + size
                    + " " + sensors + " image");
        }
        System.out.println("the controller answers: firmware " + hello.firmware() + ", " + seen + " board");
        return 0;
    }

    /** avrdude through the Arduino bootloader: the Mega's stk500v2 (wiring), the Uno's optiboot (arduino); -D keeps the bootloader's erase. */
    static List<String> avrdudeCommand(String program, String mcu, String board, String port, Path image) {
        return List.of(program, "-p", mcu, "-c", board.equals("mega") ? "wiring" : "arduino",
                "-P", port, "-b", "115200", "-D", "-U", "flash:w:" + image + ":i");
    }

    /** The images beside the installed jar (/usr/share/othellier/firmware) or in a checkout's firmware build. */
    static Path firmwareDir() {
        Path jar;
        try {
            jar = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (Exception e) {
            jar = Path.of(".");
        }
        Path installed = jar.resolveSibling("firmware");
        if (Files.isDirectory(installed)) {
            return installed;
        }
        // target/othellier.jar or target/classes in a checkout
        return jar.getParent().getParent().resolve("firmware-protocol/firmware/build");
    }

    private static String findOnPath(String program) {
        if (program.contains("/")) {
            return Files.isExecutable(Path.of(program)) ? program : null;
        }
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
            Path p = Path.of(d, program);
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        return null;
    }
}
