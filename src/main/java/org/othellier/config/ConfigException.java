package org.othellier.config;

/** A configuration that cannot be used; the message names the option and the reason. */
public class ConfigException extends RuntimeException {

    public ConfigException(String message) {
        super(message);
    }
}
