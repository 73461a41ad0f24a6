"""Swift types as the checker writes them: the declared text without spaces (`[SquareView]`,
`ClocksView?`, `(GameSession,UInt64)throws->BoardView`), and what follows from one."""


def unwrap(kind):
    """The type without its optional marks: `BoardView?` is `BoardView`."""
    while kind and kind[-1] in "?!":
        kind = kind[:-1]
    if kind and kind.startswith("(") and closing(kind, 0) == len(kind) - 1 and "," not in kind and "->" not in kind:
        return unwrap(kind[1:-1])
    return kind


def closing(kind, start):
    """The index of the bracket that closes the one at `start`."""
    depth = 0
    for index in range(start, len(kind)):
        if kind[index] in "([<":
            depth += 1
        elif kind[index] in ")]>":
            depth -= 1
            if depth == 0:
                return index
    return len(kind)


def split_top(kind, separator=","):
    """`kind` split at the separators outside brackets."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(kind):
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        elif char == separator and depth == 0:
            parts.append(kind[start:index])
            start = index + 1
    parts.append(kind[start:])
    return [part for part in parts if part]


def element(kind):
    """The element type of an array (`[X]`, or `Data`, whose elements are bytes), else None."""
    kind = unwrap(kind)
    if kind == "Data":
        return "UInt8"
    if kind and kind.startswith("[") and closing(kind, 0) == len(kind) - 1 and ":" not in kind:
        return kind[1:-1]
    if kind and kind.startswith("enumerated<"):
        return f"(offset:Int,element:{kind[len('enumerated<'):-1]})"
    return None


def function_parameters(kind):
    """The parameter types of a function type (`(A,B)throws->C` gives A and B), else None."""
    kind = unwrap(kind)
    if not kind or not kind.startswith("(") or "->" not in kind:
        return None
    inner = kind[1 : closing(kind, 0)]
    return [part.split(":")[-1] for part in split_top(inner)]


def tuple_members(kind):
    """The labelled members of a tuple type, `(offset:Int,element:X)`, as a dict."""
    kind = unwrap(kind)
    if not kind or not kind.startswith("(") or "->" in kind:
        return {}
    members = {}
    for part in split_top(kind[1:-1]):
        label, _, member = part.partition(":")
        if member:
            members[label] = member
    return members


def metatype(name):
    """The type of the type `name` itself, as in `Side.white`."""
    return name + ".Type"


def of_metatype(kind):
    """The type a metatype stands for, or None when `kind` is not one."""
    return kind[: -len(".Type")] if kind and kind.endswith(".Type") else None
