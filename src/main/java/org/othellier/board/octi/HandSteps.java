package org.othellier.board.octi;

import java.util.ArrayList;
import java.util.List;
import org.othellier.board.Reading;
import org.othellier.board.SensorKind;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.Squares;

/**
 * What the sensors read, step by step, while hands make a move on the board as the README asks: a pod
 * lifted and put down leg by leg, the captured pods taken off at the end (docs/OCTI.md D-5), then
 * whatever else the move removes. One reading key ({@link OctiSensors}) per change. For the
 * companion's benchmark and the tests that play whole games through a simulated board. Pure.
 */
public final class HandSteps {

    private final SensorKind kind;
    private final int[] count = new int[Squares.COUNT];
    private final char[] colour = new char[Squares.COUNT];
    private final List<String> steps = new ArrayList<>();

    private HandSteps(OctiPosition position, SensorKind kind) {
        this.kind = kind;
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            count[sq] = position.count(sq);
            colour[sq] = OctiSensors.symbol(position.view(sq), SensorKind.COLOUR);
        }
    }

    /** The readings after each hand step of {@code move} (none for a move the sensors cannot see). */
    public static List<String> of(OctiPosition before, OctiMove move, SensorKind kind) {
        HandSteps h = new HandSteps(before, kind);
        char team = OctiSensors.symbol(org.othellier.game.octi.SquareView.of(before.toMove().team()), SensorKind.COLOUR);
        h.make(move, team);
        OctiPosition after = before.play(move);
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            while (h.count[sq] > after.count(sq)) {
                h.lift(sq);
            }
        }
        return h.steps;
    }

    private void make(OctiMove move, char team) {
        switch (move) {
            case OctiMove.Enter e -> put(e.square(), team);
            case OctiMove.Walk w -> walk(w, team);
            case OctiMove.Turn t -> {
                t.extras().forEach(w -> walk(w, team));
                make(t.normal(), team);
            }
            case OctiMove.Insert i -> {
                // a prong: nothing the sensors see
            }
            case OctiMove.Pass p -> {
            }
        }
    }

    private void walk(OctiMove.Walk w, char team) {
        for (OctiMove.Part part : w.parts()) {
            lift(w.origin());
            List<Integer> landings = part.route().landings();
            for (int i = 0; i < landings.size(); i++) {
                put(landings.get(i), team);
                if (i < landings.size() - 1) {
                    lift(landings.get(i));
                }
            }
        }
        for (OctiMove.Part part : w.parts()) {
            for (OctiMove.Captured c : part.captures()) {
                lift(c.square());
            }
        }
    }

    private void lift(int sq) {
        count[sq]--;
        record();
    }

    private void put(int sq, char team) {
        count[sq]++;
        colour[sq] = team;
        record();
    }

    private void record() {
        char[] key = new char[Squares.COUNT];
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            key[sq] = count[sq] == 0 ? Reading.EMPTY.symbol()
                    : kind == SensorKind.PRESENCE ? Reading.OCCUPIED.symbol() : colour[sq];
        }
        steps.add(new String(key));
    }
}
