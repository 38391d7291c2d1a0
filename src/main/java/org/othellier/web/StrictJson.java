package org.othellier.web;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;

/**
 * JSON read as RFC 8259 writes it: no unquoted words, no comments, nothing after the value. Gson's default
 * leniency would take the body of an HTML form ({@code a=b}) as the string "a=b".
 */
final class StrictJson {

    private StrictJson() {
    }

    static JsonElement parse(String text) {
        try (JsonReader reader = new JsonReader(new StringReader(text))) {
            reader.setStrictness(Strictness.STRICT);
            reader.setNestingLimit(20);
            JsonElement e = JsonParser.parseReader(reader);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                throw new JsonParseException("more after the JSON value");
            }
            return e;
        } catch (IOException | IllegalStateException e) {
            throw new JsonParseException(e.getMessage(), e);
        }
    }
}
