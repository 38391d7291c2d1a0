package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.OthelloSettings;
import org.othellier.app.clock.GameClock;
import org.othellier.app.clock.GameClocks;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.AgreedHeader;
import org.othellier.store.GameExport;
import org.othellier.store.GameHeader;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;

/**
 * One remote game, one record (docs/REMOTE.md, "The record"): anna's board challenges ben's, ben's accepts, and each
 * board journals the game its own way (its own start, its own side {@code human} and the far one {@code remote:...},
 * its own clock's figures and times, a hint only anna asked for). Both GGF exports are the same text, byte for byte,
 * whatever zone each board is in.
 */
class RemoteRecordTest {

    private static final String START = "---------------------------O*------*O--------------------------- *";

    @TempDir
    Path dir;

    @Test
    void bothBoardsExportTheSameGgfFromTheTwoSidesOfTheAgreement() {
        // anna's board (her player "Anna Lind", Black) challenges ben's; ben's board names its player by its own name
        Challenge challenge = Challenge.of("anna", "ben", settings(PlayerSpec.HUMAN, PlayerSpec.remote("ben")), Side.WHITE,
                "Anna Lind");
        Challenge acceptance = Challenge.parse(challenge.json()).acceptedBy("ben", Instant.parse("2026-03-14T18:05:09.250Z"));
        Challenge annaHears = Challenge.parse(acceptance.json()); // what anna's board keeps of the acceptance
        assertTrue(annaHears.sameTerms(challenge));
        AgreedHeader onAnna = annaHears.header();
        AgreedHeader onBen = Challenge.parse(acceptance.json()).header(); // ben's board's kept match, after a restart

        String anna = export(dir.resolve("anna"), "human", "remote:ben", "2026-03-14T18:04:51.120Z", onAnna, Side.BLACK,
                ZoneId.of("Europe/Berlin"));
        String ben = export(dir.resolve("ben"), "remote:anna", "human", "2026-03-14T18:05:09.400Z", onBen, Side.WHITE,
                ZoneId.of("America/New_York"));

        assertEquals(anna, ben, "both boards' GGF, byte for byte");
        assertEquals("(;GM[Othello]PC[othellier]DT[2026.03.14_18:05:09.UTC]PB[Anna Lind]PW[ben]TI[15m]RE[+60.000:r]TY[8]"
                + "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[F5]W[D6]B[C3];)", anna);
    }

    @Test
    void aChallengeNamesItsBoardsPlayerAndAnAcceptanceAddsTheOtherAndTheStart() {
        Challenge challenge = Challenge.of("anna", "ben", settings(PlayerSpec.HUMAN, PlayerSpec.remote("ben")), Side.WHITE);
        assertEquals("anna", challenge.player(), "named as its board by default");
        assertFalse(challenge.json().contains("started"), challenge.json());
        Challenge acceptance = challenge.acceptedBy("Ben O'Hara", Instant.parse("2026-03-14T18:05:09.999Z"));
        assertEquals(new AgreedHeader(challenge.code(), "anna", "Ben O'Hara", "2026-03-14T18:05:09Z"),
                Challenge.parse(acceptance.json()).header());
        assertEquals(challenge, Challenge.parse(acceptance.json()).asChallenge());
    }

    private static OthelloSettings settings(PlayerSpec black, PlayerSpec white) {
        return new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, black, white, "15m", false);
    }

    /**
     * One board's journal of the game (f5 d6 c3, then White resigns): its header as this board writes it, the agreed
     * header journalled once the game is on, each move stamped by this board's wall clock and clock; anna's board also
     * journals a hint its player asked for. Its GGF as the board exports it in {@code zone}.
     */
    private static String export(Path data, String black, String white, String started, AgreedHeader agreed, Side near,
                                 ZoneId zone) {
        try (Journal j = Journal.open(data)) {
            long id = j.startGame(new GameHeader("othello", 8, "othello", "standard", "colour", black, white, "15m", false,
                    START), started);
            long t = near == Side.BLACK ? 0 : 350; // the far board's clock runs a little behind: its own figures
            GameClock clock = GameClocks.create("15m").start(Side.BLACK, t).clock();
            List<JournalEntry> entries = new ArrayList<>();
            entries.add(new JournalEntry(1, started, "clock-start", "black", null, clock.encode()));
            entries.add(new JournalEntry(2, started, AgreedHeader.KIND, null, agreed.json(), null));
            int seq = 3;
            if (near == Side.BLACK) {
                entries.add(new JournalEntry(seq++, "2026-03-14T18:05:12Z", "hint", "black", "f5", null));
            }
            String[] moves = {"f5", "d6", "c3"};
            for (int i = 0; i < moves.length; i++) {
                Side mover = i % 2 == 0 ? Side.BLACK : Side.WHITE;
                t += 4_000 + 117L * i;
                clock = clock.press(mover, t).clock();
                entries.add(new JournalEntry(seq++, Instant.parse(started).plusMillis(t).toString(), "move",
                        mover.name().toLowerCase(java.util.Locale.ROOT), moves[i], clock.encode()));
            }
            entries.add(new JournalEntry(seq++, "2026-03-14T18:06:00Z", "resign", "white", null, null));
            j.finish(id, entries, "finished", "62-2", "resignation", "2026-03-14T18:06:00Z");
            return GameExport.ggf(j.load(id).orElseThrow(), zone);
        }
    }
}
