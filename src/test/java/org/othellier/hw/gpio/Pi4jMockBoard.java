package org.othellier.hw.gpio;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider;
import com.pi4j.plugin.mock.provider.i2c.MockI2CProvider;
import com.pi4j.plugin.mock.provider.spi.MockSpiProvider;
import java.util.ArrayList;
import java.util.List;
import org.othellier.config.ConfigSection;
import org.othellier.game.Side;
import org.othellier.hw.gpio.io.Pi4jIo;
import org.othellier.hw.gpio.sim.DiodeMatrixModel;
import org.othellier.hw.gpio.sim.Tm1637Decoder;

/**
 * A direct board on Pi4J's mock GPIO: the real drivers and the real Pi4J adapters, with a switch
 * matrix wired to the mock pins. Whenever a row output changes, the fixture works out the column
 * levels from its {@link DiodeMatrixModel} and sets the mock column inputs; the TM1637 lines feed
 * decoders; button inputs are set directly.
 */
final class Pi4jMockBoard implements AutoCloseable {

    final Context context;
    final GpioConfig config;
    final DiodeMatrixModel matrix;
    final GpioBoard board;
    final Tm1637Decoder blackDisplay = new Tm1637Decoder();
    final Tm1637Decoder whiteDisplay = new Tm1637Decoder();
    private final List<DigitalOutput> rows = new ArrayList<>();
    private final List<MockDigitalInput> cols = new ArrayList<>();
    private long now;

    Pi4jMockBoard(String toml, boolean diodes) {
        config = GpioConfig.read(ConfigSection.parse(toml, "test").section("gpio"));
        context = Pi4J.newContextBuilder().add(MockDigitalInputProvider.newInstance(), MockDigitalOutputProvider.newInstance(),
                MockI2CProvider.newInstance(), MockSpiProvider.newInstance()).build();
        matrix = new DiodeMatrixModel(config.matrix().rows(), config.matrix().cols(), diodes);
        board = GpioBoard.open(config, Pi4jIo.over(context, "Pi4J mock"), () -> now);
        for (int bcm : config.matrix().rowPins()) {
            DigitalOutput out = context.registry().get("out-" + bcm);
            out.addListener(e -> settleColumns());
            rows.add(out);
        }
        for (int bcm : config.matrix().columnPins()) {
            cols.add(context.registry().get("in-" + bcm));
        }
        settleColumns();
        if (config.buttons().enabled()) { // mock inputs start low; the real ones sit high on their pull-ups
            button(Side.BLACK, false);
            button(Side.WHITE, false);
        }
        if (config.display().driver() == GpioConfig.DisplayDriver.TM1637) {
            GpioConfig.Display d = config.display();
            watch(d.blackClk(), blackDisplay::clk);
            watch(d.blackDio(), blackDisplay::dio);
            watch(d.whiteClk(), whiteDisplay::clk);
            watch(d.whiteDio(), whiteDisplay::dio);
        }
    }

    /** An 8x8 board on the default pins, with the chips that need I2C or SPI left out. */
    static Pi4jMockBoard eightByEight(boolean diodes) {
        return new Pi4jMockBoard("""
                [gpio.matrix]
                settle-us = 0
                [gpio.leds]
                driver = "none"
                [gpio.display]
                driver = "tm1637"
                bit-delay-us = 0
                """, diodes);
    }

    private void watch(int bcm, java.util.function.Consumer<Boolean> decoder) {
        DigitalOutput out = context.registry().get("out-" + bcm);
        out.addListener(e -> decoder.accept(e.state() == DigitalState.HIGH));
    }

    private void settleColumns() {
        boolean[] low = new boolean[rows.size()];
        for (int i = 0; i < low.length; i++) {
            low[i] = rows.get(i).state() == DigitalState.LOW;
        }
        boolean[] high = matrix.columns(low);
        for (int c = 0; c < cols.size(); c++) {
            cols.get(c).mockState(high[c] ? DigitalState.HIGH : DigitalState.LOW);
        }
    }

    /** Puts discs on the squares marked {@code #} in the picture and lifts them from the others. */
    void place(String picture) {
        org.othellier.board.SensorFrame f = org.othellier.board.SensorFrame.parse(picture);
        for (int r = 0; r < f.rows(); r++) {
            for (int c = 0; c < f.cols(); c++) {
                matrix.set(r, c, f.get(c, r).isOccupied());
            }
        }
        settleColumns();
    }

    void button(Side side, boolean down) {
        int bcm = side == Side.BLACK ? config.buttons().blackPin() : config.buttons().whitePin();
        MockDigitalInput in = context.registry().get("in-" + bcm);
        in.mockState(down ? DigitalState.LOW : DigitalState.HIGH);
    }

    @Override
    public void close() {
        board.close();
    }
}
