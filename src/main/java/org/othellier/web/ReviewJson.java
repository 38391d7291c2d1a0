package org.othellier.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.othellier.coach.MistakeClass;
import org.othellier.coach.PlyReview;
import org.othellier.coach.Review;
import org.othellier.coach.ReviewQueue;
import org.othellier.coach.ReviewWords;
import org.othellier.game.GameKind;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.store.Journal;
import org.othellier.store.Replay;
import org.othellier.store.StoredGame;

/** {@code GET /api/games/{id}/review}: the engine's review of a kept game, as docs/API.md describes it. */
final class ReviewJson {

    private ReviewJson() {
    }

    static JsonObject of(StoredGame g, Journal journal, ReviewQueue reviews) {
        JsonObject o = new JsonObject();
        o.addProperty("gameId", g.id());
        Review review = journal.review(g.id()).map(Review::decode).orElse(null);
        var status = reviews == null ? null : reviews.status(g.id()).orElse(null);
        String state = status != null && status.state() != ReviewQueue.State.DONE ? status.state().name()
                : review != null ? "DONE" : "NONE";
        o.addProperty("state", state.toLowerCase(Locale.ROOT));
        o.addProperty("why", status != null && status.state() == ReviewQueue.State.FAILED ? status.why() : null);
        JsonObject thresholds = new JsonObject();
        for (MistakeClass c : MistakeClass.values()) {
            if (c.isError()) {
                thresholds.addProperty(c.text(), c.from);
            }
        }
        o.add("thresholds", thresholds);
        o.addProperty("convention", ReviewWords.CONVENTION);
        if (review == null || g.header().kind() == GameKind.OCTI) {
            o.add("review", null);
            return o;
        }
        OthelloGame game = Replay.game(g);
        JsonObject r = new JsonObject();
        r.addProperty("level", review.level());
        r.addProperty("depth", review.depth());
        r.addProperty("exactFrom", review.exactFrom());
        r.addProperty("opening", review.opening());
        r.addProperty("leftTheory", review.leftTheory());
        r.addProperty("size", game.variant().size());
        JsonArray plies = new JsonArray();
        for (PlyReview p : review.plies()) {
            JsonObject j = new JsonObject();
            j.addProperty("ply", p.ply());
            j.addProperty("mover", p.mover() == Side.BLACK ? "black" : "white");
            j.addProperty("move", p.move());
            j.addProperty("value", p.value());
            j.addProperty("best", p.best());
            j.addProperty("bestValue", p.bestValue());
            j.addProperty("loss", p.loss());
            j.addProperty("class", p.kind().text());
            j.addProperty("exact", p.exact());
            j.addProperty("depth", p.depth());
            j.addProperty("blackValue", p.blackValue());
            JsonArray line = new JsonArray();
            p.bestLine().forEach(line::add);
            j.add("bestLine", line);
            j.addProperty("listed", ReviewWords.listed(p));
            j.addProperty("detail", ReviewWords.detail(p));
            // the position the move was played in, as the board showed it
            j.addProperty("position", p.ply() - 1 <= game.ply() ? game.positionAt(p.ply() - 1).squares() : null);
            plies.add(j);
        }
        r.add("plies", plies);
        // every position of the game, the start and after each move, and the moves (passes too): the stepper's
        JsonArray positions = new JsonArray();
        JsonArray moves = new JsonArray();
        for (int k = 0; k <= game.ply(); k++) {
            positions.add(game.positionAt(k).squares());
            if (k < game.ply()) {
                JsonObject m = new JsonObject();
                m.addProperty("mover", game.positionAt(k).toMove() == Side.BLACK ? "black" : "white");
                m.addProperty("move", game.moves().get(k).isPass() ? "pass" : game.moves().get(k).toString());
                moves.add(m);
            }
        }
        r.add("positions", positions);
        r.add("moves", moves);
        o.add("review", r);
        return o;
    }

    /** One evaluation per move of the game (passes included; null where the review has none), for GGF. */
    static List<Double> evaluations(Review review, int moves) {
        List<Double> out = new ArrayList<>(Collections.nCopies(moves, null));
        for (PlyReview p : review.plies()) {
            if (p.ply() - 1 < moves) {
                out.set(p.ply() - 1, p.value());
            }
        }
        return out;
    }
}
