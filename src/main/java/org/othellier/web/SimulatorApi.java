package org.othellier.web;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import org.eclipse.jetty.server.Request;
import org.othellier.board.SensorFrame;
import org.othellier.game.Side;
import org.othellier.hw.sim.SimulatedBoard;

/**
 * {@code POST /api/sim/...}: hands on the simulated board (a new frame of discs, a clock button pressed).
 * Refused when the service runs on hardware.
 */
final class SimulatorApi {

    private final SimulatedBoard sim;
    private final GameCommands game;

    /** @param sim the simulated board, or null on hardware */
    SimulatorApi(SimulatedBoard sim, GameCommands game) {
        this.sim = sim;
        this.game = game;
    }

    Reply handle(String path, String[] parts, Request request) {
        if (sim == null) {
            throw new Refused(400, path + ": the service runs on " + game.backend() + ", not the simulated board");
        }
        String what = parts.length > 1 ? parts[1] : "";
        switch (what) {
            case "frame" -> {
                if (parts.length > 2) {
                    throw new Refused(404, "no simulator command '" + WebText.clip(String.join("/", parts).substring(4)) + "'");
                }
                String body = frameText(RequestBody.text(request).strip());
                SensorFrame f = SensorFrame.parse(body);
                sim.setDiscs(f); // delivered to the loop before the state is read below
                return game.stateNow();
            }
            case "button" -> {
                String edge = parts.length == 4 ? parts[3] : "";
                String side = parts.length == 3 || parts.length == 4 && (edge.equals("down") || edge.equals("up")) ? parts[2] : "";
                Side s = switch (side) {
                    case "black" -> Side.BLACK;
                    case "white" -> Side.WHITE;
                    default -> throw new Refused(404, "no button '" + WebText.clip(String.join("/", java.util.Arrays.copyOfRange(parts,
                            2, parts.length))) + "' (black or white, then /down or /up to hold it)");
                };
                switch (edge) {
                    case "down" -> sim.buttonDown(s); // held until .../up: held 1.5 s, a hint
                    case "up" -> sim.buttonUp(s);
                    default -> sim.press(s);
                }
                return game.stateNow();
            }
            default -> throw new Refused(404, "no simulator command '" + what + "' (frame, button/black, button/white)");
        }
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
