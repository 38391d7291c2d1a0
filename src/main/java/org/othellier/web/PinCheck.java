package org.othellier.web;

import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.logging.Logger;
import org.eclipse.jetty.server.Request;

/**
 * The arbiter's PIN and the one limit on guessing it: every PIN the service reads (a login, a Bearer on an
 * arbiter's route) is compared here and nowhere else, and only after the limit was checked. A few wrong PINs a
 * minute from one address ({@value #PER_ADDRESS}), a few more from all addresses together ({@value #ALL_ADDRESSES}):
 * beyond them the PIN is refused unread, the right one too, until the oldest wrong try is a minute old. Refused
 * PINs are logged, a line a second at most, with the addresses and the count since the last line.
 */
public final class PinCheck {

    private static final Logger LOG = Logger.getLogger(PinCheck.class.getName());
    static final int PER_ADDRESS = 5;
    static final int ALL_ADDRESSES = 20;
    static final long MINUTE = 60_000;
    private static final long LOG_EVERY = 1_000;
    /** The most addresses a log line names (an attack from many gets the count of the rest). */
    private static final int LOGGED_ADDRESSES = 10;

    /** What became of a PIN given. */
    enum Outcome { RIGHT, WRONG, LOCKED }

    private final byte[] pin;
    private final LongSupplier nowMillis;
    private final Deque<Long> wrong = new ArrayDeque<>();
    private final Map<String, Deque<Long>> wrongFrom = new HashMap<>();
    private final Map<String, int[]> refusedSinceLine = new LinkedHashMap<>();
    private long lastLine = Long.MIN_VALUE;

    public PinCheck(String pin, LongSupplier nowMillis) {
        this.pin = pin.getBytes(StandardCharsets.US_ASCII);
        this.nowMillis = nowMillis;
    }

    /** {@code given} from {@code address}: compared only when the limit allows a try now. */
    synchronized Outcome check(String address, String given) {
        long now = nowMillis.getAsLong();
        if (waitMillis(address, now) > 0) {
            refused(address, true, now);
            return Outcome.LOCKED;
        }
        if (MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), pin)) {
            return Outcome.RIGHT;
        }
        wrong.addLast(now);
        wrongFrom.computeIfAbsent(address, a -> new ArrayDeque<>()).addLast(now);
        refused(address, false, now);
        return Outcome.WRONG;
    }

    /** Whether {@code address} may give a PIN now; a try refused here (the PIN unread) is counted and logged as refused. */
    synchronized boolean mayTry(String address) {
        long now = nowMillis.getAsLong();
        if (waitMillis(address, now) > 0) {
            refused(address, true, now);
            return false;
        }
        return true;
    }

    /** How long {@code address} must wait before its next try, in milliseconds; 0: it may try now. */
    synchronized long waitMillis(String address) {
        return waitMillis(address, nowMillis.getAsLong());
    }

    /** Whether the wait is for every address (the network's limit), not this one's own. */
    synchronized boolean lockedForAll() {
        long now = nowMillis.getAsLong();
        expire(now);
        return wrong.size() >= ALL_ADDRESSES;
    }

    private long waitMillis(String address, long now) {
        expire(now);
        long until = 0;
        // Only tries allowed are counted, so neither list is ever longer than its limit.
        if (wrong.size() >= ALL_ADDRESSES) {
            until = wrong.peekFirst() + MINUTE;
        }
        Deque<Long> own = wrongFrom.get(address);
        if (own != null && own.size() >= PER_ADDRESS) {
            until = Math.max(until, own.peekFirst() + MINUTE);
        }
        return Math.max(0, until - now);
    }

    private void expire(long now) {
        while (!wrong.isEmpty() && wrong.peekFirst() + MINUTE <= now) {
            wrong.removeFirst();
        }
        wrongFrom.values().removeIf(times -> {
            while (!times.isEmpty() && times.peekFirst() + MINUTE <= now) {
                times.removeFirst();
            }
            return times.isEmpty();
        });
    }

    private void refused(String address, boolean locked, long now) {
        int[] counts = refusedSinceLine.computeIfAbsent(address, a -> new int[2]);
        counts[locked ? 1 : 0]++;
        if (lastLine != Long.MIN_VALUE && now - lastLine < LOG_EVERY) {
            return; // counted for the next line
        }
        StringBuilder line = new StringBuilder("arbiter PINs refused since the last line:");
        int named = 0;
        int total = 0;
        for (Map.Entry<String, int[]> e : refusedSinceLine.entrySet()) {
            int[] c = e.getValue();
            total += c[0] + c[1];
            if (named++ < LOGGED_ADDRESSES) {
                line.append(named == 1 ? " " : ", ").append(c[0] + c[1]).append(" from ").append(e.getKey());
                if (c[1] > 0) {
                    line.append(" (").append(c[1]).append(" while locked)");
                }
            }
        }
        if (named > LOGGED_ADDRESSES) {
            line.append(" and more from ").append(named - LOGGED_ADDRESSES).append(" other addresses");
        }
        line.append("; ").append(total).append(" in all, ").append(wrong.size()).append(" wrong in the last minute (limits: ")
                .append(PER_ADDRESS).append(" an address, ").append(ALL_ADDRESSES).append(" in all)");
        LOG.warning(line.toString());
        refusedSinceLine.clear();
        lastLine = now;
    }

    /** The address a request came from, as the limit counts it. */
    static String address(Request request) {
        SocketAddress a = request.getConnectionMetaData().getRemoteSocketAddress();
        return a instanceof InetSocketAddress i && i.getAddress() != null ? i.getAddress().getHostAddress() : String.valueOf(a);
    }
}
