package org.othellier.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/** The real espeak-ng (Debian package espeak-ng) speaks each language's lines into a WAV file: audio, not silence. */
@OutsideProgram
class EspeakSpeakerTest {

    @TempDir
    Path dir;

    @Test
    void everyLanguageSpeaksItsLinesAsAudio() throws Exception {
        RequiredTool.requireProgram("espeak-ng", "espeak-ng");
        for (String language : VoiceConfig.LANGUAGES) {
            Phrases phrases = Phrases.of(language);
            String line = phrases.text("ai-move-flips", "side", phrases.text("white"), "square", phrases.square("d3"),
                    "discs", phrases.discs(3), "squares", phrases.squares(java.util.List.of("d4", "e5", "f6")));
            Path wav = dir.resolve(language + ".wav");
            VoiceConfig settings = new VoiceConfig(true, language, "", 160, "espeak-ng");
            try (EspeakSpeaker speaker = new EspeakSpeaker(settings, wav)) {
                speaker.say(line);
                assertTrue(speaker.awaitIdle(30_000), "espeak-ng finished the line");
                assertEquals(1, speaker.spoken(), language + ": spoken without an error");
            }
            byte[] bytes = Files.readAllBytes(wav);
            assertEquals("RIFF", new String(bytes, 0, 4, java.nio.charset.StandardCharsets.US_ASCII));
            assertEquals("WAVE", new String(bytes, 8, 4, java.nio.charset.StandardCharsets.US_ASCII));
            // 16-bit mono samples after the 44-byte header: at least a second of sound, and not all silence
            ByteBuffer samples = ByteBuffer.wrap(bytes, 44, bytes.length - 44).order(ByteOrder.LITTLE_ENDIAN);
            int sampleRate = ByteBuffer.wrap(bytes, 24, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
            int count = samples.remaining() / 2;
            int loud = 0;
            for (int i = 0; i < count; i++) {
                if (Math.abs(samples.getShort()) > 1000) {
                    loud++;
                }
            }
            assertTrue(count > sampleRate, language + ": " + count + " samples at " + sampleRate + " Hz, under a second");
            assertTrue(loud > count / 20, language + ": mostly silence (" + loud + " loud samples of " + count + ")");
        }
    }

    @Test
    void aBusySpeakerKeepsOnlyTheNewestLineWaitingAndNeverBlocks() throws Exception {
        // a program that takes a while per line: the lines said meanwhile replace each other
        Path slow = dir.resolve("slow-speaker");
        Files.writeString(slow, "#!/bin/sh\nsleep 0.3\n");
        slow.toFile().setExecutable(true);
        VoiceConfig settings = new VoiceConfig(true, "en", "", 160, slow.toString());
        try (EspeakSpeaker speaker = new EspeakSpeaker(settings)) {
            long start = System.nanoTime();
            for (int i = 0; i < 50; i++) {
                speaker.say("line " + i);
            }
            assertTrue(System.nanoTime() - start < 1_000_000_000L, "say() returns at once");
            assertTrue(speaker.awaitIdle(10_000));
            assertTrue(speaker.spoken() <= 3, "at most the first, maybe one in between, and the newest: " + speaker.spoken());
            assertEquals(50, speaker.spoken() + speaker.dropped());
        }
    }

    @Test
    void theCommandLineIsTheVoiceTheSpeedAndTheTextAsOneArgument() {
        VoiceConfig settings = new VoiceConfig(true, "cs", "", 150, "espeak-ng");
        try (EspeakSpeaker speaker = new EspeakSpeaker(settings)) {
            assertEquals(java.util.List.of("espeak-ng", "-v", "cs", "-s", "150", "--", "Bílý hraje dé 3; rm -rf"),
                    speaker.command("Bílý hraje dé 3; rm -rf"));
        }
    }
}
