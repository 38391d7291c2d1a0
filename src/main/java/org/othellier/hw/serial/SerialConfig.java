package org.othellier.hw.serial;

import java.io.IOException;
import java.util.List;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;
import org.othellier.hw.serial.Message.Configure;

/**
 * The {@code [serial]} section of the configuration: where the board controller is, how long to wait
 * for it, and the settings sent to it at each connection. Documented in the README.
 *
 * @param port              a port path; empty to find the controller by its USB ids
 * @param productId         -1 for any product of the vendor
 * @param controller        scan period, debounce, heartbeat, Hall threshold and LED brightness for the controller
 * @param ledChain          the order of the controller's WS2812 chain over the squares
 */
public record SerialConfig(String port, int vendorId, int productId, int baud, int openTimeoutMs, int handshakeTimeoutMs,
                           int linkTimeoutMs, int ackTimeoutMs, int pingIntervalMs, int reconnectIntervalMs,
                           Configure controller, LedChain ledChain) {

    /** Arduino's USB vendor id: the Uno and Mega 2560 with their own USB chip. */
    public static final int ARDUINO_VENDOR_ID = 0x2341;

    public static final List<String> KEYS = List.of("port", "usb-vendor-id", "usb-product-id", "baud", "open-timeout-ms",
            "handshake-timeout-ms", "link-timeout-ms", "ack-timeout-ms", "ping-interval-ms", "reconnect-interval-ms",
            "scan-ms", "debounce-ms", "heartbeat-ms", "hall-threshold", "led-brightness", "led-chain");

    public static SerialConfig read(ConfigSection s) {
        s.rejectUnknown(KEYS);
        Configure controller = new Configure(s.integer("scan-ms", 5, 1, 1000), s.integer("debounce-ms", 30, 0, 1000),
                s.integer("heartbeat-ms", 1000, 100, 60000), s.integer("hall-threshold", 120, 1, 1023),
                s.integer("led-brightness", 64, 0, 255));
        String section = s.path().isEmpty() ? "" : s.path() + ".";
        LedChain chain = s.has("led-chain") ? LedChain.parse(s.string("led-chain", ""), section + "led-chain") : LedChain.ROWS_FROM_A1;
        SerialConfig c = new SerialConfig(s.string("port", "").strip(), s.integer("usb-vendor-id", ARDUINO_VENDOR_ID, 0, 0xFFFF),
                s.integer("usb-product-id", -1, -1, 0xFFFF), s.integer("baud", 115200, 1200, 4_000_000),
                s.integer("open-timeout-ms", 10_000, 100, 600_000), s.integer("handshake-timeout-ms", 3000, 100, 60_000),
                s.integer("link-timeout-ms", 3000, 200, 600_000), s.integer("ack-timeout-ms", 300, 10, 60_000),
                s.integer("ping-interval-ms", 1000, 50, 600_000), s.integer("reconnect-interval-ms", 500, 10, 60_000),
                controller, chain);
        if (c.linkTimeoutMs < 2 * controller.heartbeatMs()) {
            throw new ConfigException(section + "link-timeout-ms = " + c.linkTimeoutMs + " must be at least twice "
                    + section + "heartbeat-ms (" + controller.heartbeatMs() + "), or a healthy link would be dropped");
        }
        if (c.linkTimeoutMs < 2 * c.pingIntervalMs) {
            throw new ConfigException(section + "link-timeout-ms = " + c.linkTimeoutMs + " must be at least twice "
                    + section + "ping-interval-ms (" + c.pingIntervalMs + ")");
        }
        return c;
    }

    /** This configuration with another order of the LED chain. */
    public SerialConfig withLedChain(LedChain chain) {
        return new SerialConfig(port, vendorId, productId, baud, openTimeoutMs, handshakeTimeoutMs, linkTimeoutMs, ackTimeoutMs,
                pingIntervalMs, reconnectIntervalMs, controller, chain);
    }

    /** This configuration with another port (null: find it by USB id). */
    public SerialConfig withPort(String newPort) {
        return new SerialConfig(newPort == null ? "" : newPort, vendorId, productId, baud, openTimeoutMs, handshakeTimeoutMs,
                linkTimeoutMs, ackTimeoutMs, pingIntervalMs, reconnectIntervalMs, controller, ledChain);
    }

    /** The defaults, with this port (null: find it by USB id) and open timeout: for bring-up tools. */
    public static SerialConfig forTool(String port, int openTimeoutMs) {
        String toml = "open-timeout-ms = " + openTimeoutMs + "\n";
        if (port != null) {
            toml += "port = \"" + port.replace("\\", "\\\\").replace("\"", "\\\"") + "\"\n";
        }
        return read(ConfigSection.parse(toml, "command-line options"));
    }

    /** Where the controller is looked for, for messages. */
    public String describePort() {
        return port.isEmpty() ? String.format("a USB serial port with id %04x:%s", vendorId,
                productId < 0 ? "*" : String.format("%04x", productId)) : port;
    }

    PortOpener opener() {
        return new PortOpener() {
            @Override
            public Port open() throws IOException {
                if (!port.isEmpty()) {
                    return JSerialCommPort.open(port, baud);
                }
                List<String> found = JSerialCommPort.findByUsbId(vendorId, productId);
                if (found.isEmpty()) {
                    throw new IOException("no serial port with USB id " + describePort().substring(describePort().lastIndexOf(' ') + 1)
                            + " (ports: " + JSerialCommPort.listPorts() + ")");
                }
                return JSerialCommPort.open(found.get(0), baud);
            }

            @Override
            public String describe() {
                return describePort();
            }
        };
    }
}
