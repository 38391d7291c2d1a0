/**
 * The command line, the outermost layer, which nothing else imports. {@link Main} (picocli, the jar's Main-Class)
 * registers one class per command ({@code serve}, {@code club}, {@code show}, {@code analyze}, {@code solve},
 * {@code match}, {@code clock}, {@code hwtest}, {@code calibrate}, {@code flash}, ...; README lists them) and, in a
 * checkout, by name, the developers' tools of src/tools where their classes are present ({@code soak},
 * {@code train}, {@code companion-bench}, {@code club-bench}, {@code web-bench}, {@code calibrate-solver},
 * {@code octi index-bench}).
 *
 * <p>Shared pieces: {@code PositionInput} (the position argument and variant options of {@code show} and
 * {@code analyze}); {@code ArgumentErrors} (every argument picocli cannot parse, in the product's words);
 * {@link BadInputException} (one line, exit code 2); {@code OrderlyStop} (the stop of {@code serve} and
 * {@code club} on Ctrl-C or SIGTERM at any moment, start-up included: the hook waits for start-up to end, closes what
 * started and says {@code stopped} in one line). {@link CalibrateCommand} with {@code HallCalibrationSteps} (the
 * guided steps of a Hall board's calibration, input and output injected); {@link FlashCommand} with
 * {@code FirmwareImages} (what each controller can read, checked before any image is looked for) and
 * {@code Avrdude} (avrdude read on a thread of its own, so its time limit holds while it hangs).
 *
 * <p>May use every package; like {@code service} and {@code soak} it may name a concrete backend (the bring-up
 * commands drive one directly).
 */
package org.othellier.cli;
