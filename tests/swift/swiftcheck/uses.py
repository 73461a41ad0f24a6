"""Follows the shell's Swift, expression by expression, and checks every use of the core's API.

Each expression gets a type where one can be told without a compiler: from annotations, from the
generated API, from the shell's own declarations, from closures' places in calls. A member of a
generated type that the bindings lack, or a call whose argument labels they do not have, is a
finding with the nearest generated name. A member name the API has, on a receiver whose type
cannot be told, is counted as unresolved instead of guessed.
"""

import difflib
from dataclasses import dataclass, field

from .declarations import Function, parameters, property_type, type_text
from .grammar import first_child, line_of, named_children, text
from .types import element, function_parameters, metatype, of_metatype, tuple_members, unwrap

# Closures given to these collection methods take the collection's elements.
ELEMENT_CLOSURES = {"map", "compactMap", "flatMap", "filter", "first", "last", "contains", "forEach", "firstIndex", "allSatisfy"}
# The type of a type that is neither generated nor the shell's (SwiftUI's `Color`, Foundation's
# `URL`): its members are not the core's, so they are neither checked nor unresolved.
FOREIGN = "foreign"
# Optional's methods whose closure takes the wrapped value.
OPTIONAL_CLOSURES = {"map", "flatMap"}
# SwiftUI modifiers whose closure takes the value given as their first argument.
VALUE_CLOSURES = {"onChange"}
# XCTest's assertions and XCTUnwrap: the later arguments have the first one's type.
TEST_HELPERS = {"XCTAssertEqual", "XCTAssertNotEqual", "XCTUnwrap"}
# SwiftUI views built from a collection, whose content closure takes its elements.
COLLECTION_VIEWS = {"ForEach", "List"}


@dataclass(frozen=True)
class Finding:
    """A use of the API the bindings do not have."""

    path: str
    line: int
    message: str


@dataclass
class Report:
    """What the walk found: uses checked, unresolved uses, findings, and the API members used."""

    checked: int = 0
    unresolved: list = field(default_factory=list)
    findings: list = field(default_factory=list)
    used: set = field(default_factory=set)  # (type, member, path)


def nearest(name, candidates):
    """The candidate closest to `name`, for the message."""
    candidates = sorted(set(candidates))
    matches = difflib.get_close_matches(name, candidates, n=1, cutoff=0.0)
    return matches[0] if matches else None


def call_parts(node):
    """A call's value arguments (label or `_`, value node), its trailing closures, and whether it
    is a subscript."""
    suffix = first_child(node, "call_suffix")
    arguments, closures, subscript = [], [], False
    if suffix is None:
        return arguments, closures, subscript
    values = first_child(suffix, "value_arguments")
    if values is not None:
        subscript = text(values).startswith("[")
        for argument in named_children(values, "value_argument"):
            label = argument.child_by_field_name("name")
            arguments.append((text(label) if label is not None else "_", argument.child_by_field_name("value")))
    closures = named_children(suffix, "lambda_literal")
    return arguments, closures, subscript


class Scope:
    """Names bound in a block, with the enclosing block's behind them."""

    def __init__(self, parent=None, names=None):
        self.parent = parent
        self.names = dict(names or {})

    def lookup(self, name):
        """The type bound to `name` here or further out; None if unbound or unknown."""
        scope = self
        while scope is not None:
            if name in scope.names:
                return scope.names[name]
            scope = scope.parent
        return None

    def binds(self, name):
        """Whether `name` is bound here or further out."""
        scope = self
        while scope is not None:
            if name in scope.names:
                return True
            scope = scope.parent
        return False


class Walker:
    """Walks one shell's files against the generated API, collecting a Report."""

    def __init__(self, api, shell):
        self.api = api
        self.shell = shell
        self.report = Report()
        self.path = ""
        self.self_type = None
        self.returns = None
        self.api_members = {name for decl in api.types.values() for name in (*decl.fields, *decl.methods)}
        self.api_cases = {name for decl in api.types.values() for name in (*decl.cases, *decl.statics)}
        self.inferring = set()

    # Reporting

    def use(self, owner, member):
        """Counts one checked use of the API."""
        self.report.checked += 1
        self.report.used.add((owner, member, self.path))

    def fail(self, node, message):
        """Records a finding at `node`."""
        self.report.findings.append(Finding(self.path, line_of(node), message))

    def unresolved(self, node, name, implicit=False):
        """Counts a use of an API name (a case's name for `.name`) on a receiver whose type is unknown."""
        if name in (self.api_cases if implicit else self.api_members):
            self.report.unresolved.append((self.path, line_of(node), name))

    # Members

    def members(self, owner):
        """The generated declaration of `owner` and the shell's extension of it (either may be None)."""
        return self.api.types.get(owner), self.shell.types.get(self.qualified(owner))

    def qualified(self, owner):
        """The shell's name of a type written `owner` here: `Mark` inside `SquareStyle` is
        `SquareStyle.Mark`."""
        if owner is None or owner in self.shell.types or owner in self.api.types:
            return owner
        nested = [name for name in self.shell.types if name.endswith("." + owner)]
        return nested[0] if len(nested) == 1 else owner

    def property(self, owner, name):
        """The type of the property `name` of `owner`, inferred from its value if not annotated."""
        decl = self.shell.types.get(owner)
        kind = decl.fields.get(name) or decl.statics.get(name)
        if kind is not None or (owner, name) in self.inferring:
            return kind
        node = next((n for label, n in getattr(decl, "properties", []) if label == name), None)
        if node is None:
            return None
        self.inferring.add((owner, name))
        kind = self.declared_type(node, Scope(), owner)
        self.inferring.discard((owner, name))
        return kind

    def field_type(self, node, owner, name, static):
        """The type of `owner.name` (a field, a static, an enum case), checking generated types."""
        generated, extension = self.members(owner)
        if generated is not None:
            if static and name in generated.cases:
                self.use(owner, name)
                return owner
            table = generated.statics if static else generated.fields
            if name in table:
                self.use(owner, name)
                return table[name]
            if extension is not None and (name in extension.fields or name in extension.statics):
                return self.property(owner, name)
            if name in generated.methods or (extension is not None and name in extension.methods):
                return None
            what = "case or static" if static else "field"
            names = [*generated.cases, *generated.statics] if static else [*generated.fields, *generated.methods]
            self.fail(node, f"{owner} has no {what} `{name}`; nearest in the bindings: `{nearest(name, names)}`")
            return None
        if extension is not None:
            if static and name in extension.cases:
                return owner
            if name in extension.fields or name in extension.statics:
                return self.property(owner, name)
        return None

    def member_type(self, node, receiver, name):
        """The type of `receiver.name`."""
        owner = unwrap(receiver)
        static_owner = of_metatype(owner)
        if static_owner is not None:
            return self.field_type(node, static_owner, name, static=True)
        if owner in self.api.types or self.qualified(owner) in self.shell.types:
            return self.field_type(node, self.qualified(owner), name, static=False)
        members = tuple_members(owner)
        if name in members:
            return members[name]
        if owner is None:
            self.unresolved(node, name)
        return None

    def functions(self, owner, name, static):
        """The overloads of the method `name` of `owner`, generated ones first."""
        generated, extension = self.members(owner)
        found = []
        for decl in (generated, extension):
            if decl is not None:
                found += [f for f in decl.methods.get(name, []) if f.static == static or decl is extension]
        return found

    def check_call(self, node, owner, function_name, overloads, labels, closures=0):
        """The overload called with `labels`; a finding (with the nearest signature) if none fits."""
        match = next((f for f in overloads if f.accepts_call(labels, closures)), None)
        if match is None and owner in self.api.types | self.api.functions.keys():
            written = f"{function_name}({''.join(label + ':' for label in labels)})"
            signatures = [f.signature() for f in overloads]
            self.fail(node, f"{owner}: no {written} in the bindings; they have `{nearest(written, signatures)}`")
        return match

    # Declarations

    def declared_type(self, node, scope, owner=None):
        """The type of a property declaration: its annotation, its environment key, or its value's."""
        kind = property_type(node)
        if kind is not None:
            return kind
        mods = first_child(node, "modifiers")
        for attribute in named_children(mods, "attribute") if mods else []:
            key = attribute.named_children[-1]
            if text(attribute.named_children[0]) == "Environment" and key.type == "navigation_expression":
                environment = self.shell.types.get("EnvironmentValues")
                name = text(key.child_by_field_name("suffix").named_children[0])
                return environment.fields.get(name) if environment else None
        value = node.child_by_field_name("value")
        if value is None:
            return None
        saved = self.self_type
        self.self_type = owner or self.self_type
        kind = self.expr(value, scope)
        self.self_type = saved
        return kind

    # Expressions

    def expr(self, node, scope, expected=None):
        """Walks an expression and returns its type, or None when it cannot be told."""
        if node is None:
            return None
        handler = getattr(self, "expr_" + node.type, None)
        if handler is not None:
            return handler(node, scope, expected)
        for child in node.named_children:
            self.visit(child, scope)
        return None

    def expr_simple_identifier(self, node, scope, expected):
        name = text(node)
        if name.startswith("$") and not name[1:].isdigit():
            # A property wrapper's projection (`$computer`): a binding to the same value.
            name = name[1:]
        if name == "Self":
            return metatype(self.self_type)
        if scope.binds(name):
            return scope.lookup(name)
        if name in self.api.types:
            self.use(name, "type")
            return metatype(name)
        if name in self.shell.types:
            return metatype(name)
        if name[:1].isupper():
            return FOREIGN
        if self.self_type in self.shell.types or self.self_type in self.api.types:
            return self.field_type(node, self.self_type, name, static=False) if self.has_member(name) else None
        return None

    def has_member(self, name):
        """Whether the type being walked (or the generated type it extends) has `name`."""
        generated, extension = self.members(self.self_type)
        return any(d is not None and (name in d.fields or name in d.statics) for d in (generated, extension))

    def expr_self_expression(self, node, scope, expected):
        return self.self_type

    def expr_navigation_expression(self, node, scope, expected):
        target = node.child_by_field_name("target")
        suffix = node.child_by_field_name("suffix")
        name = text(suffix.named_children[0]) if suffix is not None and suffix.named_children else None
        if target.type == "key_path_expression" or name is None:
            return None
        return self.member_type(suffix, self.expr(target, scope), name)

    def expr_prefix_expression(self, node, scope, expected):
        target = node.child_by_field_name("target")
        if node.children and node.children[0].type == "." and target is not None:
            return self.implicit_member(target, text(target), expected, None)
        kind = self.expr(target, scope)
        return "Bool" if node.children[0].type == "!" else kind

    def implicit_member(self, node, name, expected, labels):
        """`.name` (or `.name(labels...)`) where the type comes from the context."""
        owner = unwrap(expected)
        generated, extension = self.members(owner)
        if generated is None and extension is None:
            if owner is None:
                self.unresolved(node, name, implicit=True)
            return None
        if generated is not None and name in generated.cases:
            self.use(owner, name)
            return owner
        if labels is not None:
            overloads = self.functions(owner, name, static=True)
            match = self.check_call(node, owner, name, overloads, labels) if overloads else None
            if match is not None:
                return match.returns
        if any(d is not None and (name in d.statics or name in d.cases or name in d.methods) for d in (generated, extension)):
            return owner
        if generated is not None:
            self.fail(node, f"{owner} has no case `.{name}`; nearest in the bindings: `.{nearest(name, generated.cases or generated.statics)}`")
        return None

    def expr_call_expression(self, node, scope, expected):
        callee = node.named_children[0]
        arguments, closures, subscript = call_parts(node)
        if subscript:
            collection = self.expr(callee, scope)
            for _, value in arguments:
                self.expr(value, scope)
            return element(collection)
        labels = tuple(label for label, value in arguments if value is None or value.type != "lambda_literal" or label != "_")
        if callee.type == "navigation_expression":
            return self.method_call(node, callee, scope, arguments, closures, labels)
        if callee.type == "simple_identifier":
            return self.named_call(node, text(callee), scope, arguments, closures, labels)
        if callee.type == "prefix_expression" and callee.children[0].type == ".":
            target = callee.child_by_field_name("target")
            kind = self.implicit_member(target, text(target), expected, labels)
            function = self.static_function(unwrap(expected), text(target), labels)
            self.arguments(arguments, closures, scope, function)
            return kind
        self.expr(callee, scope)
        self.arguments(arguments, closures, scope, None)
        return None

    def static_function(self, owner, name, labels):
        """The static function `owner.name(labels)`, if declared."""
        return next((f for f in self.functions(owner, name, static=True) if f.accepts(labels)), None) if owner else None

    def method_call(self, node, callee, scope, arguments, closures, labels):
        """`receiver.name(arguments)`."""
        target = callee.child_by_field_name("target")
        suffix = callee.child_by_field_name("suffix")
        name = text(suffix.named_children[0])
        written = self.expr(target, scope) if target.type != "key_path_expression" else None
        receiver = unwrap(written)
        if written and written.endswith("?") and name in OPTIONAL_CLOSURES:
            self.arguments(arguments, closures, scope, None, closure_types=[receiver])
            return None
        if name in VALUE_CLOSURES and arguments:
            # SwiftUI's `onChange(of: value) { new in }`: the closure takes the value's type.
            self.arguments(arguments, closures, scope, None, closure_types=[self.expr(arguments[0][1], scope)])
            return None
        static_owner = of_metatype(receiver)
        owner = static_owner or receiver
        function = None
        if owner in self.api.types or owner in self.shell.types:
            overloads = self.functions(owner, name, static=static_owner is not None)
            if overloads:
                function = self.check_call(suffix, owner, name, overloads, labels, len(closures))
                if function is not None and owner in self.api.types and function in self.api.types[owner].methods.get(name, []):
                    self.use(owner, name)
            elif owner in self.api.types and name not in self.api.types[owner].fields:
                written = f"{name}({''.join(label + ':' for label in labels)})"
                signatures = [f.signature() for overloads in self.api.types[owner].methods.values() for f in overloads]
                self.fail(suffix, f"{owner} has no method {written}; nearest in the bindings: `{nearest(written, signatures)}`")
        elif element(receiver) is not None and name in ELEMENT_CLOSURES:
            for _, value in arguments:
                if value is not None and value.type != "lambda_literal":
                    self.expr(value, scope, element(receiver))
            lambdas = [(label, value) for label, value in arguments if value is not None and value.type == "lambda_literal"]
            self.arguments(lambdas, closures, scope, None, closure_types=[element(receiver)])
            return element(receiver) + "?" if name in ("first", "last") else receiver if name == "filter" else None
        elif name == "enumerated" and element(receiver) is not None:
            return f"enumerated<{element(receiver)}>"
        elif receiver is None:
            self.unresolved(suffix, name)
        self.arguments(arguments, closures, scope, function)
        return function.returns if function is not None else None

    def named_call(self, node, name, scope, arguments, closures, labels):
        """`name(arguments)`: an initializer, a top-level function, or a function of the shell."""
        if scope.binds(name):
            self.arguments(arguments, closures, scope, None)
            return None
        if name in self.api.types:
            function = self.check_call(node, name, name, self.api.types[name].inits, labels)
            if function is not None:
                self.use(name, "init")
            self.arguments(arguments, closures, scope, function)
            return name
        if name in self.api.functions:
            function = self.check_call(node, name, name, self.api.functions[name], labels)
            if function is not None:
                self.use("", name)
            self.arguments(arguments, closures, scope, function)
            return function.returns if function is not None else None
        if name in COLLECTION_VIEWS and arguments:
            collection = self.expr(arguments[0][1], scope)
            self.key_paths(arguments[1:], element(collection))
            self.arguments(arguments[1:], closures, scope, None, closure_types=[element(collection)])
            return None
        if name == "Array" and len(arguments) == 1:
            return self.expr(arguments[0][1], scope)
        if name in TEST_HELPERS and arguments:
            first = self.expr(arguments[0][1], scope)
            for _, value in arguments[1:]:
                self.expr(value, scope, unwrap(first))
            self.arguments([], closures, scope, None)
            return unwrap(first)
        if name in self.shell.types:
            decl = self.shell.types[name]
            function = next((f for f in decl.inits if f.accepts_call(labels, len(closures))), None)
            self.arguments(arguments, closures, scope, function or self.memberwise(decl, labels))
            return name
        function = self.shell_function(name, labels, len(closures))
        self.arguments(arguments, closures, scope, function)
        if function is None and name[:1].isupper():
            return FOREIGN
        return function.returns if function is not None else None

    @staticmethod
    def memberwise(decl, labels):
        """A struct's memberwise initializer for the stored properties named by `labels`."""
        if decl.kind != "struct" or not all(label in decl.fields for label in labels):
            return None
        return Function("init", labels, tuple(decl.fields[label] for label in labels))

    def shell_function(self, name, labels, closures):
        """A function of the shell callable as `name(labels)` here: a method of the type being
        walked, or a top-level one."""
        owner = self.shell.types.get(self.self_type)
        candidates = (owner.methods.get(name, []) if owner else []) + self.shell.functions.get(name, [])
        return next((f for f in candidates if f.accepts_call(labels, closures)), None)

    def key_paths(self, arguments, root):
        """Checks `\\.member` arguments (a ForEach's `id:`) against the elements' type."""
        for _, value in arguments:
            if value is not None and value.type == "navigation_expression":
                target = value.child_by_field_name("target")
                suffix = value.child_by_field_name("suffix")
                if target.type == "key_path_expression" and root is not None and text(suffix) != ".self":
                    self.member_type(suffix, root, text(suffix.named_children[0]))

    def arguments(self, arguments, closures, scope, function, closure_types=None):
        """Walks a call's arguments, each with its parameter's type when the callee is known."""
        types = dict(zip(function.labels, function.types)) if function is not None else {}
        positional = list(function.types) if function is not None else []
        for index, (label, value) in enumerate(arguments):
            if value is None:
                continue
            expected = types.get(label) if label != "_" else (positional[index] if index < len(positional) else None)
            if value.type == "lambda_literal":
                self.closure(value, scope, closure_types or function_parameters(expected) or [])
            else:
                self.expr(value, scope, expected)
        for closure in closures:
            trailing = positional[-1] if positional else None
            self.closure(closure, scope, closure_types or function_parameters(trailing) or [])

    def closure(self, node, scope, parameter_types):
        """Walks a closure whose parameters have `parameter_types` (by position)."""
        inner = Scope(scope)
        declared = first_child(node, "lambda_function_type")
        names = []
        if declared is not None:
            params = first_child(declared, "lambda_function_type_parameters")
            for param in named_children(params, "lambda_parameter") if params else []:
                kinds = [c for c in param.named_children if c.type != "simple_identifier"]
                names.append((text(param.named_children[0]), type_text(kinds[0]) if kinds else None))
        if len(names) > 1 and len(parameter_types) == 1 and tuple_members(parameter_types[0]):
            parameter_types = list(tuple_members(parameter_types[0]).values())
        for index, kind in enumerate(parameter_types):
            inner.names[f"${index}"] = kind
        for index, (name, kind) in enumerate(names):
            inner.names[name] = kind or (parameter_types[index] if index < len(parameter_types) else None)
        saved = self.returns
        self.returns = None
        for child in node.named_children:
            if child.type != "lambda_function_type":
                self.visit(child, inner)
        self.returns = saved
        return None

    def expr_lambda_literal(self, node, scope, expected):
        return self.closure(node, scope, function_parameters(expected) or [])

    def expr_try_expression(self, node, scope, expected):
        return self.expr(node.named_children[-1], scope, expected)

    expr_await_expression = expr_try_expression

    def expr_nil_coalescing_expression(self, node, scope, expected):
        kind = unwrap(self.expr(node.child_by_field_name("value"), scope, expected))
        other = self.expr(node.child_by_field_name("if_nil"), scope, kind or expected)
        return kind or other

    def expr_equality_expression(self, node, scope, expected):
        lhs, rhs = node.child_by_field_name("lhs"), node.child_by_field_name("rhs")
        implicit = [side for side in (lhs, rhs) if side is not None and side.type == "prefix_expression"]
        explicit = [side for side in (lhs, rhs) if side is not None and side not in implicit]
        known = None
        for side in explicit:
            known = self.expr(side, scope) or known
        for side in implicit:
            self.expr(side, scope, known)
        return "Bool"

    expr_comparison_expression = expr_equality_expression

    def expr_ternary_expression(self, node, scope, expected):
        self.expr(node.child_by_field_name("condition"), scope)
        first = self.expr(node.child_by_field_name("if_true"), scope, expected)
        second = self.expr(node.child_by_field_name("if_false"), scope, expected or first)
        return first or second

    def expr_as_expression(self, node, scope, expected):
        self.expr(node.child_by_field_name("expr"), scope)
        operator = first_child(node, "as_operator")
        kind = type_text(node.child_by_field_name("name"))
        return kind + "?" if operator is not None and text(operator) == "as?" else kind

    def expr_array_literal(self, node, scope, expected):
        for child in node.named_children:
            self.expr(child, scope, element(expected))
        return expected

    def expr_tuple_expression(self, node, scope, expected):
        kinds = [self.expr(child, scope, expected) for child in node.named_children]
        return kinds[0] if len(kinds) == 1 else None

    def expr_line_string_literal(self, node, scope, expected):
        for child in node.named_children:
            self.expr(child, scope)
        return "String"

    def expr_integer_literal(self, node, scope, expected):
        return "Int"

    def expr_boolean_literal(self, node, scope, expected):
        return "Bool"

    # Statements and declarations

    def visit(self, node, scope):
        """Walks a statement or declaration; names it binds go into `scope`."""
        handler = getattr(self, "visit_" + node.type, None)
        if handler is not None:
            handler(node, scope)
        else:
            self.expr(node, scope)

    def visit_class_declaration(self, node, scope):
        saved = self.self_type
        self.self_type = type_text(node.child_by_field_name("name"))
        body = node.child_by_field_name("body")
        for child in body.named_children if body is not None else []:
            self.visit(child, Scope(scope))
        self.self_type = saved

    visit_protocol_declaration = visit_class_declaration

    def visit_property_declaration(self, node, scope):
        kind = self.declared_type(node, scope)
        value = node.child_by_field_name("value")
        if value is not None and property_type(node) is not None:
            self.expr(value, scope, kind)
        for pattern in named_children(node, "pattern"):
            scope.names[text(pattern)] = kind
        computed = first_child(node, "computed_property")
        if computed is not None:
            self.body(computed, Scope(scope), kind)

    def visit_function_declaration(self, node, scope):
        inner = Scope(scope, {self.parameter_name(p): kind for p, (_, kind) in zip(named_children(node, "parameter"), parameters(node))})
        kinds = [c for c in node.named_children if c.type in ("user_type", "optional_type", "array_type")]
        self.body(node.child_by_field_name("body"), inner, type_text(kinds[-1]) if kinds else None)

    visit_init_declaration = visit_function_declaration

    @staticmethod
    def parameter_name(param):
        """The name a parameter has inside its function."""
        return text(param.child_by_field_name("name"))

    def body(self, node, scope, returns):
        """Walks a function's or computed property's body, whose results have type `returns`."""
        if node is None:
            return
        saved = self.returns
        self.returns = returns
        for child in node.named_children:
            self.visit(child, scope)
        self.returns = saved

    def visit_control_transfer_statement(self, node, scope):
        result = node.child_by_field_name("result")
        if result is not None:
            self.expr(result, scope, self.returns)

    def visit_statements(self, node, scope):
        for child in node.named_children:
            self.visit(child, scope)

    def visit_assignment(self, node, scope):
        target = node.child_by_field_name("target")
        kind = self.expr(target.named_children[0] if target.named_children else target, scope)
        self.expr(node.child_by_field_name("result"), scope, kind)

    def visit_if_statement(self, node, scope):
        inner = Scope(scope)
        self.conditions(node, inner)
        for child in named_children(node, "statements"):
            self.visit(child, Scope(inner))
        for child in named_children(node, "if_statement"):
            self.visit(child, scope)

    def visit_guard_statement(self, node, scope):
        self.conditions(node, scope)
        for child in named_children(node, "statements"):
            self.visit(child, Scope(scope))

    def conditions(self, node, scope):
        """The conditions of an `if` or `guard`: `let x = value`, `let x`, `case .c(let x) = value`."""
        children = [
            child
            for index, child in enumerate(node.children)
            if child.type in ("case", "=") or (child.is_named and node.field_name_for_child(index) in ("condition", "bound_identifier"))
        ]
        index = 0
        while index < len(children):
            child = children[index]
            equals = next((at for at in range(index + 2, len(children)) if children[at].type == "="), None)
            if child.type == "case" and equals is not None and equals + 1 < len(children):
                # `case .name(patterns...) = value`: any number of payload patterns, none included.
                name, patterns, value = children[index + 1], children[index + 2 : equals], children[equals + 1]
                self.case_pattern(name, text(name), patterns, self.expr(value, scope), scope)
                index = equals + 2
            elif child.type == "value_binding_pattern":
                bound = children[index + 1]
                after = children[index + 2] if index + 2 < len(children) else None
                if after is not None and after.type == "=":
                    scope.names[text(bound)] = unwrap(self.expr(children[index + 3], scope))
                    index += 4
                else:
                    name = text(bound)
                    kind = scope.lookup(name) if scope.binds(name) else self.expr_simple_identifier(bound, scope, None)
                    scope.names[name] = unwrap(kind)
                    index += 2
            else:
                if child.type != "=":
                    self.expr(child, scope)
                index += 1

    def case_pattern(self, node, name, bindings, subject, scope):
        """`.name(let a, let b)` matched against a value of type `subject`: checks the case and
        binds its payload."""
        owner = unwrap(subject)
        self.implicit_member(node, name, owner, None)
        generated, extension = self.members(owner)
        payload = next((d.cases.get(name) for d in (generated, extension) if d is not None and name in d.cases), ())
        for index, binding in enumerate(b for b in bindings if b is not None):
            bound = binding.child_by_field_name("bound_identifier") or first_child(binding, "simple_identifier")
            if bound is not None:
                scope.names[text(bound)] = payload[index][1] if index < len(payload) else None

    def visit_switch_statement(self, node, scope):
        subject = self.expr(node.child_by_field_name("expr"), scope)
        for entry in named_children(node, "switch_entry"):
            inner = Scope(scope)
            for pattern in named_children(entry, "switch_pattern"):
                inner_pattern = first_child(pattern, "pattern")
                if inner_pattern is not None and text(inner_pattern).startswith("."):
                    name = first_child(inner_pattern, "simple_identifier")
                    self.case_pattern(name, text(name), named_children(inner_pattern, "pattern"), subject, inner)
            for child in named_children(entry, "statements"):
                self.visit(child, inner)

    def visit_for_statement(self, node, scope):
        collection = self.expr(node.child_by_field_name("collection"), scope)
        inner = Scope(scope)
        item = node.child_by_field_name("item")
        if item is not None:
            inner.names[text(item)] = element(collection)
        for child in named_children(node, "statements"):
            self.visit(child, inner)

    def walk(self, path, root):
        """Walks one parsed file."""
        self.path = path
        scope = Scope()
        for child in root.named_children:
            self.visit(child, scope)
