package org.othellier.web;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import org.eclipse.jetty.http.HttpCookie;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.othellier.security.SecurityConfig;

/**
 * The page's arbiter session: {@code POST /api/login} (the PIN through {@link PinCheck}), {@code POST /api/logout}
 * and {@code GET /api/session}, which reports the cookie only and never reads a PIN.
 */
public final class ArbiterSessions {

    static final String COOKIE = "othellier-arbiter";

    private final PinCheck pins;
    private final SecurityConfig settings;
    private final LongSupplier nowMillis;
    private final Map<String, Long> sessions = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    public ArbiterSessions(PinCheck pins, SecurityConfig settings, LongSupplier nowMillis) {
        this.pins = pins;
        this.settings = settings;
        this.nowMillis = nowMillis;
    }

    /** The PIN and its limit, which the guard reads a Bearer through. */
    PinCheck pins() {
        return pins;
    }

    /** Whether the request carries a session cookie of {@code POST /api/login} that has not expired. */
    boolean arbiter(Request request) {
        String session = cookie(request);
        if (session == null) {
            return false;
        }
        Long expires = sessions.get(session);
        if (expires == null || expires < nowMillis.getAsLong()) {
            sessions.remove(session);
            return false;
        }
        return true;
    }

    /** {@code POST /api/login} with {@code {"pin": "123456"}}. */
    public Reply login(Request request, Response response) {
        String who = PinCheck.address(request);
        if (!pins.mayTry(who)) { // the body is not even read
            throw new Refused(429, tooManyWrong(who, response));
        }
        String given;
        try {
            JsonElement e = StrictJson.parse(RequestBody.text(request));
            given = e.isJsonObject() && e.getAsJsonObject().has("pin") && e.getAsJsonObject().get("pin").isJsonPrimitive()
                    ? e.getAsJsonObject().get("pin").getAsString().strip() : null;
        } catch (JsonParseException | IllegalStateException e) {
            given = null;
        }
        if (given == null) {
            throw new IllegalArgumentException("POST /api/login takes {\"pin\": \"123456\"}");
        }
        switch (pins.check(who, given)) {
            case LOCKED -> throw new Refused(429, tooManyWrong(who, response));
            case WRONG -> throw new Refused(401, "wrong PIN");
            default -> { }
        }
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        long life = settings.sessionHours() * 3_600_000L;
        long now = nowMillis.getAsLong();
        sessions.values().removeIf(expires -> expires < now);
        sessions.put(token, now + life);
        Response.addCookie(response, sessionCookie(token, life / 1000));
        JsonObject o = new JsonObject();
        o.addProperty("arbiter", true);
        o.addProperty("hours", settings.sessionHours());
        return Reply.json(o);
    }

    /** {@code POST /api/logout}: the session ends here and the page's cookie is cleared. */
    public Reply logout(Request request, Response response) {
        String token = cookie(request);
        if (token != null) {
            sessions.remove(token);
        }
        Response.addCookie(response, sessionCookie("", 0));
        return Reply.json(new JsonObject());
    }

    /** {@code GET /api/session}: whether this browser's cookie is an arbiter's session. */
    public Reply session(Request request) {
        JsonObject o = new JsonObject();
        o.addProperty("arbiter", arbiter(request));
        return Reply.json(o);
    }

    /** The 429's message, saying whose limit it is and how long to wait (also as Retry-After). */
    String tooManyWrong(String who, Response response) {
        long seconds = Math.max(1, (pins.waitMillis(who) + 999) / 1000);
        response.getHeaders().put(HttpHeader.RETRY_AFTER, Long.toString(seconds));
        return (pins.lockedForAll() ? "too many wrong PINs from the network: the PIN is refused for everyone"
                : "too many wrong PINs from this address: the PIN is refused") + ", the right one too, for " + seconds + " s";
    }

    private static String cookie(Request request) {
        for (HttpCookie c : Request.getCookies(request)) {
            if (c.getName().equals(COOKIE)) {
                return c.getValue();
            }
        }
        return null;
    }

    private static HttpCookie sessionCookie(String value, long maxAgeSeconds) {
        return HttpCookie.build(COOKIE, value).path("/").httpOnly(true).sameSite(HttpCookie.SameSite.STRICT)
                .maxAge(maxAgeSeconds).build();
    }
}
