def log = new File(basedir, 'build.log').text
assert log.contains("P3 listed actions are played fails for rule set 'sprint-play-refuses-bearing-off'") : "the build log does not name the broken property and rule set"
assert log.contains('BUILD FAILURE')
