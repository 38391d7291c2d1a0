package org.othellier.engine.nboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Transcript;
import org.othellier.testing.OutsideProgram;

/** An external NBoard engine driven as a player: this project's own {@code nboard} command in a second JVM. */
@OutsideProgram
class NboardPlayerTest {

    @Test
    void anExternalEngineIsDrivenAsAPlayer() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        String classPath = System.getProperty("java.class.path");
        List<String> command = List.of(java, "-cp", classPath, "org.othellier.cli.Main", "nboard", "--table-mb", "4");
        try (NboardEnginePlayer player = new NboardEnginePlayer(command, 2, 60_000)) {
            assertEquals("othellier", player.name());
            OthelloGame game = Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3");
            for (int i = 0; i < 4; i++) {
                OthelloMove m = player.play(game, null);
                assertTrue(game.position().isLegal(m), m + " in " + game.position().toObf());
                game.play(m);
            }
        }
    }
}
