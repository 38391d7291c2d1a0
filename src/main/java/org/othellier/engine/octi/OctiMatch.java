package org.othellier.engine.octi;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.othellier.game.Side;
import org.othellier.game.octi.LegalMoves;
import org.othellier.game.octi.OctiGame;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPlayer;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiResult;
import org.othellier.game.octi.OctiVariant;

/**
 * Games between engines. With two engines for a game of any size they take the two colours (teams in
 * the four-player game) and swap them every game; with one engine per seat they keep their seats. An
 * optional number of random opening plies makes games between deterministic engines differ.
 */
public final class OctiMatch {

    /** One finished game: which engine sat where, the game with its record, how it ended, the time it took. */
    public record Played(int number, List<String> seats, OctiGame game, OctiResult result, double seconds) {
        /** The index in the match's engine list of the winner, -1 for a draw or unfinished game. */
        public int winnerIndex(List<String> engines) {
            if (result.state() != OctiResult.State.WIN) {
                return -1;
            }
            OctiPlayer winnerSeat = result.winner() == Side.BLACK ? OctiPlayer.BLACK : OctiPlayer.WHITE;
            return engines.indexOf(seats.get(winnerSeat.ordinal()));
        }
    }

    /** Settings of a match. {@code check} verifies every invariant and the notation after every move (the fuzz). */
    public record Settings(OctiVariant variant, List<EngineSpec> engines, int games, long seed, long budgetMillis,
                           int openingPlies, int maxPlies, boolean check) {
    }

    private final Settings settings;
    private long pliesChecked;

    public OctiMatch(Settings settings) {
        int n = settings.engines().size();
        if (n != 2 && n != settings.variant().players()) {
            throw new IllegalArgumentException("give 2 players, or one per seat (" + settings.variant().players() + ")");
        }
        this.settings = settings;
    }

    /** Plies whose invariants and notation were checked so far. */
    public long pliesChecked() {
        return pliesChecked;
    }

    /** Engine names in seat order for game {@code number} (from 0). */
    public List<String> seats(int number) {
        OctiVariant v = settings.variant();
        List<EngineSpec> e = settings.engines();
        List<String> seats = new ArrayList<>();
        for (OctiPlayer p : v.playerList()) {
            if (e.size() == 2) {
                seats.add(e.get((p.team().ordinal() + number) % 2).toString());
            } else {
                seats.add(e.get(p.ordinal()).toString());
            }
        }
        return seats;
    }

    /** Plays game {@code number} (from 0); games are reproducible from the seed and the number. */
    public Played play(int number) {
        OctiVariant v = settings.variant();
        Random random = new Random(settings.seed() * 1_000_003L + number);
        List<String> seats = seats(number);
        List<OctiEngine> engines = new ArrayList<>();
        for (String name : seats) {
            engines.add(EngineSpec.parse(name).create(new Random(random.nextLong())));
        }
        OctiGame game = new OctiGame(v);
        for (OctiPlayer p : v.playerList()) {
            game.tag(p.displayName(), seats.get(p.ordinal()));
        }
        long t0 = System.nanoTime();
        while (!game.position().isOver() && game.ply() < settings.maxPlies()) {
            OctiPosition p = game.position();
            OctiMove move;
            if (game.ply() < settings.openingPlies()) {
                LegalMoves moves = p.legalMoves();
                move = moves.get(random.nextLong(moves.count()));
            } else {
                move = engines.get(p.toMove().ordinal()).choose(p, settings.budgetMillis());
            }
            String why = p.whyIllegal(move);
            if (why != null) {
                throw new IllegalStateException(seats.get(p.toMove().ordinal()) + " chose an illegal move at ply "
                        + (game.ply() + 1) + ": " + why);
            }
            if (settings.check()) {
                String written = OctiNotation.format(p, move);
                OctiMove read = OctiNotation.parse(p, written);
                if (!read.equals(move)) {
                    throw new IllegalStateException("ply " + (game.ply() + 1) + ": '" + written + "' reads back as another move");
                }
            }
            game.play(move);
            if (settings.check()) {
                game.position().checkInvariants();
                pliesChecked++;
            }
        }
        return new Played(number, seats, game, game.result(), (System.nanoTime() - t0) / 1e9);
    }
}
