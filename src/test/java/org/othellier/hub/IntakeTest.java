package org.othellier.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.othellier.club.ClubTopics;

/**
 * What the hub lets in from the broker's thread, without a hub: a board's name, a payload's bytes by its kind, and a
 * token bucket per board on the hub's clock (a number the test moves), each refusal counted by why.
 */
class IntakeTest {

    private final long[] now = {1_000_000};
    private final Intake intake = new Intake(() -> now[0]);

    private long count(String why) {
        return intake.counts().get(why).getAsLong();
    }

    @Test
    void aTopicsBoardNameMustBeABoardsName() {
        assertFalse(intake.admit("x".repeat(1000), ClubTopics.STATE, 10));
        assertFalse(intake.admit("hub", ClubTopics.STATE, 10));
        assertTrue(intake.admit("board-1", ClubTopics.STATE, 10));
        assertEquals(2, count("badName"));
    }

    @Test
    void aStateMayBeSixteenKilobytesAndAnythingElseFour() {
        assertTrue(intake.admit("board-1", ClubTopics.STATE, Intake.MAX_STATE_BYTES));
        assertFalse(intake.admit("board-1", ClubTopics.STATE, Intake.MAX_STATE_BYTES + 1));
        assertTrue(intake.admit("board-1", ClubTopics.EVENT, Intake.MAX_MESSAGE_BYTES));
        assertFalse(intake.admit("board-1", ClubTopics.EVENT, Intake.MAX_MESSAGE_BYTES + 1));
        assertFalse(intake.admit("board-1", ClubTopics.ACK, Intake.MAX_STATE_BYTES));
        assertEquals(3, count("tooLarge"));
    }

    @Test
    void aBoardHasItsBurstThenItsRateAndTheOthersTheirOwn() {
        for (int i = 0; i < Intake.BURST; i++) {
            assertTrue(intake.admit("board-1", ClubTopics.EVENT, 100), "message " + i + " of the burst");
        }
        assertFalse(intake.admit("board-1", ClubTopics.EVENT, 100));
        assertTrue(intake.admit("board-2", ClubTopics.EVENT, 100), "another board is not held back");
        now[0] += 1000 / Intake.PER_SECOND - 1;
        assertFalse(intake.admit("board-1", ClubTopics.EVENT, 100), "not yet one message's refill");
        now[0] += 1;
        assertTrue(intake.admit("board-1", ClubTopics.EVENT, 100));
        assertFalse(intake.admit("board-1", ClubTopics.EVENT, 100));
        assertEquals(3, count("overRate"));
        now[0] += 60_000;
        for (int i = 0; i < Intake.BURST; i++) {
            assertTrue(intake.admit("board-1", ClubTopics.EVENT, 100), "a whole burst again after a quiet minute");
        }
    }

    @Test
    void aMessageOutOfRangeIsRefusedNamingTheField() {
        Intake.Malformed e = assertThrows(Intake.Malformed.class,
                () -> Intake.event(Intake.object("{\"gameId\": 3, \"seq\": -1, \"kind\": \"move\", \"data\": \"f5\"}")));
        assertEquals("\"seq\" must be from 0 to 100000, not -1", e.getMessage());
        assertEquals("not a JSON object", assertThrows(Intake.Malformed.class, () -> Intake.object("[1, 2]"))
                .getMessage());
        intake.malformed("board-1", ClubTopics.EVENT, e.getMessage());
        intake.malformed("board-1", ClubTopics.EVENT, e.getMessage());
        assertEquals(2, count("malformed"));
    }
}
