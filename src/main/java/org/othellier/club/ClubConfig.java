package org.othellier.club;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;

/**
 * {@code [club]} of a board's configuration (docs/CLUB.md): the broker to publish to and the board's name in
 * the club. Absent, the board plays on its own and nothing of the club is loaded.
 *
 * @param broker   {@code tcp://host:1883} or {@code ssl://host:8883}
 * @param club     the club's name in the topic tree
 * @param name     this board's name (the hub's client takes {@code hub} instead, a name no board may take)
 * @param user     the account on the broker, or null; when given, the same as {@code name} (the hub's: {@code hub})
 * @param password its password, or null
 * @param caFile   the CA certificate for {@code ssl://}, or null
 */
public record ClubConfig(String broker, String club, String name, String user, String password, Path caFile) {

    public static final Set<String> KEYS = Set.of("broker", "name", "club", "user", "password", "ca-file");
    private static final String NAME = "[A-Za-z0-9_-]{1,32}";
    private static final String NAME_RULE = "use 1 to 32 letters, digits, - or _";
    /** The hub's name on the broker: its client id and its user in the example ACL. */
    public static final String HUB = "hub";

    public ClubConfig {
        if (!broker.matches("(tcp|ssl)://[^/\\s]+:[0-9]{1,5}")) {
            throw new ConfigException("club.broker = \"" + clip(broker) + "\" is not tcp://HOST:PORT or ssl://HOST:PORT");
        }
        if (!club.matches(NAME)) {
            throw new ConfigException("club.club = \"" + clip(club) + "\": " + NAME_RULE);
        }
        if (!name.matches(NAME)) {
            throw new ConfigException("club.name = \"" + clip(name) + "\": " + NAME_RULE);
        }
        if ((user == null) != (password == null)) {
            throw new ConfigException("club.user and club.password go together: give both or neither");
        }
        if (user != null && !user.equals(name)) {
            // the example ACL's rights and use_username_as_clientid follow the user: under any other user a board's
            // messages would go to topics it may not write, dropped by the broker without a word to the board
            throw new ConfigException(name.equals(HUB)
                    ? "club.user = \"" + clip(user) + "\": the hub's user on the broker is \"" + HUB + "\", the user the"
                            + " example ACL gives the hub's rights (reading every board, commanding them) and its client id"
                    : "club.user = \"" + clip(user) + "\" is not the board's name \"" + name + "\": the broker ties a"
                            + " board's topics and client id to its user (the example ACL's %u, use_username_as_clientid),"
                            + " so everything the board published would be dropped; give the board a user named as the"
                            + " board");
        }
        if (broker.startsWith("ssl://") && caFile != null && !Files.isReadable(caFile)) {
            throw new ConfigException("club.ca-file " + caFile + " cannot be read");
        }
    }

    /**
     * Why {@code name} cannot be a board's name, or null when it can: it is the board's user on the broker, part
     * of its client id and one level of its topics, so letters, digits, - and _ only (no / and no wildcard + or #),
     * and never the hub's own name.
     */
    public static String whyNotABoardName(String name) {
        if (!name.matches(NAME)) {
            return NAME_RULE;
        }
        if (name.equals(HUB)) {
            return "\"" + HUB + "\" is the hub's name: a board by that name would share the hub's client id and its"
                    + " rights on the broker (reading every board, commanding them); choose another";
        }
        return null;
    }

    /** The section, or null when the configuration has none. */
    public static ClubConfig read(ConfigSection root) {
        if (!root.has("club")) {
            return null;
        }
        ConfigSection s = root.section("club");
        s.rejectUnknown(KEYS);
        if (!s.has("broker") || !s.has("name")) {
            throw new ConfigException("[club] needs broker (tcp://host:1883) and name (the board's name, board-3)");
        }
        String name = s.string("name", "");
        String why = whyNotABoardName(name);
        if (why != null) {
            throw new ConfigException("club.name = \"" + clip(name) + "\": " + why);
        }
        return new ClubConfig(s.string("broker", ""), s.string("club", "club"), name,
                s.has("user") ? s.string("user", "") : null, s.has("password") ? s.string("password", "") : null,
                s.has("ca-file") ? Path.of(s.string("ca-file", "")) : null);
    }

    /** The same club and broker under another client name (the hub, a test's second client). */
    public ClubConfig as(String otherName) {
        return new ClubConfig(broker, club, otherName, user, password, caFile);
    }

    /**
     * The client id this client asks the broker for: its user when it has one, since the example broker
     * ({@code use_username_as_clientid}) replaces whatever id a client sends by its user, so that one board's
     * credentials can never take another board's or the hub's session; without a user (an open broker) the club's
     * and the client's names.
     */
    public String clientId() {
        return user != null ? user : "othellier-" + club + "-" + name;
    }

    public ClubTopics topics() {
        return new ClubTopics(club);
    }

    private static String clip(String s) {
        return s.length() > 60 ? s.substring(0, 60) + "..." : s;
    }
}
