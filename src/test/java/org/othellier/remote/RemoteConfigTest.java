package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;

/** {@code [remote]}: the broker and this board's name there, checked as the club's connection is, in its own words. */
class RemoteConfigTest {

    private static RemoteConfig read(String section) {
        return RemoteConfig.read(ConfigSection.parse(section, "test"));
    }

    @Test
    void theSectionIsReadWithItsDefaults() {
        RemoteConfig c = read("[remote]\nbroker = \"ssl://broker.example:8883\"\nname = \"anna\"\nuser = \"anna\"\n"
                + "password = \"secret\"");
        assertEquals("anna", c.clientId());
        assertEquals(5000, c.askMillis());
        assertNull(read("[game]\nclock = \"none\"\n"), "no section, no remote games");
    }

    @Test
    void thePlayerIsNamedAsTheBoardUnlessTheSectionNamesThem() {
        String section = "[remote]\nbroker = \"tcp://h:1883\"\nname = \"anna\"\n";
        assertEquals("anna", read(section).player());
        assertEquals("Anna O'Lind-Berg", read(section + "player = \"Anna O'Lind-Berg\"").player());
        assertEquals("remote.player = \"Anna ]\": a player's name is 1 to 32 letters, digits, spaces (not first or last)"
                + " and . _ ' - (\"Anna Lind\")", assertThrows(ConfigException.class,
                        () -> read(section + "player = \"Anna ]\"")).getMessage());
        assertThrows(ConfigException.class, () -> read(section + "player = \" anna\""));
        assertThrows(ConfigException.class, () -> read(section + "player = \"\""));
    }

    @Test
    void eachMistakeIsNamedInTheSectionsWords() {
        assertEquals("[remote] needs broker (tcp://host:1883 or ssl://host:8883) and name (this board's name on the"
                + " broker, anna)", assertThrows(ConfigException.class, () -> read("[remote]\nname = \"anna\"")).getMessage());
        assertEquals("remote.broker = \"http://x\" is not tcp://HOST:PORT or ssl://HOST:PORT",
                assertThrows(ConfigException.class, () -> read("[remote]\nbroker = \"http://x\"\nname = \"anna\""))
                        .getMessage());
        assertEquals("remote.user and remote.password go together: give both or neither", assertThrows(ConfigException.class,
                () -> read("[remote]\nbroker = \"tcp://h:1883\"\nname = \"anna\"\nuser = \"anna\"")).getMessage());
    }
}
