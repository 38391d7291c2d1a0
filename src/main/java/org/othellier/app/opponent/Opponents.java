package org.othellier.app.opponent;

/** Makes the computer player for a side; refuses (IllegalArgumentException) what this build cannot play. */
public interface Opponents {
    Opponent create(PlayerSpec spec);
}
