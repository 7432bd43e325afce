package org.senet.core.rules;

/** A second plugin claiming the id "race", for the registry's duplicate check. */
public class RaceRulesTwin extends RaceRules {
}
