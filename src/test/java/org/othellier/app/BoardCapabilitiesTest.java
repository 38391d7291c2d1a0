package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.octi.OctiSensors;
import org.othellier.board.othello.OthelloObservation;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.BoardStatus;
import org.othellier.hw.ClockButtons;
import org.othellier.hw.ClockDisplay;
import org.othellier.hw.FrameSource;
import org.othellier.hw.LedSink;
import org.othellier.store.Journal;

/**
 * The games ask the board what it can do, never which board it is: a board that sets itself out is set out for
 * each new game (and that frame counts at once), one that does not is never asked to, and the sizes a board
 * offers decide which games it plays. The boards are Mockito mocks of {@link BoardBackend}, none of them the
 * simulated board.
 */
class BoardCapabilitiesTest {

    private static final String OTHELLO_START = """
            --------
            --------
            --------
            ---OX---
            ---XO---
            --------
            --------
            --------
            """;

    @TempDir
    Path dir;

    private final AtomicLong time = new AtomicLong(1_000_000);
    private final Deque<Runnable> queue = new ArrayDeque<>();
    private Journal journal;

    @AfterEach
    void close() {
        if (journal != null) {
            journal.close();
        }
    }

    /** A board of {@code size} x {@code size} with colour sensors, its faces mocked; what it can do is the test's. */
    private static BoardBackend board(int size) {
        BoardBackend board = mock(BoardBackend.class);
        FrameSource sensors = mock(FrameSource.class);
        when(sensors.rows()).thenReturn(size);
        when(sensors.cols()).thenReturn(size);
        when(sensors.kind()).thenReturn(SensorKind.COLOUR);
        when(board.sensors()).thenReturn(sensors);
        when(board.leds()).thenReturn(mock(LedSink.class));
        when(board.buttons()).thenReturn(mock(ClockButtons.class));
        when(board.display()).thenReturn(mock(ClockDisplay.class));
        when(board.status()).thenReturn(BoardStatus.connected(SensorKind.COLOUR));
        when(board.describe()).thenReturn("a board of the test's");
        when(board.offersSize(size)).thenReturn(true);
        return board;
    }

    private OthelloController othello(BoardBackend board) {
        journal = Journal.open(dir);
        return new OthelloController(BoardConfig.DEFAULTS, board, journal, time::get,
                Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC), queue::add, spec -> null, Runnable::run);
    }

    private OctiController octi(BoardBackend board) {
        journal = Journal.open(dir);
        return new OctiController(BoardConfig.DEFAULTS, board, journal, time::get,
                Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC), queue::add, spec -> null, Runnable::run);
    }

    private static OthelloSettings people(OthelloVariant variant) {
        return new OthelloSettings("othello", variant, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.HUMAN, "none", false);
    }

    @Test
    void aBoardThatSetsItselfOutIsSetOutForANewGameAndItsFrameCountsAtOnce() {
        BoardBackend board = board(8);
        SensorFrame start = SensorFrame.parse(OTHELLO_START);
        when(board.setsItselfOut()).thenReturn(true);
        when(board.setOut(SensorKind.COLOUR, start)).thenReturn(start);
        OthelloController game = othello(board);
        game.begin(people(OthelloVariant.OTHELLO));
        verify(board).setOut(SensorKind.COLOUR, start);
        assertEquals(start, game.snapshot().stable(), "the board set out is read at once, with no settle time");
        assertTrue(game.snapshot().observation() instanceof OthelloObservation.InSync);
    }

    @Test
    void aBoardSetOutByHandIsNeverAskedToSetItselfOut() {
        BoardBackend board = board(8);
        OthelloController game = othello(board);
        game.begin(people(OthelloVariant.OTHELLO));
        game.newGame(people(OthelloVariant.OTHELLO));
        verify(board, never()).setOut(any(), any());
        assertEquals(null, game.snapshot().stable(), "nothing counts until the board's own frames come");
    }

    @Test
    void anOctiGameIsSetOutOnABoardThatSetsItselfOut() {
        BoardBackend board = board(9);
        SensorFrame pods = OctiSensors.expectedFrame(OctiPosition.start(OctiVariant.FAST), SensorKind.COLOUR);
        when(board.setsItselfOut()).thenReturn(true);
        when(board.setOut(SensorKind.COLOUR, pods)).thenReturn(pods);
        OctiController game = octi(board);
        game.begin(OctiSettings.people(OctiVariant.FAST, SensorKind.COLOUR, "none"));
        verify(board).setOut(SensorKind.COLOUR, pods);
        assertEquals(pods, game.snapshot().stable());
    }

    @Test
    void theSizesABoardOffersDecideWhichGamesItPlays() {
        BoardBackend any = board(8);
        when(any.offersSize(10)).thenReturn(true); // a board that becomes whatever size a game needs
        OthelloController game = othello(any);
        game.begin(people(OthelloVariant.OTHELLO.withSize(10)));
        assertEquals(10, game.snapshot().settings().variant().size());

        BoardBackend eight = board(8);
        OthelloController other = new OthelloController(BoardConfig.DEFAULTS, eight, journal, time::get,
                Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC), queue::add, spec -> null, Runnable::run);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> other.newGame(people(OthelloVariant.OTHELLO.withSize(10))));
        assertEquals("the board is 8x8; a 10x10 game needs a board of that size", e.getMessage());
    }
}
