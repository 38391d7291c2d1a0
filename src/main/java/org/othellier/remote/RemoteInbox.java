package org.othellier.remote;

import java.util.TreeMap;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;

/**
 * The far board's moves as they arrive, held until the game wants them, and checked before anything of them reaches
 * the LEDs: sent by the agreed opponent, for the agreed game, following the last move (by its number), made in the
 * same position (by its hash), and legal there (O-5). A move that fails is refused with its reason and the game
 * goes on; when one is missing, the far board is asked for every move after the last one this board has. A copy of
 * a move already played (a repair sends again) is dropped without a word.
 *
 * <p>The link's thread offers, the AI worker takes: every method holds the inbox's lock.
 */
final class RemoteInbox {

    /** Where the inbox's requests and refusals go. */
    interface Peer {
        /** Asks the far board, for game {@code match}, for every move of its side after {@code ply}. */
        void askAfter(String match, int ply);

        /** A message refused: {@code why} in words, for the log and the page. */
        void refused(String why);
    }

    private final Peer peer;
    private String match;
    private String opponent;
    private final TreeMap<Integer, RemoteMove> waiting = new TreeMap<>();
    /** The takebacks agreed in this game so far: a move of another line (taken back, still on its way) is dropped. */
    private int line;

    RemoteInbox(Peer peer) {
        this.peer = peer;
    }

    /** Game {@code match} with board {@code opponent} is agreed: only its moves are taken from now on. */
    synchronized void agreed(String match, String opponent) {
        if (!match.equals(this.match)) {
            waiting.clear();
            line = 0;
        }
        this.match = match;
        this.opponent = opponent;
        notifyAll();
    }

    /** No remote game: every move is refused. */
    synchronized void closed() {
        match = null;
        opponent = null;
        waiting.clear();
        notifyAll();
    }

    /** The game (resumed) has had {@code takebacks} takebacks agreed: its moves carry that line. */
    synchronized void line(int takebacks) {
        line = takebacks;
    }

    /** A takeback to ply {@code ply} was agreed: the moves after it that are waiting are of the old line. */
    synchronized void tookBack(int ply) {
        line++;
        waiting.tailMap(ply, false).clear();
        notifyAll();
    }

    synchronized String match() {
        return match;
    }

    /**
     * A move from board {@code sender}: kept when it is the agreed opponent's for the agreed game; one of another line
     * (made before a takeback, or after one this board has not yet agreed) is dropped without a word, the repair
     * brings the right one.
     */
    synchronized void offer(String sender, RemoteMove m) {
        if (match == null) {
            peer.refused("move " + m.seq() + " (" + m.move() + ") from " + sender + " refused: no remote game is agreed"
                    + " on this board");
        } else if (!sender.equals(opponent)) {
            peer.refused("move " + m.seq() + " (" + m.move() + ") from " + sender + " refused: this game's opponent is "
                    + opponent);
        } else if (!m.match().equals(match)) {
            peer.refused("move " + m.seq() + " (" + m.move() + ") from " + sender + " refused: it is for game "
                    + m.match() + ", not for this game " + match);
        } else if (m.line() == line) {
            waiting.put(m.seq(), m);
            notifyAll();
        }
    }

    /**
     * The far side's next move in {@code game} (a copy, the far side to move), checked, or null when it has not
     * come; refuses what does not follow and asks for the missing moves.
     */
    synchronized RemoteMove next(OthelloGame game) {
        if (match == null) {
            return null;
        }
        int expected = game.ply() + 1;
        while (!waiting.isEmpty() && waiting.firstKey() < expected) {
            RemoteMove old = waiting.pollFirstEntry().getValue();
            OthelloMove played = game.moves().get(old.seq() - 1);
            if (!played.toString().equals(old.move())) {
                peer.refused("move " + old.seq() + " (" + old.move() + ") from " + opponent + " refused: move " + old.seq()
                        + " of this game is " + played + "; the two records differ");
            }
        }
        RemoteMove m = waiting.remove(expected);
        if (m == null) {
            if (!waiting.isEmpty()) {
                RemoteMove later = waiting.firstEntry().getValue();
                peer.refused("move " + later.seq() + " (" + later.move() + ") from " + opponent + " refused: it does not"
                        + " follow move " + game.ply() + "; asking for the moves after " + game.ply());
                waiting.clear();
                peer.askAfter(match, game.ply());
            }
            return null;
        }
        String why = whyNot(game.position(), m);
        if (why != null) {
            peer.refused("move " + m.seq() + " (" + m.move() + ") from " + opponent + " refused: " + why);
            waiting.clear(); // what came after it stands on it
            peer.askAfter(match, game.ply());
            return null;
        }
        return m;
    }

    /** Why {@code m} cannot be played in {@code p}, or null. */
    private static String whyNot(OthelloPosition p, RemoteMove m) {
        String here = PositionHash.of(p);
        if (!here.equals(m.hash())) {
            return "it was made in another position (hash " + m.hash() + ", here " + here + ")";
        }
        OthelloMove move;
        try {
            move = OthelloMove.parse(m.move());
        } catch (IllegalArgumentException e) {
            return "'" + m.move() + "' is not a move: " + e.getMessage();
        }
        if (move.isPass() || !p.isLegal(move)) {
            return m.move() + " is not a legal move here (O-5)";
        }
        return null;
    }

    /** Asks the far board again for its moves after the last one in {@code game}. */
    synchronized void askAgain(OthelloGame game) {
        if (match != null) {
            peer.askAfter(match, game.ply());
        }
    }

    /** Waits at most {@code millis} for a move or a change of game. */
    synchronized void await(long millis) throws InterruptedException {
        wait(millis);
    }
}
