package org.othellier.web;

import static org.othellier.web.JsonFields.only;
import static org.othellier.web.JsonFields.requiredString;
import static org.othellier.web.JsonFields.string;

import com.google.gson.JsonObject;
import java.util.Locale;
import java.util.Set;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.app.SessionSettings;
import org.othellier.game.GameKind;
import org.othellier.game.Side;
import org.othellier.hw.PageDrivenBoard;
import org.othellier.store.StoreException;

/**
 * The game's part of the API: its state and the commands on it (a new game, pause, resume, the arbiter's
 * set-up, the Octi chooser, the players' resignation and offers). Each command runs on the game's event loop and waits for it, so the answer is
 * the state after the command.
 */
final class GameCommands {

    private final EventLoop loop;
    private final Companion controller;
    private final PageDrivenBoard sim;
    private final SettingsParser settings;

    GameCommands(EventLoop loop, Companion controller, PageDrivenBoard sim, SettingsParser settings) {
        this.loop = loop;
        this.controller = controller;
        this.sim = sim;
        this.settings = settings;
    }

    /** {@code GET /api/state}. */
    Reply state() {
        if (controller.snapshot() == null) {
            throw new Refused(503, "the game is starting; ask again in a moment");
        }
        return stateNow();
    }

    /** The state once the loop has taken everything posted before (a simulated board's frame, say). */
    Reply stateNow() {
        return Reply.json(StateJson.state(loop.call(controller::snapshot), sim));
    }

    /** What the board runs on, as the state names it. */
    String backend() {
        return controller.snapshot().backend();
    }

    /** {@code POST /api/game}. */
    Reply newGame(JsonObject options) {
        SessionSettings s = settings.parse(options);
        return afterCommand(() -> controller.newGame(s));
    }

    Reply pause() {
        return afterCommand(controller::pause);
    }

    Reply resume() {
        return afterCommand(controller::resume);
    }

    /** {@code POST /api/setup/begin}: set-up mode. */
    Reply setupBegin() {
        return afterCommand(controller::beginSetup);
    }

    /** {@code POST /api/setup/cancel}: back to the game. */
    Reply setupCancel() {
        return afterCommand(controller::cancelSetup);
    }

    /** {@code POST /api/setup/take}: the board as it stands is the start of a new game. */
    Reply setupTake(JsonObject o) {
        if (loop.call(controller::playing) == GameKind.OCTI) {
            only(o, Set.of("picture"), "POST /api/setup/take (Octi)");
            String picture = requiredString(o, "picture");
            return afterCommand(() -> controller.takeSetup(null, picture));
        }
        only(o, Set.of("toMove", "position"), "POST /api/setup/take");
        Side side = toMove(requiredString(o, "toMove"), "toMove");
        String position = o.has("position") ? string(o, "position") : null;
        return afterCommand(() -> controller.takeSetup(side, position));
    }

    /** {@code POST /api/octi/choose}: the page's one-tap choice among the moves the sensors cannot tell apart. */
    Reply octiChoose(JsonObject o) {
        only(o, Set.of("move"), "POST /api/octi/choose");
        String move = requiredString(o, "move");
        return afterCommand(() -> controller.choose(move));
    }

    /** {@code POST /api/resign}: a player gives the game up. */
    Reply resign(JsonObject o) {
        only(o, Set.of("side"), "POST /api/resign");
        Side side = optionalSide(o, "side");
        return afterCommand(() -> controller.resign(side));
    }

    /** {@code POST /api/offer}: a draw or a takeback offered to the opponent (against the AI, a takeback made at once). */
    Reply offer(JsonObject o) {
        only(o, Set.of("side", "what"), "POST /api/offer");
        Side side = optionalSide(o, "side");
        String what = requiredString(o, "what").strip().toLowerCase(Locale.ROOT);
        return afterCommand(() -> controller.offer(side, what));
    }

    /** {@code POST /api/offer/accept} and {@code .../decline}: the opponent's answer to the offer waiting. */
    Reply answerOffer(JsonObject o, boolean accept) {
        only(o, Set.of("side"), "POST /api/offer/" + (accept ? "accept" : "decline"));
        Side side = optionalSide(o, "side");
        return afterCommand(() -> controller.answerOffer(side, accept));
    }

    /** {@code POST /api/remote/adjourn}: the arbiter adjourns the remote game (docs/REMOTE.md, "Adjournment"). */
    Reply adjourn() {
        return afterCommand(controller::adjourn);
    }

    /** {@code POST /api/remote/resume}: the arbiter takes up the adjourned remote game with {@code code} again. */
    Reply resumeAdjourned(JsonObject o) {
        only(o, Set.of("code"), "POST /api/remote/resume");
        String code = requiredString(o, "code").strip().toUpperCase(Locale.ROOT);
        if (!code.matches("[A-Z2-9]{6}")) {
            throw new IllegalArgumentException("a game's code is six letters and digits (K7Q2XM), not '"
                    + WebText.clip(code) + "'");
        }
        return afterCommand(() -> controller.resumeAdjourned(code));
    }

    private static Side optionalSide(JsonObject o, String key) {
        return o.has(key) && !o.get(key).isJsonNull() ? toMove(string(o, key), key) : null;
    }

    /** A command the journal could not keep: the game says so on the page and the display. */
    void journalFailed(StoreException fault) {
        loop.post(() -> controller.journalFailed(fault));
    }

    Reply afterCommand(Runnable command) {
        return Reply.json(StateJson.state(loop.call(() -> {
            command.run();
            return controller.snapshot();
        }), sim));
    }

    /** {@code black}, {@code white}, or their symbols {@code X} and {@code O}, whole; {@code key} names the field. */
    private static Side toMove(String text, String key) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "black", "x" -> Side.BLACK;
            case "white", "o" -> Side.WHITE;
            default -> throw new IllegalArgumentException(key + " must be \"black\" or \"white\", got '" + WebText.clip(text)
                    + "'");
        };
    }
}
