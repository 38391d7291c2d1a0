package org.othellier.packaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * The card image's set-up at boot (packaging/image/othellier-firstboot) run against a system in a folder: what
 * a person writes in othellier.txt on the FAT partition becomes the Wi-Fi configuration, the host name, the
 * arbiter PIN in othellier.toml and SSH on or off; the secrets leave the FAT file, a value it cannot use stays
 * there with an error line saying why. The growth of the root filesystem needs a disk: packaging/image/boot-card.sh
 * checks it in the emulated machine.
 */
@OutsideProgram
class CardFirstBootTest {

    private static final Path SCRIPT = Path.of("packaging", "image", "othellier-firstboot");
    private static final Path TEMPLATE = Path.of("packaging", "image", "othellier.txt");
    private static final Path PACKAGE_TOML = Path.of("packaging", "deb", "othellier.toml");
    private static final String SSH_WANTS = "etc/systemd/system/multi-user.target.wants/ssh.service";
    private static final String WIFI_CONF = "etc/wpa_supplicant/wpa_supplicant-wlan0.conf";

    @TempDir
    Path root;

    @BeforeEach
    void aFreshCard() throws IOException {
        RequiredTool.requireProgram("sh", "dash");
        RequiredTool.requireProgram("awk", "mawk");
        Files.createDirectories(root.resolve("boot/firmware"));
        Files.createDirectories(root.resolve("etc/othellier"));
        Files.copy(PACKAGE_TOML, root.resolve("etc/othellier/othellier.toml"));
        Files.writeString(root.resolve("etc/hostname"), "othellier\n");
        Files.writeString(root.resolve("etc/hosts"), "127.0.0.1 localhost\n127.0.1.1 othellier\n");
    }

    private void write(String... settings) throws IOException {
        String template = Files.readString(TEMPLATE);
        for (String setting : settings) {
            String key = setting.substring(0, setting.indexOf(' '));
            assertTrue(template.contains("\n" + key + " ="), "the template has a line for " + key);
            template = template.replaceFirst("(?m)^" + key + " =.*$", Matcher.quoteReplacement(setting));
        }
        Files.writeString(root.resolve("boot/firmware/othellier.txt"), template);
    }

    private String boot() throws Exception {
        ProcessBuilder pb = new ProcessBuilder("sh", SCRIPT.toString()).redirectErrorStream(true);
        pb.environment().put("FIRSTBOOT_ROOT", root.toString());
        Process run = pb.start();
        String out = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, run.waitFor(), out);
        return out;
    }

    private String file(String path) throws IOException {
        return Files.readString(root.resolve(path));
    }

    private List<String> settingsFile() throws IOException {
        return Files.readAllLines(root.resolve("boot/firmware/othellier.txt"));
    }

    @Test
    void theWifiTheNameThePinAndSshAreAppliedAndTheSecretsLeaveTheCard() throws Exception {
        write("wifi_name = Club \"Othello\" Wi-Fi", "wifi_password = disc-flip-2024", "wifi_country = cz",
                "hostname = table-3", "pin = 583920", "ssh = yes", "ssh_key = ssh-ed25519 AAAAC3Nza arbiter@laptop");

        String out = boot();

        String wifi = file(WIFI_CONF);
        assertTrue(wifi.contains("country=CZ"), wifi);
        // the name in hex: the quotes in it need no escaping
        assertTrue(wifi.contains("ssid=436c756220224f7468656c6c6f222057692d4669"), wifi);
        assertTrue(wifi.contains("psk=\"disc-flip-2024\""), wifi);
        assertTrue(Files.isSymbolicLink(root.resolve("etc/systemd/system/multi-user.target.wants/wpa_supplicant@wlan0.service")));
        assertEquals("table-3\n", file("etc/hostname"));
        assertTrue(file("etc/hosts").contains("127.0.1.1 table-3\n"), file("etc/hosts"));
        String toml = file("etc/othellier/othellier.toml");
        assertTrue(toml.contains("[security]                 # docs/SECURITY.md\narbiter-pin = \"583920\"\n"), toml);
        assertFalse(toml.contains("583920\"   #"), "the commented example is replaced, not kept beside it");
        assertTrue(Files.isSymbolicLink(root.resolve(SSH_WANTS)));
        assertEquals("ssh-ed25519 AAAAC3Nza arbiter@laptop\n", file("root/.ssh/authorized_keys"));

        List<String> card = settingsFile();
        assertTrue(card.contains("wifi_password ="), String.join("\n", card));
        assertTrue(card.contains("pin ="), String.join("\n", card));
        assertFalse(String.join("\n", card).contains("disc-flip-2024"), "the Wi-Fi password left the card");
        assertFalse(String.join("\n", card).contains("583920"), "the PIN left the card");
        assertTrue(card.contains("wifi_name = Club \"Othello\" Wi-Fi") && card.contains("hostname = table-3"),
                "what is no secret stays for the next person to read");
        assertTrue(out.contains("host name: table-3"), out);
    }

    @Test
    void aSecondBootWithTheSecretsGoneKeepsWhatTheFirstApplied() throws Exception {
        write("wifi_name = Club", "wifi_password = disc-flip-2024", "wifi_country = GB", "pin = 4711");
        boot();
        String wifi = file(WIFI_CONF);
        String toml = file("etc/othellier/othellier.toml");

        boot();

        assertEquals(wifi, file(WIFI_CONF));
        assertEquals(toml, file("etc/othellier/othellier.toml"));
        assertEquals(1, settingsFile().stream().filter(l -> l.startsWith("# (pin applied on ")).count(),
                "one note per secret removed, not one per boot");
    }

    @Test
    void valuesItCannotUseStayOnTheCardWithTheReasonAndChangeNothing() throws Exception {
        write("wifi_name = Club", "wifi_password = short", "wifi_country = Czechia", "hostname = Table 3",
                "pin = 12", "ssh = maybe");
        String toml = file("etc/othellier/othellier.toml");

        boot();

        List<String> card = settingsFile();
        String text = String.join("\n", card);
        assertTrue(text.contains("# error: a Wi-Fi (WPA) password has 8 to 63 characters, this one has 5\nwifi_password = short"), text);
        assertTrue(text.contains("# error: the country is two letters (GB, CZ, US...), not \"Czechia\"\nwifi_country = Czechia"), text);
        assertTrue(text.contains("not \"Table 3\"\nhostname = Table 3"), text);
        assertTrue(text.contains("# error: the arbiter PIN is 4 to 12 digits (0-9)\npin = 12"), text);
        assertTrue(text.contains("# error: ssh is yes or no, not \"maybe\"\nssh = maybe"), text);
        assertFalse(Files.exists(root.resolve(WIFI_CONF)));
        assertEquals("othellier\n", file("etc/hostname"));
        assertEquals(toml, file("etc/othellier/othellier.toml"));

        // the person fixes the PIN; the old error lines go, the new ones are said again
        write("wifi_name = Club", "wifi_password = short", "wifi_country = Czechia", "pin = 1234");
        boot();
        text = String.join("\n", settingsFile());
        assertFalse(text.contains("PIN is 4 to 12"), text);
        assertTrue(file("etc/othellier/othellier.toml").contains("arbiter-pin = \"1234\""));
        assertEquals(1, text.split("# error: a Wi-Fi \\(WPA\\)", -1).length - 1, text);
    }

    @Test
    void sshNoTakesBackAnSshEnabledBefore() throws Exception {
        write("ssh = yes");
        boot();
        assertTrue(Files.isSymbolicLink(root.resolve(SSH_WANTS)));

        write("ssh = no");
        boot();

        assertFalse(Files.exists(root.resolve(SSH_WANTS)), "ssh.service no longer started at boot");
    }

    @Test
    void theTemplateAsShippedChangesNothingButKeepsSshOff() throws Exception {
        Files.copy(TEMPLATE, root.resolve("boot/firmware/othellier.txt"));
        String toml = file("etc/othellier/othellier.toml");

        boot();

        assertEquals(Files.readString(TEMPLATE), file("boot/firmware/othellier.txt"));
        assertEquals(toml, file("etc/othellier/othellier.toml"));
        assertEquals("othellier\n", file("etc/hostname"));
        assertFalse(Files.exists(root.resolve(SSH_WANTS)));
    }
}
