package org.othellier.game.octi;

/**
 * A pod as the rules see it: its owner and the sockets holding prongs and super-prongs.
 * Pods with the same owner and prongs are interchangeable: nothing tells two of them apart, on the
 * board or in the rules (docs/OCTI.md D-2).
 *
 * @param prongs socket mask of normal prongs ({@link Dir#bit()})
 * @param supers socket mask of super-prongs; never overlaps {@code prongs} (one prong per socket)
 */
public record Pod(OctiPlayer owner, int prongs, int supers) {

    public Pod {
        if ((prongs & supers) != 0 || (prongs & ~0xFF) != 0 || (supers & ~0xFF) != 0) {
            throw new IllegalArgumentException("a socket holds at most one prong (X-1)");
        }
    }

    /** Directions the pod may move in: its prongs and super-prongs (docs/OCTI.md D-9). */
    public int directions() {
        return prongs | supers;
    }

    public int prongCount() {
        return Integer.bitCount(prongs);
    }

    public int superCount() {
        return Integer.bitCount(supers);
    }

    /** {@code W[N,E!]}: owner letter and prongs, a super-prong marked with {@code !}. */
    @Override
    public String toString() {
        return owner.letter() + "[" + Dir.names(prongs, supers) + "]";
    }

    // Internal form: an int "pod word". Bits 0-7 prongs, 8-15 super-prongs, 16-17 owner, 20-26 square.
    // The bits below 20 are the pod's "kind"; words sort by square first.

    static int word(int square, int kind) {
        return square << 20 | kind;
    }

    static int kind(int owner, int prongs, int supers) {
        return owner << 16 | supers << 8 | prongs;
    }

    static int kindOf(int word) {
        return word & 0xFFFFF;
    }

    static int squareOf(int word) {
        return word >>> 20;
    }

    static int ownerOf(int word) {
        return (word >>> 16) & 3;
    }

    static int prongsOf(int word) {
        return word & 0xFF;
    }

    static int supersOf(int word) {
        return (word >>> 8) & 0xFF;
    }

    static int dirsOf(int word) {
        return (word | word >>> 8) & 0xFF;
    }

    static Pod of(int word) {
        return new Pod(OctiPlayer.of(ownerOf(word)), prongsOf(word), supersOf(word));
    }

    int kind() {
        return kind(owner.ordinal(), prongs, supers);
    }
}
