package org.othellier.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.othellier.hw.serial.Codec;
import org.othellier.hw.serial.CommandRefused;
import org.othellier.hw.serial.ErrorCode;
import org.othellier.hw.serial.HallCalibration;
import org.othellier.hw.serial.Message.Hello;
import org.othellier.hw.serial.Message.SensorType;
import org.othellier.hw.serial.Message.SetCalibration;
import org.othellier.hw.serial.Message.SquareCalibration;
import org.othellier.hw.serial.SerialBoard;
import org.othellier.hw.serial.SerialConfig;
import org.othellier.hw.serial.SerialLinkException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Calibrates a Hall board's sensors on its controller: guided steps, thresholds per square into EEPROM, the margins. */
@Command(name = "calibrate", mixinStandardHelpOptions = true,
        description = {"Calibrates the Hall sensors of a board on its serial controller, in guided steps read from standard",
            "input: the empty board, a black disc on every square, then a white one (in batches of rows for fewer",
            "discs). It shows the raw readings, chooses each square's black and white thresholds half way between the",
            "readings, stores them in the controller's EEPROM, prints each square's margin and names the weak squares",
            "with what to do. A reed-switch (presence) controller has nothing to calibrate and is refused."})
public final class CalibrateCommand implements Callable<Integer> {

    private static final int TRIES = 3;
    private static final long ANSWER_MS = 2000;

    @Option(names = "--port", paramLabel = "PATH",
            description = "The serial port, e.g. /dev/ttyACM0 or the path the firmware simulator prints. "
                    + "Default: the first port with Arduino's USB vendor id (2341).")
    String port;

    @Option(names = "--samples", defaultValue = "8", paramLabel = "N",
            description = "Raw readings averaged for each measurement, 1 to 64 (default ${DEFAULT-VALUE}).")
    int samples;

    @Option(names = "--weak-margin", defaultValue = "" + HallCalibration.WEAK_MARGIN, paramLabel = "COUNTS",
            description = "A square whose margin is under this many ADC counts is named weak, 1 to 255 (default "
                    + "${DEFAULT-VALUE}: 8 % of the sensor's half scale, about 0.2 V on a 5 V ADC).")
    int weakMargin;

    @Override
    public Integer call() throws Exception {
        if (samples < 1 || samples > 64) {
            throw new BadInputException("--samples " + samples + " is outside 1 to 64");
        }
        if (weakMargin < 1 || weakMargin > HallCalibration.MAX_THRESHOLD) {
            throw new BadInputException("--weak-margin " + weakMargin + " is outside 1 to " + HallCalibration.MAX_THRESHOLD);
        }
        if (port != null && port.isBlank()) {
            throw new BadInputException("--port is empty");
        }
        try (SerialBoard board = SerialBoard.open(SerialConfig.forTool(port, 5000), () -> System.nanoTime() / 1_000_000)) {
            Hello h = board.controller();
            requireHall(h, board);
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            try {
                new HallCalibrationSteps(new SerialSensors(board, h), in, System.out, samples, weakMargin).run();
            } catch (HallCalibrationSteps.Quit q) {
                System.out.flush();
                throw new IllegalStateException(q.getMessage() + ": nothing was stored in the controller");
            }
        }
        return 0;
    }

    /** Only analog (Hall) controllers have thresholds; the refusal says what the board is. */
    static void requireHall(Hello h, SerialBoard board) {
        if (h.sensor() == SensorType.ANALOG) {
            return;
        }
        String what = h.sensor() == SensorType.PRESENCE ? "reed switches (presence sensors: empty or occupied)"
                : "digital colour sensors";
        throw new BadInputException("the controller on " + board.describe().replaceFirst("^serial board controller on ", "")
                .replaceFirst(":.*", "") + " reads " + what + ", which have no thresholds; only Hall (analog) sensors"
                + " have raw readings to calibrate");
    }

    /** The steps' view of the controller: raw readings and SET_CALIBRATION, each tried again when unanswered. */
    private record SerialSensors(SerialBoard board, Hello hello) implements HallCalibrationSteps.Sensors {

        @Override
        public int rows() {
            return hello.rows();
        }

        @Override
        public int cols() {
            return hello.cols();
        }

        @Override
        public int[] read() {
            return answer(board::requestRaw, "raw readings");
        }

        @Override
        public void store(List<SquareCalibration> squares) {
            for (int first = 0; first < squares.size(); first += Codec.MAX_CALIBRATION_SQUARES) {
                SetCalibration part = new SetCalibration(first,
                        squares.subList(first, Math.min(squares.size(), first + Codec.MAX_CALIBRATION_SQUARES)));
                try {
                    answer(() -> board.setCalibration(part), "storing the calibration");
                } catch (CommandRefused e) {
                    if (e.code() == ErrorCode.UNKNOWN_TYPE.code()) {
                        throw new SerialLinkException("the controller's firmware " + hello.firmware() + " cannot store"
                                + " thresholds (no SET_CALIBRATION): flash the current firmware (othellier flash), then"
                                + " calibrate again; nothing was stored");
                    }
                    throw e;
                }
            }
        }

        private static <T> T answer(Supplier<CompletableFuture<T>> ask, String what) {
            RuntimeException last = null;
            for (int attempt = 0; attempt < TRIES; attempt++) {
                try {
                    return ask.get().get(ANSWER_MS, TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    last = new SerialLinkException("no answer within " + ANSWER_MS + " ms");
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof CommandRefused refused) {
                        throw refused;
                    }
                    last = e.getCause() instanceof RuntimeException r ? r : new SerialLinkException(String.valueOf(e.getCause()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new SerialLinkException("interrupted while " + what);
                }
            }
            throw new SerialLinkException(what + ": the controller did not answer " + TRIES + " times: " + last.getMessage());
        }
    }
}
