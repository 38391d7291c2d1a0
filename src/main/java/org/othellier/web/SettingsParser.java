package org.othellier.web;

import static org.othellier.web.JsonFields.bool;
import static org.othellier.web.JsonFields.integer;
import static org.othellier.web.JsonFields.only;
import static org.othellier.web.JsonFields.string;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.othellier.app.OctiSettings;
import org.othellier.app.OthelloSettings;
import org.othellier.app.SessionSettings;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.game.GameKind;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Start;

/** The options of {@code POST /api/game} read into a new game's settings; each missing one takes the configured default. */
final class SettingsParser {

    private static final Set<String> GAME_OPTIONS = Set.of("game", "size", "start", "variant", "sensors", "black", "white",
            "clock", "tournament");
    private static final Set<String> OCTI_OPTIONS = Set.of("game", "variant", "sensors", "black", "white", "players", "clock");

    private final SessionSettings defaults;
    private final int aiLevel;

    /** @param aiLevel the level of a player given as plain {@code "ai"} */
    SettingsParser(SessionSettings defaults, int aiLevel) {
        this.defaults = defaults;
        this.aiLevel = aiLevel;
    }

    SessionSettings parse(JsonObject o) {
        GameKind game = o.has("game") ? GameKind.parse(string(o, "game")) : defaults.game();
        if (game == GameKind.OCTI) {
            return octiSettings(o);
        }
        only(o, GAME_OPTIONS, "POST /api/game");
        OthelloSettings defaults = this.defaults instanceof OthelloSettings g ? g
                : new OthelloSettings(GameKind.OTHELLO, OthelloVariant.OTHELLO, this.defaults.sensors(), PlayerSpec.HUMAN,
                PlayerSpec.HUMAN, this.defaults.clock(), false);
        int size = o.has("size") ? integer(o, "size") : defaults.variant().size();
        Start start = o.has("start") ? Start.parse(string(o, "start")) : defaults.variant().start();
        OthelloVariant variant;
        try {
            variant = OthelloVariant.of(size, start);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("size: " + e.getMessage());
        }
        variant = o.has("variant") ? variant.withRules(string(o, "variant"))
                : new OthelloVariant(size, start, defaults.variant().singleFlank(), defaults.variant().antiReversi());
        var sensors = o.has("sensors") ? OthelloSettings.sensors(string(o, "sensors")) : defaults.sensors();
        PlayerSpec black = o.has("black") ? player(o, "black") : defaults.black();
        PlayerSpec white = o.has("white") ? player(o, "white") : defaults.white();
        String clock = o.has("clock") ? string(o, "clock") : defaults.clock();
        boolean tournament = o.has("tournament") ? bool(o, "tournament") : defaults.tournament();
        return new OthelloSettings(game, variant, sensors, black, white, clock, tournament);
    }

    /** An Octi game: the variant, sensors, clock, and the seats as {@code players} (in turn order) or black and white. */
    private OctiSettings octiSettings(JsonObject o) {
        only(o, OCTI_OPTIONS, "POST /api/game (Octi)");
        OctiSettings d = defaults instanceof OctiSettings os ? os : null;
        OctiVariant variant;
        try {
            variant = o.has("variant") ? OctiVariant.parse(string(o, "variant")) : d != null ? d.variant() : OctiVariant.FAST;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("variant: " + e.getMessage());
        }
        var sensors = o.has("sensors") ? OthelloSettings.sensors(string(o, "sensors")) : defaults.sensors();
        String clock = o.has("clock") ? string(o, "clock") : defaults.clock();
        List<String> seats = new ArrayList<>();
        if (o.has("players")) {
            if (o.has("black") || o.has("white")) {
                throw new IllegalArgumentException("give the Octi players as players or as black and white, not both");
            }
            if (!o.get("players").isJsonArray()) {
                throw new IllegalArgumentException("players must be a list such as [\"human\", \"ai:3\"]");
            }
            for (JsonElement e : o.getAsJsonArray("players")) {
                if (!(e instanceof JsonPrimitive p) || !p.isString()) {
                    throw new IllegalArgumentException("players: each player is a string, got " + e);
                }
                seats.add(p.getAsString());
            }
        } else {
            for (int i = 0; i < variant.players(); i++) {
                String key = i == 0 ? "black" : i == 1 ? "white" : null;
                seats.add(key != null && o.has(key) ? string(o, key)
                        : d != null && d.variant().players() == variant.players() ? d.players().get(i) : OctiSettings.HUMAN);
            }
        }
        List<String> normal = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            try {
                normal.add(OctiSettings.player(seats.get(i)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("players[" + i + "]: " + e.getMessage());
            }
        }
        return new OctiSettings(variant, sensors, normal, clock);
    }

    private PlayerSpec player(JsonObject o, String key) {
        JsonElement e = o.get(key);
        String text = e.isJsonPrimitive() ? e.getAsString() : null;
        if (text == null) {
            throw new IllegalArgumentException(key + " must be \"human\", \"ai\", \"ai:LEVEL\" or a level number");
        }
        try {
            return PlayerSpec.parse(text, aiLevel);
        } catch (IllegalArgumentException ex) {
            throw new IllegalArgumentException(key + ": " + ex.getMessage());
        }
    }
}
