package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.google.gson.JsonObject;
import org.junit.jupiter.api.Test;
import org.othellier.board.SensorFrame;
import org.othellier.hw.PageDrivenBoard;

/**
 * The state tells the page whether it drives the board, and then shows the board's discs and display as the page
 * draws them: asked of the board's page-driven face ({@link PageDrivenBoard}, mocked here), not of which board it is.
 */
class PageDrivenStateTest {

    @Test
    void aPageDrivenBoardShowsItsDiscsAndDisplay() {
        PageDrivenBoard sim = mock(PageDrivenBoard.class);
        when(sim.discs()).thenReturn(SensorFrame.parse("""
                X-----
                -O----
                ------
                ------
                ------
                -----#
                """));
        when(sim.displayTexts()).thenReturn(new String[] {"5:00", "4:59"});
        JsonObject o = new JsonObject();
        StateJson.simulated(o, "simulated 6x6 board", sim);
        assertTrue(o.get("simulated").getAsBoolean());
        assertEquals("X------O---------------------------#", o.getAsJsonObject("sim").get("discs").getAsString());
        assertEquals("[\"5:00\",\"4:59\"]", o.getAsJsonObject("sim").get("display").toString());
    }

    @Test
    void hardwareIsNotDrivenByThePage() {
        JsonObject o = new JsonObject();
        StateJson.simulated(o, "serial board on /dev/ttyACM0", null);
        assertEquals(false, o.get("simulated").getAsBoolean());
        assertTrue(o.get("sim").isJsonNull());
        assertEquals("serial board on /dev/ttyACM0", o.get("backend").getAsString());
    }
}
