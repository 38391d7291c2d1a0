package org.othellier.web;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import org.eclipse.jetty.server.Request;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;
import org.othellier.hw.PageDrivenBoard;

/**
 * {@code POST /api/sim/...}: hands on the simulated board (a disc put, turned or taken away, a new frame of discs, a
 * clock button pressed).
 * Refused when the service runs on hardware.
 */
final class SimulatorApi {

    private final PageDrivenBoard sim;
    private final GameCommands game;

    /** @param sim the simulated board, or null on hardware */
    SimulatorApi(PageDrivenBoard sim, GameCommands game) {
        this.sim = sim;
        this.game = game;
    }

    /** {@code POST /api/sim/frame}: the board now shows the frame. */
    Reply frame(Request request) {
        onSimulator("/api/sim/frame");
        String body = frameText(RequestBody.text(request).strip());
        SensorFrame f = SensorFrame.parse(body);
        sim.setDiscs(f); // delivered to the loop before the state is read below
        return game.stateNow();
    }

    /**
     * {@code POST /api/sim/hand}: one hand on one square, {@code {"intent": "put", "square": "d6", "colour": "black"}},
     * {@code "turn"} or {@code "take"}. Applied to the board as it stands when it arrives, not as the page last saw it,
     * so taps sent faster than the page hears back all count.
     */
    Reply hand(Request request) {
        onSimulator("/api/sim/hand");
        JsonObject body = RequestBody.json(request);
        for (String key : body.keySet()) {
            if (!key.equals("intent") && !key.equals("square") && !key.equals("colour")) {
                throw new IllegalArgumentException("POST /api/sim/hand: unknown field '" + WebText.clip(key)
                        + "' (it takes intent, square and colour)");
            }
        }
        String intent = string(body, "intent", "one of put, turn, take");
        String square = string(body, "square", "a square such as d6");
        switch (intent) {
            case "put" -> {
                Reading disc = colour(string(body, "colour", "black, white or occupied"));
                sim.change(discs -> discs.with(index(square, discs.rows()), disc));
            }
            case "turn" -> {
                onlyIntentAndSquare(body, intent);
                sim.change(discs -> {
                    int i = index(square, discs.rows());
                    return switch (discs.get(i)) {
                        case BLACK -> discs.with(i, Reading.WHITE);
                        case WHITE -> discs.with(i, Reading.BLACK);
                        case EMPTY -> throw new IllegalArgumentException(square + " is empty: there is no disc to turn");
                        case OCCUPIED -> throw new IllegalArgumentException(square
                                + " holds a disc of no known colour: take it away and put one");
                    };
                });
            }
            case "take" -> {
                onlyIntentAndSquare(body, intent);
                sim.change(discs -> discs.with(index(square, discs.rows()), Reading.EMPTY));
            }
            default -> throw new IllegalArgumentException("POST /api/sim/hand: unknown intent '" + WebText.clip(intent)
                    + "' (one of put, turn, take)");
        }
        return game.stateNow();
    }

    private static String string(JsonObject body, String key, String what) {
        if (body.get(key) instanceof JsonPrimitive p && p.isString()) {
            return p.getAsString();
        }
        throw new IllegalArgumentException("POST /api/sim/hand takes \"" + key + "\": " + what
                + ", as in {\"intent\": \"put\", \"square\": \"d6\", \"colour\": \"black\"}");
    }

    private static void onlyIntentAndSquare(JsonObject body, String intent) {
        if (body.has("colour")) {
            throw new IllegalArgumentException("POST /api/sim/hand: " + intent + " takes no colour (only put does)");
        }
    }

    private Reading colour(String name) {
        return switch (name) {
            case "black" -> Reading.BLACK;
            case "white" -> Reading.WHITE;
            case "occupied" -> {
                if (sim.kind() == SensorKind.COLOUR) {
                    throw new IllegalArgumentException("colour 'occupied': this board's colour sensors see black or white");
                }
                yield Reading.OCCUPIED;
            }
            default -> throw new IllegalArgumentException("unknown colour '" + WebText.clip(name)
                    + "' (black, white or occupied)");
        };
    }

    /** A square's name on a board of this size, {@code a1} first: the frame's order. */
    private static int index(String square, int size) {
        String lower = square.toLowerCase(java.util.Locale.ROOT);
        if (lower.length() >= 2 && lower.length() <= 3 && lower.chars().skip(1).allMatch(Character::isDigit)) {
            int col = lower.charAt(0) - 'a';
            int row = Integer.parseInt(lower.substring(1)) - 1;
            if (col >= 0 && col < size && row >= 0 && row < size) {
                return row * size + col;
            }
        }
        throw new IllegalArgumentException("unknown square '" + WebText.clip(square) + "': the simulated board is "
                + size + "x" + size + ", a1 to " + (char) ('a' + size - 1) + size);
    }

    /** {@code POST /api/sim/button/black} or {@code white}: the clock button pressed and let go. */
    Reply press(Side side) {
        onSimulator("/api/sim/button/" + name(side));
        sim.press(side);
        return game.stateNow();
    }

    /** {@code .../down} and {@code .../up}: the button held (1.5 s: a hint) until let go. */
    Reply hold(Side side, boolean down) {
        onSimulator("/api/sim/button/" + name(side) + (down ? "/down" : "/up"));
        if (down) {
            sim.buttonDown(side);
        } else {
            sim.buttonUp(side);
        }
        return game.stateNow();
    }

    private void onSimulator(String path) {
        if (sim == null) {
            throw new Refused(400, path + ": the service runs on " + game.backend() + ", not the simulated board");
        }
    }

    private static String name(Side side) {
        return side == Side.BLACK ? "black" : "white";
    }

    /** The simulated board's frame: {@code {"frame": "..."}} or a JSON string (a picture's line breaks as \n). */
    private static String frameText(String body) {
        String help = "POST /api/sim/frame takes {\"frame\": \"...\"}: one character per square, row by row from a1"
                + " (- empty, X black, O white, # occupied)";
        if (body.isEmpty()) {
            throw new IllegalArgumentException(help);
        }
        JsonElement e;
        try {
            e = StrictJson.parse(body);
        } catch (JsonParseException ex) {
            throw new IllegalArgumentException(help + "; the body is not JSON");
        }
        if (e.isJsonObject() && e.getAsJsonObject().size() == 1 && e.getAsJsonObject().get("frame") instanceof JsonPrimitive p
                && p.isString()) {
            return p.getAsString();
        }
        if (e instanceof JsonPrimitive p && p.isString()) {
            return p.getAsString();
        }
        throw new IllegalArgumentException(help);
    }
}
