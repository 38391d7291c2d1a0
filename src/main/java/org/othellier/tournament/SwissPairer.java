package org.othellier.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.othellier.game.Side;

/**
 * The Swiss pairing of one round (docs/TOURNAMENT.md, T-3 to T-10). Pure and deterministic: the same field
 * gives the same pairings. The players come in rank order (T-2); the pairer knows their points, colours, byes
 * and who met whom, nothing else.
 *
 * <p>How: the rules are tried at levels, strictest first ({@link Level}, T-10). At a level, the bye (odd field,
 * T-9) goes to the lowest-ranked player it may go to such that the others can all be paired. Then bracket by
 * bracket from the top (T-3): as few players as possible float down, the lowest-ranked first (T-4), and the
 * rest are paired inside the bracket, highest-ranked first, each taking the first partner in their order of
 * preference (T-5) after whom the players left can still all be paired. Every "can still be paired" is a
 * maximum matching ({@link Matching}), so the search never walks into a dead end and finds a pairing that keeps
 * a level's rules whenever one exists.
 */
final class SwissPairer {

    /**
     * One player as the pairing sees them.
     *
     * @param id         the player's id
     * @param halfPoints points in halves: the score group
     * @param colours    the colour they had in each round so far, {@code null} for a round without a game (bye, not yet entered)
     * @param byes       byes received so far
     * @param met        how often they met each player, indexed by id (0 for ids beyond the array)
     * @param floatedDown true when, in the last round, they met a player with fewer points (T-4)
     */
    record Player(int id, int halfPoints, List<Side> colours, int byes, int[] met, boolean floatedDown) {

        Player(int id, int halfPoints, List<Side> colours, int byes, int[] met) {
            this(id, halfPoints, colours, byes, met, false);
        }

        int timesMet(int other) {
            return other < met.length ? met[other] : 0;
        }

        /** Black minus White over the games played. */
        int colourDifference() {
            int d = 0;
            for (Side s : colours) {
                if (s != null) {
                    d += s == Side.BLACK ? 1 : -1;
                }
            }
            return d;
        }

        /** The colours of the games played, oldest first. */
        List<Side> played() {
            return colours.stream().filter(s -> s != null).toList();
        }

        ColourWish wish() {
            List<Side> played = played();
            if (played.isEmpty()) {
                return ColourWish.NONE;
            }
            int diff = colourDifference();
            Side last = played.get(played.size() - 1);
            boolean twoAlike = played.size() >= 2 && played.get(played.size() - 2) == last;
            if (Math.abs(diff) >= 2) {
                return new ColourWish(diff > 0 ? Side.WHITE : Side.BLACK, Strength.ABSOLUTE);
            }
            if (twoAlike) {
                return new ColourWish(last.opponent(), Strength.ABSOLUTE);
            }
            if (diff != 0) {
                return new ColourWish(diff > 0 ? Side.WHITE : Side.BLACK, Strength.STRONG);
            }
            return new ColourWish(last.opponent(), Strength.MILD);
        }
    }

    /** How much a player needs a colour: ABSOLUTE, colour difference 2 or the same colour twice running. */
    enum Strength { NONE, MILD, STRONG, ABSOLUTE }

    /** The colour a player should have next, and how strongly; {@code side} is null for NONE. */
    record ColourWish(Side side, Strength strength) {
        static final ColourWish NONE = new ColourWish(null, Strength.NONE);
    }

    /**
     * A set of rules a pairing must keep, strictest first. {@code maxMet}: pairs may have met at most that often
     * before (0: no rematch); {@code colours}: no two players whose absolute colour wishes are the same colour
     * meet; {@code byeToFewest}: the bye goes only to a player with the fewest byes of the field.
     */
    record Level(int maxMet, boolean colours, boolean byeToFewest) {

        /** What the level gives up against the strictest, for the arbiter: empty at the strictest. */
        String relaxed() {
            List<String> r = new ArrayList<>();
            if (!colours) {
                r.add("colours");
            }
            if (!byeToFewest) {
                r.add("a second bye");
            }
            if (maxMet > 0) {
                r.add(maxMet == 1 ? "rematches" : "meetings up to " + (maxMet + 1) + " times");
            }
            return String.join(", ", r);
        }
    }

    /** The round's pairings (tables in order, then the bye) and the level whose rules they keep. */
    record Outcome(List<Pairing> pairings, Level level) {
    }

    private final List<Player> ranked;
    private final int n;

    private SwissPairer(List<Player> ranked) {
        this.ranked = List.copyOf(ranked);
        this.n = ranked.size();
    }

    /** Pairs the next round for players given in rank order, best first. */
    static Outcome pair(List<Player> ranked) {
        if (ranked.size() < 2) {
            throw new TournamentException("a round needs at least two players, not " + ranked.size());
        }
        return new SwissPairer(ranked).pair();
    }

    /** The levels in the order they are tried: no rematch before anything else; then colours, then the bye. */
    static List<Level> levels(int maxMetInField) {
        List<Level> levels = new ArrayList<>();
        for (int k = 0; k <= maxMetInField; k++) {
            levels.add(new Level(k, true, true));
            levels.add(new Level(k, false, true));
            levels.add(new Level(k, false, false));
        }
        return levels;
    }

    private Outcome pair() {
        int maxMet = 0;
        for (Player p : ranked) {
            for (Player q : ranked) {
                maxMet = Math.max(maxMet, p.timesMet(q.id()));
            }
        }
        ColourWish[] wishes = new ColourWish[n];
        for (int i = 0; i < n; i++) {
            wishes[i] = ranked.get(i).wish();
        }
        for (Level level : levels(maxMet)) {
            boolean[][] allowed = new boolean[n][n];
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    allowed[a][b] = a != b && allowed(a, b, level, wishes);
                }
            }
            List<Pairing> pairings = pairAt(level, allowed, wishes);
            if (pairings != null) {
                return new Outcome(pairings, level);
            }
        }
        throw new IllegalStateException("no pairing at the loosest level, which allows every pair");
    }

    private boolean allowed(int a, int b, Level level, ColourWish[] wishes) {
        if (ranked.get(a).timesMet(ranked.get(b).id()) > level.maxMet()) {
            return false;
        }
        return !level.colours() || !clash(wishes[a], wishes[b]);
    }

    /** Both must have the same colour. */
    private static boolean clash(ColourWish a, ColourWish b) {
        return a.strength() == Strength.ABSOLUTE && b.strength() == Strength.ABSOLUTE && a.side() == b.side();
    }

    private List<Pairing> pairAt(Level level, boolean[][] allowed, ColourWish[] wishes) {
        boolean[] out = new boolean[n];
        int bye = -1;
        if (n % 2 == 1) {
            bye = chooseBye(level, allowed, out);
            if (bye < 0) {
                return null;
            }
            out[bye] = true;
        } else if (!Matching.perfect(sub(allowed, out), n)) {
            return null;
        }
        List<int[]> pairs = new ArrayList<>();
        List<Integer> carried = new ArrayList<>(); // the floaters from the bracket above
        int next = 0; // the first player of the next score group, in rank order
        while (next < n || !carried.isEmpty()) {
            List<Integer> bracket = new ArrayList<>(carried); // in rank order: floaters rank above the group
            int points = -1;
            while (next < n && (points < 0 || ranked.get(next).halfPoints() == points || out[next])) {
                if (!out[next]) {
                    points = ranked.get(next).halfPoints();
                    bracket.add(next);
                }
                next++;
            }
            List<Integer> lower = new ArrayList<>();
            for (int i = next; i < n; i++) {
                if (!out[i]) {
                    lower.add(i);
                }
            }
            List<Integer> floaters = lower.isEmpty() ? List.of() : floaters(bracket, lower, allowed);
            if (floaters == null) { // no floater set within the budget: the bracket joins the next group whole
                carried = bracket;
                continue;
            }
            List<Integer> staying = new ArrayList<>(bracket);
            staying.removeAll(floaters);
            pairWithin(staying, allowed, level, wishes, pairs);
            carried = new ArrayList<>(floaters);
            carried.sort(null); // rank order
        }
        return tables(pairs, bye, wishes);
    }

    /** How many sets of floaters one bracket may try before it joins the next group whole (a safety bound; see the docs). */
    private static final int FLOATER_SETS = 2000;

    /**
     * The players of a bracket who float down: as few as possible; among the sets of that size, one without a
     * player who floated down in the last round if there is one, and else the lowest-ranked first; always such
     * that the others can all be paired inside the bracket and the floaters with everyone below. Null when the
     * bound runs out.
     */
    private List<Integer> floaters(List<Integer> bracket, List<Integer> lower, boolean[][] allowed) {
        List<Integer> bottomUp = new ArrayList<>(bracket);
        java.util.Collections.reverse(bottomUp);
        int tried = 0;
        for (int f = bracket.size() % 2; f <= bracket.size(); f += 2) {
            int[] pick = new int[f];
            for (int i = 0; i < f; i++) {
                pick[i] = i;
            }
            List<Integer> firstFound = null;
            while (true) {
                if (++tried > FLOATER_SETS) {
                    return firstFound;
                }
                List<Integer> floating = new ArrayList<>();
                for (int i : pick) {
                    floating.add(bottomUp.get(i));
                }
                boolean again = floating.stream().anyMatch(i -> ranked.get(i).floatedDown());
                if (firstFound == null || !again) {
                    List<Integer> staying = new ArrayList<>(bracket);
                    staying.removeAll(floating);
                    List<Integer> below = new ArrayList<>(floating);
                    below.addAll(lower);
                    if (Matching.perfect(among(allowed, staying), staying.size()) && Matching.perfect(among(allowed, below), below.size())) {
                        if (!again) {
                            return floating;
                        }
                        firstFound = floating;
                    }
                }
                if (!nextCombination(pick, bracket.size())) {
                    break;
                }
            }
            if (firstFound != null) {
                return firstFound;
            }
        }
        throw new IllegalStateException("a bracket whose players can all float found no floaters");
    }

    /** The next k-combination of 0..m-1 in lexicographic order; false after the last. */
    private static boolean nextCombination(int[] pick, int m) {
        int k = pick.length;
        int i = k - 1;
        while (i >= 0 && pick[i] == m - k + i) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        pick[i]++;
        for (int j = i + 1; j < k; j++) {
            pick[j] = pick[j - 1] + 1;
        }
        return true;
    }

    /**
     * Pairs the players staying in a bracket among themselves: highest-ranked first, each takes the first partner
     * in their order of preference after whom the others can still all be paired.
     */
    private void pairWithin(List<Integer> staying, boolean[][] allowed, Level level, ColourWish[] wishes, List<int[]> pairs) {
        List<Integer> left = new ArrayList<>(staying);
        while (!left.isEmpty()) {
            int p = left.remove(0);
            int partner = -1;
            for (int q : candidates(p, left, level, wishes)) {
                if (allowed[p][q]) {
                    List<Integer> rest = new ArrayList<>(left);
                    rest.remove(Integer.valueOf(q));
                    if (Matching.perfect(among(allowed, rest), rest.size())) {
                        partner = q;
                        break;
                    }
                }
            }
            if (partner < 0) {
                throw new IllegalStateException("the matching said the bracket can be paired, the search found no partner");
            }
            left.remove(Integer.valueOf(partner));
            pairs.add(new int[] {p, partner});
        }
    }

    /** Lowest-ranked first among the players the level lets have the bye, fewest byes first. */
    private int chooseBye(Level level, boolean[][] allowed, boolean[] out) {
        int fewest = ranked.stream().mapToInt(Player::byes).min().orElse(0);
        List<Integer> order = new ArrayList<>();
        for (int i = n - 1; i >= 0; i--) {
            order.add(i);
        }
        order.sort(Comparator.comparingInt(i -> ranked.get(i).byes())); // stable: lowest-ranked first within a count
        for (int b : order) {
            if (level.byeToFewest() && ranked.get(b).byes() != fewest) {
                continue;
            }
            out[b] = true;
            boolean ok = Matching.perfect(sub(allowed, out), n - 1);
            out[b] = false;
            if (ok) {
                return b;
            }
        }
        return -1;
    }

    /**
     * The partners of {@code p} (the highest-ranked player left in the bracket), best first: the other half of p's
     * score group (S2, by rank), then p's own half from the bottom up, then the rest of the bracket by rank (p is a
     * floater from above, or meets a player come up). At the levels that relax a rule, partners that keep it come
     * first: not met before, then no colour clash.
     */
    private List<Integer> candidates(int p, List<Integer> others, Level level, ColourWish[] wishes) {
        int points = ranked.get(p).halfPoints();
        List<Integer> group = new ArrayList<>();
        group.add(p);
        List<Integer> below = new ArrayList<>();
        for (int i : others) {
            (ranked.get(i).halfPoints() == points ? group : below).add(i);
        }
        int half = group.size() / 2;
        List<Integer> order = new ArrayList<>(group.subList(Math.max(half, 1), group.size()));
        for (int i = half - 1; i >= 1; i--) {
            order.add(group.get(i));
        }
        order.addAll(below);
        Player pp = ranked.get(p);
        order.sort(Comparator.comparingInt((Integer q) -> pp.timesMet(ranked.get(q).id()))
                .thenComparing(q -> clash(wishes[p], wishes[q])));
        return order;
    }

    /** Tables: the higher score first, then the higher sum, then the better rank; colours allocated per table. */
    private List<Pairing> tables(List<int[]> pairs, int bye, ColourWish[] wishes) {
        pairs.sort(Comparator.<int[]>comparingInt(pr -> -Math.max(points(pr[0]), points(pr[1])))
                .thenComparingInt(pr -> -(points(pr[0]) + points(pr[1])))
                .thenComparingInt(pr -> Math.min(pr[0], pr[1])));
        List<Pairing> out = new ArrayList<>();
        int table = 1;
        for (int[] pr : pairs) {
            int hi = Math.min(pr[0], pr[1]);
            int lo = Math.max(pr[0], pr[1]);
            Side hiColour = colourOfHigher(hi, lo, wishes, table);
            int black = hiColour == Side.BLACK ? hi : lo;
            int white = hiColour == Side.BLACK ? lo : hi;
            out.add(new Pairing.Table(table, ranked.get(black).id(), ranked.get(white).id()));
            table++;
        }
        if (bye >= 0) {
            out.add(new Pairing.Bye(ranked.get(bye).id()));
        }
        return out;
    }

    /**
     * The colour of the higher-ranked player {@code hi} against {@code lo}: both wishes granted when they differ;
     * else the stronger wish; equally strong, both take the colours opposite to those of the last round where they
     * had different colours; else the higher-ranked player's wish. With no wish on either side (the first round),
     * the higher-ranked player has Black at odd tables and White at even ones.
     */
    private Side colourOfHigher(int hi, int lo, ColourWish[] wishes, int table) {
        ColourWish h = wishes[hi];
        ColourWish l = wishes[lo];
        if (h.side() == null && l.side() == null) {
            return table % 2 == 1 ? Side.BLACK : Side.WHITE;
        }
        if (l.side() == null) {
            return h.side();
        }
        if (h.side() == null || h.side() != l.side()) {
            return l.side().opponent();
        }
        if (h.strength() != l.strength()) {
            return h.strength().compareTo(l.strength()) > 0 ? h.side() : l.side().opponent();
        }
        List<Side> hc = ranked.get(hi).colours();
        List<Side> lc = ranked.get(lo).colours();
        for (int r = Math.min(hc.size(), lc.size()) - 1; r >= 0; r--) {
            if (hc.get(r) != null && lc.get(r) != null && hc.get(r) != lc.get(r)) {
                return hc.get(r).opponent();
            }
        }
        return h.side();
    }

    private int points(int i) {
        return ranked.get(i).halfPoints();
    }

    /** The allowed pairs among the given players, renumbered from 0. */
    private static boolean[][] among(boolean[][] allowed, List<Integer> players) {
        int m = players.size();
        boolean[][] s = new boolean[m][m];
        for (int a = 0; a < m; a++) {
            for (int b = 0; b < m; b++) {
                s[a][b] = allowed[players.get(a)][players.get(b)];
            }
        }
        return s;
    }

    /** The allowed pairs among the players not yet out, renumbered from 0. */
    private boolean[][] sub(boolean[][] allowed, boolean[] out) {
        int[] keep = new int[n];
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (!out[i]) {
                keep[m++] = i;
            }
        }
        boolean[][] s = new boolean[m][m];
        for (int a = 0; a < m; a++) {
            for (int b = 0; b < m; b++) {
                s[a][b] = allowed[keep[a]][keep[b]];
            }
        }
        return s;
    }
}
