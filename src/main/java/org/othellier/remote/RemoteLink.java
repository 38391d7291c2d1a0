package org.othellier.remote;

import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;
import java.util.logging.Logger;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.app.OthelloSettings;
import org.othellier.app.OthelloSnapshot;
import org.othellier.app.SessionView;
import org.othellier.app.clock.GameClocks;
import org.othellier.app.opponent.Opponent;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.club.MqttConnection;
import org.othellier.remote.RemoteMatches.Match;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.store.AgreedHeader;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.Replay;
import org.othellier.store.StoredGame;

/**
 * The board's side of a remote game (docs/REMOTE.md): one connection to the broker (the club's client: persistent
 * QoS 1 session, TLS, credentials, connected again every second), the challenge of a new game with a
 * {@code remote:BOARD} side or the acceptance of that board's challenge, this board's moves published from the
 * journal (each with its number, the position's hash and its player's time), the far board's moves handed to the
 * {@link RemoteInbox}, and the repair: a board asks for every move after the last one it has, and the other sends
 * them again from its journal. The game's loop only hands it the latest snapshot; its own thread does the rest.
 */
public final class RemoteLink implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(RemoteLink.class.getName());
    private static final Set<String> SYNC_FIELDS = Set.of("match", "ply");

    /** The remote game the board plays now (the link's thread's own; {@link FarResumption} reads it there too). */
    static final class Current {
        final long gameId;
        final String far;
        final Side farSide;
        final OthelloSettings settings;
        Match match;
        /** The moves, offer and status last followed: a change sends this board's part again. */
        String seen = "";
        /** The far player's resignation after this ply, waiting for this board to reach it; -1: none. */
        volatile int resignAt = -1;
        /** The far player's offer after a ply this board has not reached yet (its move is on its way), or null. */
        volatile RemoteOffer heldOffer;
        /** The far board's result, compared with this board's once both are over; said once. */
        volatile RemoteResult farResult;
        String resultSaid;
        /** The agreed header handed to the game's loop for the journal (once a game, and again after a restart). */
        boolean recorded;
        /** An adjourned game taken up again, waiting until the far board's record agrees with this board's. */
        boolean resuming;
        /** Taken up again here: its record is sent on every connection, for a far board still waiting for it. */
        boolean takenUp;

        /** The agreed game, as {@link FarEndings} takes it. */
        FarEndings.Agreed game() {
            return new FarEndings.Agreed(gameId, far, farSide, match.code());
        }

        Current(long gameId, String far, Side farSide, OthelloSettings settings) {
            this.gameId = gameId;
            this.far = far;
            this.farSide = farSide;
            this.settings = settings;
        }
    }

    private final RemoteConfig config;
    private final Journal journal;
    private final LongSupplier millis;
    /** The wall clock: the start an acceptance gives the game in both records. */
    private final Clock wall;
    private final RemoteMatches matches;
    private final RemoteInbox inbox;
    private final FarEndings endings;
    private final FarPresence presence;
    private final ScheduledExecutorService worker;
    private final AtomicReference<SessionView> latest = new AtomicReference<>();
    private final AtomicBoolean pending = new AtomicBoolean();
    /** The retained challenges addressed to this board, by the board that made them. */
    private final Map<String, Challenge> challenges = new ConcurrentHashMap<>();
    private final FarResumption resumption;
    private MqttConnection mqtt;
    private Companion controller;
    private EventLoop loop;
    private volatile Current current;
    private String lastRefusal = "";
    /** The game with two remote sides last refused (the link's thread's own). */
    private long bothRemote = -1;

    /** Made before the games' controllers, which ask it for their remote players; {@link #start} once they exist. */
    public RemoteLink(RemoteConfig config, Journal journal, Path dataDir, LongSupplier millis, Clock wall) {
        this.config = config;
        this.journal = journal;
        this.millis = millis;
        this.wall = wall;
        this.matches = RemoteMatches.read(dataDir.resolve(RemoteMatches.FILE));
        this.inbox = new RemoteInbox(new RemoteInbox.Peer() {
            @Override
            public void askAfter(String match, int ply) {
                Current c = current;
                if (c != null && mqtt != null) {
                    JsonObject o = new JsonObject();
                    o.addProperty("match", match);
                    o.addProperty("ply", ply);
                    mqtt.publish(RemoteTopics.of(config.name(), c.far, RemoteTopics.SYNC), o.toString(), false);
                }
            }

            @Override
            public void refused(String why) {
                refusal(why);
            }
        });
        this.endings = new FarEndings(journal, this::refusal);
        this.presence = new FarPresence(millis::getAsLong);
        this.resumption = new FarResumption(journal, matches, new FarResumption.Link() {
            @Override
            public Current current() {
                return current;
            }

            @Override
            public void publish(String far, String leaf, String payload) {
                if (mqtt != null) {
                    mqtt.publish(RemoteTopics.of(config.name(), far, leaf), payload, true);
                }
            }

            @Override
            public void agreed(Current c, StoredGame stored) {
                inbox.agreed(c.match.code(), c.far);
                inbox.line(RemoteOffer.Ledger.of(stored, c.match.code()).takebacks);
                presence.reset();
            }

            @Override
            public void sendAll() {
                sendOwn(0);
            }

            @Override
            public void say(String text) {
                RemoteLink.this.say(text);
            }

            @Override
            public void refusal(String why) {
                RemoteLink.this.refusal(why);
            }
        });
        this.worker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "remote-link");
            t.setDaemon(true);
            return t;
        });
    }

    /** The player of a {@code remote:BOARD} side (on the game's loop, when a game starts or resumes). */
    public Opponent opponent(PlayerSpec spec) {
        if (spec.board().equals(config.name())) {
            throw new IllegalArgumentException(spec + " is this board itself (remote.name): name the far board");
        }
        return new RemoteOpponent(spec.board(), inbox, config.askMillis(), millis);
    }

    /** Listens to the game and connects. */
    public RemoteLink start(Companion controller, EventLoop loop) {
        this.controller = controller;
        this.loop = loop;
        endings.start(controller, loop);
        resumption.start(controller, loop);
        controller.adjournedGames(this::adjournedGame);
        // made first and started last: the listener may run at once and use it
        this.mqtt = new MqttConnection(config.connection(), config.clientId(), List.of(RemoteTopics.toMe(config.name())),
                null, new MqttConnection.Listener() {
                    @Override
                    public void connected() {
                        run("catching up after connecting", RemoteLink.this::onConnected);
                    }

                    @Override
                    public void message(String topic, byte[] payload, boolean retained) {
                        String text = new String(payload, StandardCharsets.UTF_8);
                        run("a message on " + topic, () -> received(topic, text));
                    }
                });
        controller.addListener(view -> {
            latest.set(view);
            if (pending.compareAndSet(false, true)) {
                run("following the game", () -> {
                    pending.set(false);
                    follow();
                });
            }
        });
        latest.compareAndSet(null, controller.snapshot());
        run("following the game", this::follow);
        worker.scheduleWithFixedDelay(MqttConnection.logged(LOG, "watching the far board", this::watch), 1, 1,
                java.util.concurrent.TimeUnit.SECONDS);
        mqtt.start();
        return this;
    }

    public boolean connected() {
        return mqtt != null && mqtt.connected();
    }

    /** This board's name on the broker ({@code remote.name}): the far board's {@code remote:NAME}. */
    public String name() {
        return config.name();
    }

    /** The code of the game agreed with the far board now, or null (for tests and the page). */
    public String agreedCode() {
        return inbox.match();
    }

    private void run(String what, Runnable task) {
        try {
            worker.execute(MqttConnection.logged(LOG, what, task));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // closing
        }
    }

    // ---------------------------------------------------------------- the game on this board

    private void follow() {
        SessionView view = latest.get();
        OthelloSnapshot s = view instanceof OthelloSnapshot snap ? snap : null;
        Side far = s == null ? null : farSide(s.settings());
        if (far == null) {
            leave();
            return;
        }
        if (s.settings().black().kind() == PlayerSpec.Kind.REMOTE && s.settings().white().kind() == PlayerSpec.Kind.REMOTE) {
            leave();
            if (bothRemote != s.gameId()) { // said once a game, not at every snapshot
                bothRemote = s.gameId();
                refusal("both sides are remote: a remote game is between one person here and one at the far board");
            }
            return;
        }
        if (current == null || current.gameId != s.gameId()) {
            leave();
            enter(s.gameId(), s.settings(), far);
        }
        String seen = s.moves().size() + " " + s.offer() + " " + s.status();
        if (!seen.equals(current.seen)) {
            current.seen = seen;
            sendOwn(0);
        }
        if (current.resignAt >= 0 && current.resignAt <= s.moves().size() && "playing".equals(s.status())) {
            resign(current);
        }
        RemoteOffer held = current.heldOffer;
        if (held != null && held.ply() <= s.moves().size()) {
            Current c = current;
            c.heldOffer = null;
            endings.offer(c.game(), held, again -> c.heldOffer = again);
        }
        compareResults(current);
    }

    /** Every second: the far board told this board is there, and this board's game told when the far board is away. */
    private void watch() {
        Current c = current;
        boolean inGame = c != null && c.match != null && c.match.accepted() && !c.resuming;
        presence.watch(connected(), inGame ? c.far : null, new FarPresence.Far() {
            @Override
            public void alive() {
                JsonObject o = new JsonObject();
                o.addProperty("match", c.match.code());
                publish(c, RemoteTopics.ALIVE, o.toString());
            }

            @Override
            public void away(long since, String why) {
                LOG.warning("remote: " + why);
                loop.post(() -> controller.othello().far().away(c.farSide, since, config.graceMillis(), why));
            }

            @Override
            public void back() {
                loop.post(() -> controller.othello().far().back(c.farSide));
            }
        });
    }

    /** The far board's result against this board's once both games are over: said once, a difference as a refusal. */
    private void compareResults(Current c) {
        String said = latest.get() instanceof OthelloSnapshot s && "over".equals(s.status()) && s.gameId() == c.gameId
                && c.match != null ? endings.compare(c.game(), c.farResult) : null;
        if (said != null && !said.equals(c.resultSaid)) {
            c.resultSaid = said;
            if (said.startsWith(FarEndings.AGREE)) {
                say(said);
            } else {
                refusal(said);
            }
        }
    }

    /** The far player's resignation, on the game's loop, once this board has every move before it. */
    private void resign(Current c) {
        int ply = c.resignAt;
        c.resignAt = -1;
        loop.post(() -> {
            SessionView v = controller.snapshot();
            if (!(v instanceof OthelloSnapshot s) || s.gameId() != c.gameId || "over".equals(s.status())) {
                return; // sent again by a repair: the game is over already
            }
            if (s.moves().size() < ply) {
                c.resignAt = ply; // the moves before it are still on their way: taken once they are on the board
                return;
            }
            try {
                controller.othello().far().resigned(c.farSide, ply);
            } catch (IllegalArgumentException e) {
                refusal(c.far + "'s resignation refused: " + e.getMessage());
            }
        });
    }

    private static Side farSide(OthelloSettings s) {
        for (Side side : Side.values()) {
            if (s.player(side).kind() == PlayerSpec.Kind.REMOTE) {
                return side;
            }
        }
        return null;
    }

    private void enter(long gameId, OthelloSettings settings, Side far) {
        current = new Current(gameId, settings.player(far).board(), far, settings);
        presence.reset();
        Match m = matches.get(gameId);
        if (m != null) {
            current.match = m;
            StoredGame stored = m.accepted() ? journal.load(gameId).orElse(null) : null;
            if (stored != null && RemoteAdjournment.of(stored) == RemoteAdjournment.State.RESUMING) {
                resumption.resuming(stored);
            } else if (m.accepted()) {
                current.takenUp = stored != null && RemoteAdjournment.adjournments(stored) > 0;
                inbox.agreed(m.code(), current.far);
                journal.load(gameId).ifPresent(g -> inbox.line(RemoteOffer.Ledger.of(g, m.code()).takebacks));
                record(current);
            }
            return;
        }
        decide();
    }

    /** A game with a far board and no agreement yet: accept that board's challenge if it fits, else challenge it. */
    private void decide() {
        Current c = current;
        Challenge theirs = challenges.get(c.far);
        if (theirs != null && !matches.usedCode(theirs.code())) {
            String why = theirs.disagreement(c.settings, c.farSide);
            if (why == null) {
                accept(theirs);
                return;
            }
            say(c.far + "'s challenge " + theirs.code() + " (" + theirs.describe() + ") does not agree with this game: "
                    + why + "; challenging " + c.far + " with this game's terms instead");
        }
        challenge();
    }

    private void challenge() {
        Current c = current;
        Challenge mine = Challenge.of(config.name(), c.far, c.settings, c.farSide, config.player());
        keep(new Match(c.gameId, c.far, mine.json(), true, false));
        publishTerms();
        say("challenge " + mine.code() + " sent to " + c.far + " (" + mine.describe() + "): the game begins when "
                + c.far + " starts a new game with remote:" + config.name() + " on the other side, the same variant and"
                + " clock");
    }

    private void accept(Challenge theirs) {
        Current c = current;
        // the acceptance gives the game its start and this board's player's name, the same in both records
        keep(new Match(c.gameId, c.far, theirs.acceptedBy(config.player(), wall.instant()).json(), false, true));
        publishTerms();
        inbox.agreed(theirs.code(), c.far);
        record(c);
        say("accepted " + c.far + "'s challenge " + theirs.code() + " (" + theirs.describe() + "): the game is on");
        sendOwn(0);
    }

    /**
     * The agreed game's header (both players as named, its start) journalled with the game, for its exports: handed to
     * the game's loop unless the journal has it already.
     */
    private void record(Current c) {
        AgreedHeader header = c.recorded ? null : c.match.terms().header();
        if (header == null || loop == null) {
            return; // recorded, or agreed with a board that gave no names and no start
        }
        c.recorded = true;
        if (journal.load(c.gameId).flatMap(AgreedHeader::of).filter(header::equals).isEmpty()) {
            loop.post(() -> {
                try {
                    controller.othello().far().agreed(c.gameId, header);
                } catch (IllegalArgumentException e) {
                    LOG.info("remote: the agreed header of game " + c.gameId + " is not journalled: " + e.getMessage());
                }
            });
        }
    }

    /** The board's challenge or acceptance of the current game, retained for the far board to find whenever it comes. */
    private void publishTerms() {
        Match m = current == null ? null : current.match;
        resumption.publishRecord();
        if (m != null && mqtt != null) {
            mqtt.publish(RemoteTopics.of(config.name(), m.opponent(), m.mine() ? RemoteTopics.CHALLENGE : RemoteTopics.ACCEPT),
                    m.mine() ? m.terms().asChallenge().json() : m.challenge(), true);
        }
    }

    /** The board left its remote game (a new game): its retained offer is withdrawn, no move is taken any more. */
    private void leave() {
        Current c = current;
        if (c == null) {
            return;
        }
        current = null;
        inbox.closed();
        if (c.match != null && mqtt != null) {
            mqtt.publish(RemoteTopics.of(config.name(), c.far, c.match.mine() ? RemoteTopics.CHALLENGE
                    : RemoteTopics.ACCEPT), "", true);
            mqtt.publish(RemoteTopics.of(config.name(), c.far, RemoteTopics.RESUME), "", true); // no longer taken up here
        }
    }

    private void onConnected() {
        publishTerms();
        sendOwn(0);
        SessionView v = latest.get();
        if (current != null && current.match != null && current.match.accepted() && v instanceof OthelloSnapshot s) {
            inbox.askAgain(movesOf(s)); // what the far board played while this one was away
        }
    }

    private static OthelloGame movesOf(OthelloSnapshot s) {
        OthelloGame g = new OthelloGame(s.settings().variant());
        for (String m : s.moves()) {
            g.play(OthelloMove.parse(m));
        }
        return g;
    }

    /**
     * Publishes this board's moves of the agreed game after ply {@code after}, from the journal: those of the line the
     * game is on (a move taken back by agreement is not sent again), each with the takebacks before it; then its
     * player's resignation, offer waiting and answer to the far player's latest offer, and the result once over.
     */
    private void sendOwn(int after) {
        Current c = current;
        if (c == null || c.match == null || !c.match.accepted() || c.resuming || mqtt == null || !mqtt.connected()) {
            return; // nothing is sent of an adjourned game taken up again until both boards agree on its record
        }
        StoredGame stored = journal.load(c.gameId).orElse(null);
        if (stored == null) {
            return;
        }
        Side near = c.farSide.opponent();
        OthelloGame g = new OthelloGame(Replay.startPosition(stored.header()));
        String code = c.match.code();
        List<RemoteMove> line = new ArrayList<>(); // by ply, null where the far side moved or a side passed
        int takebacks = 0;
        for (JournalEntry e : stored.entries()) {
            switch (e.kind()) {
                case "move" -> {
                    String hash = PositionHash.of(g.position());
                    Side mover = g.position().toMove();
                    g.play(OthelloMove.parse(e.data()));
                    long left = e.clock() == null ? -1 : GameClocks.decode(e.clock()).remaining(near, 0);
                    line.add(mover != near ? null : new RemoteMove(code, g.ply(), e.data(), hash, left, takebacks));
                }
                case "pass" -> {
                    g.play(OthelloMove.PASS);
                    line.add(null);
                }
                case "resign" -> {
                    if (near.name().equalsIgnoreCase(e.side())) {
                        JsonObject o = new JsonObject();
                        o.addProperty("match", code);
                        o.addProperty("ply", g.ply());
                        publish(c, RemoteTopics.RESIGN, o.toString());
                    }
                }
                case "takeback" -> {
                    int ply = Integer.parseInt(e.data());
                    while (g.ply() > ply) {
                        g.undo();
                        line.remove(line.size() - 1);
                    }
                    takebacks++;
                }
                default -> { }
            }
        }
        for (RemoteMove m : line) {
            if (m != null && m.seq() > after) {
                publish(c, RemoteTopics.MOVE, m.json());
            }
        }
        FarEndings.toSend(stored, near, code).forEach((leaf, payload) -> publish(c, leaf, payload));
        if ("adjourned".equals(stored.status())) { // retained: the far board finds it whenever it is back
            mqtt.publish(RemoteTopics.of(config.name(), c.far, RemoteTopics.ADJOURN), new RemoteAdjournment.Adjourned(code,
                    RemoteAdjournment.adjournments(stored), g.ply()).json(), true);
            mqtt.publish(RemoteTopics.of(config.name(), c.far, RemoteTopics.RESUME), "", true); // a record taken up before
        }
    }

    private void publish(Current c, String leaf, String payload) {
        mqtt.publish(RemoteTopics.of(config.name(), c.far, leaf), payload, false);
    }

    // ---------------------------------------------------------------- what the far board sends

    private void received(String topic, String text) {
        String[] t = RemoteTopics.parse(topic);
        if (t == null || !t[1].equals(config.name())) {
            return; // not this board's: the subscription lets nothing else in
        }
        String from = t[0];
        Current heard = current;
        if (heard != null && heard.far.equals(from)) {
            presence.heard();
        }
        try {
            switch (t[2]) {
                case RemoteTopics.CHALLENGE -> challenged(from, text);
                case RemoteTopics.ACCEPT -> accepted(from, text);
                case RemoteTopics.MOVE -> {
                    RemoteMove m = RemoteMove.parse(text);
                    if (heard == null || !heard.resuming || !heard.far.equals(from)) {
                        inbox.offer(from, m); // while the records are compared, moves wait: asked for again after
                    }
                }
                case RemoteTopics.SYNC -> asked(from, text);
                case RemoteTopics.ALIVE -> RemoteMove.object(text, Set.of("match")); // heard above; any game's will do
                case RemoteTopics.RESIGN -> resigned(from, text);
                case RemoteTopics.OFFER -> {
                    RemoteOffer o = RemoteOffer.parse(text, false);
                    Current c = agreedWith(from, o.match());
                    endings.offer(c.game(), o, held -> c.heldOffer = held);
                }
                case RemoteTopics.ANSWER -> {
                    RemoteOffer a = RemoteOffer.parse(text, true);
                    endings.answer(agreedWith(from, a.match()).game(), a);
                }
                case RemoteTopics.ADJOURN -> resumption.farAdjourned(from, text);
                case RemoteTopics.RESUME -> resumption.farResumes(from, text);
                case RemoteTopics.RESULT -> {
                    RemoteResult r = RemoteResult.parse(text);
                    Current c = agreedWith(from, r.match());
                    c.farResult = r;
                    endings.confirmFlag(c.game(), r);
                    compareResults(c);
                }
                default -> refusal("a message from " + from + " on '" + t[2] + "', which a remote game does not use: refused");
            }
        } catch (IllegalArgumentException e) {
            refusal("a " + t[2] + " from " + from + " refused: " + e.getMessage());
        }
    }

    private void challenged(String from, String text) {
        if (text.isEmpty()) {
            challenges.remove(from); // withdrawn
            return;
        }
        Challenge c = Challenge.parse(text);
        if (!c.from().equals(from) || !c.to().equals(config.name())) {
            throw new IllegalArgumentException("it says it is from " + c.from() + " to " + c.to());
        }
        challenges.put(from, c);
        Current cur = current;
        if (cur == null || !cur.far.equals(from)) {
            return; // kept: a new game here with remote:FROM finds it
        }
        if (cur.match == null) {
            decide();
        } else if (cur.match.mine() && !cur.match.accepted() && config.name().compareTo(from) > 0
                && c.disagreement(cur.settings, cur.farSide) == null && !matches.usedCode(c.code())) {
            // both boards challenged each other with the same terms: the board whose name sorts first keeps its own
            mqtt.publish(RemoteTopics.of(config.name(), from, RemoteTopics.CHALLENGE), "", true);
            accept(c);
        }
    }

    private void accepted(String from, String text) {
        if (text.isEmpty()) {
            return;
        }
        Challenge a = Challenge.parse(text);
        Current cur = current;
        if (cur == null || !cur.far.equals(from) || cur.match == null || !cur.match.mine()) {
            return; // an acceptance of an earlier game, retained: nothing to do
        }
        if (!a.sameTerms(cur.match.terms())) {
            if (a.code().equals(cur.match.code())) {
                refusal(from + " accepted challenge " + a.code() + " with other terms (" + a.describe() + "): refused");
            }
            return;
        }
        if (!cur.match.accepted()) {
            // kept as accepted: with the far player's name and the start the acceptance gives both records
            keep(new Match(cur.gameId, cur.far, a.isAcceptance() ? a.json() : cur.match.challenge(), true, true));
            inbox.agreed(a.code(), from);
            record(cur);
            say(from + " accepted challenge " + a.code() + ": the game is on");
            sendOwn(0);
        }
    }

    private void resigned(String from, String text) {
        JsonObject o = RemoteMove.object(text, SYNC_FIELDS);
        String code = RemoteMove.string(o, "match", Challenge.CODE);
        int ply = (int) RemoteMove.number(o, "ply", 0, 10_000);
        Current cur = current;
        if (cur == null || !cur.far.equals(from) || cur.match == null || !cur.match.accepted()
                || !cur.match.code().equals(code)) {
            throw new IllegalArgumentException("it is for game " + code + ", which is not this board's remote game with "
                    + from);
        }
        cur.resignAt = ply;
        resign(cur);
    }

    // ---------------------------------------------------------------- adjournment

    /** The journal's id of the adjourned game with {@code code}, for {@code POST /api/remote/resume} (the page's thread). */
    private long adjournedGame(String code) {
        return RemoteAdjournment.find(matches, journal, code);
    }

    /** The remote game agreed with {@code from} under {@code code}, or IllegalArgumentException naming the mismatch. */
    private Current agreedWith(String from, String code) {
        Current cur = current;
        if (cur == null || !cur.far.equals(from) || cur.match == null || !cur.match.accepted()
                || !cur.match.code().equals(code)) {
            throw new IllegalArgumentException("it is for game " + code + ", which is not this board's remote game with "
                    + from);
        }
        return cur;
    }

    private void asked(String from, String text) {
        JsonObject o = RemoteMove.object(text, SYNC_FIELDS);
        String code = RemoteMove.string(o, "match", Challenge.CODE);
        int ply = (int) RemoteMove.number(o, "ply", 0, 10_000);
        Current cur = current;
        if (cur == null || !cur.far.equals(from) || cur.match == null || !cur.match.code().equals(code)) {
            throw new IllegalArgumentException("it asks for game " + code + ", which is not this board's remote game"
                    + " with " + from);
        }
        sendOwn(ply);
    }

    // ---------------------------------------------------------------- words and the data folder

    /** Said on the page and in the log. */
    private void say(String text) {
        LOG.info(text);
        if (loop != null) {
            loop.post(() -> controller.announce("remote: " + text));
        }
    }

    /** A refusal: logged, said on the page once until a different one. */
    private synchronized void refusal(String why) {
        LOG.warning("remote: " + why);
        if (!why.equals(lastRefusal)) {
            lastRefusal = why;
            if (loop != null) {
                loop.post(() -> controller.announce("remote: " + why));
            }
        }
    }

    /** The agreement kept, in the data folder and for the game in play. */
    private void keep(Match m) {
        if (current != null && current.gameId == m.gameId()) {
            current.match = m;
        }
        matches.keep(m);
    }

    @Override
    public void close() {
        worker.shutdownNow();
        if (mqtt != null) {
            mqtt.close();
        }
    }
}
