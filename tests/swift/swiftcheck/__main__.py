"""`python -m swiftcheck --bindings ply_ffi.swift --ios ios --android android --cases CASES`:
runs the checker's self-tests, then every check on the iOS shell, prints a line per failure and
ends with `swift: N passed, N failed`. Exits non-zero on any failure, and when nothing was checked."""

import argparse
import sys
from pathlib import Path

from .bindings import BindingsError, read_bindings
from .checks import run_checks
from .grammar import GrammarError, load_parser
from .parity import PLATFORM_DIFFERENCES, kotlin_sources
from .selftest import self_test


def arguments():
    """The command line."""
    parser = argparse.ArgumentParser(prog="swiftcheck", description=__doc__)
    parser.add_argument("--bindings", required=True, help="the generated ply_ffi.swift")
    parser.add_argument("--ios", required=True, help="the iOS shell's folder")
    parser.add_argument("--android", required=True, help="the Android shell's folder")
    parser.add_argument("--cases", required=True, help="the folder of the self-test snippets")
    return parser.parse_args()


def report(results):
    """Prints each failed check with its problems; returns (passed, failed)."""
    failed = 0
    for name, problems in results.items():
        if problems:
            failed += 1
            print(f"FAIL {name}")
            for problem in problems:
                print(f"  {problem}")
    return len(results) - failed, failed


def main():
    """Runs everything; the exit status says whether all passed."""
    args = arguments()
    try:
        parser = load_parser()
        api = read_bindings(parser, Path(args.bindings).read_text(encoding="utf-8"))
    except (GrammarError, BindingsError, OSError) as error:
        print(f"swift: {error}", file=sys.stderr)
        print("swift: 0 passed, 1 failed")
        return 1
    results = self_test(parser, api, args.cases)
    swift_files = sorted(Path(args.ios).rglob("*.swift"))
    ios_root = Path(args.ios).resolve().parent
    outcome = run_checks(parser, api, [p.resolve() for p in swift_files], kotlin_sources(args.android), ios_root)
    results.update(outcome.problems)
    results["something was checked"] = (
        [] if outcome.files and outcome.checked else [f"{outcome.files} files parsed, {outcome.checked} API uses checked"]
    )
    for path, line, name in outcome.unresolved:
        print(f"unresolved: {path}:{line}: `.{name}` on a receiver whose type the checker cannot tell")
    for (owner, name), reason in PLATFORM_DIFFERENCES.items():
        print(f"platform difference: {owner}.{name}: {reason}")
    print(
        f"swift: {outcome.files} files parsed, {outcome.checked} API uses checked, "
        f"{len(outcome.unresolved)} unresolved"
    )
    passed, failed = report(results)
    print(f"swift: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
