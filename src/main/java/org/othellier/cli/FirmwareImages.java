package org.othellier.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What each board controller can read, and the firmware images the build made. The controllers' limits come from
 * their pins (firmware-protocol/firmware/src/board_config.h) and are checked first, so a combination a board cannot
 * do is explained rather than reported as a missing image; which grids exist is then what build-avr.sh made, the
 * image folders {@code avr-BOARD-NxN-SENSORS/firmware.ino.hex}.
 */
final class FirmwareImages {

    /**
     * A controller the firmware runs on: its {@code --board} name, what it is, the grids and sensors its pins allow
     * (a new build in build-avr.sh adds its size here), and why it is limited.
     */
    record Controller(String name, String title, List<Integer> sizes, List<String> sensors, String why) {
    }

    static final List<Controller> CONTROLLERS = List.of(
            new Controller("mega", "an Arduino Mega 2560", List.of(8, 9, 10), List.of("reed", "hall"),
                    "it has pins for a reed matrix of up to 10 rows and 10 columns, or for seven Hall multiplexers"),
            new Controller("uno", "an Arduino Uno", List.of(8), List.of("hall"),
                    "it reads at most 64 Hall sensors (four 16-channel multiplexers on A0-A3), and has too few pins for a"
                            + " reed matrix: an 8x8 one needs 16 lines, and 11 are left beside the USB serial, buttons, LEDs and displays"));

    /** An image folder as build-avr.sh names it; anything else in the build (the emulator, logs) is not an image. */
    private static final Pattern IMAGE_FOLDER = Pattern.compile("avr-[a-z0-9]+-(\\d+)x\\1-(reed|hall)");

    private FirmwareImages() {
    }

    static Controller controller(String board) {
        return CONTROLLERS.stream().filter(c -> c.name().equals(board)).findFirst()
                .orElseThrow(() -> new BadInputException("--board " + board + " is not "
                        + CONTROLLERS.stream().map(Controller::name).collect(Collectors.joining(" or "))));
    }

    /** Refuses a grid or sensors the board cannot read, saying why and which board (or sensors) would. */
    static void check(String board, int size, String sensors) {
        Controller c = controller(board);
        boolean sizeOk = c.sizes().contains(size);
        boolean sensorsOk = c.sensors().contains(sensors);
        if (sizeOk && sensorsOk) {
            return;
        }
        String what = !sensorsOk && !sizeOk ? size + "x" + size + " " + sensorNoun(sensors)
                : !sensorsOk ? sensorNoun(sensors) : "a " + size + "x" + size + " grid";
        List<String> instead = new ArrayList<>();
        CONTROLLERS.stream().filter(o -> o != c && o.sizes().contains(size) && o.sensors().contains(sensors))
                .forEach(o -> instead.add(o.title() + " (--board " + o.name() + ")"));
        if (sizeOk) {
            c.sensors().forEach(s -> instead.add(sensorNoun(s) + " (--sensors " + s + ")"));
        }
        throw new BadInputException(c.title() + " cannot read " + what + ": " + c.why()
                + (instead.isEmpty() ? "" : "; use " + String.join(" or ", instead)));
    }

    /** The image the build made for this board, grid and sensors; when there is none, the ones there are. */
    static Path image(Path dir, String board, int size, String sensors) {
        Path image = dir.resolve("avr-" + board + "-" + size + "x" + size + "-" + sensors).resolve("firmware.ino.hex");
        if (!Files.isRegularFile(image)) {
            List<String> made = available(dir);
            throw new BadInputException("no firmware image for a " + size + "x" + size + " " + sensors + " board on "
                    + controller(board).title() + " (" + image + "); the images made are "
                    + (made.isEmpty() ? "none" : String.join(", ", made)));
        }
        return image;
    }

    /** The real images in the folder, as BOARD-NxN-SENSORS: only image folders that hold a firmware.ino.hex. */
    static List<String> available(Path dir) {
        try (var s = Files.list(dir)) {
            return s.filter(p -> IMAGE_FOLDER.matcher(p.getFileName().toString()).matches())
                    .filter(p -> Files.isRegularFile(p.resolve("firmware.ino.hex")))
                    .map(p -> p.getFileName().toString().substring(4)).sorted().toList();
        } catch (IOException e) {
            return List.of("none (" + dir + " cannot be read)");
        }
    }

    private static String sensorNoun(String sensors) {
        return sensors.equals("reed") ? "reed switches" : "Hall sensors";
    }
}
