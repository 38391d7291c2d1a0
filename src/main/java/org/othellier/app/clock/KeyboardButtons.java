package org.othellier.app.clock;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.function.Consumer;
import org.othellier.app.clock.StandaloneClock.Command;
import org.othellier.clock.Durations;
import org.othellier.clock.TimeSource;
import org.othellier.game.Side;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ClockButtons;

/**
 * The keyboard standing in for the clock's buttons and the arbiter. In key mode (a terminal in raw
 * mode) every key acts at once; in line mode (a pipe, a file, a terminal that stays cooked) every
 * line is one command. Both read the same keys; line mode also reads words.
 *
 * <pre>
 *   a  z        Black's button (left hand)       l  m        White's button (right hand)
 *   Enter  g    start, Black to move (a press before the start also starts: the opponent's clock runs)
 *   space  p    pause / resume (arbiter)         1  2        Black -10 s / +10 s (arbiter)
 *   x           stop: the game is over           9  0        White -10 s / +10 s (arbiter)
 *   q           quit                             ?  h        these keys
 * </pre>
 *
 * Words in line mode: {@code black}, {@code white}, {@code start}, {@code pause}, {@code resume},
 * {@code pass}, {@code stop}, {@code adjust black|white +30s|-1m}, {@code status}, {@code quit}.
 */
public final class KeyboardButtons implements ClockButtons {

    /** The keys as help text, one line each. */
    public static final String KEYS = """
            keys: a or z = Black's button   l or m = White's button   Enter or g = start (Black to move)
                  space or p = pause/resume   1/2 = Black -10s/+10s   9/0 = White -10s/+10s
                  x = stop (game over)   q = quit   ? = these keys""";

    private static final long STEP_MILLIS = 10_000;

    /** What a key or line asks for, besides button presses. */
    public interface Arbiter {
        void command(Command command);

        /** {@code status} and {@code ?}: print the clock or the keys. */
        void info(String what);

        /** A line that means nothing. */
        void unknown(String line);
    }

    private final InputStream in;
    private final boolean keyMode;
    private final TimeSource time;
    private final Arbiter arbiter;

    public KeyboardButtons(InputStream in, boolean keyMode, TimeSource time, Arbiter arbiter) {
        this.in = in;
        this.keyMode = keyMode;
        this.time = time;
        this.arbiter = arbiter;
    }

    @Override
    public void start(Consumer<ButtonPress> listener) {
        Thread reader = new Thread(() -> read(listener), "clock-keyboard");
        reader.setDaemon(true);
        reader.start();
    }

    /** Reads until the end of input, which quits. */
    void read(Consumer<ButtonPress> listener) {
        try {
            if (keyMode) {
                int c;
                while ((c = in.read()) >= 0 && c != 4) {
                    key((char) c, listener);
                }
            } else {
                BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                String line;
                while ((line = lines.readLine()) != null) {
                    line(line, listener);
                }
            }
        } catch (IOException e) {
            arbiter.unknown("keyboard: " + e.getMessage());
        }
        arbiter.command(Command.of(Command.Kind.QUIT));
    }

    /** One key; false when it means nothing. */
    boolean key(char c, Consumer<ButtonPress> listener) {
        switch (Character.toLowerCase(c)) {
            case 'a', 'z' -> listener.accept(new ButtonPress(Side.BLACK, time.nowMillis()));
            case 'l', 'm' -> listener.accept(new ButtonPress(Side.WHITE, time.nowMillis()));
            case '\r', '\n', 'g' -> arbiter.command(Command.of(Command.Kind.START));
            case ' ', 'p' -> arbiter.command(Command.of(Command.Kind.PAUSE_OR_RESUME));
            case '1' -> arbiter.command(Command.adjust(Side.BLACK, -STEP_MILLIS));
            case '2' -> arbiter.command(Command.adjust(Side.BLACK, STEP_MILLIS));
            case '9' -> arbiter.command(Command.adjust(Side.WHITE, -STEP_MILLIS));
            case '0' -> arbiter.command(Command.adjust(Side.WHITE, STEP_MILLIS));
            case 'x' -> arbiter.command(Command.of(Command.Kind.STOP));
            case 'q' -> arbiter.command(Command.of(Command.Kind.QUIT));
            case '?', 'h' -> arbiter.info("keys");
            default -> {
                return false;
            }
        }
        return true;
    }

    /** One line of line mode: a word command, or a single key. */
    void line(String raw, Consumer<ButtonPress> listener) {
        String line = raw.strip().toLowerCase(Locale.ROOT);
        String[] words = line.split("\\s+");
        switch (words[0]) {
            case "" -> arbiter.command(Command.of(Command.Kind.START));
            case "black", "b" -> listener.accept(new ButtonPress(Side.BLACK, time.nowMillis()));
            case "white", "w" -> listener.accept(new ButtonPress(Side.WHITE, time.nowMillis()));
            case "start" -> arbiter.command(Command.of(Command.Kind.START));
            case "pause", "resume" -> arbiter.command(Command.of(Command.Kind.PAUSE_OR_RESUME));
            case "pass" -> arbiter.command(Command.of(Command.Kind.PASS));
            case "stop" -> arbiter.command(Command.of(Command.Kind.STOP));
            case "quit", "exit" -> arbiter.command(Command.of(Command.Kind.QUIT));
            case "status" -> arbiter.info("status");
            case "help" -> arbiter.info("keys");
            case "adjust" -> adjust(raw, words);
            default -> {
                if (words.length > 1 || words[0].length() != 1 || !key(words[0].charAt(0), listener)) {
                    arbiter.unknown(raw.strip());
                }
            }
        }
    }

    private void adjust(String raw, String[] words) {
        Side side = words.length == 3 && (words[1].equals("black") || words[1].equals("b")) ? Side.BLACK
                : words.length == 3 && (words[1].equals("white") || words[1].equals("w")) ? Side.WHITE : null;
        if (side == null || !(words[2].startsWith("+") || words[2].startsWith("-"))) {
            arbiter.unknown(raw.strip() + " (write: adjust black +30s, adjust white -1m)");
            return;
        }
        try {
            long millis = Durations.parse(words[2].substring(1));
            arbiter.command(Command.adjust(side, words[2].startsWith("-") ? -millis : millis));
        } catch (IllegalArgumentException e) {
            arbiter.unknown(raw.strip() + ": " + e.getMessage());
        }
    }
}
