package org.othellier.hub;

import java.nio.file.Path;
import java.util.Set;
import org.othellier.club.ClubConfig;
import org.othellier.config.ConfigSection;
import org.othellier.security.SecurityConfig;

/**
 * The hub's configuration ({@code othellier club --config FILE}, docs/CLUB.md): {@code [service]} (port, bind,
 * data) as {@code serve} reads it, {@code [security]} for its own arbiter's PIN, and {@code [club]} for the broker
 * (its {@code name} is not needed: the hub is the hub). Every option has a default; a wrong one stops the start
 * naming it.
 */
public record HubConfig(int port, String bind, Path dataDir, ClubConfig club, SecurityConfig security) {

    public static final int DEFAULT_PORT = 8090;
    private static final Set<String> TOP = Set.of("service", "security", "club");
    private static final Set<String> SERVICE = Set.of("port", "bind", "data");

    public static HubConfig read(ConfigSection root) {
        root.rejectUnknown(TOP);
        ConfigSection service = root.section("service");
        service.rejectUnknown(SERVICE);
        int port = service.integer("port", DEFAULT_PORT, 0, 65535);
        String bind = service.string("bind", "0.0.0.0");
        String data = service.string("data", "~/.othellier-club");
        Path dir = data.equals("~") || data.startsWith("~/")
                ? Path.of(System.getProperty("user.home")).resolve(data.length() > 2 ? data.substring(2) : "") : Path.of(data);
        ConfigSection c = root.section("club");
        c.rejectUnknown(ClubConfig.KEYS);
        ClubConfig club = new ClubConfig(c.string("broker", "tcp://localhost:1883"), c.string("club", "club"), ClubConfig.HUB,
                c.has("user") ? c.string("user", "") : null, c.has("password") ? c.string("password", "") : null,
                c.has("ca-file") ? Path.of(c.string("ca-file", "")) : null);
        return new HubConfig(port, bind, dir, club, SecurityConfig.read(root.section("security")));
    }

    public HubConfig withPort(int p) {
        return new HubConfig(p, bind, dataDir, club, security);
    }

    public HubConfig withDataDir(Path d) {
        return new HubConfig(port, bind, d, club, security);
    }

    public HubConfig withBroker(String broker) {
        return new HubConfig(port, bind, dataDir, new ClubConfig(broker, club.club(), club.name(), club.user(),
                club.password(), club.caFile()), security);
    }
}
