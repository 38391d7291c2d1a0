/**
 * The hardware faces every board backend implements, bundled as a {@link BoardBackend}: {@link FrameSource} (the
 * sensor grid, read on the driver's own thread, every frame handed to a listener that only posts it to the event
 * loop), {@link LedSink} (the whole plan replaced at once; blinking is the driver's job), {@link ClockButtons}
 * ({@link ButtonPress}es dated on the service's monotonic clock, and where the board senses them
 * {@link ButtonRelease}s) and {@link ClockDisplay} (one text per player). {@link BoardStatus} is the link's state
 * (connected; reconnecting with the reason; refused, naming why the controller found cannot serve this board) and the
 * sensing its games may use.
 *
 * <p>The games ask a backend what it can do, never which one it is: {@code status().sensing()}, {@code offersSize(n)},
 * {@code setsItselfOut()} with {@code setOut} (the simulated board puts the discs out for a new game), and
 * {@code pageDriven()}, a {@link PageDrivenBoard}: the page's hands on a board that exists only in memory.
 * {@code app.ServiceConfig.forBoard} settles the games' sensing on {@code status().sensing()} when the board opens
 * (presence only on reed switches; both on Hall sensors and the simulated board), every new game is checked against it,
 * and a status change reaches the event loop as {@code GameSession.boardChanged}. The backends are {@code hw.sim} (the
 * simulated board), {@code hw.serial} (a board controller over USB serial) and {@code hw.gpio} (direct Pi4J drivers);
 * only the composition roots ({@code service}, {@code soak}, {@code cli}) name one
 * ({@code PackageLayersTest.BACKENDS}).
 *
 * <p>Uses {@code board} and {@code game}; never a concrete backend.
 */
package org.othellier.hw;
