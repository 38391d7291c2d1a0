package org.othellier.game.octi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.othellier.game.Side;

/**
 * An Octi position of any variant: the pods on the board with their prongs, each player's reserve,
 * captured pods and prong supply, the player to move and the plies since the last capture, entry or
 * insertion. Immutable; {@link #play} returns the next position.
 *
 * <p>Internally the pods are one sorted {@code int} per pod (square, owner, prongs, super-prongs), so
 * identical pods are interchangeable and equal positions are equal arrays. The questions the physical
 * board asks are {@link #view(int)} (what a sensor can see of a square) and {@link #legalMoves()}
 * with {@link #play}: a reconciler compares the views after each legal move with a sensor frame.
 */
public final class OctiPosition {

    private final OctiVariant variant;
    /** Pod words (see {@link Pod}), sorted: by square, then owner, super-prongs, prongs. */
    final int[] pods;
    final int[] reserve;
    final int[] captured;
    final int[] prongSupply;
    final int[] superSupply;
    final int toMove;
    final int quiet;

    private int[] squareStart;
    private int[] teams;
    private OctiResult outcome;
    private LegalMoves moves;

    /** Trusted constructor: {@code pods} sorted, arrays of length 4, owned by the new position. */
    OctiPosition(OctiVariant variant, int[] pods, int[] reserve, int[] captured, int[] prongSupply,
                 int[] superSupply, int toMove, int quiet) {
        this.variant = variant;
        this.pods = pods;
        this.reserve = reserve;
        this.captured = captured;
        this.prongSupply = prongSupply;
        this.superSupply = superSupply;
        this.toMove = toMove;
        this.quiet = quiet;
    }

    /** three pods on the home squares, no prongs, four in reserve; one pod a player in the four-player game. */
    public static OctiPosition start(OctiVariant variant) {
        int n = variant.players();
        int[] reserve = new int[4];
        int[] prongs = new int[4];
        int[] supers = new int[4];
        List<Integer> words = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            int[] homes = variant.homesOf(p);
            for (int sq : homes) {
                words.add(Pod.word(sq, Pod.kind(p, 0, 0)));
            }
            reserve[p] = variant.podsPerPlayer() - homes.length;
            prongs[p] = variant.prongsPerPlayer();
            supers[p] = variant.supersPerPlayer();
        }
        int[] pods = words.stream().mapToInt(Integer::intValue).sorted().toArray();
        return new OctiPosition(variant, pods, reserve, new int[4], prongs, supers, 0, 0);
    }

    /**
     * A position from its parts, checked against the invariants ({@link #checkInvariants}); used by
     * pictures and tests. {@code pods} holds one entry per pod with its square.
     */
    public static OctiPosition of(OctiVariant variant, List<PodAt> pods, int[] reserve, int[] captured,
                                  int[] prongSupply, int[] superSupply, OctiPlayer toMove, int quietPlies) {
        int[] words = new int[pods.size()];
        for (int i = 0; i < words.length; i++) {
            PodAt p = pods.get(i);
            if (p.square() < 0 || p.square() >= Squares.COUNT) {
                throw new IllegalArgumentException("pod on square " + p.square() + ", off the board");
            }
            words[i] = Pod.word(p.square(), p.pod().kind());
        }
        Arrays.sort(words);
        OctiPosition position = new OctiPosition(variant, words, Arrays.copyOf(reserve, 4), Arrays.copyOf(captured, 4),
                Arrays.copyOf(prongSupply, 4), Arrays.copyOf(superSupply, 4), toMove.ordinal(), quietPlies);
        position.checkInvariants();
        return position;
    }

    /** A pod and its square. */
    public record PodAt(int square, Pod pod) {
    }

    public OctiVariant variant() {
        return variant;
    }

    public OctiPlayer toMove() {
        return OctiPlayer.of(toMove);
    }

    /** Plies since the last capture, entry or insertion. */
    public int quietPlies() {
        return quiet;
    }

    public int reserve(OctiPlayer p) {
        return reserve[p.ordinal()];
    }

    /** Pods of {@code p} captured so far (X-10; in the four-player game also those removed by X-13). */
    public int captured(OctiPlayer p) {
        return captured[p.ordinal()];
    }

    /** Prongs {@code p} may still insert: their own plus those taken with captured pods. */
    public int prongSupply(OctiPlayer p) {
        return prongSupply[p.ordinal()];
    }

    public int superSupply(OctiPlayer p) {
        return superSupply[p.ordinal()];
    }

    public int podsOnBoard(OctiPlayer p) {
        int n = 0;
        for (int w : pods) {
            n += Pod.ownerOf(w) == p.ordinal() ? 1 : 0;
        }
        return n;
    }

    /** Every pod on the board with its square, in board order. */
    public List<PodAt> pods() {
        List<PodAt> list = new ArrayList<>(pods.length);
        for (int w : pods) {
            list.add(new PodAt(Pod.squareOf(w), Pod.of(w)));
        }
        return list;
    }

    /** Receives the pods of a position one by one, without building objects: for evaluations. */
    @FunctionalInterface
    public interface PodVisitor {
        void visit(int square, OctiPlayer owner, int prongs, int supers);
    }

    /** Visits every pod on the board in board order. */
    public void forEachPod(PodVisitor visitor) {
        for (int w : pods) {
            visitor.visit(Pod.squareOf(w), OctiPlayer.of(Pod.ownerOf(w)), Pod.prongsOf(w), Pod.supersOf(w));
        }
    }

    /** The pods on a square (a stack may hold several, X-8), sorted. */
    public List<Pod> podsAt(int square) {
        List<Pod> list = new ArrayList<>();
        for (int i = from(square); i < to(square); i++) {
            list.add(Pod.of(pods[i]));
        }
        return list;
    }

    /** How many pods stand on a square. */
    public int count(int square) {
        return to(square) - from(square);
    }

    /** What a sensor can see of a square: nothing, or the colour of the pods there (never their number or prongs). */
    public SquareView view(int square) {
        return SquareView.ofTeams(teams()[square]);
    }

    /** {@link #view(int)} for every square, in square order. */
    public SquareView[] views() {
        SquareView[] v = new SquareView[Squares.COUNT];
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            v[sq] = view(sq);
        }
        return v;
    }

    // Square index: pods[from(sq) .. to(sq)) stand on sq.

    int from(int square) {
        return starts()[square];
    }

    int to(int square) {
        return starts()[square + 1];
    }

    private int[] starts() {
        int[] s = squareStart;
        if (s == null) {
            s = new int[Squares.COUNT + 1];
            int i = 0;
            for (int sq = 0; sq <= Squares.COUNT; sq++) {
                while (i < pods.length && Pod.squareOf(pods[i]) < sq) {
                    i++;
                }
                s[sq] = i;
            }
            squareStart = s;
        }
        return s;
    }

    /** Per square: bit 0 when a Black-team pod stands there, bit 1 for White. */
    int[] teams() {
        int[] t = teams;
        if (t == null) {
            t = new int[Squares.COUNT];
            for (int w : pods) {
                t[Pod.squareOf(w)] |= 1 << (Pod.ownerOf(w) & 1);
            }
            teams = t;
        }
        return t;
    }

    /** True when a pod of {@code player}'s enemies stands on the square. */
    boolean enemyAt(int square, int player) {
        return (teams()[square] & (1 << (1 - (player & 1)))) != 0;
    }

    boolean playerAt(int square, int player) {
        for (int i = from(square); i < to(square); i++) {
            if (Pod.ownerOf(pods[i]) == player) {
                return true;
            }
        }
        return false;
    }

    /** Where the game stands: a win, a draw, a loss for lack of moves, or still going. */
    public OctiResult result() {
        if (outcome == null) {
            settle();
        }
        return outcome;
    }

    public boolean isOver() {
        return result().isOver();
    }

    /**
     * Every legal move of the player to move, in a compact form that counts and indexes the moves
     * without listing them (capture choices and group moves multiply). Empty when the game is over.
     */
    public LegalMoves legalMoves() {
        if (moves == null) {
            settle();
        }
        return moves;
    }

    private void settle() {
        OctiResult won = winner();
        if (won != null) {
            outcome = won;
            moves = LegalMoves.EMPTY;
            return;
        }
        if (quiet >= OctiVariant.QUIET_PLY_LIMIT) {
            outcome = OctiResult.draw(OctiVariant.QUIET_PLY_LIMIT + " plies without a capture, an entry or an insertion (X-5)");
            moves = LegalMoves.EMPTY;
            return;
        }
        LegalMoves generated = MoveGenerator.generate(this);
        if (!generated.isEmpty()) {
            outcome = OctiResult.ONGOING;
            moves = generated;
            return;
        }
        OctiPlayer mover = toMove();
        if (variant.fourPlayer()) {
            OctiPosition partnerTurn = withToMove(mover.partner());
            if (!MoveGenerator.generate(partnerTurn).isEmpty()) {
                outcome = OctiResult.ONGOING;
                moves = LegalMoves.of(List.of(new OctiMove.Pass()));
                return;
            }
            outcome = OctiResult.win(mover.team() == Side.BLACK ? Side.WHITE : Side.BLACK,
                    mover.displayName() + " and " + mover.partner().displayName() + " have no legal move (docs/OCTI.md D-8)");
        } else {
            outcome = OctiResult.win(mover.team().opponent(), mover.displayName() + " has no legal move (X-5)");
        }
        moves = LegalMoves.EMPTY;
    }

    /** X-4 (two players): own pods on all the opponent's home squares; X-13: a team on both enemy homes. */
    private OctiResult winner() {
        for (int team = 0; team < 2; team++) {
            boolean all = true;
            for (int p = 0; p < variant.players() && all; p++) {
                if ((p & 1) == team) {
                    continue;
                }
                for (int sq : variant.homesOf(p)) {
                    if ((teams()[sq] & (1 << team)) == 0) {
                        all = false;
                        break;
                    }
                }
            }
            if (all) {
                Side side = team == 0 ? Side.BLACK : Side.WHITE;
                String who = side == Side.BLACK ? "Black" : "White";
                return OctiResult.win(side, variant.fourPlayer()
                        ? who + " team occupies both enemy home squares (X-13)"
                        : who + " occupies all the opponent's home squares (X-4)");
            }
        }
        return null;
    }

    /** The same position with another player to move (for the four-player pass rule). */
    OctiPosition withToMove(OctiPlayer p) {
        return new OctiPosition(variant, pods, reserve, captured, prongSupply, superSupply, p.ordinal(), quiet);
    }

    /** The position after a legal move; an illegal one throws {@link IllegalOctiMoveException} with the reason. */
    public OctiPosition play(OctiMove move) {
        return OctiRules.play(this, move);
    }

    /** Null when {@code move} is legal here, else why not (citing the rule). */
    public String whyIllegal(OctiMove move) {
        return OctiRules.whyIllegal(this, move);
    }

    public boolean isLegal(OctiMove move) {
        return whyIllegal(move) == null;
    }

    /**
     * Checks what always holds: per player, pods on the board, in reserve and captured make the
     * variant's number; prongs and super-prongs on pods and in supplies make the game's total (those
     * taken with captured pods sit in the captor's supply); no socket holds two prongs; no square
     * holds pods of two teams. Throws {@link IllegalStateException} naming the broken invariant.
     */
    public void checkInvariants() {
        int n = variant.players();
        int[] onBoard = new int[4];
        int prongsOnBoard = 0;
        int supersOnBoard = 0;
        for (int w : pods) {
            int owner = Pod.ownerOf(w);
            if (owner >= n) {
                throw new IllegalStateException("a pod of " + OctiPlayer.of(owner).displayName() + " in a " + variant + " game");
            }
            if (Pod.squareOf(w) >= Squares.COUNT) {
                throw new IllegalStateException("a pod off the board");
            }
            if ((Pod.prongsOf(w) & Pod.supersOf(w)) != 0) {
                throw new IllegalStateException("a socket of the pod on " + Squares.name(Pod.squareOf(w)) + " holds two prongs (X-1)");
            }
            onBoard[owner]++;
            prongsOnBoard += Integer.bitCount(Pod.prongsOf(w));
            supersOnBoard += Integer.bitCount(Pod.supersOf(w));
        }
        int prongTotal = prongsOnBoard;
        int superTotal = supersOnBoard;
        for (int p = 0; p < 4; p++) {
            if (p >= n) {
                if (reserve[p] != 0 || captured[p] != 0 || prongSupply[p] != 0 || superSupply[p] != 0) {
                    throw new IllegalStateException(OctiPlayer.of(p).displayName() + " has pods or prongs in a " + variant + " game");
                }
                continue;
            }
            String who = OctiPlayer.of(p).displayName();
            if (reserve[p] < 0 || captured[p] < 0 || prongSupply[p] < 0 || superSupply[p] < 0) {
                throw new IllegalStateException(who + " has a negative count");
            }
            int total = onBoard[p] + reserve[p] + captured[p];
            if (total != variant.podsPerPlayer()) {
                throw new IllegalStateException(who + " has " + onBoard[p] + " pods on the board, " + reserve[p] + " in reserve and "
                        + captured[p] + " captured: " + total + ", not " + variant.podsPerPlayer());
            }
            prongTotal += prongSupply[p];
            superTotal += superSupply[p];
        }
        if (prongTotal != n * variant.prongsPerPlayer()) {
            throw new IllegalStateException(prongsOnBoard + " prongs on pods and " + (prongTotal - prongsOnBoard)
                    + " in supplies make " + prongTotal + ", not " + n * variant.prongsPerPlayer());
        }
        if (superTotal != n * variant.supersPerPlayer()) {
            throw new IllegalStateException(superTotal + " super-prongs, not " + n * variant.supersPerPlayer());
        }
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            if (teams()[sq] == 3) {
                throw new IllegalStateException(Squares.name(sq) + " holds pods of both colours");
            }
        }
        if (toMove < 0 || toMove >= n || quiet < 0) {
            throw new IllegalStateException("player to move or quiet plies out of range");
        }
    }

    /** A 64-bit hash of the whole position (pods as a multiset, counts, player to move), for transposition tables. */
    public long hash64() {
        long h = 0;
        for (int w : pods) {
            h += mix(w);
        }
        for (int p = 0; p < 4; p++) {
            h += mix(0x1000_0000L | p << 24 | reserve[p] << 16 | captured[p] << 8) * 3;
            h += mix(0x2000_0000L | p << 24 | prongSupply[p] << 8 | superSupply[p]) * 5;
        }
        return mix(h ^ toMove) ^ (long) variant.ordinal() << 60;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L + 0x9e3779b97f4a7c15L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OctiPosition p && p.variant == variant && p.toMove == toMove && p.quiet == quiet
                && Arrays.equals(p.pods, pods) && Arrays.equals(p.reserve, reserve) && Arrays.equals(p.captured, captured)
                && Arrays.equals(p.prongSupply, prongSupply) && Arrays.equals(p.superSupply, superSupply);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash64()) ^ quiet;
    }

    /** The position as a text picture ({@link OctiPicture}). */
    public String toPicture() {
        return OctiPicture.print(this);
    }

    @Override
    public String toString() {
        return toPicture();
    }
}
