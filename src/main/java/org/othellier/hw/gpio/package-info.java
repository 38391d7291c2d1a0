/**
 * The direct board: the Raspberry Pi scans the sensor matrix and drives the LEDs, clock buttons and clock display
 * itself, through Pi4J 3.0.3 behind {@code hw.gpio.io}. {@link GpioBoard} is the {@code BoardBackend}: it opens
 * everything {@code [gpio]} describes ({@link GpioConfig}, which checks pins, buses and addresses before anything is
 * opened).
 *
 * <ul>
 * <li>Sensors: {@link MatrixScanner} scans a {@code SwitchMatrix} ({@code GpioSwitchMatrix} on the Pi's pins or
 * {@code Mcp23017SwitchMatrix} through expanders) on its own thread and hands a frame on whenever a square's
 * debounced state changes; {@code DeferPerKeyDebouncer} takes a square's new reading only after every scan for the
 * debounce time has read it.</li>
 * <li>LEDs: {@link BlinkingLeds} stores the plan and wakes a renderer thread that turns plan and time into an
 * {@code LedImage} for the chips ({@code Max7219Chain}, {@code Ht16k33Leds}).</li>
 * <li>Buttons: {@link GpioClockButtons} reads both every 2 ms; {@code DeferDatedDebouncer} counts a press once the
 * contact has read closed for the debounce time, dated at the first of those readings.</li>
 * <li>Display: {@link SegmentClockDisplay} ({@code SevenSegment} texts on a {@code Tm1637} or
 * {@code Ht16k33Digits}) or {@link LcdClockDisplay} (two lines on a 16x2 {@code Hd44780Lcd} behind a PCF8574
 * backpack; only the changed characters written, in one I2C write, and the busy flag never read, since over the
 * backpack every nibble outlasts an instruction).</li>
 * <li>{@link BringUp} ({@code hwtest}): every segment, the modules' order, every LED, every square; on simulated
 * wiring it is driven through its {@code Hands}, which the simulation implements, so the drivers never depend on
 * their simulation.</li>
 * </ul>
 *
 * <p>Each driver step ({@code MatrixScanner.step}, {@code BlinkingLeds.render}, {@code GpioClockButtons.poll},
 * {@code SegmentClockDisplay.flush}, {@code LcdClockDisplay.flush}) is callable with any clock; the driver threads
 * ({@code DriverThread}) are thin loops around them that only post to listeners. Uses {@code hw},
 * {@code hw.gpio.io}, {@code board}, {@code game} and {@code config}; never {@code hw.gpio.sim}. Only the
 * composition roots use it.
 */
package org.othellier.hw.gpio;
