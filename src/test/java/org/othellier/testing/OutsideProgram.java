package org.othellier.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test class that starts a program outside the JVM under test (Chromium, Mosquitto, the firmware's simulator,
 * simavr, espeak-ng, kicad-cli, lintian, another JVM, a shell): the integration tier, run by Failsafe in
 * {@code mvn verify}, never by {@code mvn test} (the fast unit tier). TestTiersTest finds the classes that need it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag(OutsideProgram.TAG)
public @interface OutsideProgram {

    /** The JUnit tag Surefire leaves out and Failsafe runs (pom.xml). */
    String TAG = "outside";
}
