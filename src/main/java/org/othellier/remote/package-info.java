/**
 * A game against a person at another board (docs/REMOTE.md), loaded only when {@code [remote]} is set
 * ({@link RemoteConfig}). {@link RemoteLink} holds one {@code club.MqttConnection}: the challenge of a new game with a
 * {@code remote:BOARD} side, or the acceptance of that board's challenge, retained; this board's moves and resignation
 * published from the journal, again on every connection and on request; the far player's resignation handed to
 * {@code app.OthelloController.far()} once this board has the moves before it; the agreements kept in
 * {@code remote-matches.json} ({@code RemoteMatches}). Its topics are {@code RemoteTopics}:
 * {@code othellier/remote/FROM/TO/} then {@code challenge}, {@code accept}, {@code move}, {@code resign},
 * {@code sync}, {@code offer}, {@code answer}, {@code result}, {@code alive}, {@code adjourn} and {@code resume}
 * ({@code RemoteAdjournment}: an adjourned game's numbered adjournment, and each board's record compared when the
 * game is taken up again by its code; {@code FarResumption} acts on them). {@code FarEndings} carries the
 * offers and answers ({@code RemoteOffer}) and compares the two boards' results ({@code RemoteResult});
 * {@code FarPresence} counts the far board away after three missed heartbeats, so that its player's clock stands after
 * {@code remote.grace-s}.
 *
 * <p>{@code Challenge} (the short code, variant, clock and colours, the challenger's player's name, and what in a
 * new game disagrees with them; as an acceptance also the accepting player's name and the game's start, which
 * {@code RemoteLink} hands to {@code far().agreed} for the journal, so both boards' GGF is the same),
 * {@code RemoteMove} (a move with its number, its position's hash, {@code PositionHash} on the engine's
 * {@code Boards.hash}, and its player's time left, read strictly), {@code RemoteInbox} (the far moves checked before
 * the LEDs: the agreed opponent, the agreed game, the next number, the same position, legal; refused and logged
 * otherwise, the missing ones asked for again) and {@code RemoteOpponent}, an {@code app.opponent.Opponent} that
 * waits on the AI worker for the far move, so the controller shows it on the LEDs as it shows the AI's.
 *
 * <p>Uses {@code club} (the connection), {@code app} (the loop, the snapshots), {@code app.opponent},
 * {@code app.clock}, {@code clock}, {@code config}, {@code store} (the journal), {@code engine} and
 * {@code engine.othello} (the hash) and the rules; used only by {@code service}.
 */
package org.othellier.remote;
