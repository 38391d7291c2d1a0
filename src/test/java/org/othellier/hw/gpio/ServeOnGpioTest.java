package org.othellier.hw.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.othellier.app.LiveService.link;
import static org.othellier.app.LiveService.lit;
import static org.othellier.app.LiveService.moves;

import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.LiveService.Step;
import org.othellier.app.LiveService;
import org.othellier.app.ServiceConfig;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.hw.gpio.sim.SimulatedWiring;
import org.othellier.service.Service;

/**
 * {@code serve} on a board wired to the Pi directly ({@code [gpio]}): a reed-switch matrix, MAX7219 LEDs,
 * clock buttons and backpacks, all on simulated wiring with the real drivers and their threads. The
 * service starts on it with no word about its sensors and plays a whole presence game through it: a
 * switch closes under each new disc, the LED chips light exactly the discs to turn, the mover presses.
 */
class ServeOnGpioTest {

    @TempDir
    Path dir;

    @Test
    void aReedMatrixPlaysAWholePresenceGameThroughTheBoard() throws Exception {
        ServiceConfig config = LiveService.config(dir, """
                [board]
                backend = "gpio"
                settle-ms = 0
                [game]
                clock = "10m"
                [gpio.matrix]
                debounce-ms = 5
                [gpio.buttons]
                debounce-ms = 5
                """);
        GpioConfig gpio = GpioConfig.read(config.hardware().section("gpio"));
        SimulatedWiring wiring = new SimulatedWiring(gpio);
        for (String disc : List.of("d4", "e4", "d5", "e5")) {
            close(wiring, OthelloMove.parse(disc).square(8));
        }
        GpioBoard board = GpioBoard.open(gpio, wiring, Service::monotonicMillis);
        try (LiveService live = LiveService.start(config, board)) {
            JsonObject s = live.await("a presence game", st -> st.get("sensors").getAsString().equals("presence"));
            assertEquals("connected", link(s));
            List<Step> steps = LiveService.steps(LiveService.SHORTEST_GAME);
            for (int i = 0; i < steps.size(); i++) {
                Step step = steps.get(i);
                close(wiring, step.square());
                live.await(step.name() + "'s flips", st -> lit(st).stream().sorted().toList().equals(step.flipNames()));
                // what the LED chips hold, rendered now rather than waiting for the LED thread
                ((BlinkingLeds) board.leds()).render(Service.monotonicMillis());
                assertEquals(step.flipNames(), litOnTheChips(wiring), "the MAX7219 LEDs after " + step.name());
                for (String flip : step.flipNames()) { // each flip lifted, seen off the board, and put back turned over
                    int square = (flip.charAt(1) - '1') * 8 + (flip.charAt(0) - 'a');
                    wiring.setSwitch(square / 8, square % 8, false);
                    live.await(flip + " lifted", st -> st.get("frame").getAsString().charAt(square) == '-');
                    close(wiring, square);
                    live.await(flip + " put back", st -> st.get("frame").getAsString().charAt(square) == '#');
                }
                Side mover = step.black() ? Side.BLACK : Side.WHITE;
                wiring.press(mover, true);
                int played = i + 1;
                live.await(step.name() + " played", st -> moves(st).size() == played);
                wiring.press(mover, false);
            }
            JsonObject end = live.await("the game over", st -> st.get("status").getAsString().equals("over"));
            assertEquals(LiveService.SHORTEST_GAME, String.join("", moves(end)));
            assertEquals("black", end.getAsJsonObject("result").get("winner").getAsString());
        }
    }

    private static void close(SimulatedWiring wiring, int square) {
        wiring.setSwitch(square / 8, square % 8, true);
    }

    private static List<String> litOnTheChips(SimulatedWiring wiring) {
        List<String> lit = new ArrayList<>();
        for (int k = 0; k < 64; k++) {
            if (wiring.max7219().litLed(k)) {
                lit.add(OthelloMove.at(k, 8).toString());
            }
        }
        return lit.stream().sorted().toList();
    }
}
