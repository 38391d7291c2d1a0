package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.othellier.app.OthelloControllerTest.F5_DONE;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoredGame;

/**
 * A remote game adjourned and taken up again (docs/REMOTE.md, "Adjournment"), time in the test's hands: anna plays
 * Black here, ben White at his board, 1 minute each, 30 s of grace. After a long outage anna's arbiter adjourns alone;
 * while ben's board is there, adjourning is an offer he accepts, as a draw is. The game ends without a result, both
 * times kept, the display says ADJRN; taken up again it waits, paused, until both boards agree on its record.
 *
 * <pre>
 *   a b c d e f g h
 * 4 - - - O X - - -     after 1. f5, White (ben) to move
 * 5 - - - X X X - -
 * </pre>
 */
class FarAdjournmentTest {

    @TempDir
    Path dir;

    private static final String AWAY = "ben's board is away since 12:03:05";

    private static OthelloTable afterF5(Path dir) {
        OthelloTable t = new OthelloTable(dir, new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR,
                PlayerSpec.HUMAN, PlayerSpec.remote("ben"), "1m", false));
        t.holdAi = true;
        t.settle().frame(F5_DONE).settle();
        return t;
    }

    private static StoredGame stored(OthelloTable t) {
        return t.journal.load(t.state().gameId()).orElseThrow();
    }

    private static List<String> ending(OthelloTable t) {
        return stored(t).entries().stream().filter(e -> e.kind().startsWith("offer") || e.kind().equals("adjourn")
                || e.kind().equals("pause") || e.kind().equals("resume")).map(FarAdjournmentTest::text).toList();
    }

    private static String text(JournalEntry e) {
        return e.kind() + " " + e.side() + " " + e.data();
    }

    @Test
    void afterAnOutageLongerThanTheGraceOneSideAloneAdjourns() {
        try (OthelloTable t = afterF5(dir)) {
            t.run(() -> t.controller.far().away(Side.WHITE, t.time.get(), 30_000, AWAY));
            t.advance(10_000);
            IllegalArgumentException early = assertThrows(IllegalArgumentException.class, () -> t.controller.far().adjourn());
            assertEquals(AWAY + ": one side alone may adjourn once it has been away for the grace (remote.grace-s, 30 s)",
                    early.getMessage());
            assertEquals("playing", t.state().status(), "nothing changed");

            t.advance(25_000);
            long black = t.state().clock().black();
            long white = t.state().clock().white();
            t.run(() -> t.controller.far().adjourn());
            assertEquals("adjourned", t.state().status());
            assertNull(t.state().result(), "an adjourned game has no result");
            assertEquals(black, t.state().clock().black(), "Black's time kept");
            assertEquals(white, t.state().clock().white(), "White's time kept (it stood for the outage)");
            t.advance(60_000);
            assertEquals(white, t.state().clock().white(), "and nobody's runs any more");
            assertArrayEquals(new String[] {"ADJRN", "ADJRN"}, t.board.displayTexts(), "the display says it");
            StoredGame g = stored(t);
            assertEquals("adjourned", g.status());
            assertNull(g.result());
            assertEquals(List.of("adjourn black alone: " + AWAY), ending(t));
            assertTrue(t.state().messages().stream().anyMatch(m -> m.text().startsWith("adjourned here (" + AWAY
                    + ", longer than the grace of 30 s)")), String.valueOf(t.state().messages()));
        }
    }

    @Test
    void whileTheFarBoardIsThereAdjourningIsAnOfferTheFarPlayerAccepts() {
        try (OthelloTable t = afterF5(dir)) {
            t.run(() -> t.controller.far().adjourn());
            assertEquals(new Offer(Offer.Kind.ADJOURN, Side.BLACK), t.state().offer(), "offered after anna's move");
            assertEquals("playing", t.state().status());
            assertArrayEquals(new String[] {"ADJ?", "ADJ?"}, t.board.displayTexts());
            t.run(() -> t.controller.far().answered(Side.WHITE, 1, true));
            assertEquals("adjourned", t.state().status());
            assertEquals(List.of("offer black adjourn", "offer-accepted white adjourn", "adjourn null agreed"), ending(t));
        }
    }

    @Test
    void anOfferToAdjournIsMadeAfterOnesMoveAndThePlayersPageDoesNotAgreeToIt() {
        try (OthelloTable t = new OthelloTable(dir, new OthelloSettings("othello", OthelloVariant.OTHELLO,
                SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.remote("ben"), "1m", false))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.controller.far().adjourn());
            assertEquals("ben's board is there, so adjourning is an offer ben accepts: across boards an offer is made"
                    + " after one's move, while White is to move at their board", e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> t.controller.offer(Side.BLACK, "adjourn"));
            assertTrue(e.getMessage().contains("the arbiter adjourns a remote game (POST /api/remote/adjourn)"),
                    e.getMessage());
        }
        try (OthelloTable t = afterF5(dir.resolve("two"))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> t.controller.far().offered(Side.WHITE, "adjourn", 1));
            assertEquals("White is to move: an offer across boards is made after one's move", e.getMessage());
            assertNull(t.state().offer());
        }
    }

    @Test
    void theFarBoardsLoneAdjournmentEndsTheGameHereToo() {
        try (OthelloTable t = afterF5(dir)) {
            t.run(() -> t.controller.far().adjourned(Side.WHITE, "adjourned alone there after move 2"));
            assertEquals("adjourned", t.state().status());
            assertEquals(List.of("adjourn white at ben's board: adjourned alone there after move 2"), ending(t));
            assertThrows(IllegalArgumentException.class, () -> t.controller.far().adjourned(Side.BLACK, "x"),
                    "anna plays Black here");
        }
    }

    @Test
    void takenUpAgainTheGameWaitsPausedUntilBothRecordsAgreeThenTheClockRunsFromTheKeptTimes() {
        try (OthelloTable t = afterF5(dir)) {
            t.run(() -> t.controller.far().away(Side.WHITE, t.time.get(), 30_000, AWAY));
            t.advance(31_000);
            t.run(() -> t.controller.far().adjourn());
            long white = t.state().clock().white();
            long black = t.state().clock().black();
            StoredGame adjourned = stored(t);
            t.advance(3_600_000); // an hour later

            t.run(() -> t.controller.reopen(adjourned, null));
            assertEquals("paused", t.state().status());
            assertEquals(adjourned.id(), t.state().gameId(), "the same game of the journal");
            assertEquals("f5", t.moves());
            assertEquals("playing", stored(t).status());
            assertEquals(white, t.state().clock().white());
            assertEquals(black, t.state().clock().black());
            assertTrue(t.state().messages().stream().anyMatch(m -> m.text().startsWith("adjourned game "
                    + adjourned.id() + " taken up again at move 2: set the board as the LEDs show")));

            t.run(() -> t.controller.far().resumeAgreed(Side.WHITE, "remote: both boards agree"));
            assertEquals("playing", t.state().status());
            assertEquals(Side.WHITE, t.state().clock().running(), "ben's time runs from what the adjournment kept");
            t.advance(2_000);
            assertTrue(Math.abs(white - 2_000 - t.state().clock().white()) <= 100, "" + t.state().clock().white());
            assertEquals(List.of("adjourn black alone: " + AWAY, "pause null adjourned game taken up again",
                    "resume null " + OthelloFarPlayer.AGREED), ending(t));
        }
    }
}
