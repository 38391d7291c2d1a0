/**
 * The board controller over USB serial (protocol 1, firmware-protocol/PROTOCOL.md). The controller's firmware
 * ({@code firmware-protocol/firmware/}) scans and debounces the sensors and buttons itself; this package is the
 * service's end of the link.
 *
 * <ul>
 * <li>Framing: {@link Crc16}, {@link Cobs}, {@link Frames} and {@link FrameDecoder} (every check: COBS, length,
 * CRC, version, type, body; a frame failing one is counted in {@link LinkCounters} and dropped before any code acts
 * on it). {@link Message} and {@link Codec}: the messages both ways, decoded with the firmware's own range
 * checks.</li>
 * <li>{@link SerialBoard}, the {@code BoardBackend}: one link thread that finds the port, greets the controller,
 * reads, pings and reconnects for ever. Its {@code Outbox} keeps the commands as the state wanted, not a queue
 * (settings, LED chain order, LED plan, clock texts), sent again until acknowledged and after every greeting, so
 * whatever the game showed carries on over a reconnection or a controller's reset; the controller's first frame after
 * a greeting is the whole board, so a move made while the link was down is seen like any other. The bring-up tools'
 * one-off commands (REQUEST_RAW, SET_CALIBRATION) fail by their NAK as {@link CommandRefused}. The link's state is
 * part of {@code BoardStatus}: a controller with another grid, sensing or protocol is refused, and greeted again at
 * every attempt.</li>
 * <li>Presses: {@code ControllerClock} converts the controller's clock to the service's from the PINGs' answers;
 * {@code PressCounts} delivers each BUTTON count once, across reconnections, since the controller repeats each
 * button's last press.</li>
 * <li>{@code Port} and {@code JSerialCommPort} (jSerialComm), {@code PortOpener}; {@link NoisyCable}, a bad cable for
 * the wire campaign (bytes damaged and dropped both ways, the cable pulled); {@link SerialConfig} ({@code [serial]})
 * with {@link LedChain} (the order the WS2812 chain is laid in over the squares).</li>
 * <li>Bring-up: {@link HallCalibration} (pure: each Hall square's thresholds half way between its measured readings,
 * the margins, weak and failed squares with what to do); {@link SerialBringUp} ({@code hwtest} on a controller:
 * display texts, the LED walk along the chain, each step acknowledged before the next, then the live monitor).</li>
 * </ul>
 *
 * <p>The firmware's host build (a simulated board behind a pseudo-terminal) and the flashed AVR image run in
 * simavr are what the tests' {@code FirmwareSimulator} drives; {@code EmulatedControllerTest} plays whole recorded
 * games through {@code serve} against the emulated image. Uses {@code hw}, {@code board}, {@code game} and
 * {@code config}; only the composition roots use it.
 */
package org.othellier.hw.serial;
