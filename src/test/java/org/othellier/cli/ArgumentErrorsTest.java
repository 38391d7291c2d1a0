package org.othellier.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

/**
 * Every command's argument errors in the product's words: an unknown option, a bad number, an option without its
 * value, a missing argument, an option given twice, a flag given a value, an unknown command, arguments left over. Each
 * is one line naming the command and what was wrong, exit code 2, and none of picocli's own sentences.
 */
class ArgumentErrorsTest {

    /** picocli's words for its parse errors: none may reach the user. */
    static final List<String> PICOCLI_PHRASES = List.of("Unmatched argument", "Unknown option", "Unknown subcommand",
            "Missing required", "Invalid value for", "is not an int", "is not a long", "is not a float", "is not a double",
            "is not a boolean", "should be specified only once", "should be specified without", "max number of values",
            "mutually exclusive", "specify only one", "Expected parameter", "positional parameter", "expected one of",
            "case-insensitive", "cannot convert", "No TypeConverter", "Error:", "Did you mean", "Possible solutions",
            "Usage:", "Exception");

    /** What the command line would have run had the arguments parsed: no argument error was found. */
    private static final int PARSED = 99;

    record Run(int code, String err) {
    }

    private static final StringWriter ERR = new StringWriter();

    /** The product's command line, built once (picocli resets every option before a parse), running nothing. */
    private static final CommandLine PARSER = Main.commandLine()
            .setErr(new PrintWriter(ERR))
            .setOut(new PrintWriter(new StringWriter()))
            .setExecutionStrategy(parsed -> PARSED);

    /** Parses {@code args} as the product's command line does. */
    static Run parse(List<String> args) {
        ERR.getBuffer().setLength(0);
        return new Run(PARSER.execute(args.toArray(String[]::new)), ERR.toString());
    }

    private static void assertProductWords(List<String> args, Run r, String... mustContain) {
        String what = String.join(" ", args) + " -> " + r.err();
        assertEquals(ArgumentErrors.EXIT_CODE, r.code(), what);
        assertEquals(1, r.err().lines().count(), what);
        for (String phrase : PICOCLI_PHRASES) {
            assertFalse(r.err().contains(phrase), "picocli's '" + phrase + "' in: " + what);
        }
        for (String words : mustContain) {
            assertTrue(r.err().contains(words), "'" + words + "' in: " + what);
        }
    }

    /** Every command of the product, as the words typed after {@code othellier}, the command line itself first. */
    static List<List<String>> commands() {
        List<List<String>> all = new ArrayList<>();
        walk(PARSER, new ArrayList<>(), all);
        return all;
    }

    private static void walk(CommandLine cl, List<String> path, List<List<String>> all) {
        all.add(List.copyOf(path));
        cl.getSubcommands().forEach((name, sub) -> {
            if (!name.equals("help") && sub.getCommandName().equals(name)) { // help takes anything: a command's name
                List<String> next = new ArrayList<>(path);
                next.add(name);
                walk(sub, next, all);
            }
        });
    }

    private static CommandLine command(List<String> path) {
        CommandLine cl = PARSER;
        for (String name : path) {
            cl = cl.getSubcommands().get(name);
        }
        return cl;
    }

    private static List<String> with(List<String> path, String... more) {
        return Stream.concat(path.stream(), Stream.of(more)).toList();
    }

    private static String named(List<String> path) {
        return path.isEmpty() ? "othellier" : String.join(" ", path);
    }

    private static final Set<Class<?>> NUMBERS = Set.of(int.class, Integer.class, long.class, Long.class, float.class,
            Float.class, double.class, Double.class, int[].class);

    @Test
    void anUnknownOptionIsNamed() {
        for (List<String> path : commands()) {
            if (command(path).isUnmatchedOptionsArePositionalParams()) {
                continue; // show: a position may start with '-'; its input errors name the text instead
            }
            List<String> args = with(path, "--no-such-option");
            assertProductWords(args, parse(args), named(path) + ": ", "there is no option --no-such-option",
                    "lists the options)");
        }
    }

    @Test
    void aBadNumberNamesTheOptionAndTheValue() {
        int numbers = 0;
        for (List<String> path : commands()) {
            for (ArgSpec spec : command(path).getCommandSpec().args()) {
                if (!NUMBERS.contains(spec.type()) || spec.arity().min() < 1) {
                    continue;
                }
                List<String> args = spec instanceof OptionSpec o ? with(path, o.longestName(), "abc")
                        : with(path, "abc");
                assertProductWords(args, parse(args), named(path) + ": ", ArgumentErrors.name(spec) + " must be",
                        "not 'abc'");
                numbers++;
            }
        }
        assertTrue(numbers > 40, numbers + " numbers tried");
    }

    @Test
    void anOptionWithoutItsValueSaysItNeedsOne() {
        for (List<String> path : commands()) {
            for (OptionSpec o : command(path).getCommandSpec().options()) {
                if (o.arity().min() < 1) {
                    continue;
                }
                List<String> args = with(path, o.longestName());
                assertProductWords(args, parse(args), named(path) + ": ", o.longestName() + " needs a value");
            }
        }
    }

    @Test
    void anOptionGivenTwiceOrAFlagGivenAValueIsNamed() {
        for (List<String> path : commands()) {
            for (OptionSpec o : command(path).getCommandSpec().options()) {
                if (o.arity().max() == 0 && !o.usageHelp() && !o.versionHelp()) {
                    List<String> args = with(path, o.longestName() + "=x");
                    assertProductWords(args, parse(args), o.longestName() + " takes no value, not 'x'");
                } else if (o.arity().max() == 1 && !o.isMultiValue() && NUMBERS.contains(o.type())) {
                    List<String> args = with(path, o.longestName(), "1", o.longestName(), "2");
                    assertProductWords(args, parse(args), o.longestName() + " is given twice");
                }
            }
        }
    }

    @Test
    void whatACommandCannotDoWithoutIsNamed() {
        int required = 0;
        for (List<String> path : commands()) {
            List<ArgSpec> needed = command(path).getCommandSpec().args().stream().filter(ArgSpec::required).toList();
            if (needed.isEmpty()) {
                continue;
            }
            Run r = parse(path);
            assertProductWords(path, r, named(path) + ": ", ArgumentErrors.name(needed.get(0)), "missing");
            required++;
        }
        assertTrue(required >= 3, required + " commands with something required");
    }

    @Test
    void anUnknownCommandOrALeftOverArgumentIsNamed() {
        for (List<String> path : commands()) {
            CommandLine cl = command(path);
            if (!cl.getSubcommands().isEmpty()) {
                List<String> args = with(path, "no-such-command");
                assertProductWords(args, parse(args), named(path) + ": ", "there is no command ", "no-such-command",
                        "lists the commands)");
            } else if (cl.getCommandSpec().positionalParameters().isEmpty()
                    && cl.getCommandSpec().args().stream().noneMatch(ArgSpec::required)) {
                List<String> args = with(path, "extra");
                assertProductWords(args, parse(args), named(path) + ": 'extra' is left over: " + named(path)
                        + " takes no arguments");
            }
        }
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine(); // help reports an unknown command when it runs, not when it parses
        cl.setErr(new PrintWriter(err));
        List<String> help = List.of("help", "no-such-command");
        assertProductWords(help, new Run(cl.execute(help.toArray(String[]::new)), err.toString()),
                "othellier: there is no command no-such-command");
        List<String> typo = List.of("games", "lst");
        assertEquals("games: there is no command games lst; did you mean games list? (./othellier help games lists the"
                + " commands)\n", parse(typo).err());
    }

    @Test
    void theWordsNameTheCommandTheOptionAndTheValue() {
        assertEquals("serve: --port must be a whole number, not 'abc' (./othellier help serve lists the options)\n",
                parse(List.of("serve", "--port", "abc")).err());
        assertEquals("serve: --port must be a whole number from -2147483648 to 2147483647, not '99999999999'"
                + " (./othellier help serve lists the options)\n", parse(List.of("serve", "--port", "99999999999")).err());
        assertEquals("games export: ID must be a whole number, not 'abc' (./othellier help games export lists the"
                + " options)\n", parse(List.of("games", "export", "abc")).err());
        assertEquals("show: 'b' is left over: show takes TRANSCRIPT|POSITION (./othellier help show lists the options)\n",
                parse(List.of("show", "a", "b")).err());
        assertEquals("serve: --port needs a value (N) (./othellier help serve lists the options)\n",
                parse(List.of("serve", "--port", "--data", "x")).err());
    }

    @Test
    void aMistypedOptionIsNamedBeforeWhatItHides() {
        assertEquals("games export: there is no option --formt (./othellier help games export lists the options)\n",
                parse(List.of("games", "export", "--formt", "ggf", "3")).err());
        assertEquals("games export: there is no option --formt (./othellier help games export lists the options)\n",
                parse(List.of("games", "export", "--formt=ggf")).err());
        assertEquals(PARSED, parse(List.of("games", "export", "3", "--data", "--odd-folder-name")).code(),
                "an option's value may start with --");
    }

    /** A command built for the errors no product command can meet today: too many values, options that exclude. */
    @Command(name = "toy")
    static final class Toy implements Runnable {
        @ArgGroup(exclusive = true)
        Either either;

        @ArgGroup(exclusive = false, multiplicity = "0..1")
        Together together;

        static final class Either {
            @Option(names = "--left")
            boolean left;

            @Option(names = "--right")
            boolean right;
        }

        static final class Together {
            @Option(names = "--from")
            String from;

            @Option(names = "--to")
            String to;
        }

        @Override
        public void run() {
        }
    }

    @Test
    void tooManyValuesAndExclusiveOptionsAreSaidInTheProductsWordsToo() {
        StringWriter err = new StringWriter();
        CommandLine toy = new CommandLine(new Toy()).setParameterExceptionHandler(new ArgumentErrors());
        toy.setErr(new PrintWriter(err));
        List<String> tooMany = List.of("--from", "a", "--from", "b");
        assertProductWords(tooMany, new Run(toy.execute(tooMany.toArray(String[]::new)), err.toString()),
                "toy: --from is given 2 times; give it once");
        err.getBuffer().setLength(0);
        List<String> both = List.of("--left", "--right");
        assertProductWords(both, new Run(toy.execute(both.toArray(String[]::new)), err.toString()),
                "give only one of --left, --right");
    }
}
