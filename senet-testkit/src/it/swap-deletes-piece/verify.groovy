def log = new File(basedir, 'build.log').text
assert log.contains("P1 pieces conserved fails for rule set 'sprint-swap-deletes-piece'") : "the build log does not name the broken property and rule set"
assert log.contains('BUILD FAILURE')
