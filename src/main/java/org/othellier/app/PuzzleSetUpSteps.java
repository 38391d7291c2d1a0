package org.othellier.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.othellier.board.othello.Fix;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloPosition;

/**
 * A puzzle's set-up in a few words for the page: at most four steps ({@code put 12 black: a1–c1 e2}, {@code put 9
 * white: ...}, {@code take away 3: ...}, {@code turn 2: ...}), each with its squares listed rank by rank and a run
 * of neighbours on a rank written {@code a1–c1}. Never the way back of a game, one square at a time.
 */
final class PuzzleSetUpSteps {

    private PuzzleSetUpSteps() {
    }

    /** The steps from the board as read to {@code target}; a presence board's "put a disc" takes the target's colour. */
    static List<String> of(OthelloPosition target, Map<Integer, Fix> fixes) {
        List<Integer> black = new ArrayList<>();
        List<Integer> white = new ArrayList<>();
        List<Integer> away = new ArrayList<>();
        List<Integer> turn = new ArrayList<>();
        for (Map.Entry<Integer, Fix> e : new TreeMap<>(fixes).entrySet()) {
            int sq = e.getKey();
            switch (e.getValue()) {
                case PUT_BLACK -> black.add(sq);
                case PUT_WHITE -> white.add(sq);
                case PUT -> (target.at(sq) == Side.WHITE ? white : black).add(sq);
                case REMOVE -> away.add(sq);
                case FLIP -> turn.add(sq);
            }
        }
        List<String> steps = new ArrayList<>();
        int n = target.size();
        if (!black.isEmpty()) {
            steps.add("put " + black.size() + " black: " + squares(black, n));
        }
        if (!white.isEmpty()) {
            steps.add("put " + white.size() + " white: " + squares(white, n));
        }
        if (!away.isEmpty()) {
            steps.add("take away " + away.size() + ": " + squares(away, n));
        }
        if (!turn.isEmpty()) {
            steps.add("turn " + turn.size() + ": " + squares(turn, n));
        }
        return steps;
    }

    /** Squares in index order (rank by rank from a1), neighbours on a rank as one run: {@code a1–c1 e1 b2}. */
    static String squares(List<Integer> sorted, int n) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < sorted.size()) {
            int from = sorted.get(i);
            int to = from;
            while (i + 1 < sorted.size() && sorted.get(i + 1) == to + 1 && (to + 1) % n != 0) {
                to = sorted.get(++i);
            }
            if (!sb.isEmpty()) {
                sb.append(' ');
            }
            sb.append(name(from, n));
            if (to == from + 1) {
                sb.append(' ').append(name(to, n));
            } else if (to > from) {
                sb.append('–').append(name(to, n));
            }
            i++;
        }
        return sb.toString();
    }

    private static String name(int square, int n) {
        return "" + (char) ('a' + square % n) + (square / n + 1);
    }
}
