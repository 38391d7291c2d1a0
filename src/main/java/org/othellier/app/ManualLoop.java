package org.othellier.app;

import java.util.Deque;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The event loop in a caller's hands: the queue is run and the controller ticked only when the caller
 * says, and time moves only when it advances. No threads, no sleeping: the tests and {@code soak} drive
 * whole games in simulated time with it.
 */
public final class ManualLoop {

    private ManualLoop() {
    }

    /** Runs every queued event, and every tick that has come due. */
    public static void drain(Deque<Runnable> queue, GameSession controller, AtomicLong time) {
        while (true) {
            Runnable r = queue.poll();
            if (r != null) {
                r.run();
                continue;
            }
            OptionalLong due = controller.nextWakeUp();
            if (due.isPresent() && due.getAsLong() <= time.get()) {
                controller.onTick();
                if (queue.isEmpty() && controller.nextWakeUp().equals(due)) {
                    return; // nothing further due now
                }
                continue;
            }
            return;
        }
    }

    /** Lets time pass, firing the timers that come due on the way. */
    public static void advance(Deque<Runnable> queue, GameSession controller, AtomicLong time, long millis) {
        long end = time.get() + millis;
        while (true) {
            OptionalLong due = controller.nextWakeUp();
            if (due.isEmpty() || due.getAsLong() > end) {
                break;
            }
            time.set(Math.max(time.get(), due.getAsLong()));
            controller.onTick();
            drain(queue, controller, time);
        }
        time.set(end);
        drain(queue, controller, time);
    }
}
