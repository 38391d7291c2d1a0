package org.othellier.web;

/** Text the web layer puts in its answers. */
public final class WebText {

    /** The most of a person's input an error message repeats: enough to recognise it, never the whole of a large body. */
    static final int CLIP = 60;

    private WebText() {
    }

    public static String clip(String s) {
        if (s == null) {
            return "";
        }
        return s.length() <= CLIP ? s : s.substring(0, CLIP) + "... (" + s.length() + " characters)";
    }
}
