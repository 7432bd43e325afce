def log = new File(basedir, 'build.log').text
assert log.contains("P7 random games end fails for rule set 'sprint-never-bears-off'") : "the build log does not name the broken property and rule set"
assert log.contains('BUILD FAILURE')
