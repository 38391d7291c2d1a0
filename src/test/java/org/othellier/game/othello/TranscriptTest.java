package org.othellier.game.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.game.Side;

class TranscriptTest {

    @Test
    void eitherCaseWithOrWithoutSeparatorsReadsTheSame() {
        OthelloPosition expected = Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3d3c4").position();
        for (String text : List.of("F5D6C3D3C4", "f5 d6 c3 d3 c4", "f5-d6-c3-d3-c4", "f5,D6;c3 d3\nc4", " f5d6c3d3c4 ")) {
            assertEquals(expected, Transcript.replay(OthelloVariant.OTHELLO, text).position(), text);
        }
        assertEquals("f5d6c3d3c4", Transcript.replay(OthelloVariant.OTHELLO, "F5 D6 C3 D3 C4").transcript());
    }

    /** O-7: a forced pass may be written PA or left out; either way it is in the game. */
    @Test
    void aForcedPassMayBeWrittenOrLeftOut() {
        OthelloPosition start = OthelloPosition.fromPicture(OthelloVariant.OTHELLO, """
                X O - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                """, Side.WHITE);
        OthelloGame written = Transcript.replay(start, "PA c1");
        OthelloGame omitted = Transcript.replay(start, "c1");
        assertEquals(List.of(OthelloMove.PASS, OthelloMove.parse("c1")), written.moves());
        assertEquals(written.moves(), omitted.moves());
        assertEquals("c1", Transcript.format(written.moves(), false));
        assertEquals("PAc1", Transcript.format(written.moves(), true));
    }

    @Test
    void tenByTenSquaresReadTheirTwoDigitRows() {
        assertEquals(List.of("j10", "a1", "B10", "c9"), Transcript.tokens("j10a1B10c9"));
    }

    @Test
    void anUnreadableTokenNamesTheMoveAndTheToken() {
        var e = assertThrows(TranscriptException.class, () -> Transcript.replay(OthelloVariant.OTHELLO, "f5d6z3"));
        assertEquals(3, e.moveNumber());
        assertEquals("z3", e.token());
        assertEquals("move 3 'z3': 'z3' has no column letter a to j", e.getMessage());
        var noRow = assertThrows(TranscriptException.class, () -> Transcript.replay(OthelloVariant.OTHELLO, "f5d"));
        assertEquals(2, noRow.moveNumber());
        var junk = assertThrows(TranscriptException.class, () -> Transcript.replay(OthelloVariant.OTHELLO, "f5 ?? d6"));
        assertEquals("??", junk.token());
    }

    @Test
    void anIllegalMoveNamesTheMoveTheTokenAndTheRule() {
        var e = assertThrows(TranscriptException.class, () -> Transcript.replay(OthelloVariant.OTHELLO, "f5 d6 a1"));
        assertEquals("move 3 'a1': a1 flanks no line of white discs (O-5)", e.getMessage());
        var occupied = assertThrows(TranscriptException.class, () -> Transcript.replay(OthelloVariant.OTHELLO, "f5f5"));
        assertTrue(occupied.getMessage().contains("not empty"), occupied.getMessage());
        var offBoard = assertThrows(TranscriptException.class, () -> Transcript.replay(OthelloVariant.OTHELLO, "f5 j10"));
        assertTrue(offBoard.getMessage().contains("off the 8x8 board"), offBoard.getMessage());
    }

    @Test
    void aPassThatIsNotForcedIsIllegal() {
        var e = assertThrows(TranscriptException.class, () -> Transcript.replay(OthelloVariant.OTHELLO, "f5 PA"));
        assertEquals(2, e.moveNumber());
        assertTrue(e.getMessage().contains("O-7"), e.getMessage());
    }

    @Test
    void aMoveAfterTheEndIsRefused() {
        OthelloPosition start = OthelloPosition.fromPicture(OthelloVariant.OTHELLO, """
                X O - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                """, Side.BLACK);
        var e = assertThrows(TranscriptException.class, () -> Transcript.replay(start, "c1 d1"));
        assertEquals("move 2 'd1': the game is already over", e.getMessage());
    }

    @Test
    void undoTakesMovesBackOneByOne() {
        OthelloGame game = Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3");
        assertEquals(OthelloMove.parse("c3"), game.undo());
        assertEquals(Transcript.replay(OthelloVariant.OTHELLO, "f5d6").position(), game.position());
        game.undo();
        game.undo();
        assertEquals(OthelloPosition.start(OthelloVariant.OTHELLO), game.position());
        assertThrows(IllegalStateException.class, game::undo);
    }
}
