// On the module path, the contract and the module test both ran on the sample plugin and passed
def log = new File(basedir, 'build.log').text
// (the contract's two properties that do not apply to a rule set written against RuleSet are skipped, not passed)
for (testClass in ['SprintRulesContractTest', 'SprintRulesModuleTest']) {
    def skipped = testClass == 'SprintRulesContractTest' ? 2 : 0
    def result = log =~ /Tests run: (\d+), Failures: 0, Errors: 0, Skipped: ${skipped}, .* -- in com\.example\.senet\.${testClass}/
    assert result.find() && (result.group(1) as int) > 0 : "${testClass} did not pass"
}
assert log.contains('BUILD SUCCESS')

// docs/writing-a-rule-set.md shows this module declaration as it stands (senet-its' DocsTest checks it)
