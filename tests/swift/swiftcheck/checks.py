"""One run of every check on a set of Swift files (and the Kotlin to compare them with)."""

from dataclasses import dataclass, field
from pathlib import Path

from .declarations import read_declarations
from .grammar import syntax_problems
from .parity import kotlin_uses, parity_problems, swift_uses
from .uses import Walker


@dataclass
class Outcome:
    """The results: problems by check name, files parsed, API uses checked, unresolved uses."""

    problems: dict = field(default_factory=dict)
    files: int = 0
    checked: int = 0
    unresolved: list = field(default_factory=list)

    def all_problems(self):
        """Every problem of every check, in one list."""
        return [problem for problems in self.problems.values() for problem in problems]


def run_checks(parser, api, swift_files, kotlin_files, root):
    """Parses `swift_files`, checks their API uses and, given Kotlin files, their parity with them.
    Paths in messages are relative to `root`."""
    outcome = Outcome()
    trees = {}
    for path in swift_files:
        name = str(Path(path).relative_to(root))
        tree = parser.parse(Path(path).read_bytes())
        outcome.problems[f"parse {name}"] = [f"{name}:{p.line}:{p.column}: {p.what}" for p in syntax_problems(tree.root_node)]
        trees[name] = tree
    outcome.files = len(trees)
    walker = Walker(api, read_declarations([tree.root_node for tree in trees.values()]))
    for name, tree in trees.items():
        walker.walk(name, tree.root_node)
        outcome.problems[f"API uses in {name}"] = [
            f"{f.path}:{f.line}: {f.message}" for f in walker.report.findings if f.path == name
        ]
    outcome.checked = walker.report.checked
    outcome.unresolved = walker.report.unresolved
    if kotlin_files:
        outcome.problems["parity with Android"] = parity_problems(
            swift_uses(walker.report.used), kotlin_uses(kotlin_files, api)
        )
    return outcome
