package org.othellier.coach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Start;
import org.othellier.game.othello.Transcript;

/** The named openings, recognised by transcript in any of the four equivalent orientations. */
class OpeningsTest {

    private static Openings.Recognised recognise(String transcript) {
        return Openings.standard().recognise(OthelloVariant.OTHELLO, Transcript.replay(OthelloVariant.OTHELLO, transcript).moves());
    }

    @Test
    void theTableIsLegalAndItsNamesAndLinesAreEachThereOnce() {
        List<Openings.Opening> all = Openings.standard().all();
        assertTrue(all.size() >= 50, "openings: " + all.size());
        Set<String> names = new HashSet<>();
        Set<String> lines = new HashSet<>();
        for (Openings.Opening o : all) {
            assertTrue(names.add(o.name()), "twice: " + o.name());
            assertTrue(lines.add(Openings.canonical(o.moves()).toString()), "line twice: " + o.name());
            assertTrue(o.source().equals("rose") || o.source().equals("gatliff"), o.name() + ": source " + o.source());
        }
    }

    @Test
    void theTigerIsTheTigerWhicheverFirstMove() {
        // c4e3f6e6f5 as the list writes it; the same opening from f5, d3 and e6 by the start's symmetries
        for (String t : List.of("c4e3f6e6f5", "f5d6c3d3c4", "d3c5f6f5e6", "e6f4c3c4d3")) {
            Openings.Recognised r = recognise(t);
            assertEquals("Tiger", r.name(), t);
            assertEquals(5, r.plies(), t);
            assertEquals(0, r.leftTheoryAt(), t + ": still inside the table");
        }
    }

    @Test
    void theLongestNamedLineWinsAndTheGameLeavesTheoryWhereNoLineGoes() {
        Openings.Recognised rose = recognise("c4e3f4c5d6f3e6c3d3e2");
        assertEquals("Rose", rose.name());
        assertEquals(0, rose.leftTheoryAt());
        Openings.Recognised flat = recognise("c4e3f4c5d6f3e6c3d3e2b5");
        assertEquals("Flat", flat.name());
        assertEquals(11, flat.plies());
        // the three first replies by their names
        assertEquals("Perpendicular opening", recognise("f5d6").name());
        assertEquals("Diagonal opening", recognise("f5f6").name());
        assertEquals("Parallel opening", recognise("f5f4").name());
        // Tiger, then a move no line of the table plays: left at ply 6, still named Tiger
        Openings.Recognised off = recognise("f5d6c3d3c4b5");
        assertEquals("Tiger", off.name());
        assertEquals(6, off.leftTheoryAt());
    }

    @Test
    void otherBoardsAndRulesHaveNoNamedOpenings() {
        var moves = List.of(OthelloMove.parse("f5"));
        assertNull(Openings.standard().recognise(OthelloVariant.of(8, Start.REVERSI), moves).name());
        assertNull(Openings.standard().recognise(OthelloVariant.OTHELLO.withRules("anti"), moves).name());
    }

    @Test
    void theBookContinuesInTheGamesOwnOrientation() {
        var cont = Openings.standard().continuations(OthelloVariant.OTHELLO, Transcript.replay(OthelloVariant.OTHELLO, "d3").moves());
        // from d3 the replies are the three first replies turned the same way: c3 (perpendicular), c5 (parallel) ...
        assertEquals(Set.of("c3", "c5", "e3"), new HashSet<>(cont.stream().map(OthelloMove::toString).toList()));
    }

    @Test
    void aMalformedOrIllegalLineIsRefusedNamingIt() {
        var e = assertThrows(IllegalArgumentException.class, () -> Openings.parse("Bad\tf5d6a1\tnone\n"));
        assertTrue(e.getMessage().contains("line 1 (Bad)"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Openings.parse("only a name\n"));
    }
}
