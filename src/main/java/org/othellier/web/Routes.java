package org.othellier.web;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.jetty.server.Request;

/**
 * An API's table of routes and its one way of matching a request to a route: the path's segments compared whole
 * with the route's, a {@code {name}} segment taking any one non-empty segment. A path that no route matches is 404,
 * a path matched for another method 405, both before anything else is done with the request. The guard matches
 * first and leaves the match on the request ({@link #matched}), which the router dispatches from.
 *
 * @param <R> the table's routes, an enum
 */
public final class Routes<R extends Enum<R> & ApiRoute> {

    private static final String MATCH = Routes.class.getName() + ".match";

    /** A request's route and the parameters its path gave. */
    public record Match<R extends ApiRoute>(R route, Map<String, String> params) {

        public String param(String name) {
            String value = params.get(name);
            if (value == null) {
                throw new IllegalStateException(route.path() + " has no parameter " + name);
            }
            return value;
        }
    }

    private final Class<R> type;
    private final List<R> routes;
    private final Map<R, String[]> segments = new HashMap<>();

    public Routes(Class<R> type) {
        this.type = type;
        this.routes = List.of(type.getEnumConstants());
        Set<String> seen = new java.util.HashSet<>();
        for (R r : routes) {
            if (!r.path().startsWith("/") || !seen.add(r.method() + " " + r.path())) {
                throw new IllegalStateException("route " + r + ": " + r.method() + " " + r.path() + " is malformed or twice");
            }
            String[] s = split(r.path());
            for (String part : s) {
                if (part.isEmpty()) {
                    throw new IllegalStateException("route " + r + ": " + r.path() + " has an empty segment");
                }
            }
            segments.put(r, s);
        }
    }

    /** Every route, in the table's order. */
    List<R> all() {
        return routes;
    }

    /** The route and parameters of {@code method path}, or a {@link Refused} 404 or 405 naming what is there. */
    Match<R> match(String method, String path) {
        String[] given = split(path);
        List<String> methods = new ArrayList<>();
        for (R r : routes) {
            Map<String, String> params = parameters(segments.get(r), given);
            if (params != null) {
                if (r.method().equals(method)) {
                    return new Match<>(r, Map.copyOf(params));
                }
                methods.add(r.method());
            }
        }
        if (!methods.isEmpty()) {
            throw new Refused(405, method + " " + WebText.clip(path) + ": use " + String.join(" or ", methods));
        }
        throw new Refused(404, notFound(path, given));
    }

    /** Matches {@code request} and leaves the match on it for the router. */
    Match<R> matchAndKeep(Request request) {
        Match<R> m = match(request.getMethod(), Request.getPathInContext(request));
        request.setAttribute(MATCH, m);
        return m;
    }

    /** The match the guard left on {@code request}; matched here when none was (the same table, the same answer). */
    @SuppressWarnings("unchecked")
    public Match<R> matched(Request request) {
        if (request.getAttribute(MATCH) instanceof Match<?> m && type.isInstance(m.route())) {
            return (Match<R>) m;
        }
        return match(request.getMethod(), Request.getPathInContext(request));
    }

    /** A path's segments: none for {@code /}; empty ones kept (they match no route). */
    private static String[] split(String path) {
        if (path == null || path.isEmpty() || path.equals("/")) {
            return new String[0];
        }
        return (path.startsWith("/") ? path.substring(1) : path).split("/", -1);
    }

    private static boolean parameter(String segment) {
        return segment.startsWith("{") && segment.endsWith("}");
    }

    /** The parameters when {@code given} is the route's path, else null. */
    private static Map<String, String> parameters(String[] route, String[] given) {
        if (route.length != given.length) {
            return null;
        }
        Map<String, String> params = new HashMap<>();
        for (int i = 0; i < route.length; i++) {
            if (parameter(route[i])) {
                if (given[i].isEmpty()) {
                    return null;
                }
                params.put(route[i].substring(1, route[i].length() - 1), given[i]);
            } else if (!route[i].equals(given[i])) {
                return null;
            }
        }
        return params;
    }

    /** The 404's message: what is wrong in the path, and what the table has there instead when it says so. */
    private String notFound(String path, String[] given) {
        for (String part : given) {
            if (part.isEmpty()) {
                return "no page at '" + WebText.clip(path) + "': a path has no empty parts";
            }
        }
        // the longest start of the path that some longer route shares
        for (int k = given.length - 1; k >= 1; k--) {
            Set<String> next = new LinkedHashSet<>();
            String noun = null;
            for (R r : routes) {
                String[] s = segments.get(r);
                if (s.length > k && startsWith(s, given, k)) {
                    next.add(s[k]);
                    if (noun == null && s.length == k + 1) {
                        noun = r.noun();
                    }
                }
            }
            if (!next.isEmpty()) {
                if (noun != null) {
                    return "no " + noun + " '" + WebText.clip(given[k]) + "' at /" + String.join("/", List.of(given).subList(0, k))
                            + "/ (" + String.join(", ", next) + ")";
                }
                break;
            }
        }
        return (path.startsWith("/api/") ? "no API at " : "no page at ") + WebText.clip(path);
    }

    private static boolean startsWith(String[] route, String[] given, int k) {
        for (int i = 0; i < k; i++) {
            if (!(parameter(route[i]) && !given[i].isEmpty()) && !route[i].equals(given[i])) {
                return false;
            }
        }
        return true;
    }
}
