package org.othellier.tournament;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.othellier.game.Side;

/**
 * A Swiss tournament as pure logic: players, rounds, results and standings, without I/O, threads or clocks.
 * Every change is kept as a {@link TournamentEvent}; {@link #events()} is the whole state and
 * {@link #replay(List)} rebuilds it. Not thread-safe: one owner (the hub's loop) calls it.
 *
 * <p>The rules (score groups, floaters, colours, the bye, relaxations, tie-breaks) are in docs/TOURNAMENT.md.
 * Every refused command throws {@link TournamentException} with the reason and changes nothing.
 */
public final class Tournament {

    private final String name;
    private final int size;
    private final List<Entrant> players = new ArrayList<>();
    private final Set<Integer> withdrawn = new java.util.TreeSet<>();
    private final List<RoundState> rounds = new ArrayList<>();
    private final List<TournamentEvent> events = new ArrayList<>();

    /** A round's pairings and its results by table, as they change. */
    private record RoundState(List<Pairing> pairings, boolean byHand, Map<Integer, Result> results) {
    }

    private Tournament(TournamentEvent.Created created) {
        this.name = created.name();
        this.size = created.size();
        events.add(created);
    }

    /** The longest name of a player or a tournament, in characters: a standings line, a board's display. */
    public static final int MAX_NAME = 60;

    /**
     * Why {@code name} cannot be a player's or a tournament's name, or null when it can: at most {@link #MAX_NAME}
     * characters, none a control character (NUL, a line break, a tab...), a line or paragraph separator or a bidi
     * control (which would reorder what follows it on the page, in the CSV and the GGF files). Checked where a name
     * is given, not when the events are replayed: a tournament kept before the rule still opens.
     */
    public static String whyNotAName(String name) {
        int length = name.codePointCount(0, name.length());
        if (length > MAX_NAME) {
            return "is " + length + " characters long, over the " + MAX_NAME + " a name may have";
        }
        for (int i = 0, at = 1; i < name.length(); at++) {
            int c = name.codePointAt(i);
            i += Character.charCount(c);
            String what = c == 0 ? "NUL" : Character.getType(c) == Character.CONTROL ? "a control character"
                    : Character.getType(c) == Character.LINE_SEPARATOR || Character.getType(c) == Character.PARAGRAPH_SEPARATOR
                    ? "a line break" : Character.getType(c) == Character.SURROGATE ? "half a character (a lone surrogate)"
                    : isBidiControl(c) ? "a bidi control" : null;
            if (what != null) {
                return "has " + what + String.format(Locale.ROOT, " (U+%04X)", c) + " at character " + at
                        + ", which a name may not hold";
            }
        }
        return null;
    }

    private static boolean isBidiControl(int c) {
        return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
    }

    /** A new tournament, without players; {@code size} is the board's (8 for 8x8; 6 or 10 for those variants). */
    public static Tournament create(String name, int size) {
        String why = name == null ? null : whyNotAName(name.strip());
        if (why != null) {
            throw new TournamentException("the tournament's name " + why);
        }
        return new Tournament(new TournamentEvent.Created(name, size));
    }

    /**
     * The tournament its events make, each checked as the command it records would be; the first must be
     * {@link TournamentEvent.Created}. A bad sequence is refused naming the event (from 1) and the reason.
     */
    public static Tournament replay(List<TournamentEvent> events) {
        if (events.isEmpty() || !(events.get(0) instanceof TournamentEvent.Created created)) {
            throw new TournamentException("event 1: a tournament's events begin with \"created\""
                    + (events.isEmpty() ? ", and there are none" : ", not " + kind(events.get(0))));
        }
        Tournament t = new Tournament(created);
        for (int i = 1; i < events.size(); i++) {
            try {
                t.apply(events.get(i));
            } catch (TournamentException e) {
                throw new TournamentException("event " + (i + 1) + " (" + kind(events.get(i)) + "): " + e.getMessage());
            }
        }
        return t;
    }

    private static String kind(TournamentEvent e) {
        return e == null ? "null" : EventJson.kind(e);
    }

    /** Applies one event (checked as its command would be) and keeps it. */
    public void apply(TournamentEvent event) {
        switch (event) {
            case null -> throw new TournamentException("no event");
            case TournamentEvent.Created c -> throw new TournamentException("the tournament already exists (\"created\" comes once, first)");
            case TournamentEvent.PlayerAdded p -> addPlayer(p);
            case TournamentEvent.PlayerWithdrawn p -> {
                Entrant e = player(p.id());
                if (!withdrawn.add(e.id())) {
                    throw new TournamentException("player " + e.id() + " (" + e.name() + ") has already withdrawn");
                }
            }
            case TournamentEvent.PlayerReturned p -> {
                Entrant e = player(p.id());
                if (!withdrawn.remove(e.id())) {
                    throw new TournamentException("player " + e.id() + " (" + e.name() + ") has not withdrawn");
                }
            }
            case TournamentEvent.RoundPaired r -> pair(r);
            case TournamentEvent.ResultRecorded r -> setResult(r.round(), r.table(), r.result(), false);
            case TournamentEvent.ResultCorrected r -> setResult(r.round(), r.table(), r.result(), true);
        }
        events.add(event);
    }

    /** Every event so far, in order: what the hub stores. */
    public List<TournamentEvent> events() {
        return List.copyOf(events);
    }

    public String name() {
        return name;
    }

    /** The board's size (8 for 8x8); a bye is worth size * size / 2 discs. */
    public int size() {
        return size;
    }

    /**
     * Adds a player (before the first round or between rounds); {@code rating} may be null. The name is refused
     * naming what is wrong with it ({@link #whyNotAName}).
     */
    public Entrant addPlayer(String name, Integer rating) {
        String why = name == null ? null : whyNotAName(name.strip());
        if (why != null) {
            throw new TournamentException("the player's name " + why);
        }
        apply(new TournamentEvent.PlayerAdded(players.size() + 1, name, rating));
        return players.get(players.size() - 1);
    }

    private void addPlayer(TournamentEvent.PlayerAdded p) {
        if (p.id() != players.size() + 1) {
            throw new TournamentException("the next player's id is " + (players.size() + 1) + ", not " + p.id());
        }
        Entrant e = new Entrant(p.id(), p.name(), p.rating());
        for (Entrant other : players) {
            if (other.name().toLowerCase(Locale.ROOT).equals(e.name().toLowerCase(Locale.ROOT))) {
                throw new TournamentException("\"" + e.name() + "\" is already player " + other.id()
                        + "; give the second one a distinguishing name");
            }
        }
        players.add(e);
    }

    /** The players in entry order, those who withdrew included. */
    public List<Entrant> players() {
        return List.copyOf(players);
    }

    /** The players the next round pairs: every player but those who withdrew, in entry order. */
    public List<Entrant> active() {
        return players.stream().filter(e -> !withdrawn.contains(e.id())).toList();
    }

    /** A player leaves: not paired from the next round on; their results and standing stay. */
    public void withdraw(int id) {
        apply(new TournamentEvent.PlayerWithdrawn(id));
    }

    /** A player who withdrew comes back, paired again from the next round. */
    public void reinstate(int id) {
        apply(new TournamentEvent.PlayerReturned(id));
    }

    /** The player with that id. */
    public Entrant player(int id) {
        if (id < 1 || id > players.size()) {
            throw new TournamentException("no player " + id + (players.isEmpty() ? " (no players yet)" : " (players are 1 to " + players.size() + ")"));
        }
        return players.get(id - 1);
    }

    /** The rounds paired so far, round 1 first. */
    public List<Round> rounds() {
        List<Round> out = new ArrayList<>();
        for (int r = 1; r <= rounds.size(); r++) {
            out.add(round(r));
        }
        return out;
    }

    /** A round by its number (from 1). */
    public Round round(int number) {
        RoundState s = state(number);
        return new Round(number, s.pairings(), s.results(), s.byHand());
    }

    private RoundState state(int number) {
        if (number < 1 || number > rounds.size()) {
            throw new TournamentException("no round " + number + (rounds.isEmpty() ? " (none paired yet)" : " (rounds are 1 to " + rounds.size() + ")"));
        }
        return rounds.get(number - 1);
    }

    /**
     * Pairs the next round by the Swiss system (docs/TOURNAMENT.md). Refused while a table of the last round
     * has no result, or with fewer than two players.
     */
    public Round pairNextRound() {
        checkCanPair();
        SwissPairer.Outcome outcome = SwissPairer.pair(pairingView());
        apply(new TournamentEvent.RoundPaired(rounds.size() + 1, outcome.pairings(), false));
        return round(rounds.size());
    }

    /**
     * The arbiter's pairings for the next round: every player who has not withdrawn exactly once, tables numbered 1, 2, ... in
     * order, and a bye exactly when the number of players is odd. A rematch or a colour run is allowed
     * (the arbiter decides).
     */
    public Round pairByHand(List<Pairing> pairings) {
        apply(new TournamentEvent.RoundPaired(rounds.size() + 1, pairings, true));
        return round(rounds.size());
    }

    /**
     * What the Swiss system would give up to pair the next round on the field as it stands: empty when every rule
     * holds, else the rules relaxed ("colours", "a second bye", "rematches"), for the arbiter to see before pairing.
     */
    public String pairingRelaxes() {
        checkCanPair();
        return SwissPairer.pair(pairingView()).level().relaxed();
    }

    private void checkCanPair() {
        int active = active().size();
        if (active < 2) {
            throw new TournamentException("a round needs at least two players, and there " + (active == 1 ? "is one" : "are none")
                    + (withdrawn.isEmpty() ? "" : " who have not withdrawn"));
        }
        if (!rounds.isEmpty()) {
            Round last = round(rounds.size());
            if (!last.complete()) {
                List<Integer> missing = last.tables().stream().map(Pairing.Table::table).filter(t -> !last.results().containsKey(t)).toList();
                throw new TournamentException("round " + last.number() + " is not finished: no result yet at table"
                        + (missing.size() == 1 ? " " : "s ") + join(missing));
            }
        }
    }

    private void pair(TournamentEvent.RoundPaired r) {
        if (r.round() != rounds.size() + 1) {
            throw new TournamentException("the next round is " + (rounds.size() + 1) + ", not " + r.round());
        }
        checkCanPair();
        List<Pairing> pairings = r.pairings();
        Set<Integer> seen = new HashSet<>();
        int tables = 0;
        int byes = 0;
        for (Pairing p : pairings) {
            if (p == null) {
                throw new TournamentException("round " + r.round() + ": an empty pairing line");
            }
            if (p instanceof Pairing.Table t) {
                tables++;
                if (byes > 0) {
                    throw new TournamentException("round " + r.round() + ": the bye comes after the tables, not before table " + t.table());
                }
                if (t.table() != tables) {
                    throw new TournamentException("round " + r.round() + ": tables are numbered 1, 2, ... in order; table "
                            + t.table() + " is in place " + tables);
                }
            } else {
                byes++;
            }
            for (int id : p.players()) {
                if (id < 1 || id > players.size()) {
                    throw new TournamentException("round " + r.round() + ": no player " + id + " (players are 1 to " + players.size() + ")");
                }
                if (!seen.add(id)) {
                    throw new TournamentException("round " + r.round() + ": player " + id + " (" + player(id).name() + ") is paired twice");
                }
                if (withdrawn.contains(id)) {
                    throw new TournamentException("round " + r.round() + ": player " + id + " (" + player(id).name() + ") has withdrawn");
                }
            }
        }
        int active = active().size();
        if (seen.size() != active) {
            List<Integer> missing = active().stream().map(Entrant::id).filter(id -> !seen.contains(id)).toList();
            throw new TournamentException("round " + r.round() + ": not paired: player" + (missing.size() == 1 ? " " : "s ") + join(missing));
        }
        if (byes != active % 2) {
            throw new TournamentException("round " + r.round() + ": " + active + " players need "
                    + (active % 2 == 1 ? "one bye" : "no bye") + ", not " + byes);
        }
        rounds.add(new RoundState(List.copyOf(pairings), r.byHand(), new TreeMap<>()));
    }

    /** Enters the result of a table that has none yet (any round). */
    public void record(int round, int table, Result result) {
        apply(new TournamentEvent.ResultRecorded(round, table, result));
    }

    /** The arbiter changes a table's result (it must have one); standings recompute, pairings stay. */
    public void correct(int round, int table, Result result) {
        apply(new TournamentEvent.ResultCorrected(round, table, result));
    }

    private void setResult(int round, int table, Result result, boolean correction) {
        RoundState s = state(round);
        Pairing.Table t = round(round).table(table).orElseThrow(() -> new TournamentException(
                "round " + round + " has no table " + table + " (tables 1 to " + round(round).tables().size() + ")"));
        if (result == null) {
            throw new TournamentException("round " + round + " table " + table + ": no result");
        }
        int squares = size * size;
        if (result.black() + result.white() > squares) {
            throw new TournamentException("round " + round + " table " + table + ": " + result.black() + "-" + result.white()
                    + " is more than the " + squares + " squares of the board");
        }
        if (result.ending() != Result.Ending.ADJUSTED && result.black() + result.white() != squares) {
            throw new TournamentException("round " + round + " table " + table + ": a " + (result.ending() == Result.Ending.PLAYED ? "played" : "time-forfeit")
                    + " result counts the empty squares for the winner (O-10, O-13), so its discs add up to " + squares
                    + ", not " + result.black() + "-" + result.white() + "; the arbiter may enter it as adjusted");
        }
        boolean has = s.results().containsKey(table);
        if (correction && !has) {
            throw new TournamentException("round " + round + " table " + table + " (" + names(t) + ") has no result to correct; record it");
        }
        if (!correction && has) {
            throw new TournamentException("round " + round + " table " + table + " (" + names(t) + ") already has "
                    + s.results().get(table) + "; a change is a correction");
        }
        s.results().put(table, result);
    }

    private String names(Pairing.Table t) {
        return player(t.black()).name() + " - " + player(t.white()).name();
    }

    /** The standings over every result entered: points, then discs (docs/TOURNAMENT.md). */
    public List<Standing> standings() {
        return standingsAfter(rounds.size());
    }

    /** The standings over rounds 1 to {@code round} only (0: before the first round). */
    public List<Standing> standingsAfter(int round) {
        if (round < 0 || round > rounds.size()) {
            throw new TournamentException("no round " + round + " (rounds are 1 to " + rounds.size() + ")");
        }
        int n = players.size();
        int[] half = new int[n + 1];
        int[] discs = new int[n + 1];
        int[] games = new int[n + 1];
        int[] byes = new int[n + 1];
        List<List<Integer>> opponents = new ArrayList<>();
        for (int i = 0; i <= n; i++) {
            opponents.add(new ArrayList<>());
        }
        int byeDiscs = size * size / 2;
        for (int r = 0; r < round; r++) {
            RoundState s = rounds.get(r);
            for (Pairing p : s.pairings()) {
                if (p instanceof Pairing.Bye b) {
                    half[b.player()] += 2;
                    discs[b.player()] += byeDiscs;
                    byes[b.player()]++;
                } else if (p instanceof Pairing.Table t && s.results().containsKey(t.table())) {
                    Result res = s.results().get(t.table());
                    half[t.black()] += res.halfPoints(Side.BLACK);
                    half[t.white()] += res.halfPoints(Side.WHITE);
                    discs[t.black()] += res.black();
                    discs[t.white()] += res.white();
                    games[t.black()]++;
                    games[t.white()]++;
                    opponents.get(t.black()).add(t.white());
                    opponents.get(t.white()).add(t.black());
                }
            }
        }
        List<Entrant> order = new ArrayList<>(players);
        order.sort(Comparator.<Entrant>comparingInt(e -> -half[e.id()])
                .thenComparingInt(e -> -discs[e.id()])
                .thenComparing(Tournament::byRating));
        List<Standing> out = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            Entrant e = order.get(i);
            int rank = i + 1;
            if (i > 0) {
                Standing prev = out.get(i - 1);
                if (prev.halfPoints() == half[e.id()] && prev.discs() == discs[e.id()]) {
                    rank = prev.rank();
                }
            }
            int opp = opponents.get(e.id()).stream().mapToInt(o -> half[o]).sum();
            out.add(new Standing(rank, e, half[e.id()], discs[e.id()], opp, games[e.id()], byes[e.id()]));
        }
        return out;
    }

    /** Rating, higher first, unknown last; then entry order. */
    static int byRating(Entrant a, Entrant b) {
        int ra = a.rating() == null ? -1 : a.rating();
        int rb = b.rating() == null ? -1 : b.rating();
        return ra != rb ? Integer.compare(rb, ra) : Integer.compare(a.id(), b.id());
    }

    /** The field as the pairing sees it, in standings order. */
    private List<SwissPairer.Player> pairingView() {
        int n = players.size();
        List<List<Side>> colours = new ArrayList<>();
        int[][] met = new int[n + 1][n + 1];
        for (int i = 0; i <= n; i++) {
            colours.add(new ArrayList<>());
        }
        for (RoundState s : rounds) {
            Side[] got = new Side[n + 1];
            for (Pairing p : s.pairings()) {
                if (p instanceof Pairing.Table t) {
                    got[t.black()] = Side.BLACK;
                    got[t.white()] = Side.WHITE;
                    met[t.black()][t.white()]++;
                    met[t.white()][t.black()]++;
                }
            }
            for (int id = 1; id <= n; id++) {
                colours.get(id).add(got[id]);
            }
        }
        // Who floated down in the last round: met a player with fewer points before it (T-4).
        boolean[] floated = new boolean[n + 1];
        if (!rounds.isEmpty()) {
            int[] before = new int[n + 1];
            for (Standing st : standingsAfter(rounds.size() - 1)) {
                before[st.player().id()] = st.halfPoints();
            }
            for (Pairing p : rounds.get(rounds.size() - 1).pairings()) {
                if (p instanceof Pairing.Table t) {
                    floated[t.black()] = before[t.black()] > before[t.white()];
                    floated[t.white()] = before[t.white()] > before[t.black()];
                }
            }
        }
        List<SwissPairer.Player> view = new ArrayList<>();
        for (Standing st : standings()) {
            int id = st.player().id();
            if (withdrawn.contains(id)) {
                continue;
            }
            view.add(new SwissPairer.Player(id, st.halfPoints(), colours.get(id), st.byes(), met[id], floated[id]));
        }
        return view;
    }

    private static String join(List<Integer> ids) {
        return String.join(", ", ids.stream().map(String::valueOf).toList());
    }
}
