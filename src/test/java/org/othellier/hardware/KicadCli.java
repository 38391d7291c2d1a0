package org.othellier.hardware;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.othellier.testing.RequiredTool;

/** KiCad's command line (kicad-cli 9): a schematic's netlist and its electrical rules check. */
final class KicadCli {

    /** What one run did: its exit code and what it printed. */
    record Run(int exitCode, String output) {
    }

    private KicadCli() {
    }

    static void require() {
        RequiredTool.requireProgram("kicad-cli", "kicad (KiCad 9: bookworm-backports on Debian 12, main on Debian 13)");
    }

    /** The schematic's netlist, exported by kicad-cli into {@code dir}. */
    static Netlist netlist(Path schematic, Path dir) throws IOException, InterruptedException {
        Path out = dir.resolve(schematic.getFileName() + ".net");
        Run run = run(List.of("sch", "export", "netlist", "--format", "kicadsexpr", "-o", out.toString(), schematic.toString()));
        if (run.exitCode() != 0 || !Files.isRegularFile(out)) {
            fail("kicad-cli could not export the netlist of " + schematic + " (exit " + run.exitCode() + "): " + run.output());
        }
        return Netlist.parse(Files.readString(out));
    }

    /** The ERC report of the schematic (every severity), and the exit code: 5 when it found a violation. */
    static Run erc(Path schematic, Path dir) throws IOException, InterruptedException {
        Path out = dir.resolve(schematic.getFileName() + ".erc.json");
        Run run = run(List.of("sch", "erc", "--format", "json", "--severity-all", "--exit-code-violations",
                "-o", out.toString(), schematic.toString()));
        String report = Files.isRegularFile(out) ? Files.readString(out) : "";
        return new Run(run.exitCode(), report.isEmpty() ? run.output() : report);
    }

    static Run run(List<String> args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add("kicad-cli");
        command.addAll(args);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            fail("kicad-cli " + String.join(" ", args) + " did not finish in 5 minutes");
        }
        return new Run(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }
}
