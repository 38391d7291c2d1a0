package org.othellier.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.othellier.clock.Table.B;
import static org.othellier.clock.Table.W;
import static org.othellier.clock.Table.ms;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.othellier.clock.ClockEvent.Reason;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;

/** Every time control at its edges, and the clock's commands. Time is a manual source: no test waits. */
class ClockTest {

    @Nested
    class SuddenDeath {
        @Test
        void eachPlayersTimeRunsOnlyOnTheirTurn() {
            Table t = new Table("25m").start().move(B, "1m").move(W, "2m30s").move(B, "10s");
            assertEquals(ms("23m50s"), t.main(B));
            assertEquals(ms("22m30s"), t.main(W));
            assertEquals(W, t.clock.toMove());
            assertEquals(2, t.player(B).moves());
            assertEquals(1, t.player(W).moves());
        }

        @Test
        void theFlagFallsAtTheExactMillisecondEvenWhenPolledLate() {
            Table t = new Table("25m").start();
            long start = t.now();
            t.quietly("25m").quietly("3.5s").poll();
            ClockEvent.Flagged flag = t.only(ClockEvent.Flagged.class);
            assertEquals(B, flag.side());
            assertEquals(start + ms("25m"), flag.at());
            assertEquals(ClockState.Phase.FLAGGED, t.clock.phase());
            assertEquals(0, t.main(B));
            assertEquals(ms("25m"), t.player(B).used(), "the flagged player used exactly the time they had");
        }

        @Test
        void aPressOneMillisecondBeforeTheFlagCountsAndAPressAtTheFlagIsTooLate() {
            Table early = new Table("1m").start().move(B, "59.999s");
            assertEquals(1, early.main(B));
            assertEquals(W, early.clock.toMove());

            Table exact = new Table("1m").start().move(B, "1m");
            ClockEvent.Ignored ignored = exact.only(ClockEvent.Ignored.class);
            assertEquals(Reason.FLAGGED, ignored.reason());
            assertEquals(B, exact.only(ClockEvent.Flagged.class).side());
            List<String> order = exact.last.stream().map(e -> e.getClass().getSimpleName()).toList();
            assertEquals(List.of("Flagged", "Ignored"), order.subList(order.size() - 2, order.size()),
                    "the flag first, then the refused press");
        }

        @Test
        void aFrozenClockIgnoresEverythingAndNoLongerMoves() {
            Table t = new Table("1m").start().waitFor("2m");
            ClockState frozen = t.clock;
            t.quietly("10m").press(B).press(W).pause().resume().poll();
            assertEquals(frozen, t.clock);
            assertTrue(t.clock.nextEventAt().isEmpty());
            assertEquals(4, t.all(ClockEvent.Ignored.class).size());
        }

        @Test
        void theGameAppliesO13ToTheFlagTheClockReports() {
            // O-13: White ran out while ahead on discs: 33:31 for Black.
            Table t = new Table("1m").start().move(B, "1s").waitFor("1m");
            ClockEvent.Flagged flag = t.only(ClockEvent.Flagged.class);
            OthelloPosition whiteAhead = OthelloPosition.of(OthelloVariant.OTHELLO, "-".repeat(27) + "OOO" + "-".repeat(5) + "XO" + "-".repeat(27), W);
            var result = whiteAhead.timeForfeit(flag.side());
            assertEquals(33, result.black());
            assertEquals(31, result.white());
        }

        @Test
        void differentTimesPerSideForAHandicap() {
            Table t = new Table("25m,10m").start();
            assertEquals(ms("25m"), t.main(B));
            assertEquals(ms("10m"), t.main(W));
            t.move(B, "1s").waitFor("10m");
            assertEquals(W, t.only(ClockEvent.Flagged.class).side());
        }
    }

    @Nested
    class Presses {
        @Test
        void onlyThePlayerToMoveCanEndTheirTurnAndOtherPressesAreReported() {
            Table t = new Table("25m").start().quietly("5s").press(W);
            ClockEvent.Ignored ignored = t.only(ClockEvent.Ignored.class);
            assertEquals(W, ignored.side());
            assertEquals(Reason.NOT_YOUR_TURN, ignored.reason());
            assertEquals(B, t.clock.toMove());
            assertEquals(ms("24m55s"), t.main(B), "Black's time kept running");
        }

        @Test
        void beforeTheStartAPressStartsTheOpponentsClockAsOnAChessClock() {
            Table t = new Table("25m").press(W);
            assertEquals(B, t.only(ClockEvent.Started.class).toMove());
            assertEquals(ClockState.Phase.RUNNING, t.clock.phase());
        }

        @Test
        void aPassHandsTheTurnBackWithoutAMoveOrIncrement() {
            // O-7: after Black's move White has no legal move; the game tells the clock, nobody presses.
            Table t = new Table("5m+10s").start().move(B, "3s");
            long whiteBefore = t.main(W);
            t.quietly("0.2s").pass(W);
            assertEquals(B, t.clock.toMove());
            assertEquals(whiteBefore - 200, t.main(W), "White's clock ran until the game noticed the pass, no increment");
            assertEquals(0, t.player(W).moves());
            t.move(B, "1s");
            assertEquals(2, t.player(B).moves());
            assertEquals(W, t.clock.toMove());
        }

        @Test
        void aPassFromThePlayerNotToMoveIsIgnored() {
            Table t = new Table("5m").start().pass(W);
            assertEquals(Reason.NOT_YOUR_TURN, t.only(ClockEvent.Ignored.class).reason());
        }
    }

    @Nested
    class Fischer {
        @Test
        void theIncrementIsAddedAfterEveryMoveFromTheFirst() {
            Table t = new Table("15m+10s").start().move(B, "4s").move(W, "25s");
            assertEquals(ms("15m6s"), t.main(B));
            assertEquals(ms("14m45s"), t.main(W));
        }

        @Test
        void theIncrementComesOnlyWithAPressInTime() {
            Table t = new Table("1m+10s").start().move(B, "1m");
            assertEquals(B, t.only(ClockEvent.Flagged.class).side());
            assertEquals(0, t.main(B));
        }
    }

    @Nested
    class SimpleDelay {
        @Test
        void aMoveWithinTheDelayCostsNothing() {
            Table t = new Table("5m+d5s").start().move(B, "3s");
            assertEquals(ms("5m"), t.main(B));
            t.move(W, "5s");
            assertEquals(ms("5m"), t.main(W), "the delay used to the last millisecond");
        }

        @Test
        void aLongerMoveCostsOnlyWhatGoesPastTheDelay() {
            Table t = new Table("5m+d5s").start().move(B, "7.25s");
            assertEquals(ms("4m57.75s"), t.main(B));
            assertEquals(ms("5.25s") + ms("2s"), t.player(B).used());
        }

        @Test
        void theDelayEndsAtItsExactInstantAndThenTheMainTimeRuns() {
            Table t = new Table("5m+d5s").start();
            long start = t.now();
            assertEquals(start + ms("5s"), t.clock.nextEventAt().getAsLong());
            t.waitFor("6s");
            assertEquals(start + ms("5s"), t.only(ClockEvent.DelayOver.class).at());
            assertEquals(ms("4m59s"), t.main(B));
        }

        @Test
        void aPauseDuringTheDelayKeepsWhatIsLeftOfIt() {
            Table t = new Table("5m+d5s").start().quietly("2s").pause().quietly("1h").resume();
            assertEquals(ms("3s"), t.player(B).delay());
            long resumed = t.now();
            t.waitFor("3s");
            assertEquals(resumed + ms("3s"), t.only(ClockEvent.DelayOver.class).at());
            assertEquals(ms("5m"), t.main(B));
            t.waitFor("1s");
            assertEquals(ms("4m59s"), t.main(B));
        }

        @Test
        void theFlagFallsAfterTheDelayAndTheLastOfTheMainTime() {
            Table t = new Table("5m+d5s").start();
            long start = t.now();
            t.adjust(B, -ms("4m59s")).waitFor("1h");
            assertEquals(start + ms("6s"), t.only(ClockEvent.Flagged.class).at());
        }

        @Test
        void eachTurnGetsAFreshDelay() {
            Table t = new Table("5m+d5s").start().move(B, "1s").move(W, "1s");
            assertEquals(ms("5s"), t.player(B).delay());
            assertEquals(0, t.player(W).delay());
        }
    }

    @Nested
    class Bronstein {
        @Test
        void aMoveWithinTheDelayGetsAllItsTimeBack() {
            Table t = new Table("5m+b5s").start().quietly("3s");
            assertEquals(ms("4m57s"), t.main(B), "the time runs during the move");
            t.press(B);
            assertEquals(ms("5m"), t.main(B));
        }

        @Test
        void aLongerMoveGetsTheDelayBackAndNoMore() {
            Table t = new Table("5m+b5s").start().move(B, "12s");
            assertEquals(ms("4m53s"), t.main(B));
        }

        @Test
        void unlikeASimpleDelayTheFlagCanFallWithinTheDelay() {
            Table t = new Table("5m+b5s").start();
            long start = t.now();
            t.adjust(B, -ms("4m58s")).waitFor("1m");
            assertEquals(start + ms("2s"), t.only(ClockEvent.Flagged.class).at());
        }

        @Test
        void aPauseDoesNotCountTowardsTheRefund() {
            Table t = new Table("5m+b5s").start().quietly("2s").pause().quietly("10m").resume().move(B, "2s");
            assertEquals(ms("5m"), t.main(B));
        }
    }

    @Nested
    class Periods {
        @Test
        void theNextStagesTimeAndTheIncrementAreBothAddedAfterTheLastMoveOfAStage() {
            Table t = new Table("90m/40+30m+30s").start();
            for (int i = 0; i < 39; i++) {
                t.move(B, "2m").move(W, "1m");
            }
            assertEquals(ms("90m") + 39 * ms("30s") - 39 * ms("2m"), t.main(B));
            assertEquals("39/40", ClockFace.indicator(t.view(), B));
            long before = t.main(B);
            t.move(B, "1m");
            assertEquals(before - ms("1m") + ms("30s") + ms("30m"), t.main(B));
            ClockEvent.NextStage next = t.only(ClockEvent.NextStage.class);
            assertEquals(1, next.stage());
            assertEquals(ms("30m"), next.addedMillis());
            assertEquals(0, t.player(B).stageMovesLeft(), "the last stage is for the rest of the game");
        }

        @Test
        void aPressWithOneMillisecondLeftAtTheFortiethMoveReachesTheNextStage() {
            Table t = new Table("1m/2+1m").start().move(B, "1s").move(W, "1s");
            t.move(B, "58.999s");
            assertEquals(1 + ms("1m"), t.main(B));
            assertEquals(1, t.player(B).stage());
        }

        @Test
        void runningOutBeforeTheMovesAreMadeIsAFlagEvenWithAStageToCome() {
            Table t = new Table("1m/2+1m").start().move(B, "1s").move(W, "1s").waitFor("2m");
            assertEquals(B, t.only(ClockEvent.Flagged.class).side());
            assertEquals(t.now() - ms("2m") + ms("59s"), t.only(ClockEvent.Flagged.class).at());
        }

        @Test
        void aLastStageWithAMoveCountRepeats() {
            Table t = new Table("2h/40+1h/20").start();
            for (int i = 0; i < 80; i++) {
                t.move(B, "1s").move(W, "1s");
            }
            assertEquals(ms("2h") + 3 * ms("1h") - 80 * ms("1s"), t.main(B), "1 h more after moves 40, 60 and 80");
            assertEquals(3, t.all(ClockEvent.NextStage.class).stream().filter(e -> e.side() == B).count());
            assertEquals(20, t.player(B).stageMovesLeft());
        }

        @Test
        void theArbiterCorrectingTheMoveCounterMovesTheStageAndItsTime() {
            Table t = new Table("90m/40+30m").start();
            for (int i = 0; i < 38; i++) {
                t.move(B, "1s").move(W, "1s");
            }
            ClockState.Step s = t.clock.setMoves(B, 40, t.now());
            ClockView.Player black = s.clock().view(t.now()).of(B);
            assertEquals(ms("90m") + ms("30m") - 38 * ms("1s"), black.main());
            assertEquals(1, black.stage());
            ClockState.Step back = s.clock().setMoves(B, 38, t.now());
            assertEquals(t.clock.view(t.now()).of(B), back.clock().view(t.now()).of(B));
        }
    }

    @Nested
    class ByoYomi {
        @Test
        void overtimeStartsWhenTheMainTimeIsUsedAndAMoveInAPeriodKeepsIt() {
            Table t = new Table("1m+3x30s").start();
            long start = t.now();
            t.waitFor("1m20s");
            assertEquals(start + ms("1m"), t.only(ClockEvent.OvertimeStarted.class).at());
            assertEquals(ms("10s"), t.player(B).period());
            t.press(B);
            assertEquals(ms("30s"), t.player(B).period(), "the period starts afresh for the next move");
            assertEquals(3, t.player(B).periods());
        }

        @Test
        void aPeriodThatRunsOutIsUsedUpExactlyAtItsEnd() {
            Table t = new Table("1m+3x30s").start();
            long start = t.now();
            t.waitFor("1m30s");
            assertEquals(start + ms("1m30s"), t.only(ClockEvent.PeriodUsed.class).at());
            assertEquals(2, t.player(B).periods());
            assertEquals(ms("30s"), t.player(B).period());
            t.press(B);
            assertEquals(2, t.player(B).periods(), "a used period does not come back");
        }

        @Test
        void aPressAtTheExactEndOfAPeriodUsesItButIsNotAFlagWhilePeriodsRemain() {
            Table t = new Table("3x30s").start().move(B, "30s");
            assertEquals(2, t.player(B).periods());
            assertEquals(W, t.clock.toMove());
        }

        @Test
        void theFlagFallsWhenTheLastPeriodRunsOut() {
            Table t = new Table("1m+3x30s").start();
            long start = t.now();
            t.waitFor("10m");
            assertEquals(start + ms("2m30s"), t.only(ClockEvent.Flagged.class).at());
            assertEquals(2, t.all(ClockEvent.PeriodUsed.class).size());
        }

        @Test
        void pureByoYomiHasNoMainTime() {
            Table t = new Table("5x30s").start();
            assertTrue(t.player(B).overtime());
            assertEquals("5. 30", ClockFace.sevenSegment(t.view(), B));
            t.waitFor("1m15s");
            assertEquals(3, t.player(B).periods());
            assertEquals(ms("15s"), t.player(B).period());
        }
    }

    @Nested
    class Canadian {
        @Test
        void theMovesOfAPeriodMustBeMadeInItsTimeAndThenItStartsAfresh() {
            Table t = new Table("1m+3in1m").start().move(B, "1m10s");
            assertEquals(ms("50s"), t.player(B).period());
            assertEquals(2, t.player(B).periods(), "two moves left to make in this period");
            t.move(W, "1s").move(B, "20s").move(W, "1s").move(B, "5s");
            assertEquals(ms("1m"), t.player(B).period(), "three moves made: a fresh period; the 25 s left over are not kept");
            assertEquals(3, t.player(B).periods());
        }

        @Test
        void thePeriodRunningOutIsAFlag() {
            Table t = new Table("1m+3in1m").start();
            long start = t.now();
            t.waitFor("5m");
            assertEquals(start + ms("2m"), t.only(ClockEvent.Flagged.class).at());
        }
    }

    @Nested
    class Hourglass {
        @Test
        void theTimeOnePlayerUsesGoesToTheOther() {
            Table t = new Table("hourglass3m").start().move(B, "10s");
            assertEquals(ms("2m50s"), t.main(B));
            assertEquals(ms("3m10s"), t.main(W));
            t.move(W, "1m");
            assertEquals(ms("3m50s"), t.main(B));
            assertEquals(ms("2m10s"), t.main(W));
            assertEquals(ms("6m"), t.main(B) + t.main(W));
        }

        @Test
        void theFlagFallsWhenTheSandRunsOut() {
            Table t = new Table("hourglass3m").start().move(B, "1m");
            long turn = t.now();
            t.waitFor("10m");
            assertEquals(turn + ms("4m"), t.only(ClockEvent.Flagged.class).at());
            assertEquals(ms("6m"), t.main(B));
        }
    }

    @Nested
    class CountUp {
        @Test
        void theClockCountsTheTimeUsedAndNeverFlags() {
            Table t = new Table("countup").start().move(B, "3h").move(W, "2m");
            assertEquals(ms("3h"), t.main(B));
            assertEquals(ms("2m"), t.main(W));
            assertTrue(t.clock.nextEventAt().isEmpty());
            t.waitFor("90h");
            assertTrue(t.all(ClockEvent.Flagged.class).isEmpty());
        }
    }

    @Nested
    class Arbiter {
        @Test
        void aPauseStopsBothClocksAndAResumeRestartsTheOneToMove() {
            Table t = new Table("25m").start().quietly("1m").pause().quietly("30m");
            assertEquals(ms("24m"), t.main(B));
            assertTrue(t.clock.nextEventAt().isEmpty());
            t.press(B);
            assertEquals(Reason.PAUSED, t.only(ClockEvent.Ignored.class).reason());
            t.resume().quietly("1m");
            assertEquals(ms("23m"), t.main(B));
        }

        @Test
        void adjustingAddsOrTakesTimeAndNeverMakesAFlag() {
            Table t = new Table("25m").start().move(B, "1m").adjust(W, ms("2m"));
            assertEquals(ms("27m"), t.main(W));
            t.adjust(B, -ms("4m"));
            assertEquals(ms("20m"), t.main(B));
            var e = assertThrows(IllegalArgumentException.class, () -> t.clock.adjust(B, -ms("20m"), t.now()));
            assertEquals("taking 20m from Black's time would leave no time (20m left)", e.getMessage());
        }

        @Test
        void inByoYomiTheAdjustmentGoesToThePeriod() {
            Table t = new Table("3x30s").start().quietly("10s").adjust(B, ms("5s"));
            assertEquals(ms("25s"), t.player(B).period());
        }

        @Test
        void stoppingFreezesTheClockAsItStands() {
            Table t = new Table("25m").start().move(B, "1m").quietly("2m");
            t.clock = t.clock.stop(t.now()).clock();
            t.quietly("1h");
            assertEquals(ClockState.Phase.STOPPED, t.clock.phase());
            assertEquals(ms("23m"), t.main(W));
        }
    }

    @Nested
    class Warnings {
        @Test
        void eachThresholdIsReportedOnceAtItsExactInstantAndIsTheNextEvent() {
            Table t = new Table("2m").start();
            long start = t.now();
            assertEquals(start + ms("1m"), t.clock.nextEventAt().getAsLong());
            t.waitFor("1m55s");
            List<ClockEvent.LowTime> low = t.all(ClockEvent.LowTime.class);
            assertEquals(2, low.size());
            assertEquals(start + ms("1m"), low.get(0).at());
            assertEquals(ms("1m"), low.get(0).thresholdMillis());
            assertEquals(start + ms("1m50s"), low.get(1).at());
            assertEquals(2, t.player(B).lowTime());
            assertEquals(start + ms("2m"), t.clock.nextEventAt().getAsLong());
        }

        @Test
        void thresholdsAreConfigurable() {
            ClockState c = ClockState.create(TimeControl.parse("5m"), List.of(ms("30s")));
            Table t = new Table(c).start();
            assertEquals(t.now() + ms("4m30s"), t.clock.nextEventAt().getAsLong());
        }

        @Test
        void inByoYomiEveryPeriodWarnsAgain() {
            ClockState c = ClockState.create(TimeControl.parse("3x30s"), List.of(ms("10s")));
            Table t = new Table(c).start().waitFor("1m");
            assertEquals(2, t.all(ClockEvent.LowTime.class).size());
        }
    }

    @Nested
    class Journal {
        @Test
        void theStateSurvivesEncodingExactlyInEveryPhase() {
            Table t = new Table("90m/40+30m+30s,1h+d5s").start().move(B, "1m").quietly("2s");
            for (ClockState c : List.of(ClockState.create(TimeControl.parse("5m+b3s")), t.clock, t.clock.pause(t.now()).clock(),
                    t.clock.poll(t.now() + ms("5h")).clock(), t.clock.stop(t.now()).clock())) {
                assertEquals(c, ClockState.decode(c.encode()));
            }
            assertEquals("c1;90m/40+30m+30s,1h+d5s;1m,10s;RW;1060000;5370000,0,1,1,0,0,60000,0,0;3600000,0,0,0,0,0,0,5000,0",
                    t.clock.encode());
        }

        @Test
        void everyStateTheClockCanReachCanBeRestored() {
            // Far beyond any real game: thousands of moves, increments and adjustments past 99 hours.
            ClockState c = ClockState.create(TimeControl.parse("1m+1m")).start(B, 0).clock();
            for (int i = 0; i < 20_000; i++) {
                c = c.press(c.toMove(), i * 10L).clock();
            }
            ClockState byo = ClockState.create(TimeControl.parse("3x30s")).start(B, 0).clock();
            for (int i = 0; i < 3; i++) {
                byo = byo.adjust(B, Durations.MAX_MILLIS, 0).clock();
            }
            for (ClockState x : List.of(c, byo)) {
                assertEquals(x, ClockState.decode(x.encode()));
            }
        }

        @Test
        void aRestartChargesTheDowntimeToNobody() {
            Table t = new Table("25m+d5s").start().move(B, "1m").quietly("3s");
            String journal = t.clock.poll(t.now()).clock().encode();
            // The service stops; after a reboot the monotonic clock starts again near zero.
            ClockState restored = ClockState.decode(journal).resumeAt(42);
            assertEquals(ms("25m"), restored.view(42).of(W).main(), "3 s of White's 5 s delay were used");
            ClockView later = restored.view(42 + ms("4s"));
            assertEquals(ms("24m58s"), later.of(W).main());
            assertEquals(ms("24m5s"), later.of(B).main());
        }

        @Test
        void aDamagedLineIsRefusedWithWhatIsWrong() {
            var e = assertThrows(IllegalArgumentException.class,
                    () -> ClockState.decode("c1;25m;1m;RB;0;-5,0,0,0,0,0,0,0,0;1500000,0,0,0,0,0,0,0,0"));
            assertTrue(e.getMessage().contains("Black's main time -5"), e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> ClockState.decode("c1;25q;1m;RB;0;1,0,0,0,0,0,0,0,0;1,0,0,0,0,0,0,0,0"));
            assertTrue(e.getMessage().contains("unknown unit 'q'"), e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> ClockState.decode("hello"));
            assertTrue(e.getMessage().contains("not a version-1 clock line"), e.getMessage());
        }
    }

    @Test
    void commandsDoNotChangeTheValueTheyAreCalledOn() {
        ClockState c = ClockState.create(TimeControl.parse("5m"));
        ClockState.Step s = c.start(B, 0);
        assertSame(ClockState.Phase.READY, c.phase());
        assertFalse(s.clock().equals(c));
    }
}
