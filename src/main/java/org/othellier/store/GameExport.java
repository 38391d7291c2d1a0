package org.othellier.store;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import org.othellier.formats.Ggf;
import org.othellier.game.GameKind;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.Transcript;

/** A journalled game as a transcript or as GGF. */
public final class GameExport {

    /** A remote game's date: the two boards may be in different zones. */
    private static final ZoneId UTC = ZoneId.of("UTC");

    private GameExport() {
    }

    /** The moves as {@code f5d6c3...}, passes written {@code PA}; an Octi game as its record (docs/OCTI.md). */
    public static String transcript(StoredGame g) {
        if (g.header().kind() == GameKind.OCTI) {
            return OctiReplay.record(g).strip();
        }
        return Transcript.format(Replay.game(g).moves(), true);
    }

    /**
     * One GGF game: players, date, time control, result (Black's disc difference, {@code :t} for a time loss, {@code :r}
     * for a resignation, {@code :s} for a score agreed, as a draw by agreement is), and the
     * hints the players used as a comment ({@code C[hints: Black 1 (d3 at move 1), White 0]}). A remote game agreed
     * with the far board ({@link AgreedHeader}) names its players and start as agreed, the date in UTC, and no hints:
     * the far board's export is the same text.
     */
    public static String ggf(StoredGame g) {
        return ggf(g, ZoneId.systemDefault());
    }

    /** {@link #ggf(StoredGame)} with the date in {@code zone}'s time. */
    public static String ggf(StoredGame g, ZoneId zone) {
        if (g.header().kind() == GameKind.OCTI) {
            throw new StoreException("game " + g.id() + " is Octi: GGF is an Othello format (export its record instead)");
        }
        OthelloGame game = Replay.game(g);
        GameHeader h = g.header();
        String result = null;
        if (g.result() != null) {
            String[] bw = g.result().split("-");
            int diff = Integer.parseInt(bw[0]) - Integer.parseInt(bw[1]);
            result = (diff > 0 ? "+" : diff < 0 ? "-" : "") + Math.abs(diff) + ".000" + ending(g.reason());
        }
        String timeControl = "none".equals(h.clock()) ? null : h.clock();
        AgreedHeader agreed = AgreedHeader.of(g).orElse(null);
        if (agreed != null) {
            // a remote game: both boards write the same text, so what each board knows alone stays out (docs/REMOTE.md)
            return Ggf.format(game, agreed.black(), agreed.white(), ggfDate(agreed.started(), UTC), timeControl,
                    result);
        }
        String ggf = Ggf.format(game, h.black(), h.white(), ggfDate(g.started(), zone), timeControl, result);
        String hints = HintRecord.summary(g); // the hints used, as a comment after the game's type
        return hints == null ? ggf : ggf.replace("(;GM[Othello]", "(;GM[Othello]C[" + hints + "]");
    }

    /** GGF's mark after the result for a game that did not end on the board: time, resignation, agreement. */
    private static String ending(String reason) {
        return switch (reason == null ? "" : reason) {
            case "time forfeit" -> ":t";
            case "resignation" -> ":r";
            case "agreed draw", "arbiter" -> ":s"; // a score set off the board, by agreement or by the arbiter
            default -> "";
        };
    }

    /**
     * GGS's way of writing DT: the local time to the second and the zone's short name, {@code 2003.12.15_13:24:03.MST}
     * (the zone named as English writes it; the root locale would write GMT+01:00).
     */
    private static final DateTimeFormatter GGF_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd_HH:mm:ss.zzz", Locale.US);

    /** A journal's start time (ISO-8601, UTC) as GGF's DT; none when there is none or it cannot be read. */
    static String ggfDate(String started, ZoneId zone) {
        if (started == null) {
            return null;
        }
        try {
            return GGF_DATE.format(Instant.parse(started).atZone(zone));
        } catch (DateTimeParseException e) {
            return null; // a game is still worth exporting without its date
        }
    }
}
