package org.othellier.formats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.othellier.game.Side;
import org.othellier.game.othello.IllegalOthelloMoveException;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Start;

/**
 * GGF, the game format of Othello servers and the NBoard GUI:
 * {@code (;GM[Othello]PC[..]DT[..]PB[..]PW[..]TI[..]TY[8]RE[+12.000]BO[8 <squares> *]B[f5]W[d6]...;)}.
 * Board characters are {@code *} black, {@code O} white, {@code -} empty; a move may carry
 * {@code /eval/time} after the square ({@code B[F5/1.50]}: this project writes the review's value of the move, the
 * final disc difference from the mover's point of view, and reads it back as {@link GgfGame#evaluations}); {@code PA}
 * is a pass. {@code RE} is Black's disc difference,
 * with {@code :t} for a time loss and {@code :r} for a resignation.
 */
public final class Ggf {

    private Ggf() {
    }

    /**
     * One GGF game.
     *
     * @param properties every property but the moves, in file order (GM, PC, DT, PB, PW, TI, TY, RE, BO, ...)
     * @param start      the position given by BO (or the variant's start)
     * @param moves      the moves with passes as written
     * @param evaluations each move's evaluation as written after its square ({@code /1.50}), null where none
     */
    public record GgfGame(Map<String, String> properties, OthelloPosition start, List<OthelloMove> moves, List<Double> evaluations) {

        public GgfGame {
            evaluations = java.util.Collections.unmodifiableList(new ArrayList<>(evaluations));
        }

        public String property(String key) {
            return properties.get(key);
        }

        public String black() {
            return properties.getOrDefault("PB", "");
        }

        public String white() {
            return properties.getOrDefault("PW", "");
        }

        /** The recorded result: Black's disc difference, or null when absent or unreadable. */
        public Double resultDifference() {
            String re = properties.get("RE");
            if (re == null || re.isBlank() || re.startsWith("?")) {
                return null;
            }
            String num = re.split(":")[0].strip();
            try {
                return Double.parseDouble(num);
            } catch (NumberFormatException e) {
                return null;
            }
        }

        /** True when the result says the game stopped early: time ({@code :t}) or resignation ({@code :r}). */
        public boolean endedEarly() {
            String re = properties.getOrDefault("RE", "");
            return re.contains(":t") || re.contains(":r") || re.contains(":s");
        }

        /** Replays the moves from the start; illegal moves throw {@link IllegalOthelloMoveException}. */
        public OthelloGame replay() {
            OthelloGame game = new OthelloGame(start);
            for (OthelloMove m : moves) {
                if (!m.isPass() && game.position().mustPass()) {
                    game.play(OthelloMove.PASS);
                }
                game.play(m);
            }
            return game;
        }
    }

    /** Reads every game of a GGF text; a malformed game throws {@link FormatException} naming it. */
    public static List<GgfGame> parseAll(String text) {
        List<GgfGame> games = new ArrayList<>();
        int i = 0;
        while (true) {
            int open = text.indexOf("(;", i);
            if (open < 0) {
                break;
            }
            int close = findClose(text, open + 2);
            if (close < 0) {
                throw new FormatException("game " + (games.size() + 1) + ": no closing ';)'");
            }
            games.add(parseGame(text.substring(open + 2, close), games.size() + 1));
            i = close + 2;
        }
        return games;
    }

    private static int findClose(String text, int from) {
        boolean inValue = false;
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (inValue) {
                if (c == '\\') {
                    i++;
                } else if (c == ']') {
                    inValue = false;
                }
            } else if (c == '[') {
                inValue = true;
            } else if (c == ';' && i + 1 < text.length() && text.charAt(i + 1) == ')') {
                return i;
            }
        }
        return -1;
    }

    private static GgfGame parseGame(String body, int number) {
        Map<String, String> props = new LinkedHashMap<>();
        List<String[]> moveProps = new ArrayList<>();
        int i = 0;
        while (i < body.length()) {
            char c = body.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            int keyStart = i;
            while (i < body.length() && Character.isLetter(body.charAt(i))) {
                i++;
            }
            String key = body.substring(keyStart, i).toUpperCase(Locale.ROOT);
            if (key.isEmpty() || i >= body.length() || body.charAt(i) != '[') {
                throw new FormatException("game " + number + ": expected a property such as PB[name] at '"
                        + body.substring(keyStart, Math.min(body.length(), keyStart + 20)) + "'");
            }
            StringBuilder value = new StringBuilder();
            i++;
            while (i < body.length() && body.charAt(i) != ']') {
                if (body.charAt(i) == '\\' && i + 1 < body.length()) {
                    i++;
                }
                value.append(body.charAt(i));
                i++;
            }
            if (i >= body.length()) {
                throw new FormatException("game " + number + ": property " + key + " has no closing ]");
            }
            i++;
            if (key.equals("B") || key.equals("W")) {
                moveProps.add(new String[] {key, value.toString()});
            } else {
                props.put(key, value.toString());
            }
        }
        OthelloVariant variant = variantOf(props.get("TY"), number);
        OthelloPosition start = props.containsKey("BO") ? board(props.get("BO"), variant, number) : OthelloPosition.start(variant);
        List<OthelloMove> moves = new ArrayList<>();
        List<Double> evaluations = new ArrayList<>();
        for (String[] mp : moveProps) {
            String[] parts = mp[1].split("/");
            String square = parts[0].strip();
            try {
                evaluations.add(parts.length > 1 && !parts[1].isBlank() ? Double.valueOf(parts[1].strip()) : null);
            } catch (NumberFormatException e) {
                throw new FormatException("game " + number + ": move " + (moves.size() + 1) + " " + mp[0] + "["
                        + mp[1] + "]: the evaluation '" + parts[1] + "' is not a number");
            }
            try {
                moves.add(OthelloMove.parse(square));
            } catch (IllegalArgumentException e) {
                throw new FormatException("game " + number + ": move " + (moves.size() + 1) + " " + mp[0] + "["
                        + mp[1] + "]: " + e.getMessage());
            }
        }
        return new GgfGame(props, start, moves, evaluations);
    }

    /** TY: board size digits, {@code a} for anti-reversi; other letters (r, s, k) do not change the rules. */
    private static OthelloVariant variantOf(String type, int number) {
        if (type == null || type.isBlank()) {
            return OthelloVariant.OTHELLO;
        }
        String t = type.strip().toLowerCase(Locale.ROOT);
        java.util.regex.Matcher digits = java.util.regex.Pattern.compile("\\d+").matcher(t);
        try {
            int size = digits.find() ? Integer.parseInt(digits.group()) : 8;
            OthelloVariant v = OthelloVariant.of(size, Start.OTHELLO);
            return t.contains("a") ? v.withRules("anti") : v;
        } catch (IllegalArgumentException e) {
            throw new FormatException("game " + number + ": TY[" + type + "]: " + e.getMessage());
        }
    }

    private static OthelloPosition board(String bo, OthelloVariant variant, int number) {
        String[] words = bo.strip().split("\\s+");
        if (words.length < 2) {
            throw new FormatException("game " + number + ": BO[" + bo + "] needs a size, the squares and the side to move");
        }
        try {
            int size = Integer.parseInt(words[0]);
            if (size != variant.size()) {
                variant = variant.withSize(size);
            }
            StringBuilder squares = new StringBuilder();
            for (int k = 1; k < words.length - 1; k++) {
                squares.append(words[k]);
            }
            String side = words[words.length - 1];
            return OthelloPosition.of(variant, squares.toString(), Side.fromSymbol(side.charAt(0)));
        } catch (IllegalArgumentException e) {
            throw new FormatException("game " + number + ": BO[" + bo + "]: " + e.getMessage());
        }
    }

    /**
     * Writes one game. {@code extra} properties (PC, DT, PB, PW, TI, RE, ...) are written in their
     * order after GM; TY and BO come from the start position; moves after them.
     */
    public static String format(Map<String, String> extra, OthelloPosition start, List<OthelloMove> moves) {
        return format(extra, start, moves, java.util.Collections.nCopies(moves.size(), null));
    }

    /** Writes one game with an evaluation after each move's square where {@code evaluations} has one (null: none). */
    public static String format(Map<String, String> extra, OthelloPosition start, List<OthelloMove> moves, List<Double> evaluations) {
        StringBuilder sb = new StringBuilder("(;GM[Othello]");
        for (var e : extra.entrySet()) {
            if (!e.getKey().equals("GM") && !e.getKey().equals("TY") && !e.getKey().equals("BO")) {
                sb.append(e.getKey()).append('[').append(escape(e.getValue())).append(']');
            }
        }
        OthelloVariant v = start.variant();
        sb.append("TY[").append(v.size()).append(v.antiReversi() ? "a" : "").append(']');
        sb.append("BO[").append(v.size()).append(' ');
        for (int r = 0; r < v.size(); r++) {
            for (int c = 0; c < v.size(); c++) {
                Side s = start.at(c, r);
                sb.append(s == null ? '-' : s == Side.BLACK ? '*' : 'O');
            }
            sb.append(' ');
        }
        sb.append(start.toMove() == Side.BLACK ? '*' : 'O').append(']');
        Side toMove = start.toMove();
        for (int i = 0; i < moves.size(); i++) {
            OthelloMove m = moves.get(i);
            Double eval = i < evaluations.size() ? evaluations.get(i) : null;
            sb.append(toMove == Side.BLACK ? "B[" : "W[").append(m.isPass() ? "PA" : m.toString().toUpperCase(Locale.ROOT))
                    .append(eval == null ? "" : String.format(Locale.ROOT, "/%.2f", eval)).append(']');
            toMove = toMove.opponent();
        }
        return sb.append(";)").toString();
    }

    /** Writes a whole game with its players and result. */
    public static String format(OthelloGame game, String black, String white, String date, String timeControl, String result) {
        return format(game, black, white, date, timeControl, result, java.util.Collections.nCopies(game.moves().size(), null));
    }

    /** Writes a whole game with its players, result and each move's evaluation (null: none). */
    public static String format(OthelloGame game, String black, String white, String date, String timeControl, String result,
                                List<Double> evaluations) {
        Map<String, String> props = new LinkedHashMap<>();
        props.put("PC", "othellier");
        if (date != null) {
            props.put("DT", date);
        }
        props.put("PB", black);
        props.put("PW", white);
        if (timeControl != null) {
            props.put("TI", timeControl);
        }
        if (result != null) {
            props.put("RE", result);
        }
        return format(props, game.start(), game.moves(), evaluations);
    }

    /**
     * The same GGF text with an evaluation after the square of each move where {@code evaluations} (one per move,
     * passes included, in order) has one ({@code B[F5]} becomes {@code B[F5/-1.20]}); a time already there is kept
     * ({@code B[F5/-1.20/3]}). Other properties are left exactly as they are.
     */
    public static String withEvaluations(String ggf, List<Double> evaluations) {
        StringBuilder sb = new StringBuilder(ggf.length() + evaluations.size() * 7);
        int move = 0;
        int i = 0;
        while (i < ggf.length()) {
            char c = ggf.charAt(i);
            if (c == '[') {
                int end = i + 1;
                while (end < ggf.length() && ggf.charAt(end) != ']') {
                    end += ggf.charAt(end) == '\\' ? 2 : 1;
                }
                end = Math.min(end, ggf.length());
                String value = ggf.substring(i + 1, end);
                boolean isMove = i > 0 && (ggf.charAt(i - 1) == 'B' || ggf.charAt(i - 1) == 'W')
                        && (i < 2 || !Character.isLetter(ggf.charAt(i - 2)));
                if (isMove) {
                    Double eval = move < evaluations.size() ? evaluations.get(move) : null;
                    move++;
                    if (eval != null) {
                        String[] parts = value.split("/", -1);
                        value = parts[0] + String.format(Locale.ROOT, "/%.2f", eval) + (parts.length > 2 ? "/" + parts[2] : "");
                    }
                }
                sb.append('[').append(value);
                i = end;
                continue;
            }
            sb.append(c);
            i++;
        }
        return sb.toString();
    }

    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("]", "\\]");
    }
}
