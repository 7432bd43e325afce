package com.example.senet.bugs;

import java.util.concurrent.atomic.AtomicInteger;

import com.example.senet.SprintRules;
import org.senet.core.position.Position;

/** Planted bug: the moves are listed in an order that turns by one on every call. */
public class MoveOrderChanges extends SprintRules {
    private final AtomicInteger calls = new AtomicInteger();

    @Override
    public String id() {
        return "sprint-move-order-changes";
    }

    @Override
    public int actions(Position position, int throwValue, int[] buffer) {
        int count = super.actions(position, throwValue, buffer);
        int turn = count == 0 ? 0 : calls.incrementAndGet() % count;
        int[] turned = new int[count];
        for (int i = 0; i < count; i++) {
            turned[i] = buffer[(i + turn) % count];
        }
        System.arraycopy(turned, 0, buffer, 0, count);
        return count;
    }
}
