package org.othellier.hardware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * The KiCad sources under hardware/: KiCad's electrical rules check finds nothing (errors and warnings) on
 * any schematic, and every file is what hardware/tools/generate.py writes from its description.
 */
@OutsideProgram
class SchematicsTest {

    static final Path HARDWARE = PinMapTest.HARDWARE;
    static final Path GENERATOR = Path.of("tools", "generate.py");

    @TempDir
    Path dir;

    @Test
    void everySchematicPassesErcWithoutAViolation() throws Exception {
        KicadCli.require();
        List<Path> schematics = schematics(HARDWARE);
        assertTrue(schematics.size() >= 10, "the boards' schematics: " + schematics);
        List<String> failures = new ArrayList<>();
        for (Path schematic : schematics) {
            KicadCli.Run erc = KicadCli.erc(schematic, dir);
            if (erc.exitCode() != 0) {
                failures.add(schematic + " (exit " + erc.exitCode() + "): " + erc.output());
            }
        }
        assertEquals(List.of(), failures);
    }

    @Test
    void ercFindsAPinLeftOpen() throws Exception {
        KicadCli.require();
        Path copy = Files.createDirectories(dir.resolve("copy"));
        Path schematic = copy.resolve("pi-direct.kicad_sch");
        // Without its no-connect flag, the Pi's unused GPIO14 is an open pin: ERC must say so (exit code 5).
        String text = Files.readString(HARDWARE.resolve("pi-direct/pi-direct.kicad_sch"));
        String opened = text.replaceFirst("\\t\\(no_connect [^\\n]*\\n", "");
        assertTrue(opened.length() < text.length(), "the Pi-direct schematic has no-connect flags");
        Files.writeString(schematic, opened);
        KicadCli.Run erc = KicadCli.erc(schematic, dir);
        assertEquals(5, erc.exitCode(), erc.output());
        assertTrue(erc.output().contains("pin_not_connected"), erc.output());
    }

    @Test
    void theSourcesAreWhatTheGeneratorWrites() throws Exception {
        RequiredTool.requireProgram("python3", "python3");
        Run check = python(HARDWARE, "--check");
        assertEquals(0, check.exitCode(), check.output());
    }

    @Test
    void theGeneratorFindsAnEditedSchematic() throws Exception {
        RequiredTool.requireProgram("python3", "python3");
        Path copy = dir.resolve("hardware");
        copyTree(HARDWARE, copy);
        Path grid = copy.resolve("square-grid/grid-8x8-reed.kicad_sch");
        Files.writeString(grid, Files.readString(grid).replace("\"ROW1\"", "\"ROW2\""));
        Run check = python(copy, "--check");
        assertEquals(1, check.exitCode(), check.output());
        assertTrue(check.output().contains("square-grid/grid-8x8-reed.kicad_sch"), check.output());
        assertTrue(!check.output().contains("grid-9x9"), check.output());
    }

    record Run(int exitCode, String output) {
    }

    static Run python(Path hardware, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("python3", hardware.resolve(GENERATOR).toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(5, TimeUnit.MINUTES), "generate.py did not finish in 5 minutes");
        return new Run(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }

    static List<Path> schematics(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".kicad_sch") && !f.startsWith(root.resolve("build"))).sorted().toList();
        }
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.filter(f -> !f.startsWith(from.resolve("build"))).toList()) {
                Path target = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(f, target);
                }
            }
        }
    }
}
