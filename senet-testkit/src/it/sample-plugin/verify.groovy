// The sample plugin passes the contract, with properties actually run
def log = new File(basedir, 'build.log').text
def runs = (log =~ /(?m)Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)\s*$/).collect { it }
assert !runs.isEmpty() : 'no test summary in the build log'
def total = runs.last()
assert (total[1] as int) > 0 : "no test ran: ${total[0]}"
assert (total[2] as int) == 0 && (total[3] as int) == 0 : "the contract failed: ${total[0]}"
assert log.contains('BUILD SUCCESS')

// ... set up exactly as the README's "Writing a rule set" says: its pom.xml block and its test class
def readme = new File(basedir, '../../../../README.md').text
def section = readme.substring(readme.indexOf('## Writing a rule set'))
section = section.substring(0, section.indexOf('\n## ', 5))
def block = { String lang -> (section =~ /(?s)```${lang}\n(.*?)```/)[0][1] }
def squeeze = { String text -> text.readLines()*.trim().findAll { it }.join('\n') }
def pom = squeeze(new File(basedir, 'pom.xml').text)
assert pom.contains(squeeze(block('xml'))) : "pom.xml does not hold the README's <dependencies> block"
def test = new File(basedir, 'src/test/java/com/example/senet/SprintRulesContractTest.java').text
assert squeeze(test) == squeeze(block('java')) : "the test class is not the README's"
