package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.club.ClubConfig;
import org.othellier.hub.Hub;
import org.othellier.hub.web.HubRoute;
import org.othellier.hub.web.HubServer;
import org.othellier.security.SecurityConfig;
import org.othellier.service.Service;
import org.othellier.store.Journal;
import org.othellier.testing.TestService;

/**
 * Every arbiter's route of the board's and the hub's API, read from their tables (a new route is tried as soon as it
 * is declared), sent without the PIN in every spelling an attacker might try: extra segments, a trailing slash,
 * {@code ;} parameters, doubled slashes, dot segments, percent-encoding, other cases, and a wrong PIN. Each gets
 * 400, 401, 404 or 429, and the game or the tournament is as it was. Real Jetty on a free loopback port.
 */
class RouteSpellingsTest {

    @TempDir
    Path dir;

    private static final String PIN = "482916";
    private static final String HUB_PIN = "7314";
    private static final Set<Integer> REFUSED = Set.of(400, 401, 404, 429);

    @Test
    void noSpellingOfTheBoardsArbiterRoutesRunsWithoutThePin() throws Exception {
        try (Service service = TestService.start(dir, "none", "[security]\narbiter-pin = \"" + PIN + "\"\n")) {
            int port = service.port();
            // the PIN works on the route as it is written: the walk below tries something that would run
            assertEquals(200, RawHttp.send(port, "127.0.0.1", "POST", "/api/pause", "{}", "Authorization", "Bearer " + PIN).status());
            assertEquals(200, RawHttp.send(port, "127.0.0.1", "POST", "/api/resume", "{}", "Authorization", "Bearer " + PIN).status());
            Callable<String> board = () -> {
                var s = RawHttp.send(port, "127.0.0.1", "GET", "/api/state", null).json();
                int games = RawHttp.send(port, "127.0.0.1", "GET", "/api/games", null).json().getAsJsonArray("games").size();
                return "version " + s.get("version") + ", game " + s.get("gameId") + " " + s.get("status") + ", " + games + " games";
            };
            int tried = walk(port, BoardRoute.TABLE, Set.of(ApiRoute.Caller.ARBITER), board);
            assertTrue(tried >= 7 * 2 * spellings("/api/x").size(), "every spelling of today's 7 routes at least: " + tried);
        }
    }

    @Test
    void onHardwareNoSpellingOfThePagesPlayingRoutesReachesTheGameWithoutThePin() throws Exception {
        // on hardware the page's Octi choice (and the simulator's routes) are the arbiter's too; the game is a mock
        // that must never be asked anything
        EventLoop loop = mock(EventLoop.class);
        try (WebServer web = new WebServer(loop, mock(Companion.class), mock(Journal.class), null, null, 1, "127.0.0.1", 0, PIN,
                new SecurityConfig(PIN, List.of(), 12, 10), null, () -> 0)) {
            int port = web.start();
            int tried = walk(port, BoardRoute.TABLE, Set.of(ApiRoute.Caller.ARBITER, ApiRoute.Caller.PLAYER), () -> "");
            assertTrue(tried >= 15 * 2 * spellings("/api/x").size(), "the simulator's 7 routes, the Octi choice, the arbiter's 7: " + tried);
        }
        verify(loop, never()).call(any());
        verify(loop, never()).post(any());
    }

    @Test
    void noSpellingOfTheHubsArbiterRoutesRunsWithoutThePin() throws Exception {
        Hub hub = Hub.start(new ClubConfig("tcp://127.0.0.1:1", "club", ClubConfig.HUB, null, null, null), dir, Clock.systemUTC());
        try (HubServer web = new HubServer(hub, "127.0.0.1", 0, HUB_PIN, new SecurityConfig(HUB_PIN, List.of(), 12, 10))) {
            int port = web.start();
            String[] pin = {"Authorization", "Bearer " + HUB_PIN};
            assertEquals(200, RawHttp.send(port, "127.0.0.1", "POST", "/api/tournament", "{\"name\": \"Club night\"}", pin).status());
            for (String p : List.of("Ann", "Ben", "Cat", "Dan")) {
                assertEquals(200, RawHttp.send(port, "127.0.0.1", "POST", "/api/players", "{\"name\": \"" + p + "\"}", pin).status());
            }
            assertEquals(200, RawHttp.send(port, "127.0.0.1", "POST", "/api/rounds", "{}", pin).status());
            Callable<String> tournament = () -> RawHttp.send(port, "127.0.0.1", "GET", "/api/tournament", null).body()
                    + RawHttp.send(port, "127.0.0.1", "GET", "/api/hub", null).json().get("events");
            int tried = walk(port, HubRoute.TABLE, Set.of(ApiRoute.Caller.ARBITER), tournament);
            assertTrue(tried >= 8 * 2 * spellings("/api/x").size(), "every spelling of today's 8 routes at least: " + tried);
        } finally {
            hub.close();
        }
    }

    /** Sends every spelling of every route of {@code callers}; returns how many requests were sent. */
    private static <R extends Enum<R> & ApiRoute> int walk(int port, Routes<R> table, Set<ApiRoute.Caller> callers,
                                                         Callable<String> state) throws Exception {
        String before = state.call();
        int sent = 0;
        List<String> wrong = new ArrayList<>();
        for (R route : table.all()) {
            if (!callers.contains(route.caller())) {
                continue;
            }
            String path = route.path().replaceAll("\\{[a-z]+}", "1"); // a round, a table: ones that exist
            for (String spelling : spellings(path)) {
                for (String[] headers : List.of(new String[0], new String[] {"Authorization", "Bearer 000000"})) {
                    RawHttp.Answer a = RawHttp.send(port, "127.0.0.1", route.method(), spelling, "{}", headers);
                    sent++;
                    if (!REFUSED.contains(a.status())) {
                        wrong.add(route + " as " + route.method() + " " + spelling + (headers.length > 0 ? " (wrong PIN)" : "")
                                + ": " + a);
                    }
                    String after = state.call();
                    assertEquals(before, after, route + " as " + route.method() + " " + spelling + " changed the state: " + a);
                }
            }
        }
        assertEquals(List.of(), wrong, "answered as if carried out");
        return sent;
    }

    /** The route's path as written, and the ways to write it that some server or router takes for it. */
    static List<String> spellings(String path) {
        int cut = path.lastIndexOf('/');
        String parent = path.substring(0, cut);
        String last = path.substring(cut + 1);
        String first = path.substring(1, path.indexOf('/', 1) < 0 ? path.length() : path.indexOf('/', 1));
        String afterFirst = path.substring(1 + first.length());
        List<String> s = new ArrayList<>(List.of(
                path,
                path + "/x", path + "/x/y", path + "/", path + "/.", path + "/x/..",
                path + ";x", path + ";", parent + ";x/" + last, "/" + first + ";x" + afterFirst,
                "/" + path, path.replace("/", "//"), parent + "//" + last, path + "//",
                parent + "/x/../" + last, parent + "/./" + last, "/." + path, "/x/.." + path, parent + "/%2e/" + last,
                parent + "/%2e%2e/" + parent.substring(parent.lastIndexOf('/') + 1) + "/" + last,
                parent + "/%" + Integer.toHexString(last.charAt(0)) + last.substring(1), parent + "%2F" + last, parent + "%2f" + last,
                parent + "/" + last + "%2F", parent + "/" + last + "%00", parent + "/" + last + "%20", parent + "/" + last + "%3Bx",
                parent + "\\" + last,
                path.toUpperCase(Locale.ROOT), parent + "/" + Character.toUpperCase(last.charAt(0)) + last.substring(1),
                parent.toUpperCase(Locale.ROOT) + "/" + last,
                "http://127.0.0.1" + path + "/x", path + "?x=1", path + "/x?x=1", path + "#x"));
        return s;
    }
}
