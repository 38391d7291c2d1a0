package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;

class SerialConfigTest {

    private static SerialConfig read(String toml) {
        return SerialConfig.read(ConfigSection.parse("[serial]\n" + toml, "othellier.toml").section("serial"));
    }

    @Test
    void defaultsFindAnArduinoByUsbId() {
        SerialConfig c = read("");
        assertEquals("", c.port());
        assertEquals(0x2341, c.vendorId());
        assertEquals(-1, c.productId());
        assertEquals("a USB serial port with id 2341:*", c.describePort());
        assertEquals(new Message.Configure(5, 30, 1000, 120, 64), c.controller());
        assertEquals(LedChain.ROWS_FROM_A1, c.ledChain());
    }

    @Test
    void theLedChainsOrderIsRead() {
        assertEquals("serpentine-a1-rows", read("led-chain = \"serpentine-a1-rows\"").ledChain().spelling());
        String bad = assertThrows(ConfigException.class, () -> read("led-chain = \"zigzag\"")).getMessage();
        assertTrue(bad.startsWith("serial.led-chain = \"zigzag\" is not a chain order: write PATH-CORNER-DIRECTION"), bad);
    }

    @Test
    void optionsAreRead() {
        SerialConfig c = read("port = \"/dev/ttyACM1\"\nusb-product-id = 0x0042\nheartbeat-ms = 500\nled-brightness = 200\n");
        assertEquals("/dev/ttyACM1", c.describePort());
        assertEquals(0x42, c.productId());
        assertEquals(500, c.controller().heartbeatMs());
        assertEquals(200, c.controller().brightness());
    }

    @Test
    void badOptionsNameTheOption() {
        assertTrue(assertThrows(ConfigException.class, () -> read("prot = \"x\"")).getMessage()
                .startsWith("unknown option serial.prot"));
        assertEquals("serial.led-brightness = 300 is outside 0 to 255",
                assertThrows(ConfigException.class, () -> read("led-brightness = 300")).getMessage());
        assertTrue(assertThrows(ConfigException.class, () -> read("heartbeat-ms = 2000"))
                .getMessage().startsWith("serial.link-timeout-ms = 3000 must be at least twice serial.heartbeat-ms"));
    }
}
