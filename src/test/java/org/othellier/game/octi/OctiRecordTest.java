package org.othellier.game.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Game records (docs/OCTI.md): written, read back into the same game, and refused with the line and reason. */
class OctiRecordTest {

    @ParameterizedTest
    @EnumSource(OctiVariant.class)
    void aRecordReadsBackIntoTheSameGame(OctiVariant v) {
        Random rng = new Random(5 + v.ordinal());
        for (int g = 0; g < 10; g++) {
            OctiGame game = new OctiGame(v);
            game.tag("Black", "ai:3");
            game.tag("White", "random");
            while (!game.position().isOver() && game.ply() < 300) {
                LegalMoves moves = game.position().legalMoves();
                game.play(moves.get(rng.nextLong(moves.count())));
            }
            String text = OctiRecord.write(game);
            OctiGame back = OctiRecord.read(text);
            assertEquals(game.moves(), back.moves());
            assertEquals(game.position(), back.position());
            assertEquals("ai:3", back.tags().get("Black"));
            assertEquals(text, OctiRecord.write(back));
        }
    }

    @Test
    void theFormatIsHeadersThenNumberedRounds() {
        OctiGame game = new OctiGame(OctiVariant.FAST);
        game.tag("Black", "Ann");
        game.tag("White", "Bob");
        game.play("e7+N");
        game.play("c3+S");
        game.play("e7-e6");
        assertEquals("""
                Variant: fast
                Black: Ann
                White: Bob
                Result: unfinished

                1. e7+N c3+S
                2. e7-e6
                """, OctiRecord.write(game));
    }

    @Test
    void commentsMoveNumbersAndLayoutAreFree() {
        OctiGame game = OctiRecord.read("""
                ; a game
                Variant: four-player
                Black: Ann   ; seat c7
                1. c7+N  c3+S g3+S g7+N
                c7-c6 ; second round
                """);
        assertEquals(5, game.ply());
        assertEquals(OctiVariant.FOUR_PLAYER, game.variant());
        assertEquals("Ann", game.tags().get("Black"));
    }

    @Test
    void anIllegalMoveIsRefusedNamingTheLineTheMoveAndTheReason() {
        var e = assertThrows(OctiRecord.RecordException.class, () -> OctiRecord.read("""
                Variant: fast

                1. e7+N c3+S
                2. e7-e5 c3-c4
                """));
        assertEquals("record line 4: move 3 'e7-e5': e5 is not next to e7 (X-8)", e.getMessage());
        assertEquals(4, e.line());
    }

    @Test
    void unknownVariantsMissingVariantsAndWrongResultsAreRefused() {
        var unknown = assertThrows(OctiRecord.RecordException.class, () -> OctiRecord.read("Variant: chess\n\n1. e7+N\n"));
        assertEquals("record line 1: unknown Octi variant 'chess' (expected fast, classic, four-player, advanced)", unknown.getMessage());
        var missing = assertThrows(OctiRecord.RecordException.class, () -> OctiRecord.read("1. e7+N\n"));
        assertTrue(missing.getMessage().contains("no 'Variant:' line"), missing.getMessage());
        OctiGame won = new OctiGame(OctiVariant.FAST);
        Random rng = new Random(3);
        while (!won.position().isOver()) {
            LegalMoves moves = won.position().legalMoves();
            won.play(moves.get(rng.nextLong(moves.count())));
        }
        String text = OctiRecord.write(won);
        String other = won.result().describe(OctiVariant.FAST).startsWith("Black") ? "White wins" : "Black wins";
        String wrong = text.replaceAll("Result: .*", "Result: " + other);
        var e = assertThrows(OctiRecord.RecordException.class, () -> OctiRecord.read(wrong));
        assertTrue(e.getMessage().contains("the record says '" + other + "' but the moves end in"), e.getMessage());
        var after = assertThrows(OctiRecord.RecordException.class, () -> OctiRecord.read(text.strip() + " @e7\n"));
        assertTrue(after.getMessage().contains("the game is already over"), after.getMessage());
    }
}
