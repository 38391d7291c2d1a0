package org.othellier.engine.nboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.engine.othello.EngineTime;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Transcript;

/** The NBoard protocol as a GUI speaks it (NboardPlayerTest: an external NBoard engine driven as a player). */
class NboardTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private List<String> serve(String script) throws Exception {
        OthelloEngine engine = new OthelloEngine(1 << 22, Evaluator.shipped(), EngineTime.SYSTEM, 1);
        NboardServer server = new NboardServer(engine, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        server.serve(new StringReader(script));
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void aGuiSessionGetsNamesMovesHintsAndPongs() throws Exception {
        List<String> lines = serve("""
                nboard 2
                set depth 4
                set game (;GM[Othello]PC[NBoard]PB[me]PW[you]RE[?]TI[5:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5//1.2]W[F6]B[E6];)
                move D6/0.5/1.0
                ping 1
                go
                hint 3
                ping 2
                """);
        assertEquals("set myname othellier", lines.get(0));
        assertEquals("pong 1", lines.get(1));
        String answer = lines.stream().filter(l -> l.startsWith("===")).findFirst().orElseThrow();
        OthelloMove m = OthelloMove.parse(answer.substring(4).split("/")[0]);
        assertTrue(Transcript.replay(OthelloVariant.OTHELLO, "f5f6e6d6").position().isLegal(m), answer);
        assertEquals(3, lines.stream().filter(l -> l.startsWith("search ")).count(), String.join("\n", lines));
        assertEquals("pong 2", lines.get(lines.size() - 1));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void badMessagesAreRefusedWithTheReasonAndChangeNothing() throws Exception {
        List<String> lines = serve("""
                set game (;GM[Othello]TY[8]B[F5];)
                move Z9
                move A1
                set depth many
                set game (;GM[Othello]B[F5
                frobnicate
                go
                """);
        String errors = err.toString(StandardCharsets.UTF_8);
        assertTrue(errors.contains("'move Z9'"), errors);
        assertTrue(errors.contains("a1") || errors.contains("A1"), errors);
        assertTrue(errors.contains("not a whole number"), errors);
        assertTrue(errors.contains("no closing"), errors);
        assertTrue(errors.contains("unknown command 'frobnicate'"), errors);
        // The game is still f5, White to move: the engine answers with a legal White move.
        String answer = lines.stream().filter(l -> l.startsWith("===")).findFirst().orElseThrow();
        OthelloMove m = OthelloMove.parse(answer.substring(4).split("/")[0]);
        assertTrue(Transcript.replay(OthelloVariant.OTHELLO, "f5").position().isLegal(m), answer);
    }
}
