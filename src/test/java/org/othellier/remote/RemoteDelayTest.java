package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.club.MosquittoProcess;
import org.othellier.formats.Wthor;
import org.othellier.game.othello.OthelloGame;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * A whole WTHOR game through a real Mosquitto with one MQTT message in ten between anna's board and the broker held
 * for 1 to 3 seconds, both ways ({@link DelayingMqttProxy}): moves, requests for missing moves and challenges arrive
 * late and out of order. Both journals end the same, every move once, with the recorded score.
 */
@OutsideProgram
class RemoteDelayTest {

    @TempDir
    Path dir;

    @Test
    void aWholeWthorGameWithOneMessageInTenDelayedBySeconds() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        Wthor.Game record = RemoteGameTest.record(4);
        OthelloGame reference = RemoteGameTest.reference(record);
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             DelayingMqttProxy network = DelayingMqttProxy.tenPercent(broker.port(), 46);
             RemoteSeat.InProcess anna = RemoteSeat.inProcess(dir.resolve("anna"), network.url(), "anna", "white", "ben",
                     "60m");
             RemoteSeat.InProcess ben = RemoteSeat.inProcess(dir.resolve("ben"), broker.url(), "ben", "black", "anna",
                     "60m")) {
            RemoteSeat.await("the challenge accepted on both boards", () -> anna.service().remote().agreedCode() != null
                    && anna.service().remote().agreedCode().equals(ben.service().remote().agreedCode()));
            RemoteGameTest.play(reference, anna, ben, new RemoteGameTest.Outage() { });
            RemoteGameTest.finish(record, reference, anna, ben);
            // one in ten of anna's messages, and at least one for every five of her moves, was held
            int moves = (reference.moves().size() + 1) / 2;
            assertTrue(network.held() >= moves / 5 && network.held() * 10 <= network.publishes(),
                    network.held() + " of " + network.publishes() + " messages held, " + moves + " moves by anna");
        }
        RemoteGameTest.sameJournals(reference, dir.resolve("anna"), dir.resolve("ben"));
    }
}
