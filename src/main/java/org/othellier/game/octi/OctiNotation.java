package org.othellier.game.octi;

import java.util.ArrayList;
import java.util.List;
import org.othellier.text.Ascii;

/**
 * The move notation (docs/OCTI.md "Move notation"). One move is one token without spaces:
 *
 * <pre>
 *   &#64;e7            enter a pod on e7 (X-6, X-12, X-13)
 *   e7+N           insert a prong into the pod on e7, N socket (X-7); e7+N! a super-prong (X-14)
 *   e7-e6          step (X-8)
 *   e7:e5          jump over e6, capturing nothing (X-9)
 *   e7xe5          jump over e6 capturing every pod there (X-10)
 *   e7xe5{[N],2[]} jump over e6 capturing the pod with prong N and two without prongs
 *   e7xe5:c5       a chain: capture on e6, not on d5
 *   e7-e6&amp;e7:e5    a group move: two pods from e7 (X-11)
 *   e7[N,E]-e6     the pod with prongs N and E, where e7 holds pods of several kinds
 *   e5-e4/e7+N     advanced: an extra move (super-prong toward N), then the normal move (X-14)
 *   pass           four-player, no legal move (docs/OCTI.md D-8)
 * </pre>
 *
 * Squares and directions are read in either case. Reading needs the position: it says which pod a
 * square without a selector means and what {@code x} captures. Errors name the token and the reason.
 */
public final class OctiNotation {

    private OctiNotation() {
    }

    /** Reads a move played in {@code position}; throws {@link NotationException} when it cannot be read or is illegal. */
    public static OctiMove parse(OctiPosition position, String token) {
        OctiMove move = read(position, token);
        String why = position.whyIllegal(move);
        if (why != null) {
            throw new NotationException(token, why);
        }
        return move;
    }

    /** Reads a move without checking that it is legal (it is resolved against the position all the same). */
    public static OctiMove read(OctiPosition position, String token) {
        String text = token.strip();
        if (text.isEmpty()) {
            throw new NotationException(token, "an empty move");
        }
        String[] pieces = text.split("/", -1);
        OctiPosition mid = position;
        List<OctiMove.Walk> extras = new ArrayList<>();
        for (int i = 0; i < pieces.length - 1; i++) {
            OctiMove m = readNormal(mid, pieces[i], token);
            if (!(m instanceof OctiMove.Walk w) || w.parts.length != 1) {
                throw new NotationException(token, "extra move '" + pieces[i] + "' is not a move of one pod (X-14)");
            }
            if (!position.variant().cylinder()) {
                throw new NotationException(token, "extra moves ('/') belong to the advanced game (X-14)");
            }
            String why = OctiRules.checkWalk(mid, w);
            if (why != null) {
                throw new NotationException(token, "extra move '" + pieces[i] + "': " + why);
            }
            extras.add(w);
            OctiWork work = new OctiWork(mid);
            work.walk(w, -1, 0);
            mid = work.snapshot();
        }
        OctiMove normal = readNormal(mid, pieces[pieces.length - 1], token);
        if (extras.isEmpty()) {
            return normal;
        }
        if (normal instanceof OctiMove.Pass) {
            throw new NotationException(token, "a turn with extra moves ends with a normal move, not a pass");
        }
        return new OctiMove.Turn(extras, normal);
    }

    private static OctiMove readNormal(OctiPosition p, String text, String token) {
        if (text.isEmpty()) {
            throw new NotationException(token, "an empty move before or after '/'");
        }
        if (text.equalsIgnoreCase("pass")) {
            return new OctiMove.Pass();
        }
        Cursor c = new Cursor(text, token);
        if (c.peek() == '@') {
            c.next();
            int sq = c.square();
            c.end();
            return new OctiMove.Enter(sq);
        }
        int origin = c.square();
        int[] selector = c.peek() == '[' ? c.prongSet() : null;
        if (c.peek() == '+') {
            c.next();
            Dir d = c.dir();
            boolean superProng = c.peek() == '!';
            if (superProng) {
                c.next();
            }
            c.end();
            return new OctiMove.Insert(origin, Pod.of(kindAt(p, origin, selector, token)), d, superProng);
        }
        List<OctiMove.Part> parts = new ArrayList<>();
        parts.add(readPart(p, c, origin, selector, token));
        while (c.peek() == '&') {
            c.next();
            int o = c.square();
            if (o != origin) {
                throw new NotationException(token, "the pods of a group move leave one square: " + Squares.name(o)
                        + " is not " + Squares.name(origin) + " (X-11)");
            }
            int[] sel = c.peek() == '[' ? c.prongSet() : null;
            parts.add(readPart(p, c, origin, sel, token));
        }
        c.end();
        return new OctiMove.Walk(origin, parts.toArray(new OctiMove.Part[0]));
    }

    private static OctiMove.Part readPart(OctiPosition p, Cursor c, int origin, int[] selector, String token) {
        char op = c.peek();
        if (op != '-' && op != ':' && op != 'x' && op != 'X') {
            throw new NotationException(token, c.where() + "expected '+', '-', ':' or 'x' after " + Squares.name(origin));
        }
        int kind = kindAt(p, origin, selector, token);
        boolean cyl = p.variant().cylinder();
        if (op == '-') {
            c.next();
            int to = c.square();
            if (c.peek() == '-' || c.peek() == ':' || c.peek() == 'x' || c.peek() == 'X') {
                throw new NotationException(token, "a step ('-') goes one square and is not followed by more legs (X-8)");
            }
            return new OctiMove.Part(kind, Route.step(origin, to), new int[0]);
        }
        List<Integer> landings = new ArrayList<>();
        List<Integer> jumped = new ArrayList<>();
        List<Integer> captured = new ArrayList<>();
        int cur = origin;
        while (c.peek() == ':' || c.peek() == 'x' || c.peek() == 'X') {
            boolean capture = c.next() != ':';
            int land = c.square();
            Dir d = Squares.direction(cur, land, 2, cyl);
            if (d == null) {
                throw new NotationException(token, Squares.name(cur) + " to " + Squares.name(land)
                        + " is not a jump: a jump lands two squares away in a straight line (X-9)");
            }
            int over = Squares.next(cur, d, cyl);
            landings.add(land);
            jumped.add(over);
            if (capture) {
                if (c.peek() == '{') {
                    captured.addAll(c.captureSet(p, over, origin, kind));
                } else {
                    captured.addAll(allAt(p, over, origin, kind));
                }
            }
            cur = land;
        }
        Route route = new Route(origin, landings.stream().mapToInt(Integer::intValue).toArray(),
                jumped.stream().mapToInt(Integer::intValue).toArray(), true);
        return new OctiMove.Part(kind, route, captured.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Every pod on {@code sq} as the jumping pod finds it (without itself when it jumps its own start square). */
    private static List<Integer> allAt(OctiPosition p, int sq, int origin, int moverKind) {
        List<Integer> all = new ArrayList<>();
        boolean skipped = sq != origin;
        for (int i = p.from(sq); i < p.to(sq); i++) {
            if (!skipped && p.pods[i] == Pod.word(sq, moverKind)) {
                skipped = true;
                continue;
            }
            all.add(p.pods[i]);
        }
        return all;
    }

    /** The kind of the mover's pod a square (and selector) names. */
    private static int kindAt(OctiPosition p, int sq, int[] selector, String token) {
        int mover = p.toMove;
        List<Integer> kinds = new ArrayList<>();
        for (int i = p.from(sq); i < p.to(sq); i++) {
            int k = Pod.kindOf(p.pods[i]);
            if (Pod.ownerOf(k) == mover && !kinds.contains(k)) {
                kinds.add(k);
            }
        }
        String who = p.toMove().displayName();
        if (selector != null) {
            int kind = Pod.kind(mover, selector[0], selector[1]);
            if (!kinds.contains(kind)) {
                throw new NotationException(token, "no pod [" + Dir.names(selector[0], selector[1]) + "] of " + who
                        + " on " + Squares.name(sq));
            }
            return kind;
        }
        if (kinds.isEmpty()) {
            throw new NotationException(token, "no pod of " + who + " on " + Squares.name(sq));
        }
        if (kinds.size() > 1) {
            List<String> names = new ArrayList<>();
            for (int k : kinds) {
                names.add("[" + Dir.names(Pod.prongsOf(k), Pod.supersOf(k)) + "]");
            }
            throw new NotationException(token, Squares.name(sq) + " holds " + kinds.size() + " kinds of " + who
                    + "'s pods, " + String.join(" ", names) + ": name one, as in " + Squares.name(sq) + names.get(0));
        }
        return kinds.get(0);
    }

    // ---- writing

    /** Writes a legal move of {@code position}, as short as the position allows. */
    public static String format(OctiPosition position, OctiMove move) {
        if (move instanceof OctiMove.Turn turn) {
            StringBuilder sb = new StringBuilder();
            OctiPosition mid = position;
            for (OctiMove.Walk extra : turn.extras()) {
                sb.append(formatNormal(mid, extra)).append('/');
                OctiWork work = new OctiWork(mid);
                work.walk(extra, -1, 0);
                mid = work.snapshot();
            }
            return sb.append(formatNormal(mid, turn.normal())).toString();
        }
        return formatNormal(position, move);
    }

    private static String formatNormal(OctiPosition p, OctiMove move) {
        return switch (move) {
            case OctiMove.Pass pass -> "pass";
            case OctiMove.Enter e -> "@" + Squares.name(e.square());
            case OctiMove.Insert i -> Squares.name(i.square()) + selector(p, i.square(), i.pod().kind()) + "+" + i.dir()
                    + (i.superProng() ? "!" : "");
            case OctiMove.Walk w -> {
                StringBuilder sb = new StringBuilder();
                for (OctiMove.Part part : w.parts) {
                    if (!sb.isEmpty()) {
                        sb.append('&');
                    }
                    sb.append(part(p, w.origin, part));
                }
                yield sb.toString();
            }
            case OctiMove.Turn t -> throw new IllegalArgumentException("a turn inside a turn");
        };
    }

    private static String part(OctiPosition p, int origin, OctiMove.Part part) {
        StringBuilder sb = new StringBuilder(Squares.name(origin)).append(selector(p, origin, part.kind));
        Route r = part.route;
        if (!r.jump) {
            return sb.append('-').append(Squares.name(r.destination())).toString();
        }
        for (int leg = 0; leg < r.landings.length; leg++) {
            int over = r.jumped[leg];
            List<Integer> taken = new ArrayList<>();
            for (int c : part.captured) {
                if (Pod.squareOf(c) == over) {
                    taken.add(c);
                }
            }
            List<Integer> all = allAt(p, over, origin, part.kind);
            if (taken.isEmpty()) {
                sb.append(':').append(Squares.name(r.landings[leg]));
            } else if (taken.equals(all)) {
                sb.append('x').append(Squares.name(r.landings[leg]));
            } else {
                sb.append('x').append(Squares.name(r.landings[leg])).append(captureSet(taken, all));
            }
        }
        return sb.toString();
    }

    /** {@code {[N],2[]}}: the captured pods by kind, with a count when more than one, an owner letter when the square holds two owners' pods. */
    private static String captureSet(List<Integer> taken, List<Integer> all) {
        boolean owners = all.stream().map(Pod::ownerOf).distinct().count() > 1;
        StringBuilder sb = new StringBuilder("{");
        int i = 0;
        while (i < taken.size()) {
            int w = taken.get(i);
            int j = i;
            while (j < taken.size() && taken.get(j) == w) {
                j++;
            }
            if (i > 0) {
                sb.append(',');
            }
            if (j - i > 1) {
                sb.append(j - i);
            }
            if (owners) {
                sb.append(OctiPlayer.of(Pod.ownerOf(w)).letter());
            }
            sb.append('[').append(Dir.names(Pod.prongsOf(w), Pod.supersOf(w))).append(']');
            i = j;
        }
        return sb.append('}').toString();
    }

    /** {@code [N,E]} when the mover has pods of more than one kind on the square, else nothing. */
    private static String selector(OctiPosition p, int sq, int kind) {
        int mover = p.toMove;
        for (int i = p.from(sq); i < p.to(sq); i++) {
            int k = Pod.kindOf(p.pods[i]);
            if (Pod.ownerOf(k) == mover && k != kind) {
                return "[" + Dir.names(Pod.prongsOf(kind), Pod.supersOf(kind)) + "]";
            }
        }
        return "";
    }

    /** A move token that cannot be read or played; the message names the token and the reason. */
    public static final class NotationException extends IllegalArgumentException {
        private final String token;
        private final String reason;

        public NotationException(String token, String reason) {
            super("'" + token + "': " + reason);
            this.token = token;
            this.reason = reason;
        }

        public String token() {
            return token;
        }

        public String reason() {
            return reason;
        }
    }

    /** Reads one move token left to right. */
    private static final class Cursor {
        private final String text;
        private final String token;
        private int pos;

        Cursor(String text, String token) {
            this.text = text;
            this.token = token;
        }

        char peek() {
            return pos < text.length() ? text.charAt(pos) : '\0';
        }

        char next() {
            return text.charAt(pos++);
        }

        String where() {
            return pos < text.length() ? "at '" + text.substring(pos) + "': " : "at its end: ";
        }

        void end() {
            if (pos < text.length()) {
                throw new NotationException(token, "unexpected '" + text.substring(pos) + "'");
            }
        }

        int square() {
            if (pos + 2 > text.length()) {
                throw new NotationException(token, where() + "expected a square (a1 to i9)");
            }
            String s = text.substring(pos, pos + 2);
            try {
                int sq = Squares.parse(s);
                pos += 2;
                return sq;
            } catch (IllegalArgumentException e) {
                throw new NotationException(token, e.getMessage());
            }
        }

        Dir dir() {
            int start = pos;
            while (pos < text.length() && "NESWnesw".indexOf(text.charAt(pos)) >= 0 && pos - start < 2) {
                pos++;
            }
            String s = text.substring(start, pos);
            if (s.isEmpty()) {
                throw new NotationException(token, where() + "expected a direction (N, NE, E, SE, S, SW, W, NW)");
            }
            try {
                return Dir.parse(s);
            } catch (IllegalArgumentException e) {
                throw new NotationException(token, e.getMessage());
            }
        }

        /** {@code [N,E!]}: returns {prongs, supers}. */
        int[] prongSet() {
            expect('[');
            int prongs = 0;
            int supers = 0;
            if (peek() != ']') {
                do {
                    Dir d = dir();
                    if (((prongs | supers) & d.bit()) != 0) {
                        throw new NotationException(token, d + " twice in a pod's prongs");
                    }
                    if (peek() == '!') {
                        next();
                        supers |= d.bit();
                    } else {
                        prongs |= d.bit();
                    }
                } while (peek() == ',' && next() == ',');
            }
            expect(']');
            return new int[] {prongs, supers};
        }

        /** {@code {[N],2b[]}}: captured pods on {@code sq}, by kind. */
        List<Integer> captureSet(OctiPosition p, int sq, int origin, int moverKind) {
            expect('{');
            List<Integer> out = new ArrayList<>();
            List<Integer> present = allAt(p, sq, origin, moverKind);
            do {
                int count = 0;
                while (Ascii.isDigit(peek())) {
                    count = count * 10 + (next() - '0');
                }
                count = Math.max(count, 1);
                OctiPlayer owner = null;
                if (peek() != '[') {
                    owner = OctiPlayer.ofLetter(next());
                    if (owner == null) {
                        throw new NotationException(token, where() + "expected a pod such as [N] or b[N] in a capture list");
                    }
                }
                int[] set = prongSet();
                if (owner == null) {
                    List<Integer> owners = present.stream().map(Pod::ownerOf).distinct().toList();
                    if (owners.size() != 1) {
                        throw new NotationException(token, Squares.name(sq) + (owners.isEmpty() ? " is empty"
                                : " holds pods of two players: write the owner's letter, as in b" + "[" + Dir.names(set[0], set[1]) + "]"));
                    }
                    owner = OctiPlayer.of(owners.get(0));
                }
                for (int i = 0; i < count; i++) {
                    out.add(Pod.word(sq, Pod.kind(owner.ordinal(), set[0], set[1])));
                }
            } while (peek() == ',' && next() == ',');
            expect('}');
            return out;
        }

        private void expect(char ch) {
            if (peek() != ch) {
                throw new NotationException(token, where() + "expected '" + ch + "'");
            }
            pos++;
        }
    }
}
