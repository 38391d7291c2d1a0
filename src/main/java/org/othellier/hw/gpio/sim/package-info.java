/**
 * A direct board built in software from a {@code [gpio]} section, for {@code hwtest --mock}, {@code hwbench} and the
 * tests: {@link SimulatedWiring} (a {@code hw.gpio.io.BoardIo} whose pins and buses lead to models of the real parts:
 * a {@link DiodeMatrixModel} switch matrix, register-level {@link FakeMcp23017}, {@link FakeMax7219Chain} and
 * {@link FakeHt16k33}, {@link FakeCharacterLcd} decoding the backpack's nibbles into the LCD's two lines, and a
 * {@link Tm1637Decoder} on two pins). These fakes model the chips at register level and stay hand-written on purpose:
 * they are what the drivers are tested against. {@link ScanBenchmark} is {@code hwbench}: the drivers' scan step on
 * this wiring or on Pi4J's mock pins.
 *
 * <p>Uses {@code hw.gpio} (it implements {@code BringUp.Hands}), {@code hw.gpio.io}, {@code config} and
 * {@code game}; the drivers never use it.
 */
package org.othellier.hw.gpio.sim;
