package org.othellier.web;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import java.util.Locale;
import java.util.Map;
import org.othellier.app.OctiSnapshot;
import org.othellier.app.OthelloSettings;
import org.othellier.app.OthelloSnapshot;
import org.othellier.app.SessionView;
import org.othellier.board.Led;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.Fix;
import org.othellier.board.othello.OthelloFault;
import org.othellier.board.othello.OthelloObservation;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloResult;
import org.othellier.hw.BoardStatus;
import org.othellier.hw.PageDrivenBoard;
import org.othellier.store.StoredGame;

/** The JSON shapes of the HTTP API and the live page (docs/API.md describes each field). */
public final class StateJson {

    /** Writes the shapes; absent values are written null. */
    static final Gson GSON = new GsonBuilder().serializeNulls().create();

    private StateJson() {
    }

    public static JsonObject state(SessionView view, PageDrivenBoard sim) {
        JsonObject o = switch (view) {
            case OthelloSnapshot s -> othello(s, sim);
            case OctiSnapshot s -> OctiJson.state(s, sim);
        };
        o.add("board", board(view.board()));
        return o;
    }

    /** The named opening the game follows (issue 20), or null on boards and rules the table is not about. */
    static JsonObject opening(OthelloSettings g, java.util.List<String> moves) {
        var r = org.othellier.coach.Openings.standard().recognise(g.variant(),
                moves.stream().map(OthelloMove::parse).toList());
        if (r.name() == null && r.leftTheoryAt() == 0) {
            return null;
        }
        JsonObject o = new JsonObject();
        o.addProperty("name", r.name());
        o.addProperty("plies", r.plies());
        o.addProperty("leftTheoryAt", r.leftTheoryAt() == 0 ? null : r.leftTheoryAt());
        return o;
    }

    /**
     * The squares the side to move may play (O-5; O-4 in a Reversi opening), for the page's dots: from the rules, so
     * the page computes none; empty unless a game is being played (paused, set-up and over show none).
     */
    static JsonArray legalMoves(OthelloSnapshot s) {
        JsonArray squares = new JsonArray();
        if (!"playing".equals(s.status()) || s.toMove() == null) {
            return squares;
        }
        for (OthelloMove m : OthelloPosition.of(s.settings().variant(), s.position(), s.toMove()).legalMoves()) {
            squares.add(m.toString());
        }
        return squares;
    }

    /** The square of the last move played, or null: no move yet, or the last was a pass (O-7). */
    static String lastMove(java.util.List<String> moves) {
        if (moves.isEmpty()) {
            return null;
        }
        OthelloMove last = OthelloMove.parse(moves.getLast());
        return last.isPass() ? null : last.toString();
    }

    /** The board's link (connected, reconnecting, refused, with the reason) and the sensing its games may use. */
    static JsonObject board(BoardStatus b) {
        JsonObject o = new JsonObject();
        o.addProperty("link", b.link().text());
        o.addProperty("reason", b.reason());
        JsonArray sensing = new JsonArray();
        for (SensorKind k : SensorKind.values()) {
            if (b.sensing().contains(k)) {
                sensing.add(OthelloSettings.name(k));
            }
        }
        o.add("sensing", sensing);
        return o;
    }

    static JsonObject othello(OthelloSnapshot s, PageDrivenBoard sim) {
        JsonObject o = new JsonObject();
        OthelloSettings g = s.settings();
        int size = g.variant().size();
        o.addProperty("version", s.version());
        o.addProperty("gameId", s.gameId());
        o.addProperty("game", g.game().id());
        o.addProperty("variant", g.variant().describe());
        o.addProperty("size", size);
        o.addProperty("start", g.variant().start().name().toLowerCase(Locale.ROOT));
        o.addProperty("rules", g.rules());
        o.addProperty("sensors", OthelloSettings.name(g.sensors()));
        o.addProperty("tournament", g.tournament());
        o.addProperty("status", s.status());
        o.addProperty("toMove", side(s.toMove()));
        o.addProperty("position", s.position());
        o.add("moves", strings(s.moves()));
        o.add("opening", opening(g, s.moves()));
        o.add("legalMoves", legalMoves(s));
        o.addProperty("lastMove", lastMove(s.moves()));
        o.addProperty("frame", s.frame() == null ? null : s.frame().toCompactString());
        o.addProperty("stableFrame", s.stable() == null ? null : s.stable().toCompactString());
        o.add("leds", leds(s.leds()));
        o.add("observation", observation(s.observation(), size));
        CoachJson.addTo(o, s.coach());
        o.addProperty("lostTrack", s.lostTrack());
        JsonObject players = new JsonObject();
        players.addProperty("black", s.players().get(0));
        players.addProperty("white", s.players().get(1));
        o.add("players", players);
        JsonObject specs = new JsonObject(); // as POST /api/game takes them: the page's rematch
        specs.addProperty("black", g.black().toString());
        specs.addProperty("white", g.white().toString());
        o.add("playerSpecs", specs);
        JsonObject ai = new JsonObject();
        ai.addProperty("thinking", s.thinking());
        ai.addProperty("move", s.requested());
        o.add("ai", ai);
        o.add("clock", clock(s.clock()));
        o.add("result", result(s.result()));
        o.add("offer", offer(s.offer()));
        o.add("messages", messages(s.messages()));
        simulated(o, s.backend(), sim);
        return o;
    }

    static JsonArray messages(java.util.List<OthelloSnapshot.Message> list) {
        JsonArray messages = new JsonArray();
        for (OthelloSnapshot.Message m : list) {
            JsonObject mo = new JsonObject();
            mo.addProperty("at", m.at());
            mo.addProperty("text", m.text());
            messages.add(mo);
        }
        return messages;
    }

    /** The board the service runs on and, when simulated, its discs and display. */
    static void simulated(JsonObject o, String backend, PageDrivenBoard sim) {
        o.addProperty("backend", backend);
        o.addProperty("simulated", sim != null);
        if (sim != null) {
            JsonObject so = new JsonObject();
            so.addProperty("discs", sim.discs().toCompactString());
            so.add("display", strings(java.util.List.of(sim.displayTexts())));
            o.add("sim", so);
        } else {
            o.add("sim", JsonNull.INSTANCE);
        }
    }

    /** The lit LEDs only: square, colour, pattern. */
    static JsonArray leds(LedPlan plan) {
        return leds(plan, i -> OthelloMove.at(i, plan.cols()).toString());
    }

    /** The lit LEDs, each square named by {@code name} (the game's own square names). */
    static JsonArray leds(LedPlan plan, java.util.function.IntFunction<String> name) {
        JsonArray a = new JsonArray();
        if (plan == null) {
            return a;
        }
        for (int i = 0; i < plan.size(); i++) {
            Led led = plan.get(i);
            if (!led.isOff()) {
                JsonObject l = new JsonObject();
                l.addProperty("square", name.apply(i));
                l.addProperty("colour", led.colour().name().toLowerCase(Locale.ROOT));
                l.addProperty("pattern", led.pattern().name().toLowerCase(Locale.ROOT).replace('_', '-'));
                a.add(l);
            }
        }
        return a;
    }

    static JsonObject observation(OthelloObservation obs, int size) {
        JsonObject o = new JsonObject();
        switch (obs) {
            case OthelloObservation.InSync in -> o.addProperty("kind", "in-sync");
            case OthelloObservation.MoveSeen m -> {
                o.addProperty("kind", "move");
                o.addProperty("move", m.move().toString());
                o.addProperty("side", side(m.mover()));
                o.addProperty("complete", m.complete());
                o.add("toFlip", squares(m.toFlip(), size));
                o.add("lifted", squares(m.lifted(), size));
                o.add("faults", faults(m.faults(), size));
            }
            case OthelloObservation.Mismatch mm -> {
                o.addProperty("kind", "mismatch");
                o.add("faults", faults(mm.faults(), size));
                o.addProperty("targetPly", mm.target());
                JsonArray fixes = new JsonArray();
                for (Map.Entry<Integer, Fix> e : new java.util.TreeMap<>(mm.fixes()).entrySet()) {
                    JsonObject f = new JsonObject();
                    f.addProperty("square", OthelloMove.at(e.getKey(), size).toString());
                    f.addProperty("fix", e.getValue().name().toLowerCase(Locale.ROOT).replace('_', '-'));
                    fixes.add(f);
                }
                o.add("fixes", fixes);
            }
            case OthelloObservation.TakenBack tb -> {
                o.addProperty("kind", "takeback");
                o.addProperty("ply", tb.ply());
            }
        }
        return o;
    }

    private static JsonArray faults(java.util.List<OthelloFault> faults, int size) {
        JsonArray a = new JsonArray();
        for (OthelloFault f : faults) {
            JsonObject fo = new JsonObject();
            fo.addProperty("square", OthelloMove.at(f.square(), size).toString());
            fo.addProperty("reason", f.kind().text());
            a.add(fo);
        }
        return a;
    }

    private static JsonArray squares(java.util.List<Integer> sq, int size) {
        JsonArray a = new JsonArray();
        sq.forEach(i -> a.add(OthelloMove.at(i, size).toString()));
        return a;
    }

    static JsonObject clock(OthelloSnapshot.ClockReading c) {
        JsonObject o = new JsonObject();
        o.addProperty("control", c.control());
        o.addProperty("started", c.started());
        o.addProperty("running", side(c.running()));
        o.addProperty("paused", c.paused());
        o.addProperty("stands", c.stands());
        o.addProperty("black", c.black());
        o.addProperty("white", c.white());
        o.add("display", strings(c.display()));
        return o;
    }

    /** The offer waiting for an answer: {@code {"what": "draw", "by": "black"}}, or null. */
    static com.google.gson.JsonElement offer(org.othellier.app.Offer offer) {
        if (offer == null) {
            return JsonNull.INSTANCE;
        }
        JsonObject o = new JsonObject();
        o.addProperty("what", offer.kind().word());
        o.addProperty("by", side(offer.by()));
        return o;
    }

    static com.google.gson.JsonElement result(OthelloResult r) {
        if (r == null) {
            return JsonNull.INSTANCE;
        }
        JsonObject o = new JsonObject();
        o.addProperty("black", r.black());
        o.addProperty("white", r.white());
        o.addProperty("score", r.score());
        o.addProperty("winner", side(r.winner()));
        o.addProperty("reason", r.reason().name().toLowerCase(Locale.ROOT).replace('_', ' '));
        return o;
    }

    public static JsonObject game(StoredGame g) {
        JsonObject o = new JsonObject();
        o.addProperty("id", g.id());
        o.addProperty("game", g.header().game());
        o.addProperty("size", g.header().size());
        o.addProperty("start", g.header().start());
        o.addProperty("rules", g.header().rules());
        o.addProperty("sensors", g.header().sensors());
        o.addProperty("black", g.header().black());
        o.addProperty("white", g.header().white());
        o.addProperty("clock", g.header().clock());
        o.addProperty("tournament", g.header().tournament());
        o.addProperty("started", g.started());
        o.addProperty("finished", g.finished());
        o.addProperty("status", g.status());
        o.addProperty("result", g.result());
        o.addProperty("reason", g.reason());
        return o;
    }

    static JsonArray strings(java.util.List<String> l) {
        JsonArray a = new JsonArray();
        l.forEach(a::add);
        return a;
    }

    static String side(Side s) {
        return s == null ? null : s.name().toLowerCase(Locale.ROOT);
    }
}
