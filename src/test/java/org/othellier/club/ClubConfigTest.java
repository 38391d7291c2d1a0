package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.othellier.app.ServiceConfig;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;

/** {@code [club]} read strictly (docs/CONFIG.md), and the topic tree of docs/CLUB.md. */
class ClubConfigTest {

    private static ClubConfig read(String toml) {
        ConfigSection root = ConfigSection.parse(toml, "test");
        ServiceConfig.read(root); // the service takes the section
        return ClubConfig.read(root);
    }

    @Test
    void withoutTheSectionNothingOfTheClubIsRead() {
        assertNull(read("[game]\nclock = \"none\"\n"));
    }

    @Test
    void everyOptionIsRead() {
        ClubConfig c = read("[club]\nbroker = \"tcp://broker.club.lan:1883\"\nname = \"board-3\"\nclub = \"paris\"\n"
                + "user = \"board-3\"\npassword = \"s3cret\"\n");
        assertEquals(new ClubConfig("tcp://broker.club.lan:1883", "paris", "board-3", "board-3", "s3cret", null), c);
        assertEquals("board-3", c.clientId(), "its user: the client id the example broker gives it whatever it asks");
        assertEquals("othellier-paris-board-3", read("[club]\nbroker = \"tcp://broker.club.lan:1883\"\nname = \"board-3\"\n"
                + "club = \"paris\"\n").clientId(), "without a user");
        assertEquals("othellier/paris/board/board-3/state", c.topics().of("board-3", ClubTopics.STATE));
        assertArrayEquals(new String[] {"board-3", "event"}, c.topics().parse("othellier/paris/board/board-3/event"));
        assertNull(c.topics().parse("othellier/lyon/board/board-3/event"), "another club's topic");
        assertNull(c.topics().parse("othellier/paris/board/board-3/event/more"));
    }

    @Test
    void aWrongOptionIsRefusedNamingIt() {
        assertEquals("[club] needs broker (tcp://host:1883) and name (the board's name, board-3)",
                assertThrows(ConfigException.class, () -> read("[club]\nbroker = \"tcp://x:1883\"\n")).getMessage());
        assertEquals("club.broker = \"http://x\" is not tcp://HOST:PORT or ssl://HOST:PORT",
                assertThrows(ConfigException.class, () -> read("[club]\nbroker = \"http://x\"\nname = \"b\"\n")).getMessage());
        assertEquals("club.name = \"board 3\": use 1 to 32 letters, digits, - or _",
                assertThrows(ConfigException.class, () -> read("[club]\nbroker = \"tcp://x:1\"\nname = \"board 3\"\n"))
                        .getMessage());
        assertEquals("club.name = \"hub\": \"hub\" is the hub's name: a board by that name would share the hub's client id"
                + " and its rights on the broker (reading every board, commanding them); choose another",
                assertThrows(ConfigException.class, () -> read("[club]\nbroker = \"tcp://x:1\"\nname = \"hub\"\n")).getMessage());
        assertEquals("club.name = \"board/3\": use 1 to 32 letters, digits, - or _",
                assertThrows(ConfigException.class, () -> read("[club]\nbroker = \"tcp://x:1\"\nname = \"board/3\"\n"))
                        .getMessage());
        assertEquals("club.name = \"board+\": use 1 to 32 letters, digits, - or _",
                assertThrows(ConfigException.class, () -> read("[club]\nbroker = \"tcp://x:1\"\nname = \"board+\"\n"))
                        .getMessage());
        assertEquals("club.user and club.password go together: give both or neither",
                assertThrows(ConfigException.class, () -> read("[club]\nbroker = \"tcp://x:1\"\nname = \"b\"\nuser = \"u\"\n"))
                        .getMessage());
        assertThrows(ConfigException.class, () -> read("[club]\nbroker = \"tcp://x:1\"\nname = \"b\"\nqos = 2\n"));
    }
}
