/**
 * The direct drivers' view of lines and buses: {@link org.othellier.hw.gpio.io.DigitalOut},
 * {@link org.othellier.hw.gpio.io.DigitalIn}, {@link org.othellier.hw.gpio.io.I2cDevice} and
 * {@link org.othellier.hw.gpio.io.SpiDevice}, handed out by a {@link org.othellier.hw.gpio.io.BoardIo};
 * {@link org.othellier.hw.gpio.io.HardwareException} names the pin, bus or chip that cannot be opened.
 * {@link org.othellier.hw.gpio.io.Pi4jIo} is the only class of the project that names Pi4J (3.0.3): its context is
 * built with exactly the providers it names (gpiod or sysfs, the Linux I2C and SPI device files), with no
 * class-path scanning, and it is reached only when the gpio backend or {@code hwtest} opens a real board, so no
 * Pi4J class loads otherwise. Every chip driver talks to these small interfaces, so the tests run the drivers on
 * register-level fakes ({@code hw.gpio.sim}; Pi4J's mock I2C is a FIFO per register, not a register file) and the
 * matrix, buttons and TM1637 on Pi4J's mock pins.
 *
 * <p>Bottom layer: uses nothing of the project. Like every concrete backend package, only the composition roots
 * ({@code service}, {@code soak}, {@code cli}) and the other backend packages may use it.
 */
package org.othellier.hw.gpio.io;
