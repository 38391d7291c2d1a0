package org.othellier.game.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** Position pictures: printed and read back unchanged; errors name the line and the fault. */
class OctiPictureTest {

    @ParameterizedTest
    @EnumSource(OctiVariant.class)
    void randomPositionsPrintAndReadBack(OctiVariant v) {
        Random rng = new Random(17);
        for (int i = 0; i < 200; i++) {
            OctiPosition p = RandomPositions.crowded(v, rng, 5, 3, 0.4);
            assertEquals(p, OctiPicture.parse(v, p.toPicture()), p.toPicture());
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            . . . . . . . . .             | '. . . . . . . . .' is not a state item
            1 . . . . . . . .             | row 1 has 8 squares, not 9
            2 . . . . . . . . .           | expected row 1, found '2'
            1 X . . . . . . . .           | a1: 'X' does not start with a player's letter (B or W)
            1 B5 . . . . . . . .          | a1: 'B5': '5' is not a prong digit
            1 b . . . . . . . .           | a1: 'b' does not start with a player's letter (B or W)
            1 B++W . . . . . . . .        | a1: an empty pod between '+' signs
            """)
    void badRowsAreRefusedNamingTheLine(String row, String reason) {
        var e = assertThrows(IllegalArgumentException.class, () -> OctiPicture.parse(OctiVariant.FAST, row + "\n"));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
        assertTrue(e.getMessage().startsWith("picture line 1: "), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Green to move           | 'Green' is not a player of fast
            reserve B4              | reserve needs one count for each of the 2 players, such as B4
            reserve B4 Wx           | Wx: 'x' is not a count
            colour white            | 'colour white' is not a state item
            """)
    void badStateItemsAreRefused(String item, String reason) {
        String board = OctiPosition.start(OctiVariant.FAST).toPicture().lines().limit(10).reduce("", (a, b) -> a + b + "\n");
        var e = assertThrows(IllegalArgumentException.class, () -> OctiPicture.parse(OctiVariant.FAST, board + item + "\n"));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }
}
