package org.othellier.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Locale;
import org.othellier.app.OctiSnapshot;
import org.othellier.app.OthelloSettings;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorKind;
import org.othellier.board.octi.OctiFault;
import org.othellier.board.octi.OctiLedPlanner;
import org.othellier.board.octi.OctiSensors;
import org.othellier.board.octi.OctiTurn;
import org.othellier.engine.octi.EngineSpec;
import org.othellier.game.GameKind;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPicture;
import org.othellier.game.octi.OctiPlayer;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.octi.OctiWords;
import org.othellier.game.octi.Pod;
import org.othellier.game.octi.Squares;
import org.othellier.hw.PageDrivenBoard;

/** The JSON of an Octi game for the live page and {@code GET /api/state} (docs/API.md, "Octi"). */
public final class OctiJson {

    /** The page lists at most this many candidate moves (an untouched board fits every prong insertion). */
    static final int MAX_CANDIDATES = OctiSnapshot.LISTED_MOVES;

    private OctiJson() {
    }

    static JsonObject state(OctiSnapshot s, PageDrivenBoard sim) {
        OctiPosition p = s.position();
        OctiVariant v = s.settings().variant();
        JsonObject o = new JsonObject();
        o.addProperty("version", s.version());
        o.addProperty("gameId", s.gameId());
        o.addProperty("game", GameKind.OCTI.id());
        o.addProperty("variant", s.settings().describe());
        o.addProperty("octiVariant", v.id());
        o.addProperty("size", Squares.SIZE);
        o.addProperty("sensors", OthelloSettings.name(s.settings().sensors()));
        o.addProperty("status", s.status());
        o.addProperty("toMove", s.toMove() == null ? null : s.toMove().displayName());
        o.addProperty("toMoveTeam", s.toMove() == null ? null : StateJson.side(s.toMove().team()));
        JsonArray seats = new JsonArray();
        for (OctiPlayer seat : v.playerList()) {
            JsonObject so = new JsonObject();
            so.addProperty("seat", seat.displayName());
            so.addProperty("letter", String.valueOf(seat.letter()));
            so.addProperty("team", StateJson.side(seat.team()));
            so.addProperty("player", s.players().get(seat.ordinal()));
            so.addProperty("name", playerName(s.players().get(seat.ordinal())));
            so.addProperty("reserve", p.reserve(seat));
            so.addProperty("captured", p.captured(seat));
            so.addProperty("prongs", p.prongSupply(seat));
            so.addProperty("supers", p.superSupply(seat));
            seats.add(so);
        }
        o.add("seats", seats);
        JsonArray squares = new JsonArray();
        JsonArray homes = new JsonArray();
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            List<Pod> pods = p.podsAt(sq);
            squares.add(String.join("+", pods.stream().map(OctiPicture::podToken).toList()));
            if (v.isHomeSquare(sq)) {
                JsonObject h = new JsonObject();
                h.addProperty("square", Squares.name(sq));
                OctiPlayer owner = v.homeOwner(sq);
                h.addProperty("owner", owner == null ? null : String.valueOf(owner.letter()));
                homes.add(h);
            }
        }
        o.add("squares", squares);
        o.add("homes", homes);
        o.addProperty("picture", OctiPicture.print(p));
        o.add("moves", StateJson.strings(s.moves()));
        o.addProperty("frame", s.frame() == null ? null : s.frame().toCompactString());
        o.addProperty("stableFrame", s.stable() == null ? null : s.stable().toCompactString());
        o.add("leds", leds(s.leds()));
        o.add("turn", turn(p, s.turn()));
        // every legal move, while a person has the untouched board before them (the page's list then)
        JsonArray yours = new JsonArray();
        if (person(s) && s.turn() != null && s.turn().status() == OctiTurn.Status.UNTOUCHED) {
            for (OctiMove m : s.legal()) {
                yours.add(candidate(p, m));
            }
        }
        o.add("yourMoves", yours);
        o.add("podMoves", podMoves(s));
        o.addProperty("legalCount", s.legalCount());
        o.addProperty("guide", guide(s));
        JsonObject ai = new JsonObject();
        ai.addProperty("thinking", s.thinking());
        ai.addProperty("move", s.aiTurn() && s.turn() != null ? OctiNotation.format(p, s.turn().target()) : null);
        o.add("ai", ai);
        o.add("clock", StateJson.clock(s.clock()));
        if (s.result() == null) {
            o.add("result", JsonNull.INSTANCE);
        } else {
            JsonObject r = new JsonObject();
            r.addProperty("winner", StateJson.side(s.result().winner()));
            r.addProperty("text", s.result().describe(v));
            r.addProperty("reason", s.endReason() != null ? s.endReason() : s.result().reason());
            o.add("result", r);
        }
        o.add("messages", StateJson.messages(s.messages()));
        StateJson.simulated(o, s.backend(), sim);
        return o;
    }

    private static com.google.gson.JsonElement turn(OctiPosition p, OctiTurn.State t) {
        if (t == null) {
            return JsonNull.INSTANCE;
        }
        JsonObject o = new JsonObject();
        o.addProperty("status", t.status().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        JsonArray candidates = new JsonArray();
        List<OctiMove> list = t.candidates();
        for (int i = 0; i < Math.min(list.size(), MAX_CANDIDATES); i++) {
            candidates.add(candidate(p, list.get(i)));
        }
        o.add("candidates", candidates);
        o.addProperty("candidateCount", list.size());
        o.addProperty("choice", t.choice());
        JsonArray faults = new JsonArray();
        for (OctiFault f : t.faults()) {
            JsonObject fo = new JsonObject();
            fo.addProperty("square", Squares.name(f.square()));
            fo.addProperty("reason", f.kind().text());
            fo.addProperty("fix", fix(p, f));
            faults.add(fo);
        }
        o.add("faults", faults);
        o.add("lifted", names(t.lifted()));
        o.add("toRemove", names(t.toRemove()));
        JsonArray gestures = new JsonArray();
        t.gestures().forEach(g -> gestures.add(g.toString()));
        o.add("gestures", gestures);
        o.addProperty("target", t.target() == null ? null : OctiNotation.format(p, t.target()));
        // what a colour board reads once the target is made: the page makes its own choice on the simulated board
        o.addProperty("targetBoard", t.target() == null ? null : OctiSensors.expected(p.play(t.target()), SensorKind.COLOUR));
        o.addProperty("pointing", t.pointing() == null ? null : t.pointing().toString());
        o.addProperty("message", t.message());
        return o;
    }

    /**
     * Where each of the pods of a person to move may go alone, for the page's "tap a pod, then where it goes":
     * {@code from}, {@code to}, {@code move} (the notation the page sends to POST /api/octi/choose, which checks
     * it against the rules) and {@code words}. Empty when no person is to move in a game in play.
     */
    static JsonArray podMoves(OctiSnapshot s) {
        JsonArray out = new JsonArray();
        if (!person(s) || !"playing".equals(s.status()) || s.turn() == null) {
            return out;
        }
        OctiPosition p = s.position();
        for (OctiMove.Walk w : p.legalMoves().singlePodWalks()) {
            JsonObject m = new JsonObject();
            m.addProperty("from", Squares.name(w.origin()));
            m.addProperty("to", Squares.name(w.parts().get(0).route().destination()));
            m.addProperty("move", OctiNotation.format(p, w));
            m.addProperty("words", OctiWords.of(p, w));
            out.add(m);
        }
        return out;
    }

    /** A move the page lists: its notation and the LEDs that show it when the pointer rests on it. */
    private static JsonObject candidate(OctiPosition p, OctiMove m) {
        JsonObject c = new JsonObject();
        c.addProperty("move", OctiNotation.format(p, m));
        c.add("leds", leds(OctiLedPlanner.candidate(p, m)));
        return c;
    }

    /** What puts a wrong square right: the position's own pods there, by token, so a stack can be rebuilt. */
    static String fix(OctiPosition p, OctiFault f) {
        String name = Squares.name(f.square());
        List<Pod> pods = p.podsAt(f.square());
        String tokens = String.join("+", pods.stream().map(OctiPicture::podToken).toList());
        return switch (f.kind()) {
            case EXTRA_POD -> "take the pods off " + name;
            case MISSING_POD -> "put back on " + name + " its pods: " + tokens;
            case WRONG_COLOUR -> "the pods on " + name + " should be " + tokens;
        };
    }

    /**
     * One line for the page: what to do at the board now, from the start of the turn (what the player may do)
     * through the AI's move to the result.
     */
    /** The guide while the clock stands though nobody paused it (the app's page says the same). */
    static String standing(String why) {
        return "The clock stands: " + why + "; it runs again when the board is back (Resume (Arbiter) runs it anyway)";
    }

    public static String guide(OctiSnapshot s) {
        OctiTurn.State t = s.turn();
        switch (s.status()) {
            case "over" -> {
                return s.result() == null ? "The game is over"
                        : "Game over: " + s.result().describe(s.settings().variant()) + " ("
                        + (s.endReason() != null ? s.endReason() : s.result().reason()) + ")";
            }
            case "paused" -> {
                return "The clock is paused: Resume (Arbiter) goes on";
            }
            case "setup" -> {
                return "Set-up: arrange the pods, give the position below (Set-up), then Take the board";
            }
            default -> {
            }
        }
        if (s.clock().stands() != null) {
            return standing(s.clock().stands());
        }
        if (t == null || s.toMove() == null) {
            return "";
        }
        OctiPosition p = s.position();
        boolean four = s.settings().variant().fourPlayer();
        Side mover = s.toMove().team();
        String team = name(mover) + (four ? " team" : "");
        String other = name(mover.opponent()) + (four ? " team" : "");
        String who = s.toMove().displayName();
        String ai = who + ", " + playerName(s.players().get(s.toMove().ordinal())) + ",";
        return switch (t.status()) {
            case UNTOUCHED -> s.thinking() ? ai + " is choosing its move; its move will show on the LEDs"
                    : !person(s) ? ai + " is to move but has no move (see the messages): make one for it on the"
                    + " board and press " + team + "'s clock"
                    : who + " to move: step or jump a pod along its prongs, enter a pod from the reserve on a home"
                    + " square, or add a prong (point its direction, then press " + team + "'s clock);"
                    + " or tap a pod and then where it goes, or a move below";
            case IN_HAND -> "In the hand: " + String.join(" ", t.lifted().stream().map(Squares::name).toList())
                    + "; put it down where it goes";
            case POINTING -> "Pointing " + OctiWords.direction(t.pointing().toward()) + " from "
                    + Squares.name(t.pointing().square()) + ": put it back on " + Squares.name(t.pointing().square())
                    + " to pick " + (t.candidates().size() == 1 ? "it: " : "")
                    + (t.candidates().size() == 1 ? OctiWords.withNotation(p, t.candidates().get(0))
                    : "among " + t.candidates().size() + " moves");
            case WRONG -> "Wrong: " + String.join("; ", t.faults().stream().map(f -> fix(p, f)).toList());
            case TO_REMOVE -> "Take the pods off " + String.join(" ", t.toRemove().stream().map(Squares::name).toList());
            case READY -> t.target() != null && s.aiTurn()
                    ? ai + " plays: " + OctiWords.withNotation(p, t.target()) + "; when it is made as the LEDs show,"
                    + " press " + team + "'s clock"
                    : "Press " + team + "'s clock to play: " + OctiWords.withNotation(p, t.shown());
            case PICKED -> "Read as a gesture (" + String.join(", ", t.gestures().stream().map(Object::toString).toList())
                    + "): " + OctiWords.withNotation(p, t.shown()) + ". To play it press " + team + "'s clock twice (the"
                    + " first press shows it on the display); to ignore it, just make your move";
            case AMBIGUOUS -> t.candidates().size() + " moves fit: press a clock button to choose on the LEDs, or tap one"
                    + " below";
            case CHOOSING -> t.candidates().size() == 1
                    ? "Shown on the display (1-1): " + OctiWords.withNotation(p, t.shown()) + ". " + team
                    + "'s clock again plays it; " + other + "'s clock or moving a pod drops it"
                    : "Candidate " + (t.choice() + 1) + " of " + t.candidates().size() + ": "
                    + OctiWords.withNotation(p, t.shown()) + " (" + other + "'s clock steps, " + team + "'s plays it)";
            case SHOWING_TARGET -> (s.aiTurn() ? ai + " plays: " + OctiWords.withNotation(p, t.target()) + "; make it as the LEDs show"
                    : "Make it as the LEDs show: " + OctiWords.withNotation(p, t.target()))
                    + (t.toRemove().isEmpty() ? "" : "; take the pods off "
                    + String.join(" ", t.toRemove().stream().map(Squares::name).toList()))
                    + (t.faults().isEmpty() ? "" : "; wrong: " + String.join(", ", t.faults().stream()
                    .map(f -> Squares.name(f.square())).toList()));
            case DONE -> "";
        };
    }

    /**
     * A player as the page names them: {@code AI level 3 (casual)} for {@code ai:3}, as the Othello page does;
     * people and the simple engines by their own names.
     */
    public static String playerName(String spec) {
        return EngineSpec.describe(spec);
    }

    /** A person is to move (not the AI). */
    private static boolean person(OctiSnapshot s) {
        return s.toMove() != null && "human".equals(s.players().get(s.toMove().ordinal()));
    }

    private static String name(Side side) {
        return side == Side.BLACK ? "Black" : "White";
    }

    private static JsonArray names(List<Integer> squares) {
        JsonArray a = new JsonArray();
        squares.forEach(sq -> a.add(Squares.name(sq)));
        return a;
    }

    static JsonArray leds(LedPlan plan) {
        return StateJson.leds(plan, Squares::name);
    }
}
