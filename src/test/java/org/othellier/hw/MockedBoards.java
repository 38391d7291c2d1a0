package org.othellier.hw;

import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.doReturn;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.withSettings;

import org.mockito.Answers;

/** Boards mocked with Mockito for the tests that need a board of their own making. */
public final class MockedBoards {

    private MockedBoards() {
    }

    /**
     * A board with {@code faces}' sensors, LEDs, buttons, display, status and close, but none of its capabilities:
     * {@link BoardBackend}'s defaults answer the rest, as for a hardware board set out by hand on its own grid. A test
     * stubs further what it wants to steer ({@code doReturn(..).when(board).status()}).
     */
    public static BoardBackend hardwareWith(BoardBackend faces, String describe) {
        BoardBackend board = mock(BoardBackend.class, withSettings().defaultAnswer(Answers.CALLS_REAL_METHODS));
        doReturn(faces.sensors()).when(board).sensors();
        doReturn(faces.leds()).when(board).leds();
        doReturn(faces.buttons()).when(board).buttons();
        doReturn(faces.display()).when(board).display();
        doReturn(describe).when(board).describe();
        doAnswer(i -> faces.status()).when(board).status();
        doAnswer(i -> {
            faces.watchStatus(i.getArgument(0));
            return null;
        }).when(board).watchStatus(org.mockito.ArgumentMatchers.any());
        doAnswer(i -> {
            faces.close();
            return null;
        }).when(board).close();
        return board;
    }
}
