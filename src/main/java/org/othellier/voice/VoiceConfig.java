package org.othellier.voice;

import java.util.List;
import java.util.Set;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;

/**
 * {@code [voice]}: whether the board speaks, in which language, with which espeak-ng voice and speed.
 *
 * @param enabled  speak at all
 * @param language {@code en}, {@code cs} or {@code sk}: the texts ({@link Phrases}) and espeak-ng's voice
 * @param voice    an espeak-ng voice instead of the language's own ({@code cs+f2}, {@code en-gb}); empty: the language
 * @param speed    words per minute (80 to 450; espeak-ng's own default is 175)
 * @param command  the espeak-ng program
 */
public record VoiceConfig(boolean enabled, String language, String voice, int speed, String command) {

    public static final List<String> LANGUAGES = List.of("en", "cs", "sk");
    public static final VoiceConfig DEFAULTS = new VoiceConfig(false, "en", "", 160, "espeak-ng");

    public VoiceConfig {
        if (!LANGUAGES.contains(language)) {
            throw new IllegalArgumentException("language '" + language + "' is not one of " + String.join(", ", LANGUAGES));
        }
    }

    /** The espeak-ng voice: the one chosen, or the language's. */
    public String espeakVoice() {
        return voice.isBlank() ? language : voice;
    }

    public static VoiceConfig read(ConfigSection s) {
        s.rejectUnknown(Set.of("enabled", "language", "voice", "speed", "command"));
        String language = s.string("language", DEFAULTS.language()).strip();
        if (!LANGUAGES.contains(language)) {
            throw new ConfigException("voice.language = \"" + language + "\" is not one of " + String.join(", ", LANGUAGES));
        }
        String voice = s.string("voice", "").strip();
        if (!voice.matches("[A-Za-z0-9_+-]*")) {
            throw new ConfigException("voice.voice = \"" + voice + "\": an espeak-ng voice name (letters, digits, - + _)");
        }
        String command = s.string("command", DEFAULTS.command()).strip();
        if (command.isEmpty()) {
            throw new ConfigException("voice.command: empty; give the espeak-ng program");
        }
        return new VoiceConfig(s.bool("enabled", false), language, voice, s.integer("speed", DEFAULTS.speed(), 80, 450),
                command);
    }
}
