package org.othellier.hw.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;

import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;

/** Hands on the simulated board: each applied to the discs as they stand, a refused one changing nothing. */
class SimulatedBoardTest {

    private static final SensorFrame START = SensorFrame.parse("""
            - - - - - -
            - - - - - -
            - - O X - -
            - - X O - -
            - - - - - -
            - - - - - -
            """);

    @Test
    @SuppressWarnings("unchecked")
    void eachHandSeesTheBoardTheOneBeforeLeft() {
        SimulatedBoard board = new SimulatedBoard(6, SensorKind.COLOUR, () -> 0);
        board.setDiscs(START);
        Consumer<SensorFrame> loop = mock(Consumer.class);
        board.sensors().start(loop);
        board.change(discs -> discs.with(0, Reading.BLACK)); // a1 put
        board.change(discs -> discs.with(14, Reading.BLACK)); // c3 turned, made on the same picture as the put
        SensorFrame both = SensorFrame.parse("""
                X - - - - -
                - - - - - -
                - - X X - -
                - - X O - -
                - - - - - -
                - - - - - -
                """);
        assertEquals(both, board.discs());
        verify(loop).accept(both);
    }

    @Test
    @SuppressWarnings("unchecked")
    void aRefusedHandLeavesTheBoardAsItWas() {
        SimulatedBoard board = new SimulatedBoard(6, SensorKind.COLOUR, () -> 0);
        board.setDiscs(START);
        Consumer<SensorFrame> loop = mock(Consumer.class);
        board.sensors().start(loop);
        assertThrows(IllegalArgumentException.class, () -> board.change(discs -> {
            throw new IllegalArgumentException("a1 is empty: there is no disc to turn");
        }));
        assertThrows(IllegalArgumentException.class, () -> board.change(discs -> discs.with(0, Reading.OCCUPIED)),
                "colour sensors see a colour");
        assertEquals(START, board.discs());
        assertEquals(1, org.mockito.Mockito.mockingDetails(loop).getInvocations().size(), "only the first frame on start");
    }
}
