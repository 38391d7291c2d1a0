package org.othellier.web;

import static org.othellier.web.JsonFields.only;
import static org.othellier.web.JsonFields.requiredString;
import static org.othellier.web.JsonFields.string;

import com.google.gson.JsonObject;
import java.util.Locale;
import java.util.Set;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.app.OthelloSnapshot;
import org.othellier.app.SessionView;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.hw.PageDrivenBoard;
import org.othellier.phone.PhoneInvitation;
import org.othellier.phone.PhonePlayers;

/**
 * The phone opponent's part of the API (docs/API.md, "A phone as the far opponent"): the arbiter's invitation, and what
 * the invitation's token allows, checked here on the game's loop after the guard found the token: the invitation's
 * game must be the board's game and not over, and a move is taken only when it is the phone's side to move and legal.
 */
final class PhoneApi {

    private final EventLoop loop;
    private final Companion controller;
    private final PageDrivenBoard sim;
    private final PhonePlayers phones;

    PhoneApi(EventLoop loop, Companion controller, PageDrivenBoard sim, PhonePlayers phones) {
        this.loop = loop;
        this.controller = controller;
        this.sim = sim;
        this.phones = phones;
    }

    /** {@code POST /api/phone/invite}: a new link for the phone side of the game in play (the one before is void). */
    Reply invite(JsonObject o) {
        only(o, Set.of("side"), "POST /api/phone/invite");
        Side asked = o.has("side") ? side(string(o, "side")) : null;
        PhoneInvitation i = loop.call(() -> {
            OthelloSnapshot s = othello(controller.snapshot());
            if ("over".equals(s.status())) {
                throw new IllegalArgumentException("game " + s.gameId() + " is over: start a new game with a phone player");
            }
            Side side = asked;
            if (side == null) {
                for (Side x : Side.values()) {
                    if (s.settings().player(x).kind() == PlayerSpec.Kind.PHONE) {
                        side = side == null ? x : null;
                    }
                }
                if (side == null) {
                    throw new IllegalArgumentException(phoneSides(s) == 0 ? noPhone(s)
                            : "both sides are phone players: say which side the link is for (\"side\": \"black\")");
                }
            }
            PlayerSpec p = s.settings().player(side);
            if (p.kind() != PlayerSpec.Kind.PHONE) {
                throw new IllegalArgumentException(sideName(side) + " is " + p + " in game " + s.gameId()
                        + ", not a phone player: start a game with \"" + side.name().toLowerCase(Locale.ROOT)
                        + "\": \"phone:NAME\"");
            }
            return phones.invite(s.gameId(), side, p.board());
        });
        JsonObject r = invitation(i);
        return Reply.json(r);
    }

    /** {@code GET /api/play/{token}}: what the invitation is for, and the game as it stands. */
    Reply info(PhoneInvitation i) {
        JsonObject r = invitation(i);
        r.add("state", StateJson.state(loop.call(() -> current(i)), sim));
        return Reply.json(r);
    }

    /** {@code POST /api/play/{token}/move}: the phone's move, shown on the LEDs for the person at the board. */
    Reply move(PhoneInvitation i, JsonObject o) {
        only(o, Set.of("move"), "POST /api/play/.../move");
        OthelloMove m = OthelloMove.parse(requiredString(o, "move"));
        return Reply.json(StateJson.state(loop.call(() -> {
            OthelloSnapshot s = current(i);
            if (!"playing".equals(s.status())) {
                throw new IllegalArgumentException("the game is " + s.status() + ": moves wait until play resumes");
            }
            if (s.toMove() != i.side()) {
                throw new IllegalArgumentException("it is " + sideName(s.toMove()) + "'s turn, at the board: wait"
                        + " for their move");
            }
            if (s.requested() != null) {
                throw new IllegalArgumentException("your move " + s.requested() + " is on the board's lights: the person"
                        + " at the board carries it out");
            }
            OthelloGame game = controller.othello().game();
            phones.send(game, m);
            return s;
        }), sim));
    }

    /** {@code POST /api/play/{token}/resign}: the phone's player gives the game up (O-14). */
    Reply resign(PhoneInvitation i, JsonObject o) {
        only(o, Set.of(), "POST /api/play/.../resign");
        return Reply.json(StateJson.state(loop.call(() -> {
            current(i);
            controller.othello().far().resigned(i.side(), controller.othello().game().ply());
            return controller.snapshot();
        }), sim));
    }

    /**
     * {@code POST /api/play/{token}/offer} with {@code {"what": "draw"}} or {@code {"what": "takeback"}}: a draw (O-15),
     * or a takeback of the phone's last move, offered to the board's person, who answers it as any offer. A takeback
     * goes by the board's rules (casual games only, back to the phone's previous turn) and is refused while the phone's
     * move still waits on the LEDs: it is not on the board yet, and taking back the move before it would surprise both.
     */
    Reply offer(PhoneInvitation i, JsonObject o) {
        only(o, Set.of("what"), "POST /api/play/.../offer");
        String what = requiredString(o, "what").strip().toLowerCase(Locale.ROOT);
        if (!what.equals("draw") && !what.equals("takeback")) {
            throw new IllegalArgumentException("a phone offers a draw or a takeback (\"what\": \"draw\" or"
                    + " \"takeback\"), not '" + WebText.clip(what) + "'");
        }
        return Reply.json(StateJson.state(loop.call(() -> {
            OthelloSnapshot s = current(i);
            if (what.equals("takeback") && s.requested() != null && s.toMove() == i.side()) {
                throw new IllegalArgumentException("your move " + s.requested() + " is on the board's lights: once the"
                        + " person at the board has carried it out, ask to take it back");
            }
            controller.othello().far().offeredOnPhone(i.side(), what);
            return controller.snapshot();
        }), sim));
    }

    /** {@code POST /api/play/{token}/offer/accept} and {@code .../decline}: the phone's answer to the board's offer. */
    Reply answer(PhoneInvitation i, JsonObject o, boolean accept) {
        only(o, Set.of(), "POST /api/play/.../offer/" + (accept ? "accept" : "decline"));
        return Reply.json(StateJson.state(loop.call(() -> {
            current(i);
            controller.othello().far().answeredOnPhone(i.side(), accept);
            return controller.snapshot();
        }), sim));
    }

    /** The board's game when it is the invitation's and goes on (on the loop); refused naming why otherwise. */
    private OthelloSnapshot current(PhoneInvitation i) {
        OthelloSnapshot s = othello(controller.snapshot());
        if (s.gameId() != i.gameId()) {
            throw new Refused(403, "this invitation was for game " + i.gameId() + "; the board plays game " + s.gameId()
                    + " now: ask the arbiter for a new link");
        }
        return s;
    }

    private static OthelloSnapshot othello(SessionView v) {
        if (!(v instanceof OthelloSnapshot s)) {
            throw new IllegalArgumentException("the board plays Octi: a phone plays Othello only");
        }
        return s;
    }

    private static int phoneSides(OthelloSnapshot s) {
        int n = 0;
        for (Side x : Side.values()) {
            n += s.settings().player(x).kind() == PlayerSpec.Kind.PHONE ? 1 : 0;
        }
        return n;
    }

    private static String noPhone(OthelloSnapshot s) {
        return "game " + s.gameId() + " has no phone player (Black " + s.settings().black() + ", White "
                + s.settings().white() + "): start a game with \"white\": \"phone:NAME\" first";
    }

    private static JsonObject invitation(PhoneInvitation i) {
        JsonObject r = new JsonObject();
        r.addProperty("gameId", i.gameId());
        r.addProperty("side", i.side().name().toLowerCase(Locale.ROOT));
        r.addProperty("name", i.name());
        r.addProperty("path", i.path());
        return r;
    }

    private static Side side(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "black" -> Side.BLACK;
            case "white" -> Side.WHITE;
            default -> throw new IllegalArgumentException("side must be \"black\" or \"white\", got '" + WebText.clip(text)
                    + "'");
        };
    }

    private static String sideName(Side s) {
        return s == Side.BLACK ? "Black" : "White";
    }
}
