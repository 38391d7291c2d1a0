package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.othellier.app.LiveService.lit;
import static org.othellier.app.LiveService.moves;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.othellier.app.LiveService;
import org.othellier.board.SensorKind;
import org.othellier.board.octi.HandSteps;
import org.othellier.board.octi.OctiSensors;
import org.othellier.game.octi.OctiGame;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiRecord;
import org.othellier.game.octi.Squares;

/**
 * An Octi game played through {@code serve} at a board controller's 9x9 reed-switch grid (the host simulator or
 * the emulated Mega image): each move chosen on the page, as a person does for a move the reed switches cannot
 * tell apart, its LEDs read back from the controller, then made by hands pod by pod ({@link HandSteps}), the
 * captured pods taken off last; the service must take it from the frames alone.
 */
final class OctiAtTheController {

    /**
     * A whole fast game of the Octi engine against itself ({@code octi play --players ai:2,ai:2 --seed 1}, game 17):
     * 72 plies with entries, prongs, group moves and chains of captures; White occupies Black's homes.
     */
    static final String RECORD = """
            Variant: fast
            Black: ai:2
            White: ai:2
            Result: White wins (White occupies all the opponent's home squares (X-4))

            1. @e7 @e3
            2. @e7 @e3
            3. @c7 @e3
            4. @e7 @e3
            5. g7+SE c3+W
            6. c7+SE e3+N
            7. c7[]+S g3+NW
            8. e7+NE e3[]+S
            9. e7[]+SE e3[]+E
            10. e7[]+SW e3[]+W
            11. e7[]+E e3[]+SW
            12. e7[NE]+SE e3[N]+NE
            13. c7[SE]+SW g3+SE
            14. e7[E]+NW e3[E]+SE
            15. c7[S]+N c3+NW
            16. g7+W c3+NE
            17. e7[E,NW]+W e3[SW]+S
            18. c7[N,S]+SW e3[S]-e4&e3[S,SW]-e4
            19. e7[SW]+NW e4[S,SW]-e5
            20. e7[SW,NW]-d6&e7[E,W,NW]-d6 e4:e6xe8
            21. d6[E,W,NW]+NE e3[E,SE]-f4
            22. d6[SW,NW]-c5&d6[NE,E,W,NW]-c5 f4+SW
            23. c7[N,S,SW]-c6 f4+NW
            24. c5[SW,NW]-b4 f4:d6xb8
            25. c6:c4xc2 b8+NE
            26. c5-d4 e3[N,NE]-f2
            27. d4+SE e5-d6
            28. b4+NE b8-c7
            29. b4-c3 e3-d3
            30. c2-b3 e8+N
            31. d4-c3 e8-e7
            32. c3[NE,E,SE,W,NW]xe3xg1 c7-d7
            33. g7-f7 e7+E
            34. b3+E e7xg7
            35. b3-c3 d6-c7
            36. c3[NE,SW,NW]+W d7-e7
            """;

    private OctiAtTheController() {
    }

    static OctiGame record() {
        return OctiRecord.read(RECORD);
    }

    /** The record's start as the controller's reed switches see it ({@code --board}): a {@code #} under each pod. */
    static String start() {
        return OctiSensors.expected(record().start(), SensorKind.PRESENCE);
    }

    /**
     * Plays the record's first {@code plies} moves through {@code live} on {@code controller} and returns the moves
     * the service took. Each move's LEDs must reach the controller's LED chain as the page shows them.
     */
    static List<String> play(LiveService live, FirmwareSimulator controller, int plies) throws Exception {
        OctiGame record = record();
        List<String> made = new ArrayList<>();
        for (int i = 0; i < plies; i++) {
            OctiPosition before = record.positionAt(i);
            OctiMove m = record.moves().get(i);
            String move = record.notation(i);
            JsonObject body = new JsonObject();
            body.addProperty("move", move);
            HttpResponse<String> chosen = live.send("POST", "/api/octi/choose", body.toString());
            assertEquals(200, chosen.statusCode(), move + ": " + chosen.body());
            List<String> steps = HandSteps.of(before, m, SensorKind.PRESENCE);
            JsonObject state = JsonParser.parseString(chosen.body()).getAsJsonObject();
            if (moves(state).size() == i) {
                // the move to make, on the 81 LEDs under the squares as on the page (a move the reed switches
                // cannot see, such as an entry onto a stack, is played at once and shows nothing to make)
                awaitControllerLeds(controller, lit(state).stream().sorted().toList());
            }
            for (String step : steps) {
                controller.command("board " + step);
            }
            made.add(move);
            List<String> sofar = List.copyOf(made);
            live.await(move + " played", st -> moves(st).equals(sofar));
        }
        return made;
    }

    /** Waits for the controller's LED chain to light exactly these squares (blinking, it will). */
    static void awaitControllerLeds(FirmwareSimulator controller, List<String> squares) throws InterruptedException {
        String line = controller.awaitEvent("LEDS");
        while (!litOnTheController(line).equals(squares)) {
            line = controller.awaitEvent("LEDS");
        }
    }

    /** The squares of the 9x9 grid a controller's {@code LEDS} line lights, by name, sorted. */
    static List<String> litOnTheController(String ledsLine) {
        String[] tokens = ledsLine.substring("LEDS ".length()).split(" ");
        assertEquals(Squares.COUNT, tokens.length, "one LED a square: " + ledsLine);
        List<String> lit = new ArrayList<>();
        for (int i = 0; i < tokens.length; i++) {
            if (!tokens[i].equals(".")) {
                lit.add(Squares.name(i));
            }
        }
        return lit.stream().sorted().toList();
    }
}
