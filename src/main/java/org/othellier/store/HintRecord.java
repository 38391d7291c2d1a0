package org.othellier.store;

import java.util.ArrayList;
import java.util.List;

/** The hints a kept game used, from its {@code hint} events (README "The coach at the board"). */
public final class HintRecord {

    private HintRecord() {
    }

    /** One hint: who asked, at which move of the game (from 1), the move shown. */
    public record Hint(String side, int moveNumber, String move) {
    }

    public static List<Hint> of(StoredGame g) {
        List<Hint> out = new ArrayList<>();
        int moveNumber = 1;
        for (JournalEntry e : g.entries()) {
            switch (e.kind()) {
                case "move", "pass" -> moveNumber++;
                case "takeback" -> moveNumber = Integer.parseInt(e.data()) + 1;
                case "hint" -> out.add(new Hint(e.side(), moveNumber, e.data()));
                default -> { }
            }
        }
        return out;
    }

    /** {@code hints: Black 2 (d3 at move 1, c5 at move 5), White 0}; null when the game used none. */
    public static String summary(StoredGame g) {
        List<Hint> hints = of(g);
        if (hints.isEmpty()) {
            return null;
        }
        StringBuilder sb = new StringBuilder("hints:");
        for (String side : List.of("black", "white")) {
            List<String> each = hints.stream().filter(h -> side.equals(h.side()))
                    .map(h -> h.move() + " at move " + h.moveNumber()).toList();
            sb.append(side.equals("black") ? " Black " : ", White ").append(each.size());
            if (!each.isEmpty()) {
                sb.append(" (").append(String.join(", ", each)).append(')');
            }
        }
        return sb.toString();
    }
}
