package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.OthelloReconciler;
import org.othellier.formats.Wthor;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.DataFiles;

/**
 * Real tournament games (WTHOR) played on the simulated board as hands would: a hand hovering, a
 * disc put down on the neighbouring square first and slid over, each flip lifted for a while and
 * put back turned, the clock pressed on a presence board. The service must end every game with
 * the recorded score, for both sensor kinds.
 */
class RealGamesThroughTheBoardTest {

    private static final int GAMES = 10;

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(SensorKind.class)
    void realGamesEndWithTheirRecordedScore(SensorKind kind) throws Exception {
        List<Wthor.Game> all = Wthor.readGames(DataFiles.path("wthor/WTH_2020.wtb"));
        Random random = new Random(2020);
        int played = 0;
        for (int i = 0; played < GAMES && i < all.size(); i += 1 + random.nextInt(25)) {
            Wthor.Game record = all.get(i);
            OthelloGame reference = new OthelloGame(OthelloVariant.OTHELLO);
            for (OthelloMove m : record.moves()) {
                if (reference.position().mustPass()) {
                    reference.play(OthelloMove.PASS);
                }
                reference.play(m);
            }
            if (!reference.isOver()) {
                continue; // stopped early (time, resignation): its recorded count is not the board's
            }
            play(kind, record, reference, dir.resolve("game" + i), random);
            played++;
        }
        assertEquals(GAMES, played);
    }

    private void play(SensorKind kind, Wthor.Game record, OthelloGame reference, Path data, Random random) {
        try (OthelloTable t = new OthelloTable(data, OthelloTable.settings(kind, false))) {
            t.settle();
            OthelloPosition p = OthelloPosition.start(OthelloVariant.OTHELLO);
            SensorFrame discs = t.board.discs();
            List<String> expected = new ArrayList<>();
            for (OthelloMove m : reference.moves()) {
                if (m.isPass()) {
                    continue; // the service plays passes by itself
                }
                Side mover = p.toMove();
                Reading own = OthelloReconciler.reading(mover);
                int sq = m.square(8);
                // a hand hovering over an empty square (a presence sensor may see it) for 80 ms
                int hover = emptySquare(p, random);
                t.frame(discs.with(hover, own)).advance(80).frame(discs).advance(50);
                // the disc goes down on a neighbouring empty square first and is slid over
                int neighbour = emptyNeighbour(p, sq, random);
                if (neighbour >= 0) {
                    t.frame(discs.with(neighbour, own)).advance(120);
                }
                discs = discs.with(sq, own);
                t.frame(discs).advance(300);
                // each flip: lifted for 400 ms (long enough to count as stable), then put back turned
                for (int f : p.flips(m)) {
                    t.frame(discs.with(f, Reading.EMPTY)).advance(400);
                    discs = discs.with(f, own);
                    t.frame(discs).advance(60 + random.nextInt(200));
                }
                t.settle();
                if (kind == SensorKind.PRESENCE) {
                    t.press(mover.opponent()); // the wrong button first: ignored
                    t.press(mover);
                }
                p = p.play(m);
                expected.add(m.toString());
                if (p.mustPass()) {
                    p = p.play(OthelloMove.PASS);
                    expected.add("PA");
                }
                assertEquals(expected, t.state().moves(), "game " + record.number() + " after " + m);
            }
            assertEquals("over", t.state().status(), "game " + record.number());
            assertEquals(record.blackScore(), t.state().result().black(), "game " + record.number() + " score");
            assertEquals(reference.moves().stream().map(OthelloMove::toString).toList(), t.state().moves());
        }
    }

    private static int emptySquare(OthelloPosition p, Random random) {
        List<Integer> empty = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            if (p.at(i) == null) {
                empty.add(i);
            }
        }
        return empty.get(random.nextInt(empty.size()));
    }

    private static int emptyNeighbour(OthelloPosition p, int sq, Random random) {
        List<Integer> n = new ArrayList<>();
        int c = sq % 8;
        int r = sq / 8;
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                int cc = c + dc;
                int rr = r + dr;
                if ((dr != 0 || dc != 0) && cc >= 0 && cc < 8 && rr >= 0 && rr < 8 && p.at(rr * 8 + cc) == null) {
                    n.add(rr * 8 + cc);
                }
            }
        }
        return n.isEmpty() ? -1 : n.get(random.nextInt(n.size()));
    }
}
