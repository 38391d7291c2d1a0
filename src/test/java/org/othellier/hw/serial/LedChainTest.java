package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.othellier.config.ConfigException;

/** The orders of the WS2812 chain over the squares, as the configuration writes them and the controller lays them out. */
class LedChainTest {

    /** Each square's place on the chain: one line per row from row 1, columns from a (the firmware's tests draw the same). */
    static String picture(LedChain chain, int rows, int cols) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                sb.append(String.format(c == 0 ? "%2d" : " %2d", chain.position(r * cols + c, rows, cols)));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Test
    void aSerpentineStripFromA1RunsBackAlongEveryOtherRow() {
        assertEquals("""
                 0  1  2  3  4  5  6  7
                15 14 13 12 11 10  9  8
                16 17 18 19 20 21 22 23
                31 30 29 28 27 26 25 24
                32 33 34 35 36 37 38 39
                47 46 45 44 43 42 41 40
                48 49 50 51 52 53 54 55
                63 62 61 60 59 58 57 56
                """, picture(LedChain.parse("serpentine-a1-rows", "led-chain"), 8, 8));
    }

    @Test
    void everyCornerAndDirectionOnTheOctiAndTenByTenBoards() {
        assertEquals("""
                80 63 62 45 44 27 26  9  8
                79 64 61 46 43 28 25 10  7
                78 65 60 47 42 29 24 11  6
                77 66 59 48 41 30 23 12  5
                76 67 58 49 40 31 22 13  4
                75 68 57 50 39 32 21 14  3
                74 69 56 51 38 33 20 15  2
                73 70 55 52 37 34 19 16  1
                72 71 54 53 36 35 18 17  0
                """, picture(LedChain.parse("serpentine-i9-columns", "led-chain"), 9, 9));
        assertTrue(picture(LedChain.parse("straight-j1-rows", "led-chain"), 10, 10).startsWith("""
                 9  8  7  6  5  4  3  2  1  0
                19 18 17 16 15 14 13 12 11 10
                """));
        // straight from a1 along the rows is the squares' own order: what firmware before 1.2.0 always did
        for (int i = 0; i < 64; i++) {
            assertEquals(i, LedChain.ROWS_FROM_A1.squareAt(i, 8, 8));
        }
    }

    @Test
    void theCodeIsTheProtocolsFlags() {
        assertEquals(0, LedChain.ROWS_FROM_A1.code());
        assertEquals(8, LedChain.parse("serpentine-a1-rows", "k").code());
        assertEquals(15, LedChain.parse("Serpentine-I9-Columns", "k").code());
        assertEquals(1, LedChain.parse("straight-h1-rows", "k").code());
        assertEquals(2 | 4, LedChain.parse("straight-a8-columns", "k").code());
        assertEquals("serpentine-h8-columns", LedChain.parse(" serpentine-h8-columns ", "k").spelling());
    }

    @Test
    void aCornerIsCheckedAgainstTheControllersGrid() {
        LedChain h1 = LedChain.parse("serpentine-h1-rows", "led-chain");
        assertNull(h1.misfit(8, 8));
        assertEquals("led-chain = \"serpentine-h1-rows\" starts at h1, which is not a corner of a 10x10 board (a1, j1, a10, j10)",
                h1.misfit(10, 10));
        assertNull(LedChain.ROWS_FROM_A1.misfit(9, 9));
    }

    @Test
    void aBadOrderNamesTheKeyAndTheOrdersThereAre() {
        for (String bad : new String[] {"zigzag", "serpentine-d4-rows", "serpentine-a1", "serpentine-a1-diagonals", "row-major-a1-rows"}) {
            String message = assertThrows(ConfigException.class, () -> LedChain.parse(bad, "serial.led-chain")).getMessage();
            assertTrue(message.startsWith("serial.led-chain = \"" + bad + "\" is not a chain order: write PATH-CORNER-DIRECTION,"
                    + " with PATH straight or serpentine"), message);
            assertTrue(message.contains("CORNER the square of the chain's first LED (a1, h1, a8 or h8 on an 8x8 board;"), message);
            assertTrue(message.contains("DIRECTION rows or columns"), message);
        }
    }
}
