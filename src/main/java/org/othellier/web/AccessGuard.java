package org.othellier.web;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayDeque;
import java.util.Base64;
import java.util.Deque;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.logging.Logger;
import org.eclipse.jetty.http.HttpCookie;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.MimeTypes;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.othellier.app.SecuritySettings;

/**
 * Who may do what over the network (docs/SECURITY.md), in front of the page, the API and the live view:
 * <ul>
 * <li>the {@code Host} must name this board (no DNS rebinding), else 421;</li>
 * <li>a request that changes anything, and the WebSocket handshake, must come from the board's own page
 *     where the browser says where it comes from ({@code Origin}, or {@code Referer}), else 403, and must
 *     carry JSON as {@code application/json} (which no HTML form can send across sites), else 415;</li>
 * <li>what only the arbiter may do (a new game, pause, resume, set-up; on hardware the page's Octi choice)
 *     needs the arbiter's PIN: {@code Authorization: Bearer PIN}, or the session cookie that
 *     {@code POST /api/login} gives the page (HttpOnly, SameSite=Strict, expiring), else 401; wrong PINs
 *     are limited per address (429), and so are new games per minute.</li>
 * </ul>
 * Watching (GET) needs nothing; the board's own buttons never pass here.
 */
final class AccessGuard extends Handler.Wrapper {

    private static final Logger LOG = Logger.getLogger(AccessGuard.class.getName());
    static final String COOKIE = "othellier-arbiter";
    private static final int WRONG_PINS_PER_MINUTE = 5;
    private static final long MINUTE = 60_000;

    private final byte[] pin;
    private final SecuritySettings settings;
    private final java.util.function.Predicate<String> arbiterOnly;
    private final LongSupplier nowMillis;
    private final Set<String> names = new HashSet<>();
    private final Map<String, Long> sessions = new ConcurrentHashMap<>();
    private final Map<String, Deque<Long>> wrongPins = new ConcurrentHashMap<>();
    private final Deque<Long> newGames = new ArrayDeque<>();
    private final SecureRandom random = new SecureRandom();

    /**
     * @param simulated the simulated board: its clicks and the page's choices are playing actions anyone at
     *                  the page may make; on hardware the board's own sensors and buttons are the players'
     */
    AccessGuard(Handler next, String pin, SecuritySettings settings, boolean simulated, LongSupplier nowMillis) {
        this(next, pin, settings, path -> boardsArbiterPath(path, simulated), nowMillis);
    }

    /** @param arbiterOnly the paths whose changes only the arbiter may make (the club hub's are its own) */
    AccessGuard(Handler next, String pin, SecuritySettings settings, java.util.function.Predicate<String> arbiterOnly,
                LongSupplier nowMillis) {
        super(next);
        this.pin = pin.getBytes(StandardCharsets.US_ASCII);
        this.settings = settings;
        this.arbiterOnly = arbiterOnly;
        this.nowMillis = nowMillis;
        names.add("localhost");
        String host = hostName();
        if (!host.isEmpty()) {
            names.add(host);
            names.add(host + ".local");
        }
        names.addAll(settings.hosts());
    }

    /** This machine's name as the kernel has it (no DNS look-up). */
    private static String hostName() {
        try {
            Path p = Path.of("/proc/sys/kernel/hostname");
            if (Files.isReadable(p)) {
                return Files.readString(p).strip().toLowerCase(Locale.ROOT);
            }
            return java.net.InetAddress.getLocalHost().getHostName().toLowerCase(Locale.ROOT);
        } catch (IOException e) {
            return "";
        }
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        String host = request.getHttpURI().getHost();
        if (host != null && !host.isEmpty() && !knownHost(host.toLowerCase(Locale.ROOT))) {
            return refuse(request, response, callback, 421, "this board answers to its own names only (an IP address, localhost, "
                    + String.join(", ", names.stream().filter(n -> !n.equals("localhost")).sorted().toList())
                    + "); '" + WebText.clip(host) + "' is not one of them: add it to security.hosts");
        }
        String method = request.getMethod();
        boolean changing = !method.equals("GET") && !method.equals("HEAD") && !method.equals("OPTIONS");
        boolean upgrade = request.getHeaders().contains(HttpHeader.UPGRADE);
        if ((changing || upgrade) && !fromOwnPage(request)) {
            return refuse(request, response, callback, 403, "a request from another site's page is refused: the board takes commands"
                    + " from its own page and from scripts only");
        }
        if (changing && !isJson(request)) {
            return refuse(request, response, callback, 415, "send JSON with Content-Type: application/json");
        }
        String path = Request.getPathInContext(request);
        if (path.length() > 1 && path.endsWith("/")) {
            // the routers split paths at '/' and would take /api/game/ for /api/game, which the checks below
            // compare whole: one spelling of each path (Jetty itself refuses an empty part inside, /api//game)
            return refuse(request, response, callback, 404, "no page at '" + WebText.clip(path) + "': a path has no empty parts");
        }
        switch (path) {
            case "/api/login" -> {
                return login(request, response, callback);
            }
            case "/api/logout" -> {
                String token = cookie(request);
                if (token != null) {
                    sessions.remove(token);
                }
                Response.addCookie(response, sessionCookie("", 0));
                BodyWatch.closeIfUnread(request, response);
                return reply(response, callback, 200, null);
            }
            case "/api/session" -> {
                JsonObject o = new JsonObject();
                o.addProperty("arbiter", arbiter(request));
                return write(response, callback, 200, o);
            }
            default -> { }
        }
        if (changing && needsArbiter(path)) {
            if (!arbiter(request)) {
                if (bearer(request) != null && tooManyWrong(remote(request))) {
                    return refuse(request, response, callback, 429, "too many wrong PINs from this address: wait a minute");
                }
                return refuse(request, response, callback, 401, "only the arbiter may do this: give the arbiter's PIN (the page asks"
                        + " for it; scripts send Authorization: Bearer PIN; `othellier pin` shows it)");
            }
            if (path.equals("/api/game") && !newGameAllowed()) {
                return refuse(request, response, callback, 429, "at most " + settings.gamesPerMinute() + " new games a minute:"
                        + " wait a moment");
            }
        }
        return super.handle(request, response, callback);
    }

    private boolean knownHost(String host) {
        if (host.startsWith("[") || host.matches("[0-9]{1,3}(\\.[0-9]{1,3}){3}")) {
            return true; // an address: rebinding needs a name
        }
        return names.contains(host.endsWith(".") ? host.substring(0, host.length() - 1) : host);
    }

    /** No Origin and no Referer (a script, an old browser): allowed; otherwise they must name this page's host and port. */
    private static boolean fromOwnPage(Request request) {
        String from = request.getHeaders().get(HttpHeader.ORIGIN);
        if (from == null) {
            from = request.getHeaders().get(HttpHeader.REFERER);
        }
        if (from == null) {
            return true;
        }
        try {
            URI u = URI.create(from.strip());
            String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
            if (u.getHost() == null || !(scheme.equals("http") || scheme.equals("https"))) {
                return false;
            }
            int port = u.getPort() >= 0 ? u.getPort() : scheme.equals("https") ? 443 : 80;
            int ownPort = request.getHttpURI().getPort() >= 0 ? request.getHttpURI().getPort() : 80;
            String ownHost = request.getHttpURI().getHost();
            return ownHost != null && u.getHost().equalsIgnoreCase(ownHost) && port == ownPort;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static boolean isJson(Request request) {
        String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
        if (type == null) {
            // A request with no body at all (a button press from a script) has nothing to mislabel.
            return request.getLength() == 0 || request.getLength() == -1 && !request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING);
        }
        return "application/json".equalsIgnoreCase(MimeTypes.getContentTypeWithoutCharset(type).strip());
    }

    private boolean needsArbiter(String path) {
        return arbiterOnly.test(path);
    }

    private static boolean boardsArbiterPath(String path, boolean simulated) {
        if (path.equals("/api/game") || path.equals("/api/pause") || path.equals("/api/resume") || path.startsWith("/api/setup")
                || path.equals("/api/puzzle")) { // a puzzle replaces the game in progress, as a new game does
            return true;
        }
        return path.startsWith("/api/octi/") && !simulated;
    }

    private boolean arbiter(Request request) {
        String token = bearer(request);
        if (token != null) {
            boolean right = MessageDigest.isEqual(token.getBytes(StandardCharsets.US_ASCII), pin);
            if (!right) {
                countWrong(remote(request));
            }
            return right;
        }
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

    private static String bearer(Request request) {
        String auth = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        if (auth == null || !auth.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return null;
        }
        return auth.substring(7).strip();
    }

    private static String cookie(Request request) {
        for (HttpCookie c : Request.getCookies(request)) {
            if (c.getName().equals(COOKIE)) {
                return c.getValue();
            }
        }
        return null;
    }

    private boolean login(Request request, Response response, Callback callback) throws IOException {
        if (!request.getMethod().equals("POST")) {
            return refuse(request, response, callback, 405, request.getMethod() + " /api/login: use POST");
        }
        String who = remote(request);
        if (tooManyWrong(who)) {
            return refuse(request, response, callback, 429, "too many wrong PINs from this address: wait a minute");
        }
        String given;
        try {
            JsonElement e = StrictJson.parse(Content.Source.asString(request, StandardCharsets.UTF_8));
            given = e.isJsonObject() && e.getAsJsonObject().has("pin") && e.getAsJsonObject().get("pin").isJsonPrimitive()
                    ? e.getAsJsonObject().get("pin").getAsString().strip() : null;
        } catch (JsonParseException | IllegalStateException e) {
            given = null;
        }
        if (given == null) {
            return reply(response, callback, 400, "POST /api/login takes {\"pin\": \"123456\"}");
        }
        if (!MessageDigest.isEqual(given.getBytes(StandardCharsets.US_ASCII), pin)) {
            countWrong(who);
            LOG.info("a wrong arbiter PIN from " + who);
            return reply(response, callback, 401, "wrong PIN");
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
        return write(response, callback, 200, o);
    }

    private static HttpCookie sessionCookie(String value, long maxAgeSeconds) {
        return HttpCookie.build(COOKIE, value).path("/").httpOnly(true).sameSite(HttpCookie.SameSite.STRICT)
                .maxAge(maxAgeSeconds).build();
    }

    private void countWrong(String who) {
        Deque<Long> times = wrongPins.computeIfAbsent(who, k -> new ArrayDeque<>());
        synchronized (times) {
            times.addLast(nowMillis.getAsLong());
        }
    }

    private boolean tooManyWrong(String who) {
        Deque<Long> times = wrongPins.get(who);
        if (times == null) {
            return false;
        }
        synchronized (times) {
            long since = nowMillis.getAsLong() - MINUTE;
            while (!times.isEmpty() && times.peekFirst() < since) {
                times.removeFirst();
            }
            return times.size() >= WRONG_PINS_PER_MINUTE;
        }
    }

    private synchronized boolean newGameAllowed() {
        long now = nowMillis.getAsLong();
        while (!newGames.isEmpty() && newGames.peekFirst() < now - MINUTE) {
            newGames.removeFirst();
        }
        if (newGames.size() >= settings.gamesPerMinute()) {
            return false;
        }
        newGames.addLast(now);
        return true;
    }

    private static String remote(Request request) {
        SocketAddress a = request.getConnectionMetaData().getRemoteSocketAddress();
        return a instanceof InetSocketAddress i && i.getAddress() != null ? i.getAddress().getHostAddress() : String.valueOf(a);
    }

    /** A refusal before the request's body was read: the answer says the connection closes (see BodyWatch). */
    private static boolean refuse(Request request, Response response, Callback callback, int status, String error) {
        BodyWatch.closeIfUnread(request, response);
        return reply(response, callback, status, error);
    }

    private static boolean reply(Response response, Callback callback, int status, String error) {
        JsonObject o = new JsonObject();
        if (error != null) {
            o.addProperty("error", error);
        }
        return write(response, callback, status, o);
    }

    private static boolean write(Response response, Callback callback, int status, JsonObject body) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        Content.Sink.write(response, true, body.toString(), callback);
        return true;
    }
}
