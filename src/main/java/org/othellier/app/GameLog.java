package org.othellier.app;

import java.time.Clock;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.othellier.app.clock.GameClock;
import org.othellier.app.clock.GameClocks;
import org.othellier.game.Side;
import org.othellier.store.GameHeader;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoredGame;

/**
 * What both controllers keep of a game besides its rules: the journal's entries with their numbers,
 * stamped with the wall clock, and the latest messages for the page. Owned by one controller, on the
 * event loop's thread.
 */
final class GameLog {

    private static final int MAX_MESSAGES = 40;

    private final Journal journal;
    private final Clock wall;
    private final Deque<OthelloSnapshot.Message> messages = new ArrayDeque<>();
    private long gameId;
    /** The number of the last entry handed out. */
    private int seq;
    /** The number of the last entry the journal holds: where {@link #seq} goes back to when a commit fails. */
    private int kept;

    GameLog(Journal journal, Clock wall) {
        this.journal = journal;
        this.wall = wall;
    }

    /**
     * A new game in the journal, with the entries {@code first} makes (numbered from 1, as every entry of the new
     * game), after {@code replaced} (when not null) is ended as abandoned: one transaction. When it fails the log goes
     * on with the game it had, as the journal does.
     */
    long start(GameHeader header, Journal.Abandoned replaced, Supplier<List<JournalEntry>> first) {
        seq = 0;
        try {
            List<JournalEntry> entries = first.get();
            gameId = journal.startGame(header, now(), replaced, entries);
            kept = seq;
            return gameId;
        } catch (RuntimeException e) {
            seq = kept;
            throw e;
        }
    }

    /** Goes on with a journalled game after a restart: its next entry follows its last. */
    void resume(StoredGame stored) {
        gameId = stored.id();
        seq = stored.entries().isEmpty() ? 0 : stored.entries().get(stored.entries().size() - 1).seq();
        kept = seq;
    }

    long gameId() {
        return gameId;
    }

    /** The next entry of the game: {@code side} and {@code clock} may be null. */
    JournalEntry entry(String kind, Side side, String data, GameClock clock) {
        seq++;
        return new JournalEntry(seq, now(), kind, side == null ? null : side.name().toLowerCase(Locale.ROOT), data,
                clock == null ? null : clock.encode());
    }

    /** Commits entries before anything acts on them; entries not kept are numbered again. */
    void append(List<JournalEntry> entries) {
        kept(() -> journal.append(gameId, entries));
    }

    /** Commits the last entries with the result. */
    void finish(List<JournalEntry> entries, String result, String reason) {
        kept(() -> journal.finish(gameId, entries, "finished", result, reason, now()));
    }

    /** Commits the last entries and ends the game as adjourned: no result, to be taken up again (docs/REMOTE.md). */
    void adjourn(List<JournalEntry> entries) {
        kept(() -> journal.finish(gameId, entries, "adjourned", null, "adjourned", now()));
    }

    /**
     * Takes up the adjourned game {@code adjourned} again after {@code replaced} (when not null) is ended as
     * abandoned, with a {@code pause} entry, so that it resumes paused until both boards agree on its record: one
     * transaction. Returns the game as the journal now holds it, for {@link #resume}.
     */
    StoredGame reopen(StoredGame adjourned, Journal.Abandoned replaced) {
        int last = adjourned.entries().isEmpty() ? 0 : adjourned.entries().get(adjourned.entries().size() - 1).seq();
        JournalEntry pause = new JournalEntry(last + 1, now(), "pause", null, "adjourned game taken up again", null);
        journal.reopen(adjourned.id(), replaced, List.of(pause), now());
        return journal.load(adjourned.id()).orElseThrow();
    }

    /** The game in progress as the journal ends it when another starts in its place. */
    Journal.Abandoned abandoning(String why) {
        return new Journal.Abandoned(gameId, why);
    }

    private void kept(Runnable commit) {
        try {
            commit.run();
            kept = seq;
        } catch (RuntimeException e) {
            seq = kept; // nothing of it is in the journal: the next entries take the same numbers
            throw e;
        }
    }

    /** The running clock between events, so a crash loses little of it. */
    void checkpoint(GameClock clock) {
        journal.checkpoint(gameId, kept, clock.encode());
    }

    void message(String text) {
        messages.addLast(new OthelloSnapshot.Message(now(), text));
        while (messages.size() > MAX_MESSAGES) {
            messages.removeFirst();
        }
    }

    List<OthelloSnapshot.Message> messages() {
        return List.copyOf(messages);
    }

    /** The newest message, for telling whether anything changed. */
    OthelloSnapshot.Message lastMessage() {
        return messages.peekLast();
    }

    String now() {
        return wall.instant().toString();
    }

    /**
     * The clock a journalled game's events leave (its newer checkpoint if any), and whether the arbiter
     * had paused it: what a restart resumes from.
     */
    record Restored(GameClock clock, boolean paused) {
        static Restored of(StoredGame stored) {
            GameClock c = GameClocks.create(stored.header().clock());
            boolean paused = false;
            for (JournalEntry e : stored.entries()) {
                if (e.kind().equals("pause")) {
                    paused = true;
                } else if (e.kind().equals("resume")) {
                    paused = false;
                }
                if (e.clock() != null) {
                    c = GameClocks.decode(e.clock());
                }
            }
            if (stored.checkpoint() != null) {
                c = GameClocks.decode(stored.checkpoint());
            }
            if (!paused && c.paused()) {
                // stopped for an AI's move that waited for the hands (BoardSession.holdClock): the AI is asked again
                // after a restart, on its running time
                c = c.resume(Long.MIN_VALUE).clock();
            }
            return new Restored(c, paused);
        }
    }
}
