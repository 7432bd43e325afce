// The sample plugin passes the contract, with properties actually run
def log = new File(basedir, 'build.log').text
def runs = (log =~ /(?m)Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)\s*$/).collect { it }
assert !runs.isEmpty() : 'no test summary in the build log'
def total = runs.last()
assert (total[1] as int) > 0 : "no test ran: ${total[0]}"
assert (total[2] as int) == 0 && (total[3] as int) == 0 : "the contract failed: ${total[0]}"
// Sprint is written against RuleSet: the fast-moves and games-in-place properties do not apply, and say so
assert (total[4] as int) == 2 : "the two properties that do not apply to Sprint are reported as skipped: ${total[0]}"
assert log.contains('BUILD SUCCESS')

// docs/writing-a-rule-set.md shows this pom.xml, the rule set, its services file and the test class as they
// stand (senet-its' DocsTest checks it)
