package org.othellier.hub;

import com.google.gson.JsonObject;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.logging.Logger;
import org.othellier.club.ClubConfig;
import org.othellier.tournament.Pairing;
import org.othellier.tournament.Result;
import org.othellier.tournament.Round;
import org.othellier.tournament.RoundExport;
import org.othellier.tournament.Tournament;
import org.othellier.tournament.TournamentEvent;

/**
 * The tournament (pure logic from {@code org.othellier.tournament}) and the boards its tables are played on
 * (docs/CLUB.md): the arbiter's changes kept in {@code club.db} before they count, a round's pairings sent to its
 * boards, a board's answer or game header binding its table to the board's game, a board's result entering the
 * standings by itself once its moves replay to it ({@link ResultCheck}), the table flagged for the arbiter otherwise.
 * Used on the hub's thread only.
 */
final class TournamentBridge implements BoardRegistry.Tables {

    private static final Logger LOG = Logger.getLogger(Hub.class.getName());

    /** The commands one call sent, to wait for their answers off the hub's thread. */
    record Sent(List<String> boards, List<CompletableFuture<JsonObject>> answers) {
    }

    private final HubStore store;
    private final BoardRegistry registry;
    private final BoardCommands commands;
    private final HubView view;
    private final Clock wall;
    private final String runId;
    private Tournament tournament;
    private final Map<Integer, Map<Integer, HubStore.Assignment>> tables = new TreeMap<>(); // by round, then table

    /** @param runId this run's mark in a new table's pairing name */
    TournamentBridge(HubStore store, BoardRegistry registry, BoardCommands commands, HubView view, Clock wall,
                     String runId) {
        this.store = store;
        this.registry = registry;
        this.commands = commands;
        this.view = view;
        this.wall = wall;
        this.runId = runId;
    }

    // ---------------------------------------------------------------- restart

    /**
     * The tournament and its tables from {@code club.db} (after the boards' games: a result held is counted again
     * if it was not), each event the tournament refuses skipped and named.
     */
    void load() {
        tournament = replay(store.tournamentEvents());
        for (HubStore.Assignment a : store.assignments()) {
            tables.computeIfAbsent(a.round(), k -> new TreeMap<>()).put(a.table(), a);
        }
        for (Map<Integer, HubStore.Assignment> round : tables.values()) {
            for (HubStore.Assignment a : List.copyOf(round.values())) {
                HeldGame r = a.gameId() == 0 ? null : registry.held(a.board(), a.gameId());
                if (r != null && r.ended) {
                    try {
                        HubStore.Event result = registry.lastResult(a.board(), a.gameId());
                        if (result != null) {
                            resultArrived(a.board(), a.gameId(), result); // flags again a result that was not counted
                        }
                    } catch (RuntimeException e) {
                        LOG.warning(HubStore.FILE_NAME + ": round " + a.round() + " table " + a.table() + "'s result"
                                + " is skipped: " + e.getMessage());
                    }
                }
            }
        }
    }

    private static Tournament replay(List<String> events) {
        Tournament t = null;
        for (int i = 0; i < events.size(); i++) {
            try {
                TournamentEvent e = TournamentEvent.fromJson(events.get(i));
                if (t == null) {
                    t = Tournament.replay(List.of(e));
                } else {
                    t.apply(e);
                }
            } catch (RuntimeException e) {
                LOG.warning(HubStore.FILE_NAME + ": the tournament's event " + (i + 1) + " is skipped: " + e.getMessage());
            }
        }
        return t;
    }

    // ---------------------------------------------------------------- the arbiter's changes

    /** A new tournament; one already under way is refused unless {@code replace}. */
    void create(String name, int size, boolean replace) {
        if (tournament != null && !replace) {
            throw new IllegalArgumentException("a tournament (" + tournament.name() + ") is under way: send"
                    + " \"replace\": true to start another (the old one's data is dropped)");
        }
        Tournament t = Tournament.create(name, size);
        // the old one's events and tables and the new one's in one transaction: a failure keeps the old whole
        store.replaceTournament(t.events().stream().map(TournamentEvent::toJson).toList());
        tables.clear();
        tournament = t;
        show();
    }

    /** A change of the tournament, kept before it counts: when {@code club.db} cannot keep it, it is undone. */
    void mutate(Consumer<Tournament> change) {
        Tournament t = needTournament();
        List<TournamentEvent> before = t.events();
        change.accept(t);
        persist(before);
    }

    /**
     * Records (first time) or corrects a table's result: the arbiter's hand. A game still going on the table's board
     * ends there with that result ({@code end}, sent again until the board answers): its clock stops.
     */
    void setResult(int round, int table, Result result) {
        mutate(t -> {
            if (t.round(round).result(table).isPresent()) {
                t.correct(round, table, result);
            } else {
                t.record(round, table, result);
            }
        });
        endOnItsBoard(round, table, result); // once the result is kept
    }

    /** The table's game, when its board plays it still, told to end with the arbiter's result. */
    private void endOnItsBoard(int round, int table, Result result) {
        HubStore.Assignment a = tables.getOrDefault(round, Map.of()).get(table);
        if (a == null || a.gameId() == 0) {
            return; // no board, or it has not answered its pairing: no game of the table is known there
        }
        HeldGame g = registry.held(a.board(), a.gameId());
        if (g != null && (g.ended || g.abandoned)) {
            return; // over on the board already, or left there
        }
        JsonObject c = new JsonObject();
        c.addProperty("command", "end");
        c.addProperty("gameId", a.gameId());
        c.addProperty("result", result.black() + "-" + result.white());
        commands.send(a.board(), c); // nobody waits: the answer only stops the re-sending
    }

    private Tournament needTournament() {
        if (tournament == null) {
            throw new IllegalArgumentException("no tournament yet: POST /api/tournament with its name first");
        }
        return tournament;
    }

    /**
     * Keeps the tournament's events after {@code before} (what it held before a change) in one transaction; when the
     * store cannot, the tournament goes back to {@code before}, as {@code club.db} holds it, and the failure is thrown.
     */
    private void persist(List<TournamentEvent> before) {
        List<TournamentEvent> all = tournament.events();
        try {
            store.addTournamentEvents(all.subList(before.size(), all.size()).stream().map(TournamentEvent::toJson)
                    .toList());
        } catch (RuntimeException e) {
            tournament = Tournament.replay(before);
            throw e;
        } finally {
            show();
        }
    }

    // ---------------------------------------------------------------- the round on the boards

    /**
     * "Send the round": each table's pairing to its board ({@code boardNames} in table order; left out, the boards
     * seen, by name), every table kept first; a board that does not answer is sent its pairing again until it does.
     */
    Sent sendRound(int round, List<String> boardNames, String clock) {
        Tournament t = needTournament();
        Round r = t.round(round);
        if (boardNames != null) {
            checkBoardNames(boardNames);
        }
        List<String> names = boardNames == null || boardNames.isEmpty() ? registry.names() : boardNames;
        if (names.size() < r.tables().size()) {
            throw new IllegalArgumentException("round " + round + " has " + r.tables().size() + " tables and "
                    + names.size() + " boards " + (boardNames == null ? "have been seen" : "were given"));
        }
        List<HubStore.Assignment> out = new ArrayList<>();
        for (Pairing.Table table : r.tables()) {
            String board = names.get(table.table() - 1);
            HubStore.Assignment known = tables.getOrDefault(round, Map.of()).get(table.table());
            String pairing = known != null && known.board().equals(board) ? known.pairing()
                    : runId + "-r" + round + "-t" + table.table();
            out.add(new HubStore.Assignment(round, table.table(), board, pairing,
                    known != null && known.pairing().equals(pairing) ? known.gameId() : 0));
        }
        store.saveAssignments(out); // every table or none: nothing is sent when they cannot be kept
        List<CompletableFuture<JsonObject>> answers = new ArrayList<>();
        for (int i = 0; i < out.size(); i++) {
            Pairing.Table table = r.tables().get(i);
            HubStore.Assignment a = out.get(i);
            tables.computeIfAbsent(round, k -> new TreeMap<>()).put(table.table(), a);
            JsonObject c = new JsonObject();
            c.addProperty("command", "pair");
            c.addProperty("pairing", a.pairing());
            c.addProperty("round", round);
            c.addProperty("table", table.table());
            c.addProperty("black", t.player(table.black()).name());
            c.addProperty("white", t.player(table.white()).name());
            c.addProperty("clock", clock == null ? "25m" : clock);
            c.addProperty("game", "othello");
            c.addProperty("size", t.size()); // the board plays the tournament's size, not its own default
            c.addProperty("variant", "standard");
            answers.add(commands.send(a.board(), c));
        }
        show();
        return new Sent(out.stream().map(HubStore.Assignment::board).toList(), answers);
    }

    /**
     * The arbiter's boards for a round, each refused naming it: a name a board can have (it becomes a topic: no
     * wildcard, no level), once, and of a board the hub has seen.
     */
    private void checkBoardNames(List<String> names) {
        Map<String, Integer> at = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            String why = ClubConfig.whyNotABoardName(name);
            if (why != null) {
                throw new IllegalArgumentException("boards[" + i + "]: \"" + Hub.clip(name) + "\" is not a board's name ("
                        + why + ")");
            }
            Integer before = at.putIfAbsent(name, i);
            if (before != null) {
                throw new IllegalArgumentException("boards[" + i + "]: \"" + name + "\" is given twice (boards[" + before
                        + "] too): a board plays one table");
            }
            if (!registry.seen(name)) {
                throw new IllegalArgumentException("boards[" + i + "]: no board \"" + name + "\" has been seen by the hub"
                        + " (GET /api/boards lists them)");
            }
        }
    }

    /** {@code command} ("start", "pause", "resume") to every board of the round, or every board seen for round 0. */
    Sent toRoundBoards(int round, String command) {
        List<String> out = new ArrayList<>();
        if (round == 0) {
            out.addAll(registry.names());
        } else {
            Map<Integer, HubStore.Assignment> r = tables.get(round);
            if (r == null) {
                throw new IllegalArgumentException("round " + round + " has not been sent to the boards");
            }
            r.values().forEach(a -> out.add(a.board()));
        }
        List<CompletableFuture<JsonObject>> answers = new ArrayList<>();
        for (String b : out) {
            JsonObject c = new JsonObject();
            c.addProperty("command", command);
            answers.add(commands.send(b, c));
        }
        return new Sent(out, answers);
    }

    /** A board answered its table's {@code pair} with its game: the table is bound to that game, kept first. */
    void pairAnswered(String pairing, String board, long gameId) {
        for (Map<Integer, HubStore.Assignment> round : tables.values()) {
            for (HubStore.Assignment a : round.values()) {
                if (a.pairing().equals(pairing) && a.board().equals(board) && a.gameId() != gameId) {
                    HubStore.Assignment bound = new HubStore.Assignment(a.round(), a.table(), board, pairing, gameId);
                    store.saveAssignment(bound);
                    round.put(a.table(), bound);
                    HeldGame r = registry.game(board, gameId);
                    show();
                    if (r.ended) {
                        // the result came before the answer: count it now
                        List<HubStore.Event> ev = store.events(board, gameId);
                        resultArrived(board, gameId, ev.get(ev.size() - 1));
                    }
                    return;
                }
            }
        }
    }

    @Override
    public void headerArrived(String board, long gameId, JsonObject header) {
        if (header.has("pairing") && !header.get("pairing").isJsonNull()) {
            pairAnswered(header.get("pairing").getAsString(), board, gameId);
        }
    }

    @Override
    public HubStore.Assignment tableOf(String board, long gameId) {
        if (gameId <= 0) {
            return null;
        }
        for (Map<Integer, HubStore.Assignment> round : tables.values()) {
            for (HubStore.Assignment a : round.values()) {
                if (a.board().equals(board) && a.gameId() == gameId) {
                    return a;
                }
            }
        }
        return null;
    }

    @Override
    public void abandoned(String board, long gameId) {
        show();
    }

    /**
     * A board's game ended: its table's result enters the standings, unless the table has one already, and only
     * when the board's moves replay legally to that score ({@link ResultCheck}). Otherwise the table is flagged for
     * the arbiter ({@code unchecked} in the tournament's view), who enters its result by hand.
     */
    @Override
    public void resultArrived(String board, long gameId, HubStore.Event e) {
        HubStore.Assignment a = tableOf(board, gameId);
        if (a == null || tournament == null || !e.kind().equals("result")) {
            return;
        }
        Round r = tournament.round(a.round());
        if (r.result(a.table()).isPresent()) {
            return; // entered already (by the arbiter, or this result delivered before)
        }
        HeldGame g = registry.game(board, gameId);
        if (g.contiguous() < e.seq()) {
            // events before the result are still missing (lost with the broker, say): the repair asks the board for
            // them, and the last of them to come brings the result back here
            return;
        }
        int size = g.header != null && g.header.has("size") ? g.header.get("size").getAsInt() : tournament.size();
        String why = ResultCheck.whyNotCounted(tournament.size(), size, () -> registry.moves(board, gameId), e.data());
        if (why != null) {
            g.unchecked = why;
            LOG.warning(board + "'s result of game " + gameId + " (round " + a.round() + ", table " + a.table()
                    + ") is not counted: " + why + "; the arbiter enters it");
            show();
            return;
        }
        g.unchecked = null;
        g.resultUnkept = false;
        String[] parts = e.data().split(" ", 2);
        String[] score = parts[0].split("-");
        int black = Integer.parseInt(score[0]);
        int white = Integer.parseInt(score[1]);
        String reason = parts.length > 1 ? parts[1] : "";
        // a resignation (O-14) or a draw agreed (O-15) is no count of the board: the arbiter's kind of result
        Result.Ending ending = switch (reason) {
            case "time forfeit" -> Result.Ending.TIME_FORFEIT;
            case "resignation", "agreed draw" -> Result.Ending.ADJUSTED;
            default -> Result.Ending.PLAYED;
        };
        List<TournamentEvent> before = tournament.events();
        tournament.record(a.round(), a.table(), new Result(black, white, ending));
        try {
            persist(before);
        } catch (RuntimeException ex) {
            g.resultUnkept = true;
            throw ex;
        }
    }

    // ---------------------------------------------------------------- the repair

    /** Every table sent to a board, round by round. */
    List<HubStore.Assignment> assignments() {
        List<HubStore.Assignment> all = new ArrayList<>();
        tables.values().forEach(round -> all.addAll(round.values()));
        return all;
    }

    /**
     * One table's part of the repair: its game's end asked for when its board has moved on without it, and its result
     * kept again when the store could not keep it.
     */
    void repair(HubStore.Assignment a) {
        registry.askForTheEnd(a.board(), a.gameId()); // the board moved on: the game's end is missed, or it has none
        HeldGame ended = a.gameId() > 0 ? registry.held(a.board(), a.gameId()) : null;
        if (ended != null && ended.resultUnkept) {
            ended.resultUnkept = false; // set again if the store fails again
            HubStore.Event result = registry.lastResult(a.board(), a.gameId());
            if (result != null) {
                resultArrived(a.board(), a.gameId(), result); // its result reached the tournament, not club.db
            }
        }
    }

    // ---------------------------------------------------------------- the views and exports

    /** The tournament shown afresh, and each board whose table changed with it. */
    void show() {
        view.show(tournament, tables, registry::held);
        registry.showTableChanges();
    }

    /** The standings as CSV. */
    String standingsCsv() {
        return RoundExport.csv(needTournament().standings());
    }

    /** A round's games as one GGF file: the moves the boards sent for each table. */
    String roundGgf(int round) {
        Tournament t = needTournament();
        t.round(round);
        Map<Integer, HubStore.Assignment> r = tables.getOrDefault(round, Map.of());
        return RoundExport.ggf(t, round, table -> {
            HubStore.Assignment a = r.get(table);
            if (a == null || a.gameId() == 0) {
                return null;
            }
            // a game that does not replay throws: RoundExport writes its table without moves, saying why
            try {
                return ResultCheck.replay(t.size(), registry.moves(a.board(), a.gameId()));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(a.board() + "'s game " + a.gameId() + ": " + e.getMessage(), e);
            }
        }, wall.instant().toString().substring(0, 10));
    }
}
