package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
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
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.DataFiles;
import org.othellier.store.GameExport;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoredGame;
import org.othellier.testing.ApiClient;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * Two boards play a whole WTHOR game against each other through a real Mosquitto (docs/REMOTE.md): each board's
 * person plays on the board, the other board shows the move on its LEDs, and the hands there carry it out. The broker
 * is killed while a move is made and started again; in the second game one board is killed with SIGKILL and
 * restarted, twice. At the end both journals hold the same moves, passes and result, the result is the recorded
 * score, both boards' clocks show the same times for both players (each side's time as its own board kept it), and
 * both boards export the same GGF, to the letter.
 */
@OutsideProgram
class RemoteGameTest {

    /**
     * A board that reviewed the game writes the review's values in its GGF, its own engine's (docs/REMOTE.md): the
     * boards whose exports are compared review nothing by themselves.
     */
    static final String NO_REVIEW = "[review]\nauto = false\n";
    /** anna's player named in her board's {@code [remote]} section; ben's board names its player by its own name. */
    static final String ANNA_LIND = "player = \"Anna Lind\"\n";

    @TempDir
    Path dir;

    /** What happens at the i-th move of the record (0 first) besides the move. */
    interface Outage {
        /** Before the mover lays it out. */
        default void before(int index, Side mover) throws Exception {
        }

        /** Once the mover's board took it, before the far board is looked at. */
        default void taken(int index, Side mover) throws Exception {
        }
    }

    static Wthor.Game record(int index) throws Exception {
        return Wthor.readGames(DataFiles.path("wthor/WTH_2020.wtb")).get(index);
    }

    /** The record with the passes the rules make (O-7), as both boards will hold it. */
    static OthelloGame reference(Wthor.Game record) {
        OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
        for (OthelloMove m : record.moves()) {
            if (g.position().mustPass()) {
                g.play(OthelloMove.PASS);
            }
            g.play(m);
        }
        return g;
    }

    @Test
    void aWholeWthorGameAcrossOneBrokerKilledAndRestartedMidGame() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        Wthor.Game record = record(0);
        OthelloGame reference = reference(record);
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             RemoteSeat.InProcess anna = RemoteSeat.inProcess(dir.resolve("anna"), broker.url(), "anna", "white", "ben",
                     "60m", ANNA_LIND + NO_REVIEW);
             RemoteSeat.InProcess ben = RemoteSeat.inProcess(dir.resolve("ben"), broker.url(), "ben", "black", "anna",
                     "60m", NO_REVIEW)) {
            RemoteSeat.await("the challenge accepted on both boards", () -> anna.service().remote().agreedCode() != null
                    && anna.service().remote().agreedCode().equals(ben.service().remote().agreedCode()));
            play(reference, anna, ben, new Outage() {
                @Override
                public void before(int index, Side mover) throws Exception {
                    if (index == 21) {
                        broker.kill(); // the move is made while the broker is down: its publication fails
                    }
                }

                @Override
                public void taken(int index, Side mover) throws Exception {
                    if (index == 21) {
                        broker.start();
                    }
                }
            });
            finish(record, reference, anna, ben);
            sameGgf(anna, ben, "Anna Lind", "ben");
        }
        sameJournals(reference, dir.resolve("anna"), dir.resolve("ben"));
    }

    @Test
    void oneBoardKilledWithSigkillAndRestartedGoesOnWithTheGame() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        Wthor.Game record = record(3);
        OthelloGame reference = reference(record);
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             RemoteSeat.InProcess anna = RemoteSeat.inProcess(dir.resolve("anna"), broker.url(), "anna", "white", "ben",
                     "60m");
             RemoteSeat.Child ben = RemoteSeat.Child.start(dir.resolve("ben"), broker.url(), "ben", "black", "anna",
                     "60m")) {
            RemoteSeat.await("anna's board agreed a game", () -> anna.service().remote().agreedCode() != null);
            int[] kills = {0};
            play(reference, anna, ben, new Outage() {
                @Override
                public void taken(int index, Side mover) throws Exception {
                    if (index == 15 && mover == Side.WHITE || index == 34 && mover == Side.BLACK) {
                        // 15: ben's own move just journalled, maybe not sent; 34: anna's move on its way to ben
                        ben.kill();
                        ben.start();
                        kills[0]++;
                    }
                }
            });
            assertEquals(2, kills[0], "ben's board was killed twice");
            finish(record, reference, anna, ben);
        }
        sameJournals(reference, dir.resolve("anna"), dir.resolve("ben").resolve("data"));
    }

    @Test
    void aResignationAtOneBoardEndsTheGameOnBoth() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             RemoteSeat.InProcess anna = RemoteSeat.inProcess(dir.resolve("anna"), broker.url(), "anna", "white", "ben",
                     "none", NO_REVIEW);
             RemoteSeat.InProcess ben = RemoteSeat.inProcess(dir.resolve("ben"), broker.url(), "ben", "black", "anna",
                     "none", NO_REVIEW)) {
            RemoteSeat.await("the challenge accepted on both boards", () -> ben.service().remote().agreedCode() != null
                    && ben.service().remote().agreedCode().equals(anna.service().remote().agreedCode()));
            for (String m : List.of("f5", "d6", "c3")) {
                g.play(OthelloMove.parse(m));
            }
            play(g, anna, ben, new Outage() { });
            // ben (White, to move) gives up at his board (O-14), scored as a flag fall would be: 62-2
            HttpResponse<String> r = new ApiClient("http://127.0.0.1:" + ben.service().port(), RemoteSeat.PIN)
                    .send("POST", "/api/resign", "{\"side\": \"white\"}");
            assertEquals(200, r.statusCode(), r.body());
            RemoteSeat.await("anna's board ends the game", () -> anna.snapshot().result() != null);
            assertEquals(OthelloResult.Reason.RESIGNATION, anna.snapshot().result().reason());
            assertEquals(ben.snapshot().result().score(), anna.snapshot().result().score());
            assertEquals(Side.BLACK, anna.snapshot().result().winner());
            assertTrue(sameGgf(anna, ben, "anna", "ben").contains("RE[+60.000:r]"), "a resignation, in both records");
        }
        List<String> onAnna = journalled(dir.resolve("anna"));
        assertEquals(onAnna, journalled(dir.resolve("ben")));
        assertEquals(List.of("move black f5", "move white d6", "move black c3", "resign white null",
                "result black 62-2"), onAnna);
    }

    /**
     * The record's moves: the mover's board takes the move from the discs laid out, the other board shows it on its
     * LEDs and its hands carry it out.
     */
    static void play(OthelloGame reference, RemoteSeat blackBoard, RemoteSeat whiteBoard, Outage outage)
            throws Exception {
        OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
        int index = 0;
        for (OthelloMove m : reference.moves()) {
            if (m.isPass()) {
                g.play(OthelloMove.PASS); // each board plays it by itself (O-7)
                continue;
            }
            Side mover = g.position().toMove();
            RemoteSeat near = mover == Side.BLACK ? blackBoard : whiteBoard;
            RemoteSeat far = mover == Side.BLACK ? whiteBoard : blackBoard;
            outage.before(index++, mover);
            g.play(m);
            int held = g.ply() + (!g.isOver() && g.position().mustPass() ? 1 : 0);
            near.show(g.position());
            RemoteSeat.await("the mover's board took " + m + " (ply " + g.ply() + ")", () -> near.moves().size() >= held);
            outage.taken(index - 1, mover);
            RemoteSeat.await("the far board's LEDs show " + m + " (ply " + g.ply() + ")",
                    () -> m.toString().equals(far.requested()) || far.moves().size() >= held);
            far.show(g.position());
            RemoteSeat.await("the far board took " + m + " (ply " + g.ply() + ")", () -> far.moves().size() >= held);
        }
    }

    static void finish(Wthor.Game record, OthelloGame reference, RemoteSeat black, RemoteSeat white) throws Exception {
        List<String> expected = reference.moves().stream().map(OthelloMove::toString).toList();
        assertEquals(expected, black.moves());
        assertEquals(expected, white.moves());
        int b = reference.position().count(Side.BLACK);
        String recorded = record.blackScore() + "-" + (64 - record.blackScore());
        Object[] onBlack = black.clockAndScore();
        Object[] onWhite = white.clockAndScore();
        assertEquals(recorded, onBlack[2], "the recorded score (" + b + " black discs on the board)");
        assertEquals(recorded, onWhite[2]);
        assertEquals(onBlack[0], onWhite[0], "Black's time as Black's board kept it, on both boards");
        assertEquals(onBlack[1], onWhite[1], "White's time as White's board kept it, on both boards");
    }

    /**
     * Both boards' GGF of their latest game, from {@code GET /api/games/{id}/ggf}: the same text to the letter (the
     * agreed players, start and terms), returned.
     */
    static String sameGgf(RemoteSeat.InProcess one, RemoteSeat.InProcess other, String black, String white)
            throws Exception {
        String ggf = exportedGgf(one);
        assertEquals(ggf, exportedGgf(other), "both boards' GGF exports");
        assertTrue(ggf.contains("PB[" + black + "]PW[" + white + "]"), "the players as agreed: " + ggf);
        return ggf;
    }

    private static String exportedGgf(RemoteSeat.InProcess board) throws Exception {
        ApiClient api = new ApiClient("http://127.0.0.1:" + board.service().port(), RemoteSeat.PIN);
        HttpResponse<String> list = api.send("GET", "/api/games", null);
        assertEquals(200, list.statusCode(), list.body());
        long id = JsonParser.parseString(list.body()).getAsJsonObject().getAsJsonArray("games").get(0).getAsJsonObject()
                .get("id").getAsLong();
        HttpResponse<String> ggf = api.send("GET", "/api/games/" + id + "/ggf", null);
        assertEquals(200, ggf.statusCode(), ggf.body());
        return ggf.body();
    }

    /** Both boards' journals hold the same record: every move and pass in order, the result, and the same GGF. */
    static void sameJournals(OthelloGame reference, Path one, Path other) {
        List<String> a = journalled(one);
        assertEquals(a, journalled(other));
        assertEquals(reference.ply() + 1, a.size(), "every ply once and the result: " + a);
        String ggf = ggf(one);
        assertEquals(ggf, ggf(other), "both journals' GGF");
        assertFalse(ggf.contains("human") || ggf.contains("remote:"), "the players as agreed: " + ggf);
    }

    /** A board's GGF of its latest game, exported from its journal (a board restarted in the game included). */
    static String ggf(Path data) {
        try (Journal j = Journal.openReadOnly(data)) {
            return GameExport.ggf(j.load(j.list().get(0).id()).orElseThrow());
        }
    }

    /** The moves, passes and result a board's journal holds for its latest game. */
    static List<String> journalled(Path data) {
        try (Journal j = Journal.openReadOnly(data)) {
            StoredGame newest = j.list().get(0);
            StoredGame g = j.load(newest.id()).orElseThrow();
            List<String> out = new ArrayList<>();
            for (JournalEntry e : g.entries()) {
                if (List.of("move", "pass", "resign", "result").contains(e.kind())) {
                    out.add(e.kind() + " " + e.side() + " " + e.data());
                }
            }
            assertNotNull(g.result());
            return out;
        }
    }
}
