package org.othellier.game;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Which game is played at the board: Othello (and its variants) or Octi. Written in the configuration, the API and
 * the journal as {@code othello} and {@code octi}; {@link #parse} is the one way in from that text.
 */
public enum GameKind {
    OTHELLO("othello"),
    OCTI("octi");

    /** The kinds as a person names them: {@code othello or octi}. */
    public static final String ACCEPTED = Arrays.stream(values()).map(GameKind::id)
            .collect(Collectors.joining(", ")).replaceFirst(", ([^,]*)$", " or $1");

    private final String id;

    GameKind(String id) {
        this.id = id;
    }

    /** The kind as the configuration, the API and the journal write it. */
    public String id() {
        return id;
    }

    /** The kind {@code text} names, exactly as written; anything else is refused, naming the kinds there are. */
    public static GameKind parse(String text) {
        for (GameKind k : values()) {
            if (k.id.equals(text)) {
                return k;
            }
        }
        throw new IllegalArgumentException("game '" + text + "' is not " + ACCEPTED);
    }
}
