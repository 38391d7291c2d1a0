/**
 * The composition roots of the two programs that run until stopped. {@link Service} is what {@code serve} runs: the
 * one place that opens the board backend the configuration names ({@code openBoard}: simulated, serial or gpio), the
 * journal, the event loop, both games' controllers under the {@code app.Companion}, the AI worker (through
 * {@code coach.EngineDemand}), the background review ({@code coach.ReviewQueue}, fed the games that end), the voice,
 * the web server, and, when configured, {@code club.ClubLink} ({@code [club]}) and {@code remote.RemoteLink}
 * ({@code [remote]}). It connects the drivers to the loop: sensor frames, presses, releases and the board's status
 * changes are posted to it, nothing else. {@link HubService} is the hub's ({@code othellier club}): {@code hub.Hub}
 * and {@code web.HubServer} with their own PIN.
 *
 * <p>It may use every package below it, and is the only product package besides {@code cli} (and the soak campaign
 * in src/tools) that names a concrete backend; only {@code cli} uses it.
 */
package org.othellier.service;
