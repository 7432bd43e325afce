// On the module path, the contract and the module test both ran on the sample plugin and passed
def log = new File(basedir, 'build.log').text
for (testClass in ['SprintRulesContractTest', 'SprintRulesModuleTest']) {
    def result = log =~ /Tests run: (\d+), Failures: 0, Errors: 0, Skipped: 0, .* -- in com\.example\.senet\.${testClass}/
    assert result.find() && (result.group(1) as int) > 0 : "${testClass} did not pass"
}
assert log.contains('BUILD SUCCESS')

// docs/writing-a-rule-set.md shows this module declaration as it stands (senet-its' DocsTest checks it)
