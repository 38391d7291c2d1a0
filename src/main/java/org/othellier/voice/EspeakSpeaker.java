package org.othellier.voice;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Logger;

/**
 * Speaks through espeak-ng (the Debian package {@code espeak-ng}), one child process per line, on a thread of its
 * own: {@link #say} only leaves the line in a one-place box and returns. While a line is spoken, a newer one replaces
 * the one waiting (which is dropped and counted), so a burst of events never grows a queue and what is heard is the
 * latest. A line that does not finish within 20 s is stopped. A missing program is said once in the log.
 */
public final class EspeakSpeaker implements Speaker {

    private static final Logger LOG = Logger.getLogger(EspeakSpeaker.class.getName());
    private static final long LONGEST_LINE_SECONDS = 20;

    private final VoiceConfig settings;
    private final Path wavFile;
    private final Thread thread;
    private final AtomicLong dropped = new AtomicLong();
    private final AtomicLong spoken = new AtomicLong();
    private String waiting;
    private boolean closed;
    private boolean failing;
    private boolean speaking;

    /** Speaks to the sound card. */
    public EspeakSpeaker(VoiceConfig settings) {
        this(settings, null);
    }

    /** @param wavFile where each line is written as audio instead ({@code espeak-ng -w}), or null: the sound card */
    public EspeakSpeaker(VoiceConfig settings, Path wavFile) {
        this.settings = settings;
        this.wavFile = wavFile;
        this.thread = new Thread(this::run, "voice");
        thread.setDaemon(true);
        thread.start();
    }

    /** The command line for one line of speech (no shell: the text is one argument). */
    List<String> command(String text) {
        List<String> c = new ArrayList<>(List.of(settings.command(), "-v", settings.espeakVoice(), "-s",
                Integer.toString(settings.speed())));
        if (wavFile != null) {
            c.add("-w");
            c.add(wavFile.toString());
        }
        c.add("--");
        c.add(text);
        return c;
    }

    @Override
    public synchronized void say(String text) {
        if (closed || text == null || text.isBlank()) {
            return;
        }
        if (waiting != null) {
            dropped.incrementAndGet();
        }
        waiting = text;
        notifyAll();
    }

    /** Lines replaced before they were spoken. */
    public long dropped() {
        return dropped.get();
    }

    /** Lines spoken to the end. */
    public long spoken() {
        return spoken.get();
    }

    /** Waits until nothing is waiting or being spoken (tests), at most {@code millis}; true when idle. */
    public synchronized boolean awaitIdle(long millis) throws InterruptedException {
        long end = System.currentTimeMillis() + millis;
        while ((waiting != null || speaking) && System.currentTimeMillis() < end) {
            wait(Math.max(1, end - System.currentTimeMillis()));
        }
        return waiting == null && !speaking;
    }

    private void run() {
        while (true) {
            String text;
            synchronized (this) {
                while (waiting == null && !closed) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (closed) {
                    return;
                }
                text = waiting;
                waiting = null;
                speaking = true;
            }
            try {
                speak(text);
            } finally {
                synchronized (this) {
                    speaking = false;
                    notifyAll();
                }
            }
        }
    }

    private void speak(String text) {
        Process p = null;
        try {
            p = new ProcessBuilder(command(text)).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(LONGEST_LINE_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                LOG.warning("espeak-ng took longer than " + LONGEST_LINE_SECONDS + " s for one line: stopped");
            } else if (p.exitValue() != 0) {
                warnOnce("espeak-ng exited with " + p.exitValue() + " (voice " + settings.espeakVoice() + ")");
            } else {
                spoken.incrementAndGet();
                failing = false;
            }
        } catch (IOException e) {
            warnOnce("the voice cannot speak: " + settings.command() + " cannot be started (" + e.getMessage()
                    + "); install the Debian package espeak-ng");
        } catch (InterruptedException e) {
            p.destroyForcibly(); // closing: the line is cut short
            Thread.currentThread().interrupt();
        }
    }

    private void warnOnce(String text) {
        if (!failing) {
            LOG.warning(text);
            failing = true;
        }
    }

    @Override
    public void close() {
        synchronized (this) {
            closed = true;
            waiting = null;
            notifyAll();
        }
        thread.interrupt();
    }
}
