package org.othellier.remote;

import java.nio.file.Path;
import java.util.Set;
import org.othellier.club.ClubConfig;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;

/**
 * {@code [remote]} of a board's configuration (docs/REMOTE.md): the broker two boards meet through and this board's
 * name there. Absent, a {@code remote:BOARD} player is refused and nothing of it is loaded.
 *
 * @param broker      {@code tcp://host:1883} or {@code ssl://host:8883}
 * @param name        this board's name on the broker, which the far board's {@code remote:NAME} gives
 * @param user        the account on the broker, or null; when given, the same as {@code name}
 * @param password    its password, or null
 * @param caFile      the CA certificate for {@code ssl://}, or null
 * @param askMillis   how often a board waiting for the far move asks for it again
 * @param graceMillis how long the far player's time runs here while their board or the broker is away, before it
 *                    stands
 * @param player      the person playing at this board, as both boards' records of a remote game name them
 */
public record RemoteConfig(String broker, String name, String user, String password, Path caFile, long askMillis,
                           long graceMillis, String player) {

    public static final Set<String> KEYS = Set.of("broker", "name", "user", "password", "ca-file", "ask-ms", "grace-s",
            "player");
    /** {@code grace-s}'s default: a short drop of the network costs the far player a little time, no more. */
    public static final long DEFAULT_GRACE_MILLIS = 30_000;
    /** The connection's settings and checks are the club's (the same client, TLS and credentials): one level of topics. */
    static final String TREE = "remote";

    public RemoteConfig {
        connection(broker, name, user, password, caFile); // the club's checks, in this section's words
        if (player == null) {
            player = name; // the board's name names its player until the configuration says who plays there
        } else if (!player.matches(Challenge.PLAYER)) {
            throw new ConfigException("remote.player = \"" + clip(player) + "\": a player's name is 1 to 32 letters,"
                    + " digits, spaces (not first or last) and . _ ' - (\"Anna Lind\")");
        }
    }

    public RemoteConfig(String broker, String name, String user, String password, Path caFile, long askMillis) {
        this(broker, name, user, password, caFile, askMillis, DEFAULT_GRACE_MILLIS, null);
    }

    /** The section, or null when the configuration has none. */
    public static RemoteConfig read(ConfigSection root) {
        if (!root.has(TREE)) {
            return null;
        }
        ConfigSection s = root.section(TREE);
        s.rejectUnknown(KEYS);
        if (!s.has("broker") || !s.has("name")) {
            throw new ConfigException("[remote] needs broker (tcp://host:1883 or ssl://host:8883) and name (this board's"
                    + " name on the broker, anna)");
        }
        String name = s.string("name", "");
        String why = ClubConfig.whyNotABoardName(name);
        if (why != null) {
            throw new ConfigException("remote.name = \"" + clip(name) + "\": " + why);
        }
        return new RemoteConfig(s.string("broker", ""), name, s.has("user") ? s.string("user", "") : null,
                s.has("password") ? s.string("password", "") : null,
                s.has("ca-file") ? Path.of(s.string("ca-file", "")) : null, s.integer("ask-ms", 5000, 200, 600_000),
                s.integer("grace-s", (int) (DEFAULT_GRACE_MILLIS / 1000), 0, 3600) * 1000L,
                s.has("player") ? s.string("player", "") : null);
    }

    /** What the club's connection takes: broker, user, password and CA under this board's name. */
    ClubConfig connection() {
        return connection(broker, name, user, password, caFile);
    }

    private static ClubConfig connection(String broker, String name, String user, String password, Path caFile) {
        try {
            return new ClubConfig(broker, TREE, name, user, password, caFile);
        } catch (ConfigException e) {
            throw new ConfigException(e.getMessage().replace("club.", "remote."));
        }
    }

    /** The client id on the broker: the user when there is one (the broker may insist), else one of its own. */
    String clientId() {
        return user != null ? user : "othellier-remote-" + name;
    }

    private static String clip(String s) {
        return s.length() > 60 ? s.substring(0, 60) + "..." : s;
    }
}
