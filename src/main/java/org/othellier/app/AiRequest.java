package org.othellier.app;

import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * The AI's question for one position, as both games ask it: at most one at a time, thought on the
 * shared AI worker, answered on the event loop. Anything that changes the game (a move, a takeback, a
 * set-up, a flag fall, a new game, a switch to the other game) {@link #cancel}s it: the search is told
 * through its cancellation flag and stops at its next check, and its answer, if it still comes, is
 * dropped on the loop, as is an answer for a position the game has left. A position where the AI
 * failed is not asked again: a broken engine would fail again at once, for ever.
 *
 * <p>Everything but the thinking itself runs on the loop's thread.
 *
 * @param <P> the game's position
 * @param <M> the game's move
 */
final class AiRequest<P, M> {

    /** The engine's part: runs on the worker and may stop early once {@code cancelled} says true. */
    interface Thinking<M> {
        M choose(BooleanSupplier cancelled) throws InterruptedException;
    }

    private final Executor worker;
    private final Mailbox mailbox;
    private final Supplier<P> inPlay;
    private boolean thinking;
    /** Which request is current; written on the loop, read by the worker to stop a search nobody waits for. */
    private volatile long token;
    private P failedIn;

    /** @param inPlay the game's position now (read on the loop): an answer for another one is stale */
    AiRequest(Executor worker, Mailbox mailbox, Supplier<P> inPlay) {
        this.worker = worker;
        this.mailbox = mailbox;
        this.inPlay = inPlay;
    }

    /** The AI is choosing its move. */
    boolean thinking() {
        return thinking;
    }

    /** Whether the AI failed in {@code p}: it is asked there again only once the game has left it. */
    boolean failedIn(P p) {
        return p != null && p == failedIn;
    }

    /** The AI's answer in {@code p} was no good (an illegal move): not asked there again. */
    void failed(P p) {
        failedIn = p;
    }

    /**
     * Asks for a move in {@code asked} on the worker. The answer reaches {@code answered} on the loop, or
     * a failure {@code failedWith}, unless the request was cancelled or the game has left {@code asked}.
     */
    void ask(P asked, Thinking<M> engine, BiConsumer<P, M> answered, BiConsumer<P, RuntimeException> failedWith) {
        thinking = true;
        long mine = ++token;
        BooleanSupplier cancelled = () -> token != mine;
        worker.execute(() -> {
            M m;
            try {
                m = engine.choose(cancelled);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // the service is stopping
                return;
            } catch (RuntimeException e) {
                mailbox.post(() -> {
                    if (current(mine, asked)) {
                        thinking = false;
                        failedIn = asked;
                        failedWith.accept(asked, e);
                    }
                });
                return;
            }
            mailbox.post(() -> {
                if (current(mine, asked)) {
                    thinking = false;
                    answered.accept(asked, m);
                }
            });
        });
    }

    private boolean current(long mine, P asked) {
        return mine == token && inPlay.get() == asked;
    }

    /** Whatever was asked is of no use any more: the search stops at its next check, its answer is dropped. */
    void cancel() {
        token++;
        thinking = false;
    }

    /** A new game: cancelled, and a position where the AI failed before may be asked again. */
    void reset() {
        cancel();
        failedIn = null;
    }
}
