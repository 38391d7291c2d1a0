package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.club.MosquittoProcess;
import org.othellier.formats.Wthor;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.GameExport;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoredGame;
import org.othellier.testing.ApiClient;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * A remote game adjourned after a long outage and taken up again from both journals (docs/REMOTE.md, "Adjournment"),
 * through a real Mosquitto: anna (Black) and ben (White) play the first moves of a WTHOR game; the broker is killed,
 * ben makes his move at his board while it is down, and once ben's board has been away past the grace anna's arbiter
 * adjourns alone. With the broker back, ben's board takes anna's adjournment. Both services are stopped and started
 * again; each arbiter takes the game up with its code: the two records agree (ben's has one move more, which anna's
 * board gets from his journal and shows on its LEDs), the clocks are as the adjournment kept them, and the game is
 * played to its end: both journals hold the same record, with the recorded score.
 */
@OutsideProgram
class RemoteAdjournBrokerTest {

    @TempDir
    Path dir;

    @Test
    void aGameAdjournedAfterALongOutageIsTakenUpFromBothJournalsAndPlayedToItsEnd() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        Wthor.Game record = RemoteGameTest.record(1);
        OthelloGame reference = RemoteGameTest.reference(record);
        int cut = whiteToMoveAfter(reference, 20);
        OthelloGame before = new OthelloGame(OthelloVariant.OTHELLO);
        for (int i = 0; i < cut; i++) {
            before.play(reference.moves().get(i));
        }
        String code;
        long blackAtAdjournment;
        long whiteAtAdjournment;
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of())) {
            try (RemoteSeat.InProcess anna = seat(broker, "anna", "white", "ben");
                 RemoteSeat.InProcess ben = seat(broker, "ben", "black", "anna")) {
                RemoteSeat.await("the challenge accepted on both boards", () -> anna.service().remote().agreedCode() != null
                        && anna.service().remote().agreedCode().equals(ben.service().remote().agreedCode()));
                code = anna.service().remote().agreedCode();
                RemoteGameTest.play(before, anna, ben, new RemoteGameTest.Outage() { });

                broker.kill();
                OthelloGame g = before.copy();
                g.play(reference.moves().get(cut));
                ben.show(g.position()); // ben's move, kept by his board alone
                RemoteSeat.await("ben's board took its move", () -> ben.moves().size() == cut + 1);
                RemoteSeat.await("ben's clock stands on anna's board", () -> anna.snapshot().clock().stands() != null);
                HttpResponse<String> adjourned = api(anna).send("POST", "/api/remote/adjourn", "{}");
                assertEquals(200, adjourned.statusCode(), adjourned.body());
                assertEquals("adjourned", anna.snapshot().status());
                blackAtAdjournment = anna.snapshot().clock().black();

                broker.start();
                RemoteSeat.await("ben's board takes anna's adjournment", () -> "adjourned".equals(ben.snapshot().status()));
                assertTrue(ben.snapshot().messages().stream().anyMatch(m -> m.text().startsWith(
                        "anna's board adjourned the game")), String.valueOf(ben.snapshot().messages()));
                whiteAtAdjournment = ben.snapshot().clock().white();
                assertEquals(cut, anna.moves().size());
                assertEquals(cut + 1, ben.moves().size());
            }

            try (RemoteSeat.InProcess anna = seat(broker, "anna", "white", "ben");
                 RemoteSeat.InProcess ben = seat(broker, "ben", "black", "anna")) {
                HttpResponse<String> unknown = api(anna).send("POST", "/api/remote/resume", "{\"code\": \"ZZZZZZ\"}");
                assertEquals(400, unknown.statusCode(), unknown.body());
                assertTrue(unknown.body().contains("this board holds no remote game ZZZZZZ"), unknown.body());

                resume(anna, code);
                assertEquals("paused", anna.snapshot().status(), "taken up paused until both records agree");
                assertEquals(blackAtAdjournment, anna.snapshot().clock().black(), "anna's time as the adjournment kept it");
                resume(ben, code);
                RemoteSeat.await("both boards agree and play on", () -> "playing".equals(anna.snapshot().status())
                        && "playing".equals(ben.snapshot().status()));
                assertTrue(anna.snapshot().messages().stream().anyMatch(m -> m.text().contains(
                        "both boards agree on the record of game " + code + " (" + cut + " moves here, " + (cut + 1)
                                + " on ben's board")), String.valueOf(anna.snapshot().messages()));

                OthelloMove missing = reference.moves().get(cut);
                RemoteSeat.await("anna's LEDs show ben's move from his journal", () -> missing.toString().equals(
                        anna.requested()));
                OthelloGame g = before.copy();
                g.play(missing);
                anna.show(g.position());
                RemoteSeat.await("anna's board took it", () -> anna.moves().size() == cut + 1);
                assertEquals(whiteAtAdjournment, anna.snapshot().clock().white(),
                        "ben's time as his board kept it when it adjourned");

                playFrom(reference, cut + 1, anna, ben);
                RemoteGameTest.finish(record, reference, anna, ben);

                HttpResponse<String> over = api(anna).send("POST", "/api/remote/resume", "{\"code\": \"" + code + "\"}");
                assertEquals(400, over.statusCode(), over.body());
                assertTrue(over.body().contains("game " + code + " against ben is over here"), over.body());
            }
        }
        // the adjournment follows the moves each board had: ben's journal holds his move made in the outage before it
        List<String> onAnna = journalled(dir.resolve("anna"));
        List<String> onBen = journalled(dir.resolve("ben"));
        assertEquals(cut, onAnna.indexOf("adjourn"), "anna's board adjourned with " + cut + " moves: " + onAnna);
        assertEquals(cut + 1, onBen.indexOf("adjourn"), "ben's with his move more: " + onBen);
        onAnna.remove("adjourn");
        onBen.remove("adjourn");
        assertEquals(onAnna, onBen, "the same moves, passes and result");
        assertEquals(reference.ply() + 1, onAnna.size(), "every ply once and the result: " + onAnna);
        String ggf = adjournedGgf(dir.resolve("anna"));
        assertEquals(ggf, adjournedGgf(dir.resolve("ben")), "one record, adjourned and taken up again: the same GGF");
        assertTrue(ggf.contains("PB[anna]PW[ben]"), "the players as agreed: " + ggf);
    }

    /**
     * While both boards are there, adjourning is an offer: anna's arbiter offers after her move, ben's page shows it,
     * and ben's arbiter's adjournment accepts it; both games end adjourned after the same move.
     */
    @Test
    void whileBothBoardsAreThereAnAdjournmentOfferedIsAcceptedAtTheFarBoard() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             RemoteSeat.InProcess anna = seat(broker, "anna", "white", "ben");
             RemoteSeat.InProcess ben = seat(broker, "ben", "black", "anna")) {
            RemoteSeat.await("the challenge accepted on both boards", () -> anna.service().remote().agreedCode() != null
                    && anna.service().remote().agreedCode().equals(ben.service().remote().agreedCode()));
            OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
            g.play(OthelloMove.parse("f5"));
            RemoteGameTest.play(g, anna, ben, new RemoteGameTest.Outage() { });
            HttpResponse<String> offered = api(anna).send("POST", "/api/remote/adjourn", "{}");
            assertEquals(200, offered.statusCode(), offered.body());
            assertEquals("playing", anna.snapshot().status(), "an offer while ben's board is there");
            RemoteSeat.await("ben's page shows anna's offer", () -> ben.snapshot().offer() != null);
            HttpResponse<String> accepted = api(ben).send("POST", "/api/remote/adjourn", "{}");
            assertEquals(200, accepted.statusCode(), accepted.body());
            assertEquals("adjourned", ben.snapshot().status());
            RemoteSeat.await("anna's board takes ben's answer", () -> "adjourned".equals(anna.snapshot().status()));
        }
        for (String board : List.of("anna", "ben")) {
            try (Journal j = Journal.openReadOnly(dir.resolve(board))) {
                StoredGame g = j.load(j.list().get(0).id()).orElseThrow();
                assertEquals("adjourned", g.status(), board);
                assertEquals(List.of("move black f5", "offer black adjourn", "offer-accepted white adjourn",
                        "adjourn null agreed"), g.entries().stream()
                        // the agreed header (names, start) is the record's, checked by RemoteRecordTest
                        .filter(e -> !e.kind().startsWith("clock") && !e.kind().equals("agreed"))
                        .map(e -> e.kind() + " " + e.side() + " " + e.data()).toList(), board);
            }
        }
    }

    private RemoteSeat.InProcess seat(MosquittoProcess broker, String name, String farSide, String far) throws Exception {
        return RemoteSeat.inProcess(dir.resolve(name), broker.url(), name, farSide, far, "60m", "grace-s = 1\n");
    }

    private static ApiClient api(RemoteSeat.InProcess seat) {
        return new ApiClient("http://127.0.0.1:" + seat.service().port(), RemoteSeat.PIN);
    }

    private static void resume(RemoteSeat.InProcess seat, String code) throws Exception {
        HttpResponse<String> r = api(seat).send("POST", "/api/remote/resume", "{\"code\": \"" + code + "\"}");
        assertEquals(200, r.statusCode(), r.body());
    }

    /** The first ply at or after {@code from} where White is to move and plays, with no pass just after. */
    private static int whiteToMoveAfter(OthelloGame reference, int from) {
        for (int ply = from; ply + 1 < reference.ply(); ply++) {
            if (reference.positionAt(ply).toMove() == Side.WHITE && !reference.moves().get(ply).isPass()
                    && !reference.moves().get(ply + 1).isPass() && ply > 0 && !reference.moves().get(ply - 1).isPass()) {
                return ply;
            }
        }
        throw new AssertionError("no such ply");
    }

    /** The record's moves from ply {@code from} on, as {@link RemoteGameTest#play} plays them from the start. */
    private static void playFrom(OthelloGame reference, int from, RemoteSeat black, RemoteSeat white) throws Exception {
        OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
        for (int i = 0; i < from; i++) {
            g.play(reference.moves().get(i));
        }
        for (int i = from; i < reference.ply(); i++) {
            OthelloMove m = reference.moves().get(i);
            if (m.isPass()) {
                g.play(OthelloMove.PASS);
                continue;
            }
            Side mover = g.position().toMove();
            RemoteSeat near = mover == Side.BLACK ? black : white;
            RemoteSeat far = mover == Side.BLACK ? white : black;
            g.play(m);
            int held = g.ply() + (!g.isOver() && g.position().mustPass() ? 1 : 0);
            near.show(g.position());
            RemoteSeat.await("the mover's board took " + m, () -> near.moves().size() >= held);
            RemoteSeat.await("the far board's LEDs show " + m, () -> m.toString().equals(far.requested())
                    || far.moves().size() >= held);
            far.show(g.position());
            RemoteSeat.await("the far board took " + m, () -> far.moves().size() >= held);
        }
    }

    /** The GGF export of the board's game that was adjourned, from its journal. */
    private static String adjournedGgf(Path data) {
        return GameExport.ggf(adjourned(data));
    }

    /** The moves, passes, adjournments and result of the board's game that was adjourned. */
    private static List<String> journalled(Path data) {
        StoredGame g = adjourned(data);
        List<String> out = new ArrayList<>();
        for (JournalEntry e : g.entries()) {
            if (List.of("move", "pass", "result").contains(e.kind())) {
                out.add(e.kind() + " " + e.side() + " " + e.data());
            } else if (e.kind().equals("adjourn")) {
                out.add("adjourn");
            }
        }
        assertEquals("finished", g.status());
        return out;
    }

    /** The board's game that holds an adjournment, read from its journal. */
    private static StoredGame adjourned(Path data) {
        try (Journal j = Journal.openReadOnly(data)) {
            for (StoredGame listed : j.list()) {
                StoredGame g = j.load(listed.id()).orElseThrow();
                if (g.entries().stream().anyMatch(e -> e.kind().equals("adjourn"))) {
                    return g;
                }
            }
            throw new AssertionError("no adjourned game in " + data);
        }
    }
}
