package org.othellier.cli;

import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloPosition;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** Shows a position, from a transcript or a position string, as a picture with its legal moves and score. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Shows the position after a transcript (f5d6c3...) or a position string "
                + "(one X/O/- per square, then the side to move) as a picture, with the side to move, legal moves and score.")
public final class ShowCommand implements Callable<Integer> {

    @Mixin
    PositionInput input;

    @Override
    public Integer call() {
        System.out.print(describe(input.position(input.variant())));
        return 0;
    }

    static String describe(OthelloPosition position) {
        StringBuilder sb = new StringBuilder();
        sb.append(position.toPicture());
        sb.append("Black (X) ").append(position.count(Side.BLACK)).append(", White (O) ")
                .append(position.count(Side.WHITE)).append(", empty ").append(position.empties()).append('\n');
        if (position.isOver()) {
            sb.append("Game over: ").append(position.result()).append('\n');
        } else {
            sb.append(position.toMove() == Side.BLACK ? "Black" : "White").append(" to move\n");
            sb.append("Legal moves: ").append(position.mustPass() ? "pass"
                    : position.legalMoves().stream().map(Object::toString).collect(Collectors.joining(" "))).append('\n');
        }
        sb.append("Position: ").append(position.toObf()).append('\n');
        return sb.toString();
    }
}
