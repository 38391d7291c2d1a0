package org.othellier.cli;

import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.othellier.engine.nboard.NboardServer;
import org.othellier.engine.othello.EngineDefaults;
import org.othellier.engine.othello.EngineTime;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.OthelloEngine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Speaks the NBoard engine protocol on standard input and output. */
@Command(name = "nboard", mixinStandardHelpOptions = true,
        description = {"Speaks the NBoard engine protocol (version 2) on standard input and output, so that the",
            "NBoard GUI and other tools can use this engine. Problems are reported on standard error."})
public final class NboardCommand implements Callable<Integer> {

    @Option(names = "--table-mb", defaultValue = "" + EngineDefaults.DEFAULT_TABLE_MB,
            description = "Transposition table size in MB (default ${DEFAULT-VALUE}).")
    int tableMb;

    @Option(names = "--threads", defaultValue = "1",
            description = "Search threads, shared by the middle-game search and the exact solves (default ${DEFAULT-VALUE}).")
    int threads;

    @Override
    public Integer call() throws Exception {
        if (tableMb < 1 || tableMb > 8192) {
            throw new BadInputException("--table-mb " + tableMb + " is outside 1 to 8192");
        }
        if (threads < 1 || threads > 64) {
            throw new BadInputException("--threads " + threads + " is outside 1 to 64");
        }
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        OthelloEngine engine = new OthelloEngine((long) tableMb << 20, Evaluator.shipped(), EngineTime.SYSTEM, System.nanoTime(), threads);
        new NboardServer(engine, out, System.err).serve(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        return 0;
    }
}
