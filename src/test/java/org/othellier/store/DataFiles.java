package org.othellier.store;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;

/** The real data the tests read, carried in the test resources (src/test/resources/data, its README says whence). */
public final class DataFiles {

    private DataFiles() {
    }

    /** A data file by its path under {@code data/}, e.g. {@code wthor/WTH_2020.wtb}; missing is a failure, never a skip. */
    public static Path path(String relative) {
        URL url = DataFiles.class.getResource("/data/" + relative);
        if (url == null) {
            throw new AssertionError("no test data file data/" + relative + " in src/test/resources");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new AssertionError(e);
        }
    }
}
