package org.othellier.board.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.othellier.board.SensorKind;
import org.othellier.engine.octi.EngineSpec;
import org.othellier.engine.octi.OctiEngine;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.octi.Squares;

/**
 * Whole games of the Octi AI against itself, replayed at a simulated board by hands: lifts, touches,
 * pods put down and taken off, gestures for the invisible parts, the chooser's buttons and the clock
 * press, with noise frames between. Black's side is a person at the board ({@link OctiTurn#person});
 * White's is the AI, whose move the LEDs show and the hands make ({@link OctiTurn#ai}). Every turn must
 * end with exactly the engine's move, so the board arrives at the game's final position.
 */
class OctiReplayTest {

    static Stream<Arguments> games() {
        Stream.Builder<Arguments> b = Stream.builder();
        for (OctiVariant v : OctiVariant.values()) {
            for (SensorKind k : SensorKind.values()) {
                b.add(Arguments.of(v, k, "ai:1", 400));
                // A random player makes what the AI never does: group moves, partial captures, own captures.
                b.add(Arguments.of(v, k, "random", 120));
            }
        }
        return b.build();
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("games")
    void aGameReplayedByHandArrivesAtTheSamePosition(OctiVariant variant, SensorKind kind, String spec, int maxPlies) {
        Random hands = new Random(variant.ordinal() * 31L + kind.ordinal());
        OctiEngine engine = EngineSpec.parse(spec).create(new Random(7));
        OctiPosition game = OctiPosition.start(variant);
        Hands board = new Hands(kind, game, hands);
        int ply = 0;
        int gestures = 0;
        int chosen = 0;
        while (!game.isOver() && ply < maxPlies) {
            OctiMove m = engine.choose(game, 0);
            OctiPosition after = game.play(m);
            boolean ai = game.toMove().team() == Side.WHITE;
            MoveIndex index = MoveIndex.of(game, kind);
            OctiTurn turn = ai ? OctiTurn.ai(index, m, board.stable()) : OctiTurn.person(index, board.stable());
            board.turn(turn);
            board.make(game, m);
            String what = "ply " + ply + " " + OctiNotation.format(game, m) + "\n" + game.toPicture();
            if (!turn.isDone()) {
                if (ai) {
                    assertEquals(OctiTurn.Status.READY, turn.state().status(), what);
                    board.press(OctiTurn.Button.MOVER);
                } else {
                    if (turn.state().candidates().size() > 1 || turn.state().status() == OctiTurn.Status.UNTOUCHED) {
                        gestures += gesture(board, game, m) ? 1 : 0;
                    }
                    OctiTurn.State s = turn.state();
                    assertTrue(s.candidates().contains(m), () -> what + "\n" + s);
                    if (s.status() != OctiTurn.Status.READY) {
                        board.press(OctiTurn.Button.MOVER); // starts the chooser (or ends a turn that had one candidate)
                        for (int i = 0; !turn.isDone() && !m.equals(turn.state().shown()); i++) {
                            if (i > s.candidates().size()) {
                                fail("the chooser never showed " + what + "\n" + turn.state());
                            }
                            board.press(OctiTurn.Button.OTHER);
                        }
                        chosen++;
                    } else {
                        assertEquals(m, s.shown(), what);
                    }
                    if (!turn.isDone()) {
                        board.press(OctiTurn.Button.MOVER);
                    }
                }
            }
            assertEquals(m, turn.state().move(), what + "\n" + turn.state());
            game = after;
            ply++;
        }
        assertEquals(OctiSensors.expected(game, kind), OctiSensors.read(board.stable(), kind), "the board shows the final position");
        assertTrue(board.noiseFrames > 0 && board.stableFrames > ply, "noise and stable frames: " + board.noiseFrames + ", " + board.stableFrames);
        if (spec.startsWith("ai") && variant != OctiVariant.FOUR_PLAYER) {
            assertTrue(gestures > 0, "the game needed no gesture: " + ply + " plies");
        }
        if (spec.equals("random")) {
            assertTrue(chosen > 0, "a random game made the chooser work");
        }
    }

    /** What a player does for the invisible part: point for a prong when the neighbour is free, else tap the square. */
    private static boolean gesture(Hands board, OctiPosition p, OctiMove m) {
        boolean cylinder = p.variant().cylinder();
        switch (m) {
            case OctiMove.Insert i -> {
                int n = Squares.next(i.square(), i.dir(), cylinder);
                if (n >= 0 && board.count(n) == 0) {
                    board.point(i.square(), i.dir(), cylinder);
                } else {
                    board.tap(i.square());
                }
                return true;
            }
            case OctiMove.Enter e -> {
                board.tap(e.square());
                return true;
            }
            case OctiMove.Walk w -> {
                if (board.count(w.origin()) > 0) {
                    board.tap(w.origin());
                    return true;
                }
                return false;
            }
            case OctiMove.Turn t -> {
                return gesture(board, p, t.normal());
            }
            case OctiMove.Pass pass -> {
                return false;
            }
        }
    }
}
