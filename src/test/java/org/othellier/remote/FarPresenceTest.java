package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;

import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.ArgumentMatchers.startsWith;
import static org.mockito.Mockito.ignoreStubs;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoMoreInteractions;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.othellier.config.ConfigSection;

/**
 * Whether the far board is there (docs/REMOTE.md, "Outages"), on a time source in the test's hands: silent for three
 * heartbeats, it is away since it was last heard; this board's own link down, the broker is out of reach since then.
 * And {@code remote.grace-s}, the time the far player's clock runs on before it stands.
 */
class FarPresenceTest {

    private final AtomicLong now = new AtomicLong(50_000);
    private final FarPresence presence = new FarPresence(now::get);

    @Test
    void aFarBoardSilentForThreeHeartbeatsIsAwaySinceItWasLastHeard() {
        now.addAndGet(1_000);
        presence.heard();
        now.addAndGet(FarPresence.SILENCE_MILLIS);
        assertEquals(-1, presence.awaySince(), "six seconds of silence: still there");
        now.addAndGet(1);
        assertEquals(51_000, presence.awaySince());
        assertEquals("ben's board is away", presence.why("ben"));
        presence.heard();
        assertEquals(-1, presence.awaySince(), "back with its next message");
    }

    @Test
    void thisBoardsOwnLinkDownIsTheBrokerOutOfReachSinceThen() {
        now.addAndGet(2_000);
        presence.link(false);
        now.addAndGet(1_000);
        presence.link(false); // asked again every second: the outage began at the first
        assertEquals(52_000, presence.awaySince());
        assertEquals("the broker is out of reach", presence.why("ben"));
        now.addAndGet(60_000);
        presence.link(true);
        assertEquals(-1, presence.awaySince(), "the far board gets its full silence again once the broker is back");
        now.addAndGet(FarPresence.SILENCE_MILLIS + 1);
        assertEquals(113_000, presence.awaySince(), "and then nothing came from it");
    }

    @Test
    void theWatchSendsAHeartbeatAndTellsTheGameOnceWhenTheFarBoardGoesAndComesBack() {
        FarPresence.Far far = mock(FarPresence.Far.class);
        presence.watch(true, "ben", far);
        verify(far, times(1)).alive();
        now.addAndGet(1_000);
        presence.watch(true, "ben", far);
        verify(far, times(1)).alive(); // every two seconds
        now.addAndGet(FarPresence.SILENCE_MILLIS);
        presence.watch(true, "ben", far);
        now.addAndGet(1_000);
        presence.watch(true, "ben", far);
        verify(far, times(1)).away(eq(50_000L), startsWith("ben's board is away since "));
        presence.heard();
        presence.watch(true, "ben", far);
        presence.watch(true, "ben", far);
        verify(far, times(1)).back();
        verify(far, times(2)).alive(); // at 50 s and 57 s: at most one every two seconds
        presence.watch(true, null, far); // no remote game: nothing sent, nothing told
        verifyNoMoreInteractions(far);
    }

    @Test
    void theGracePeriodIsReadInSecondsWithItsDefaultAndItsLimits() {
        String section = "[remote]\nbroker = \"tcp://127.0.0.1:1883\"\nname = \"anna\"\n";
        assertEquals(RemoteConfig.DEFAULT_GRACE_MILLIS, RemoteConfig.read(ConfigSection.parse(section, "t")).graceMillis());
        assertEquals(90_000, RemoteConfig.read(ConfigSection.parse(section + "grace-s = 90\n", "t")).graceMillis());
        org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class,
                () -> RemoteConfig.read(ConfigSection.parse(section + "grace-s = 4000\n", "t")));
    }
}
