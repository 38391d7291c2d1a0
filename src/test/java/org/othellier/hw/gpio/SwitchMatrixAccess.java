package org.othellier.hw.gpio;

/** Test access to the scanner's matrix, to arm the interrupt as the scan thread does between scans. */
final class SwitchMatrixAccess {

    private SwitchMatrixAccess() {
    }

    static void arm(GpioBoard board) {
        board.scanner().armForTest();
    }
}
