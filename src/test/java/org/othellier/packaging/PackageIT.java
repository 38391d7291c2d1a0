package org.othellier.packaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * The Debian package the build made (target/othellier_VERSION_all.deb), read as dpkg, lintian and systemd
 * read it: what it installs where, its unit, udev rule and conffile, the natives the Pi needs inside its
 * jars, and the installed launcher running a command without Maven. Runs after {@code package}
 * (maven-failsafe). A missing tool fails the run where CI is set and skips loudly elsewhere.
 */
@OutsideProgram
class PackageIT {

    @TempDir
    static Path root;
    static Path deb;

    @BeforeAll
    static void unpack() throws Exception {
        require("dpkg-deb", "dpkg");
        try (Stream<Path> s = Files.list(Path.of("target"))) {
            deb = s.filter(p -> p.getFileName().toString().matches("othellier_.*_all\\.deb"))
                    .max((a, b) -> Long.compare(a.toFile().lastModified(), b.toFile().lastModified()))
                    .orElseThrow(() -> new AssertionError("no target/othellier_*_all.deb: the package phase makes it"));
        }
        run(List.of("dpkg-deb", "-x", deb.toString(), root.toString()));
        run(List.of("dpkg-deb", "-e", deb.toString(), root.resolve("DEBIAN").toString()));
    }

    @Test
    void theControlFieldsDependOnAJava21RuntimeAndNothingElseTheServiceDoesNotNeed() throws Exception {
        String control = Files.readString(root.resolve("DEBIAN/control"));
        assertTrue(control.contains("Package: othellier\n"), control);
        assertTrue(control.contains("Architecture: all\n"), control);
        String depends = field(control, "Depends");
        assertEquals("openjdk-21-jre-headless | openjdk-25-jre-headless | java21-runtime-headless, adduser", depends);
        assertEquals("avrdude", field(control, "Recommends"));
        assertTrue(deb.getFileName().toString().startsWith("othellier_" + field(control, "Version") + "_all"));
        assertEquals("/etc/othellier/othellier.toml", Files.readString(root.resolve("DEBIAN/conffiles")).strip());
    }

    @Test
    void itInstallsTheServiceCommandUnitRuleConfigurationAndFirmware() throws IOException {
        for (String path : List.of("usr/share/othellier/othellier.jar", "usr/share/othellier/othellier",
                "usr/lib/systemd/system/othellier.service", "usr/lib/udev/rules.d/60-othellier.rules",
                "etc/othellier/othellier.toml", "usr/share/doc/othellier/copyright", "usr/share/doc/othellier/changelog.gz",
                "usr/share/doc/othellier/README.md", "usr/share/doc/othellier/docs/CONFIG.md",
                "usr/share/doc/othellier/examples/mosquitto/othellier-club.conf", "usr/share/doc/othellier/examples/mosquitto/othellier.acl",
                "usr/share/doc/othellier/examples/mosquitto/othellier-bridge.conf",
                "usr/share/doc/othellier/examples/mosquitto/othellier-bridge.acl",
                "usr/share/othellier/firmware/avr-mega-9x9-reed/firmware.ino.hex",
                "usr/share/othellier/firmware/avr-mega-9x9-hall/firmware.ino.hex",
                "usr/share/othellier/firmware/avr-mega-10x10-reed/firmware.ino.hex",
                "usr/share/othellier/firmware/avr-mega-10x10-hall/firmware.ino.hex",
                "usr/share/othellier/firmware/avr-uno-8x8-hall/firmware.ino.hex")) {
            assertTrue(Files.isRegularFile(root.resolve(path)), path + " is in the package");
        }
        Path command = root.resolve("usr/bin/othellier");
        assertTrue(Files.isSymbolicLink(command));
        assertEquals(Path.of("../share/othellier/othellier"), Files.readSymbolicLink(command));
        assertTrue(Files.isExecutable(root.resolve("usr/share/othellier/othellier")));
        assertEquals(Files.readString(Path.of("packaging/deb/othellier.toml")),
                Files.readString(root.resolve("etc/othellier/othellier.toml")));
    }

    @Test
    void theUnitRunsServeAsItsOwnUserHardenedAndSizedForAZero2W() throws Exception {
        String unit = Files.readString(root.resolve("usr/lib/systemd/system/othellier.service"));
        for (String line : List.of("User=othellier", "ExecStart=/usr/bin/othellier serve --config /etc/othellier/othellier.toml",
                "Restart=on-failure", "NoNewPrivileges=yes", "ProtectSystem=strict", "ReadWritePaths=/var/lib/othellier",
                "PrivateTmp=yes", "ProtectHome=yes", "WantedBy=multi-user.target", "SupplementaryGroups=dialout")) {
            assertTrue(unit.lines().anyMatch(line::equals), "the unit has " + line);
        }
        assertTrue(unit.contains("-Xmx96m"), "a heap that fits 512 MB beside the system");
        require("systemd-analyze", "systemd");
        // systemd checks that ExecStart exists: point it at the unpacked launcher, nothing else changed.
        Path copy = root.resolve("verify/othellier.service");
        Files.createDirectories(copy.getParent());
        Files.writeString(copy, unit.replace("/usr/bin/othellier", root.resolve("usr/share/othellier/othellier").toString()));
        Result r = run(List.of("systemd-analyze", "verify", copy.toString()));
        assertEquals("", r.output().strip(), "systemd-analyze verify says nothing of the unit");
    }

    @Test
    void theUdevRuleNamesTheControllerByItsUsbIds() throws IOException {
        List<String> rules = Files.readAllLines(root.resolve("usr/lib/udev/rules.d/60-othellier.rules")).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        assertTrue(rules.stream().anyMatch(l -> l.contains("ATTRS{idVendor}==\"2341\"") && l.contains("ATTRS{idProduct}==\"0042\"")),
                "the Mega 2560");
        assertTrue(rules.stream().anyMatch(l -> l.contains("ATTRS{idProduct}==\"0043\"")), "the Uno");
        for (String rule : rules) {
            assertTrue(rule.startsWith("SUBSYSTEM==\"tty\""), rule);
            assertTrue(rule.contains("SYMLINK+=\"othellier-board\""), rule);
            assertTrue(rule.contains("GROUP=\"dialout\""), rule);
        }
        assertTrue(Files.readString(root.resolve("etc/othellier/othellier.toml")).contains("port = \"/dev/othellier-board\""));
    }

    @Test
    void theJarsCarryThePisNativeLibraries() throws IOException {
        Path lib = root.resolve("usr/share/othellier/lib");
        assertHas(lib, "sqlite-jdbc-", "org/sqlite/native/Linux/aarch64/libsqlitejdbc.so", "org/sqlite/native/Linux/armv7/libsqlitejdbc.so");
        assertHas(lib, "jSerialComm-", "Linux/armv8_64/libjSerialComm.so", "Linux/armv7hf/libjSerialComm.so");
        assertHas(lib, "pi4j-library-gpiod-", "lib/aarch64/", "lib/armhf/");
    }

    @Test
    void theMaintainerScriptsAreShellAndIdempotentInShape() throws Exception {
        for (String script : List.of("postinst", "prerm", "postrm")) {
            Path p = root.resolve("DEBIAN").resolve(script);
            assertTrue(Files.isExecutable(p), script + " is executable");
            run(List.of("sh", "-n", p.toString()));
            String text = Files.readString(p);
            assertTrue(text.startsWith("#!/bin/sh\n"), script);
            assertTrue(text.contains("set -e"), script);
        }
        String postinst = Files.readString(root.resolve("DEBIAN/postinst"));
        assertTrue(postinst.contains("if ! getent passwd othellier"), "the user is made only once");
        String postrm = Files.readString(root.resolve("DEBIAN/postrm"));
        assertTrue(postrm.contains("\"$1\" = \"purge\""), "data and user go on purge only");
        assertTrue(postrm.indexOf("rm -rf /var/lib/othellier") > postrm.indexOf("\"$1\" = \"purge\""));
    }

    @Test
    void theInstalledLauncherRunsACommandWithoutMaven(@TempDir Path home) throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        ProcessBuilder pb = new ProcessBuilder(root.resolve("usr/bin/othellier").toString(), "perft", "--depth", "4")
                .redirectErrorStream(true);
        pb.environment().put("OTHELLIER_JAVA", java);
        pb.environment().put("HOME", home.toString());
        pb.environment().put("PATH", "/usr/bin:/bin"); // no Maven needed; the JDK is named above
        Result r = run(pb);
        assertTrue(r.output().contains("4\t244\t"), "perft 4 from the installed jar: " + r.output());
        assertTrue(Files.exists(home.resolve(".cache/othellier/cds-perft.jsa")), "the class-data archive goes to the user's cache");
    }

    @Test
    void lintianFindsNoErrorAndNoWarningThatIsNotExplained() throws Exception {
        require("lintian", "lintian");
        Result r = run(new ProcessBuilder("lintian", "--tag-display-limit", "0", "--fail-on", "none", deb.toString())
                .redirectErrorStream(true));
        List<String> found = r.output().lines().filter(l -> l.matches("^[EW]: .*")).toList();
        assertEquals(List.of(), found, "lintian's errors and warnings (explained ones are in packaging/deb/lintian-overrides)");
    }

    private static void assertHas(Path lib, String jarPrefix, String... entries) throws IOException {
        Path jar;
        try (Stream<Path> s = Files.list(lib)) {
            jar = s.filter(p -> p.getFileName().toString().startsWith(jarPrefix)).findFirst()
                    .orElseThrow(() -> new AssertionError("no " + jarPrefix + "*.jar in " + lib));
        }
        try (ZipFile z = new ZipFile(jar.toFile())) {
            for (String e : entries) {
                assertTrue(z.stream().anyMatch(x -> x.getName().startsWith(e)), jar.getFileName() + " has " + e);
            }
        }
    }

    private static String field(String control, String name) {
        return control.lines().filter(l -> l.startsWith(name + ": ")).map(l -> l.substring(name.length() + 2)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + name + " field"));
    }

    static void require(String tool, String debianPackage) {
        RequiredTool.requireProgram(tool, debianPackage);
    }

    record Result(int exit, String output) { }

    private static Result run(List<String> command) throws Exception {
        return run(new ProcessBuilder(command).redirectErrorStream(true));
    }

    private static Result run(ProcessBuilder pb) throws Exception {
        Process p = pb.start();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail(pb.command() + " did not finish");
        }
        String text = new String(out, StandardCharsets.UTF_8);
        if (p.exitValue() != 0) {
            fail(String.join(" ", pb.command()) + " exited " + p.exitValue() + ":\n" + text);
        }
        return new Result(p.exitValue(), text);
    }
}
