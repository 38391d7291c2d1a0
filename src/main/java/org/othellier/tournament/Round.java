package org.othellier.tournament;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A round as it stands: its pairings (tables in order, then the bye if any) and the results entered so far.
 * An immutable snapshot; the tournament makes a new one after every change.
 *
 * @param number   from 1
 * @param pairings the tables in order, then the bye if any
 * @param results  the result of each table that has one, by table number
 * @param byHand   true when the arbiter entered the pairings
 */
public record Round(int number, List<Pairing> pairings, Map<Integer, Result> results, boolean byHand) {

    public Round {
        pairings = List.copyOf(pairings);
        results = Map.copyOf(results);
    }

    /** The games, table 1 first. */
    public List<Pairing.Table> tables() {
        return pairings.stream().filter(p -> p instanceof Pairing.Table).map(p -> (Pairing.Table) p).toList();
    }

    /** The table with that number. */
    public Optional<Pairing.Table> table(int table) {
        return tables().stream().filter(t -> t.table() == table).findFirst();
    }

    /** The player with the bye, if any. */
    public Optional<Integer> bye() {
        return pairings.stream().filter(p -> p instanceof Pairing.Bye).map(p -> ((Pairing.Bye) p).player()).findFirst();
    }

    /** The result at a table, if entered. */
    public Optional<Result> result(int table) {
        return Optional.ofNullable(results.get(table));
    }

    /** True when every table has a result. */
    public boolean complete() {
        return results.size() == tables().size();
    }
}
