package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.club.MosquittoProcess;
import org.othellier.config.ConfigSection;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hub.HubConfig;
import org.othellier.service.HubService;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * Spectators on the hub (docs/REMOTE.md): two of a club's boards, each also in a remote game with the other through
 * one real Mosquitto, report it to the club's hub, which lists the game once with both boards' names, the position
 * after each move and the clocks.
 */
@OutsideProgram
class RemoteSpectatorsTest {

    @TempDir
    Path dir;

    @Test
    void aRemoteGameBetweenTwoOfTheClubsBoardsIsShownOnceOnTheHub() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             RemoteSeat.InProcess anna = RemoteSeat.inProcess(dir.resolve("anna"), broker.url(), "anna", "white", "ben",
                     "10m", club(broker, "board-1"));
             RemoteSeat.InProcess ben = RemoteSeat.inProcess(dir.resolve("ben"), broker.url(), "ben", "black", "anna",
                     "10m", club(broker, "board-2"));
             HubService hub = HubService.start(HubConfig.read(ConfigSection.parse("[service]\nport = 0\nbind ="
                     + " \"127.0.0.1\"\ndata = \"" + dir.resolve("hub") + "\"\n[security]\narbiter-pin = \"4321\"\n[club]\n"
                     + "broker = \"" + broker.url() + "\"\n", "hub")))) {
            RemoteSeat.await("the challenge accepted on both boards", () -> ben.service().remote().agreedCode() != null
                    && ben.service().remote().agreedCode().equals(anna.service().remote().agreedCode()));
            String code = anna.service().remote().agreedCode();
            for (String m : List.of("f5", "d6")) {
                g.play(OthelloMove.parse(m));
                RemoteSeat near = g.ply() % 2 == 1 ? anna : ben;
                RemoteSeat far = near == anna ? ben : anna;
                near.show(g.position());
                RemoteSeat.await("the mover's board took " + m, () -> near.moves().size() == g.ply());
                RemoteSeat.await("the far board's LEDs show " + m, () -> m.equals(far.requested()));
                far.show(g.position());
                RemoteSeat.await("the far board took " + m, () -> far.moves().size() == g.ply());
                RemoteSeat.await("the hub shows " + m, () -> remoteGames(hub).size() == 1
                        && g.position().squares().equals(game(hub).get("position").getAsString())
                        && game(hub).getAsJsonArray("boards").size() == 2);
            }
            JsonObject shown = game(hub);
            assertEquals(code, shown.get("code").getAsString());
            assertEquals("anna", shown.get("black").getAsString());
            assertEquals("ben", shown.get("white").getAsString());
            assertEquals("[\"board-1\",\"board-2\"]", shown.get("boards").toString(), "one game, both boards reporting it");
            assertEquals("[\"f5\",\"d6\"]", shown.get("moves").toString());
            assertEquals("black", shown.getAsJsonObject("clocks").get("running").getAsString());
            assertEquals(2, hub.hub().boards().size(), "both boards are still the club's boards");
            assertEquals(code, hub.hub().board("board-2").getAsJsonObject("remote").get("code").getAsString());
        }
    }

    /** The board's [club] section: in the club's hub as {@code name} on the same broker. */
    private static String club(MosquittoProcess broker, String name) {
        return "[club]\nbroker = \"" + broker.url() + "\"\nname = \"" + name + "\"\n";
    }

    private static JsonArray remoteGames(HubService hub) {
        return hub.hub().remoteGames();
    }

    private static JsonObject game(HubService hub) {
        return remoteGames(hub).get(0).getAsJsonObject();
    }
}
