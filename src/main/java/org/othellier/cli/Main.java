package org.othellier.cli;

import java.io.PrintWriter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code othellier} command line: every command of the product, and in a source checkout the developers' tools
 * (src/tools: the soak campaign, the benchmarks, the training), which the product's jar does not hold.
 */
@Command(name = "othellier",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "Companion service and tools for Othello and Octi on a real board.",
        subcommands = {
            ServeCommand.class,
            ClubCommand.class,
            GamesCommand.class,
            PinCommand.class,
            ShowCommand.class,
            PerftCommand.class,
            ProbeCommand.class,
            CalibrateCommand.class,
            FlashCommand.class,
            SerialBenchCommand.class,
            ReplayCommand.class,
            HwtestCommand.class,
            HwbenchCommand.class,
            OctiCommand.class,
            SolveCommand.class,
            BenchCommand.class,
            AnalyzeCommand.class,
            ReviewCommand.class,
            MatchCommand.class,
            NboardCommand.class,
            ClockCommand.class,
        })
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit code: 0 success, 1 failure, 2 bad input. */
    public static int run(String... args) {
        return commandLine().execute(args);
    }

    /** The developers' commands by name, in the tools' jar beside the product's in a checkout (pom.xml, the launcher). */
    static final Map<String, String> TOOLS = tools("club-bench", "ClubBenchCommand", "companion-bench", "CompanionBenchCommand",
            "web-bench", "WebBenchCommand", "calibrate-solver", "CalibrateSolverCommand", "train", "TrainCommand",
            "soak", "SoakCommand", "remote-bench", "RemoteBenchCommand");
    /** The same under {@code octi}. */
    static final Map<String, String> OCTI_TOOLS = tools("index-bench", "OctiIndexBench");

    private static Map<String, String> tools(String... namesAndClasses) {
        Map<String, String> tools = new LinkedHashMap<>();
        for (int i = 0; i < namesAndClasses.length; i += 2) {
            tools.put(namesAndClasses[i], Main.class.getPackageName() + "." + namesAndClasses[i + 1]);
        }
        return Collections.unmodifiableMap(tools);
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        addTools(cl, TOOLS);
        addTools(cl.getSubcommands().get("octi"), OCTI_TOOLS);
        cl.addSubcommand("help", new CommandLine.HelpCommand());
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.setExecutionExceptionHandler(Main::handleFailure);
        cl.setParameterExceptionHandler(new ArgumentErrors());
        listCommandsWhole(cl);
        // A position string may start with '-' (an empty a1): it is the argument, not an option.
        cl.getSubcommands().get("show").setUnmatchedOptionsArePositionalParams(true);
        return cl;
    }

    /**
     * Each tool where its class is on the class path (a checkout: the launcher adds the tools' jar, the tests their
     * classes); elsewhere (the installed package) a hidden command that says where the tool is.
     */
    static void addTools(CommandLine parent, Map<String, String> tools) {
        tools.forEach((name, className) -> {
            Object command;
            try {
                command = Class.forName(className);
            } catch (ClassNotFoundException e) {
                command = new AbsentTool(parent.getParent() == null ? name : parent.getCommandName() + " " + name);
            }
            parent.addSubcommand(name, command);
        });
    }

    /** A developer's tool asked for where only the product is installed. */
    @Command(hidden = true)
    static final class AbsentTool implements Callable<Integer> {

        private final String name;
        @CommandLine.Unmatched
        List<String> arguments;

        AbsentTool(String name) {
            this.name = name;
        }

        @Override
        public Integer call() {
            throw new BadInputException("'" + name + "' is a developer's tool, not part of the installed package: run it"
                    + " from a source checkout (./othellier " + name + ", which builds the tools' jar beside the product's)");
        }
    }

    /** Every command that has commands of its own lists them with a whole sentence each. */
    private static void listCommandsWhole(CommandLine cl) {
        if (!cl.getSubcommands().isEmpty()) {
            cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST, Main::commandList);
        }
        cl.getSubcommands().values().forEach(Main::listCommandsWhole);
    }

    /** The commands with the first sentence of each one's description, whole (picocli would cut its first line). */
    private static String commandList(CommandLine.Help help) {
        var commands = help.subcommands();
        if (commands.isEmpty()) {
            return "";
        }
        int nameWidth = commands.keySet().stream().mapToInt(String::length).max().orElse(0) + 2;
        int width = help.commandSpec().usageMessage().width();
        CommandLine.Help.TextTable table = CommandLine.Help.TextTable.forColumns(help.colorScheme(),
                new CommandLine.Help.Column(nameWidth + 2, 2, CommandLine.Help.Column.Overflow.SPAN),
                new CommandLine.Help.Column(Math.max(30, width - nameWidth - 2), 2, CommandLine.Help.Column.Overflow.WRAP));
        commands.forEach((name, sub) -> table.addRowValues(name,
                firstSentence(String.join(" ", sub.commandSpec().usageMessage().description()))));
        return table.toString();
    }

    static String firstSentence(String text) {
        String t = text.replace("%n", " ").strip().replaceAll("\\s+", " ");
        int end = t.indexOf(". ");
        return end < 0 ? t : t.substring(0, end + 1);
    }

    /** Bad input gets one line and exit code 2; anything else one line and 1; a stack trace only on request. */
    private static int handleFailure(Exception e, CommandLine cl, CommandLine.ParseResult parsed) {
        PrintWriter err = cl.getErr();
        String name = cl.getCommandName();
        if (e instanceof BadInputException || e instanceof IllegalArgumentException) {
            err.println(name + ": " + e.getMessage());
            err.flush();
            return 2;
        }
        err.println(name + ": " + (e.getMessage() == null ? e.toString() : e.getMessage()));
        if (System.getenv("OTHELLIER_DEBUG") != null) {
            e.printStackTrace(err);
        }
        err.flush();
        return 1;
    }

    /** The version from the jar's manifest, or "development" when run from classes. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"othellier " + (v == null ? "development" : v)};
        }
    }
}
