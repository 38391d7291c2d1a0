package org.othellier.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What each controller can read, said before any image is looked for, and which images the build really made. */
class FirmwareImagesTest {

    @Test
    void anUnoReadsEightByEightHallSensorsOnlyAndSaysWhy() {
        FirmwareImages.check("uno", 8, "hall");
        assertEquals("an Arduino Uno cannot read reed switches: it reads at most 64 Hall sensors (four 16-channel"
                + " multiplexers on A0-A3), and has too few pins for a reed matrix: an 8x8 one needs 16 lines, and 11 are"
                + " left beside the USB serial, buttons, LEDs and displays; use an Arduino Mega 2560 (--board mega) or"
                + " Hall sensors (--sensors hall)",
                assertThrows(BadInputException.class, () -> FirmwareImages.check("uno", 8, "reed")).getMessage());
        String tenByTen = assertThrows(BadInputException.class, () -> FirmwareImages.check("uno", 10, "hall")).getMessage();
        assertTrue(tenByTen.startsWith("an Arduino Uno cannot read a 10x10 grid: it reads at most 64 Hall sensors"), tenByTen);
        assertTrue(tenByTen.endsWith("; use an Arduino Mega 2560 (--board mega)"), tenByTen);
        String both = assertThrows(BadInputException.class, () -> FirmwareImages.check("uno", 10, "reed")).getMessage();
        assertTrue(both.startsWith("an Arduino Uno cannot read 10x10 reed switches: "), both);
        assertTrue(both.endsWith("; use an Arduino Mega 2560 (--board mega)"), both);
    }

    @Test
    void aMegaReadsEitherSensorOnEveryGrid() {
        for (int size : new int[] {8, 9, 10}) {
            FirmwareImages.check("mega", size, "reed");
            FirmwareImages.check("mega", size, "hall");
        }
        assertEquals("--board nano is not mega or uno",
                assertThrows(BadInputException.class, () -> FirmwareImages.check("nano", 8, "hall")).getMessage());
    }

    @Test
    void everyImageTheBuildMakesIsOneItsBoardCanRead() throws Exception {
        Matcher build = Pattern.compile("(?m)^build (\\w+)-(\\d+)x\\2-(reed|hall) ")
                .matcher(Files.readString(Path.of("firmware-protocol/firmware/build-avr.sh")));
        int builds = 0;
        while (build.find()) {
            FirmwareImages.check(build.group(1), Integer.parseInt(build.group(2)), build.group(3));
            builds++;
        }
        assertFalse(builds < 5, "build-avr.sh's builds not found: " + builds);
    }

    @Test
    void onlyRealImagesAreListedWhenOneIsMissing(@TempDir Path build) throws Exception {
        for (String image : List.of("avr-mega-8x8-reed", "avr-uno-8x8-hall")) {
            Files.createDirectories(build.resolve(image));
            Files.writeString(build.resolve(image).resolve("firmware.ino.hex"), ":00000001FF\n");
        }
        Files.writeString(build.resolve("avr-board"), "the emulator harness, not an image");
        Files.createDirectories(build.resolve("avr-mega-10x10-hall")); // a failed build: its log and no image
        Files.writeString(build.resolve("avr-mega-10x10-hall").resolve("build.log"), "error");
        Files.writeString(build.resolve("sim"), "the host simulator");
        assertEquals(List.of("mega-8x8-reed", "uno-8x8-hall"), FirmwareImages.available(build));
        assertEquals(build.resolve("avr-mega-8x8-reed/firmware.ino.hex"), FirmwareImages.image(build, "mega", 8, "reed"));
        assertEquals("no firmware image for a 9x9 hall board on an Arduino Mega 2560 ("
                + build.resolve("avr-mega-9x9-hall/firmware.ino.hex") + "); the images made are mega-8x8-reed, uno-8x8-hall",
                assertThrows(BadInputException.class, () -> FirmwareImages.image(build, "mega", 9, "hall")).getMessage());
    }
}
