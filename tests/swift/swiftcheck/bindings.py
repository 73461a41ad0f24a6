"""The Swift bindings UniFFI generates (`ply_ffi.swift`), read into the API the shell may call."""

import re

from .declarations import Declarations, read_declarations
from .grammar import syntax_problems

# The grammar does not know this attribute of the generated code; blanked out, it keeps positions.
HIDDEN_ATTRIBUTE = re.compile(r"@_documentation\(visibility: private\)")
# The generated plumbing: public, but no part of the core's API.
PLUMBING = re.compile(r"^(FfiConverter|Uniffi|uniffi|RustBuffer|ForeignBytes|RustCallStatus|NoHandle)|Protocol$")
# The initializers every generated object has for handles and test fakes.
PLUMBING_LABELS = {("unsafeFromHandle",), ("noHandle",)}


class BindingsError(Exception):
    """The generated bindings could not be read."""


def read_bindings(parser, source):
    """The public API of the generated Swift `source`: types and top-level functions."""
    blanked = HIDDEN_ATTRIBUTE.sub(lambda match: " " * len(match.group()), source)
    tree = parser.parse(blanked.encode())
    problems = syntax_problems(tree.root_node)
    if problems:
        first = problems[0]
        raise BindingsError(f"ply_ffi.swift:{first.line}: {first.what} ({len(problems)} syntax errors)")
    everything = read_declarations([tree.root_node], public_only=True)
    api = Declarations()
    for name, decl in everything.types.items():
        if decl.public and "." not in name and not PLUMBING.search(name):
            decl.inits = [init for init in decl.inits if init.labels not in PLUMBING_LABELS]
            decl.methods = {method: f for method, f in decl.methods.items() if not PLUMBING.search(method)}
            api.types[name] = decl
    for name, functions in everything.functions.items():
        if not PLUMBING.search(name):
            api.functions[name] = functions
    if not api.types or not api.functions:
        raise BindingsError("ply_ffi.swift declares no public types or functions")
    return api
