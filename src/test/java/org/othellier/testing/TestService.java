package org.othellier.testing;

import java.nio.file.Path;
import org.othellier.app.ServiceConfig;
import org.othellier.config.ConfigSection;
import org.othellier.service.Service;

/** The service started in-process for the HTTP and browser tests: a free loopback port, no settle time. */
public final class TestService {

    private TestService() {
    }

    /**
     * A service keeping its data in {@code data}, with {@code clock} as the game's clock and {@code moreSections}
     * (whole TOML sections, or empty) after the common ones.
     */
    public static Service start(Path data, String clock, String moreSections) throws Exception {
        return Service.start(ServiceConfig.read(ConfigSection.parse("""
                [service]
                port = 0
                bind = "127.0.0.1"
                data = "%s"
                [board]
                settle-ms = 0
                [game]
                clock = "%s"
                """.formatted(data.toString().replace("\\", "\\\\"), clock) + moreSections, "test")));
    }

    /** The service's address, {@code http://127.0.0.1:PORT}. */
    public static String base(Service service) {
        return "http://127.0.0.1:" + service.port();
    }
}
