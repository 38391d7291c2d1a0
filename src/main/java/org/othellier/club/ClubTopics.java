package org.othellier.club;

/**
 * The topic tree of docs/CLUB.md: {@code othellier/<club>/board/<name>/{online,state,event,command,ack}}.
 */
public record ClubTopics(String club) {

    public static final String ONLINE = "online";
    public static final String STATE = "state";
    public static final String EVENT = "event";
    public static final String COMMAND = "command";
    public static final String ACK = "ack";

    public String root() {
        return "othellier/" + club + "/board/";
    }

    public String of(String board, String leaf) {
        return root() + board + "/" + leaf;
    }

    /** What the hub subscribes to: every board's every topic but the commands it writes itself. */
    public String[] hubFilters() {
        return new String[] {root() + "+/" + ONLINE, root() + "+/" + STATE, root() + "+/" + EVENT, root() + "+/" + ACK};
    }

    /** A topic of this tree as {board, leaf}, or null when it is not one. */
    public String[] parse(String topic) {
        if (!topic.startsWith(root())) {
            return null;
        }
        String[] rest = topic.substring(root().length()).split("/");
        return rest.length == 2 ? rest : null;
    }
}
