package org.othellier.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import org.othellier.coach.Review;
import org.othellier.coach.ReviewQueue;
import org.othellier.coach.Reviewer;
import org.othellier.formats.Ggf;
import org.othellier.game.GameKind;
import org.othellier.game.othello.OthelloMove;
import org.othellier.store.GameExport;
import org.othellier.store.Journal;
import org.othellier.store.OctiReplay;
import org.othellier.store.Replay;
import org.othellier.store.StoredGame;

/**
 * {@code GET /api/games/...}: the journal's games, one game with its moves, its transcript and GGF downloads (with the
 * review's values when it has one), and its review ({@code GET}, and {@code POST} to ask for one).
 */
final class GameExports {

    private final Journal journal;
    private final ReviewQueue reviews;

    GameExports(Journal journal, ReviewQueue reviews) {
        this.journal = journal;
        this.reviews = reviews;
    }

    /** {@code POST /api/games/{id}/review}: queues the engine's review of a kept game (again, when it has one). */
    Reply requestReview(String idText) {
        long id = gameNumber(idText);
        StoredGame g = journal.load(id).orElseThrow(() -> new Refused(404, "no game " + id));
        if (reviews == null) {
            throw new Refused(503, "the review is not running in this service");
        }
        String why = g.header().kind() == GameKind.OCTI ? "game " + id + " is Octi: the review is for 8x8 Othello"
                : Reviewer.refusal(Replay.variant(g.header()));
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
        reviews.request(id, true);
        return new Reply(202, "application/json; charset=utf-8", StateJson.GSON.toJson(ReviewJson.of(g, journal, reviews)),
                null);
    }

    private static long gameNumber(String text) {
        if (!text.matches("[0-9]{1,18}")) { // ASCII digits only: Long.parseLong would take other scripts' digits
            throw new IllegalArgumentException("'" + WebText.clip(text) + "' is not a game number");
        }
        return Long.parseLong(text);
    }

    /** {@code GET /api/games}: the journal's games, newest first. */
    Reply list() {
        JsonArray a = new JsonArray();
        for (StoredGame g : journal.list()) {
            a.add(StateJson.game(g));
        }
        JsonObject o = new JsonObject();
        o.add("games", a);
        return Reply.json(o);
    }

    /** {@code GET /api/games/{id}}: the game with its moves, hints and transcript. */
    Reply game(String idText) {
        return kept(idText, (id, g) -> {
            JsonObject o = StateJson.game(g);
            JsonArray moves = new JsonArray();
            if (g.header().kind() == GameKind.OCTI) {
                var game = OctiReplay.game(g);
                for (int ply = 0; ply < game.ply(); ply++) {
                    moves.add(game.notation(ply));
                }
            } else {
                for (var m : Replay.game(g).moves()) {
                    moves.add(m.toString());
                }
            }
            o.add("moves", moves);
            if (g.header().kind() != GameKind.OCTI) {
                o.add("hints", CoachJson.hints(g)); // the hints used, from the game's hint events
            }
            o.addProperty("transcript", GameExport.transcript(g));
            return Reply.json(o);
        });
    }

    /** {@code GET /api/games/{id}/transcript}. */
    Reply transcript(String idText) {
        return kept(idText, (id, g) -> Reply.download(GameExport.transcript(g) + "\n", "game-" + id + ".txt"));
    }

    /** {@code GET /api/games/{id}/ggf}: with each move's value from the review, when the game has one. */
    Reply ggf(String idText) {
        return kept(idText, (id, g) -> {
            if (g.header().kind() == GameKind.OCTI) {
                throw new Refused(400, "game " + id + " is Octi: GGF is an Othello format; its record is at"
                        + " /api/games/" + id + "/transcript");
            }
            var review = journal.review(id).map(Review::decode);
            String ggf = GameExport.ggf(g);
            if (review.isPresent()) {
                ggf = Ggf.withEvaluations(ggf, ReviewJson.evaluations(review.get(), Replay.game(g).moves().size()));
            }
            return Reply.download(ggf + "\n", "game-" + id + ".ggf");
        });
    }

    /** {@code GET /api/games/{id}/review}. */
    Reply review(String idText) {
        return kept(idText, (id, g) -> Reply.json(ReviewJson.of(g, journal, reviews)));
    }

    /** What {@code export} makes of the kept game {@code idText}: 404 for no such game, 422 for one that cannot be replayed. */
    private Reply kept(String idText, java.util.function.BiFunction<Long, StoredGame, Reply> export) {
        long id = gameNumber(idText);
        StoredGame g = journal.load(id).orElseThrow(() -> new Refused(404, "no game " + id));
        try {
            return export.apply(id, g);
        } catch (Refused e) {
            throw e;
        } catch (RuntimeException e) {
            // a journal edited or damaged by hand: the game is named, the service goes on
            throw new Refused(422, "game " + id + " cannot be replayed from the journal: " + WebText.clip(e.getMessage()));
        }
    }
}
