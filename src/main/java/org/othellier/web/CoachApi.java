package org.othellier.web;

import static org.othellier.web.JsonFields.only;
import static org.othellier.web.JsonFields.string;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;
import org.othellier.app.Companion;
import org.othellier.app.OthelloController;
import org.othellier.coach.Puzzle;
import org.othellier.coach.PuzzleBook;
import org.othellier.coach.PuzzleGrade;
import org.othellier.game.GameKind;
import org.othellier.game.Side;

/**
 * The coach at the board (docs/API.md): {@code POST /api/hint}, {@code GET /api/puzzles}, {@code POST /api/puzzle}
 * {@code POST /api/puzzle/next} and {@code POST /api/puzzle/retry}. Each command runs on the game's event loop; the answer is the state after it.
 */
final class CoachApi {

    private final Companion controller;
    private final GameCommands game;

    CoachApi(Companion controller, GameCommands game) {
        this.controller = controller;
        this.game = game;
    }

    /** {@code POST /api/hint} with {@code {}} or {@code {"side": "black"}}: the engine's best move on the LEDs. */
    Reply hint(Supplier<JsonObject> body) {
        JsonObject o = body.get();
        only(o, Set.of("side"), "POST /api/hint");
        Side side = o.has("side") ? side(string(o, "side")) : null;
        return game.afterCommand(() -> controller.othello().hint(side));
    }

    /** {@code GET /api/puzzles}: the shipped collection by grade, without the solutions. */
    Reply list() {
        JsonArray a = new JsonArray();
        for (Puzzle p : PuzzleBook.shipped().all()) {
            a.add(CoachJson.puzzle(p));
        }
        JsonArray grades = new JsonArray();
        for (PuzzleGrade g : PuzzleGrade.values()) {
            JsonObject o = new JsonObject();
            o.addProperty("grade", g.id());
            o.addProperty("text", g.describe());
            o.addProperty("count", PuzzleBook.shipped().of(g).size());
            grades.add(o);
        }
        JsonObject o = new JsonObject();
        o.add("grades", grades);
        o.add("puzzles", a);
        return Reply.json(o);
    }

    /** {@code POST /api/puzzle}: {@code {"id": "ffo-20"}}, {@code {"grade": "club"}} or {@code {}} (the configured grade). */
    Reply puzzle(Supplier<JsonObject> body) {
        JsonObject o = body.get();
        only(o, Set.of("id", "grade"), "POST /api/puzzle");
        String id = o.has("id") ? string(o, "id") : null;
        PuzzleGrade grade = o.has("grade") ? PuzzleGrade.parse(string(o, "grade")) : null;
        if (id != null) {
            PuzzleBook.shipped().get(id); // an unknown puzzle is refused before the loop is asked
        }
        return game.afterCommand(() -> othelloForPuzzle().startPuzzle(id, grade));
    }

    /** {@code POST /api/puzzle/next}: the next puzzle of the grade being played. */
    Reply nextPuzzle() {
        return game.afterCommand(() -> othelloForPuzzle().nextPuzzle());
    }

    /** {@code POST /api/puzzle/retry}: the puzzle on the board again from its start (set up again). */
    Reply retryPuzzle() {
        return game.afterCommand(() -> othelloForPuzzle().retryPuzzle());
    }

    private OthelloController othelloForPuzzle() {
        if (controller.playing() == GameKind.OCTI) {
            throw new IllegalArgumentException("the board is playing Octi: puzzles are Othello endgames; start an Othello"
                    + " game first");
        }
        return controller.othello();
    }

    private static Side side(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "black", "x" -> Side.BLACK;
            case "white", "o" -> Side.WHITE;
            default -> throw new IllegalArgumentException("side must be \"black\" or \"white\", got '" + WebText.clip(text) + "'");
        };
    }
}
