package org.othellier.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The product's jar holds only the product: no class of the developers' tools (src/tools/java: the soak campaign, the
 * benchmarks, the training) is among the product's classes (target/classes, from which the jar is packed, or the jar),
 * and their commands are found by name, so the installed package answers for a missing one.
 */
class ProductJarTest {

    private static final Path TOOLS = Path.of("src/tools/java");

    @Test
    void noClassOfTheToolsIsInTheProduct() throws IOException, URISyntaxException {
        Set<String> tools = new TreeSet<>();
        try (Stream<Path> all = Files.walk(TOOLS)) {
            all.filter(p -> p.toString().endsWith(".java")).forEach(p -> tools.add(
                    TOOLS.relativize(p).toString().replace('\\', '/').replaceFirst("\\.java$", "")));
        }
        assertTrue(tools.size() > 20, "only " + tools.size() + " tools under " + TOOLS.toAbsolutePath());
        Set<String> product = productClasses();
        assertTrue(product.contains("org/othellier/cli/Main"), "the product's classes are read: " + product.size());
        Set<String> shipped = new TreeSet<>();
        for (String c : product) {
            if (tools.contains(c.replaceFirst("\\$.*", ""))) {
                shipped.add(c);
            }
        }
        assertEquals(Set.of(), shipped, "the tools' classes among the product's");
        assertTrue(product.stream().noneMatch(c -> c.startsWith("org/othellier/soak/")), "no soak package in the product");
    }

    @Test
    void everyToolCommandIsRegisteredByItsName() {
        Set<String> registered = new HashSet<>(Main.TOOLS.values());
        registered.addAll(Main.OCTI_TOOLS.values());
        for (String className : registered) {
            Path source = TOOLS.resolve(className.replace('.', '/') + ".java");
            assertTrue(Files.exists(source), className + " is a tool: " + source);
        }
        CommandLine cl = Main.commandLine();
        Main.TOOLS.keySet().forEach(name -> assertTrue(cl.getSubcommands().containsKey(name), name));
        Main.OCTI_TOOLS.keySet().forEach(name -> assertTrue(cl.getSubcommands().get("octi").getSubcommands().containsKey(name), name));
    }

    @Test
    void aToolThatIsNotInstalledSaysWhereItIs() {
        CommandLine cl = new CommandLine(new Main());
        Main.addTools(cl, Map.of("no-such-tool", "org.othellier.cli.NoSuchToolCommand"));
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err));
        cl.setExecutionExceptionHandler(Main.commandLine().getExecutionExceptionHandler());
        assertEquals(2, cl.execute("no-such-tool", "--games", "3"));
        assertEquals("no-such-tool: 'no-such-tool' is a developer's tool, not part of the installed package: run it from a"
                + " source checkout (./othellier no-such-tool, which builds the tools' jar beside the product's)",
                err.toString().strip());
        StringWriter usage = new StringWriter();
        cl.usage(new PrintWriter(usage));
        assertFalse(usage.toString().contains("no-such-tool"), usage.toString());
    }

    /** Each class of the product, as a path without .class, from the directory or the jar Main was loaded from. */
    private static Set<String> productClasses() throws IOException, URISyntaxException {
        Path from = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Set<String> classes = new TreeSet<>();
        if (Files.isDirectory(from)) {
            try (Stream<Path> all = Files.walk(from)) {
                all.filter(p -> p.toString().endsWith(".class")).forEach(p -> classes.add(
                        from.relativize(p).toString().replace('\\', '/').replaceFirst("\\.class$", "")));
            }
        } else {
            try (JarFile jar = new JarFile(from.toFile())) {
                jar.stream().map(e -> e.getName()).filter(n -> n.endsWith(".class"))
                        .forEach(n -> classes.add(n.replaceFirst("\\.class$", "")));
            }
        }
        return classes;
    }
}
