package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.app.ServiceConfig;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;
import org.othellier.hub.HubConfig;

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

    @Test
    void aBoardsUserOtherThanItsNameIsRefusedAtConfigurationTime() {
        // the example ACL lets user board-3 write othellier/<club>/board/board-3/...: as user "alice", board-3's
        // every message would be dropped by the broker without a word
        assertEquals("club.user = \"alice\" is not the board's name \"board-3\": the broker ties a board's topics and"
                + " client id to its user (the example ACL's %u, use_username_as_clientid), so everything the board"
                + " published would be dropped; give the board a user named as the board",
                assertThrows(ConfigException.class, () -> read("[club]\nbroker = \"tcp://x:1\"\nname = \"board-3\"\n"
                        + "user = \"alice\"\npassword = \"p\"\n")).getMessage());
        // another board's user, or the same letters in another case (the broker's users are case-sensitive)
        for (String user : List.of("board-4", "Board-3", "board-3 ", "hub")) {
            assertThrows(ConfigException.class, () -> read("[club]\nbroker = \"tcp://x:1\"\nname = \"board-3\"\n"
                    + "user = \"" + user + "\"\npassword = \"p\"\n"), user);
        }
        // every way a configuration is made, not only the file: a client made under another name keeping the user
        ClubConfig board = read("[club]\nbroker = \"tcp://x:1\"\nname = \"board-3\"\nuser = \"board-3\"\npassword = \"p\"\n");
        assertThrows(ConfigException.class, () -> board.as("board-4"));
        assertThrows(ConfigException.class, () -> new ClubConfig("tcp://x:1", "club", "board-3", "board-4", "p", null));
    }

    @Test
    void theHubsUserIsHubOrNone() {
        ClubConfig hub = HubConfig.read(ConfigSection.parse("[club]\nbroker = \"tcp://x:1\"\nuser = \"hub\"\n"
                + "password = \"p\"\n", "hub")).club();
        assertEquals(ClubConfig.HUB, hub.clientId());
        assertNull(HubConfig.read(ConfigSection.parse("[club]\nbroker = \"tcp://x:1\"\n", "hub")).club().user());
        assertEquals("club.user = \"arbiter\": the hub's user on the broker is \"hub\", the user the example ACL gives"
                + " the hub's rights (reading every board, commanding them) and its client id",
                assertThrows(ConfigException.class, () -> HubConfig.read(ConfigSection.parse("[club]\nbroker ="
                        + " \"tcp://x:1\"\nuser = \"arbiter\"\npassword = \"p\"\n", "hub"))).getMessage());
        // a hub's [club] may carry a board's name (copied from a board's file): the hub is the hub whatever it says
        assertThrows(ConfigException.class, () -> HubConfig.read(ConfigSection.parse("[club]\nbroker = \"tcp://x:1\"\n"
                + "name = \"board-3\"\nuser = \"board-3\"\npassword = \"p\"\n", "hub")));
    }
}
