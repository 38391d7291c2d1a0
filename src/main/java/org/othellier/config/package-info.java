/**
 * The TOML configuration read strictly: {@link org.othellier.config.ConfigSection} is one table of the file, whose
 * every getter ({@code integer}, {@code decimal}, {@code choice}, ...) names the full option ({@code gpio.rows}) and
 * its limits in its error, and whose {@code rejectUnknown} refuses an option nobody reads; a file or value that
 * cannot be used is a {@link org.othellier.config.ConfigException}. What each section means is read by the package
 * that owns it ({@code app.ServiceConfig}, {@code hw.gpio.GpioConfig}, {@code hw.serial.SerialConfig},
 * {@code club.ClubConfig}, ...); docs/CONFIG.md lists them all.
 *
 * <p>Bottom layer: uses nothing of the project.
 */
package org.othellier.config;
