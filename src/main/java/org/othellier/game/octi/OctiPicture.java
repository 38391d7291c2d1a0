package org.othellier.game.octi;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.othellier.text.Ascii;

/**
 * Octi positions as small text pictures, for tests, the command line and people:
 *
 * <pre>
 *     a  b  c   d  e   f  g  h  i
 * 1   .  .  .   .  .   .  .  .  .
 * 2   .  .  .   .  .   .  .  .  .
 * 3   .  .  W2  .  W   .  :  .  .
 * 4   .  .  .   .  .   .  .  .  .
 * 5   .  .  .   .  B86 .  .  .  .
 * ...
 * 7   .  .  B   .  B+B8 . B  .  .
 * ...
 * Black to move; reserve B2 W5; captured B0 W1; prongs B21 W25; quiet 3
 * </pre>
 *
 * A square is {@code .} when empty ({@code :} for an empty home square), else its pods joined by
 * {@code +}. A pod is its owner's letter ({@code B}, {@code W}; {@code b}, {@code w} for the second
 * partners of X-13) and then one keypad digit per prong, clockwise from N: 8 N, 9 NE, 6 E, 3 SE,
 * 2 S, 1 SW, 4 W, 7 NW ({@code B86}: prongs N and E), a super-prong's digit followed by {@code !}.
 * The state line is optional item by item: the first player moves; of reserve and captured, the one
 * not given holds the rest of each player's pods (nothing captured when neither is given); every
 * player's supply is their prongs not on their pods.
 */
public final class OctiPicture {

    private OctiPicture() {
    }

    /** The picture of a position, columns as wide as their widest square. */
    public static String print(OctiPosition p) {
        String[] cells = new String[Squares.COUNT];
        int width = 1;
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            cells[sq] = cell(p, sq);
            width = Math.max(width, cells[sq].length());
        }
        StringBuilder sb = new StringBuilder("  ");
        for (int c = 0; c < Squares.SIZE; c++) {
            sb.append(' ').append(pad(String.valueOf((char) ('a' + c)), width));
        }
        sb.setLength(sb.toString().stripTrailing().length());
        sb.append('\n');
        for (int r = 0; r < Squares.SIZE; r++) {
            StringBuilder line = new StringBuilder().append(r + 1).append(' ');
            for (int c = 0; c < Squares.SIZE; c++) {
                line.append(' ').append(pad(cells[Squares.of(c, r)], width));
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        sb.append(stateLine(p)).append('\n');
        return sb.toString();
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(width - s.length());
    }

    private static String cell(OctiPosition p, int sq) {
        List<Pod> pods = p.podsAt(sq);
        if (pods.isEmpty()) {
            return p.variant().isHomeSquare(sq) ? ":" : ".";
        }
        StringBuilder sb = new StringBuilder();
        for (Pod pod : pods) {
            if (!sb.isEmpty()) {
                sb.append('+');
            }
            sb.append(podToken(pod));
        }
        return sb.toString();
    }

    /** {@code B86!}: owner letter, prong digits clockwise from N, {@code !} after a super-prong. */
    public static String podToken(Pod pod) {
        StringBuilder sb = new StringBuilder().append(pod.owner().letter());
        for (Dir d : Dir.ALL) {
            if ((pod.directions() & d.bit()) != 0) {
                sb.append(d.digit());
                if ((pod.supers() & d.bit()) != 0) {
                    sb.append('!');
                }
            }
        }
        return sb.toString();
    }

    static String stateLine(OctiPosition p) {
        OctiVariant v = p.variant();
        List<String> items = new ArrayList<>();
        items.add(p.toMove().displayName() + " to move");
        items.add(counts("reserve", v, p.reserve));
        items.add(counts("captured", v, p.captured));
        items.add(counts("prongs", v, p.prongSupply));
        if (v.supersPerPlayer() > 0) {
            items.add(counts("supers", v, p.superSupply));
        }
        items.add("quiet " + p.quiet);
        return String.join("; ", items);
    }

    private static String counts(String name, OctiVariant v, int[] values) {
        StringBuilder sb = new StringBuilder(name);
        for (int i = 0; i < v.players(); i++) {
            sb.append(' ').append(OctiPlayer.of(i).letter()).append(values[i]);
        }
        return sb.toString();
    }

    /**
     * Reads a picture as {@link #print} writes it (column letters optional). Throws
     * {@link IllegalArgumentException} naming the line and what is wrong with it, including a broken
     * invariant such as a player with eight pods.
     */
    public static OctiPosition parse(OctiVariant variant, String picture) {
        List<OctiPosition.PodAt> pods = new ArrayList<>();
        int[][] given = new int[4][];
        OctiPlayer toMove = OctiPlayer.BLACK;
        int quiet = 0;
        int nextRow = 0;
        String[] lines = picture.split("\n", -1);
        for (int ln = 0; ln < lines.length; ln++) {
            String line = lines[ln].strip();
            String where = "picture line " + (ln + 1) + ": ";
            if (line.isEmpty() || line.matches("[a-i](\\s+[a-i])*")) {
                continue;
            }
            if (Ascii.isDigit(line.charAt(0))) {
                String[] tokens = line.split("\\s+");
                if (!tokens[0].equals(String.valueOf(nextRow + 1))) {
                    throw new IllegalArgumentException(where + "expected row " + (nextRow + 1) + ", found '" + tokens[0] + "'");
                }
                if (tokens.length != Squares.SIZE + 1) {
                    throw new IllegalArgumentException(where + "row " + (nextRow + 1) + " has " + (tokens.length - 1)
                            + " squares, not " + Squares.SIZE);
                }
                for (int c = 0; c < Squares.SIZE; c++) {
                    int sq = Squares.of(c, nextRow);
                    String token = tokens[c + 1];
                    if (token.equals(".") || token.equals(":")) {
                        continue;
                    }
                    for (String podText : token.split("\\+", -1)) {
                        try {
                            pods.add(new OctiPosition.PodAt(sq, parsePod(podText, variant)));
                        } catch (IllegalArgumentException e) {
                            throw new IllegalArgumentException(where + Squares.name(sq) + ": " + e.getMessage());
                        }
                    }
                }
                nextRow++;
                continue;
            }
            for (String rawItem : line.split(";")) {
                String item = rawItem.strip();
                if (item.isEmpty()) {
                    continue;
                }
                String lower = item.toLowerCase(Locale.ROOT);
                if (lower.endsWith(" to move")) {
                    toMove = player(item.substring(0, item.length() - " to move".length()).strip(), variant, where);
                } else if (lower.startsWith("quiet ")) {
                    quiet = number(item.substring(6).strip(), where + "quiet");
                } else {
                    String[] parts = item.split("\\s+");
                    int which = switch (parts[0].toLowerCase(Locale.ROOT)) {
                        case "reserve" -> 0;
                        case "captured" -> 1;
                        case "prongs" -> 2;
                        case "supers" -> 3;
                        default -> throw new IllegalArgumentException(where + "'" + item
                                + "' is not a state item (X to move, reserve, captured, prongs, supers, quiet)");
                    };
                    int[] values = new int[4];
                    if (parts.length - 1 != variant.players()) {
                        throw new IllegalArgumentException(where + parts[0] + " needs one count for each of the "
                                + variant.players() + " players, such as B4");
                    }
                    for (int i = 1; i < parts.length; i++) {
                        OctiPlayer pl = OctiPlayer.ofLetter(parts[i].charAt(0));
                        if (pl == null || pl.ordinal() >= variant.players()) {
                            throw new IllegalArgumentException(where + "'" + parts[i] + "' does not start with a player's letter");
                        }
                        values[pl.ordinal()] = number(parts[i].substring(1), where + parts[i]);
                    }
                    given[which] = values;
                }
            }
        }
        if (nextRow != Squares.SIZE) {
            throw new IllegalArgumentException("the picture has " + nextRow + " board rows, not " + Squares.SIZE);
        }
        int n = variant.players();
        // One of reserve and captured given: the other is the rest of the player's pods; neither: none captured.
        int[] captured = given[1];
        int[] reserve = given[0];
        if (captured == null) {
            captured = new int[4];
            for (int p = 0; p < n && reserve != null; p++) {
                captured[p] = variant.podsPerPlayer() - reserve[p] - onBoard(pods, p);
            }
        }
        if (reserve == null) {
            reserve = new int[4];
            for (int p = 0; p < n; p++) {
                reserve[p] = variant.podsPerPlayer() - captured[p] - onBoard(pods, p);
            }
        }
        int[] prongs = given[2] != null ? given[2] : defaultSupply(variant, pods, false);
        int[] supers = given[3] != null ? given[3] : defaultSupply(variant, pods, true);
        try {
            return OctiPosition.of(variant, pods, reserve, captured, prongs, supers, toMove, quiet);
        } catch (IllegalStateException e) {
            throw new IllegalArgumentException("the picture breaks an invariant: " + e.getMessage(), e);
        }
    }

    private static int onBoard(List<OctiPosition.PodAt> pods, int player) {
        int n = 0;
        for (OctiPosition.PodAt p : pods) {
            n += p.pod().owner().ordinal() == player ? 1 : 0;
        }
        return n;
    }

    private static int[] defaultSupply(OctiVariant v, List<OctiPosition.PodAt> pods, boolean supers) {
        int[] supply = new int[4];
        for (int p = 0; p < v.players(); p++) {
            supply[p] = supers ? v.supersPerPlayer() : v.prongsPerPlayer();
        }
        for (OctiPosition.PodAt at : pods) {
            supply[at.pod().owner().ordinal()] -= supers ? at.pod().superCount() : at.pod().prongCount();
        }
        return supply;
    }

    /** A pod token: owner letter, then keypad digits, each optionally followed by {@code !}. */
    static Pod parsePod(String text, OctiVariant variant) {
        if (text.isEmpty()) {
            throw new IllegalArgumentException("an empty pod between '+' signs");
        }
        OctiPlayer owner = OctiPlayer.ofLetter(text.charAt(0));
        if (owner == null || owner.ordinal() >= variant.players()) {
            throw new IllegalArgumentException("'" + text + "' does not start with a player's letter ("
                    + (variant.fourPlayer() ? "B, W, b, w" : "B or W") + ")");
        }
        int prongs = 0;
        int supers = 0;
        for (int i = 1; i < text.length(); i++) {
            Dir d = Dir.ofDigit(text.charAt(i));
            if (d == null) {
                throw new IllegalArgumentException("'" + text + "': '" + text.charAt(i)
                        + "' is not a prong digit (8 N, 9 NE, 6 E, 3 SE, 2 S, 1 SW, 4 W, 7 NW)");
            }
            if (((prongs | supers) & d.bit()) != 0) {
                throw new IllegalArgumentException("'" + text + "': two prongs in the " + d + " socket (X-1)");
            }
            if (i + 1 < text.length() && text.charAt(i + 1) == '!') {
                supers |= d.bit();
                i++;
            } else {
                prongs |= d.bit();
            }
        }
        return new Pod(owner, prongs, supers);
    }

    private static OctiPlayer player(String text, OctiVariant variant, String where) {
        for (OctiPlayer p : variant.playerList()) {
            if (p.displayName().equalsIgnoreCase(text) || text.length() == 1 && p.letter() == text.charAt(0)) {
                return p;
            }
        }
        throw new IllegalArgumentException(where + "'" + text + "' is not a player of " + variant);
    }

    private static int number(String text, String what) {
        try {
            int v = Integer.parseInt(text);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + ": '" + text + "' is not a count");
        }
    }
}
