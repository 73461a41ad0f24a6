"""The Swift grammar: loading tree-sitter-swift, parsing a file, and finding its syntax errors."""

from dataclasses import dataclass


class GrammarError(Exception):
    """tree-sitter or its Swift grammar is missing or does not load."""


def load_parser():
    """A tree-sitter parser for Swift, or a GrammarError that says what is missing."""
    try:
        import tree_sitter
        import tree_sitter_swift
    except ImportError as error:
        raise GrammarError(f"cannot import {error.name}: install the pinned tree-sitter packages") from error
    try:
        return tree_sitter.Parser(tree_sitter.Language(tree_sitter_swift.language()))
    except (TypeError, ValueError, OSError) as error:
        raise GrammarError(f"the tree-sitter-swift grammar does not load: {error}") from error


@dataclass(frozen=True)
class SyntaxProblem:
    """A place the parser could not read: an ERROR node or a token it had to invent."""

    line: int
    column: int
    what: str


def syntax_problems(root):
    """Every ERROR and missing node under `root`, in source order."""
    problems = []
    stack = [root]
    while stack:
        node = stack.pop()
        if not node.has_error and not node.is_missing:
            continue
        if node.is_missing:
            problems.append(SyntaxProblem(node.start_point[0] + 1, node.start_point[1] + 1, f"missing {node.type}"))
        elif node.type == "ERROR":
            text = node.text.decode(errors="replace").split("\n")[0][:40]
            problems.append(SyntaxProblem(node.start_point[0] + 1, node.start_point[1] + 1, f"cannot parse `{text}`"))
        stack.extend(reversed(node.children))
    return sorted(problems, key=lambda p: (p.line, p.column))


def text(node):
    """The source text of a node."""
    return node.text.decode()


def named_children(node, kind=None):
    """The named children of `node`, only those of type `kind` when given."""
    return [child for child in node.named_children if kind is None or child.type == kind]


def first_child(node, kind):
    """The first named child of `node` of type `kind`, or None."""
    return next((child for child in node.named_children if child.type == kind), None)


def line_of(node):
    """The 1-based line where `node` starts."""
    return node.start_point[0] + 1
