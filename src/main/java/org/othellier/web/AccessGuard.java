package org.othellier.web;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.LongSupplier;
import java.util.logging.Logger;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.MimeTypes;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.othellier.security.SecurityConfig;

/**
 * Who may do what over the network (docs/SECURITY.md), in front of the page, the API and the live view:
 * <ul>
 * <li>the {@code Host} must name this board (no DNS rebinding), else 421;</li>
 * <li>the request must be one of the API's routes ({@link Routes}: the same table the router dispatches from), else
 *     404 (405 for another method), before anything else is done with it;</li>
 * <li>a request that changes anything, and the WebSocket handshake, must come from the board's own page
 *     where the browser says where it comes from ({@code Origin}, or {@code Referer}), else 403, and must
 *     carry JSON as {@code application/json} (which no HTML form can send across sites), else 415;</li>
 * <li>a route of a phone player's needs the token of an invitation the arbiter issued in its path ({@link PhoneGate}:
 *     wrong tokens limited, 429; unknown 403); the invitation is left on the request for the router;</li>
 * <li>a route of the arbiter's (and on hardware a player's at the page) needs the arbiter's session cookie
 *     ({@code POST /api/login}: HttpOnly, SameSite=Strict, expiring) or {@code Authorization: Bearer PIN}, the PIN
 *     limited by {@link PinCheck} (429), else 401; new games are limited per minute.</li>
 * </ul>
 * A Bearer on any other route is not read. The board's own buttons never pass here.
 */
public final class AccessGuard extends Handler.Wrapper {

    private static final Logger LOG = Logger.getLogger(AccessGuard.class.getName());
    static final String COOKIE = ArbiterSessions.COOKIE;
    private static final long MINUTE = 60_000;
    /** Where the guard leaves a phone route's invitation for the router. */
    static final String INVITATION = AccessGuard.class.getName() + ".invitation";

    private final Routes<?> routes;
    private final PinCheck pins;
    private final ArbiterSessions sessions;
    private final SecurityConfig settings;
    private final boolean simulated;
    private final LongSupplier nowMillis;
    private final PhoneGate phones;
    private final Set<String> names = new HashSet<>();
    private final Deque<Long> newGames = new ArrayDeque<>();

    /**
     * @param routes    the table the router behind dispatches from
     * @param simulated the simulated board: its clicks and the page's choices are playing actions anyone at
     *                  the page may make; on hardware the board's own sensors and buttons are the players'
     */
    public AccessGuard(Handler next, Routes<?> routes, ArbiterSessions sessions, SecurityConfig settings, boolean simulated,
                LongSupplier nowMillis) {
        this(next, routes, sessions, settings, simulated, nowMillis, null);
    }

    /** @param phones the phone players' tokens; null where no route is a phone's (the hub) */
    AccessGuard(Handler next, Routes<?> routes, ArbiterSessions sessions, SecurityConfig settings, boolean simulated,
                LongSupplier nowMillis, PhoneGate phones) {
        super(next);
        this.phones = phones;
        this.routes = routes;
        this.pins = sessions.pins();
        this.sessions = sessions;
        this.settings = settings;
        this.simulated = simulated;
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
            // the names go to the log, not to whoever asked
            LOG.fine(() -> "Host '" + WebText.clip(host) + "' refused; this board's names: " + String.join(", ", names));
            return refuse(request, response, callback, 421, "this board answers to its own names only (an IP address, localhost,"
                    + " its host name, NAME.local or security.hosts); '" + WebText.clip(host) + "' is not one of them: add it to"
                    + " security.hosts");
        }
        Routes.Match<?> match;
        try {
            match = routes.matchAndKeep(request);
        } catch (Refused e) {
            return refuse(request, response, callback, e.status, e.getMessage());
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
        ApiRoute route = match.route();
        if (route.caller() == ApiRoute.Caller.PHONE) {
            try {
                if (phones == null) {
                    throw new Refused(404, "no phone players here");
                }
                request.setAttribute(INVITATION, phones.check(PinCheck.address(request), match.param("token")));
            } catch (Refused e) {
                if (e.status == 429) {
                    response.getHeaders().put(HttpHeader.RETRY_AFTER, "60");
                }
                return refuse(request, response, callback, e.status, e.getMessage());
            }
        }
        if (route.caller() == ApiRoute.Caller.ARBITER || route.caller() == ApiRoute.Caller.PLAYER && !simulated) {
            if (!sessions.arbiter(request)) {
                String given = bearer(request);
                PinCheck.Outcome outcome = given == null ? null : pins.check(PinCheck.address(request), given);
                if (outcome == PinCheck.Outcome.LOCKED) {
                    return refuse(request, response, callback, 429, sessions.tooManyWrong(PinCheck.address(request), response));
                }
                if (outcome != PinCheck.Outcome.RIGHT) {
                    return refuse(request, response, callback, 401, (outcome == null ? "" : "wrong PIN: ")
                            + "only the arbiter may do this: give the arbiter's PIN (the page asks for it; scripts send"
                            + " Authorization: Bearer PIN; `othellier pin` shows it)");
                }
            }
            if (route.startsGame() && !newGameAllowed()) {
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

    private static String bearer(Request request) {
        String auth = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        if (auth == null || !auth.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return null;
        }
        return auth.substring(7).strip();
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

    /** A refusal before the request's body was read: the answer says the connection closes (see BodyWatch). */
    private static boolean refuse(Request request, Response response, Callback callback, int status, String error) {
        BodyWatch.closeIfUnread(request, response);
        Reply.error(status, error).send(response, callback);
        return true;
    }
}
