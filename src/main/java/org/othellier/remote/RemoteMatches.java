package org.othellier.remote;

import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.logging.Logger;

/**
 * The agreements of the journal's remote games, kept in the data folder ({@code remote-matches.json}) so that a
 * restarted board goes on with its game and never takes a code twice. Written whole to a temporary file and moved
 * into place, so a power cut leaves the old file or the new one; a damaged file is named in the log and the remote
 * games start afresh. The link's thread writes; the page's thread reads a code's game.
 */
final class RemoteMatches {

    static final String FILE = "remote-matches.json";
    private static final int KEPT = 64;
    private static final Gson GSON = new Gson();
    private static final Logger LOG = Logger.getLogger(RemoteMatches.class.getName());

    /**
     * A journal game's agreement with a far board.
     *
     * @param challenge the terms as {@link Challenge#json()}
     * @param mine      this board made the challenge
     */
    record Match(long gameId, String opponent, String challenge, boolean mine, boolean accepted) {
        Challenge terms() {
            return Challenge.parse(challenge);
        }

        String code() {
            return terms().code();
        }
    }

    private final Path file;
    private final Map<Long, Match> matches;

    private RemoteMatches(Path file, Map<Long, Match> matches) {
        this.file = file;
        this.matches = matches;
    }

    /** The agreements in {@code file}; none when it is missing or cannot be read (said in the log). */
    static RemoteMatches read(Path file) {
        Map<Long, Match> out = new TreeMap<>();
        if (Files.exists(file)) {
            try {
                List<Match> list = GSON.fromJson(Files.readString(file), new TypeToken<List<Match>>() { }.getType());
                for (Match m : list == null ? List.<Match>of() : list) {
                    m.terms(); // a damaged line is named below, not met in the middle of a game
                    out.put(m.gameId(), m);
                }
            } catch (IOException | RuntimeException e) {
                LOG.warning("remote: " + file + " cannot be read (" + e.getMessage() + "): remote games start afresh");
                out.clear();
            }
        }
        return new RemoteMatches(file, out);
    }

    synchronized Match get(long gameId) {
        return matches.get(gameId);
    }

    /** The kept agreement with {@code code}, or null (read by the page's thread too). */
    synchronized Match byCode(String code) {
        return matches.values().stream().filter(m -> m.code().equals(code)).findFirst().orElse(null);
    }

    /** Whether a kept agreement has {@code code}: a challenge's code is taken once. */
    synchronized boolean usedCode(String code) {
        return matches.values().stream().anyMatch(m -> m.code().equals(code));
    }

    /** {@code m} kept, the oldest dropped beyond 64; a file that cannot be written is said, and the game goes on. */
    synchronized void keep(Match m) {
        matches.put(m.gameId(), m);
        while (matches.size() > KEPT) {
            matches.remove(matches.keySet().iterator().next());
        }
        try {
            Path tmp = file.resolveSibling(FILE + ".tmp");
            Files.writeString(tmp, GSON.toJson(new ArrayList<>(matches.values())));
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            LOG.warning("remote: the agreement of game " + m.gameId() + " cannot be kept in " + file + ": "
                    + e.getMessage() + "; after a restart the game would be challenged again");
        }
    }
}
