// Both runs, on the module path and on the class path, found the seven rule sets, read a description
// from the rule set's module, played a game to its end and logged through SLF4J (Logback's pattern)
def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def firstLine = new File(basedir, '../../../../senet-variants/src/main/resources/org/senet/variants/thibault/Thibault.txt')
        .readLines()[0]
assert !log.contains('No SLF4J providers') && !log.contains('NoClassDefFoundError')
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
}
assert log.contains('BUILD SUCCESS')
