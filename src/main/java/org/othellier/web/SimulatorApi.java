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

    /** {@code POST /api/sim/frame}: the board now shows the frame. */
    Reply frame(Request request) {
        onSimulator("/api/sim/frame");
        String body = frameText(RequestBody.text(request).strip());
        SensorFrame f = SensorFrame.parse(body);
        sim.setDiscs(f); // delivered to the loop before the state is read below
        return game.stateNow();
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
