package org.othellier.formats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Transcript;

class GgfTest {

    private static final String SERVER_GAME = "(;GM[Othello]PC[GGS/os]DT[2003.12.15_13:24:03.MST]PB[Saio1200]PW[Zebra]"
            + "RB[2197.01]RW[2449.20]TI[05:00//02:00]TY[8]RE[-10.000]BO[8 -------- -------- -------- ---O*--- ---*O--- "
            + "-------- -------- -------- *]B[F5//0.01]W[D6/-1.5/0.02]B[C3]W[D3]B[C4];)";

    @Test
    void readsAServerGameWithPlayersTimeResultAndMoves() {
        List<Ggf.GgfGame> games = Ggf.parseAll(SERVER_GAME + "\n" + SERVER_GAME);
        assertEquals(2, games.size());
        Ggf.GgfGame g = games.get(0);
        assertEquals("Saio1200", g.black());
        assertEquals("Zebra", g.white());
        assertEquals("05:00//02:00", g.property("TI"));
        assertEquals("2003.12.15_13:24:03.MST", g.property("DT"));
        assertEquals(-10.0, g.resultDifference());
        assertFalse(g.endedEarly());
        assertEquals(List.of("f5", "d6", "c3", "d3", "c4"), g.moves().stream().map(OthelloMove::toString).toList());
        assertEquals(Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3d3c4").position(), g.replay().position());
    }

    @Test
    void writesWhatItReads() {
        OthelloGame game = Transcript.replay(OthelloVariant.of(10, org.othellier.game.othello.Start.OTHELLO), "e4 f4 g5");
        String text = Ggf.format(game, "Ann [club]", "Bob", "2026-11-22", "25:00", "+4.000:t");
        Ggf.GgfGame back = Ggf.parseAll(text).get(0);
        assertEquals("Ann [club]", back.black());
        assertEquals(10, back.start().size());
        assertEquals(game.moves(), back.moves());
        assertEquals(game.position(), back.replay().position());
        assertTrue(back.endedEarly());
        assertEquals(4.0, back.resultDifference());
    }

    @Test
    void movesCarryTheReviewsValuesAndTheyReadBack() {
        OthelloGame game = Transcript.replay(OthelloVariant.OTHELLO, "f5 d6 c3");
        java.util.Map<String, String> props = new java.util.LinkedHashMap<>();
        props.put("PB", "a");
        String text = Ggf.format(props, game.start(), game.moves(), java.util.Arrays.asList(-1.2, null, 12.0));
        assertTrue(text.contains("B[F5/-1.20]W[D6]B[C3/12.00]"), text);
        Ggf.GgfGame back = Ggf.parseAll(text).get(0);
        assertEquals(game.moves(), back.moves());
        assertEquals(java.util.Arrays.asList(-1.2, null, 12.0), back.evaluations());
        // a server's move with an evaluation and a time reads the same way
        assertEquals(java.util.Arrays.asList(0.5, null), Ggf.parseAll("(;GM[Othello]B[f5/0.50/1.2]W[d6//3];)").get(0).evaluations());
        // evaluations put into a GGF text someone else wrote: only the move nodes change
        String other = Ggf.withEvaluations("(;GM[Othello]PB[B[x\\]]C[a]B[f5]W[d6//7]B[PA];)", java.util.Arrays.asList(1.0, -2.5, null));
        assertEquals("(;GM[Othello]PB[B[x\\]]C[a]B[f5/1.00]W[d6/-2.50/7]B[PA];)", other);
        var e = assertThrows(FormatException.class, () -> Ggf.parseAll("(;GM[Othello]B[f5/abc];)"));
        assertTrue(e.getMessage().contains("move 1 B[f5/abc]: the evaluation 'abc' is not a number"), e.getMessage());
    }

    @Test
    void malformedGamesAreRefusedWithTheGameAndTheProperty() {
        var e = assertThrows(FormatException.class, () -> Ggf.parseAll("(;GM[Othello]PB[x;)"));
        assertTrue(e.getMessage().startsWith("game 1"), e.getMessage());
        var bad = assertThrows(FormatException.class, () -> Ggf.parseAll(SERVER_GAME + "(;GM[Othello]B[Z9];)"));
        assertEquals("game 2: move 1 B[Z9]: 'Z9' has no column letter a to j", bad.getMessage());
        var board = assertThrows(FormatException.class, () -> Ggf.parseAll("(;GM[Othello]BO[8 --- *];)"));
        assertTrue(board.getMessage().startsWith("game 1: BO[8 --- *]"), board.getMessage());
    }
}
