package org.othellier.cli;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/**
 * Arguments the command line cannot take, said in the product's words: one line naming the command, the option or
 * argument and the value that was wrong, with where the options are listed; exit code 2. Each of picocli's parse errors
 * has its own words here, so none of picocli's own sentences reaches the user.
 */
final class ArgumentErrors implements CommandLine.IParameterExceptionHandler {

    /** The exit code of every argument error, as for any other bad input. */
    static final int EXIT_CODE = 2;

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine cl = e.getCommandLine();
        PrintWriter err = cl.getErr();
        err.println(describe(e, args));
        err.flush();
        return EXIT_CODE;
    }

    /** The one line for {@code e}: {@code command: what was wrong (where the options are listed)}. */
    static String describe(ParameterException e, String[] args) {
        CommandLine cl = e.getCommandLine();
        String command = path(cl);
        if (e instanceof CommandLine.UnmatchedArgumentException u) {
            return command + ": " + unmatched(cl, u);
        }
        String unknown = unknownOption(cl, args);
        if (unknown != null) {
            return command + ": there is no option " + unknown + hint(cl, "options");
        }
        if (e instanceof CommandLine.MissingParameterException m) {
            return command + ": " + missing(m.getMissing(), args) + hint(cl, "options");
        }
        if (e instanceof CommandLine.OverwrittenOptionException o) {
            return command + ": " + name(o.getOverwritten()) + " is given twice; give it once" + hint(cl, "options");
        }
        if (e instanceof CommandLine.MaxValuesExceededException) {
            return command + ": " + tooManyValues(cl, args) + hint(cl, "options");
        }
        if (e instanceof CommandLine.MutuallyExclusiveArgsException) {
            return command + ": " + exclusive(e.getMessage()) + hint(cl, "options");
        }
        String message = e.getMessage() == null ? "" : e.getMessage();
        // The built-in help command's only error: a command it does not know.
        if (e.getArgSpec() == null && message.startsWith("Unknown subcommand '")) {
            String name = message.substring("Unknown subcommand '".length()).replaceFirst("'\\.?$", "");
            return command + ": there is no command " + name + hint(cl, "commands");
        }
        if (e.getArgSpec() != null && e.getValue() != null) {
            return command + ": " + badValue(e.getArgSpec(), e.getValue(), e.getCause()) + hint(cl, "options");
        }
        if (e.getArgSpec() != null) {
            return command + ": " + name(e.getArgSpec()) + " cannot be read" + hint(cl, "options");
        }
        return command + ": the arguments cannot be read" + hint(cl, "options");
    }

    /** The command as typed after {@code othellier} ({@code games export}), or {@code othellier} itself. */
    static String path(CommandLine cl) {
        String path = cl.getCommandSpec().qualifiedName(" ").replaceFirst("^othellier ?", "");
        return path.isEmpty() ? "othellier" : path;
    }

    private static String hint(CommandLine cl, String what) {
        String path = cl.getCommandSpec().qualifiedName(" ").replaceFirst("^othellier ?", "");
        return " (./othellier help" + (path.isEmpty() ? "" : " " + path) + " lists the " + what + ")";
    }

    /** An unknown option, an unknown command, or arguments left over once the command has all it takes. */
    private static String unmatched(CommandLine cl, CommandLine.UnmatchedArgumentException u) {
        List<String> unmatched = u.getUnmatched();
        String first = unmatched.isEmpty() ? "" : unmatched.get(0);
        String suggestion = suggestion(u.getSuggestions(), cl);
        if (u.isUnknownOption() && first.startsWith("-")) {
            return "there is no option " + first.replaceFirst("=.*", "") + suggestion + hint(cl, "options");
        }
        if (!cl.getSubcommands().isEmpty() && cl.getCommandSpec().positionalParameters().isEmpty()) {
            String parent = path(cl).equals("othellier") ? "" : path(cl) + " ";
            return "there is no command " + parent + first + suggestion + hint(cl, "commands");
        }
        String left = unmatched.stream().map(a -> "'" + a + "'").collect(Collectors.joining(" "));
        List<PositionalParamSpec> takes = cl.getCommandSpec().positionalParameters().stream()
                .filter(p -> !p.hidden()).toList();
        String takesWhat = takes.isEmpty() ? "no arguments, only options"
                : takes.stream().map(ArgumentErrors::name).collect(Collectors.joining(" "));
        return left + (unmatched.size() == 1 ? " is" : " are") + " left over: " + path(cl) + " takes " + takesWhat
                + hint(cl, "options");
    }

    private static String suggestion(List<String> suggestions, CommandLine cl) {
        if (suggestions.isEmpty()) {
            return "";
        }
        String parent = cl.getSubcommands().isEmpty() || path(cl).equals("othellier") ? "" : path(cl) + " ";
        return "; did you mean " + suggestions.stream().limit(3).map(s -> s.startsWith("-") ? s : parent + s)
                .collect(Collectors.joining(" or ")) + "?";
    }

    /** Options given without their value, or options and arguments the command cannot do without. */
    private static String missing(List<ArgSpec> missing, String[] args) {
        if (missing.size() == 1 && missing.get(0) instanceof OptionSpec o && given(o, args)) {
            return o.longestName() + " needs a value" + label(o);
        }
        String names = missing.stream().map(ArgumentErrors::name).collect(Collectors.joining(" and "));
        String what = missing.size() == 1 ? " is missing" : " are missing";
        if (missing.size() == 1) {
            String description = String.join(" ", missing.get(0).description()).strip();
            if (!description.isEmpty() && !description.contains("${")) {
                what += ": " + description.replaceFirst("\\.$", "");
            }
        }
        return names + what;
    }

    private static boolean given(OptionSpec o, String[] args) {
        return Arrays.stream(args).anyMatch(a -> named(o, a));
    }

    private static boolean named(OptionSpec o, String arg) {
        return Arrays.stream(o.names()).anyMatch(n -> arg.equals(n) || arg.startsWith(n + "="));
    }

    /**
     * The first argument that looks like a long option and that neither the command nor those above it know. picocli
     * reports a missing argument or a bad value before an unknown option, but a mistyped option is what the user must
     * fix first: it also shifts what follows it.
     */
    private static String unknownOption(CommandLine cl, String[] args) {
        if (cl.isUnmatchedOptionsArePositionalParams()) {
            return null;
        }
        List<OptionSpec> known = new java.util.ArrayList<>();
        for (CommandLine c = cl; c != null; c = c.getParent()) {
            known.addAll(c.getCommandSpec().options());
        }
        boolean value = false; // the argument is the value of the option before it
        for (String a : args) {
            OptionSpec o = known.stream().filter(k -> named(k, a)).findFirst().orElse(null);
            if (o == null && !value && a.startsWith("--") && a.length() > 2) {
                return a.replaceFirst("=.*", "");
            }
            value = o != null && o.arity().min() > 0 && !a.contains("=");
        }
        return null;
    }

    /** The option's value as its help names it ({@code N}, {@code DIR}), when it names one. */
    private static String label(OptionSpec o) {
        String label = o.paramLabel();
        return label == null || label.isBlank() || label.startsWith("<") ? "" : " (" + label + ")";
    }

    /** How a person names an option (its longest name) or an argument (its label, without picocli's brackets). */
    static String name(ArgSpec spec) {
        if (spec instanceof OptionSpec o) {
            return o.longestName();
        }
        return spec.paramLabel().replaceAll("^<(.*)>$", "$1");
    }

    /** A value that is not what the option or argument takes: its name, what it takes, and the value. */
    private static String badValue(ArgSpec spec, String value, Throwable cause) {
        boolean ownConverter = spec.converters() != null && spec.converters().length > 0;
        if (cause instanceof CommandLine.TypeConversionException && ownConverter && cause.getMessage() != null) {
            return name(spec) + ": " + cause.getMessage();
        }
        Class<?> type = valueType(spec);
        if (type == boolean.class || type == Boolean.class) {
            if (spec.arity().max() == 0) {
                return name(spec) + " takes no value, not '" + value + "'";
            }
            return name(spec) + " must be true or false, not '" + value + "'";
        }
        return name(spec) + " must be " + expected(type, value) + ", not '" + value + "'";
    }

    private static Class<?> valueType(ArgSpec spec) {
        Class<?> type = spec.type();
        if (type.isArray()) {
            return type.getComponentType();
        }
        Class<?>[] aux = spec.auxiliaryTypes();
        return aux != null && aux.length > 0 && !type.isEnum() ? aux[aux.length - 1] : type;
    }

    /** What a value of {@code type} looks like, in words; for a number out of range, the range. */
    static String expected(Class<?> type, String value) {
        boolean digits = value.strip().matches("[-+]?\\d+");
        if (type == int.class || type == Integer.class) {
            return digits ? "a whole number from " + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE : "a whole number";
        }
        if (type == long.class || type == Long.class) {
            return digits ? "a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE : "a whole number";
        }
        if (type == short.class || type == Short.class || type == byte.class || type == Byte.class
                || type == BigInteger.class) {
            return "a whole number";
        }
        if (type == double.class || type == Double.class || type == float.class || type == Float.class
                || type == BigDecimal.class) {
            return "a number (such as 2 or 0.5)";
        }
        if (type.isEnum()) {
            return "one of " + Arrays.stream(type.getEnumConstants())
                    .map(c -> c.toString().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", "));
        }
        if (type == java.nio.file.Path.class || type == java.io.File.class) {
            return "a file or folder name";
        }
        if (type == char.class || type == Character.class) {
            return "one character";
        }
        return "a " + type.getSimpleName().toLowerCase(Locale.ROOT);
    }

    /** An option given more often than the command takes it (once, in a group of options given together). */
    private static String tooManyValues(CommandLine cl, String[] args) {
        for (OptionSpec o : cl.getCommandSpec().options()) {
            long times = Arrays.stream(args).filter(a -> named(o, a)).count();
            if (times > 1) {
                return o.longestName() + " is given " + times + " times; give it once";
            }
        }
        return "an option is given more values than it takes";
    }

    /** Options of which one alone may be given: the names, from picocli's list of them. */
    private static String exclusive(String message) {
        String names = message == null ? "" : message.replaceFirst("^Error: ", "").replaceFirst(" are mutually exclusive.*", "");
        return "give only one of " + names.replaceAll("=[^,\\s]+", "");
    }
}
