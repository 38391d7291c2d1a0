package org.othellier.voice;

/** No voice: {@code voice.enabled = false}, or a board without audio. */
public final class SilentSpeaker implements Speaker {

    @Override
    public void say(String text) {
    }

    @Override
    public void close() {
    }
}
