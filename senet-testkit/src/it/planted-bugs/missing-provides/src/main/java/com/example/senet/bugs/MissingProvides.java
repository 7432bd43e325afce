package com.example.senet.bugs;

import com.example.senet.SprintRules;

/**
 * Planted bug: a correct rule set in a named module whose declaration does not provide it; on the
 * module path ServiceLoader ignores the services file, so no game can find it.
 */
public class MissingProvides extends SprintRules {
    @Override
    public String id() {
        return "sprint-missing-provides";
    }
}
