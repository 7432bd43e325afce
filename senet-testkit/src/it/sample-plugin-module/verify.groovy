// On the module path, the contract and the module test both ran on the sample plugin and passed
def log = new File(basedir, 'build.log').text
for (testClass in ['SprintRulesContractTest', 'SprintRulesModuleTest']) {
    def result = log =~ /Tests run: (\d+), Failures: 0, Errors: 0, Skipped: 0, .* -- in com\.example\.senet\.${testClass}/
    assert result.find() && (result.group(1) as int) > 0 : "${testClass} did not pass"
}
assert log.contains('BUILD SUCCESS')

// ... declared exactly as the README's "Writing a rule set" shows
def readme = new File(basedir, '../../../../README.md').text
def block = (readme =~ /(?s)```java\n(module com\.example\.senet \{.*?)```/)[0][1]
def squeeze = { String text -> text.readLines()*.trim().findAll { it && !it.startsWith('/**') }.join('\n') }
def declaration = new File(basedir, 'src/main/java/module-info.java').text
assert squeeze(declaration) == squeeze(block) : "module-info.java is not the README's declaration"
