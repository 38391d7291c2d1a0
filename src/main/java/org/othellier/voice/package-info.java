/**
 * The moves spoken aloud (README, "The coach at the board"). {@link Speaker#say} never blocks its caller (the game's
 * event loop): a busy speaker keeps only the newest line. {@link EspeakSpeaker} runs espeak-ng as a child process per
 * line on a thread of its own; {@link SilentSpeaker} says nothing. {@link Phrases} are the texts of
 * {@code src/main/resources/voice/LANG.properties} (English, Czech, Slovak, with each language's letter names and
 * plurals); {@link VoiceConfig} is {@code [voice]}. What to say of each new snapshot is decided in
 * {@code app.Announcer}.
 *
 * <p>Uses {@code config} only; knows nothing of the games.
 */
package org.othellier.voice;
