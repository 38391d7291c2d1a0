package org.othellier.store;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/** The real data shipped beside the repository ({@code ../shared/data}); tests skip when it is absent. */
public final class DataFiles {

    private DataFiles() {
    }

    public static Path path(String relative) {
        Path p = Path.of("..", "shared", "data").resolve(relative);
        assumeTrue(Files.exists(p), "no data file " + p.toAbsolutePath().normalize() + " beside the repository");
        return p;
    }
}
