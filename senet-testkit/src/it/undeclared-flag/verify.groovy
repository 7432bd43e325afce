def log = new File(basedir, 'build.log').text
assert log.contains("P6 notation round trip fails for rule set 'sprint-undeclared-flag'") : "the build log does not name the broken property and rule set"
assert log.contains('BUILD FAILURE')
