package org.othellier.security;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Optional;

/**
 * The arbiter's PIN: {@code security.arbiter-pin} when the configuration sets one, otherwise six random
 * digits made at the first start and kept in the data folder ({@code arbiter-pin}, readable by the service's
 * user only), so it survives restarts and upgrades and `othellier pin` can show it again.
 */
public final class ArbiterPin {

    public static final String FILE_NAME = "arbiter-pin";

    private ArbiterPin() {
    }

    /** The configured PIN, or the kept one, or a new one kept now ({@code made} says which). */
    public record Pin(String value, boolean made) { }

    public static Pin resolve(SecurityConfig security, Path dataDir) {
        if (security.arbiterPin() != null) {
            return new Pin(security.arbiterPin(), false);
        }
        Optional<String> kept = read(dataDir);
        if (kept.isPresent()) {
            return new Pin(kept.get(), false);
        }
        SecureRandom random = new SecureRandom();
        StringBuilder pin = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            pin.append((char) ('0' + random.nextInt(10)));
        }
        Path file = dataDir.resolve(FILE_NAME);
        try {
            Files.createDirectories(dataDir);
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(file, pin + "\n", StandardCharsets.US_ASCII);
        } catch (FileAlreadyExistsException e) {
            return new Pin(read(dataDir).orElseThrow(() -> new IllegalStateException(file + " is not a PIN")), false);
        } catch (UnsupportedOperationException | IOException e) {
            throw new IllegalStateException("the arbiter's PIN cannot be kept in " + file + ": " + e.getMessage(), e);
        }
        return new Pin(pin.toString(), true);
    }

    /** The PIN kept in the data folder, if any; a damaged file is refused naming it. */
    public static Optional<String> read(Path dataDir) {
        Path file = dataDir.resolve(FILE_NAME);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            if (Files.size(file) > 64) {
                throw new IllegalStateException(file + " is not a PIN (too long): delete it to make a new one");
            }
            String pin = Files.readString(file, StandardCharsets.US_ASCII).strip();
            if (!pin.matches("[0-9]{4,12}")) {
                throw new IllegalStateException(file + " is not a PIN (4 to 12 digits): delete it to make a new one");
            }
            return Optional.of(pin);
        } catch (IOException e) {
            throw new IllegalStateException(file + " cannot be read: " + e.getMessage(), e);
        }
    }
}
