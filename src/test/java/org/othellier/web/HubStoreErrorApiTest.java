package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.hub.Hub;
import org.othellier.hub.web.HubServer;
import org.othellier.security.SecurityConfig;
import org.othellier.store.StoreException;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * The hub's API when its {@code club.db} cannot keep or read (a Mockito hub whose store fails as HubStore's does): a
 * command answers 503 and a read 500, in plain words; the file and SQLite's words go to the log alone.
 */
class HubStoreErrorApiTest {

    private static final String HUB_PIN = "7314";

    private static StoreException failure(String plain, String what) {
        return new StoreException("the hub's data " + plain + ": the disk is full", "the hub's data"
                + " /var/lib/othellier-club/club.db: " + what + " failed: [SQLITE_FULL] database or disk is full",
                new SQLiteException("[SQLITE_FULL] database or disk is full", SQLiteErrorCode.SQLITE_FULL));
    }

    @Test
    void aCommandTheHubsDataCouldNotKeepAnswers503InPlainWordsAndAReadItCouldNotDo500() throws Exception {
        Hub hub = mock(Hub.class);
        when(hub.create(anyString(), anyInt(), anyBoolean()))
                .thenThrow(failure("could not keep the new tournament", "replacing the tournament"));
        when(hub.addPlayer(anyString(), any())).thenThrow(failure("could not keep the tournament", "keeping the tournament"));
        when(hub.standingsCsv()).thenThrow(failure("could not be read", "reading the tournament"));
        try (HubServer web = new HubServer(hub, "127.0.0.1", 0, HUB_PIN, new SecurityConfig(HUB_PIN, List.of(), 12, 10))) {
            int port = web.start();
            RawHttp.Answer made = RawHttp.send(port, "127.0.0.2", "POST", "/api/tournament", "{\"name\": \"Club night\"}",
                    "Authorization", "Bearer " + HUB_PIN);
            assertEquals(503, made.status(), made.toString());
            assertEquals("the hub's data is full or failing: nothing was kept (the hub's data could not keep the new"
                    + " tournament: the disk is full)", made.error());
            RawHttp.Answer player = RawHttp.send(port, "127.0.0.2", "POST", "/api/players", "{\"name\": \"Ann\"}",
                    "Authorization", "Bearer " + HUB_PIN);
            assertEquals(503, player.status(), player.toString());
            assertEquals("the hub's data is full or failing: nothing was kept (the hub's data could not keep the"
                    + " tournament: the disk is full)", player.error());
            RawHttp.Answer csv = RawHttp.send(port, "127.0.0.2", "GET", "/api/standings.csv", null);
            assertEquals(500, csv.status(), csv.toString());
            assertEquals("the hub's data could not be read: the disk is full", csv.error());
            for (RawHttp.Answer a : List.of(made, player, csv)) {
                assertFalse(a.body().contains("club.db") || a.body().contains("SQLITE"), a.toString());
            }
        }
    }
}
