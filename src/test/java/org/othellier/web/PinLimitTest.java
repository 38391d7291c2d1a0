package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.atLeastOnce;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.ArgumentCaptor;
import org.othellier.service.Service;
import org.othellier.testing.TestService;

/**
 * The arbiter's PIN against guessing, on the board as a club's network reaches it: each try and the answer it
 * gets. Every way in (the login, a Bearer on an arbiter's route) counts against one limit, checked before the PIN is
 * compared; the session query and the open routes never read a PIN. Loopback's other addresses (127.0.0.2, ...)
 * stand for other machines.
 */
class PinLimitTest {

    @TempDir
    Path dir;

    private static final String PIN = "482916";

    private Service start() throws Exception {
        return TestService.start(dir, "none", "[security]\narbiter-pin = \"" + PIN + "\"\n");
    }

    private static RawHttp.Answer bearer(Service s, String from, String method, String path, String pin) throws Exception {
        return RawHttp.send(s.port(), from, method, path, method.equals("POST") ? "{}" : null, "Authorization", "Bearer " + pin);
    }

    private static RawHttp.Answer login(Service s, String from, String pin) throws Exception {
        return RawHttp.send(s.port(), from, "POST", "/api/login", "{\"pin\": \"" + pin + "\"}");
    }

    private static String status(Service s) throws Exception {
        return RawHttp.send(s.port(), "127.0.0.1", "GET", "/api/state", null).json().get("status").getAsString();
    }

    @Test
    void theRightPinByBearerIsRefusedWhileTheAddressIsLocked() throws Exception {
        try (Service s = start()) {
            for (int i = 0; i < PinCheck.PER_ADDRESS; i++) {
                assertEquals(401, bearer(s, "127.0.0.1", "POST", "/api/pause", "00000" + i).status());
            }
            RawHttp.Answer right = bearer(s, "127.0.0.1", "POST", "/api/pause", PIN);
            assertEquals(429, right.status(), right.toString());
            assertTrue(right.error().startsWith("too many wrong PINs from this address: the PIN is refused, the right one too"),
                    right.error());
            assertNotNull(right.header("Retry-After"), right.head());
            assertEquals("playing", status(s), "not paused");
            assertEquals(429, login(s, "127.0.0.1", PIN).status(), "the login counts against the same limit");
            assertEquals(200, login(s, "127.0.0.2", PIN).status(), "another address still may");
        }
    }

    @Test
    void theSessionQueryReportsTheCookieAndNeverReadsAPin() throws Exception {
        try (Service s = start()) {
            RawHttp.Answer right = bearer(s, "127.0.0.1", "GET", "/api/session", PIN);
            assertEquals(200, right.status());
            assertFalse(right.json().get("arbiter").getAsBoolean(), "a PIN here would be an oracle without a limit");
            for (int i = 0; i < 30; i++) {
                RawHttp.Answer wrong = bearer(s, "127.0.0.1", "GET", "/api/session", String.format("%06d", i));
                assertEquals("200 {\"arbiter\":false}", wrong.toString());
            }
            assertEquals(200, login(s, "127.0.0.1", PIN).status(), "nothing was counted");
        }
    }

    @Test
    void aBearerOnARouteThatNeedsNoPinIsNotRead() throws Exception {
        try (Service s = start()) {
            for (int i = 0; i < 10; i++) {
                assertEquals(200, bearer(s, "127.0.0.1", "GET", "/api/state", "00000" + i).status());
                assertEquals(200, bearer(s, "127.0.0.1", "POST", "/api/sim/button/white", "00000" + i).status());
                assertEquals(200, bearer(s, "127.0.0.1", "GET", "/api/games", "00000" + i).status());
            }
            assertEquals(200, login(s, "127.0.0.1", PIN).status(), "nothing was counted");
        }
    }

    @Test
    void wrongPinsFromManyAddressesLockThePinForEveryoneButAnOpenSession() throws Exception {
        try (Service s = start()) {
            RawHttp.Answer session = login(s, "127.0.0.1", PIN);
            String cookie = session.header("Set-Cookie").substring(0, session.header("Set-Cookie").indexOf(';'));
            List<Integer> statuses = new ArrayList<>();
            for (int a = 2; a < 2 + PinCheck.ALL_ADDRESSES / PinCheck.PER_ADDRESS; a++) {
                for (int i = 0; i < PinCheck.PER_ADDRESS; i++) {
                    statuses.add(login(s, "127.0.0." + a, "10000" + i).status());
                }
            }
            assertEquals(List.of(401), statuses.stream().distinct().toList(), "each address within its own limit");
            RawHttp.Answer next = login(s, "127.0.0.9", PIN);
            assertEquals(429, next.status(), next.toString());
            assertTrue(next.error().startsWith("too many wrong PINs from the network: the PIN is refused for everyone"),
                    next.error());
            assertEquals(429, bearer(s, "127.0.0.10", "POST", "/api/pause", PIN).status());
            assertEquals("playing", status(s));
            assertEquals(200, RawHttp.send(s.port(), "127.0.0.1", "POST", "/api/pause", null, "Cookie", cookie).status(),
                    "the arbiter already logged in goes on");
            assertEquals("paused", status(s));
        }
    }

    @Test
    void everyRefusedPinIsLoggedWithItsAddress() throws Exception {
        Logger log = Logger.getLogger("org.othellier.web");
        Handler handler = mock(Handler.class);
        log.addHandler(handler);
        try (Service s = start()) {
            assertEquals(401, bearer(s, "127.0.0.3", "POST", "/api/game", "111111").status());
            ArgumentCaptor<LogRecord> lines = ArgumentCaptor.forClass(LogRecord.class);
            verify(handler, atLeastOnce()).publish(lines.capture());
            assertTrue(lines.getAllValues().stream().anyMatch(r -> r.getMessage().contains("1 from 127.0.0.3")),
                    lines.getAllValues().stream().map(LogRecord::getMessage).toList().toString());
        } finally {
            log.removeHandler(handler);
        }
    }
}
