package org.othellier.app;

import java.util.Locale;
import org.othellier.app.clock.GameClocks;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.game.GameKind;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.GameHeader;
import org.othellier.store.Replay;

/**
 * How a game is played: the rules, what the sensors see, who plays each side, the clock, and
 * whether tournament rules apply (no takeback; presses by the player not to move are ignored and
 * logged). From the configuration file for the first game, from the page or {@code POST /api/game}
 * for the next ones.
 *
 * @param game       {@link GameKind#OTHELLO} ({@link OctiSettings} for Octi)
 * @param variant    size, start and rule variations
 * @param sensors    presence or colour
 * @param black      who plays Black
 * @param white      who plays White
 * @param clock      a time control such as {@code 25m} or {@code 15m+10s}, or {@code none}
 * @param tournament takeback off
 */
public record OthelloSettings(GameKind game, OthelloVariant variant, SensorKind sensors, PlayerSpec black, PlayerSpec white,
                           String clock, boolean tournament) implements SessionSettings {

    public OthelloSettings {
        if (game != GameKind.OTHELLO) {
            throw new IllegalArgumentException("game '" + game.id() + "' is not othello (Octi games have their own"
                    + " settings)");
        }
        GameClocks.create(clock); // refuses a bad time control here, naming it
    }

    /** Settings whose game is named as the journal and the API write it ({@link GameKind#parse}). */
    public OthelloSettings(String game, OthelloVariant variant, SensorKind sensors, PlayerSpec black, PlayerSpec white,
                        String clock, boolean tournament) {
        this(GameKind.parse(game), variant, sensors, black, white, clock, tournament);
    }

    @Override
    public int boardSize() {
        return variant.size();
    }

    public PlayerSpec player(Side side) {
        return side == Side.BLACK ? black : white;
    }

    /** The rule variations written as {@link OthelloVariant#withRules} reads them. */
    public String rules() {
        StringBuilder sb = new StringBuilder();
        if (variant.singleFlank()) {
            sb.append("single-flank");
        }
        if (variant.antiReversi()) {
            sb.append(sb.isEmpty() ? "" : ",").append("anti-reversi");
        }
        return sb.isEmpty() ? "standard" : sb.toString();
    }

    /** The settings a journalled game was played with, from its header. */
    static OthelloSettings of(GameHeader h) {
        return new OthelloSettings(h.game(), Replay.variant(h), sensors(h.sensors()), PlayerSpec.parse(h.black(), 1),
                PlayerSpec.parse(h.white(), 1), h.clock(), h.tournament());
    }

    /** The journal's header of a game with these settings from {@code start}. */
    GameHeader header(OthelloPosition start) {
        return new GameHeader(game.id(), variant.size(), variant.start().name().toLowerCase(Locale.ROOT), rules(),
                name(sensors), black.toString(), white.toString(), clock, tournament,
                start.squares() + " " + start.toMove().symbol());
    }

    public static SensorKind sensors(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        return switch (t) {
            case "presence" -> SensorKind.PRESENCE;
            case "colour", "color" -> SensorKind.COLOUR;
            default -> throw new IllegalArgumentException("sensors '" + text + "' is not presence or colour");
        };
    }

    public static String name(SensorKind kind) {
        return kind == SensorKind.PRESENCE ? "presence" : "colour";
    }
}
