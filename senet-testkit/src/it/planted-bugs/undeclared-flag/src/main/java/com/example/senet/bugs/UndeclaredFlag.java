package com.example.senet.bugs;

import com.example.senet.SprintRules;
import org.senet.core.position.Position;

/**
 * Planted bug: a flag "throws again" is kept in the position's flags but not declared in
 * {@code flags()}, so the notation cannot write it and a position does not read back.
 */
public class UndeclaredFlag extends SprintRules {
    @Override
    public String id() {
        return "sprint-undeclared-flag";
    }

    @Override
    public Position apply(Position position, int throwValue, int action) {
        Position next = super.apply(position, throwValue, action);
        return throwValue >= 4 ? next.withFlags(1) : next;
    }
}
