package org.othellier.hw.serial;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/** What happened on the link: frames taken, frames dropped by why, retries and reconnects. Thread-safe. */
public final class LinkCounters {

    public final LongAdder bytesReceived = new LongAdder();
    public final LongAdder framesReceived = new LongAdder();
    public final LongAdder framesSent = new LongAdder();
    public final LongAdder badCobs = new LongAdder();
    public final LongAdder tooShort = new LongAdder();
    public final LongAdder badCrc = new LongAdder();
    public final LongAdder oversized = new LongAdder();
    public final LongAdder badVersion = new LongAdder();
    public final LongAdder unknownType = new LongAdder();
    public final LongAdder badMessage = new LongAdder();
    /** Frames from the controller that never arrived, from gaps in its sequence numbers. */
    public final LongAdder missedFrames = new LongAdder();
    /** Button presses the controller counted that never arrived. */
    public final LongAdder missedPresses = new LongAdder();
    public final LongAdder naksReceived = new LongAdder();
    public final LongAdder retries = new LongAdder();
    public final LongAdder connects = new LongAdder();
    public final LongAdder linkLosses = new LongAdder();
    public final LongAdder controllerResets = new LongAdder();

    /** Frames dropped as damaged or not understood. */
    public long corruptFrames() {
        return badCobs.sum() + tooShort.sum() + badCrc.sum() + oversized.sum() + badVersion.sum() + unknownType.sum()
                + badMessage.sum();
    }

    public Map<String, Long> snapshot() {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("bytes received", bytesReceived.sum());
        m.put("frames received", framesReceived.sum());
        m.put("frames sent", framesSent.sum());
        m.put("bad COBS", badCobs.sum());
        m.put("too short", tooShort.sum());
        m.put("bad CRC", badCrc.sum());
        m.put("oversized", oversized.sum());
        m.put("wrong version", badVersion.sum());
        m.put("unknown type", unknownType.sum());
        m.put("bad message", badMessage.sum());
        m.put("missed frames", missedFrames.sum());
        m.put("missed presses", missedPresses.sum());
        m.put("NAKs received", naksReceived.sum());
        m.put("retries", retries.sum());
        m.put("connects", connects.sum());
        m.put("link losses", linkLosses.sum());
        m.put("controller resets", controllerResets.sum());
        return m;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        snapshot().forEach((k, v) -> sb.append(sb.isEmpty() ? "" : ", ").append(k).append(' ').append(v));
        return sb.toString();
    }
}
