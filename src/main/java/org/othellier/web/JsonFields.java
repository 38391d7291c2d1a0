package org.othellier.web;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.Map;
import java.util.Set;

/** A command's fields read by type: a field of the wrong type, or one the command does not know, is named in the error. */
public final class JsonFields {

    private JsonFields() {
    }

    public static void only(JsonObject o, Set<String> known, String what) {
        for (Map.Entry<String, JsonElement> e : o.entrySet()) {
            if (!known.contains(e.getKey())) {
                throw new IllegalArgumentException(what + ": unknown option '" + e.getKey() + "' (the options are "
                        + String.join(", ", new java.util.TreeSet<>(known)) + ")");
            }
        }
    }

    static String string(JsonObject o, String key) {
        JsonElement e = o.get(key);
        if (!(e instanceof JsonPrimitive p) || !p.isString()) {
            throw new IllegalArgumentException(key + " must be a string, got " + WebText.clip(String.valueOf(e)));
        }
        return p.getAsString();
    }

    public static String requiredString(JsonObject o, String key) {
        if (!o.has(key)) {
            throw new IllegalArgumentException(key + " is missing");
        }
        String s = string(o, key);
        if (s.isEmpty()) {
            throw new IllegalArgumentException(key + " is empty");
        }
        return s;
    }

    public static int integer(JsonObject o, String key) {
        JsonElement e = o.get(key);
        if (!(e instanceof JsonPrimitive p) || !p.isNumber() || p.getAsDouble() != Math.rint(p.getAsDouble())
                || Math.abs(p.getAsDouble()) > 1_000_000) { // getAsInt would wrap 4294967304 to 8
            throw new IllegalArgumentException(key + " must be a whole number, got " + WebText.clip(String.valueOf(e)));
        }
        return p.getAsInt();
    }

    public static boolean bool(JsonObject o, String key) {
        JsonElement e = o.get(key);
        if (!(e instanceof JsonPrimitive p) || !p.isBoolean()) {
            throw new IllegalArgumentException(key + " must be true or false, got " + WebText.clip(String.valueOf(e)));
        }
        return p.getAsBoolean();
    }
}
