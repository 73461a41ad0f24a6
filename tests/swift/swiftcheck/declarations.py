"""What a Swift source declares: its types with their fields, methods, initializers and cases, and
its top-level functions. The same reader serves the generated bindings and the shell's own files."""

from dataclasses import dataclass, field

from .grammar import first_child, named_children, text

TYPE_NODES = {"user_type", "optional_type", "array_type", "dictionary_type", "tuple_type", "function_type"}


@dataclass(frozen=True)
class Function:
    """A function, method or initializer: its argument labels (`_` for none) and parameter types."""

    name: str
    labels: tuple
    types: tuple
    returns: str | None = None
    static: bool = False
    defaults: frozenset = frozenset()

    def accepts(self, labels):
        """Whether a call with `labels` fits: every label in order, those with defaults optional."""
        given = list(labels)
        for label in self.labels:
            if given and given[0] == label:
                given.pop(0)
            elif label not in self.defaults:
                return False
        return not given

    def accepts_call(self, labels, closures):
        """Whether a call with `labels` and `closures` trailing closures (which stand for the last
        parameters, whatever their labels) fits."""
        if self.accepts(labels):
            return True
        return closures > 0 and len(self.labels) >= closures and self.accepts(tuple(labels) + self.labels[-closures:])

    def signature(self):
        """`name(label:label:)`, as Swift names a function."""
        return f"{self.name}({''.join(label + ':' for label in self.labels)})"


@dataclass
class TypeDecl:
    """A class, struct, enum, protocol or extension and its members."""

    name: str
    kind: str
    fields: dict = field(default_factory=dict)
    statics: dict = field(default_factory=dict)
    methods: dict = field(default_factory=dict)
    inits: list = field(default_factory=list)
    cases: dict = field(default_factory=dict)
    public: bool = False

    def merge(self, other):
        """Adds the members of `other` (an extension of this type)."""
        self.fields.update(other.fields)
        self.statics.update(other.statics)
        for name, overloads in other.methods.items():
            self.methods.setdefault(name, []).extend(overloads)
        self.inits.extend(other.inits)
        self.cases.update(other.cases)


@dataclass
class Declarations:
    """Every type (extensions merged) and top-level function of some Swift files."""

    types: dict = field(default_factory=dict)
    functions: dict = field(default_factory=dict)

    def add(self, decl):
        """Adds a type, or merges it into the one of the same name."""
        if decl.name in self.types:
            self.types[decl.name].merge(decl)
            self.types[decl.name].public |= decl.public
        else:
            self.types[decl.name] = decl


def type_text(node):
    """A type as written, without spaces: `[SquareView]`, `ClocksView?`."""
    return "".join(text(node).split()) if node is not None else None


def modifiers(node):
    """The modifier words of a declaration (`public`, `static`, ...), attributes left out."""
    mods = first_child(node, "modifiers")
    return {text(child) for child in mods.named_children if child.type != "attribute"} if mods else set()


def attributes(node):
    """The attribute nodes of a declaration (`@Environment(\\.labels)`)."""
    mods = first_child(node, "modifiers")
    return named_children(mods, "attribute") if mods else []


def defaulted(node):
    """The labels of the parameters of a function that have default values."""
    labels, last = set(), None
    for index, child in enumerate(node.children):
        if child.type == "parameter":
            last = child
        elif node.field_name_for_child(index) == "default_value" and last is not None:
            labels.add(parameters_of([last])[0][0])
    return frozenset(labels)


def parameters(node):
    """The (label, type) pairs of a function's or initializer's parameters."""
    return parameters_of(named_children(node, "parameter"))


def parameters_of(params):
    """The (label, type) pairs of parameter nodes."""
    pairs = []
    for param in params:
        external = param.child_by_field_name("external_name")
        names = [child for child in param.named_children if child.type == "simple_identifier"]
        label = text(external) if external is not None else text(names[-1])
        kinds = [child for child in param.named_children if child.type in TYPE_NODES]
        pairs.append((label, type_text(kinds[-1]) if kinds else None))
    return pairs


def read_function(node, name=None):
    """A function_declaration or init_declaration as a Function."""
    pairs = parameters(node)
    kinds = [child for child in node.named_children if child.type in TYPE_NODES]
    returns = type_text(kinds[-1]) if node.type == "function_declaration" and kinds else None
    if name is None:
        name = text(node.child_by_field_name("name"))
    mods = modifiers(node)
    return Function(
        name=name,
        labels=tuple(label for label, _ in pairs),
        types=tuple(kind for _, kind in pairs),
        returns=returns,
        static="static" in mods or "class" in mods,
        defaults=defaulted(node),
    )


def property_type(node):
    """A property's annotated type, or None when it is left to inference."""
    annotation = first_child(node, "type_annotation")
    return type_text(annotation.named_children[0]) if annotation and annotation.named_children else None


def declaration_kind(node):
    """`class`, `struct`, `enum`, `extension`, `protocol` or `actor`."""
    return next((child.type for child in node.children if not child.is_named), "struct")


def read_enum_entry(node, decl):
    """The cases of one `case` line, each with its payload's (label, type) pairs."""
    names = [child for child in node.named_children if child.type == "simple_identifier"]
    payload = first_child(node, "enum_type_parameters")
    pairs = []
    if payload is not None:
        label = None
        for child in payload.named_children:
            if child.type == "simple_identifier":
                label = text(child)
            elif child.type in TYPE_NODES:
                pairs.append((label, type_text(child)))
                label = None
    for name in names:
        decl.cases[text(name)] = tuple(pairs)


def read_member(node, decl, properties, public_only):
    """Adds one member declaration of a type body to `decl` (only the public ones if `public_only`)."""
    if public_only and node.type != "enum_entry" and not modifiers(node) & {"public", "open"}:
        return
    if node.type == "property_declaration":
        static = "static" in modifiers(node)
        for pattern in named_children(node, "pattern"):
            name = text(pattern)
            properties.append((name, node))
            (decl.statics if static else decl.fields)[name] = property_type(node)
    elif node.type in ("function_declaration", "protocol_function_declaration"):
        function = read_function(node)
        decl.methods.setdefault(function.name, []).append(function)
    elif node.type == "init_declaration":
        decl.inits.append(read_function(node, name="init"))
    elif node.type == "enum_entry":
        read_enum_entry(node, decl)


def read_type(node, declarations, public_only, prefix=""):
    """A type declaration, its members and the types nested in it."""
    name_node = node.child_by_field_name("name")
    decl = TypeDecl(prefix + type_text(name_node), declaration_kind(node), public=bool(modifiers(node) & {"public", "open"}))
    decl.properties = []
    body = node.child_by_field_name("body")
    for member in body.named_children if body is not None else []:
        if member.type in ("class_declaration", "protocol_declaration"):
            read_type(member, declarations, public_only, prefix=decl.name + ".")
        else:
            read_member(member, decl, decl.properties, public_only)
    declarations.add(decl)
    return decl


def read_declarations(roots, public_only=False):
    """The declarations of the parsed files `roots` (tree-sitter root nodes); with `public_only`,
    only those declared `public` or `open`."""
    declarations = Declarations()
    for root in roots:
        for node in root.named_children:
            if node.type in ("class_declaration", "protocol_declaration"):
                read_type(node, declarations, public_only)
            elif node.type == "function_declaration" and (not public_only or modifiers(node) & {"public", "open"}):
                function = read_function(node)
                declarations.functions.setdefault(function.name, []).append(function)
    return declarations
