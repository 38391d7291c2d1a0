package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.Mockito.atLeast;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.ArgumentCaptor;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.voice.Phrases;
import org.othellier.voice.Speaker;

/** What the voice says, in English, Czech and Slovak, from a game played on the simulated board. */
class AnnouncerTest {

    @TempDir
    Path dir;

    /** What {@code speaker} (a Mockito mock) was given to say, in order. */
    private static List<String> said(Speaker speaker) {
        ArgumentCaptor<String> lines = ArgumentCaptor.forClass(String.class);
        verify(speaker, atLeast(0)).say(lines.capture());
        return lines.getAllValues();
    }

    private List<String> play(String language) {
        Speaker lines = mock(Speaker.class);
        OthelloSettings s = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.ai(2),
                "2m", false);
        try (OthelloTable t = new OthelloTable(dir.resolve(language), s)) {
            t.controller.addListener(new Announcer(lines, Phrases.of(language)));
            t.scriptedAi = (game, clock) -> OthelloMove.parse("f4");
            t.frame("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X X X - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """).settle(); // Black f5; White (the AI) answers f4, turning e4
            t.frame("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O O O - -
                    - - - X X X - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """).settle();
            t.advance(61_000); // Black's clock: under a minute
            t.advance(50_000); // and under ten seconds
            t.advance(10_000); // the flag: White wins on time, with the discs O-13 gives
        }
        return said(lines);
    }

    @Test
    void english() {
        assertEquals(List.of("White plays f 4 and turns 1 disc: e 4.", "Black has one minute left.",
                "Black has 10 seconds left.", "Black's time is up.", "Game over. White wins, 3 to 61."), play("en"));
    }

    @Test
    void czech() {
        assertEquals(List.of("Bílý hraje ef 4 a otáčí 1 kámen: é 4.", "Černému zbývá jedna minuta.",
                "Černému zbývá 10 sekund.", "Černému vypršel čas.", "Konec hry. Vyhrává Bílý, 3 ku 61."), play("cs"));
    }

    @Test
    void slovak() {
        assertEquals(List.of("Biely hrá ef 4 a otáča 1 kameň: é 4.", "Čiernemu zostáva jedna minúta.",
                "Čiernemu zostáva 10 sekúnd.", "Čiernemu vypršal čas.", "Koniec hry. Vyhráva Biely, 3 ku 61."), play("sk"));
    }

    private List<String> puzzle(String language) {
        Speaker lines = mock(Speaker.class);
        try (OthelloTable t = new OthelloTable(dir.resolve("puzzle-" + language), OthelloTable.settings(SensorKind.COLOUR, false))) {
            t.controller.addListener(new Announcer(lines, Phrases.of(language)));
            t.run(() -> t.controller.startPuzzle("ffo-20", null)).frame(CoachAtTheBoardTest.FFO_20).settle();
            t.scriptedAi = (game, clock) -> OthelloMove.parse("h5");
            t.run(() -> t.controller.hint(null));
            t.frame(CoachAtTheBoardTest.FFO_20_AFTER_G6).settle();
            t.frame(CoachAtTheBoardTest.FFO_20).settle().frame(CoachAtTheBoardTest.FFO_20_AFTER_H5).settle();
        }
        return said(lines);
    }

    @Test
    void theHintAndAPuzzlesVerdicts() {
        // h5 ends this puzzle's game: the result is said too
        assertEquals(List.of("Hint: h 5.", "g 6 gives away 8 discs.", "h 5: the best move.",
                "Game over. Black wins, 35 to 29."), puzzle("en"));
        assertEquals(List.of("Nápověda: há 5.", "gé 6 není nejlepší tah: ztrácí 8 kamenů.", "há 5: nejlepší tah.",
                "Konec hry. Vyhrává Černý, 35 ku 29."), puzzle("cs"));
        assertEquals(List.of("Nápoveda: há 5.", "gé 6 nie je najlepší ťah: stráca 8 kameňov.", "há 5: najlepší ťah.",
                "Koniec hry. Vyhráva Čierny, 35 ku 29."), puzzle("sk"));
    }

    @Test
    void pluralsOfDiscs() {
        Phrases cs = Phrases.of("cs");
        Phrases sk = Phrases.of("sk");
        assertEquals(List.of("1 kámen", "3 kameny", "5 kamenů"), List.of(cs.discs(1), cs.discs(3), cs.discs(5)));
        assertEquals(List.of("1 kameň", "4 kamene", "12 kameňov"), List.of(sk.discs(1), sk.discs(4), sk.discs(12)));
        assertEquals("dé 3", cs.square("d3"));
        assertEquals(Side.BLACK, Side.BLACK); // the sides' names are the texts' own: see the games above
    }
}
