package org.othellier.tournament;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The JSON form of {@link TournamentEvent}s (shapes in its javadoc): written in a fixed field order, read strictly. */
final class EventJson {

    private EventJson() {
    }

    private static final List<String> KINDS = List.of("created", "player-added", "player-withdrawn", "player-returned", "round-paired",
            "result-recorded", "result-corrected");

    static String kind(TournamentEvent e) {
        return switch (e) {
            case TournamentEvent.Created c -> "created";
            case TournamentEvent.PlayerAdded p -> "player-added";
            case TournamentEvent.PlayerWithdrawn p -> "player-withdrawn";
            case TournamentEvent.PlayerReturned p -> "player-returned";
            case TournamentEvent.RoundPaired r -> "round-paired";
            case TournamentEvent.ResultRecorded r -> "result-recorded";
            case TournamentEvent.ResultCorrected r -> "result-corrected";
        };
    }

    static String write(TournamentEvent event) {
        JsonObject o = new JsonObject();
        o.addProperty("event", kind(event));
        switch (event) {
            case TournamentEvent.Created c -> {
                o.addProperty("name", c.name());
                o.addProperty("size", c.size());
            }
            case TournamentEvent.PlayerAdded p -> {
                o.addProperty("id", p.id());
                o.addProperty("name", p.name());
                if (p.rating() != null) {
                    o.addProperty("rating", p.rating());
                }
            }
            case TournamentEvent.PlayerWithdrawn p -> o.addProperty("id", p.id());
            case TournamentEvent.PlayerReturned p -> o.addProperty("id", p.id());
            case TournamentEvent.RoundPaired r -> {
                o.addProperty("round", r.round());
                o.addProperty("by-hand", r.byHand());
                JsonArray a = new JsonArray();
                for (Pairing p : r.pairings()) {
                    JsonObject po = new JsonObject();
                    if (p instanceof Pairing.Table t) {
                        po.addProperty("table", t.table());
                        po.addProperty("black", t.black());
                        po.addProperty("white", t.white());
                    } else if (p instanceof Pairing.Bye b) {
                        po.addProperty("bye", b.player());
                    }
                    a.add(po);
                }
                o.add("pairings", a);
            }
            case TournamentEvent.ResultRecorded r -> result(o, r.round(), r.table(), r.result());
            case TournamentEvent.ResultCorrected r -> result(o, r.round(), r.table(), r.result());
        }
        return o.toString();
    }

    private static void result(JsonObject o, int round, int table, Result result) {
        o.addProperty("round", round);
        o.addProperty("table", table);
        o.addProperty("black", result.black());
        o.addProperty("white", result.white());
        o.addProperty("ending", ending(result.ending()));
    }

    private static String ending(Result.Ending e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static TournamentEvent read(String json) {
        if (json == null || json.isBlank()) {
            throw new TournamentException("an empty tournament event");
        }
        JsonElement root;
        try {
            root = JsonParser.parseString(json);
        } catch (JsonParseException e) {
            throw new TournamentException("a tournament event is not JSON: " + cause(e) + " in " + quote(json));
        }
        if (!root.isJsonObject()) {
            throw new TournamentException("a tournament event is a JSON object, not " + quote(json));
        }
        Fields f = new Fields(root.getAsJsonObject(), "event");
        String kind = f.string("event");
        if (!KINDS.contains(kind)) {
            throw new TournamentException("unknown \"event\": " + quote(kind) + " (" + String.join(", ", KINDS) + ")");
        }
        TournamentEvent event;
        try {
            event = switch (kind) {
                case "created" -> {
                    f.only(Set.of("event", "name", "size"));
                    yield new TournamentEvent.Created(f.string("name"), f.integer("size"));
                }
                case "player-added" -> {
                    f.only(Set.of("event", "id", "name", "rating"));
                    yield new TournamentEvent.PlayerAdded(f.integer("id"), f.string("name"),
                            f.has("rating") ? f.integer("rating") : null);
                }
                case "player-withdrawn" -> {
                    f.only(Set.of("event", "id"));
                    yield new TournamentEvent.PlayerWithdrawn(f.integer("id"));
                }
                case "player-returned" -> {
                    f.only(Set.of("event", "id"));
                    yield new TournamentEvent.PlayerReturned(f.integer("id"));
                }
                case "round-paired" -> {
                    f.only(Set.of("event", "round", "by-hand", "pairings"));
                    yield new TournamentEvent.RoundPaired(f.integer("round"), pairings(f.array("pairings")), f.bool("by-hand"));
                }
                case "result-recorded", "result-corrected" -> {
                    f.only(Set.of("event", "round", "table", "black", "white", "ending"));
                    Result r = new Result(f.integer("black"), f.integer("white"), endingOf(f.string("ending")));
                    yield kind.equals("result-recorded")
                            ? new TournamentEvent.ResultRecorded(f.integer("round"), f.integer("table"), r)
                            : new TournamentEvent.ResultCorrected(f.integer("round"), f.integer("table"), r);
                }
                default -> throw new IllegalStateException(kind);
            };
        } catch (TournamentException e) {
            throw new TournamentException(kind + ": " + e.getMessage());
        }
        return event;
    }

    private static List<Pairing> pairings(JsonArray a) {
        List<Pairing> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            String where = "pairings[" + i + "]";
            if (!a.get(i).isJsonObject()) {
                throw new TournamentException(where + " is an object such as {\"table\":1,\"black\":3,\"white\":7} or {\"bye\":5}");
            }
            Fields p = new Fields(a.get(i).getAsJsonObject(), where);
            if (p.has("bye")) {
                p.only(Set.of("bye"));
                out.add(new Pairing.Bye(p.integer("bye")));
            } else {
                p.only(Set.of("table", "black", "white"));
                out.add(new Pairing.Table(p.integer("table"), p.integer("black"), p.integer("white")));
            }
        }
        return out;
    }

    private static Result.Ending endingOf(String s) {
        for (Result.Ending e : Result.Ending.values()) {
            if (ending(e).equals(s)) {
                return e;
            }
        }
        throw new TournamentException("\"ending\" is played, time-forfeit or adjusted, not " + quote(s));
    }

    private static String cause(JsonParseException e) {
        Throwable c = e.getCause() != null ? e.getCause() : e;
        return c.getMessage() == null ? c.getClass().getSimpleName() : c.getMessage();
    }

    static String quote(String s) {
        String q = s.length() > 60 ? s.substring(0, 57) + "..." : s;
        return "\"" + q.replace("\n", "\\n") + "\"";
    }

    /** A JSON object's fields read with their types checked, errors naming the field. */
    private record Fields(JsonObject o, String where) {

        boolean has(String name) {
            return o.has(name) && !o.get(name).isJsonNull();
        }

        void only(Set<String> known) {
            for (String k : o.keySet()) {
                if (!known.contains(k)) {
                    throw new TournamentException("unknown field " + quote(k) + " in " + where
                            + " (known: " + String.join(", ", known.stream().sorted().toList()) + ")");
                }
            }
        }

        private JsonPrimitive primitive(String name, String what) {
            if (!has(name)) {
                String missing = "missing field \"" + name + "\"";
                throw new TournamentException(where.equals("event") ? missing : where + ": " + missing);
            }
            JsonElement e = o.get(name);
            if (!e.isJsonPrimitive()) {
                throw new TournamentException("\"" + name + "\" is " + what + ", not " + quote(e.toString()));
            }
            return e.getAsJsonPrimitive();
        }

        String string(String name) {
            JsonPrimitive p = primitive(name, "a string");
            if (!p.isString()) {
                throw new TournamentException("\"" + name + "\" is a string, not " + p);
            }
            return p.getAsString();
        }

        int integer(String name) {
            JsonPrimitive p = primitive(name, "a whole number");
            if (!p.isNumber()) {
                throw new TournamentException("\"" + name + "\" is a whole number, not " + quote(p.toString()));
            }
            double d = p.getAsDouble();
            if (d != Math.rint(d) || d < Integer.MIN_VALUE || d > Integer.MAX_VALUE) {
                throw new TournamentException("\"" + name + "\" is a whole number, not " + p);
            }
            return (int) d;
        }

        boolean bool(String name) {
            JsonPrimitive p = primitive(name, "true or false");
            if (!p.isBoolean()) {
                throw new TournamentException("\"" + name + "\" is true or false, not " + quote(p.toString()));
            }
            return p.getAsBoolean();
        }

        JsonArray array(String name) {
            if (!has(name) || !o.get(name).isJsonArray()) {
                throw new TournamentException("\"" + name + "\" is " + (has(name) ? "a list, not " + quote(o.get(name).toString()) : "missing"));
            }
            return o.getAsJsonArray(name);
        }
    }
}
