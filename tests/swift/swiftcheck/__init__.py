"""Checks the iOS shell's Swift against the Swift bindings UniFFI generates, without a Swift compiler.

`grammar` parses Swift with tree-sitter; `bindings` reads the generated `ply_ffi.swift` into an
`Api`; `declarations` reads what the shell declares itself; `uses` follows the shell's expressions
and checks each use of the core's API; `parity` compares what the shell uses with the Android
shell; `selftest` runs all of it on the snippets in `tests/swift/cases/`. `python -m swiftcheck`
(see `__main__`) is what `tests/swift/run` calls.
"""
