package org.othellier.engine.othello;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.othellier.engine.othello.Boards;
import org.othellier.game.othello.Bitboards;

/**
 * The learned 8x8 evaluation: the expected final disc difference for the side to move, in
 * {@link #UNIT}s per disc. It sums, for the position's game stage, one weight per pattern instance
 * ({@link Patterns}); one weight per count from four tables: the mover's and the opponent's
 * mobility and potential mobility, each side's count on its own, because a side with one or two
 * moves left is worse off than a straight line through the counts says; one for the parity of the
 * empties; and three scalar terms: mobility difference, potential mobility difference and a
 * constant (the value of having the move). The scalar terms carry the trend where a count is too
 * rare in the training games for its table entry to have learned anything. Weights come from
 * {@code train} and live in the resource {@link #RESOURCE}; immutable and thread-safe once loaded.
 *
 * <p>Weights file, gzip: "OTHW", format version, stage count, instance-independent kind count with
 * each kind's name and size (so a file made for other patterns is refused), the count of table
 * weights, then per stage the three scalars (float, units per unit of feature) and every pattern
 * and table weight (int16, units).
 */
public final class Evaluator {

    /** Evaluation units per disc. */
    public static final int UNIT = 64;
    public static final int MAX = 64 * UNIT - 1;
    public static final int STAGES = 12;
    public static final int SCALARS = 3;
    public static final String RESOURCE = "/org/othellier/engine/weights.bin.gz";
    static final int FORMAT = 2;

    /** The tables after the pattern weights in a stage's vector: one entry per count (0 to 63), then parity. */
    static final int MOVER_MOBILITY = Patterns.PATTERN_WEIGHTS;
    static final int OPPONENT_MOBILITY = MOVER_MOBILITY + 64;
    static final int MOVER_POTENTIAL = OPPONENT_MOBILITY + 64;
    static final int OPPONENT_POTENTIAL = MOVER_POTENTIAL + 64;
    static final int PARITY = OPPONENT_POTENTIAL + 64;
    /** A stage's weight vector: patterns then tables. */
    static final int WEIGHTS = PARITY + 2;
    /** Weight indices of one position: one per pattern instance, then one per table. */
    static final int FEATURES = Patterns.INSTANCES + 5;

    private final short[][] weights;
    private final float[][] scalars;
    private final String version;

    private Evaluator(short[][] inMemoryOrder, float[][] scalars, String version) {
        this.weights = inMemoryOrder;
        this.scalars = scalars;
        this.version = version;
    }

    /** From weight vectors in file order (each pattern's table by configuration, {@link Patterns#configuration}). */
    static Evaluator fromFileOrder(short[][] weights, float[][] scalars, String version) {
        short[][] w = new short[weights.length][];
        int[] memory = memoryIndices();
        for (int s = 0; s < weights.length; s++) {
            w[s] = weights[s].clone();
            for (int i = 0; i < Patterns.PATTERN_WEIGHTS; i++) {
                w[s][memory[i]] = weights[s][i];
            }
        }
        return new Evaluator(w, scalars, version);
    }

    /**
     * In memory each pattern's table is indexed by {@link Patterns#balanced} value from its centre
     * instead of by configuration, so the search's incremental values index it directly. For each
     * pattern weight's index in the file (by configuration), its index in memory.
     */
    private static int[] memoryIndices() {
        int[] memory = new int[Patterns.PATTERN_WEIGHTS];
        for (int k = 0; k < Patterns.KINDS.length; k++) {
            int centre = Patterns.OFFSET[k] + Patterns.POW3[Patterns.KINDS[k].size()] / 2;
            int[] balanced = Patterns.balancedOfConfigurations(k);
            for (int c = 0; c < balanced.length; c++) {
                memory[Patterns.OFFSET[k] + c] = centre + balanced[c];
            }
        }
        return memory;
    }

    /** {@link #memoryIndices} for the trainer's samples, which hold file indices; built on first use. */
    private static final class MemoryIndex {
        static final int[] OF = memoryIndices();
    }

    /** The stage of a position with this many empty squares: 0 (opening) to {@link #STAGES}-1. */
    public static int stage(int empties) {
        return Math.min(STAGES - 1, Math.max(0, (60 - empties) / 5));
    }

    private static volatile Evaluator shipped;

    /** The weights shipped with the program. */
    public static Evaluator shipped() {
        Evaluator e = shipped;
        if (e == null) {
            synchronized (Evaluator.class) {
                e = shipped;
                if (e == null) {
                    try (InputStream in = Evaluator.class.getResourceAsStream(RESOURCE)) {
                        if (in == null) {
                            throw new IllegalStateException("the evaluation weights " + RESOURCE
                                    + " are missing from the build (make them with the train command)");
                        }
                        e = read(in);
                    } catch (IOException ex) {
                        throw new UncheckedIOException("cannot read the evaluation weights " + RESOURCE, ex);
                    }
                    shipped = e;
                }
            }
        }
        return e;
    }

    public String version() {
        return version;
    }

    /** The static value of a position for the mover, in units (positive: the mover is ahead). */
    public int evaluate(long p, long o) {
        int empties = 64 - Long.bitCount(p | o);
        int s = stage(empties);
        short[] w = weights[s];
        int sum = 0;
        for (int i = 0; i < Patterns.INSTANCES; i++) {
            sum += w[Patterns.INSTANCE_CENTRE[i] + Patterns.balanced(i, p, o)];
        }
        return withTables(sum, s, empties, p, o);
    }

    /**
     * As {@link #evaluate(long, long)}, with the patterns read from their {@link Patterns#balanced}
     * values at {@code values[at...]}, kept by the search move by move; {@code sign} +1 when they
     * count the mover's discs as +1, -1 when they count the opponent's.
     */
    public int evaluate(long p, long o, int[] values, int at, int sign) {
        assert keptRight(p, o, values, at, sign) : "pattern values kept move by move differ from the board's";
        int empties = 64 - Long.bitCount(p | o);
        int s = stage(empties);
        short[] w = weights[s];
        int sum = 0;
        for (int i = 0; i < Patterns.INSTANCES; i++) {
            sum += w[Patterns.INSTANCE_CENTRE[i] + sign * values[at + i]];
        }
        return withTables(sum, s, empties, p, o);
    }

    /** Whether values kept move by move are the board's (checked with assertions on, as in the tests). */
    private static boolean keptRight(long p, long o, int[] values, int at, int sign) {
        for (int i = 0; i < Patterns.INSTANCES; i++) {
            if (values[at + i] != (sign > 0 ? Patterns.balanced(i, p, o) : Patterns.balanced(i, o, p))) {
                return false;
            }
        }
        return true;
    }

    /** The pattern sum plus the mobility tables, parity and scalar terms, clamped. */
    private int withTables(int sum, int s, int empties, long p, long o) {
        short[] w = weights[s];
        int moverMoves = Long.bitCount(Bitboards.moves(p, o));
        int opponentMoves = Long.bitCount(Bitboards.moves(o, p));
        int moverPotential = Boards.potentialMobility(p, o);
        int opponentPotential = Boards.potentialMobility(o, p);
        sum += w[MOVER_MOBILITY + moverMoves] + w[OPPONENT_MOBILITY + opponentMoves] + w[MOVER_POTENTIAL + moverPotential]
                + w[OPPONENT_POTENTIAL + opponentPotential] + w[PARITY + (empties & 1)];
        float[] sc = scalars[s];
        sum += (int) (sc[0] * (moverMoves - opponentMoves) + sc[1] * (moverPotential - opponentPotential) + sc[2]);
        return Math.max(-MAX, Math.min(MAX, sum));
    }

    /** The table entries of a position, the last {@link #FEATURES} - {@link Patterns#INSTANCES} of its weight indices. */
    static void tableIndices(long p, long o, int[] out, int at) {
        out[at] = MOVER_MOBILITY + Long.bitCount(Bitboards.moves(p, o));
        out[at + 1] = OPPONENT_MOBILITY + Long.bitCount(Bitboards.moves(o, p));
        out[at + 2] = MOVER_POTENTIAL + Boards.potentialMobility(p, o);
        out[at + 3] = OPPONENT_POTENTIAL + Boards.potentialMobility(o, p);
        out[at + 4] = PARITY + (Long.bitCount(~(p | o)) & 1);
    }

    /** The value from precomputed weight indices ({@link #FEATURES} of them) and scalar features (the trainer's samples), in units. */
    int evaluateFeatures(int[] idx, int at, float[] features, int featuresAt, int empties) {
        int s = stage(empties);
        short[] w = weights[s];
        int sum = 0;
        for (int i = 0; i < Patterns.INSTANCES; i++) {
            sum += w[MemoryIndex.OF[idx[at + i]]];
        }
        for (int i = Patterns.INSTANCES; i < FEATURES; i++) {
            sum += w[idx[at + i]];
        }
        float[] sc = scalars[s];
        sum += (int) (sc[0] * features[featuresAt] + sc[1] * features[featuresAt + 1] + sc[2] * features[featuresAt + 2]);
        return Math.max(-MAX, Math.min(MAX, sum));
    }

    /** The scalar features of a position, as the weights multiply them. */
    static void scalarFeatures(long p, long o, float[] out, int at) {
        out[at] = Long.bitCount(Bitboards.moves(p, o)) - Long.bitCount(Bitboards.moves(o, p));
        out[at + 1] = Boards.potentialMobility(p, o) - Boards.potentialMobility(o, p);
        out[at + 2] = 1;
    }

    /** Weights as {@code train} writes them (gzip); an IOException naming what is wrong otherwise. */
    public static Evaluator read(InputStream raw) throws IOException {
        DataInputStream in = new DataInputStream(new GZIPInputStream(raw, 1 << 16));
        byte[] magic = new byte[4];
        in.readFully(magic);
        if (!new String(magic, java.nio.charset.StandardCharsets.US_ASCII).equals("OTHW")) {
            throw new IOException("not an othellier weights file");
        }
        int format = in.readInt();
        if (format != FORMAT) {
            throw new IOException("weights format " + format + ", expected " + FORMAT);
        }
        String version = in.readUTF();
        int stages = in.readInt();
        int kinds = in.readInt();
        if (stages != STAGES || kinds != Patterns.KINDS.length) {
            throw new IOException("weights for " + stages + " stages and " + kinds + " patterns, expected "
                    + STAGES + " and " + Patterns.KINDS.length);
        }
        for (Patterns.Kind k : Patterns.KINDS) {
            String name = in.readUTF();
            int size = in.readInt();
            if (!name.equals(k.name()) || size != k.size()) {
                throw new IOException("weights pattern " + name + "/" + size + ", expected " + k.name() + "/" + k.size());
            }
        }
        int tables = in.readInt();
        if (tables != WEIGHTS - Patterns.PATTERN_WEIGHTS) {
            throw new IOException("weights with " + tables + " table entries, expected " + (WEIGHTS - Patterns.PATTERN_WEIGHTS));
        }
        short[][] w = new short[STAGES][WEIGHTS];
        float[][] sc = new float[STAGES][SCALARS];
        int[] memory = memoryIndices();
        for (int s = 0; s < STAGES; s++) {
            for (int i = 0; i < SCALARS; i++) {
                sc[s][i] = in.readFloat();
            }
            byte[] buf = new byte[WEIGHTS * 2];
            in.readFully(buf);
            for (int i = 0; i < WEIGHTS; i++) {
                w[s][i < Patterns.PATTERN_WEIGHTS ? memory[i] : i] = (short) ((buf[2 * i] << 8) | (buf[2 * i + 1] & 0xFF));
            }
        }
        return new Evaluator(w, sc, version);
    }

    void write(OutputStream raw) throws IOException {
        GZIPOutputStream gz = new GZIPOutputStream(raw, 1 << 16);
        DataOutputStream out = new DataOutputStream(gz);
        out.writeBytes("OTHW");
        out.writeInt(FORMAT);
        out.writeUTF(version);
        out.writeInt(STAGES);
        out.writeInt(Patterns.KINDS.length);
        for (Patterns.Kind k : Patterns.KINDS) {
            out.writeUTF(k.name());
            out.writeInt(k.size());
        }
        out.writeInt(WEIGHTS - Patterns.PATTERN_WEIGHTS);
        int[] memory = memoryIndices();
        for (int s = 0; s < STAGES; s++) {
            for (int i = 0; i < SCALARS; i++) {
                out.writeFloat(scalars[s][i]);
            }
            for (int i = 0; i < WEIGHTS; i++) {
                out.writeShort(weights[s][i < Patterns.PATTERN_WEIGHTS ? memory[i] : i]);
            }
        }
        out.flush();
        gz.finish();
    }
}
