def log = new File(basedir, 'build.log').text
assert log.contains("P5 actions are deterministic fails for rule set 'sprint-move-order-changes'") : "the build log does not name the broken property and rule set"
assert log.contains('BUILD FAILURE')
