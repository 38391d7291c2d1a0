package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.Offer;
import org.othellier.club.MosquittoProcess;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.GameExport;
import org.othellier.store.Journal;
import org.othellier.testing.ApiClient;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * Offers across two boards through a real Mosquitto (docs/REMOTE.md): anna (Black) asks for a takeback of f5, ben
 * declines it at his board, she asks again and he accepts: f5 is taken off both records, and her next move, d3, is
 * what ben's LEDs show (not the f5 taken back, which her board sent before). Ben then offers a draw after his move and
 * anna accepts at her board: both boards end 32-32, agree on the result, and hold the same record and GGF.
 */
@OutsideProgram
class RemoteOffersBrokerTest {

    @TempDir
    Path dir;

    @Test
    void aTakebackDeclinedThenAcceptedAndADrawAgreedAcrossTwoBoards() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             RemoteSeat.InProcess anna = RemoteSeat.inProcess(dir.resolve("anna"), broker.url(), "anna", "white", "ben",
                     "10m");
             RemoteSeat.InProcess ben = RemoteSeat.inProcess(dir.resolve("ben"), broker.url(), "ben", "black", "anna",
                     "10m")) {
            RemoteSeat.await("the challenge accepted on both boards", () -> anna.service().remote().agreedCode() != null
                    && anna.service().remote().agreedCode().equals(ben.service().remote().agreedCode()));
            OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
            play(g, "f5", anna, ben);

            post(anna, "/api/offer", "{\"what\": \"takeback\"}");
            RemoteSeat.await("ben's board shows anna's request", () -> ben.snapshot().offer() != null);
            assertEquals(new Offer(Offer.Kind.TAKEBACK, Side.BLACK), ben.snapshot().offer());
            post(ben, "/api/offer/decline", "{}");
            RemoteSeat.await("anna's board hears the refusal", () -> anna.snapshot().offer() == null);
            assertEquals(List.of("f5"), anna.moves());
            assertEquals(List.of("f5"), ben.moves());

            post(anna, "/api/offer", "{\"what\": \"takeback\"}");
            RemoteSeat.await("ben's board shows anna's second request", () -> ben.snapshot().offer() != null);
            post(ben, "/api/offer/accept", "{}");
            RemoteSeat.await("f5 taken back on both boards", () -> anna.moves().isEmpty() && ben.moves().isEmpty());
            g.undo();
            anna.show(g.position());
            ben.show(g.position());

            play(g, "d3", anna, ben);
            play(g, "c5", ben, anna);
            post(ben, "/api/offer", "{\"what\": \"draw\"}");
            RemoteSeat.await("anna's board shows ben's offer", () -> anna.snapshot().offer() != null);
            post(anna, "/api/offer/accept", "{}");
            RemoteSeat.await("both boards end the game", () -> anna.snapshot().result() != null
                    && ben.snapshot().result() != null);
            OthelloResult draw = new OthelloResult(32, 32, null, OthelloResult.Reason.AGREED_DRAW);
            assertEquals(draw, anna.snapshot().result());
            assertEquals(draw, ben.snapshot().result());
            for (RemoteSeat.InProcess board : List.of(anna, ben)) {
                RemoteSeat.await("the boards compared their results", () -> board.snapshot().messages().stream()
                        .anyMatch(m -> m.text().contains("both boards agree on the result: 32-32 (agreed draw)")));
            }
        }
        List<String> onAnna = RemoteGameTest.journalled(dir.resolve("anna"));
        assertEquals(List.of("move black f5", "move black d3", "move white c5", "result null 32-32"), onAnna);
        assertEquals(onAnna, RemoteGameTest.journalled(dir.resolve("ben")));
        assertEquals(ggf(dir.resolve("anna")), ggf(dir.resolve("ben")));
    }

    /** {@code mover} lays out {@code move}; the other board shows it on its LEDs and its hands carry it out. */
    private static void play(OthelloGame g, String move, RemoteSeat.InProcess mover, RemoteSeat.InProcess other)
            throws Exception {
        g.play(OthelloMove.parse(move));
        mover.show(g.position());
        RemoteSeat.await("the mover's board took " + move, () -> mover.moves().size() == g.ply());
        RemoteSeat.await("the far board's LEDs show " + move, () -> move.equals(other.requested()));
        other.show(g.position());
        RemoteSeat.await("the far board took " + move, () -> other.moves().size() == g.ply());
    }

    private static void post(RemoteSeat.InProcess board, String path, String body) throws Exception {
        HttpResponse<String> r = new ApiClient("http://127.0.0.1:" + board.service().port(), RemoteSeat.PIN)
                .send("POST", path, body);
        assertEquals(200, r.statusCode(), path + ": " + r.body());
    }

    /** The board's GGF of its latest game, whole: the players and the date as the two boards agreed them. */
    private static String ggf(Path data) {
        try (Journal j = Journal.openReadOnly(data)) {
            String ggf = GameExport.ggf(j.load(j.list().get(0).id()).orElseThrow(), ZoneOffset.UTC);
            assertNotNull(ggf);
            return ggf;
        }
    }
}
