package org.othellier.web;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.logging.Logger;
import org.othellier.phone.PhoneInvitation;
import org.othellier.phone.PhonePlayers;

/**
 * The guard's check of a phone's token (docs/SECURITY.md, "A phone as the far opponent"): a route of the phone's
 * ({@link ApiRoute.Caller#PHONE}) takes only a token of an invitation the arbiter issued, and the wrong tokens are
 * limited as wrong PINs are, before the token is looked up: {@value #PER_ADDRESS} a minute from one address,
 * {@value #ALL_ADDRESSES} from all together; beyond them every token is refused unread (429) until the oldest wrong
 * one is a minute old. A token is 128 random bits, so the limit is for the log and the board's load, not the odds.
 */
final class PhoneGate {

    private static final Logger LOG = Logger.getLogger(PhoneGate.class.getName());
    static final int PER_ADDRESS = 10;
    static final int ALL_ADDRESSES = 50;
    private static final long MINUTE = 60_000;

    private final PhonePlayers phones;
    private final LongSupplier nowMillis;
    private final Deque<Long> wrong = new ArrayDeque<>();
    private final Map<String, Deque<Long>> wrongFrom = new HashMap<>();

    PhoneGate(PhonePlayers phones, LongSupplier nowMillis) {
        this.phones = phones;
        this.nowMillis = nowMillis;
    }

    PhonePlayers phones() {
        return phones;
    }

    /** The invitation of {@code token} from {@code address}; a {@link Refused} 403 or 429 naming why otherwise. */
    synchronized PhoneInvitation check(String address, String token) {
        long now = nowMillis.getAsLong();
        expire(now);
        Deque<Long> own = wrongFrom.get(address);
        long until = wrong.size() >= ALL_ADDRESSES ? wrong.peekFirst() + MINUTE : 0;
        if (own != null && own.size() >= PER_ADDRESS) {
            until = Math.max(until, own.peekFirst() + MINUTE);
        }
        if (until > now) {
            throw new Refused(429, "too many unknown invitation links in the last minute (at most " + PER_ADDRESS
                    + " an address, " + ALL_ADDRESSES + " in all): try again in " + ((until - now + 999) / 1000) + " s");
        }
        PhoneInvitation i = phones.find(token).orElse(null);
        if (i == null) {
            wrong.addLast(now);
            wrongFrom.computeIfAbsent(address, a -> new ArrayDeque<>()).addLast(now);
            LOG.warning("phone: an unknown invitation token from " + address + " (" + wrong.size()
                    + " in the last minute)");
            throw new Refused(403, "this invitation link is not one the board issued (or the arbiter has issued a newer"
                    + " one): ask the arbiter for the link");
        }
        return i;
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
}
