// The one-point variant of the variants guide passes the contract kit, with Kendall's option too
def log = new File(basedir, 'build.log').text
def result = log =~ /Tests run: (\d+), Failures: 0, Errors: 0, Skipped: 0, .* -- in com\.example\.senet\.KendallFifteenSafeContractTest/
assert result.find() && (result.group(1) as int) > 0 : 'the contract did not pass'
assert log.contains('BUILD SUCCESS')
assert new File(basedir, 'target/senet-kendall-15-safe-1.0-SNAPSHOT.jar').isFile()
// The provider of the guide's family of rule sets: its five rule sets are found
def sweep = log =~ /Tests run: 1, Failures: 0, Errors: 0, Skipped: 0, .* -- in com\.example\.senet\.PieceSweepTest/
assert sweep.find() : 'the provider\'s rule sets were not found'
