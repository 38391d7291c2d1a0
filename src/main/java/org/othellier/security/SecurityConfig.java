package org.othellier.security;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;

/**
 * {@code [security]} of the configuration (docs/CONFIG.md, docs/SECURITY.md): who may steer the board over
 * the network.
 *
 * @param arbiterPin     the arbiter's PIN, 4 to 12 ASCII digits; null: one is made at first start and kept in
 *                       the data folder
 * @param hosts          names the board answers to besides IP addresses, {@code localhost}, its host name and
 *                       {@code NAME.local} (a name a club gave it in its DNS, say); lower case
 * @param sessionHours   how long the page's arbiter session lasts after the PIN was given
 * @param gamesPerMinute at most this many new games a minute, whoever asks
 */
public record SecurityConfig(String arbiterPin, List<String> hosts, int sessionHours, int gamesPerMinute) {

    static final Set<String> KEYS = Set.of("arbiter-pin", "hosts", "session-hours", "games-per-minute");

    public SecurityConfig {
        hosts = List.copyOf(hosts);
    }

    public static SecurityConfig read(ConfigSection s) {
        s.rejectUnknown(KEYS);
        String pin = s.has("arbiter-pin") ? s.string("arbiter-pin", "") : null;
        if (pin != null && !pin.matches("[0-9]{4,12}")) {
            throw new ConfigException("security.arbiter-pin must be 4 to 12 digits (0-9)");
        }
        List<String> hosts = s.strings("hosts", List.of()).stream().map(h -> h.strip().toLowerCase(Locale.ROOT)).toList();
        for (String h : hosts) {
            if (!h.matches("[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?")) {
                throw new ConfigException("security.hosts: '" + (h.length() > 60 ? h.substring(0, 60) + "..." : h)
                        + "' is not a host name");
            }
        }
        return new SecurityConfig(pin, hosts, s.integer("session-hours", 12, 1, 168),
                s.integer("games-per-minute", 10, 1, 600));
    }
}
