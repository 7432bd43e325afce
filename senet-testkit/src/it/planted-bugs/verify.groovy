// Every planted bug fails its module's build with a message naming the broken property and the rule set
def log = new File(basedir, 'build.log').text
def expected = [
    "P1 pieces conserved fails for rule set 'sprint-swap-deletes-piece'",
    "random play fails for rule set 'sprint-play-refuses-bearing-off': apply throws",
    "P5 actions are deterministic fails for rule set 'sprint-move-order-changes'",
    "P7 random games end fails for rule set 'sprint-never-bears-off'",
    "no rule set with id 'sprint-missing-services-entry' is registered",
    'add the line com.example.senet.bugs.MissingServicesEntry',
    'to src/main/resources/META-INF/services/org.senet.core.rules.RuleSet',
    "P6 notation round trip fails for rule set 'sprint-undeclared-flag'",
    "no rule set with id 'sprint-missing-provides' is registered",
    'provides org.senet.core.rules.RuleSet with com.example.senet.bugs.MissingProvides;',
    'to the module-info.java of module com.example.senet.bugs'
]
def missing = expected.findAll { !log.contains(it) }
assert missing.isEmpty() : "the build log lacks: ${missing}"
def failedModules = (log =~ /(?m)^\[INFO\] (.+?) \.+ FAILURE/).collect { it[1] }
assert failedModules.size() == 7 : "every planted bug fails its module; failed: ${failedModules}"
assert log.contains('BUILD FAILURE')
