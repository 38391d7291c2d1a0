package org.othellier.remote;

import com.google.gson.JsonObject;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Set;
import org.othellier.app.OthelloSettings;
import org.othellier.game.Side;
import org.othellier.store.AgreedHeader;

/**
 * A board's offer of a game to another, and the other's acceptance, in one shape: the game's short code (the
 * two players may read it to each other), who offers, the board the offer is for, the variant and the clock,
 * and the colour the challenger plays. The far board accepts only what its own new game agrees with: the same
 * variant and clock, the other colour.
 *
 * @param code      six letters and digits, made by the challenger
 * @param from      the challenger's board
 * @param to        the challenged board
 * @param size      the board's size
 * @param start     the start position's name
 * @param rules     the rule variations ({@code standard})
 * @param clock     the time control, or {@code none}
 * @param challengerPlays the challenger's colour
 * @param player    the challenger's player as both records name them ({@code remote.player})
 * @param accepter  in an acceptance, the accepting board's player as both records name them; null in a challenge
 * @param started   in an acceptance, the game's start in both records (ISO-8601, UTC), decided by the accepting board
 *                  as it accepts; null in a challenge
 */
record Challenge(String code, String from, String to, int size, String start, String rules, String clock,
                 Side challengerPlays, String player, String accepter, String started) {

    static final String CODE = "[A-Z2-9]{6}";
    private static final String LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no I, O, 0, 1 to misread
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Set<String> FIELDS = Set.of("code", "from", "to", "size", "start", "rules", "clock",
            "challengerPlays", "player", "accepter", "started");
    private static final String NAME = "[A-Za-z0-9_-]{1,32}";

    /** A challenge whose player is named as its board. */
    Challenge(String code, String from, String to, int size, String start, String rules, String clock,
              Side challengerPlays) {
        this(code, from, to, size, start, rules, clock, challengerPlays, from, null, null);
    }

    Challenge {
        if ((accepter == null) != (started == null)) {
            throw new IllegalArgumentException("an acceptance names both the accepting player and the start");
        }
    }

    /** The challenge of {@code me}'s game {@code s}, where the side {@code far} is the far board's. */
    static Challenge of(String me, String farBoard, OthelloSettings s, Side far) {
        return of(me, farBoard, s, far, me);
    }

    /** The same, with {@code player} the name of this board's player in both records. */
    static Challenge of(String me, String farBoard, OthelloSettings s, Side far, String player) {
        StringBuilder code = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            code.append(LETTERS.charAt(RANDOM.nextInt(LETTERS.length())));
        }
        return new Challenge(code.toString(), me, farBoard, s.variant().size(),
                s.variant().start().name().toLowerCase(Locale.ROOT), s.rules(), s.clock(), far.opponent(), player, null,
                null);
    }

    /** The acceptance of this challenge by the board whose player is {@code accepter}, the game starting {@code at}. */
    Challenge acceptedBy(String accepter, Instant at) {
        return new Challenge(code, from, to, size, start, rules, clock, challengerPlays, player, accepter,
                at.truncatedTo(ChronoUnit.SECONDS).toString());
    }

    /** The challenge itself, without what an acceptance adds. */
    Challenge asChallenge() {
        return new Challenge(code, from, to, size, start, rules, clock, challengerPlays, player, null, null);
    }

    boolean isAcceptance() {
        return accepter != null;
    }

    /** What both boards' records name alike (an acceptance's players and start), or null for a challenge. */
    AgreedHeader header() {
        if (!isAcceptance()) {
            return null;
        }
        return challengerPlays == Side.BLACK ? new AgreedHeader(code, player, accepter, started)
                : new AgreedHeader(code, accepter, player, started);
    }

    /**
     * Why game {@code s} of the challenged board, whose far side is {@code far}, does not agree with this
     * challenge, or null when it does.
     */
    String disagreement(OthelloSettings s, Side far) {
        StringBuilder why = new StringBuilder();
        if (challengerPlays != far) {
            why.append(from).append(" plays ").append(name(challengerPlays)).append(" and so does this board; ");
        }
        String start = s.variant().start().name().toLowerCase(Locale.ROOT);
        if (size != s.variant().size() || !this.start.equals(start) || !rules.equals(s.rules())) {
            why.append("the variant is ").append(size).append("x").append(size).append(' ').append(this.start).append(' ')
                    .append(rules).append(", here ").append(s.variant().size()).append("x").append(s.variant().size())
                    .append(' ').append(start).append(' ').append(s.rules()).append("; ");
        }
        if (!clock.equals(s.clock())) {
            why.append("the clock is ").append(clock).append(", here ").append(s.clock()).append("; ");
        }
        return why.isEmpty() ? null : why.substring(0, why.length() - 2);
    }

    /** The same terms: the acceptance repeats them, so the challenger checks what was accepted. */
    boolean sameTerms(Challenge other) {
        return code.equals(other.code) && size == other.size && start.equals(other.start) && rules.equals(other.rules)
                && clock.equals(other.clock) && challengerPlays == other.challengerPlays && player.equals(other.player);
    }

    String describe() {
        return size + "x" + size + " " + start + (rules.equals("standard") ? "" : " " + rules) + ", clock " + clock
                + ", " + from + " plays " + name(challengerPlays);
    }

    String json() {
        JsonObject o = new JsonObject();
        o.addProperty("code", code);
        o.addProperty("from", from);
        o.addProperty("to", to);
        o.addProperty("size", size);
        o.addProperty("start", start);
        o.addProperty("rules", rules);
        o.addProperty("clock", clock);
        o.addProperty("challengerPlays", challengerPlays.name().toLowerCase(Locale.ROOT));
        o.addProperty("player", player);
        if (isAcceptance()) {
            o.addProperty("accepter", accepter);
            o.addProperty("started", started);
        }
        return o.toString();
    }

    /** Reads a challenge or an acceptance; throws {@link IllegalArgumentException} naming what is wrong. */
    static Challenge parse(String text) {
        JsonObject o = RemoteMove.object(text, FIELDS);
        String code = RemoteMove.string(o, "code", CODE);
        String from = RemoteMove.string(o, "from", NAME);
        String to = RemoteMove.string(o, "to", NAME);
        int size = (int) RemoteMove.number(o, "size", 4, 26);
        String start = RemoteMove.string(o, "start", "[a-z_-]{1,20}");
        String rules = RemoteMove.string(o, "rules", "[a-z,-]{1,40}");
        String clock = RemoteMove.string(o, "clock", "[ -~]{1,40}");
        String plays = RemoteMove.string(o, "challengerPlays", "black|white");
        // a board that names no player is named by its board's name; an acceptance adds the other player and the start
        String player = o.has("player") ? RemoteMove.string(o, "player", PLAYER) : from;
        String accepter = o.has("accepter") ? RemoteMove.string(o, "accepter", PLAYER) : null;
        String started = o.has("started") ? RemoteMove.string(o, "started", STARTED) : null;
        return new Challenge(code, from, to, size, start, rules, clock, plays.equals("black") ? Side.BLACK : Side.WHITE,
                player, accepter, started);
    }

    /** A player's name in the records: letters, digits, {@code . _ ' -} and spaces inside, at most 32. */
    static final String PLAYER = "[\\p{L}\\p{N}._'-]([\\p{L}\\p{N} ._'-]{0,30}[\\p{L}\\p{N}._'-])?";
    /** The start as {@link #acceptedBy} writes it: UTC, to the second. */
    private static final String STARTED = "[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z";

    private static String name(Side s) {
        return s == Side.BLACK ? "Black" : "White";
    }
}
