package org.othellier.game.octi;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A move in plain words, for a player who does not read the notation: "Put a prong on the pod at c3 pointing
 * north", "Move the pod from c3 to d4". The one place the service says a move in words (the guide line, the
 * messages, the page's choices). Pure: a function of the position before the move and the move.
 */
public final class OctiWords {

    private OctiWords() {
    }

    /** A direction in words: {@code north}, {@code north-east}; north is toward row 1 (docs/RULES.md X-2). */
    public static String direction(Dir d) {
        return switch (d) {
            case N -> "north";
            case NE -> "north-east";
            case E -> "east";
            case SE -> "south-east";
            case S -> "south";
            case SW -> "south-west";
            case W -> "west";
            case NW -> "north-west";
        };
    }

    /** {@code move} in words, as a sentence without the full stop: "Move the pod from c3 to d4". */
    public static String of(OctiPosition before, OctiMove move) {
        return switch (move) {
            case OctiMove.Enter e -> "Enter a pod on " + Squares.name(e.square());
            case OctiMove.Insert i -> "Put a " + (i.superProng() ? "super-prong" : "prong") + " on " + pod(before, i.square(), i.pod(), "at")
                    + " pointing " + direction(i.dir());
            case OctiMove.Walk w -> walk(before, w);
            case OctiMove.Turn t -> "First the extra " + (t.extras().size() == 1 ? "move: " : "moves: ")
                    + String.join(", then ", t.extras().stream().map(w -> lower(walk(before, w))).toList())
                    + "; then " + lower(of(afterExtras(before, t), t.normal()));
            case OctiMove.Pass p -> "Pass (no legal move)";
        };
    }

    /** The words and the notation beside them: "Move the pod from c3 to d4 (c3-d4)". */
    public static String withNotation(OctiPosition before, OctiMove move) {
        return of(before, move) + " (" + OctiNotation.format(before, move) + ")";
    }

    private static OctiPosition afterExtras(OctiPosition before, OctiMove.Turn t) {
        // the normal move is said from where the extra moves leave the pods, as the notation writes it
        OctiPosition p = before;
        for (OctiMove.Walk w : t.extras()) {
            OctiWork work = new OctiWork(p);
            work.walk(w, -1, 0);
            p = work.snapshot();
        }
        return p;
    }

    private static String walk(OctiPosition before, OctiMove.Walk w) {
        String from = Squares.name(w.origin());
        List<OctiMove.Part> parts = w.parts();
        if (parts.size() == 1 && before.podsAt(w.origin()).size() == 1 && !parts.get(0).route().isJump()) {
            return "Move the pod from " + from + route(parts.get(0));
        }
        if (parts.size() == 1) {
            OctiMove.Part part = parts.get(0);
            return (part.route().isJump() ? "Jump " : "Move ") + pod(before, w.origin(), part.pod(), "from") + route(part);
        }
        List<String> each = new ArrayList<>();
        for (OctiMove.Part part : parts) {
            each.add(pod(before, w.origin(), part.pod(), "") + (part.route().isJump() ? " jumping" : "") + route(part));
        }
        return "Move " + parts.size() + " pods from " + from + ": " + String.join("; ", each);
    }

    /** " to d4", " over d5 to e5, then over f5 to g5, capturing the pod on d5" (the part's pod is named before). */
    private static String route(OctiMove.Part part) {
        Route r = part.route();
        List<Integer> landings = r.landings();
        StringBuilder sb = new StringBuilder();
        if (!r.isJump()) {
            return sb.append(" to ").append(Squares.name(landings.get(0))).toString();
        }
        List<Integer> jumped = r.jumped();
        for (int i = 0; i < landings.size(); i++) {
            sb.append(i == 0 ? " over " : ", then over ").append(Squares.name(jumped.get(i)))
                    .append(" to ").append(Squares.name(landings.get(i)));
        }
        List<OctiMove.Captured> captured = part.captures();
        if (captured.isEmpty()) {
            return sb.append(", capturing nothing").toString();
        }
        List<String> where = new ArrayList<>();
        for (int sq : jumped) {
            long n = captured.stream().filter(c -> c.square() == sq).count();
            if (n > 0) {
                where.add((n == 1 ? "the pod" : n + " pods") + " on " + Squares.name(sq));
            }
        }
        return sb.append(", capturing ").append(String.join(" and ", where)).toString();
    }

    /**
     * "the pod at c3" (with {@code at}); on a square of several pods the prongs say which: "the pod at e7 with
     * prongs N and E". With an empty {@code at} only the pod: "the pod with prong N".
     */
    private static String pod(OctiPosition p, int square, Pod pod, String at) {
        String place = at.isEmpty() ? "" : " " + at + " " + Squares.name(square);
        boolean alone = p.podsAt(square).stream().allMatch(pod::equals);
        if (alone && !at.isEmpty()) {
            return "the pod" + place;
        }
        return "the pod" + place + " " + prongs(pod);
    }

    private static String prongs(Pod pod) {
        List<String> names = new ArrayList<>();
        for (Dir d : Dir.values()) {
            if ((pod.directions() & d.bit()) != 0) {
                names.add(d.name() + ((pod.supers() & d.bit()) != 0 ? " (super)" : ""));
            }
        }
        if (names.isEmpty()) {
            return "without prongs";
        }
        String last = names.remove(names.size() - 1);
        return "with prong" + (names.isEmpty() ? " " + last : "s " + String.join(", ", names) + " and " + last);
    }

    private static String lower(String sentence) {
        return sentence.substring(0, 1).toLowerCase(Locale.ROOT) + sentence.substring(1);
    }
}
