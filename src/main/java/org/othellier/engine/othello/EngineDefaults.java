package org.othellier.engine.othello;

/** Defaults shared by the engine and its commands. */
public final class EngineDefaults {

    private EngineDefaults() {
    }

    /**
     * Default transposition table: 32 MB (2 million entries of 16 bytes), so the whole engine with
     * its weights stays within 64 MB of heap, as a Raspberry Pi Zero 2 W (512 MB) can afford.
     */
    public static final int DEFAULT_TABLE_MB = 32;
}
