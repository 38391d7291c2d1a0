package org.othellier.hw.gpio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.pi4j.plugin.mock.provider.i2c.MockI2C;
import com.pi4j.plugin.mock.provider.spi.MockSpi;
import org.junit.jupiter.api.Test;
import org.othellier.hw.gpio.io.I2cDevice;
import org.othellier.hw.gpio.io.Pi4jIo;
import org.othellier.hw.gpio.io.SpiDevice;

/** The Pi4J adapters pass bytes through unchanged (checked on Pi4J's mock I2C and SPI). */
class Pi4jIoTest {

    @Test
    void i2cWritesLandInTheRegisterAndReadsComeBack() {
        try (Pi4jIo io = Pi4jIo.mock()) {
            I2cDevice dev = io.i2c(1, 0x20, "test");
            dev.write(0x14, (byte) 0xFE, (byte) 0xFF);
            MockI2C mock = io.context().registry().get("i2c-1-20");
            assertEquals(0xFE, mock.readRegister(0x14) & 0xFF);
            mock.writeRegister(0x12, new byte[] {(byte) 0x7F, 0x01}, 0, 2);
            byte[] in = new byte[2];
            dev.read(0x12, in);
            assertArrayEquals(new byte[] {0x7F, 0x01}, in);
            assertEquals("I2C bus 1 address 0x20 (test)", dev.name());
        }
    }

    @Test
    void spiFramesAreWrittenWhole() {
        try (Pi4jIo io = Pi4jIo.mock()) {
            SpiDevice dev = io.spi(0, 0, 1_000_000, "test");
            dev.write(new byte[] {0x0C, 0x01, 0x0C, 0x01});
            MockSpi mock = io.context().registry().get("spi-0-0");
            assertArrayEquals(new byte[] {0x0C, 0x01, 0x0C, 0x01}, mock.readEntireMockBuffer());
        }
    }
}
