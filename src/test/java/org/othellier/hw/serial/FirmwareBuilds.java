package org.othellier.hw.serial;

import java.nio.file.Files;
import java.nio.file.Path;
import org.othellier.testing.RequiredTool;

/** Whether the firmware's builds that {@link FirmwareSimulator} runs are there: a failure under CI, a loud skip elsewhere. */
final class FirmwareBuilds {

    private FirmwareBuilds() {
    }

    /** The host simulator (mvn verify builds it). */
    static void assumeBuilt() {
        RequiredTool.require(Files.isExecutable(FirmwareSimulator.BINARY), "the firmware simulator " + FirmwareSimulator.BINARY,
                "make -C firmware-protocol/firmware host, which mvn verify runs; it needs g++ and make");
    }

    /** The emulator and the 8x8 Mega image (mvn verify builds them). */
    static void assumeEmulatorBuilt() {
        assumeEmulatorBuilt(FirmwareSimulator.MEGA_REED_IMAGE);
    }

    /** The emulator and {@code image}. */
    static void assumeEmulatorBuilt(Path image) {
        RequiredTool.require(Files.isExecutable(FirmwareSimulator.EMULATOR) && Files.isRegularFile(image),
                "the emulated controller " + FirmwareSimulator.EMULATOR + " with the image " + image,
                "make -C firmware-protocol/firmware avr emulator, which mvn verify runs; it needs gcc-avr, avr-libc, "
                        + "arduino-core-avr, arduino-builder and libsimavr-dev");
    }
}
