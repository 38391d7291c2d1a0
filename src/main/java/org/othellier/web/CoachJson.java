package org.othellier.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonElement;
import org.othellier.app.CoachView;
import org.othellier.coach.Puzzle;
import org.othellier.coach.PuzzleVerdict;
import org.othellier.game.Side;
import org.othellier.store.HintRecord;
import org.othellier.store.StoredGame;

/** The coach's JSON shapes (docs/API.md): the state's {@code hints} and {@code puzzle}, the puzzle list, a game's hints. */
final class CoachJson {

    private CoachJson() {
    }

    /** Adds {@code hints} and {@code puzzle} to an Othello state. */
    static void addTo(JsonObject state, CoachView c) {
        JsonObject h = new JsonObject();
        h.addProperty("available", c.hintsAllowed());
        h.addProperty("off", c.hintsOff());
        h.addProperty("thinking", c.thinking());
        h.addProperty("move", c.hint());
        h.addProperty("black", c.used(Side.BLACK));
        h.addProperty("white", c.used(Side.WHITE));
        JsonArray used = new JsonArray();
        for (CoachView.Hint hint : c.hintsUsed()) {
            JsonObject o = new JsonObject();
            o.addProperty("side", StateJson.side(hint.side()));
            o.addProperty("moveNumber", hint.moveNumber());
            o.addProperty("move", hint.move());
            used.add(o);
        }
        h.add("used", used);
        state.add("hints", h);
        state.add("puzzle", c.puzzle() == null ? JsonNull.INSTANCE : puzzleState(c.puzzle()));
    }

    private static JsonObject puzzleState(CoachView.PuzzleState p) {
        JsonObject o = puzzle(p.puzzle());
        o.addProperty("setUp", p.setUp());
        o.add("verdict", p.verdict() == null ? JsonNull.INSTANCE : verdict(p.verdict()));
        JsonArray steps = new JsonArray();
        p.setUpSteps().forEach(steps::add);
        o.add("setUpSteps", steps);
        JsonArray line = new JsonArray();
        p.bestLine().forEach(line::add);
        o.add("bestLine", line);
        return o;
    }

    private static JsonObject verdict(PuzzleVerdict v) {
        JsonObject o = new JsonObject();
        o.addProperty("move", v.move().toString());
        o.addProperty("score", v.score());
        o.addProperty("best", v.best());
        o.addProperty("givesAway", v.givesAway());
        o.addProperty("isBest", v.isBest());
        JsonArray best = new JsonArray();
        v.bestMoves().forEach(m -> best.add(m.toString()));
        o.add("bestMoves", best);
        o.addProperty("text", v.describe());
        return o;
    }

    /** One puzzle as the list shows it (no solution). */
    static JsonObject puzzle(Puzzle p) {
        JsonObject o = new JsonObject();
        o.addProperty("id", p.id());
        o.addProperty("name", p.name());
        o.addProperty("grade", p.grade().id());
        o.addProperty("empties", p.empties());
        o.addProperty("toMove", StateJson.side(p.position().toMove()));
        o.addProperty("position", p.position().squares());
        return o;
    }

    /** A kept game's hints, from its {@code hint} events: who, at which move, which move was shown. */
    static JsonElement hints(StoredGame g) {
        JsonArray a = new JsonArray();
        for (HintRecord.Hint h : HintRecord.of(g)) {
            JsonObject o = new JsonObject();
            o.addProperty("side", h.side());
            o.addProperty("moveNumber", h.moveNumber());
            o.addProperty("move", h.move());
            a.add(o);
        }
        return a;
    }
}
