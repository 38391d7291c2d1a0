package org.othellier.voice;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;

/**
 * What the board says, in one language: the texts of {@code src/main/resources/voice/LANG.properties} (UTF-8), with
 * {@code {name}} holes filled. Squares are spoken letter by letter as the language names letters ({@code dé 3}), and
 * counts of discs take the language's plural (Czech and Slovak: 1, 2 to 4, 5 and more).
 */
public final class Phrases {

    private final String language;
    private final Properties texts = new Properties();

    private Phrases(String language) {
        this.language = language;
        try (InputStream in = Phrases.class.getResourceAsStream("/voice/" + language + ".properties")) {
            if (in == null) {
                throw new IllegalArgumentException("no texts for the language '" + language + "'");
            }
            texts.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Phrases of(String language) {
        return new Phrases(language);
    }

    public String language() {
        return language;
    }

    /** The text {@code key} with its holes filled from name, value pairs; a missing text is a broken build. */
    public String text(String key, String... namesAndValues) {
        String t = texts.getProperty(key);
        if (t == null) {
            throw new IllegalStateException("voice/" + language + ".properties has no text '" + key + "'");
        }
        for (int i = 0; i + 1 < namesAndValues.length; i += 2) {
            t = t.replace("{" + namesAndValues[i] + "}", namesAndValues[i + 1]);
        }
        return t;
    }

    /** A square as spoken: {@code d3} is "d 3" in English, "dé 3" in Czech. */
    public String square(String square) {
        String[] letters = text("letters").split(",");
        int col = Character.toLowerCase(square.charAt(0)) - 'a';
        String letter = col >= 0 && col < letters.length ? letters[col].strip() : square.substring(0, 1);
        return letter + " " + square.substring(1);
    }

    public String squares(List<String> squares) {
        return String.join(", ", squares.stream().map(this::square).toList());
    }

    /** {@code n} discs with the language's plural: {@code 1 disc}, {@code 3 kameny}, {@code 5 kameňov}. */
    public String discs(int n) {
        String form = n == 1 ? "disc.one" : n >= 2 && n <= 4 ? "disc.few" : "disc.many";
        return n + " " + text(form);
    }
}
