"""The checker's own tests: each snippet in a cases folder names, on its first line
(`// expect: WORDS`), words one of the problems found in it must contain, or `// expect: nothing`.
A `.kt` file beside a snippet stands for the Android shell, so its parity is checked too."""

from pathlib import Path

from .checks import run_checks

EXPECT = "// expect:"


def expectation(path):
    """The words the snippet's first line expects, or None for a snippet that must pass."""
    first = Path(path).read_text(encoding="utf-8").splitlines()[0]
    if not first.startswith(EXPECT):
        raise ValueError(f"{path}: the first line must be `{EXPECT} ...`")
    words = first[len(EXPECT) :].strip()
    return None if words == "nothing" else words


def run_case(parser, api, snippet):
    """One snippet checked: a list of what went wrong with the checker (empty when it did right)."""
    kotlin = snippet.with_suffix(".kt")
    outcome = run_checks(parser, api, [snippet], [kotlin] if kotlin.exists() else [], snippet.parent)
    found = outcome.all_problems()
    expected = expectation(snippet)
    if expected is None:
        return [f"{snippet.name}: expected no problem, found: {problem}" for problem in found]
    if not any(expected in problem for problem in found):
        return [f"{snippet.name}: expected a problem with `{expected}`, found {found or 'none'}"]
    return []


def self_test(parser, api, cases):
    """Every snippet of the folder `cases`: {test name: what went wrong}."""
    snippets = sorted(Path(cases).glob("*.swift"))
    if not snippets:
        return {"self-test cases": [f"no snippets in {cases}"]}
    return {f"self-test {snippet.stem}": run_case(parser, api, snippet) for snippet in snippets}
