package org.othellier.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.othellier.app.ServiceConfig;
import org.othellier.app.clock.KeyboardButtons;
import org.othellier.app.clock.StandaloneClock;
import org.othellier.app.clock.TerminalDisplay;
import org.othellier.clock.ClockState;
import org.othellier.clock.ClockEvent;
import org.othellier.clock.ClockFace;
import org.othellier.clock.ClockView;
import org.othellier.clock.Durations;
import org.othellier.clock.Presets;
import org.othellier.clock.SideControl;
import org.othellier.clock.TimeControl;
import org.othellier.clock.TimeSource;
import org.othellier.config.ConfigException;
import org.othellier.game.Side;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.ClockButtons;
import org.othellier.hw.ClockDisplay;
import org.othellier.service.Service;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Checks a time control, or runs a standalone tournament clock: on the buttons and display of the
 * board the configuration names, or with the keyboard as its buttons where there are none.
 */
@Command(name = "clock", mixinStandardHelpOptions = true,
        description = {"Checks a time control (--check), lists the presets (--presets), or runs a standalone tournament clock:",
            "with --config, on the buttons and display of the configured board (gpio or serial); the keyboard",
            "stands in for the buttons and the terminal for the display where there are none, and is the arbiter.",
            "Keys: a/z Black's button, l/m White's button, Enter start, space pause/resume, 1/2 Black -/+10s,",
            "9/0 White -/+10s, x stop, q quit. With input from a pipe, one command per line (black, white, start,",
            "pause, resume, pass, stop, adjust black +30s, status, quit)."})
public final class ClockCommand implements Callable<Integer> {

    @Option(names = "--control", paramLabel = "SPEC",
            description = "Time control: 25m, 15m+10s, 90m/40+30m+30s, 25m+d5s, 60m+5x30s, hourglass3m, 25m,20m, or a preset name.")
    String control;

    @Option(names = "--check", description = "Only parse the control and print its stages.")
    boolean check;

    @Option(names = "--presets", description = "List the preset names and exit.")
    boolean presets;

    @Option(names = "--warn", paramLabel = "TIMES", defaultValue = "1m,10s",
            description = "Low-time warnings, comma-separated, or 'none' (default ${DEFAULT-VALUE}).")
    String warn;

    @Option(names = "--lines", description = "Read whole lines even on a terminal (the default when input is not a terminal).")
    boolean lines;

    @Option(names = "--config", paramLabel = "FILE",
            description = "The service's configuration file: its board (board.backend = gpio or serial) lends its clock buttons and display.")
    Path config;

    /** Where the interactive clock reads from; tests replace it. */
    InputStream in = System.in;

    @Override
    public Integer call() throws Exception {
        PrintStream out = System.out;
        if (presets) {
            for (Presets.Preset p : Presets.all()) {
                out.printf("%-16s %-16s %s%n", p.name(), p.spec(), p.description());
            }
            return 0;
        }
        if (control == null) {
            throw new BadInputException("--control SPEC is needed (for example --control 25m; --presets lists the names)");
        }
        TimeControl tc = TimeControl.parse(control);
        List<Long> warnings = warnings(warn);
        if (check) {
            List<String> lines = tc.describe();
            out.println(lines.get(0));
            Presets.Preset preset = Presets.find(control);
            if (preset != null) {
                out.println("preset " + preset.name() + ": " + preset.description());
            }
            lines.subList(1, lines.size()).forEach(out::println);
            return 0;
        }
        BoardBackend board = config == null ? null : openBoard(config);
        try {
            return run(ClockState.create(tc, warnings), out, board);
        } finally {
            if (board != null) {
                board.close();
            }
        }
    }

    /** The board whose buttons and display the clock uses; a simulated board has neither. */
    private static BoardBackend openBoard(Path file) {
        ServiceConfig cfg;
        try {
            cfg = ServiceConfig.load(file);
        } catch (ConfigException e) {
            throw new BadInputException("--config " + file + ": " + e.getMessage());
        }
        if (cfg.backend().equals("simulated")) {
            throw new BadInputException("--config " + file + ": board.backend is \"simulated\", which has no buttons or display;"
                    + " set it to \"gpio\" or \"serial\", or leave --config out to use the keyboard");
        }
        try {
            return Service.openBoard(cfg, TimeSource.system()::nowMillis);
        } catch (ConfigException | IllegalArgumentException e) {
            throw new BadInputException("--config " + file + ": " + e.getMessage());
        }
    }

    static List<Long> warnings(String text) {
        List<Long> list = new ArrayList<>();
        if (text.strip().equalsIgnoreCase("none")) {
            return list;
        }
        for (String part : text.split(",")) {
            try {
                list.add(Durations.parse(part));
            } catch (IllegalArgumentException e) {
                throw new BadInputException("--warn: " + e.getMessage());
            }
        }
        return list;
    }

    private int run(ClockState clock, PrintStream out, BoardBackend board) throws InterruptedException {
        boolean keys = !lines && in == System.in && Terminal.isTerminal();
        boolean live = keys && Terminal.isOutputTerminal();
        TimeSource time = TimeSource.system();
        TerminalDisplay display = new TerminalDisplay(out, live, time.nowMillis());
        if (board != null) {
            out.println("buttons and display: " + board.describe());
        }
        // The keyboard and the loop know each other; the keyboard reads only once the loop runs.
        StandaloneClock[] loop = new StandaloneClock[1];
        KeyboardButtons keyboard = new KeyboardButtons(in, keys, time, new KeyboardButtons.Arbiter() {
            @Override
            public void command(StandaloneClock.Command command) {
                loop[0].post(command);
            }

            @Override
            public void info(String what) {
                loop[0].post(what.equals("status") ? display::status : () -> display.message(KeyboardButtons.KEYS));
            }

            @Override
            public void unknown(String line) {
                loop[0].post(() -> display.message("? " + line + " (help lists the commands)"));
            }
        });
        // With a board, its buttons and the keyboard both press, and its display and the terminal both show.
        ClockButtons buttons = board == null ? keyboard : listener -> {
            board.buttons().start(listener);
            keyboard.start(listener);
        };
        ClockDisplay shown = board == null ? display : (black, white) -> {
            board.display().show(black, white);
            display.show(black, white);
        };
        // The terminal and a character LCD show whole lines; seven-segment modules four digits a player.
        boolean lines = board == null || board.display().characterLines();
        loop[0] = new StandaloneClock(clock, time, buttons, shown, lines ? ClockFace::lcd : ClockFace::sevenSegment,
                new StandaloneClock.Listener() {
                    @Override
                    public void event(ClockEvent e) {
                        display.event(e);
                    }

                    @Override
                    public void refused(String reason) {
                        display.message("refused: " + reason);
                    }
                });
        out.println("clock " + clock.control().spec() + (keys ? "" : " (reading commands line by line)"));
        if (keys) {
            out.println(KeyboardButtons.KEYS);
        }
        Terminal.Raw raw = keys ? Terminal.raw() : null;
        ClockState end;
        try {
            end = loop[0].run();
        } finally {
            if (raw != null) {
                raw.close();
            }
            display.close();
        }
        out.println(summary(end.view(time.nowMillis())));
        return 0;
    }

    static String summary(ClockView v) {
        StringBuilder sb = new StringBuilder();
        for (Side s : Side.values()) {
            ClockView.Player p = v.of(s);
            sb.append(s == Side.BLACK ? "Black " : "; White ")
                    .append(v.mode() == SideControl.Mode.COUNT_UP ? ClockFace.elapsed(p.main()) : ClockFace.time(p.shown()))
                    .append(" (").append(p.moves()).append(p.moves() == 1 ? " move" : " moves").append(", used ")
                    .append(ClockFace.elapsed(p.used())).append(')');
        }
        if (v.phase() == ClockState.Phase.FLAGGED) {
            sb.append("; ").append(v.toMove() == Side.BLACK ? "Black" : "White").append("'s flag fell");
        }
        return sb.toString();
    }

    /** The terminal's raw mode through stty, so that single keys act at once. */
    static final class Terminal {
        private Terminal() {
        }

        static boolean isTerminal() {
            return shell("test -t 0", false) == 0;
        }

        static boolean isOutputTerminal() {
            return shell("test -t 1", true) == 0;
        }

        /** Raw mode: keys arrive one by one without echo; Ctrl-C still interrupts. Closing restores the settings. */
        static Raw raw() {
            String saved = output("stty -g");
            if (saved == null || shell("stty -icanon -echo min 1", false) != 0) {
                return null;
            }
            Raw raw = new Raw(saved);
            Runtime.getRuntime().addShutdownHook(new Thread(raw::close));
            return raw;
        }

        static final class Raw implements AutoCloseable {
            private final String saved;
            private boolean closed;

            Raw(String saved) {
                this.saved = saved;
            }

            @Override
            public synchronized void close() {
                if (!closed) {
                    closed = true;
                    shell("stty " + saved, false);
                }
            }
        }

        /** Runs a shell command on this program's standard input (and output, when asked): stty and test -t act on them. */
        private static int shell(String command, boolean inheritOutput) {
            try {
                ProcessBuilder pb = new ProcessBuilder("sh", "-c", command).redirectInput(ProcessBuilder.Redirect.INHERIT);
                if (inheritOutput) {
                    pb.redirectOutput(ProcessBuilder.Redirect.INHERIT);
                }
                return pb.start().waitFor();
            } catch (IOException e) {
                return -1;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return -1;
            }
        }

        private static String output(String command) {
            try {
                Process p = new ProcessBuilder("sh", "-c", command).redirectInput(ProcessBuilder.Redirect.INHERIT).start();
                String text = new String(p.getInputStream().readAllBytes()).strip();
                return p.waitFor() == 0 ? text : null;
            } catch (IOException e) {
                return null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
    }
}
