package org.othellier.hw.serial;

import java.io.IOException;

/** Finds and opens the controller's port; called again for each reconnection, as the port may have changed. */
interface PortOpener {

    Port open() throws IOException;

    /** Where it looks, for messages: a path, or a USB id. */
    String describe();
}
