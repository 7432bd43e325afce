// The guide's command (mvn verify) ran FirstGame on the module path and on the class path; then the build's
// check ran on both paths: it found the seven rule sets, read a description from the rule set's module,
// played a game to its end, logged through SLF4J (Logback's pattern) and ran every example of the guides
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def firstLine = new File(basedir, '../../../../senet-variants/src/main/resources/org/senet/variants/thibault/Thibault.txt')
        .readLines()[0]
assert !log.contains('No SLF4J providers') && !log.contains('NoClassDefFoundError') && !log.contains('Exception in thread')

// FirstGame, as the guide runs it: twice from mvn verify, twice more from the check
assert lines.count { it == 'WBWBWBWBWB.................... W' } == 4 : 'FirstGame did not run on both paths'
assert lines.count { it == '1->2 BWWBWBWBWB.................... W mid=1' } == 4
assert lines.count { it ==~ /(LIGHT|DARK) wins after \d+ steps/ } == 4

for (path in ['module path', 'class path']) {
    int start = lines.findIndexOf { it.startsWith("INFO  EmbeddingApp - ${path}: rule sets") }
    assert start >= 0 : "no run on the ${path}"
    String ids = lines[start]
    assert ids == "INFO  EmbeddingApp - ${path}: rule sets [assignment, bell, jequier-pusch, kendall, rebirth, tait, thibault]"
    String modules = lines[start + 1]
    assert modules.startsWith("INFO  EmbeddingApp - ${path}: " + (path == 'module path'
            ? 'engine in module org.senet.core, rule set in module org.senet.variants' : 'engine in unnamed module'))
    String description = lines[start + 2]
    assert description == "INFO  EmbeddingApp - ${path}: description begins '${firstLine}'"
    int end = lines.findIndexOf(start) { it ==~ /INFO  EmbeddingApp - ${path}: (LIGHT|DARK) wins after \d+ steps/ }
    assert end > start + 3 : "the game on the ${path} did not end"
    assert lines.subList(start + 3, end).every { it.startsWith('DEBUG Game - ') } : "the engine's steps are not logged"

    int done = lines.findIndexOf(end) { it == "INFO  EmbeddingApp - ${path}: every example ran" }
    assert done > end : "the examples did not all run on the ${path}"
    def output = lines.subList(end, done).findAll { !it.startsWith('DEBUG ') }
    for (example in ['FirstGame', 'TypedMoves', 'BotGame', 'ReviewGame', 'StudyRules']) {
        assert output.contains("INFO  EmbeddingApp - ${path}: example ${example}".toString())
    }
    assert output.contains('13->14 [SWAP]') : 'TypedMoves'
    assert output.any { it ==~ /hard \(.*\) vs random: (LIGHT|DARK) wins/ } : 'BotGame'
    assert output.count { it ==~ /(LIGHT|DARK): \d+ decisions with a choice, mistakes \d+, blunders \d+, luck .*/ } == 2 : 'ReviewGame'
    assert output.any { it ==~ /first player wins \d+\.\d% of random games .*/ } : 'StudyRules'
    assert output.any { it ==~ /hard beats random in \d+ of \d+ games/ } : 'StudyRules'
}
assert log.contains('BUILD SUCCESS')
