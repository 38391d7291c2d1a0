package org.othellier.remote;

/**
 * The topics of a remote game: {@code othellier/remote/<from>/<to>/<leaf>}, written by board {@code from} for board
 * {@code to} alone. A broker's ACL gives each board the right to write under its own name and to read what is
 * addressed to it ({@code docs/REMOTE.md}), so the topic names the sender and no third board can speak for it.
 */
final class RemoteTopics {

    /** The challenger's offer: variant, clock, colours and the game's code (retained). */
    static final String CHALLENGE = "challenge";
    /** The far board's yes to one code (retained). */
    static final String ACCEPT = "accept";
    /** One move of the sender's side, with its number, the position's hash and its clock. */
    static final String MOVE = "move";
    /** The sender's player resigned after a ply (O-14). */
    static final String RESIGN = "resign";
    /** The sender's player offers a draw or asks for a takeback (O-15) after a ply. */
    static final String OFFER = "offer";
    /** The sender's player accepts or declines the receiver's player's offer. */
    static final String ANSWER = "answer";
    /** The game's result as the sender's journal holds it, for the receiver to compare with its own. */
    static final String RESULT = "result";
    /** The sender is there, in a game with the receiver: sent every {@link FarPresence#HEARTBEAT_MILLIS}. */
    static final String ALIVE = "alive";
    /** The sender's board adjourned the game alone after a long outage (retained, numbered). */
    static final String ADJOURN = "adjourn";
    /** The sender's record of an adjourned game it takes up again, for the receiver to compare (retained). */
    static final String RESUME = "resume";
    /** The sender asks for every move of the receiver's side after a ply. */
    static final String SYNC = "sync";

    private static final String ROOT = "othellier/remote/";

    private RemoteTopics() {
    }

    static String of(String from, String to, String leaf) {
        return ROOT + from + "/" + to + "/" + leaf;
    }

    /** What a board subscribes to: everything addressed to it. */
    static String toMe(String me) {
        return ROOT + "+/" + me + "/+";
    }

    /** {from, to, leaf}, or null when the topic is not of this tree. */
    static String[] parse(String topic) {
        if (!topic.startsWith(ROOT)) {
            return null;
        }
        String[] p = topic.substring(ROOT.length()).split("/");
        return p.length == 3 ? p : null;
    }
}
