package org.othellier.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import org.othellier.store.GameExport;
import org.othellier.store.Journal;
import org.othellier.store.OctiReplay;
import org.othellier.store.Replay;
import org.othellier.store.StoredGame;

/** {@code GET /api/games/...}: the journal's games, one game with its moves, and its transcript and GGF downloads. */
final class GameExports {

    private final Journal journal;

    GameExports(Journal journal) {
        this.journal = journal;
    }

    Reply handle(String[] parts) {
        if (parts.length == 1) {
            JsonArray a = new JsonArray();
            for (StoredGame g : journal.list()) {
                a.add(StateJson.game(g));
            }
            JsonObject o = new JsonObject();
            o.add("games", a);
            return Reply.json(o);
        }
        if (!parts[1].matches("[0-9]{1,18}")) { // ASCII digits only: Long.parseLong would take other scripts' digits
            throw new IllegalArgumentException("'" + WebText.clip(parts[1]) + "' is not a game number");
        }
        long id = Long.parseLong(parts[1]);
        StoredGame g = journal.load(id).orElseThrow(() -> new Refused(404, "no game " + id));
        try {
            return game(id, g, parts);
        } catch (Refused e) {
            throw e;
        } catch (RuntimeException e) {
            // a journal edited or damaged by hand: the game is named, the service goes on
            throw new Refused(422, "game " + id + " cannot be replayed from the journal: " + WebText.clip(e.getMessage()));
        }
    }

    private static Reply game(long id, StoredGame g, String[] parts) {
        String what = parts.length > 2 ? parts[2] : "";
        switch (what) {
            case "" -> {
                JsonObject o = StateJson.game(g);
                JsonArray moves = new JsonArray();
                if (OctiReplay.isOcti(g.header())) {
                    var game = OctiReplay.game(g);
                    for (int ply = 0; ply < game.ply(); ply++) {
                        moves.add(game.notation(ply));
                    }
                } else {
                    for (var m : Replay.game(g).moves()) {
                        moves.add(m.toString());
                    }
                }
                o.add("moves", moves);
                if (!OctiReplay.isOcti(g.header())) {
                    o.add("hints", CoachJson.hints(g)); // the hints used, from the game's hint events
                }
                o.addProperty("transcript", GameExport.transcript(g));
                return Reply.json(o);
            }
            case "transcript" -> {
                return Reply.download(GameExport.transcript(g) + "\n", "game-" + id + ".txt");
            }
            case "ggf" -> {
                if (OctiReplay.isOcti(g.header())) {
                    throw new Refused(400, "game " + id + " is Octi: GGF is an Othello format; its record is at"
                            + " /api/games/" + id + "/transcript");
                }
                return Reply.download(GameExport.ggf(g) + "\n", "game-" + id + ".ggf");
            }
            default -> throw new Refused(404, "no export '" + what + "' (transcript or ggf)");
        }
    }
}
