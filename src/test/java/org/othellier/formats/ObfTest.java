package org.othellier.formats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.DataFiles;

class ObfTest {

    @Test
    void readsTheFfoPositionsWithTheirScoredMoves() throws IOException {
        Obf.Parsed parsed = Obf.read(Files.newBufferedReader(DataFiles.path("ffo/ffo40-79.obf")), OthelloVariant.OTHELLO);
        assertEquals(40, parsed.entries().size());
        assertTrue(parsed.errors().isEmpty());
        Obf.Entry ffo40 = parsed.entries().get(0);
        assertEquals(Side.BLACK, ffo40.position().toMove());
        assertEquals(new Obf.ScoredMove(OthelloMove.parse("a2"), 38), ffo40.knownMoves().get(0));
        assertEquals(38, ffo40.bestScore());
        assertEquals("FFO #40", ffo40.comment());
        assertEquals(ffo40.position().squares() + " X;", Obf.format(ffo40.position()));
    }

    @Test
    void aBadLineIsRefusedWithItsNumberAndTheRestIsRead() throws IOException {
        String good = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38;";
        String text = String.join("\n",
                good,
                "% a comment",
                good.replace(" X;", " Z;"),
                good.substring(0, 60) + " X;",
                "-".repeat(64) + " X;",
                good.replace("A2:+38", "A2:lots"),
                good);
        Obf.Parsed parsed = Obf.read(new StringReader(text), OthelloVariant.OTHELLO);
        assertEquals(2, parsed.entries().size());
        assertEquals(7, parsed.entries().get(1).line());
        assertEquals(4, parsed.errors().size());
        assertEquals("line 3: side to move 'Z' is not X or O", parsed.errors().get(0).getMessage());
        assertEquals("line 4: the board has 60 squares, expected 64", parsed.errors().get(1).getMessage());
        assertTrue(parsed.errors().get(2).getMessage().startsWith("line 5: illegal position: centre square d4 is empty"),
                parsed.errors().get(2).getMessage());
        assertTrue(parsed.errors().get(3).getMessage().startsWith("line 6: scored move 'A2:lots'"),
                parsed.errors().get(3).getMessage());
    }
}
