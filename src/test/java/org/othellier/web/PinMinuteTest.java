package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.ArgumentCaptor;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.club.ClubConfig;
import org.othellier.hub.Hub;
import org.othellier.hub.web.HubServer;
import org.othellier.security.SecurityConfig;
import org.othellier.store.Journal;

/**
 * The PIN's minute, driven by the guard's clock instead of waited out: a locked address or network tries again a
 * minute after its oldest wrong PIN, not before; refused PINs make a log line a second at most. The board (on
 * hardware, its game a mock that must never be reached) and the hub (its own PIN), each on a real Jetty.
 */
class PinMinuteTest {

    @TempDir
    Path dir;

    private static final String PIN = "482916";
    private static final String HUB_PIN = "7314";
    private final AtomicLong now = new AtomicLong(5_000_000);
    private final SecurityConfig security = new SecurityConfig(PIN, List.of(), 12, 10);

    @Test
    void aLockedAddressOnTheBoardTriesAgainAMinuteAfterItsFirstWrongPin() throws Exception {
        EventLoop loop = mock(EventLoop.class);
        Handler lines = mock(Handler.class);
        Logger log = Logger.getLogger(PinCheck.class.getName());
        log.addHandler(lines);
        try (WebServer web = new WebServer(loop, mock(Companion.class), mock(Journal.class), null, null, 1, "127.0.0.1", 0,
                PIN, security, null, now::get)) {
            int port = web.start();
            String[] wrong = {"Authorization", "Bearer 000000"};
            String[] right = {"Authorization", "Bearer " + PIN};
            long first = now.get();
            for (int i = 0; i < PinCheck.PER_ADDRESS; i++) {
                // on hardware the page's Octi choice is the arbiter's, as the pause is
                String path = i % 2 == 0 ? "/api/pause" : "/api/octi/choose";
                assertEquals(401, RawHttp.send(port, "127.0.0.1", "POST", path, "{}", wrong).status());
                now.addAndGet(10_000);
            }
            RawHttp.Answer locked = RawHttp.send(port, "127.0.0.1", "POST", "/api/pause", "{}", right);
            assertEquals(429, locked.status(), locked.toString());
            assertEquals("10", locked.header("Retry-After"), "a minute after the first wrong PIN");
            now.set(first + PinCheck.MINUTE - 1);
            assertEquals(429, RawHttp.send(port, "127.0.0.1", "POST", "/api/login", "{\"pin\": \"" + PIN + "\"}").status());
            now.set(first + PinCheck.MINUTE);
            RawHttp.Answer in = RawHttp.send(port, "127.0.0.1", "POST", "/api/login", "{\"pin\": \"" + PIN + "\"}");
            assertEquals(200, in.status(), in.toString());
            verify(loop, never()).call(any());
            verify(loop, never()).post(any());

            // five wrong PINs 10 s apart and the two locked tries made a line each, more than a second apart
            ArgumentCaptor<LogRecord> logged = ArgumentCaptor.forClass(LogRecord.class);
            verify(lines, times(PinCheck.PER_ADDRESS + 2)).publish(logged.capture());
            assertTrue(logged.getAllValues().get(0).getMessage().startsWith("arbiter PINs refused since the last line: 1 from"
                    + " 127.0.0.1; 1 in all, 1 wrong in the last minute"), logged.getAllValues().get(0).getMessage());
            // 50 more within the same second (one wrong, then locked again) wait for the next line
            for (int i = 0; i < 50; i++) {
                RawHttp.send(port, "127.0.0.1", "POST", "/api/login", "{\"pin\": \"1\"}");
            }
            verify(lines, times(PinCheck.PER_ADDRESS + 2)).publish(any());
            now.addAndGet(1_000);
            RawHttp.send(port, "127.0.0.1", "POST", "/api/login", "{\"pin\": \"1\"}");
            verify(lines, times(PinCheck.PER_ADDRESS + 3)).publish(logged.capture());
            String last = logged.getValue().getMessage();
            assertTrue(last.startsWith("arbiter PINs refused since the last line: 51 from 127.0.0.1 (50 while locked)"), last);
        } finally {
            log.removeHandler(lines);
        }
    }

    @Test
    void theHubsPinLocksForEveryoneAfterTwentyWrongAndOpensAMinuteLater() throws Exception {
        Hub hub = Hub.start(new ClubConfig("tcp://127.0.0.1:1", "club", ClubConfig.HUB, null, null, null), dir, Clock.systemUTC());
        try (HubServer web = new HubServer(hub, "127.0.0.1", 0, HUB_PIN, new SecurityConfig(HUB_PIN, List.of(), 12, 10),
                now::get)) {
            int port = web.start();
            String create = "{\"name\": \"Club night\"}";
            for (int a = 2; a < 2 + PinCheck.ALL_ADDRESSES / PinCheck.PER_ADDRESS; a++) {
                for (int i = 0; i < PinCheck.PER_ADDRESS; i++) {
                    assertEquals(401, RawHttp.send(port, "127.0.0." + a, "POST", "/api/tournament", create, "Authorization",
                            "Bearer 000" + i).status());
                }
            }
            RawHttp.Answer locked = RawHttp.send(port, "127.0.0.20", "POST", "/api/tournament", create, "Authorization",
                    "Bearer " + HUB_PIN);
            assertEquals(429, locked.status(), locked.toString());
            assertTrue(locked.error().contains("for everyone"), locked.error());
            assertEquals(429, RawHttp.send(port, "127.0.0.21", "POST", "/api/login", "{\"pin\": \"" + HUB_PIN + "\"}").status());
            RawHttp.Answer session = RawHttp.send(port, "127.0.0.21", "GET", "/api/session", null, "Authorization",
                    "Bearer " + HUB_PIN);
            assertFalse(session.json().get("arbiter").getAsBoolean(), session.toString());
            assertTrue(hub.tournament().get("name").isJsonNull() || !hub.tournament().toString().contains("Club night"));
            now.addAndGet(PinCheck.MINUTE);
            RawHttp.Answer made = RawHttp.send(port, "127.0.0.20", "POST", "/api/tournament", create, "Authorization",
                    "Bearer " + HUB_PIN);
            assertEquals(200, made.status(), made.toString());
            assertTrue(hub.tournament().toString().contains("Club night"));
        } finally {
            hub.close();
        }
    }
}
