"""Parity with the Android shell: the GameSession and RulePractice methods and the BoardView and
Buttons fields one shell uses, the other uses too, but for the platform differences listed here."""

import re
from pathlib import Path

# The generated types whose use must match, and whether their members are methods or fields.
COMPARED = {"GameSession": "method", "RulePractice": "method", "BoardView": "field", "Buttons": "field"}

# What one shell uses and the other does not, on purpose: (type, member) -> why.
PLATFORM_DIFFERENCES = {}

# Folders that hold no shell code: build output and the tests' own sources.
SKIPPED_FOLDERS = {"build", "test", "androidTest", "uiTest", ".gradle", "Tests"}


def kotlin_sources(android):
    """Every Kotlin file of the Android app, wherever the move puts it, tests and builds left out."""
    return sorted(
        path for path in Path(android).rglob("*.kt") if not SKIPPED_FOLDERS & set(path.relative_to(android).parts)
    )


def kotlin_uses(sources, api):
    """The compared members the Kotlin mentions: `.name(` for a method, `.name` not followed by
    `(` for a field. Kotlin is read by name alone, so a name two types share counts for both."""
    text = "\n".join(Path(path).read_text(encoding="utf-8") for path in sources)
    used = set()
    for owner, kind in COMPARED.items():
        decl = api.types[owner]
        members = decl.methods if kind == "method" else decl.fields
        for name in members:
            pattern = rf"\.{re.escape(name)}\s*\(" if kind == "method" else rf"\.{re.escape(name)}\b(?!\s*\()"
            if re.search(pattern, text):
                used.add((owner, name))
    return used


def swift_uses(used):
    """The compared members among the (type, member, path) uses the Swift walk found, tests left out."""
    return {
        (owner, name)
        for owner, name, path in used
        if owner in COMPARED and name not in ("type", "init") and not SKIPPED_FOLDERS & set(Path(path).parts)
    }


def parity_problems(swift, kotlin):
    """One sentence per member used by one shell only and not listed as a platform difference."""
    problems = []
    for owner, name in sorted(kotlin - swift):
        if (owner, name) not in PLATFORM_DIFFERENCES:
            problems.append(f"{owner}.{name} is used on Android only")
    for owner, name in sorted(swift - kotlin):
        if (owner, name) not in PLATFORM_DIFFERENCES:
            problems.append(f"{owner}.{name} is used on iOS only")
    return problems
