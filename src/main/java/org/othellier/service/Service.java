package org.othellier.service;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.othellier.app.Announcer;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.app.OctiController;
import org.othellier.app.OthelloController;
import org.othellier.app.OthelloSnapshot;
import org.othellier.app.ServiceConfig;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.club.ClubConfig;
import org.othellier.club.ClubLink;
import org.othellier.coach.EngineDemand;
import org.othellier.coach.ReviewQueue;
import org.othellier.coach.Reviewer;
import org.othellier.engine.octi.EngineSpec;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.gpio.GpioBoard;
import org.othellier.hw.serial.SerialBoard;
import org.othellier.hw.serial.SerialConfig;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.phone.PhonePlayers;
import org.othellier.remote.RemoteConfig;
import org.othellier.remote.RemoteLink;
import org.othellier.security.ArbiterPin;
import org.othellier.store.Journal;
import org.othellier.voice.EspeakSpeaker;
import org.othellier.voice.Phrases;
import org.othellier.voice.SilentSpeaker;
import org.othellier.voice.Speaker;
import org.othellier.voice.VoiceConfig;
import org.othellier.web.ListeningPort;
import org.othellier.web.WebServer;

/**
 * The whole companion wired together: the board backend, the journal, the game's event loop and
 * controller, the AI worker and the web server. {@code serve} runs one; tests start one in-process
 * on a free port.
 */
public final class Service implements AutoCloseable {

    private static final java.util.logging.Logger LOG = java.util.logging.Logger.getLogger(Service.class.getName());

    private final BoardBackend board;
    private final Journal journal;
    private final EventLoop loop;
    private final Companion controller;
    private final ExecutorService aiWorker;
    private final ReviewQueue reviews;
    private final WebServer web;
    private final int port;
    private final String arbiterPin;
    private final Speaker speaker;
    private final ClubLink club;
    private final RemoteLink remote;

    private Service(BoardBackend board, Journal journal, EventLoop loop, Companion controller, ExecutorService aiWorker,
                    ReviewQueue reviews, WebServer web, int port, String arbiterPin, Speaker speaker, ClubLink club,
                    RemoteLink remote) {
        this.remote = remote;
        this.reviews = reviews;
        this.board = board;
        this.journal = journal;
        this.loop = loop;
        this.controller = controller;
        this.aiWorker = aiWorker;
        this.web = web;
        this.port = port;
        this.arbiterPin = arbiterPin;
        this.speaker = speaker;
        this.club = club;
    }

    /** Opens the board the configuration names ({@code board.backend}): simulated, direct GPIO or serial. */
    public static BoardBackend openBoard(ServiceConfig config, LongSupplier now) {
        return switch (config.backend()) {
            case "gpio" -> GpioBoard.open(config.hardware().section("gpio"), now);
            case "serial" -> SerialBoard.open(SerialConfig.read(config.hardware().section("serial")), now);
            default -> new SimulatedBoard(config.game().boardSize(), config.game().sensors(), now);
        };
    }

    /** Starts everything; returns once the first game is set up and the web page answers. */
    public static Service start(ServiceConfig config) throws Exception {
        return start(config, openBoard(config, Service::monotonicMillis));
    }

    /** The service's monotonic time: what button presses are dated with. */
    public static long monotonicMillis() {
        return Math.floorDiv(System.nanoTime(), 1_000_000L);
    }

    /**
     * Starts everything on a board already open (dating its presses with {@link #monotonicMillis()}), which the
     * service then owns: the games' sensing follows what its sensors see ({@link ServiceConfig#forBoard}).
     */
    public static Service start(ServiceConfig configured, BoardBackend board) throws Exception {
        LongSupplier now = Service::monotonicMillis;
        ServiceConfig config;
        Journal journal;
        ArbiterPin.Pin pin;
        ClubConfig clubConfig;
        RemoteConfig remoteConfig;
        ListeningPort listening;
        try {
            config = configured.forBoard(board.status());
            clubConfig = ClubConfig.read(config.hardware());
            remoteConfig = RemoteConfig.read(config.hardware());
            // The page's port first: one in use is said before the data folder, the PIN and the first game exist.
            listening = ListeningPort.bind("the web server", config.bind(), config.port(),
                    "choose another with --port N or service.port in the configuration");
        } catch (RuntimeException e) {
            board.close();
            throw e;
        }
        try {
            pin = ArbiterPin.resolve(config.security(), config.dataDir());
            journal = Journal.open(config.dataDir());
        } catch (RuntimeException e) {
            listening.close();
            board.close();
            throw e;
        }
        ExecutorService aiWorker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "ai");
            t.setDaemon(true);
            t.setPriority(Thread.NORM_PRIORITY - 1); // the game loop comes first
            return t;
        });
        EventLoop loop = new EventLoop(now);
        // the games' AI goes through the demand, which the background review watches and gives way to
        EngineDemand demand = new EngineDemand(aiWorker);
        // a remote:BOARD player is the far board's person, through the broker of [remote] (docs/REMOTE.md)
        RemoteLink remote = remoteConfig == null ? null : new RemoteLink(remoteConfig, journal, config.dataDir(), now,
                Clock.systemUTC());
        var factory = config.opponents().factory();
        // a phone:NAME player plays on the board's page from a phone, invited by the arbiter (docs/REMOTE.md)
        PhonePlayers phones = new PhonePlayers(new SecureRandom());
        OthelloController othello = new OthelloController(config.controller(), board, journal, now, Clock.systemUTC(), loop,
                spec -> remote != null && spec.kind() == PlayerSpec.Kind.REMOTE ? remote.opponent(spec)
                        : spec.kind() == PlayerSpec.Kind.PHONE ? phones.opponent(spec) : factory.create(spec), demand);
        othello.coach(config.coach());
        OctiController octi = new OctiController(config.controller(), board, journal, now, Clock.systemUTC(), loop,
                spec -> EngineSpec.parse(spec).create(new Random()), demand);
        Companion controller = new Companion(othello, octi, journal);
        VoiceConfig voice = config.voice();
        Speaker speaker = voice.enabled() ? new EspeakSpeaker(voice) : new SilentSpeaker();
        if (voice.enabled()) {
            controller.addListener(new Announcer(speaker, Phrases.of(voice.language())));
        }
        ReviewQueue reviews = new ReviewQueue(journal, config.review(), demand, Clock.systemUTC());
        controller.addListener(v -> {
            if (v instanceof OthelloSnapshot s && "over".equals(s.status()) && Reviewer.reviewable(s.settings().variant())) {
                reviews.finished(s.gameId()); // only queues it: the loop never waits for the review
            }
        });
        WebServer web = new WebServer(loop, controller, journal, board.pageDriven().orElse(null), config.game(), config.aiLevel(), config.bind(),
                config.port(), pin.value(), config.security(), reviews, phones).listenOn(listening);
        if (pin.made()) {
            // Said once, where the person who installed the board looks first; `othellier pin` says it again.
            LOG.warning("the arbiter's PIN is " + pin.value() + " (kept in " + config.dataDir().resolve(ArbiterPin.FILE_NAME)
                    + "; `othellier pin` shows it again, security.arbiter-pin sets your own)");
        }
        // The web server starts beside the game (class loading is most of the start-up time on a Pi)
        CompletableFuture<Integer> webStarted = CompletableFuture.supplyAsync(() -> {
            try {
                return web.start();
            } catch (Exception e) {
                throw new IllegalStateException("the web server on " + config.bind() + ":" + listening.port()
                        + " did not start: " + e.getMessage(), e);
            }
        }, r -> {
            Thread t = new Thread(r, "web-start");
            t.setDaemon(true);
            t.start();
        });
        CountDownLatch begun = new CountDownLatch(1);
        RuntimeException[] failure = new RuntimeException[1];
        loop.start(controller, () -> {
            try {
                controller.begin(config.game());
            } catch (RuntimeException e) {
                failure[0] = e;
            } finally {
                begun.countDown();
            }
        });
        int port = -1;
        try {
            if (!begun.await(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the game did not start within 30 s");
            }
            if (failure[0] != null) {
                throw failure[0];
            }
            port = webStarted.join();
        } catch (RuntimeException | InterruptedException e) {
            try {
                web.close();
            } catch (Exception ignored) {
                // reporting the first failure
            }
            loop.close();
            reviews.close();
            journal.close();
            board.close();
            speaker.close();
            if (e instanceof java.util.concurrent.CompletionException ce && ce.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw e;
        }
        board.watchStatus(() -> loop.post(controller::boardChanged));
        board.sensors().start(frame -> loop.post(() -> controller.onFrame(frame)));
        board.buttons().start(press -> loop.post(() -> controller.onPress(press)));
        board.buttons().startReleases(release -> loop.post(() -> controller.onRelease(release)));
        loop.post(controller::boardChanged); // a change while the game began
        // The club's link (docs/CLUB.md), only with [club]: it publishes what the journal accepted and never holds up the game
        ClubLink club = clubConfig == null ? null
                : new ClubLink(clubConfig, controller, loop, journal, config.game(), config.dataDir());
        if (remote != null) {
            remote.start(controller, loop);
            if (club != null) { // the hub shows the remote game to the club's spectators
                club.reportRemoteGames(() -> new ClubLink.RemoteGame(remote.agreedCode(), remote.name()));
            }
        }
        return new Service(board, journal, loop, controller, aiWorker, reviews, web, port, pin.value(), speaker, club,
                remote);
    }

    public int port() {
        return port;
    }

    /** The arbiter's PIN this service asks for (tests and scripts that started it). */
    public String arbiterPin() {
        return arbiterPin;
    }

    public BoardBackend board() {
        return board;
    }

    public String describe() {
        return board.describe();
    }

    /** The game as the page sees it now (safe from any thread). */
    public org.othellier.app.SessionView snapshot() {
        return controller.snapshot();
    }

    /** The club's link, or null without {@code [club]}. */
    public ClubLink club() {
        return club;
    }

    /** The link of remote games, or null without {@code [remote]}. */
    public RemoteLink remote() {
        return remote;
    }

    @Override
    public void close() {
        if (club != null) {
            club.close();
        }
        if (remote != null) {
            remote.close();
        }
        try {
            web.close();
        } catch (Exception e) {
            // closing anyway
        }
        loop.call(() -> {
            controller.close();
            return null;
        });
        loop.close();
        aiWorker.shutdownNow();
        reviews.close();
        speaker.close();
        journal.close();
        board.close();
    }
}
