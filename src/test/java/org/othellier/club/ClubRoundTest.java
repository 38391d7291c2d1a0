package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.OthelloSnapshot;
import org.othellier.formats.Wthor;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.service.HubService;
import org.othellier.store.DataFiles;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * A club's round as it happens: sixteen boards (each the real service on a simulated board, with its own journal)
 * play sixteen real tournament games (WTHOR) at once while the hub watches; the broker is killed in the middle of
 * the round and started again, and one board's cable is pulled until everybody else has finished. At the end the
 * standings are those of the boards' own results, and every event of every game is on the hub exactly once.
 */
@OutsideProgram
class ClubRoundTest {

    private static final int BOARDS = 16;

    @TempDir
    Path dir;

    /** Complete games (played to the end) from a WTHOR file, as moves. */
    private static List<List<String>> wholeGames(int count) throws Exception {
        List<List<String>> out = new ArrayList<>();
        for (Wthor.Game g : Wthor.readGames(DataFiles.path("wthor/WTH_2020.wtb"))) {
            OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);
            List<String> moves = new ArrayList<>();
            for (OthelloMove m : g.moves()) {
                if (game.position().mustPass()) {
                    game.play(OthelloMove.PASS);
                }
                game.play(m);
                moves.add(m.toString());
            }
            if (game.isOver()) {
                out.add(moves);
                if (out.size() == count) {
                    return out;
                }
            }
        }
        throw new IllegalStateException("fewer than " + count + " whole games in the file");
    }

    @Test
    void sixteenBoardsPlayARoundThroughABrokerRestartAndACutCable() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        List<List<String>> games = wholeGames(BOARDS);
        List<ClubBoard> boards = new ArrayList<>();
        ExecutorService hands = Executors.newFixedThreadPool(BOARDS);
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             CuttableLink cable = new CuttableLink(broker.port())) {
            HubService hub = ClubHubTest.startHub(dir.resolve("hub"), broker.url());
            try {
                for (int i = 1; i <= BOARDS; i++) {
                    String name = String.format("board-%02d", i);
                    boards.add(ClubBoard.start(dir.resolve(name), i == 5 ? cable.url() : broker.url(), name, "none"));
                }
                ClubBoard.await("every board online on the hub", () -> hub.hub().boards().size() == BOARDS
                        && hub.hub().boards().asList().stream().allMatch(b -> b.getAsJsonObject().get("online").getAsBoolean()));
                hub.hub().create("Club championship", 8, false);
                for (int i = 1; i <= 2 * BOARDS; i++) {
                    hub.hub().addPlayer("Player " + i, 2000 - 10 * i);
                }
                hub.hub().pair(null);
                JsonObject sent = hub.hub().sendRound(1, null, "30m");
                for (JsonElement a : sent.getAsJsonArray("boards")) {
                    assertTrue(a.getAsJsonObject().get("ok").getAsBoolean(), sent.toString());
                }
                JsonObject started = hub.hub().startRound(1);
                for (JsonElement a : started.getAsJsonArray("boards")) {
                    assertTrue(a.getAsJsonObject().get("ok").getAsBoolean(), started.toString());
                }
                for (ClubBoard b : boards) {
                    assertTrue(b.snapshot().clock().started(), b.name + "'s clock started with the round");
                }

                Phaser phases = new Phaser(BOARDS + 1);
                List<Future<?>> playing = new ArrayList<>();
                for (int i = 0; i < BOARDS; i++) {
                    ClubBoard board = boards.get(i);
                    List<String> moves = games.get(i);
                    playing.add(hands.submit(() -> {
                        int[] ends = {20, 36, moves.size()};
                        int at = 0;
                        for (int phase = 0; phase < 3; phase++) {
                            for (; at < ends[phase]; at++) {
                                board.play(moves.get(at));
                            }
                            phases.arriveAndAwaitAdvance();
                        }
                        return null;
                    }));
                }
                phases.awaitAdvanceInterruptibly(phases.arrive(), 120, TimeUnit.SECONDS); // twenty moves on every board
                broker.kill();
                cable.cut();
                phases.awaitAdvanceInterruptibly(phases.arrive(), 120, TimeUnit.SECONDS); // sixteen more without a broker
                broker.start();
                phases.awaitAdvanceInterruptibly(phases.arrive(), 120, TimeUnit.SECONDS); // to the end
                for (Future<?> f : playing) {
                    f.get(10, TimeUnit.SECONDS);
                }
                ClubBoard.await("every result but board-05's on the hub", () -> results(hub).size() == BOARDS - 1);
                ClubBoard.await("board-05 shown offline on the hub while its cable is out",
                        () -> !hub.hub().board("board-05").get("online").getAsBoolean());
                cable.mend();
                ClubBoard.await("the whole round on the hub", () -> results(hub).size() == BOARDS);

                Map<String, Double> expected = new HashMap<>();
                JsonArray tables = round(hub).getAsJsonArray("tables");
                for (int i = 0; i < BOARDS; i++) {
                    ClubBoard board = boards.get(i);
                    OthelloSnapshot s = board.snapshot();
                    assertEquals("over", s.status(), board.name);
                    long game = s.gameId();
                    // a result can come before a move lost with the broker is asked for again: the hub gets it soon after
                    ClubBoard.await(board.name + ": every move on the hub", () -> s.moves().equals(hub.hub().moves(board.name, game)));
                    JsonArray events = hub.hub().events(board.name, game);
                    for (int k = 0; k < events.size(); k++) {
                        assertEquals(k, events.get(k).getAsJsonObject().get("seq").getAsInt(),
                                board.name + ": the hub holds each event once, none missing");
                    }
                    assertEquals("result", events.get(events.size() - 1).getAsJsonObject().get("kind").getAsString());
                    JsonObject table = tables.get(i).getAsJsonObject();
                    assertEquals(board.name, table.get("board").getAsString());
                    JsonObject r = table.getAsJsonObject("result");
                    assertEquals(s.result().black() + "-" + s.result().white(), r.get("black").getAsInt() + "-"
                            + r.get("white").getAsInt(), board.name);
                    double black = s.result().winner() == null ? 0.5 : s.result().black() > s.result().white() ? 1 : 0;
                    expected.put(table.get("black").getAsString(), black);
                    expected.put(table.get("white").getAsString(), 1 - black);
                }
                for (JsonElement e : hub.hub().tournament().getAsJsonArray("standings")) {
                    JsonObject st = e.getAsJsonObject();
                    assertEquals(expected.get(st.get("name").getAsString()), st.get("points").getAsDouble(), st.toString());
                }
                String ggf = hub.hub().roundGgf(1);
                assertEquals(BOARDS, ggf.lines().count());
            } finally {
                hands.shutdownNow();
                for (ClubBoard b : boards) {
                    b.close();
                }
                hub.close();
            }
        }
    }

    private static JsonObject round(HubService hub) {
        return hub.hub().tournament().getAsJsonArray("rounds").get(0).getAsJsonObject();
    }

    private static List<JsonObject> results(HubService hub) {
        List<JsonObject> out = new ArrayList<>();
        for (JsonElement t : round(hub).getAsJsonArray("tables")) {
            if (!t.getAsJsonObject().get("result").isJsonNull()) {
                out.add(t.getAsJsonObject());
            }
        }
        return out;
    }
}
