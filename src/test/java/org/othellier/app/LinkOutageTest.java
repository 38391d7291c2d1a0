package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.withSettings;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.AdditionalAnswers;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.BoardStatus;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.store.JournalEntry;
import org.othellier.web.OctiJson;
import org.othellier.web.StateJson;

/**
 * The clock while the board controller's link is down: it stands, charged up to the instant the board was last
 * heard (not the one the driver gave up on it), the page says why, and it runs again when the link is back; the
 * arbiter's resume runs it anyway; a restart mid-outage charges nothing of it. The game's board is a Mockito mock
 * that delegates to the simulated one and reports the link as a serial controller's driver does; time is the test's.
 */
class LinkOutageTest {

    private static final long TWENTY_FIVE_MINUTES = 25 * 60_000;

    @TempDir
    Path dir;

    private final AtomicReference<BoardStatus> link = new AtomicReference<>(BoardStatus.connected(SensorKind.COLOUR));

    /** A hardware board (not the simulated one, which is always there): its link is what the test reports. */
    private BoardBackend hardware(SimulatedBoard sim) {
        BoardBackend board = mock(BoardBackend.class, withSettings().defaultAnswer(AdditionalAnswers.delegatesTo(sim)));
        doAnswer(i -> link.get()).when(board).status();
        return board;
    }

    private static OthelloSettings people(String clock) {
        return new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.HUMAN, clock,
                false);
    }

    private OthelloTable table(long startMillis) {
        return new OthelloTable(dir, people("25m"), BoardConfig.DEFAULTS, startMillis, List.of(), this::hardware);
    }

    /** The driver's report: the link is down, the board last heard at {@code heard}. */
    private static BoardStatus lost(long heard) {
        return lost(heard, "nothing from the controller on /dev/ttyACM0 for 3000 ms");
    }

    private static BoardStatus lost(long heard, String reason) {
        return new BoardStatus(BoardStatus.Link.RECONNECTING, reason, BoardStatus.sensing(SensorKind.COLOUR), heard);
    }

    private void report(OthelloTable t, BoardStatus status) {
        link.set(status);
        t.run(t.controller::boardChanged); // what the driver's watcher posts to the loop
    }

    private static String lastMessage(OthelloSnapshot view) {
        List<OthelloSnapshot.Message> m = view.messages();
        return m.get(m.size() - 1).text();
    }

    @Test
    void theClockStandsFromWhenTheBoardWasLastHeardUntilTheLinkIsBack() {
        try (OthelloTable t = table(1_000_000)) {
            t.frame(OthelloControllerTest.START).settle().press(Side.WHITE);
            assertEquals(Side.BLACK, t.state().clock().running());
            t.advance(10_000);
            long heard = t.time.get(); // the controller's last frame; then silence
            t.advance(3_000); // the driver's link timeout: the ticks ran Black's clock meanwhile
            report(t, lost(heard));

            OthelloSnapshot.ClockReading c = t.state().clock();
            assertNull(c.running(), "nobody's time runs while the board is not answering");
            assertEquals(TWENTY_FIVE_MINUTES - 10_000, c.black(), "charged up to when the board was last heard");
            assertEquals("the board's link is down", c.stands());
            assertEquals(false, c.paused(), "nobody paused it");
            assertEquals("playing", t.state().status());
            assertEquals("the board's link is down", StateJson.state(t.state(), null).getAsJsonObject("clock")
                    .get("stands").getAsString(), "the page says why the clock stands");
            assertEquals("the clock stands while the board's link is down: no time runs until it is back (the arbiter's"
                    + " Resume runs it anyway)", lastMessage(t.state()));

            t.advance(60_000);
            assertEquals(TWENTY_FIVE_MINUTES - 10_000, t.state().clock().black(), "a minute of outage costs nothing");
            report(t, lost(heard, "/dev/ttyACM0 is gone (unplugged?)")); // another reason: still down
            assertNull(t.state().clock().running());

            report(t, BoardStatus.connected(SensorKind.COLOUR));
            assertEquals(Side.BLACK, t.state().clock().running(), "the link is back: Black's time runs again");
            assertNull(t.state().clock().stands());
            assertEquals(TWENTY_FIVE_MINUTES - 10_000, t.state().clock().black(), "the outage changed nothing");
            assertEquals("the board's link is back: the clock runs again", lastMessage(t.state()));
            t.advance(5_000);
            assertEquals(TWENTY_FIVE_MINUTES - 15_000, t.state().clock().black());

            List<String> kinds = t.journal.playing().orElseThrow().entries().stream().map(JournalEntry::kind).toList();
            assertEquals(List.of("clock-start", "link-lost", "link-back"), kinds);
        }
    }

    @Test
    void theArbitersResumeRunsTheClockThroughTheOutageAndTheNextOutageStandsItAgain() {
        try (OthelloTable t = table(1_000_000)) {
            t.frame(OthelloControllerTest.START).settle().press(Side.WHITE);
            t.advance(10_000);
            report(t, lost(t.time.get()));
            assertNull(t.state().clock().running());

            t.run(t.controller::resume); // the arbiter: the player carries on without the controller
            assertEquals(Side.BLACK, t.state().clock().running());
            assertNull(t.state().clock().stands());
            assertEquals("the arbiter runs the clock while the board's link is down", lastMessage(t.state()));
            report(t, lost(t.time.get() - 500, "/dev/ttyACM0 is gone (unplugged?)"));
            assertEquals(Side.BLACK, t.state().clock().running(), "the arbiter's call holds for this outage");
            t.advance(4_000);
            assertEquals(TWENTY_FIVE_MINUTES - 14_000, t.state().clock().black());

            report(t, BoardStatus.connected(SensorKind.COLOUR));
            t.advance(1_000);
            report(t, lost(t.time.get()));
            assertNull(t.state().clock().running(), "a new outage stands the clock again");
            assertEquals(TWENTY_FIVE_MINUTES - 15_000, t.state().clock().black());
            t.run(t.controller::pause); // the arbiter pauses during the outage: back, the clock stays paused
            report(t, BoardStatus.connected(SensorKind.COLOUR));
            assertEquals("paused", t.state().status());
            assertNull(t.state().clock().running());
            t.run(t.controller::resume);
            assertEquals(Side.BLACK, t.state().clock().running());
        }
    }

    @Test
    void aRestartMidOutageChargesNothingOfIt() {
        try (OthelloTable t = table(1_000_000)) {
            t.frame(OthelloControllerTest.START).settle().press(Side.WHITE);
            t.advance(10_000);
            long heard = t.time.get();
            t.advance(3_000);
            report(t, lost(heard));
            t.advance(30_000); // then the service restarts, the controller still unplugged
        }
        try (OthelloTable t = table(7_000)) { // a new run: another origin on the monotonic clock
            report(t, lost(-1));
            t.advance(20_000);
            assertEquals(TWENTY_FIVE_MINUTES - 10_000, t.state().clock().black(), "not the outage, nor the restart");
            assertNull(t.state().clock().running());
            report(t, BoardStatus.connected(SensorKind.COLOUR));
            assertEquals(Side.BLACK, t.state().clock().running());
            assertEquals(TWENTY_FIVE_MINUTES - 10_000, t.state().clock().black());
        }
        try (OthelloTable t = table(90_000)) { // and once more, the link up from the start
            t.advance(2_000);
            assertEquals(TWENTY_FIVE_MINUTES - 12_000, t.state().clock().black(), "only the time since the link came back");
        }
    }

    @Test
    void noClockNothingStands() {
        try (OthelloTable t = new OthelloTable(dir, people("none"), BoardConfig.DEFAULTS, 1_000_000, List.of(), this::hardware)) {
            t.frame(OthelloControllerTest.START).settle().press(Side.WHITE);
            report(t, lost(t.time.get()));
            assertNull(t.state().clock().stands());
            assertThrows(IllegalArgumentException.class, t.controller::resume, "nothing to resume");
        }
    }

    @Test
    void anOctiClockStandsToo() {
        OctiSettings s = new OctiSettings(OctiVariant.FAST, SensorKind.COLOUR, List.of("human", "human"), "10m");
        try (OctiTable t = new OctiTable(dir, s, this::hardware)) {
            t.show().press(Side.WHITE);
            assertEquals(Side.BLACK, t.state().clock().running());
            t.advance(5_000);
            long heard = t.time.get();
            t.advance(3_000);
            link.set(lost(heard));
            t.queue.add(t.controller::boardChanged);
            t.drain();
            assertNull(t.state().clock().running());
            assertEquals(600_000 - 5_000, t.state().clock().black());
            assertEquals("The clock stands: the board's link is down; it runs again when the board is back (Resume"
                    + " (Arbiter) runs it anyway)", OctiJson.guide(t.state()));
            t.advance(30_000);
            link.set(BoardStatus.connected(SensorKind.COLOUR));
            t.queue.add(t.controller::boardChanged);
            t.drain();
            assertEquals(Side.BLACK, t.state().clock().running());
            assertEquals(600_000 - 5_000, t.state().clock().black());
        }
    }
}
