// The sample plugin as a named module passes the contract on the module path, its module test too
def log = new File(basedir, 'build.log').text
def runs = (log =~ /(?m)Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)\s*$/).collect { it }
assert !runs.isEmpty() : 'no test summary in the build log'
def total = runs.last()
assert (total[1] as int) > 2 : "the contract did not run: ${total[0]}"
assert (total[2] as int) == 0 && (total[3] as int) == 0 : "the module build failed: ${total[0]}"
assert log.contains('BUILD SUCCESS')
