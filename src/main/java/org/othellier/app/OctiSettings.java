package org.othellier.app;

import java.util.ArrayList;
import java.util.List;
import org.othellier.app.clock.GameClocks;
import org.othellier.board.SensorKind;
import org.othellier.engine.octi.EngineSpec;
import org.othellier.game.GameKind;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiPicture;
import org.othellier.game.octi.OctiPlayer;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.octi.Squares;
import org.othellier.store.GameHeader;
import org.othellier.store.OctiReplay;

/**
 * How an Octi game is played at the board: the variant, what the sensors see, who plays each seat
 * (a person, or an Octi engine written as {@code random}, {@code greedy}, {@code ai} or {@code ai:N}
 * with N from 1 to 8), and the clock. Partners of the four-player game share their team's side of
 * the two-sided clock (docs/OCTI.md D-12).
 *
 * @param variant fast, classic, four-player or advanced
 * @param sensors presence or colour
 * @param players one per seat in turn order ({@link OctiPlayer}): two, or four for the four-player game
 * @param clock   a time control such as {@code 25m}, or {@code none}
 */
public record OctiSettings(OctiVariant variant, SensorKind sensors, List<String> players, String clock)
        implements SessionSettings {

    public static final String HUMAN = "human";

    public OctiSettings {
        if (variant == null || sensors == null || players == null || clock == null) {
            throw new IllegalArgumentException("an Octi game needs a variant, sensors, players and a clock");
        }
        List<String> normal = new ArrayList<>();
        for (String p : players) {
            normal.add(player(p));
        }
        if (normal.size() != variant.players()) {
            throw new IllegalArgumentException("the " + variant.id() + " game has " + variant.players() + " players; "
                    + normal.size() + " were given");
        }
        players = List.copyOf(normal);
        GameClocks.create(clock); // refuses a bad time control here, naming it
    }

    /** The settings a journalled game was played with, from its header (the seats by teams: Black's, then White's). */
    static OctiSettings of(GameHeader h) {
        List<String> seats = new ArrayList<>(List.of(h.black().split(",")));
        List<String> whites = List.of(h.white().split(","));
        seats.add(1, whites.get(0));
        if (whites.size() > 1) {
            seats.add(whites.get(1));
        }
        return new OctiSettings(OctiReplay.variant(h), OthelloSettings.sensors(h.sensors()), seats, h.clock());
    }

    /** The journal's header of a game with these settings from {@code start}: the seats by teams, the start as a picture. */
    GameHeader header(OctiPosition start) {
        List<String> black = new ArrayList<>();
        List<String> white = new ArrayList<>();
        for (OctiPlayer p : variant.playerList()) {
            (p.team() == Side.BLACK ? black : white).add(player(p));
        }
        return new GameHeader(GameKind.OCTI.id(), Squares.SIZE, variant.id(), "", OthelloSettings.name(sensors),
                String.join(",", black), String.join(",", white), clock, false, OctiPicture.print(start));
    }

    /** Everyone a person: the game the page starts when only the variant is chosen. */
    public static OctiSettings people(OctiVariant variant, SensorKind sensors, String clock) {
        List<String> seats = new ArrayList<>();
        for (int i = 0; i < variant.players(); i++) {
            seats.add(HUMAN);
        }
        return new OctiSettings(variant, sensors, seats, clock);
    }

    /**
     * A seat's player as the journal writes it: {@code human}, or the engine spec in its normal form.
     * Throws {@link IllegalArgumentException} naming what is wrong.
     */
    public static String player(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(java.util.Locale.ROOT);
        if (t.equals(HUMAN) || t.equals("person")) {
            return HUMAN;
        }
        try {
            return EngineSpec.parse(t).toString();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("player '" + text + "' is not human, random, greedy, ai or ai:N (1 to 8)");
        }
    }

    public String player(OctiPlayer seat) {
        return players.get(seat.ordinal());
    }

    public boolean isHuman(OctiPlayer seat) {
        return player(seat).equals(HUMAN);
    }

    @Override
    public GameKind game() {
        return GameKind.OCTI;
    }

    @Override
    public int boardSize() {
        return Squares.SIZE;
    }

    /** {@code Octi, fast game} for the page. */
    public String describe() {
        return "Octi, " + variant.id() + " game";
    }

    /** Who plays each seat: {@code Black human, White ai:4}. */
    String seats() {
        List<String> parts = new ArrayList<>();
        for (OctiPlayer p : variant.playerList()) {
            parts.add(p.displayName() + " " + player(p));
        }
        return String.join(", ", parts);
    }
}
