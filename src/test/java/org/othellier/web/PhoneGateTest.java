package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.SecureRandom;
import org.junit.jupiter.api.Test;
import org.othellier.game.Side;
import org.othellier.phone.PhoneInvitation;
import org.othellier.phone.PhonePlayers;

/** Unknown invitation tokens are limited as wrong PINs are: per address and in all, checked before the token is read. */
class PhoneGateTest {

    long now = 1_000_000;
    final PhonePlayers phones = new PhonePlayers(new SecureRandom());
    final PhoneGate gate = new PhoneGate(phones, () -> now);

    @Test
    void tenUnknownTokensFromOneAddressLockItForAMinuteTheRightOneToo() {
        PhoneInvitation carla = phones.invite(1, Side.WHITE, "carla");
        assertEquals(carla, gate.check("10.0.0.5", carla.token()));
        for (int i = 0; i < PhoneGate.PER_ADDRESS; i++) {
            assertEquals(403, assertThrows(Refused.class, () -> gate.check("10.0.0.5", "guess")).status);
        }
        Refused locked = assertThrows(Refused.class, () -> gate.check("10.0.0.5", carla.token()));
        assertEquals(429, locked.status);
        assertTrue(locked.getMessage().contains("try again in 60 s"), locked.getMessage());
        assertEquals(carla, gate.check("10.0.0.6", carla.token()), "another address is not held up");
        now += 60_000;
        assertEquals(carla, gate.check("10.0.0.5", carla.token()), "a minute later");
    }

    @Test
    void unknownTokensFromManyAddressesLockEveryone() {
        PhoneInvitation carla = phones.invite(1, Side.WHITE, "carla");
        for (int i = 0; i < PhoneGate.ALL_ADDRESSES; i++) {
            int a = i;
            assertEquals(403, assertThrows(Refused.class, () -> gate.check("10.0.1." + a, "guess")).status);
        }
        assertEquals(429, assertThrows(Refused.class, () -> gate.check("10.0.2.1", carla.token())).status);
    }
}
