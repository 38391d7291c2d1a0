/**
 * The board's side of the club (docs/CLUB.md), loaded only when {@code [club]} is set ({@link ClubConfig}). {@link
 * ClubTopics} is the topic tree ({@code othellier/CLUB/board/NAME/} then {@code online}, {@code state}, {@code event},
 * {@code command}, {@code ack}). {@link MqttConnection} is Eclipse Paho's client as both the board and the hub use it,
 * on {@link NoDelaySockets} (TCP_NODELAY, plain and TLS: each message sent at once): a persistent QoS 1 session,
 * started by its owner once held, connected again every second for as long as it is open, subscribed afresh after each
 * connection; {@code logged} wraps the tasks its threads run, each failure a warning naming it.
 *
 * <p>{@link ClubLink} listens to the game's snapshots (the loop only hands it the latest), and on its own thread
 * publishes the state (retained), each journal event after the last one handed to the broker by the journal's own
 * sequence numbers (so a reconnection publishes exactly what was missed) and a heartbeat; it takes the hub's commands
 * ({@code pair}, {@code start}, {@code pause}, {@code resume}, {@code end}, {@code replay}), runs each on the event
 * loop like a page's command and answers it on {@code ack}, a command id already answered being answered the same
 * without running it again; it keeps the pairings' names in the data folder. {@link MosquittoProcess} runs Debian's
 * Mosquitto as a child process on a loopback port, for {@code club-bench} and the tests.
 *
 * <p>Uses {@code app} (the loop, the {@code Companion}, the snapshots), {@code app.opponent}, {@code store} (the
 * journal), {@code config} and the rules. Used by {@code remote} (the connection), {@code hub}, {@code service} and
 * {@code cli}; never uses them.
 */
package org.othellier.club;
