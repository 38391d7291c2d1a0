package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.club.ClubConfig;
import org.othellier.hub.Hub;
import org.othellier.hub.web.HubServer;
import org.othellier.security.SecurityConfig;
import org.othellier.store.Journal;

/** The tab's icon, a black and a white disc: named by the board's page and the hub's, and served by both. */
class FaviconTest {

    @TempDir
    Path dir;

    private static final String PIN = "482916";

    private static void assertServesTheIcon(int port) throws Exception {
        for (String path : List.of("/favicon.svg", "/favicon.ico")) {
            RawHttp.Answer icon = RawHttp.send(port, "127.0.0.1", "GET", path, null);
            assertEquals(200, icon.status(), path);
            assertEquals("image/svg+xml", icon.header("Content-Type"), path);
            assertTrue(icon.body().startsWith("<svg ") && icon.body().contains("<circle"), icon.body());
        }
        String page = RawHttp.send(port, "127.0.0.1", "GET", "/", null).body();
        assertTrue(page.contains("<link rel=\"icon\" type=\"image/svg+xml\" href=\"/favicon.svg\">"), page);
    }

    @Test
    void theBoardsPageHasItsIcon() throws Exception {
        try (WebServer web = new WebServer(mock(EventLoop.class), mock(Companion.class), mock(Journal.class), null, null, 1,
                "127.0.0.1", 0, PIN, new SecurityConfig(PIN, List.of(), 12, 10), null, () -> 0)) {
            assertServesTheIcon(web.start());
        }
    }

    @Test
    void theHubsPageHasTheSameIcon() throws Exception {
        // no broker: the page is served all the same
        Hub hub = Hub.start(new ClubConfig("tcp://127.0.0.1:1", "club", ClubConfig.HUB, null, null, null), dir, Clock.systemUTC());
        try (HubServer web = new HubServer(hub, "127.0.0.1", 0, PIN, new SecurityConfig(PIN, List.of(), 12, 10))) {
            assertServesTheIcon(web.start());
        } finally {
            hub.close();
        }
    }
}
