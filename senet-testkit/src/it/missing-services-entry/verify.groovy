def log = new File(basedir, 'build.log').text
assert log.contains("no rule set with id 'sprint-missing-services-entry' is registered") : "the build log does not name the rule set"
assert log.contains('add the line com.example.senet.bugs.MissingServicesEntry') : "the build log does not say what to add"
assert log.contains('to src/main/resources/META-INF/services/org.senet.core.rules.RuleSet') : "the build log does not say where"
assert log.contains('BUILD FAILURE')
